import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Table, Text } from "@mantine/core";
import {
  IconArrowsExchange,
  IconBan,
  IconCircleCheck,
  IconDots,
  IconHourglass,
  IconRotate,
  IconUserPlus,
  IconUsersGroup,
  IconUserX,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { clockTime, formatTime } from "../../../shared/formats.ts";
import type { Booking, BookingPlayer, TeeSheet, TeeTime } from "../../../shared/golf.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { DangerMenuItem } from "../../components/DangerMenuItem.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { clubDay } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { useInPieces } from "../../lib/in-pieces.ts";
import { setGroupStatus, setPlayerStatus } from "./api.ts";
import { LazyCancelDialog, LazyGroupDialog, LazyMoveDialog } from "./dialogs.ts";
import { useLiveChange } from "./live-change.ts";
import { teeTimeId } from "./now.ts";

type Texts = WebNamespaces["golf"];

/** What the rows ask the screen to open. */
export interface SheetActions {
  book: (time: TeeTime) => void;
  wait: (time: TeeTime) => void;
  addPlayers: (time: TeeTime, booking: Booking) => void;
  move: (booking: Booking) => void;
  cancel: (booking: Booking) => void;
}

/** A player as the sheet writes them: a member by name, a guest with their host, a hidden name as "Member". */
export function playerName(p: BookingPlayer, t: Texts["sheet"]): string {
  if (p.guest) {
    const name = p.name ?? t.guest;
    return p.hostName ? t.guestOf(name, p.hostName) : name;
  }
  return p.name ?? t.hiddenMember;
}

/** The bookings of a time that still stand. */
const standing = (x: TeeTime) => x.bookings.filter((b) => b.status !== "cancelled");

/** What every row of the sheet knows: the day, who reads it, and what it may ask the screen to open. */
export interface SheetRows {
  sheet: TeeSheet;
  staff: boolean;
  meId: string | null;
  today: string;
  /** Today's current tee time (the last that has started, else the first): "On the tee". */
  current?: string | null;
  actions: SheetActions;
}

/**
 * The day's tee times: a table on a wide screen (the time heads each row), cards on a phone. Each shows its
 * players, its free places, why it cannot be booked (past, blocked, full, not open yet, ballot day) and what
 * the reader may do: book, join the waiting list, or (per booking, in a menu) add players, move, cancel and
 * check players in. A long day renders in pieces (useInPieces): the first rows at once, the rest after them.
 */
export function TeeTimeList({
  rows,
  times: all = rows.sheet.times,
  wide,
}: {
  rows: SheetRows;
  /** The times shown (today's from the current one on, while the earlier ones are folded away). */
  times?: TeeTime[];
  wide: boolean;
}) {
  const t = useMessages("golf").sheet;
  const { club } = useCurrentClub();
  const { sheet, staff, actions } = rows;
  const label = t.label(sheet.course.name);
  // A day holds up to a hundred times: the first show at once, the rest follow in later tasks.
  const times = useInPieces(all);

  const players = (x: TeeTime) => <Players time={x} rows={rows} />;
  const time = (x: TeeTime) => clockTime(x.time, club.timeFormat);

  if (wide) {
    return (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" aria-label={label} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={96}>{t.columns.time}</Table.Th>
              <Table.Th>{t.columns.players}</Table.Th>
              <Table.Th w={120}>{t.columns.free}</Table.Th>
              <Table.Th w={260}>{t.columns.state}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {times.map((x) => (
              <Table.Tr key={x.time} id={teeTimeId(x.time)} tabIndex={-1} style={SCROLL_MARGIN}>
                <Table.Th scope="row" style={{ whiteSpace: "nowrap" }}>
                  <Text fw={700} size="sm" c={x.past ? "dimmed" : undefined}>
                    {time(x)}
                  </Text>
                </Table.Th>
                <Table.Td>{players(x)}</Table.Td>
                <Table.Td>
                  <FreePlaces time={x} />
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Reason time={x} sheet={sheet} current={x.time === rows.current} />
                    <Action time={x} staff={staff} actions={actions} />
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <PlainList gap="xs" label={label}>
      {times.map((x) => {
        // A short reason (past, full, ballot day) stands where the free places would; a longer one gets its own line.
        const short = SHORT_REASONS.includes(x.closedReason);
        return (
          <Card
            key={x.time}
            component="li"
            id={teeTimeId(x.time)}
            tabIndex={-1}
            withBorder
            radius="md"
            px="sm"
            py={8}
            style={SCROLL_MARGIN}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="sm" wrap="nowrap" align="baseline" miw={0}>
                  <Text fw={700} component="h3" size="md" m={0} c={x.past ? "dimmed" : undefined}>
                    {time(x)}
                  </Text>
                  {short ? (
                    <Reason time={x} sheet={sheet} current={x.time === rows.current} />
                  ) : (
                    <FreePlaces time={x} />
                  )}
                </Group>
                <Action time={x} staff={staff} actions={actions} />
              </Group>
              {standing(x).length > 0 ? players(x) : null}
              {short ? null : <Reason time={x} sheet={sheet} current={x.time === rows.current} />}
            </Stack>
          </Card>
        );
      })}
    </PlainList>
  );
}

/** A row scrolled to ("Now") stops below the screen's sticky header. */
const SCROLL_MARGIN = { scrollMarginTop: 72 } as const;

function FreePlaces({ time }: { time: TeeTime }) {
  const t = useMessages("golf").sheet;
  return (
    <Text size="sm" c={time.free === 0 || time.past ? "dimmed" : undefined} style={{ whiteSpace: "nowrap" }}>
      {t.free(time.free, time.capacity)}
    </Text>
  );
}

/** Reasons short enough to stand in for the free places on a phone's card: past, full, closed, ballot day. */
const SHORT_REASONS: readonly TeeTime["closedReason"][] = ["past", "full", "closed", "ballot"];

/** Why a time cannot be booked: past, blocked (reason and note), full, not open yet, ballot day, closed. */
function Reason({ time: x, sheet, current }: { time: TeeTime; sheet: TeeSheet; current: boolean }) {
  const t = useMessages("golf").sheet;
  const { club } = useCurrentClub();
  switch (x.closedReason) {
    case "past":
      return current ? (
        <Text size="sm" fw={600} c="var(--mantine-color-teal-text)" style={{ whiteSpace: "nowrap" }}>
          {t.closed.onTheTee}
        </Text>
      ) : (
        <Quiet>{t.closed.past}</Quiet>
      );
    case "blocked":
      return x.block ? (
        <Stack gap={0} align="flex-start">
          <Badge color="orange" variant="light" radius="sm" styles={NO_SHRINK}>
            {t.closed.blocked(t.blockReasons[x.block.reason])}
          </Badge>
          {x.block.note ? (
            <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: "anywhere" }}>
              {x.block.note}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Quiet>{t.closed.closed}</Quiet>
      );
    case "full":
      return <Quiet>{x.waiting > 0 ? t.closed.fullWaiting(x.waiting) : t.closed.full}</Quiet>;
    case "window":
      return (
        <Quiet>
          {sheet.opensAt
            ? t.closed.window(
                clubDay(sheet.opensAt, club),
                formatTime(new Date(sheet.opensAt), club.timeFormat, club.timezone),
              )
            : t.closed.windowUnknown}
        </Quiet>
      );
    case "ballot":
      return <Quiet>{t.closed.ballot}</Quiet>;
    case "closed":
      return <Quiet>{t.closed.closed}</Quiet>;
    default:
      return null;
  }
}

/** The button that books a time, or joins its waiting list when it is full. */
function Action({ time: x, staff, actions }: { time: TeeTime; staff: boolean; actions: SheetActions }) {
  const t = useMessages("golf").sheet;
  const { club } = useCurrentClub();
  const at = clockTime(x.time, club.timeFormat);
  // Staff also book a day before it opens to members (with the override) and a ballot day; nobody books the
  // past, a block or a full time.
  const canBook = x.free > 0 && !x.past && !x.block && (x.bookable || staff);
  const canWait = x.free === 0 && !x.past && !x.block;
  const preload = () => void LazyGroupDialog.preload();
  const button = canBook
    ? {
        variant: x.bookable ? "filled" : "light",
        icon: IconUserPlus,
        onClick: actions.book,
        label: t.bookLabel(at),
        text: t.book,
      }
    : canWait
      ? {
          variant: "light",
          icon: IconHourglass,
          onClick: actions.wait,
          label: t.joinWaitlistLabel(at),
          text: t.joinWaitlist,
        }
      : null;
  if (!button) return null;
  return (
    <Button
      size="xs"
      variant={button.variant}
      leftSection={<button.icon size={14} aria-hidden />}
      onClick={() => button.onClick(x)}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={button.label}
      style={{ flexShrink: 0 }}
    >
      {button.text}
    </Button>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function Players({ time: x, rows }: { time: TeeTime; rows: SheetRows }) {
  const bookings = standing(x);
  if (bookings.length === 0) return null;
  return (
    <Stack gap={6}>
      {bookings.map((b) => (
        <BookingLine key={b.id} booking={b} time={x} rows={rows} />
      ))}
    </Stack>
  );
}

const STATUS_COLORS = { checked_in: "teal", no_show: "red" } as const;
/** The green fee's badge: its words say it (colour only helps). */
const FEE_COLORS = { no_fee: "gray", to_invoice: "orange", invoiced: "blue", paid: "teal" } as const;

/** One booking of a time: its players with their status, and its menu. */
function BookingLine({ booking: b, time: x, rows }: { booking: Booking; time: TeeTime; rows: SheetRows }) {
  const t = useMessages("golf").sheet;
  const { staff, meId } = rows;
  const players = b.players.filter((p) => p.status !== "cancelled");
  const mine = meId !== null && (b.bookerMemberId === meId || players.some((p) => p.memberId === meId));
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
      <Stack gap={6} align="flex-start" miw={0}>
        <Group gap={6} wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: "none" }} miw={0}>
          {players.map((p, i) => (
            <Group key={p.id} component="li" gap={4} wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {playerName(p, t)}
              </Text>
              {p.greenFee ? (
                <Badge
                  color={FEE_COLORS[p.greenFee]}
                  variant="outline"
                  size="sm"
                  radius="sm"
                  styles={NO_SHRINK}
                >
                  {t.greenFee[p.greenFee]}
                </Badge>
              ) : null}
              {p.status === "checked_in" || p.status === "no_show" ? (
                <Badge
                  color={STATUS_COLORS[p.status]}
                  variant="light"
                  size="sm"
                  radius="sm"
                  styles={NO_SHRINK}
                >
                  {t.playerStatus[p.status]}
                </Badge>
              ) : null}
              {i < players.length - 1 ? (
                <Text size="sm" ml={-4} aria-hidden>
                  ,
                </Text>
              ) : null}
            </Group>
          ))}
          {mine ? (
            <Badge component="li" color="blue" variant="outline" size="sm" radius="sm" styles={NO_SHRINK}>
              {t.yours}
            </Badge>
          ) : null}
          {b.override && staff ? (
            <Badge component="li" color="gray" variant="outline" size="sm" radius="sm" styles={NO_SHRINK}>
              {t.override}
            </Badge>
          ) : null}
        </Group>
        {/* Under the names, so that on a phone they keep the card's width. */}
        <GroupCheckIn booking={b} time={x} players={players} rows={rows} />
      </Stack>
      <BookingMenu booking={b} time={x} players={players} mine={mine} rows={rows} />
    </Group>
  );
}

/** The group's players' new status, sent for the whole group. */
function useGroupStatus(b: Booking) {
  const t = useMessages("golf").menu;
  const { club } = useCurrentClub();
  return useLiveChange(
    (status: PlayerStatus) => setGroupStatus(club.id, b.id, status),
    (answer, status) => {
      const n = answer.players.filter((p) => p.status === status).length;
      return status === "checked_in"
        ? t.groupCheckedIn(n)
        : status === "no_show"
          ? t.groupNoShow(n)
          : t.groupUndone;
    },
  );
}

/**
 * The starter's one tap (staff, on the day and after it): every player of the booking checked in. Shown while
 * someone in the group is not checked in yet.
 */
function GroupCheckIn({
  booking: b,
  time: x,
  players,
  rows: { sheet, staff, today },
}: {
  booking: Booking;
  time: TeeTime;
  players: BookingPlayer[];
  rows: SheetRows;
}) {
  const texts = useMessages("golf");
  const t = texts.menu;
  const { club } = useCurrentClub();
  const group = useGroupStatus(b);
  if (!staff || sheet.date > today || players.every((p) => p.status === "checked_in")) return null;
  const first = players[0] ? playerName(players[0], texts.sheet) : "";
  return (
    <Button
      size="xs"
      variant="light"
      color="teal"
      leftSection={<IconCircleCheck size={14} aria-hidden />}
      aria-label={t.checkInGroupLabel(clockTime(x.time, club.timeFormat), first)}
      loading={group.isPending}
      onClick={() => group.mutate("checked_in")}
    >
      {t.checkInGroup}
    </Button>
  );
}

function BookingMenu({
  booking: b,
  time: x,
  players,
  mine,
  rows: { sheet, staff, today, actions },
}: {
  booking: Booking;
  time: TeeTime;
  players: BookingPlayer[];
  mine: boolean;
  rows: SheetRows;
}) {
  const texts = useMessages("golf");
  const t = texts.menu;
  const { club } = useCurrentClub();
  const status = useLiveChange(
    (v: { player: BookingPlayer; status: PlayerStatus }) =>
      setPlayerStatus(club.id, b.id, v.player.id, v.status),
    (_, v) => {
      const name = playerName(v.player, texts.sheet);
      return v.status === "checked_in"
        ? t.checkedIn(name)
        : v.status === "no_show"
          ? t.markedNoShow(name)
          : t.undone(name);
    },
  );

  const group = useGroupStatus(b);
  // The whole group at once: a no-show once its time has started, and the way back to booked.
  const groupNoShow = x.past && players.some((p) => p.status !== "no_show");
  const groupUndo = players.some((p) => p.status !== "booked");

  const canAdd = (staff || mine) && x.free > 0 && !x.past;
  const canMove = staff && !x.past;
  const canCancel = staff ? !x.past : mine && b.cancellable;
  // Players are checked in on their day (not before it), and marked no-shows once their time has started.
  const canMark = staff && sheet.date <= today;
  if (!canAdd && !canMove && !canCancel && !canMark) return null;

  const first = players[0] ? playerName(players[0], texts.sheet) : "";
  const preload = () => {
    void LazyGroupDialog.preload();
    if (staff) void LazyMoveDialog.preload();
    void LazyCancelDialog.preload();
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t.label(clockTime(x.time, club.timeFormat), first)}
          loading={status.isPending || group.isPending}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canAdd ? (
          <Menu.Item
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => actions.addPlayers(x, b)}
          >
            {t.addPlayers}
          </Menu.Item>
        ) : null}
        {canMove ? (
          <Menu.Item
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => actions.move(b)}
          >
            {t.move}
          </Menu.Item>
        ) : null}
        {canMark && players.length > 1 && (groupNoShow || groupUndo) ? (
          <>
            <Menu.Divider />
            <Menu.Label>{t.group}</Menu.Label>
            {groupNoShow ? (
              <Menu.Item
                leftSection={<IconUsersGroup size={16} aria-hidden />}
                onClick={() => group.mutate("no_show")}
              >
                {t.noShowGroup}
              </Menu.Item>
            ) : null}
            {groupUndo ? (
              <Menu.Item
                leftSection={<IconRotate size={16} aria-hidden />}
                onClick={() => group.mutate("booked")}
              >
                {t.undoGroup}
              </Menu.Item>
            ) : null}
          </>
        ) : null}
        {canMark
          ? players.map((p) => {
              const name = playerName(p, texts.sheet);
              return (
                <PlayerItems
                  key={p.id}
                  name={name}
                  current={p.status}
                  started={x.past}
                  onStatus={(next) => status.mutate({ player: p, status: next })}
                />
              );
            })
          : null}
        {canCancel ? (
          <>
            <Menu.Divider />
            <DangerMenuItem leftSection={<IconBan size={16} aria-hidden />} onClick={() => actions.cancel(b)}>
              {t.cancel}
            </DangerMenuItem>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

type PlayerStatus = "booked" | "checked_in" | "no_show";

/** A player's check-in and no-show, and the way back to booked. */
function PlayerItems({
  name,
  current,
  started,
  onStatus,
}: {
  name: string;
  current: BookingPlayer["status"];
  /** Whether the tee time has started: only then can a player be a no-show. */
  started: boolean;
  onStatus: (status: PlayerStatus) => void;
}) {
  const t = useMessages("golf").menu;
  const marked = current === "checked_in" || current === "no_show";
  const items = [
    {
      to: "checked_in",
      shown: current !== "checked_in",
      icon: IconCircleCheck,
      label: t.checkIn,
      text: t.checkInShort,
    },
    {
      to: "no_show",
      shown: current !== "no_show" && started,
      icon: IconUserX,
      label: t.noShow,
      text: t.noShowShort,
    },
    { to: "booked", shown: marked, icon: IconRotate, label: t.undo, text: t.undoShort },
  ] as const;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>{name}</Menu.Label>
      {items.map((item) =>
        item.shown ? (
          <Menu.Item
            key={item.to}
            leftSection={<item.icon size={16} aria-hidden />}
            onClick={() => onStatus(item.to)}
            aria-label={item.label(name)}
          >
            {item.text}
          </Menu.Item>
        ) : null,
      )}
    </>
  );
}

import { Alert, Badge, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconAlertTriangle, IconCalendarEvent, IconCheck, IconCopy, IconGolf } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import type { Booking, MyGolf } from "../../../shared/golf.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { OnceOpened } from "../../lib/lazy.tsx";
import { notify } from "../../lib/notify.ts";
import { useDialog } from "../../lib/use-dialog.ts";
import {
  acceptWaitlistOffer,
  calendarFeedQuery,
  golfKeys,
  golfSettingsQuery,
  myGolfQuery,
  resetCalendarFeed,
  withdrawFromWaitlist,
} from "./api.ts";
import { LazyCancelDialog } from "./dialogs.ts";
import { dayLabel } from "./format.ts";
import { GolfPanel } from "./GolfPanel.tsx";
import { useLiveChange } from "./live-change.ts";
import { playerName } from "./TeeTimeList.tsx";

type WaitlistEntry = MyGolf["waiting"][number];

/**
 * My bookings: the reader's upcoming tee times (cancel until the cut-off, and why not after it), their places
 * on waiting lists (withdraw; accept a place offered to them), a suspension after no-shows, and their private
 * calendar feed.
 */
export function MyBookingsPanel() {
  const texts = useMessages("golf");
  const t = texts.mine;
  const { club } = useCurrentClub();
  const mine = useQuery(myGolfQuery(club.id));
  const rules = useQuery(golfSettingsQuery(club.id)).data;
  const cancel = useDialog<Booking>();

  if (!mine.data) {
    return <NotLoaded query={mine} texts={t} />;
  }
  const { bookings, waiting, suspendedUntil } = mine.data;
  const upcoming = bookings.filter((b) => b.status !== "cancelled");
  const lists = waiting.filter((w) => w.status === "waiting" || w.status === "offered");

  return (
    <Stack gap="lg">
      {suspendedUntil ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t.suspendedTitle}
        >
          {t.suspended(clubMoment(suspendedUntil, club))}
        </Alert>
      ) : null}

      <Stack gap="sm" component="section" aria-labelledby="my-bookings-title">
        <Title order={2} size="h4" id="my-bookings-title">
          {t.upcoming}
        </Title>
        {upcoming.length === 0 ? (
          <EmptyState icon={<IconGolf size={24} stroke={1.75} />} title={t.none}>
            {t.noneHelp}
          </EmptyState>
        ) : (
          <PlainList gap="xs" labelledBy="my-bookings-title">
            {upcoming.map((b) => (
              <BookingCard
                key={b.id}
                booking={b}
                cutoffHours={rules?.cancellationCutoffHours}
                onCancel={() => cancel.open(b)}
              />
            ))}
          </PlainList>
        )}
      </Stack>

      {lists.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="my-waiting-title">
          <Title order={2} size="h4" id="my-waiting-title">
            {t.waitingTitle}
          </Title>
          <PlainList gap="xs" labelledBy="my-waiting-title">
            {lists.map((w) => (
              <WaitingCard key={w.id} entry={w} />
            ))}
          </PlainList>
        </Stack>
      ) : null}

      <CalendarFeed />

      {cancel.value ? (
        <OnceOpened opened={cancel.opened}>
          <LazyCancelDialog
            opened={cancel.opened}
            onClose={cancel.close}
            booking={cancel.value}
            staff={false}
          />
        </OnceOpened>
      ) : null}
    </Stack>
  );
}

function BookingCard({
  booking: b,
  cutoffHours,
  onCancel,
}: {
  booking: Booking;
  cutoffHours: number | undefined;
  onCancel: () => void;
}) {
  const texts = useMessages("golf");
  const t = texts.mine;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const at = clockTime(b.time, club.timeFormat);
  const day = dayLabel(b.date, club, locale);
  return (
    <Card component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{t.when(day, at)}</Text>
          <Text size="sm" c="dimmed">
            {b.courseName}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {b.players
              .filter((p) => p.status !== "cancelled")
              .map((p) => playerName(p, texts.sheet))
              .join(", ")}
          </Text>
        </Stack>
        {b.cancellable ? (
          <Button
            size="xs"
            variant="default"
            onClick={onCancel}
            onPointerEnter={() => void LazyCancelDialog.preload()}
            onFocus={() => void LazyCancelDialog.preload()}
            aria-label={t.cancelLabel(day, at)}
          >
            {t.cancel}
          </Button>
        ) : (
          <Text size="xs" c="dimmed" maw={260}>
            {cutoffHours === undefined ? t.tooLateUnknown : t.tooLate(cutoffHours)}
          </Text>
        )}
      </Group>
    </Card>
  );
}

function WaitingCard({ entry: w }: { entry: WaitlistEntry }) {
  const t = useMessages("golf").mine;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const at = clockTime(w.time, club.timeFormat);
  const day = dayLabel(w.date, club, locale);
  const withdraw = useLiveChange(
    () => withdrawFromWaitlist(club.id, w.id),
    () => t.withdrawn,
  );
  const accept = useLiveChange(
    () => acceptWaitlistOffer(club.id, w.id),
    () => t.accepted(day, at),
  );
  const offered = w.status === "offered" && w.offeredUntil !== null;
  return (
    <Card component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{t.when(day, at)}</Text>
            <Badge color={offered ? "teal" : "gray"} variant="light" radius="sm" styles={NO_SHRINK}>
              {offered ? t.offered : t.waiting}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t.group(w.courseName, w.size)}
          </Text>
          {offered && w.offeredUntil ? (
            <Text size="sm">{t.offeredUntil(clubMoment(w.offeredUntil, club))}</Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          {offered ? (
            <Button
              size="xs"
              loading={accept.isPending}
              onClick={() => accept.mutate()}
              aria-label={t.acceptLabel(day, at)}
            >
              {t.accept}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate()}
            aria-label={t.withdrawLabel(day, at)}
          >
            {t.withdraw}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The private address of the reader's bookings as a calendar, to copy into a calendar app, and its reset. */
function CalendarFeed() {
  const t = useMessages("golf").feed;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const feed = useQuery({ ...calendarFeedQuery(club.id), meta: { handleErrors: false } });
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetCalendarFeed(club.id),
    onSuccess: (next) => {
      queryClient.setQueryData(golfKeys.feed(club.id), next);
      setConfirming(false);
      notify(t.resetDone);
    },
  });

  return (
    <GolfPanel
      titleId="calendar-feed-title"
      icon={IconCalendarEvent}
      title={t.title}
      after={
        <ConfirmDialog
          opened={confirming}
          title={t.resetTitle}
          confirmLabel={t.reset}
          loading={reset.isPending}
          onConfirm={() => reset.mutate()}
          onClose={() => setConfirming(false)}
        >
          {t.resetText}
        </ConfirmDialog>
      }
    >
      <Text size="sm" c="dimmed">
        {t.help}
      </Text>
      {feed.isError ? (
        <Text size="sm" c="var(--mantine-color-error)">
          {t.loadFailed}
        </Text>
      ) : (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t.address}
            value={feed.data ?? ""}
            placeholder={feed.isPending ? t.loading : undefined}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
          />
          <CopyButton value={feed.data ?? ""} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? "light" : "default"}
                color={copied ? "teal" : undefined}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                onClick={copy}
                disabled={!feed.data}
              >
                {copied ? t.copied : t.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      <Group>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={() => setConfirming(true)}
          disabled={!feed.data}
        >
          {t.reset}
        </Button>
      </Group>
    </GolfPanel>
  );
}

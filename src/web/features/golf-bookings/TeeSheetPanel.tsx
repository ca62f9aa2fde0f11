import {
  ActionIcon,
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconClockHour4,
  IconGolf,
  IconRefresh,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from "react";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { addDays } from "../../../shared/dates.ts";
import { formatTime } from "../../../shared/formats.ts";
import type { Booking, Course, TeeTime } from "../../../shared/golf.ts";
import { formatMoney } from "../../../shared/money.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { clubDay, clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { OnceOpened } from "../../lib/lazy.tsx";
import { useDialog } from "../../lib/use-dialog.ts";
import { coursesQuery, myMemberQuery, teeSheetQuery } from "./api.ts";
import { BallotPanel } from "./BallotPanel.tsx";
import { LazyCancelDialog, LazyGroupDialog, LazyMoveDialog } from "./dialogs.ts";
import { dayLabel } from "./format.ts";
import type { GroupPurpose } from "./GroupDialog.tsx";
import { currentIndex, teeTimeId } from "./now.ts";
import { StarterSheetButton } from "./StarterSheetButton.tsx";
import type { GolfSearch } from "./search.ts";
import { type SheetActions, TeeTimeList } from "./TeeTimeList.tsx";

/**
 * The tee sheet tab: one day of one course (both in the URL), with the course switch, the previous and next
 * day, a date field and "Today" above it. The sheet asks again every 15 s while the page is visible and after
 * every change, and says quietly when it last did.
 */
export function TeeSheetPanel({
  search,
  onSearch,
  wide,
  noCourses,
}: {
  search: GolfSearch;
  onSearch: (next: GolfSearch, replace?: boolean) => void;
  wide: boolean;
  /** What the screen says when the club has no course to book (staff get a way to the settings). */
  noCourses: ReactNode;
}) {
  const t = useMessages("golf").sheet;
  const { club } = useCurrentClub();
  const courses = useQuery(coursesQuery(club.id));
  const active = useMemo(() => (courses.data ?? []).filter((c) => c.active), [courses.data]);

  if (!courses.data) {
    return <NotLoaded query={courses} texts={{ loading: t.loadingCourses, loadFailed: t.coursesFailed }} />;
  }
  if (active.length === 0) return noCourses;

  const course = active.find((c) => c.id === search.course) ?? (active[0] as Course);
  const today = clubToday(club);
  const date = search.date ?? today;
  const go = (next: Partial<GolfSearch>) => onSearch({ ...search, ...next });

  return (
    <Stack gap="md">
      <SheetHeader
        courses={active}
        course={course}
        date={date}
        today={today}
        wide={wide}
        onCourse={(id) => go({ course: id === active[0]?.id ? undefined : id })}
        onDate={(d) => go({ date: d === today ? undefined : d })}
      />
      <SheetBody
        key={course.id}
        course={course}
        date={date}
        today={today}
        wide={wide}
        onResults={(ballotId) => onSearch({ ...search, ballot: ballotId })}
      />
    </Stack>
  );
}

function SheetHeader({
  courses,
  course,
  date,
  today,
  wide,
  onCourse,
  onDate,
}: {
  courses: Course[];
  course: Course;
  date: string;
  today: string;
  wide: boolean;
  onCourse: (id: string) => void;
  onDate: (date: string) => void;
}) {
  const t = useMessages("golf").sheet;
  const switcher =
    courses.length === 1 ? null : wide && courses.length <= 4 ? (
      <Stack gap={4}>
        <Text size="sm" fw={500} id="course-switch-label">
          {t.course}
        </Text>
        <SegmentedControl
          aria-labelledby="course-switch-label"
          data={courses.map((c) => ({ value: c.id, label: c.name }))}
          value={course.id}
          onChange={onCourse}
        />
      </Stack>
    ) : (
      <Select
        label={t.course}
        data={courses.map((c) => ({ value: c.id, label: c.name }))}
        value={course.id}
        onChange={(v) => v && onCourse(v)}
        allowDeselect={false}
        style={{ flex: wide ? undefined : "1 1 100%" }}
      />
    );

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {switcher}
      <Group gap={6} align="flex-end" wrap="nowrap" style={{ flex: wide ? undefined : "1 1 100%" }}>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t.previousDay}
          onClick={() => onDate(addDays(date, -1))}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ClubDateInput
          label={t.date}
          value={date}
          onChange={(value) => {
            if (isCalendarDate(value)) onDate(value);
          }}
          style={{ flex: wide ? undefined : 1 }}
        />
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t.nextDay}
          onClick={() => onDate(addDays(date, 1))}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={() => onDate(today)} disabled={date === today}>
          {t.today}
        </Button>
      </Group>
    </Group>
  );
}

type Open =
  | { kind: "group"; purpose: GroupPurpose }
  | { kind: "move"; booking: Booking }
  | { kind: "cancel"; booking: Booking };

function SheetBody({
  course,
  date,
  today,
  wide,
  onResults,
}: {
  course: Course;
  date: string;
  today: string;
  wide: boolean;
  onResults: (ballotId: string) => void;
}) {
  const t = useMessages("golf").sheet;
  const { club, can } = useCurrentClub();
  const locale = useLocale();
  const staff = can("bookings.manage");
  const sheet = useQuery({ ...teeSheetQuery(club.id, course.id, date), meta: { handleErrors: false } });
  const me = useQuery(myMemberQuery(club.id)).data ?? null;
  const dialog = useDialog<Open>();
  // Today's earlier times (before the current one) are folded away until asked for: the day they are shown for.
  const [earlierShownOn, setEarlierShownOn] = useState<string | null>(null);
  const listId = useId();
  const actions = useMemo<SheetActions>(
    () => ({
      book: (time: TeeTime) => dialog.open({ kind: "group", purpose: { kind: "book", time } }),
      wait: (time: TeeTime) => dialog.open({ kind: "group", purpose: { kind: "waitlist", time } }),
      addPlayers: (time: TeeTime, booking: Booking) =>
        dialog.open({ kind: "group", purpose: { kind: "add", time, booking } }),
      move: (booking: Booking) => dialog.open({ kind: "move", booking }),
      cancel: (booking: Booking) => dialog.open({ kind: "cancel", booking }),
    }),
    [dialog.open],
  );

  // The sheet renders after the rest of the screen, also when its data came first, in a transition (the
  // members list's pattern, decision 018): the query's update alone would render it in one task.
  const data = useDeferredValue(sheet.data ?? null, null);
  if (!data) {
    return <NotLoaded query={sheet} texts={t} />;
  }
  // Another day's sheet stays on screen, dimmed, until this one arrives.
  const stale = data.date !== date || data.course.id !== course.id;
  const day = dayLabel(data.date, club, locale);
  // Today: the sheet starts at the current tee time, the earlier ones folded away (the starter's "now").
  const onToday = data.date === today && data.times.length > 0;
  const current = onToday ? currentIndex(data.times) : 0;
  const earlier = onToday ? current : 0;
  const earlierShown = earlierShownOn === data.date;
  const times = earlier > 0 && !earlierShown ? data.times.slice(earlier) : data.times;
  const toNow = () => {
    const at = data.times[current];
    const row = at ? document.getElementById(teeTimeId(at.time)) : null;
    row?.scrollIntoView({ block: "start", behavior: "smooth" });
    row?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="md" aria-busy={stale} style={stale ? { opacity: 0.55 } : undefined}>
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Title order={2} size="h3">
            {day}
          </Title>
          <Text size="sm" c="dimmed">
            {data.course.name}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {onToday ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconClockHour4 size={14} aria-hidden />}
              onClick={toNow}
            >
              {t.now}
            </Button>
          ) : null}
          <Text size="xs" c="dimmed">
            {t.updatedAt(formatTime(new Date(sheet.dataUpdatedAt), club.timeFormat, club.timezone))}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t.refresh}
            loading={sheet.isFetching}
            onClick={() => void sheet.refetch()}
          >
            <IconRefresh size={14} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>

      {staff && data.opensAt ? (
        <Text size="sm" c="dimmed">
          {t.membersFrom(
            clubDay(data.opensAt, club),
            formatTime(new Date(data.opensAt), club.timeFormat, club.timezone),
          )}
        </Text>
      ) : null}

      <StarterSheetButton sheet={data} />
      {data.takingsMinor !== null ? (
        <Paper withBorder radius="md" px="md" py="xs" w="fit-content">
          <Group gap="xs">
            <Text size="sm">{t.takings}</Text>
            <Text size="sm" fw={700}>
              {formatMoney(data.takingsMinor, data.currency, locale)}
            </Text>
          </Group>
        </Paper>
      ) : null}

      {data.ballot || (data.day.open && data.day.release === "ballot" && data.date >= today) ? (
        <BallotPanel
          sheet={data}
          staff={staff}
          meId={me?.id ?? null}
          onEnter={() => dialog.open({ kind: "group", purpose: { kind: "ballot" } })}
          onResults={onResults}
        />
      ) : null}

      {data.times.length === 0 ? (
        <EmptyState icon={<IconGolf size={24} stroke={1.75} />} title={t.closedDay}>
          {t.closedDayText(data.course.name)}
        </EmptyState>
      ) : (
        <Stack gap="xs">
          {earlier > 0 ? (
            <Button
              variant="subtle"
              size="xs"
              color="gray"
              w="fit-content"
              leftSection={
                earlierShown ? (
                  <IconChevronUp size={14} aria-hidden />
                ) : (
                  <IconChevronDown size={14} aria-hidden />
                )
              }
              aria-expanded={earlierShown}
              aria-controls={listId}
              onClick={() => setEarlierShownOn(earlierShown ? null : data.date)}
            >
              {earlierShown ? t.hideEarlier : t.showEarlier(earlier)}
            </Button>
          ) : null}
          <Box id={listId}>
            <TeeTimeList
              rows={{
                sheet: data,
                staff,
                meId: me?.id ?? null,
                today,
                current: onToday ? (data.times[current]?.time ?? null) : null,
                actions,
              }}
              times={times}
              wide={wide}
            />
          </Box>
        </Stack>
      )}

      {dialog.value ? (
        <OnceOpened opened={dialog.opened}>
          {dialog.value.kind === "group" ? (
            <LazyGroupDialog
              opened={dialog.opened}
              onClose={dialog.close}
              purpose={dialog.value.purpose}
              sheet={data}
              staff={staff}
            />
          ) : dialog.value.kind === "move" ? (
            <LazyMoveDialog opened={dialog.opened} onClose={dialog.close} booking={dialog.value.booking} />
          ) : (
            <LazyCancelDialog
              opened={dialog.opened}
              onClose={dialog.close}
              booking={dialog.value.booking}
              staff={staff}
            />
          )}
        </OnceOpened>
      ) : null}
    </Stack>
  );
}

import { Select, SimpleGrid } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { clockTime } from "../../../shared/formats.ts";
import type { Booking } from "../../../shared/golf.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { coursesQuery, moveBooking, teeSheetQuery } from "./api.ts";
import { BookingDialog, BookingForm, useBookingSubmit } from "./booking-form.tsx";
import { dayLabel } from "./format.ts";

/**
 * Staff move a booking to another tee time: a course, a day and a free time of that day that holds its
 * players. To a day not yet open to members, staff tick the override, which is recorded on the booking and in
 * the audit trail.
 */
export function MoveDialog({
  opened,
  onClose,
  booking,
}: {
  opened: boolean;
  onClose: () => void;
  booking: Booking;
}) {
  const t = useMessages("golf").move;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const names = booking.players.map((p) => p.name ?? "").filter(Boolean);
  return (
    <BookingDialog
      opened={opened}
      onClose={onClose}
      title={t.title(clockTime(booking.time, club.timeFormat), dayLabel(booking.date, club, locale))}
      where={t.who(booking.courseName, names.join(", "))}
    >
      <MoveForm booking={booking} onClose={onClose} />
    </BookingDialog>
  );
}

function MoveForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const texts = useMessages("golf");
  const t = texts.move;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const courses = useQuery(coursesQuery(club.id)).data ?? [];
  const [courseId, setCourseId] = useState(booking.courseId);
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState<string | null>(null);
  const [override, setOverride] = useState(false);
  const target = useQuery({ ...teeSheetQuery(club.id, courseId, date), enabled: isCalendarDate(date) });
  const size = booking.players.filter((p) => p.status !== "cancelled").length;

  // The times that hold the group: not past, not blocked, enough free places (its own places count as free
  // where it stands now).
  const choices = (target.data?.date === date && target.data.course.id === courseId ? target.data.times : [])
    .filter((x) => !x.past && !x.block)
    .filter((x) => !(x.time === booking.time && date === booking.date && courseId === booking.courseId))
    .filter((x) => x.free >= size);
  const chosen = choices.find((x) => x.time === time);
  // Before the day opens to members, staff move a booking there with the override.
  const outsideRules = chosen !== undefined && target.data?.opensAt != null;

  const move = useBookingSubmit({
    send: async () => {
      const moved = await moveBooking(club.id, booking.id, { courseId, date, time: time ?? "", override });
      return t.moved(clockTime(moved.time, club.timeFormat), dayLabel(moved.date, club, locale));
    },
    onClose,
  });

  return (
    <BookingForm
      submit={move}
      onSubmit={(e) => (time ? move.onSubmit(e) : e.preventDefault())}
      override={{
        shown: outsideRules,
        label: t.override,
        description: t.overrideHelp,
        checked: override,
        onChange: setOverride,
      }}
      onClose={onClose}
      buttons={{ cancel: texts.common.close, submit: t.submit, submitProps: { disabled: !time } }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label={texts.sheet.course}
          data={courses.filter((c) => c.active).map((c) => ({ value: c.id, label: c.name }))}
          value={courseId}
          onChange={(v) => {
            if (v) {
              setCourseId(v);
              setTime(null);
            }
          }}
          allowDeselect={false}
        />
        <ClubDateInput
          label={texts.sheet.date}
          value={date}
          onChange={(value) => {
            setDate(value);
            setTime(null);
          }}
          required
        />
      </SimpleGrid>
      <Select
        label={t.time}
        placeholder={target.isFetching && !target.data ? t.loadingTimes : t.chooseTime}
        data={choices.map((x) => ({
          value: x.time,
          label: t.timeOption(clockTime(x.time, club.timeFormat), x.free),
        }))}
        value={time}
        onChange={setTime}
        nothingFoundMessage={t.noTimes}
        description={target.data && choices.length === 0 ? t.noTimes : undefined}
        searchable={false}
        required
      />
    </BookingForm>
  );
}

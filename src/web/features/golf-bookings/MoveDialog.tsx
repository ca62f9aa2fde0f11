import { Checkbox, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { clockTime } from "../../../shared/formats.ts";
import type { Booking } from "../../../shared/golf.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { type Refusal, refusalOf } from "../../lib/refusal.ts";
import { coursesQuery, golfKeys, moveBooking, teeSheetQuery } from "./api.ts";
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
  const wide = useWidthFrom("sm");
  const names = booking.players.map((p) => p.name ?? "").filter(Boolean);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title(clockTime(booking.time, club.timeFormat), dayLabel(booking.date, club, locale))}
      size="lg"
      fullScreen={!wide}
      centered={wide}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.who(booking.courseName, names.join(", "))}
        </Text>
        {opened ? <MoveForm booking={booking} onClose={onClose} /> : null}
      </Stack>
    </Modal>
  );
}

function MoveForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const texts = useMessages("golf");
  const t = texts.move;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const courses = useQuery(coursesQuery(club.id)).data ?? [];
  const [courseId, setCourseId] = useState(booking.courseId);
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState<string | null>(null);
  const [override, setOverride] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
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

  const move = useMutation({
    mutationFn: () => moveBooking(club.id, booking.id, { courseId, date, time: time ?? "", override }),
    meta: { handleErrors: false },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!time) return;
    setRefusal(null);
    try {
      const moved = await move.mutateAsync();
      notify(t.moved(clockTime(moved.time, club.timeFormat), dayLabel(moved.date, club, locale)));
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      void queryClient.invalidateQueries({ queryKey: golfKeys.live(club.id) });
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {refusal ? <FormAlert kind="error">{refusal.message}</FormAlert> : null}
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
          <TextInput
            type="date"
            label={texts.sheet.date}
            value={date}
            onChange={(e) => {
              setDate(e.currentTarget.value);
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
        {outsideRules ? (
          <Checkbox
            label={t.override}
            description={t.overrideHelp}
            checked={override}
            onChange={(e) => setOverride(e.currentTarget.checked)}
          />
        ) : null}
        <FormButtons
          cancel={texts.common.close}
          submit={t.submit}
          onCancel={onClose}
          pending={move.isPending}
          submitProps={{ disabled: !time }}
        />
      </Stack>
    </form>
  );
}

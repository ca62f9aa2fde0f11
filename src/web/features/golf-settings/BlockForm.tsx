import { Button, Card, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import {
  type Block,
  type BlockInput,
  type BlockReason,
  type Booking,
  blockInputSchema,
  blockReasons,
  weekdayOf,
} from "../../../shared/golf.ts";
import { ClubDateInput, ClubTimeInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { calendarDate, clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { dayNames } from "../../lib/weekdays.ts";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import { createBlock, golfKeys, previewBlock } from "./api.ts";
import { focusFirstInvalid, timeValue } from "./ui.tsx";

interface BlockValues {
  courseId: string;
  startDate: string;
  repeat: boolean;
  repeatUntil: string;
  startTime: string;
  endTime: string;
  reason: BlockReason | null;
  note: string;
}

function inputOf(values: BlockValues, bookings: "cancel" | "keep"): BlockInput {
  return {
    courseId: values.courseId,
    startDate: values.startDate,
    repeatUntil: values.repeat ? values.repeatUntil : null,
    startTime: values.startTime,
    endTime: values.endTime,
    // Left empty, the schema says what to choose.
    reason: values.reason as BlockReason,
    note: values.note.trim() === "" ? null : values.note,
    bookings,
  };
}

/**
 * A new block. Sent first as a preview: with bookings inside it, staff see them and choose to cancel them
 * (each booker gets an e-mail) or to keep them; without, it is added at once.
 */
export function BlockForm({
  opened,
  clubId,
  courses,
  courseId,
  onClose,
  onAdded,
}: {
  opened: boolean;
  clubId: string;
  courses: { id: string; name: string }[];
  /** The course chosen on the screen. */
  courseId: string;
  onClose: () => void;
  onAdded: (block: Block) => void;
}) {
  const t = useMessages("golfSettings").blockForm;
  const full = !useWidthFrom("sm");
  const [previewing, setPreviewing] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={previewing ? t.preview.title : t.title}
      size="lg"
      fullScreen={full}
      centered={!full}
    >
      {opened ? (
        <BlockFields
          clubId={clubId}
          courses={courses}
          courseId={courseId}
          onPreviewing={setPreviewing}
          onClose={onClose}
          onAdded={onAdded}
        />
      ) : null}
    </Modal>
  );
}

function BlockFields({
  clubId,
  courses,
  courseId,
  onPreviewing,
  onClose,
  onAdded,
}: {
  clubId: string;
  courses: { id: string; name: string }[];
  courseId: string;
  onPreviewing: (previewing: boolean) => void;
  onClose: () => void;
  onAdded: (block: Block) => void;
}) {
  const texts = useMessages("golfSettings");
  const t = texts.blockForm;
  // The shared schema's messages are read from this catalog.
  useMessages("validation");
  useMessages("golfValidation");
  const { club } = useCurrentClub();
  const names = dayNames(useLocale());
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<BlockValues>(() => ({
    courseId,
    startDate: clubToday(club),
    repeat: false,
    repeatUntil: "",
    startTime: "",
    endTime: "",
    reason: "maintenance",
    note: "",
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState(false);
  // The bookings inside the block, once the preview found some.
  const [inside, setInside] = useState<Booking[] | null>(null);

  const preview = useMutation({
    mutationFn: (input: BlockInput) => previewBlock(clubId, input),
    meta: { handleErrors: false },
  });
  const create = useMutation({
    mutationFn: (input: BlockInput) => createBlock(clubId, input),
    meta: { handleErrors: false },
  });

  function change(next: Partial<BlockValues>) {
    const updated = { ...values, ...next };
    setValues(updated);
    if (refused) setErrors(validateWith(blockInputSchema, inputOf(updated, "keep")));
  }

  function showPreview(bookings: Booking[] | null) {
    setInside(bookings);
    onPreviewing(bookings !== null);
  }

  /** A refusal of the server: its field messages on the form, anything else the app's way. */
  function refusedBy(error: unknown) {
    const fields = serverFieldErrors(error);
    if (fields) {
      showPreview(null);
      setRefused(true);
      setErrors(fields);
      focusFirstInvalid(form.current);
      return;
    }
    handleApiError(error, "mutation");
  }

  async function add(bookings: "cancel" | "keep", count: number) {
    try {
      const block = await create.mutateAsync(inputOf(values, bookings));
      if (count === 0) notify(t.added);
      else notify(bookings === "cancel" ? t.addedCancelling(count) : t.addedKeeping(count));
      void queryClient.invalidateQueries({ queryKey: golfKeys.all(clubId) });
      onAdded(block);
      onClose();
    } catch (error) {
      refusedBy(error);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputOf(values, "keep");
    const found = validateWith(blockInputSchema, input);
    setRefused(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    let bookings: Booking[];
    try {
      bookings = await preview.mutateAsync(input);
    } catch (error) {
      refusedBy(error);
      return;
    }
    if (bookings.length === 0) await add("keep", 0);
    else showPreview(bookings);
  }

  if (inside) {
    return (
      <BookingsInside
        bookings={inside}
        busy={create.isPending}
        choice={create.isPending ? (create.variables?.bookings ?? null) : null}
        onCancel={() => void add("cancel", inside.length)}
        onKeep={() => void add("keep", inside.length)}
        onBack={() => showPreview(null)}
      />
    );
  }

  const weekday = /^\d{4}-\d{2}-\d{2}$/.test(values.startDate) ? names[weekdayOf(values.startDate)] : null;
  const busy = preview.isPending || create.isPending;

  return (
    <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {refused && Object.keys(errors).length > 0 ? <FormAlert kind="error">{t.invalid}</FormAlert> : null}
        <Select
          label={t.course}
          data={courses.map((c) => ({ value: c.id, label: c.name }))}
          value={values.courseId}
          onChange={(v) => v && change({ courseId: v })}
          allowDeselect={false}
          error={errors.courseId}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ClubDateInput
            label={t.date}
            value={values.startDate}
            onChange={(value) => change({ startDate: value })}
            error={errors.startDate}
          />
          <Switch
            label={t.repeat}
            description={weekday ? t.repeatHelp(weekday) : undefined}
            checked={values.repeat}
            onChange={(e) => change({ repeat: e.currentTarget.checked })}
            mt={{ base: 0, xs: 28 }}
          />
          {values.repeat ? (
            <ClubDateInput
              label={t.until}
              value={values.repeatUntil}
              min={values.startDate || undefined}
              onChange={(value) => change({ repeatUntil: value })}
              error={errors.repeatUntil}
            />
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2 }} spacing="md">
          <ClubTimeInput
            label={t.start}
            value={values.startTime}
            onChange={(value) => change({ startTime: timeValue(value) })}
            error={errors.startTime}
          />
          <ClubTimeInput
            label={t.end}
            value={values.endTime}
            onChange={(value) => change({ endTime: timeValue(value) })}
            error={errors.endTime}
          />
        </SimpleGrid>
        <Select
          label={t.reason}
          data={blockReasons.map((r) => ({ value: r, label: texts.blocks.reasons[r] }))}
          value={values.reason}
          onChange={(v) => change({ reason: (v as BlockReason | null) ?? null })}
          allowDeselect={false}
          error={errors.reason}
        />
        <Textarea
          label={t.note}
          description={t.noteHelp}
          inputWrapperOrder={["label", "input", "description", "error"]}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          value={values.note}
          onChange={(e) => change({ note: e.currentTarget.value })}
          error={errors.note}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The bookings a block would close over, and the choice: cancel them (each booker told) or keep them. */
function BookingsInside({
  bookings,
  busy,
  choice,
  onCancel,
  onKeep,
  onBack,
}: {
  bookings: Booking[];
  busy: boolean;
  choice: "cancel" | "keep" | null;
  onCancel: () => void;
  onKeep: () => void;
  onBack: () => void;
}) {
  const t = useMessages("golfSettings").blockForm.preview;
  const { club } = useCurrentClub();
  // The choices are sentences: they wrap on a phone instead of overflowing.
  const wrapping = {
    root: { height: "auto", minHeight: 36, paddingBlock: 6 },
    label: { whiteSpace: "normal" },
  } as const;
  return (
    <Stack gap="md">
      <Text size="sm">{t.text(bookings.length)}</Text>
      <PlainList gap="xs" label={t.listLabel}>
        {bookings.map((booking) => {
          const booker =
            booking.players.find((p) => p.memberId !== null && p.memberId === booking.bookerMemberId)?.name ??
            booking.players[0]?.name ??
            "—";
          const names = booking.players
            .map((p) => p.name)
            .filter((n): n is string => n !== null)
            .join(", ");
          return (
            <Card key={booking.id} component="li" withBorder radius="md" p="sm">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
                  {calendarDate(booking.date, club)} {clockTime(booking.time, club.timeFormat)}
                </Text>
                <Text size="sm">· {t.players(booking.players.length)}</Text>
              </Group>
              <Text size="sm">{t.bookedBy(booker)}</Text>
              {names ? (
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {names}
                </Text>
              ) : null}
            </Card>
          );
        })}
      </PlainList>
      <Stack gap="sm">
        {(
          [
            ["cancel", { color: "red" }, onCancel, t.cancel],
            ["keep", { variant: "default" }, onKeep, t.keep],
          ] as const
        ).map(([option, look, onChoose, label]) => (
          <Button
            key={option}
            styles={wrapping}
            {...look}
            onClick={onChoose}
            loading={choice === option}
            disabled={busy && choice !== option}
          >
            {label}
          </Button>
        ))}
        <Button variant="subtle" onClick={onBack} disabled={busy}>
          {t.back}
        </Button>
      </Stack>
    </Stack>
  );
}

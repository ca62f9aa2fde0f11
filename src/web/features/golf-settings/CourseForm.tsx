import { Group, Modal, Radio, SimpleGrid, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { type Course, type CourseDay, type CourseInput, suggestedCourseDays } from "../../../shared/golf.ts";
import { weekdays } from "../../../shared/weekdays.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { Loading } from "../../components/QueryStates.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { type FieldErrors, fieldErrorsOf } from "../../lib/zod-form.ts";
import { createCourse, golfKeys, suggestedDaysQuery, updateCourse } from "./api.ts";
import {
  type CourseValues,
  courseErrors,
  courseValuesOf,
  dayValuesOf,
  inputOf,
  withHoles,
} from "./course-values.ts";
import { DaysEditor } from "./DaysEditor.tsx";
import { focusFirstInvalid } from "./ui.tsx";

/** The usual days when the opening hours give no suggestion: every day open from 07:00 to 19:00. */
function usualDays(holes: 9 | 18): CourseDay[] {
  const hours = Object.fromEntries(
    weekdays.map((d) => [d, { isOpen: true, openTime: "07:00", closeTime: "19:00" }]),
  );
  return suggestedCourseDays(holes, hours);
}

/** A new course (its days suggested by the server from the club's opening hours), or a change to one. */
export function CourseForm({
  opened,
  editing,
  clubId,
  onClose,
}: {
  opened: boolean;
  /** The course being changed; null for a new one. */
  editing: Course | null;
  clubId: string;
  onClose: () => void;
}) {
  const t = useMessages("golfSettings").courseForm;
  const full = !useWidthFrom("sm");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t.editTitle(editing.name) : t.newTitle}
      size={1120}
      fullScreen={full}
      centered={!full}
    >
      {/* Mounted afresh for each opening, so the fields start from the course (or the suggestion). */}
      {opened ? (
        editing ? (
          <CourseFields
            key={editing.id}
            clubId={clubId}
            editing={editing}
            initial={courseValuesOf(editing)}
            onClose={onClose}
          />
        ) : (
          <NewCourse clubId={clubId} onClose={onClose} />
        )
      ) : null}
    </Modal>
  );
}

function NewCourse({ clubId, onClose }: { clubId: string; onClose: () => void }) {
  const t = useMessages("golfSettings").courseForm;
  const suggested = useQuery({ ...suggestedDaysQuery(clubId, 18), meta: { handleErrors: false } });
  if (suggested.isPending) return <Loading label={t.suggesting} minHeight={160} />;
  const days = suggested.data ?? usualDays(18);
  return (
    <CourseFields
      clubId={clubId}
      editing={null}
      initial={{ name: "", holes: 18, active: true, days: days.map(dayValuesOf) }}
      suggestionFailed={suggested.isError}
      onClose={onClose}
    />
  );
}

function CourseFields({
  clubId,
  editing,
  initial,
  suggestionFailed = false,
  onClose,
}: {
  clubId: string;
  editing: Course | null;
  initial: CourseValues;
  suggestionFailed?: boolean;
  onClose: () => void;
}) {
  const texts = useMessages("golfSettings");
  const t = texts.courseForm;
  // The shared schema's messages are read from this catalog.
  useMessages("validation");
  useMessages("golfValidation");
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CourseValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState(false);
  // A new course's days follow its number of holes until someone changes one of them.
  const [daysTouched, setDaysTouched] = useState(false);
  const [failedSuggestion, setFailedSuggestion] = useState(suggestionFailed);

  const save = useMutation({
    mutationFn: (input: CourseInput) =>
      editing ? updateCourse(clubId, editing.id, input) : createCourse(clubId, input),
    meta: { handleErrors: false },
  });

  function change(next: CourseValues) {
    setValues(next);
    if (refused) setErrors(courseErrors(next, texts.days.roundFormat));
  }

  async function changeHoles(holes: 9 | 18) {
    if (holes === values.holes) return;
    if (editing || daysTouched) {
      change(withHoles(values, holes));
      return;
    }
    // A new course whose days are still the suggestion: the suggestion for the new number of holes.
    change({ ...values, holes });
    try {
      const days = await queryClient.fetchQuery(suggestedDaysQuery(clubId, holes));
      setValues((current) =>
        current.holes === holes ? { ...current, days: days.map(dayValuesOf) } : current,
      );
      setFailedSuggestion(false);
    } catch {
      setValues((current) =>
        current.holes === holes ? withHoles({ ...current, holes: values.holes }, holes) : current,
      );
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = courseErrors(values, texts.days.roundFormat);
    setRefused(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const saved = await save.mutateAsync(inputOf(values));
      notify(editing ? t.saved(saved.name) : t.added(saved.name));
      void queryClient.invalidateQueries({ queryKey: golfKeys.all(clubId) });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid(form.current);
        return;
      }
      handleApiError(error, "mutation");
    }
  }

  const invalid = refused && Object.keys(errors).length > 0;
  // A message on no field shown (the whole list of days, say) is written in the alert.
  const unplaced = Object.entries(errors)
    .filter(([path]) => !/^(name|holes|active|days\.\d+\.\w+)$/.test(path))
    .map(([, message]) => message);

  return (
    <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {invalid ? (
          <FormAlert kind="error">
            {t.invalid}
            {unplaced.length > 0 ? ` ${unplaced.join(" ")}` : ""}
          </FormAlert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t.name}
            required
            withAsterisk={false}
            value={values.name}
            maxLength={100}
            onChange={(e) => change({ ...values, name: e.currentTarget.value })}
            error={errors.name}
            data-autofocus
          />
          <Radio.Group
            label={t.holes}
            value={String(values.holes)}
            onChange={(v) => void changeHoles(v === "9" ? 9 : 18)}
            error={errors.holes}
          >
            <Group gap="lg" mt={10}>
              <Radio value="18" label={t.holesOption(18)} />
              <Radio value="9" label={t.holesOption(9)} />
            </Group>
          </Radio.Group>
          <Switch
            label={t.active}
            description={t.activeHelp}
            checked={values.active}
            onChange={(e) => change({ ...values, active: e.currentTarget.checked })}
            mt={{ base: 0, sm: 28 }}
          />
        </SimpleGrid>

        <Stack gap={4}>
          <Title order={3} fz="sm">
            {texts.days.title}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.days.description}
          </Text>
        </Stack>
        {editing ? null : (
          <FormAlert kind="info">{failedSuggestion ? t.suggestFailed : t.suggested}</FormAlert>
        )}
        <DaysEditor
          days={values.days}
          errors={errors}
          onChange={(days) => {
            setDaysTouched(true);
            change({ ...values, days });
          }}
        />

        <FormButtons
          cancel={t.cancel}
          submit={editing ? t.save : t.add}
          onCancel={onClose}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}

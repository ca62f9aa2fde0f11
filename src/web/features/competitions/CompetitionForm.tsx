import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import {
  type CompetitionDetail,
  type CompetitionInput,
  competitionInputSchema,
  DEFAULT_ALLOWANCE,
  missingTees,
} from "../../../shared/competitions/competitions.ts";
import {
  type CompetitionFormat,
  competitionFormats,
  drawMethods,
  isFourBall,
  startTypes,
  type TeeGender,
} from "../../../shared/competitions/model.ts";
import { ClubDateInput, ClubTimeInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import {
  competitionKeys,
  coursesQuery,
  courseTeesQuery,
  createCompetition,
  currencyQuery,
  updateCompetition,
} from "./api.ts";

interface Values {
  name: string;
  playDate: string;
  courseId: string;
  holes: "9" | "18";
  format: CompetitionFormat;
  allowance: number | string;
  divisions: { name: string; maxIndex: number | string }[];
  entryOpensOn: string;
  entryOpensTime: string;
  entryClosesOn: string;
  entryClosesTime: string;
  maxEntrants: number | string;
  entryFee: number | string;
  gender: TeeGender | "all";
  minIndex: number | string;
  maxIndex: number | string;
  membershipTypeIds: string[];
  countsForHandicap: boolean;
  drawMethod: (typeof drawMethods)[number];
  groupSize: "3" | "4";
  startType: (typeof startTypes)[number];
  firstTeeTime: string;
  tees: CompetitionDetail["tees"];
}

const teeGenderLabels = { male: "teeMen", female: "teeWomen" } as const;

const num = (v: number | string): number | null => (v === "" || v === null ? null : Number(v));

function inputOf(v: Values): CompetitionInput {
  return {
    name: v.name,
    playDate: v.playDate,
    courseId: v.courseId,
    holes: v.holes === "9" ? 9 : 18,
    tees: v.tees,
    format: v.format,
    allowancePercent: num(v.allowance),
    divisions: v.divisions.map((d, i) => ({
      name: d.name,
      maxIndex: i === v.divisions.length - 1 ? null : num(d.maxIndex),
    })),
    entryOpensOn: v.entryOpensOn,
    entryOpensTime: v.entryOpensTime,
    entryClosesOn: v.entryClosesOn,
    entryClosesTime: v.entryClosesTime,
    maxEntrants: num(v.maxEntrants) as number,
    entryFeeMinor: Math.round((num(v.entryFee) ?? 0) * 100),
    eligibility: {
      membershipTypeIds: v.membershipTypeIds,
      gender: v.gender === "all" ? null : v.gender,
      minIndex: num(v.minIndex),
      maxIndex: num(v.maxIndex),
    },
    countsForHandicap: v.countsForHandicap,
    drawMethod: v.drawMethod,
    groupSize: v.groupSize === "3" ? 3 : 4,
    startType: v.startType,
    firstTeeTime: v.firstTeeTime,
  };
}

function valuesOf(c: CompetitionDetail | null, today: string, courseId: string): Values {
  if (!c) {
    return {
      name: "",
      playDate: "",
      courseId,
      holes: "18",
      format: "stableford",
      allowance: "",
      divisions: [{ name: "", maxIndex: "" }],
      entryOpensOn: today,
      entryOpensTime: "08:00",
      entryClosesOn: "",
      entryClosesTime: "18:00",
      maxEntrants: 40,
      entryFee: 0,
      gender: "all",
      minIndex: "",
      maxIndex: "",
      membershipTypeIds: [],
      countsForHandicap: true,
      drawMethod: "random",
      groupSize: "4",
      startType: "one_tee",
      firstTeeTime: "08:00",
      tees: [],
    };
  }
  return {
    name: c.name,
    playDate: c.playDate,
    courseId: c.courseId,
    holes: c.holes === 9 ? "9" : "18",
    format: c.format,
    allowance: c.allowancePercent,
    divisions: c.divisions.map((d) => ({ name: d.name, maxIndex: d.maxIndex ?? "" })),
    entryOpensOn: c.entryOpensOn,
    entryOpensTime: c.entryOpensTime,
    entryClosesOn: c.entryClosesOn,
    entryClosesTime: c.entryClosesTime,
    maxEntrants: c.maxEntrants,
    entryFee: c.entryFeeMinor / 100,
    gender: c.eligibility.gender ?? "all",
    minIndex: c.eligibility.minIndex ?? "",
    maxIndex: c.eligibility.maxIndex ?? "",
    membershipTypeIds: c.eligibility.membershipTypeIds,
    countsForHandicap: c.countsForHandicap,
    drawMethod: c.drawMethod,
    groupSize: c.groupSize === 3 ? "3" : "4",
    startType: c.startType,
    firstTeeTime: c.firstTeeTime,
    tees: c.tees,
  };
}

/** A new competition, or a change of one's settings (until its draw). */
export function CompetitionForm({
  opened,
  competition,
  onClose,
  onSaved,
}: {
  opened: boolean;
  competition: CompetitionDetail | null;
  onClose: () => void;
  onSaved: (saved: CompetitionDetail) => void;
}) {
  const t = useMessages("competitions").form;
  const full = !useWidthFrom("sm");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={competition ? t.editTitle : t.title}
      size="lg"
      fullScreen={full}
      centered={!full}
    >
      {opened ? <Fields competition={competition} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function Fields({
  competition,
  onClose,
  onSaved,
}: {
  competition: CompetitionDetail | null;
  onClose: () => void;
  onSaved: (saved: CompetitionDetail) => void;
}) {
  const texts = useMessages("competitions");
  const t = texts.form;
  useMessages("validation");
  useMessages("competitionsValidation");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const courses = useQuery(coursesQuery(club.id)).data ?? [];
  const types = useQuery(membershipTypesQuery(club.id)).data ?? [];
  const currency = useQuery(currencyQuery(club.id)).data ?? competition?.currency ?? "";
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() =>
    valuesOf(competition, clubToday(club), courses[0]?.id ?? ""),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState(false);
  const courseId = values.courseId || courses[0]?.id || "";
  const tees = useQuery(courseTeesQuery(club.id, courseId));
  const teeOf = (gender: TeeGender) => values.tees.find((x) => x.gender === gender)?.teeId ?? null;
  function chooseTee(gender: TeeGender, teeId: string | null) {
    const others = values.tees.filter((x) => x.gender !== gender);
    change({
      tees: teeId ? [...others, { gender, teeId }].sort((a, b) => a.gender.localeCompare(b.gender)) : others,
    });
  }

  // A missing tee's message under its own select (the men's when both are missing), the other one marked; a
  // refusal of a chosen tee (not rated) under the first.
  const missing = missingTees(values.gender === "all" ? null : values.gender, values.tees);
  function teeError(gender: TeeGender, i: number) {
    if (!errors.tees) return undefined;
    const first = missing.length > 0 ? missing[0] === gender : i === 0;
    return first ? errors.tees : missing.length === 0 || missing.includes(gender) ? true : undefined;
  }

  const save = useMutation({
    mutationFn: (input: CompetitionInput) =>
      competition ? updateCompetition(club.id, competition.id, input) : createCompetition(club.id, input),
    meta: { handleErrors: false },
  });

  function change(next: Partial<Values>) {
    const updated = { ...values, ...next };
    setValues(updated);
    if (refused) setErrors(validateWith(competitionInputSchema, inputOf({ ...updated, courseId })));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputOf({ ...values, courseId });
    const found = validateWith(competitionInputSchema, input);
    setRefused(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      notify(competition ? t.saved : t.created);
      void queryClient.invalidateQueries({ queryKey: competitionKeys.all(club.id) });
      onSaved(saved);
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else handleApiError(error, "mutation");
    }
  }

  const last = values.divisions.length - 1;
  return (
    <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {refused && Object.keys(errors).length > 0 ? <FormAlert kind="error">{t.invalid}</FormAlert> : null}
        <TextInput
          label={t.name}
          value={values.name}
          maxLength={100}
          onChange={(e) => change({ name: e.currentTarget.value })}
          error={errors.name}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ClubDateInput
            label={t.date}
            value={values.playDate}
            onChange={(value) => change({ playDate: value })}
            error={errors.playDate}
          />
          <Select
            label={t.course}
            data={courses.map((c) => ({ value: c.id, label: c.name }))}
            value={courseId}
            onChange={(v) => v && v !== courseId && change({ courseId: v, tees: [] })}
            allowDeselect={false}
            error={errors.courseId}
          />
          {tees.data?.length === 0 ? (
            <Text size="sm" style={{ gridColumn: "1 / -1" }} role={errors.tees ? "alert" : undefined}>
              {t.noTees}{" "}
              <Anchor component={Link} to="/golf-settings">
                {t.openGolfSettings}
              </Anchor>
            </Text>
          ) : (
            (["male", "female"] as const).map((gender, i) => (
              <Select
                key={gender}
                label={t[teeGenderLabels[gender]]}
                placeholder={t.noTee}
                data={(tees.data ?? [])
                  .filter((tee) => tee.ratings.some((r) => r.gender === gender))
                  .map((tee) => ({ value: tee.id, label: tee.name }))}
                value={teeOf(gender)}
                onChange={(v) => chooseTee(gender, v)}
                clearable
                error={teeError(gender, i)}
              />
            ))
          )}
          <Select
            label={t.format}
            data={competitionFormats.map((f) => ({ value: f, label: texts.formats[f] }))}
            value={values.format}
            onChange={(v) => v && change({ format: v as CompetitionFormat })}
            allowDeselect={false}
            error={errors.format}
          />
          <NumberInput
            label={t.allowance}
            description={t.allowanceHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            placeholder={String(DEFAULT_ALLOWANCE[values.format])}
            min={0}
            max={100}
            allowDecimal={false}
            value={values.allowance}
            onChange={(v) => change({ allowance: v })}
            error={errors.allowancePercent}
          />
          <Select
            label={t.holes}
            data={["18", "9"]}
            value={values.holes}
            onChange={(v) => v && change({ holes: v as "9" | "18" })}
            allowDeselect={false}
          />
          <Switch
            label={t.countsForHandicap}
            // Four-ball cards are not posted (decision 075): the server keeps the competition from counting.
            checked={values.countsForHandicap && !isFourBall(values.format)}
            disabled={isFourBall(values.format)}
            description={isFourBall(values.format) ? t.fourBallHandicap : undefined}
            onChange={(e) => change({ countsForHandicap: e.currentTarget.checked })}
            mt={{ base: 0, xs: 28 }}
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t.divisions}
          </Text>
          {values.divisions.map((d, i) => (
            // Divisions have no id of their own: their place in the list is theirs.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label={t.divisionName}
                value={d.name}
                maxLength={60}
                style={{ flex: 1 }}
                onChange={(e) =>
                  change({
                    divisions: values.divisions.map((x, j) =>
                      j === i ? { ...x, name: e.currentTarget.value } : x,
                    ),
                  })
                }
                error={errors[`divisions.${i}.name`]}
              />
              {i === last ? (
                <TextInput label={t.divisionMax} value={t.lastDivision} readOnly w={110} />
              ) : (
                <NumberInput
                  label={t.divisionMax}
                  decimalScale={1}
                  min={-10}
                  max={54}
                  w={110}
                  value={d.maxIndex}
                  onChange={(v) =>
                    change({
                      divisions: values.divisions.map((x, j) => (j === i ? { ...x, maxIndex: v } : x)),
                    })
                  }
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t.removeDivision}
                disabled={values.divisions.length === 1}
                onClick={() => change({ divisions: values.divisions.filter((_, j) => j !== i) })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {errors.divisions ? (
            <Text size="xs" c="red" role="alert">
              {errors.divisions}
            </Text>
          ) : null}
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            style={{ alignSelf: "flex-start" }}
            disabled={values.divisions.length >= 6}
            onClick={() =>
              change({
                divisions: [
                  ...values.divisions.slice(0, last),
                  { name: "", maxIndex: "" },
                  ...values.divisions.slice(last),
                ],
              })
            }
          >
            {t.addDivision}
          </Button>
        </Stack>

        <SimpleGrid cols={{ base: 2 }} spacing="md">
          <ClubDateInput
            label={t.opensOn}
            value={values.entryOpensOn}
            onChange={(value) => change({ entryOpensOn: value })}
            error={errors.entryOpensOn}
          />
          <ClubTimeInput
            label={t.opensTime}
            value={values.entryOpensTime}
            onChange={(value) => change({ entryOpensTime: value.slice(0, 5) })}
            error={errors.entryOpensTime}
          />
          <ClubDateInput
            label={t.closesOn}
            value={values.entryClosesOn}
            onChange={(value) => change({ entryClosesOn: value })}
            error={errors.entryClosesOn}
          />
          <ClubTimeInput
            label={t.closesTime}
            value={values.entryClosesTime}
            onChange={(value) => change({ entryClosesTime: value.slice(0, 5) })}
            error={errors.entryClosesTime}
          />
          <NumberInput
            label={t.maxEntrants}
            min={2}
            max={400}
            allowDecimal={false}
            value={values.maxEntrants}
            onChange={(v) => change({ maxEntrants: v })}
            error={errors.maxEntrants}
          />
          <NumberInput
            label={currency ? `${t.entryFee} (${currency})` : t.entryFee}
            min={0}
            decimalScale={2}
            value={values.entryFee}
            onChange={(v) => change({ entryFee: v })}
            error={errors.entryFeeMinor}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Select
            label={t.gender}
            data={[
              { value: "all", label: t.genderAll },
              { value: "male", label: texts.genders.male },
              { value: "female", label: texts.genders.female },
            ]}
            value={values.gender}
            onChange={(v) => v && change({ gender: v as Values["gender"] })}
            allowDeselect={false}
          />
          <NumberInput
            label={t.minIndex}
            decimalScale={1}
            min={-10}
            max={54}
            value={values.minIndex}
            onChange={(v) => change({ minIndex: v })}
            error={errors["eligibility.minIndex"]}
          />
          <NumberInput
            label={t.maxIndex}
            decimalScale={1}
            min={-10}
            max={54}
            value={values.maxIndex}
            onChange={(v) => change({ maxIndex: v })}
            error={errors["eligibility.maxIndex"]}
          />
        </SimpleGrid>
        <MultiSelect
          label={t.membershipTypes}
          description={t.membershipTypesHelp}
          inputWrapperOrder={["label", "input", "description", "error"]}
          data={types.map((x) => ({ value: x.id, label: x.name }))}
          value={values.membershipTypeIds}
          onChange={(v) => change({ membershipTypeIds: v })}
        />

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t.drawMethod}
            data={drawMethods.map((m) => ({ value: m, label: texts.drawMethods[m] }))}
            value={values.drawMethod}
            onChange={(v) => v && change({ drawMethod: v as Values["drawMethod"] })}
            allowDeselect={false}
          />
          <Select
            label={t.groupSize}
            data={["4", "3"]}
            value={values.groupSize}
            onChange={(v) => v && change({ groupSize: v as "3" | "4" })}
            allowDeselect={false}
          />
          <Select
            label={t.startType}
            data={startTypes.map((s) => ({ value: s, label: texts.startTypes[s] }))}
            value={values.startType}
            onChange={(v) => v && change({ startType: v as Values["startType"] })}
            allowDeselect={false}
          />
          <ClubTimeInput
            label={t.firstTeeTime}
            value={values.firstTeeTime}
            onChange={(value) => change({ firstTeeTime: value.slice(0, 5) })}
            error={errors.firstTeeTime}
          />
        </SimpleGrid>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

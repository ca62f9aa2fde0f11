import {
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import type { TeeGender } from "../../../shared/competitions/model.ts";
import type { Course } from "../../../shared/golf.ts";
import { TEE_NAME_MAX, type Tee, type TeeInput } from "../../../shared/tees.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { notify } from "../../lib/notify.ts";
import { numberSeparators } from "../../lib/number-separators.ts";
import { type FieldErrors, fieldErrorsOf } from "../../lib/zod-form.ts";
import {
  byGender,
  type HoleValues,
  holeValuesOf,
  newTeeValues,
  type RatingValues,
  type TeeFormValues,
  teeErrors,
  teeFormGenders,
  teeInputOf,
  teeValuesOf,
  typedPar,
} from "./tee-values.ts";
import { createTee, teeKeys, updateTee } from "./tees-api.ts";
import { focusFirstInvalid } from "./ui.tsx";

type FormTexts = WebNamespaces["golfSettings"]["teeForm"];

/** The holes' first column stays in view while the table scrolls sideways (the women's columns at 375 px). */
const STICKY = {
  position: "sticky",
  left: 0,
  zIndex: 1,
  background: "var(--mantine-color-body)",
  boxShadow: "inset -1px 0 var(--mantine-color-default-border)",
} as const;

/** The usual colours of tees. */
const SWATCHES = [
  "#ffffff",
  "#fcc419",
  "#fa5252",
  "#1c7ed6",
  "#212529",
  "#2f9e44",
  "#fd7e14",
  "#ae3ec9",
  "#868e96",
];

/** The fields the form shows a message on; any other message is written in the alert at the top. */
const PLACED =
  /^(name|colour|holes\.\d+\.(par|strokeIndex|length|parFemale|strokeIndexFemale)|ratings\.(male|female)\.((front|back)\.)?(courseRating|slopeRating))$/;

/** A new tee of the course, or a change to one: name, colour, ratings per gender, and the holes. */
export function TeeForm({
  clubId,
  course,
  editing,
  others,
  onDone,
}: {
  clubId: string;
  course: Course;
  editing: Tee | null;
  /** The course's other tees, whose holes can be copied. */
  others: Tee[];
  onDone: () => void;
}) {
  const texts = useMessages("golfSettings");
  const t = texts.teeForm;
  // The shared schema's messages are read from these catalogs.
  useMessages("validation");
  useMessages("golfValidation");
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const holes = course.holes;
  const [values, setValues] = useState<TeeFormValues>(() =>
    editing ? teeValuesOf(editing) : newTeeValues(holes),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState(false);

  const save = useMutation({
    mutationFn: (input: TeeInput) =>
      editing ? updateTee(clubId, course.id, editing.id, input) : createTee(clubId, course.id, input),
    meta: { handleErrors: false },
  });

  function change(next: TeeFormValues) {
    setValues(next);
    if (refused) setErrors(teeErrors(next, holes));
  }

  function setHole(index: number, patch: Partial<HoleValues>) {
    change({ ...values, holes: values.holes.map((h, i) => (i === index ? { ...h, ...patch } : h)) });
  }

  function setRating(gender: TeeGender, rating: RatingValues) {
    change({ ...values, ratings: { ...values.ratings, [gender]: rating } });
  }

  function copyHoles(teeId: string | null) {
    const from = others.find((o) => o.id === teeId);
    if (!from) return;
    change({
      ...values,
      holes: holeValuesOf(from.holes),
      womenColumns: from.holes.some((h) => h.parFemale !== null || h.strokeIndexFemale !== null),
    });
    notify(t.copied(from.name));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = teeErrors(values, holes);
    setRefused(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const saved = await save.mutateAsync(teeInputOf(values));
      notify(editing ? t.saved(saved.name) : t.added(saved.name));
      void queryClient.invalidateQueries({ queryKey: teeKeys.course(clubId, course.id) });
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(byGender(fields, values));
        focusFirstInvalid(form.current);
        return;
      }
      handleApiError(error, "mutation");
    }
  }

  const invalid = refused && Object.keys(errors).length > 0;
  const unplaced = Object.entries(errors)
    .filter(([path]) => !PLACED.test(path))
    .map(([, message]) => message);

  return (
    <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="subtle"
            px="xs"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={onDone}
          >
            {t.back}
          </Button>
        </Group>
        <Title order={3} fz="md">
          {editing ? t.editTitle(editing.name) : t.newTitle}
        </Title>
        {invalid ? (
          <FormAlert kind="error">
            {t.invalid}
            {unplaced.length > 0 ? ` ${unplaced.join(" ")}` : ""}
          </FormAlert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t.name}
            required
            withAsterisk={false}
            value={values.name}
            maxLength={TEE_NAME_MAX}
            onChange={(e) => change({ ...values, name: e.currentTarget.value })}
            error={errors.name}
            data-autofocus
          />
          <ColorInput
            label={t.colour}
            description={t.colourHelp}
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={9}
            value={values.colour}
            onChange={(colour) => change({ ...values, colour })}
            // Escape closes the picker, not the whole dialog with the tee's unsaved fields.
            data-mantine-stop-propagation
            error={errors.colour}
          />
        </SimpleGrid>

        <Stack gap={4}>
          <Title order={4} fz="sm">
            {t.ratings}
          </Title>
          <Text size="sm" c="dimmed">
            {t.ratingsHelp}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {teeFormGenders.map((gender) => (
            <RatingFields
              key={gender}
              gender={gender}
              holes={holes}
              values={values}
              errors={errors}
              onChange={(rating) => setRating(gender, rating)}
            />
          ))}
        </SimpleGrid>

        <Stack gap={4}>
          <Title order={4} fz="sm">
            {t.holes}
          </Title>
          <Text size="sm" c="dimmed">
            {t.holesHelp}
          </Text>
        </Stack>
        <Group gap="md" align="flex-end" wrap="wrap">
          {others.length > 0 ? (
            <Select
              label={t.copyFrom}
              placeholder={t.copyPlaceholder}
              data={others.map((o) => ({ value: o.id, label: o.name }))}
              value={null}
              onChange={copyHoles}
              w={{ base: "100%", xs: 240 }}
            />
          ) : null}
          <Checkbox
            label={t.womenColumns}
            checked={values.womenColumns}
            onChange={(e) => change({ ...values, womenColumns: e.currentTarget.checked })}
            mb={{ base: 0, xs: 8 }}
          />
        </Group>
        <HolesTable values={values} errors={errors} onHole={setHole} t={t} />

        <FormButtons
          cancel={t.cancel}
          submit={editing ? t.save : t.add}
          onCancel={onDone}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}

/** One gender's rating: whether the tee is rated for it, and the course and slope ratings of each part. */
function RatingFields({
  gender,
  holes,
  values,
  errors,
  onChange,
}: {
  gender: TeeGender;
  holes: 9 | 18;
  values: TeeFormValues;
  errors: FieldErrors;
  onChange: (rating: RatingValues) => void;
}) {
  const texts = useMessages("golfSettings");
  const t = texts.teeForm;
  const genderName = texts.tees.gender[gender];
  const { decimalSeparator } = numberSeparators(useLocale());
  const rating = values.ratings[gender];
  const front = typedPar(values, gender, 0, 9);
  const rows =
    holes === 9
      ? ([
          ["front", t.nine, front],
          ["all", t.twice, 2 * front],
        ] as const)
      : ([
          ["all", t.eighteen, typedPar(values, gender)],
          ["front", t.front, front],
          ["back", t.back9, typedPar(values, gender, 9, 18)],
        ] as const);

  const part = (which: "all" | "front" | "back") => (which === "all" ? rating : rating[which]);
  const set = (
    which: "all" | "front" | "back",
    field: "courseRating" | "slopeRating",
    value: number | string,
  ) => {
    if (which === "all") onChange({ ...rating, [field]: value });
    else onChange({ ...rating, [which]: { ...rating[which], [field]: value } });
  };
  const pathOf = (which: "all" | "front" | "back", field: string) =>
    `ratings.${gender}.${which === "all" ? "" : `${which}.`}${field}`;

  return (
    <Stack gap="xs">
      <Switch
        label={t.rated[gender]}
        checked={rating.rated}
        onChange={(e) => onChange({ ...rating, rated: e.currentTarget.checked })}
      />
      {rating.rated ? (
        <Table withTableBorder verticalSpacing={4} horizontalSpacing="xs" layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="34%">
                <Text span size="xs" fw={700}>
                  {genderName}
                </Text>
              </Table.Th>
              <Table.Th w="14%">
                <Text span size="xs" fw={700}>
                  {t.par}
                </Text>
              </Table.Th>
              <Table.Th>
                <Text span size="xs" fw={700}>
                  {t.courseRating}
                </Text>
              </Table.Th>
              <Table.Th>
                <Text span size="xs" fw={700}>
                  {t.slopeRating}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([which, label, par]) => (
              <Table.Tr key={which}>
                <Table.Th scope="row">
                  <Text span size="sm" fw={500}>
                    {label}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Text span size="sm">
                    {Number.isFinite(par) ? par : "–"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t.ratingField(genderName, label, t.courseRating)}
                    hideControls
                    decimalScale={1}
                    decimalSeparator={decimalSeparator}
                    allowNegative={false}
                    inputMode="decimal"
                    value={part(which).courseRating}
                    onChange={(v) => set(which, "courseRating", v)}
                    error={errors[pathOf(which, "courseRating")]}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t.ratingField(genderName, label, t.slopeRating)}
                    hideControls
                    allowDecimal={false}
                    allowNegative={false}
                    inputMode="numeric"
                    value={part(which).slopeRating}
                    onChange={(v) => set(which, "slopeRating", v)}
                    error={errors[pathOf(which, "slopeRating")]}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}

/** The holes as a table: par, stroke index, length (and the women's par and stroke index); it scrolls sideways. */
function HolesTable({
  values,
  errors,
  onHole,
  t,
}: {
  values: TeeFormValues;
  errors: FieldErrors;
  onHole: (index: number, patch: Partial<HoleValues>) => void;
  t: FormTexts;
}) {
  const women = values.womenColumns;
  const columns: { field: keyof HoleValues; header: string; name: string; width: number }[] = [
    { field: "par", header: t.par, name: t.fieldNames.par, width: 64 },
    { field: "strokeIndex", header: t.strokeIndex, name: t.fieldNames.strokeIndex, width: 64 },
    { field: "length", header: t.length, name: t.fieldNames.length, width: 84 },
    ...(women
      ? ([
          { field: "parFemale", header: t.womenPar, name: t.fieldNames.womenPar, width: 72 },
          {
            field: "strokeIndexFemale",
            header: t.womenStrokeIndex,
            name: t.fieldNames.womenStrokeIndex,
            width: 72,
          },
        ] as const)
      : []),
  ];
  const sum = (field: "par" | "length") =>
    values.holes.reduce((total, h) => total + (Number(h[field]) || 0), 0);

  return (
    <Table.ScrollContainer minWidth={women ? 460 : 300} type="native">
      <Table withTableBorder verticalSpacing={2} horizontalSpacing={6} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48} style={STICKY}>
              <Text span size="xs" fw={700}>
                {t.hole}
              </Text>
            </Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.field} w={c.width}>
                <Text span size="xs" fw={700}>
                  {c.header}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.holes.map((hole, index) => {
            const number = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a hole is its number, which never moves
              <Table.Tr key={index}>
                <Table.Th scope="row" style={STICKY}>
                  <Text span size="sm" fw={600}>
                    {number}
                  </Text>
                </Table.Th>
                {columns.map((c) => (
                  <Table.Td key={c.field}>
                    <NumberInput
                      aria-label={t.holeField(number, c.name)}
                      size="xs"
                      hideControls
                      allowDecimal={false}
                      allowNegative={false}
                      inputMode="numeric"
                      value={hole[c.field]}
                      onChange={(v) => onHole(index, { [c.field]: v })}
                      error={errors[`holes.${index}.${c.field}`]}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" style={STICKY}>
              <Text span size="xs" fw={700}>
                {t.total}
              </Text>
            </Table.Th>
            <Table.Td>
              <Text span size="sm" fw={600}>
                {sum("par")}
              </Text>
            </Table.Td>
            <Table.Td />
            <Table.Td>
              <Text span size="sm" fw={600}>
                {sum("length") || ""}
              </Text>
            </Table.Td>
            {women ? (
              <>
                <Table.Td />
                <Table.Td />
              </>
            ) : null}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

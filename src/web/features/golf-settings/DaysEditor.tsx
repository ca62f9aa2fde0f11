import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";
import { MAX_PLAYERS, type ReleaseMode, releaseModes, teeTimesOf } from "../../../shared/golf.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { ClubTimeInput } from "../../components/ClubDateInput.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { capitalized, dayNames } from "../../lib/weekdays.ts";
import type { FieldErrors } from "../../lib/zod-form.ts";
import { copyMonday, type DayValues, dayOf } from "./course-values.ts";
import { timeValue, Unit } from "./ui.tsx";

type DaysTexts = WebNamespaces["golfSettings"]["days"];

interface FieldsProps {
  day: DayValues;
  index: number;
  name: string;
  errors: FieldErrors;
  set: (patch: Partial<DayValues>) => void;
  t: DaysTexts;
  /** Table cells have no visible label of their own (the column header is it). */
  inTable: boolean;
}

/** The message of a day's field, by the schema's path. */
const err = (errors: FieldErrors, index: number, field: string) => errors[`days.${index}.${field}`];

/**
 * The seven weekdays of a course: a table on a wide screen, a card per day on a phone. Each field is named
 * with its day for screen readers ("First tee time on Monday").
 */
export function DaysEditor({
  days,
  errors,
  onChange,
}: {
  days: DayValues[];
  errors: FieldErrors;
  onChange: (days: DayValues[]) => void;
}) {
  const t = useMessages("golfSettings").days;
  const locale = useLocale();
  const wide = useWidthFrom("md");
  const names = dayNames(locale);
  const setDay = (index: number, patch: Partial<DayValues>) =>
    onChange(days.map((d, i) => (i === index ? { ...d, ...patch } : d)));

  const copy = (
    <Group>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => onChange(copyMonday(days))}
      >
        {t.copyMonday}
      </Button>
    </Group>
  );

  if (!wide) {
    return (
      <Stack gap="sm">
        <PlainList gap="sm" label={t.label}>
          {days.map((day, index) => (
            <DayCard
              key={day.weekday}
              day={day}
              index={index}
              name={names[day.weekday]}
              locale={locale}
              errors={errors}
              set={(patch) => setDay(index, patch)}
              t={t}
              inTable={false}
            />
          ))}
        </PlainList>
        {copy}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label={t.label} verticalSpacing={6} horizontalSpacing={6} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={120}>{t.columns.day}</Table.Th>
              <Table.Th w={72}>{t.columns.open}</Table.Th>
              <Table.Th>{t.columns.firstTee}</Table.Th>
              <Table.Th>{t.columns.lastTee}</Table.Th>
              <Table.Th w={104}>{t.columns.interval}</Table.Th>
              <Table.Th w={84}>{t.columns.players}</Table.Th>
              <Table.Th w={92}>{t.columns.round}</Table.Th>
              <Table.Th w={140}>{t.columns.release}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day, index) => {
              const name = names[day.weekday];
              const props: FieldsProps = {
                day,
                index,
                name,
                errors,
                set: (patch) => setDay(index, patch),
                t,
                inTable: true,
              };
              const ballot = day.open && day.release === "ballot";
              return [
                <Table.Tr key={day.weekday} style={ballot ? { borderBottom: "none" } : undefined}>
                  <Table.Th scope="row" fw={600} style={{ verticalAlign: "top", paddingTop: 12 }}>
                    <Text size="sm" fw={600}>
                      {capitalized(name, locale)}
                    </Text>
                    <Text size="xs" c="dimmed" fw={400}>
                      {teeTimesText(day, t)}
                    </Text>
                  </Table.Th>
                  <Table.Td style={{ verticalAlign: "top", paddingTop: 12 }}>
                    <OpenSwitch {...props} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <FirstTee {...props} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <LastTee {...props} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <Interval {...props} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <Players {...props} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <Round {...props} />
                  </Table.Td>
                  <Table.Td style={{ verticalAlign: "top" }}>
                    <Release {...props} />
                  </Table.Td>
                </Table.Tr>,
                ballot ? (
                  <Table.Tr key={`${day.weekday}-ballot`}>
                    <Table.Td />
                    <Table.Td colSpan={7} pt={0}>
                      <BallotClose {...props} />
                    </Table.Td>
                  </Table.Tr>
                ) : null,
              ];
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {copy}
    </Stack>
  );
}

/** "52 tee times", or "Closed". */
function teeTimesText(day: DayValues, t: DaysTexts): string {
  if (!day.open) return t.closed;
  const rules = dayOf(day);
  const valid =
    /^\d\d:\d\d$/.test(rules.firstTee) &&
    /^\d\d:\d\d$/.test(rules.lastTee) &&
    Number.isInteger(rules.intervalMinutes) &&
    rules.intervalMinutes >= 5;
  return valid ? t.teeTimes(teeTimesOf(rules).length) : "";
}

function DayCard(props: FieldsProps & { locale: Locale }) {
  const { day, name, locale, t, errors, index } = props;
  // A closed day shows its fields only when one of them has a message.
  const hasErrors = Object.keys(errors).some((path) => path.startsWith(`days.${index}.`));
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-label={capitalized(name, locale)}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {capitalized(name, locale)}
            </Text>
            <Text size="xs" c="dimmed">
              {teeTimesText(day, t)}
            </Text>
          </Stack>
          <OpenSwitch {...props} />
        </Group>
        {day.open || hasErrors ? (
          <>
            <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
              <FirstTee {...props} />
              <LastTee {...props} />
              <Interval {...props} />
              <Players {...props} />
              <Round {...props} />
              <Release {...props} />
            </SimpleGrid>
            {day.release === "ballot" ? <BallotClose {...props} /> : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function OpenSwitch({ day, name, set, t, inTable }: FieldsProps) {
  return (
    <Switch
      label={inTable ? undefined : t.open}
      aria-label={t.openOn(name)}
      checked={day.open}
      onChange={(e) => set({ open: e.currentTarget.checked })}
      mt={inTable ? 4 : 0}
    />
  );
}

/** A label's box taken out of the layout, its text still read (the column header shows it in the table). */
const hiddenLabel = {
  style: {
    position: "absolute",
    width: 1,
    height: 1,
    margin: -1,
    padding: 0,
    overflow: "hidden",
    clip: "rect(0 0 0 0)",
    whiteSpace: "nowrap",
    border: 0,
  },
} as const;

/**
 * A field's label: in a card the short one shown, the field named with its day for screen readers; in the
 * table a real label with the day ("First tee time on Monday"), not shown, since the column header stands for
 * it (an input named by aria-label alone had an empty label, issue 34).
 */
function labelled(inTable: boolean, shown: string, withDay: string) {
  return inTable ? { label: withDay, labelProps: hiddenLabel } : { label: shown, "aria-label": withDay };
}

/** A time field's shown label: none in the table (its column heads it; its name says the day). */
function shownLabel(inTable: boolean, label: string): string | undefined {
  return inTable ? undefined : label;
}

function FirstTee({ day, index, name, errors, set, t, inTable }: FieldsProps) {
  return (
    <ClubTimeInput
      label={shownLabel(inTable, t.columns.firstTee)}
      aria-label={t.firstTeeOn(name)}
      value={day.firstTee}
      disabled={!day.open}
      onChange={(value) => set({ firstTee: timeValue(value) })}
      error={err(errors, index, "firstTee")}
    />
  );
}

function LastTee({ day, index, name, errors, set, t, inTable }: FieldsProps) {
  return (
    <ClubTimeInput
      label={shownLabel(inTable, t.columns.lastTee)}
      aria-label={t.lastTeeOn(name)}
      value={day.lastTee}
      disabled={!day.open}
      onChange={(value) => set({ lastTee: timeValue(value) })}
      error={err(errors, index, "lastTee")}
    />
  );
}

function Interval({ day, index, name, errors, set, t, inTable }: FieldsProps) {
  return (
    <NumberInput
      {...labelled(inTable, t.interval, t.intervalOn(name))}
      value={day.interval}
      disabled={!day.open}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      min={5}
      max={30}
      onChange={(v) => set({ interval: v })}
      error={err(errors, index, "intervalMinutes")}
    />
  );
}

function Players({ day, index, name, errors, set, t, inTable }: FieldsProps) {
  return (
    <NumberInput
      {...labelled(inTable, t.players, t.playersOn(name))}
      value={day.players}
      disabled={!day.open}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      min={1}
      max={MAX_PLAYERS}
      onChange={(v) => set({ players: v })}
      error={err(errors, index, "playersPerTime")}
    />
  );
}

function Round({ day, index, name, errors, set, t, inTable }: FieldsProps) {
  return (
    <TextInput
      {...labelled(inTable, t.round, t.roundOn(name))}
      value={day.round}
      disabled={!day.open}
      inputMode="numeric"
      placeholder="4:30"
      maxLength={5}
      onChange={(e) => set({ round: e.currentTarget.value })}
      error={err(errors, index, "roundMinutes")}
    />
  );
}

function Release({ day, index, name, errors, set, t, inTable }: FieldsProps) {
  return (
    <Select
      {...labelled(inTable, t.release, t.releaseOn(name))}
      data={releaseModes.map((mode) => ({ value: mode, label: t.releases[mode] }))}
      value={day.release}
      disabled={!day.open}
      allowDeselect={false}
      onChange={(v) => v && set({ release: v as ReleaseMode })}
      error={err(errors, index, "release")}
    />
  );
}

function BallotClose({ day, index, name, errors, set, t }: FieldsProps) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Text size="sm" mt={8} c="dimmed">
        {t.ballotCloses}
      </Text>
      <NumberInput
        aria-label={t.ballotDaysOn(name)}
        w={150}
        value={day.ballotDays}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        min={1}
        max={30}
        rightSection={<Unit>{t.ballotDays}</Unit>}
        rightSectionWidth={96}
        onChange={(v) => set({ ballotDays: v })}
        error={err(errors, index, "ballotCloseDaysBefore")}
      />
      <Text size="sm" mt={8} c="dimmed">
        {t.ballotTime}
      </Text>
      <ClubTimeInput
        aria-label={t.ballotTimeOn(name)}
        w={130}
        value={day.ballotTime}
        onChange={(value) => set({ ballotTime: timeValue(value) })}
        error={err(errors, index, "ballotCloseTime")}
      />
    </Group>
  );
}

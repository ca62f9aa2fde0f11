import {
  Alert,
  Button,
  Checkbox,
  Code,
  FileInput,
  Group,
  List,
  Modal,
  Paper,
  Progress,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconDownload,
  IconFileSpreadsheet,
  IconInfoCircle,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { MemberField } from "../../../shared/member-fields.ts";
import {
  type ImportMappingInput,
  type ImportMatch,
  type ImportPreview,
  type ImportTarget,
  importTargets,
  NEW_TYPE,
  SKIP_ROW,
} from "../../../shared/member-import.ts";
import {
  type MembershipStatus,
  membershipStatuses,
  membershipStatusLabel,
} from "../../../shared/member-statuses.ts";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportReport,
  importColumns,
} from "../../../shared/members.ts";
import { FirstDayFigures } from "../../components/FirstDayFigures.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { memberFieldsQuery } from "../../lib/member-fields.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";
import { checkImport, importFirstDayQuery, previewImport, runImport } from "./api.ts";
import { downloadText, rejectedRowsCsv, templateCsv } from "./csv.ts";
import {
  asksDateOrder,
  badRowCount,
  canImport,
  choiceOf,
  columnFor,
  firstDraft,
  importCount,
  type MappingDraft,
  mappingOf,
  repeatedTargets,
  statusFor,
  statusValues,
  type TypeChoice,
  targetOf,
  typeFor,
  typeValues,
  unchosenTypes,
} from "./import-mapping.ts";

/** How long the full progress bar stays before the dialog says the import is done. */
const DONE_PAUSE_MS = 700;
/** The updated members listed with their changes (the rest are counted). */
const UPDATES_LISTED = 50;

type ImportTexts = WebNamespaces["members"]["import"];
type Step = "file" | "mapping" | "check";

/** A failure to show in the dialog: the server's sentence and, for a refused file, its first problems. */
interface Failure {
  title: string;
  fields?: { path: string; message: string }[];
}

/** The dry run's answer with the mapping it was made with (the import sends the same). */
interface Checked {
  report: ImportReport;
  mapping: ImportMappingInput;
}

/**
 * Importing members from a CSV or Excel file (product decisions section 3, issue 32): the file is read for
 * its columns, the person says what each holds (and what its statuses and types mean), the file is checked
 * with that mapping (what each row would do, every bad row by line and reason), then imported, reporting its
 * progress as the server streams it. Nothing is imported while any row is bad, unless the bad rows are skipped.
 */
export function ImportDialog({
  opened,
  onClose,
  clubId,
  onImported,
}: {
  opened: boolean;
  onClose: () => void;
  clubId: string;
  /** After an import (the list refreshes). */
  onImported: () => void;
}) {
  const t = useMessages("members").import;
  const { club } = useCurrentClub();
  const types = useQuery({ ...membershipTypesQuery(clubId), enabled: opened }).data;
  const fields = useQuery({ ...memberFieldsQuery(clubId), enabled: opened }).data;
  const [step, setStep] = useState<Step>("file");
  const [file, setFile] = useState<File | null>(null);
  /** The chosen file is over IMPORT_MAX_BYTES (said at once, in the language on screen). */
  const [tooLarge, setTooLarge] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  /** The check was asked for with choices still to fix: they are marked, and said so. */
  const [choicesTried, setChoicesTried] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  /** A quiet import (decision 061); a club setting up sends nothing anyway, going live decides. */
  const [quiet, setQuiet] = useState(true);
  /** The import is done: what it did, said in the dialog with what the first day would send. */
  const [finished, setFinished] = useState<{ added: number; updated: number; skipped: number } | null>(null);
  const settingUp = useCurrentClub().club.status === "setting_up";
  const importing = progress !== null;

  // Each new step's heading takes the focus (the button that led there is gone).
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  function reset() {
    setStep("file");
    setFinished(null);
    setFile(null);
    setTooLarge(false);
    setPreview(null);
    setDraft(null);
    setChoicesTried(false);
    setChecked(null);
    setProgress(null);
    setFailure(null);
  }

  function close() {
    if (importing || busy) return;
    reset();
    onClose();
  }

  function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setDraft(null);
    setChecked(null);
    setFailure(null);
    setTooLarge(next !== null && next.size > IMPORT_MAX_BYTES);
  }

  function goTo(next: Step) {
    setFailure(null);
    setStep(next);
  }

  /** A refusal the dialog shows itself (a bad request, a file too large or refused); null for the rest. */
  function failureOf(error: unknown): Failure | null {
    if (!isApiError(error) || !error.body) return null;
    if (![400, 409, 413, 415, 422].includes(error.status)) return null;
    return { title: error.body.title, fields: error.body.fields };
  }

  /** Runs a request of a step; a refusal is shown in the dialog, anything else on the one error path. */
  async function request(run: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await run();
    } catch (error) {
      const shown = failureOf(error);
      if (shown) setFailure(shown);
      else handleApiError(error, "mutation");
    } finally {
      setBusy(false);
    }
  }

  function readColumns() {
    if (!file || tooLarge) return;
    // The same file again keeps the choices made (Back, then Next).
    if (preview && draft) {
      goTo("mapping");
      return;
    }
    void request(async () => {
      const read = await previewImport(clubId, file);
      setPreview(read);
      setDraft(firstDraft(read, club.dateFormat));
      setChoicesTried(false);
      goTo("mapping");
    });
  }

  const typeChoices: TypeChoice[] = types ?? [];
  const choicesOk =
    preview !== null &&
    draft !== null &&
    repeatedTargets(draft.targets).size === 0 &&
    (columnFor(preview, draft.targets, "membership_type") === undefined ||
      (types !== undefined && unchosenTypes(preview, draft, typeChoices).length === 0));

  function check() {
    if (!file || !preview || !draft) return;
    if (!choicesOk) {
      setChoicesTried(true);
      return;
    }
    const mapping = mappingOf(preview, draft, typeChoices);
    void request(async () => {
      const report = await checkImport(clubId, file, mapping);
      setChecked({ report, mapping });
      goTo("check");
    });
  }

  async function start() {
    if (!file || !checked || !canImport(checked.report, checked.mapping.skipErrors ?? false)) return;
    setFailure(null);
    setProgress({ done: 0, total: importCount(checked.report) });
    try {
      const last = await runImport(
        clubId,
        file,
        checked.mapping,
        (event) => {
          if (event.type === "progress") setProgress({ done: event.done, total: event.total });
        },
        undefined,
        settingUp ? undefined : quiet,
      );
      if (last?.type === "done") {
        const updated = last.updated ?? 0;
        // The full bar for a moment, then the list.
        setProgress({ done: last.imported + updated, total: last.imported + updated });
        await new Promise((resolve) => setTimeout(resolve, DONE_PAUSE_MS));
        onImported();
        setProgress(null);
        setFinished({ added: last.imported, updated, skipped: last.skipped ?? 0 });
        const warnings = last.warnings ?? [];
        if (warnings.length > 0) {
          // The members are in; the households some rows named are not: say which.
          setFailure({
            title: t.householdsNotSet(warnings.length),
            fields: warnings.map((w) => ({ path: t.line(w.line), message: w.message })),
          });
        }
        return;
      }
      setProgress(null);
      setChecked(null);
      setFailure({ title: last?.type === "failed" ? last.title : t.stopped });
      onImported();
    } catch (error) {
      setProgress(null);
      const shown = failureOf(error);
      if (shown) {
        setChecked(null);
        setFailure(shown);
      } else handleApiError(error, "mutation");
    }
  }

  const phone = !useWidthFrom("xs");
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const stepNumber = step === "file" ? 1 : step === "mapping" ? 2 : 3;
  const stepName = step === "file" ? t.stepFile : step === "mapping" ? t.stepMapping : t.stepCheck;
  const title = finished ? t.doneTitle : t.step(stepNumber, stepName);
  const ready = checked !== null && canImport(checked.report, checked.mapping.skipErrors ?? false);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.title}
      centered
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={!importing && !busy}
      closeOnEscape={!importing && !busy}
      withCloseButton={!importing}
    >
      <Stack gap="md">
        <Title order={3} size="h5" ref={heading} tabIndex={-1} style={{ outline: "none" }}>
          {title}
        </Title>

        {step === "file" ? (
          <>
            <Stack gap={6}>
              <Text size="sm">{t.intro}</Text>
              <Group
                gap={6}
                wrap="wrap"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: "none" }}
                aria-label={t.columns}
              >
                {importColumns.map((c) => (
                  <Code key={c} component="li">
                    {c}
                  </Code>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {t.rules(IMPORT_MAX_ROWS)}
              </Text>
              <Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => downloadText("members-template.csv", templateCsv())}
                >
                  {t.downloadTemplate}
                </Button>
              </Group>
            </Stack>
            <FileInput
              label={t.file}
              placeholder={t.chooseFile}
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              value={file}
              onChange={choose}
              clearable
              disabled={busy}
              error={tooLarge ? t.tooLarge(IMPORT_MAX_ROWS) : null}
            />
          </>
        ) : null}

        {step === "mapping" && preview && draft ? (
          <MappingStep
            t={t}
            preview={preview}
            draft={draft}
            onChange={(change) => setDraft({ ...draft, ...change })}
            types={types}
            fields={fields}
            phone={phone}
            showErrors={choicesTried}
          />
        ) : null}

        {finished ? (
          <FinishedStep t={t} clubId={clubId} finished={finished} />
        ) : step === "check" && checked ? (
          <>
            <CheckStep t={t} checked={checked} phone={phone} fileName={file?.name ?? "members.csv"} />
            <Checkbox
              label={t.quiet}
              description={settingUp ? t.quietSettingUp : t.quietHint}
              checked={settingUp || quiet}
              disabled={settingUp || importing}
              onChange={(event) => setQuiet(event.currentTarget.checked)}
            />
          </>
        ) : null}

        {failure ? (
          <Alert
            color="red"
            role="alert"
            title={failure.title}
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            {failure.fields?.length ? (
              <List size="sm" spacing={2}>
                {failure.fields.map((f) => (
                  <List.Item key={`${f.path}:${f.message}`}>
                    {where(f.path, t)}: {f.message}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}

        {step === "mapping" && choicesTried && !choicesOk ? (
          <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t.fixChoices}
          </Alert>
        ) : null}

        {progress ? (
          <Stack gap={4}>
            <Progress value={percent} size="lg" animated={percent < 100} aria-label={t.progressLabel} />
            <Text size="sm" role="status">
              {t.progress(progress.done, progress.total)}
            </Text>
          </Stack>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant={finished ? "filled" : "default"} onClick={close} disabled={importing || busy}>
            {finished ? t.finish : step === "check" || failure ? t.close : t.cancel}
          </Button>
          {finished ? null : step !== "file" ? (
            <Button
              variant="default"
              onClick={() => goTo(step === "check" ? "mapping" : "file")}
              disabled={importing || busy}
            >
              {t.back}
            </Button>
          ) : null}
          {step === "file" ? (
            <Button onClick={readColumns} loading={busy} disabled={!file || tooLarge}>
              {t.next}
            </Button>
          ) : null}
          {step === "mapping" ? (
            <Button onClick={check} loading={busy}>
              {t.check}
            </Button>
          ) : null}
          {step === "check" && !finished ? (
            <Button onClick={() => void start()} loading={importing} disabled={!ready || importing}>
              {checked ? t.importCount(importCount(checked.report)) : t.import}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The import is done: what it did and, in numbers, what the club's first day would send (issue 32 §4): a club
 * setting up when it goes live (from today), a live club on its next daily run.
 */
function FinishedStep({
  t,
  clubId,
  finished,
}: {
  t: ImportTexts;
  clubId: string;
  finished: { added: number; updated: number; skipped: number };
}) {
  const firstDay = useQuery(importFirstDayQuery(clubId));
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {t.imported(finished.added, finished.updated, finished.skipped)}
      </Alert>
      <Stack gap={6}>
        <Title order={4} size="h6">
          {firstDay.data?.status === "active" ? t.nextRunTitle : t.goLiveDayTitle}
        </Title>
        {firstDay.data ? (
          <>
            <FirstDayFigures figures={firstDay.data.firstDay} />
            <Text size="sm" c="dimmed">
              {firstDay.data.status === "active" ? t.nextRunHint : t.goLiveDayHint}
            </Text>
          </>
        ) : firstDay.isError ? (
          <Text size="sm" c="dimmed">
            {t.firstDayUnknown}
          </Text>
        ) : (
          <Skeleton height={40} role="status" aria-label={t.firstDayCounting} />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The targets' options of a column's Select, in the order of importTargets: each of the club's custom fields in
 * the place of `custom_field`.
 */
function targetOptions(t: ImportTexts, fields: readonly MemberField[]) {
  return importTargets.flatMap((target) =>
    target === "custom_field"
      ? fields.map((f) => ({ value: choiceOf(target, f.id), label: t.customField(f.label) }))
      : [{ value: target, label: t.targets[target] }],
  );
}

/** A column's first values, as an example of what it holds. */
function samplesOf(t: ImportTexts, samples: readonly string[]): string {
  return samples.length ? samples.slice(0, 3).join(" · ") : t.noSamples;
}

/** The mapping step: each column's field, the status and type values, the dates' order, matching, errors. */
function MappingStep({
  t,
  preview,
  draft,
  onChange,
  types,
  fields,
  phone,
  showErrors,
}: {
  t: ImportTexts;
  preview: ImportPreview;
  draft: MappingDraft;
  onChange: (change: Partial<MappingDraft>) => void;
  types: readonly TypeChoice[] | undefined;
  fields: readonly MemberField[] | undefined;
  phone: boolean;
  showErrors: boolean;
}) {
  const texts = useMessages("members");
  const options = targetOptions(t, fields ?? []);
  const choices = draft.targets.map((target, i) => choiceOf(target, draft.fields[i]));
  const repeated = repeatedTargets(choices);
  const setTarget = (i: number, choice: string) => {
    const { target, field } = targetOf(choice);
    onChange({
      targets: draft.targets.map((current, j) => (j === i ? target : current)),
      fields: draft.fields.map((current, j) => (j === i ? field : current)),
    });
  };
  const targetSelect = (i: number, label: "visible" | "hidden") => {
    const column = preview.columns[i];
    const target = choices[i] ?? "ignore";
    const name = t.importedAsOf(column?.header ?? "");
    return (
      <Select
        label={label === "visible" ? name : undefined}
        aria-label={label === "hidden" ? name : undefined}
        description={label === "visible" ? samplesOf(t, column?.samples ?? []) : undefined}
        data={options}
        value={target}
        onChange={(v) => v && setTarget(i, v)}
        allowDeselect={false}
        maxDropdownHeight={280}
        error={repeated.has(target) ? t.chosenTwice : undefined}
      />
    );
  };

  const statusColumn = columnFor(preview, draft.targets, "membership_status");
  const statuses = statusValues(preview, draft.targets);
  const typeColumn = columnFor(preview, draft.targets, "membership_type");
  const typeList = typeValues(preview, draft.targets);
  const typeOptions = [
    ...(types ?? []).map((type) => ({
      value: type.code,
      label: type.active === false ? texts.list.inactiveType(type.name) : type.name,
    })),
    { value: NEW_TYPE, label: t.createType },
    { value: SKIP_ROW, label: t.skipRows },
  ];
  const statusOptions = membershipStatuses.map((status) => ({
    value: status,
    label: membershipStatusLabel(status),
  }));

  return (
    <Stack gap="md">
      <Text size="sm">{t.fileRows(preview.rows, preview.columns.length)}</Text>
      {preview.saved ? (
        <Text size="sm" c="dimmed">
          {t.savedUsed}
        </Text>
      ) : null}

      {phone ? (
        <PlainList gap="sm" label={t.columnsLabel}>
          {preview.columns.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file, which never moves
            <li key={`${i}:${column.header}`}>{targetSelect(i, "visible")}</li>
          ))}
        </PlainList>
      ) : (
        <Table verticalSpacing={6} aria-label={t.columnsLabel} style={{ tableLayout: "auto" }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.fileColumn}</Table.Th>
              <Table.Th>{t.samples}</Table.Th>
              <Table.Th w={280}>{t.importedAs}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the file, which never moves
              <Table.Tr key={`${i}:${column.header}`}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{column.header}</Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>
                  <Text size="sm" c="dimmed">
                    {samplesOf(t, column.samples)}
                  </Text>
                </Table.Td>
                <Table.Td>{targetSelect(i, "hidden")}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {statusColumn && statuses !== undefined ? (
        <Stack gap="xs">
          <Title order={4} size="h6">
            {t.statusValues(statusColumn.header)}
          </Title>
          {statuses === null ? (
            <Text size="sm" c="dimmed">
              {t.manyValues}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              {statuses.map(({ value, count }) => (
                <Select
                  key={value}
                  label={t.valueCount(value, count)}
                  data={statusOptions}
                  value={statusFor(draft, value)}
                  onChange={(v) =>
                    v && onChange({ statuses: { ...draft.statuses, [value]: v as MembershipStatus } })
                  }
                  allowDeselect={false}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ) : null}

      {typeColumn && typeList !== undefined ? (
        <Stack gap="xs">
          <Title order={4} size="h6">
            {t.typeValues(typeColumn.header)}
          </Title>
          {typeList === null ? (
            <Text size="sm" c="dimmed">
              {t.manyValues}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
              {typeList.map(({ value, count }) => {
                const chosen = types ? typeFor(draft, value, types) : undefined;
                return (
                  <Select
                    key={value}
                    label={t.valueCount(value || t.emptyValue, count)}
                    data={typeOptions}
                    value={chosen ?? null}
                    placeholder={types ? t.chooseType : t.loadingTypes}
                    onChange={(v) => v && onChange({ types: { ...draft.types, [value]: v } })}
                    allowDeselect={false}
                    error={showErrors && types && chosen === undefined ? t.chooseType : undefined}
                  />
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
      ) : null}

      {asksDateOrder(preview, draft.targets) ? (
        <Radio.Group
          label={t.dateOrder}
          value={draft.dateOrder}
          onChange={(v) => onChange({ dateOrder: v === "MDY" ? "MDY" : "DMY" })}
        >
          <Group gap="lg" mt={6}>
            <Radio value="DMY" label={t.dayFirst} />
            <Radio value="MDY" label={t.monthFirst} />
          </Group>
        </Radio.Group>
      ) : null}

      <Select
        label={t.match}
        data={[
          { value: "none", label: t.matchNone },
          { value: "membership_number", label: t.matchNumber },
          { value: "email", label: t.matchEmail },
        ]}
        value={draft.match}
        onChange={(v) => v && onChange({ match: v as ImportMatch })}
        allowDeselect={false}
      />
      <Checkbox
        label={t.skipErrors}
        checked={draft.skipErrors}
        onChange={(e) => onChange({ skipErrors: e.currentTarget.checked })}
      />
    </Stack>
  );
}

/**
 * Where a refused file's problem is. The server names it "line 3 email" (the line, then the column's name,
 * which is data): written in the reader's language when it has that shape, else as it came, capitalised.
 */
function where(path: string, t: ImportTexts): string {
  const match = /^line (\d+)(?: (\S+))?$/.exec(path);
  if (match) return t.where(Number(match[1]), match[2]);
  return path ? `${path[0]?.toUpperCase()}${path.slice(1)}` : path;
}

/** The dry run's answer: what the import will do, the bad rows, and the members it updates. */
function CheckStep({
  t,
  checked,
  phone,
  fileName,
}: {
  t: ImportTexts;
  checked: Checked;
  phone: boolean;
  fileName: string;
}) {
  const { report, mapping } = checked;
  const format = new Intl.NumberFormat(useLocale());
  const outcomes = report.outcomes;
  const counts: [string, number][] = outcomes
    ? [
        [t.outcomeNew, outcomes.new ?? 0],
        [t.outcomeUpdated, outcomes.updated ?? 0],
        [t.outcomeUnchanged, outcomes.unchanged ?? 0],
        [t.outcomeSkipped, outcomes.skipped ?? 0],
        [t.outcomeErrors, badRowCount(report)],
      ]
    : [];
  const updates = (report.changes ?? []).filter((c) => c.outcome === "updated");
  const updatedCount = outcomes?.updated ?? updates.length;
  const rejected = report.rejected?.rows.length ? report.rejected : undefined;
  const skipErrors = mapping.skipErrors ?? false;

  return (
    <Stack gap="md">
      {counts.length ? (
        <SimpleGrid
          cols={{ base: 2, sm: 5 }}
          spacing="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label={t.summaryLabel}
        >
          {counts.map(([label, count]) => (
            <Paper key={label} component="li" withBorder p="xs" radius="sm">
              <Text fw={700} size="lg">
                {format.format(count)}
              </Text>
              <Text size="xs">{label}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}

      {report.newTypes?.length ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {t.newTypes(report.newTypes.join(", "))}
        </Alert>
      ) : null}

      <ProblemsView t={t} report={report} phone={phone} skipErrors={skipErrors} />

      {rejected ? (
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => downloadText(rejectedName(fileName), rejectedRowsCsv(report))}
          >
            {t.downloadRejected}
          </Button>
        </Group>
      ) : null}

      {importCount(report) === 0 && report.valid > 0 ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {t.nothingToImport}
        </Alert>
      ) : null}

      {updates.length ? (
        <UpdatesView t={t} updates={updates.slice(0, UPDATES_LISTED)} total={updatedCount} phone={phone} />
      ) : null}
    </Stack>
  );
}

/** The name of the rows with errors' file: the chosen file's, with "-errors" and .csv. */
function rejectedName(fileName: string): string {
  return `${fileName.replace(/\.(csv|xlsx)$/i, "") || "members"}-errors.csv`;
}

/** The members an import updates, with the fields it changes. */
function UpdatesView({
  t,
  updates,
  total,
  phone,
}: {
  t: ImportTexts;
  updates: NonNullable<ImportReport["changes"]>;
  total: number;
  phone: boolean;
}) {
  const fieldsOf = (fields: readonly string[]) =>
    fields.map((f) => (f in t.targets ? t.targets[f as ImportTarget] : f)).join(", ");
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {t.updatesLabel}
      </Title>
      <ScrollArea.Autosize mah={phone ? undefined : 280} type="auto">
        {phone ? (
          <PlainList gap={0} label={t.updatesLabel}>
            {updates.map((u) => (
              <Stack
                key={u.line}
                component="li"
                gap={2}
                py={8}
                style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
              >
                <Text size="xs" fw={600}>
                  {t.line(u.line)}
                  {u.member ? ` · ${u.member}` : ""}
                </Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {fieldsOf(u.fields)}
                </Text>
              </Stack>
            ))}
          </PlainList>
        ) : (
          <Table verticalSpacing={6} striped aria-label={t.updatesLabel} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t.lineHeader}</Table.Th>
                <Table.Th w={240}>{t.memberHeader}</Table.Th>
                <Table.Th>{t.changesHeader}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {updates.map((u) => (
                <Table.Tr key={u.line}>
                  <Table.Td>{u.line}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{u.member ?? "—"}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{fieldsOf(u.fields)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ScrollArea.Autosize>
      {total > updates.length ? (
        <Text size="xs" c="dimmed">
          {t.firstUpdates(updates.length, total)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The check's verdict on the rows: all good, or every bad row with its line, column and reason. */
function ProblemsView({
  t,
  report,
  phone,
  skipErrors,
}: {
  t: ImportTexts;
  report: ImportReport;
  phone: boolean;
  skipErrors: boolean;
}) {
  if (report.errorCount === 0) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {t.allGood(report.rows)}
      </Alert>
    );
  }
  const shown = report.errors.length;
  const badRows = badRowCount(report);
  return (
    <Stack gap="xs">
      {skipErrors ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
          {t.skippedProblems(report.errorCount, badRows)}
        </Alert>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {t.problems(report.errorCount, report.rows, report.valid)}
        </Alert>
      )}
      <ScrollArea.Autosize mah={phone ? undefined : 320} type="auto">
        {phone ? (
          // A phone: each problem on its own lines (a three-column table leaves the reason no room).
          <PlainList gap={0} label={t.problemsLabel}>
            {report.errors.map((e) => (
              <Stack
                key={`${e.line}:${e.column ?? ""}:${e.message}`}
                component="li"
                gap={2}
                py={8}
                style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
              >
                <Text size="xs" fw={600}>
                  {t.line(e.line)}
                  {e.column ? (
                    <>
                      {" · "}
                      <Code>{e.column}</Code>
                    </>
                  ) : null}
                </Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {e.message}
                </Text>
              </Stack>
            ))}
          </PlainList>
        ) : (
          <Table
            verticalSpacing={6}
            striped
            aria-label={t.problemsLabel}
            stickyHeader
            style={{ tableLayout: "auto" }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t.lineHeader}</Table.Th>
                <Table.Th w={160}>{t.columnHeader}</Table.Th>
                <Table.Th>{t.problemHeader}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.errors.map((e) => (
                <Table.Tr key={`${e.line}:${e.column ?? ""}:${e.message}`}>
                  <Table.Td>{e.line}</Table.Td>
                  <Table.Td>
                    {e.column ? (
                      <Code>{e.column}</Code>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ScrollArea.Autosize>
      {report.errorCount > shown ? (
        <Text size="xs" c="dimmed">
          {t.firstListed(shown, report.errorCount)}
        </Text>
      ) : null}
    </Stack>
  );
}

import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileTypeCsv } from "@tabler/icons-react";
import { useState } from "react";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportReport,
  importColumns,
} from "../../../shared/members.ts";
import { PlainList } from "../../components/PlainList.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { notify } from "../../lib/notify.ts";
import { checkImport, runImport } from "./api.ts";
import { downloadText, templateCsv } from "./csv.ts";

/** How long the full progress bar stays before the dialog closes. */
const DONE_PAUSE_MS = 700;

type ImportTexts = WebNamespaces["members"]["import"];

/** A failure to show in the dialog: the server's sentence and, for a refused file, its first problems. */
interface Failure {
  title: string;
  fields?: { path: string; message: string }[];
}

/**
 * Importing members from a CSV file (product decisions section 3): the file is checked first and every bad
 * row shown by line and reason; nothing is imported while any row is bad. The import then reports its
 * progress as the server streams it.
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
  const [file, setFile] = useState<File | null>(null);
  /** The chosen file is over IMPORT_MAX_BYTES (said at once, in the language on screen). */
  const [tooLarge, setTooLarge] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const importing = progress !== null;

  function reset() {
    setFile(null);
    setTooLarge(false);
    setReport(null);
    setProgress(null);
    setFailure(null);
  }

  function close() {
    if (importing || checking) return;
    reset();
    onClose();
  }

  function choose(next: File | null) {
    setFile(next);
    setReport(null);
    setFailure(null);
    setTooLarge(next !== null && next.size > IMPORT_MAX_BYTES);
  }

  /** A refusal the dialog shows itself (a bad request, a file too large or refused); null for the rest. */
  function failureOf(error: unknown): Failure | null {
    if (!isApiError(error) || !error.body) return null;
    if (![400, 409, 413, 422].includes(error.status)) return null;
    return { title: error.body.title, fields: error.body.fields };
  }

  async function check() {
    if (!file || tooLarge) return;
    setChecking(true);
    setFailure(null);
    try {
      setReport(await checkImport(clubId, file));
    } catch (error) {
      const shown = failureOf(error);
      if (shown) setFailure(shown);
      else handleApiError(error, "mutation");
    } finally {
      setChecking(false);
    }
  }

  async function start() {
    if (!file || !report || report.errorCount > 0) return;
    setFailure(null);
    setProgress({ done: 0, total: report.valid });
    try {
      const last = await runImport(clubId, file, (event) => {
        if (event.type === "progress") setProgress({ done: event.done, total: event.total });
      });
      if (last?.type === "done") {
        // The full bar for a moment, then the list.
        setProgress({ done: last.imported, total: last.imported });
        await new Promise((resolve) => setTimeout(resolve, DONE_PAUSE_MS));
        notify(t.imported(last.imported));
        onImported();
        reset();
        onClose();
        return;
      }
      setProgress(null);
      setReport(null);
      setFailure({
        title: last?.type === "failed" ? last.title : t.stopped,
      });
      onImported();
    } catch (error) {
      setProgress(null);
      const shown = failureOf(error);
      if (shown) {
        setReport(null);
        setFailure(shown);
      } else handleApiError(error, "mutation");
    }
  }

  const phone = !useWidthFrom("xs");
  const clean = report !== null && report.errorCount === 0 && report.valid > 0;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.title}
      centered
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={!importing}
      closeOnEscape={!importing}
      withCloseButton={!importing}
    >
      <Stack gap="md">
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
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={choose}
          clearable
          disabled={importing}
          error={tooLarge ? t.tooLarge(IMPORT_MAX_ROWS) : null}
        />

        {report ? <ReportView t={t} report={report} phone={phone} /> : null}

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

        {progress ? (
          <Stack gap={4}>
            <Progress value={percent} size="lg" animated={percent < 100} aria-label={t.progressLabel} />
            <Text size="sm" role="status">
              {t.progress(progress.done, progress.total)}
            </Text>
          </Stack>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={importing || checking}>
            {report || failure ? t.close : t.cancel}
          </Button>
          <Button
            variant={clean ? "default" : "filled"}
            onClick={() => void check()}
            loading={checking}
            disabled={!file || tooLarge || importing}
          >
            {t.check}
          </Button>
          <Button onClick={() => void start()} loading={importing} disabled={!clean || importing}>
            {clean ? t.importCount(report.valid) : t.import}
          </Button>
        </Group>
      </Stack>
    </Modal>
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

/** The dry run's answer: all good, or every bad row with its line, column and reason. */
function ReportView({ t, report, phone }: { t: ImportTexts; report: ImportReport; phone: boolean }) {
  if (report.errorCount === 0) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {t.allGood(report.rows)}
      </Alert>
    );
  }
  const shown = report.errors.length;
  return (
    <Stack gap="xs">
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {t.problems(report.errorCount, report.rows, report.valid)}
      </Alert>
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

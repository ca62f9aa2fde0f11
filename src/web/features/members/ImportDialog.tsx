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
import { formatCount } from "../../../shared/formats.ts";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_LARGE,
  type ImportReport,
  importColumns,
} from "../../../shared/members.ts";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { notify } from "../../lib/notify.ts";
import { checkImport, runImport } from "./api.ts";
import { downloadText, templateCsv } from "./csv.ts";

/** How long the full progress bar stays before the dialog closes. */
const DONE_PAUSE_MS = 700;

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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const importing = progress !== null;

  function reset() {
    setFile(null);
    setFileError(null);
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
    setFileError(next && next.size > IMPORT_MAX_BYTES ? IMPORT_TOO_LARGE : null);
  }

  /** A refusal the dialog shows itself (a bad request, a file too large or refused); null for the rest. */
  function failureOf(error: unknown): Failure | null {
    if (!isApiError(error) || !error.body) return null;
    if (![400, 409, 413, 422].includes(error.status)) return null;
    return { title: error.body.title, fields: error.body.fields };
  }

  async function check() {
    if (!file || fileError) return;
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
        notify(`Imported ${formatCount(last.imported)} ${last.imported === 1 ? "member" : "members"}`);
        onImported();
        reset();
        onClose();
        return;
      }
      setProgress(null);
      setReport(null);
      setFailure({
        title:
          last?.type === "failed"
            ? last.title
            : "The import stopped before it was finished. Check the list: nothing is imported unless all of it is.",
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
      title="Import members from a CSV file"
      centered
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={!importing}
      closeOnEscape={!importing}
      withCloseButton={!importing}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm">
            The first line of the file names its columns, in any order. Each member needs an e-mail address,
            or a first and a last name; every other column may be left out or empty. The columns read are:
          </Text>
          <Group
            gap={6}
            wrap="wrap"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label="Columns"
          >
            {importColumns.map((c) => (
              <Code key={c} component="li">
                {c}
              </Code>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            Dates are written as YYYY-MM-DD. An empty membership number gets the club's next number; an empty
            type is Monthly. At most {formatCount(IMPORT_MAX_ROWS)} members and 5 MB per file.
          </Text>
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => downloadText("members-template.csv", templateCsv())}
            >
              Download template
            </Button>
          </Group>
        </Stack>

        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={choose}
          clearable
          disabled={importing}
          error={fileError}
        />

        {report ? <ReportView report={report} phone={phone} /> : null}

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
                    {capitalise(f.path)}: {f.message}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Alert>
        ) : null}

        {progress ? (
          <Stack gap={4}>
            <Progress value={percent} size="lg" animated={percent < 100} aria-label="Import progress" />
            <Text size="sm" role="status">
              Imported {formatCount(progress.done)} of {formatCount(progress.total)}
            </Text>
          </Stack>
        ) : null}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={importing || checking}>
            {report || failure ? "Close" : "Cancel"}
          </Button>
          <Button
            variant={clean ? "default" : "filled"}
            onClick={() => void check()}
            loading={checking}
            disabled={!file || fileError !== null || importing}
          >
            Check file
          </Button>
          <Button onClick={() => void start()} loading={importing} disabled={!clean || importing}>
            {clean
              ? `Import ${formatCount(report.valid)} ${report.valid === 1 ? "member" : "members"}`
              : "Import"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function capitalise(text: string): string {
  return text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text;
}

/** The dry run's answer: all good, or every bad row with its line, column and reason. */
function ReportView({ report, phone }: { report: ImportReport; phone: boolean }) {
  if (report.errorCount === 0) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {formatCount(report.rows)} {report.rows === 1 ? "row" : "rows"}, all good. Nothing is imported until
        you press Import.
      </Alert>
    );
  }
  const shown = report.errors.length;
  return (
    <Stack gap="xs">
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {formatCount(report.errorCount)} {report.errorCount === 1 ? "problem" : "problems"} in{" "}
        {formatCount(report.rows)} {report.rows === 1 ? "row" : "rows"} ({formatCount(report.valid)} good).
        Nothing can be imported until every row is good: fix the file, then choose it again.
      </Alert>
      <ScrollArea.Autosize mah={phone ? undefined : 320} type="auto">
        {phone ? (
          // A phone: each problem on its own lines (a three-column table leaves the reason no room).
          <Stack
            gap={0}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label="Problems in the file"
          >
            {report.errors.map((e) => (
              <Stack
                key={`${e.line}:${e.column ?? ""}:${e.message}`}
                component="li"
                gap={2}
                py={8}
                style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
              >
                <Text size="xs" fw={600}>
                  Line {e.line}
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
          </Stack>
        ) : (
          <Table
            verticalSpacing={6}
            striped
            aria-label="Problems in the file"
            stickyHeader
            style={{ tableLayout: "auto" }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>Line</Table.Th>
                <Table.Th w={160}>Column</Table.Th>
                <Table.Th>Problem</Table.Th>
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
          The first {formatCount(shown)} of {formatCount(report.errorCount)} problems are listed.
        </Text>
      ) : null}
    </Stack>
  );
}

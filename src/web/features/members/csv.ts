import { type ImportReport, importColumns } from "../../../shared/members.ts";
import { saveBlob } from "../../lib/download.ts";

/** One example member for the template: how each column is written (dates as YYYY-MM-DD). */
const EXAMPLE: Record<(typeof importColumns)[number], string> = {
  membership_number: "",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada.lovelace@example.com",
  phone_number: "+44 20 7946 0958",
  membership_type: "monthly",
  membership_status: "active",
  membership_start_date: "2026-01-01",
  membership_end_date: "",
  join_date: "2026-01-01",
  date_of_birth: "1990-12-10",
  status: "active",
  notes: "Plays on Sundays",
};

function csvValue(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The import's template: the header with every column the import reads, and one example row. */
export function templateCsv(): string {
  const header = importColumns.join(",");
  const row = importColumns.map((c) => csvValue(EXAMPLE[c])).join(",");
  return `${header}\r\n${row}\r\n`;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, as the server's export does (members.export.ts); the import takes it off again.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The extra column of the rows with errors: each problem of the line (not translated: a file's column). */
export const ERRORS_COLUMN = "Errors";

/**
 * The dry run's rows with errors as a CSV to fix and import again: the file's header and an Errors column,
 * each bad row as it was with its line's problems ("email: Enter a valid e-mail address."). A byte order
 * mark first, as the export has, so that spreadsheet programs read it as UTF-8.
 */
export function rejectedRowsCsv(report: Pick<ImportReport, "errors" | "rejected">): string {
  const rejected = report.rejected ?? { header: [], rows: [] };
  const problems = new Map<number, string[]>();
  for (const error of report.errors) {
    const list = problems.get(error.line) ?? [];
    list.push(error.column ? `${error.column}: ${error.message}` : error.message);
    problems.set(error.line, list);
  }
  const width = rejected.header.length;
  const record = (values: readonly string[]) => values.map((v) => csvValue(safeCell(v))).join(",");
  const lines = [record([...rejected.header, ERRORS_COLUMN])];
  for (const row of rejected.rows) {
    const values = Array.from({ length: width }, (_, i) => row.values[i] ?? "");
    lines.push(record([...values, (problems.get(row.line) ?? []).join("; ")]));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Saves `text` as a file named `name` (made in the browser: nothing is asked of the server). */
export function downloadText(name: string, text: string, type = "text/csv;charset=utf-8"): void {
  saveBlob(name, new Blob([text], { type }));
}

import { importColumns } from "../../../shared/members.ts";

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

/** Saves `text` as a file named `name` (made in the browser: nothing is asked of the server). */
export function downloadText(name: string, text: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { CsvError, parse } from "csv-parse/sync";
import type { z } from "zod";
import { periodEnd } from "../../../shared/billing-periods.ts";
import {
  type MemberStatus,
  type MembershipStatus,
  membershipStatuses,
} from "../../../shared/member-statuses.ts";
import {
  createMemberSchema,
  dateString,
  IMPORT_MAX_ROWS,
  type ImportError,
  type ImportReport,
  importColumns,
  memberFields,
} from "../../../shared/members.ts";
import { DEFAULT_MEMBERSHIP_TYPE } from "../../../shared/membership-types.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { clubMembershipSettings, clubToday, namesFromEmail } from "../clubs/clubs.service.ts";
import { HOLDING_STATUSES } from "../memberships/membership-types.service.ts";
import {
  analyzeMembers,
  findImportTypes,
  findTakenEmails,
  findTakenNumbers,
  type ImportType,
  insertMembersWithHistory,
  type NewImportedMember,
} from "./import.repository.ts";
import {
  allocateMembershipNumbers,
  lockMemberCreations,
  reserveMembershipNumber,
} from "./numbers.repository.ts";

// Spec section 4's CSV import (decision 012): a file of members is checked as a whole, every bad row named by
// its line, and imported all at once or not at all.

/** The most problems a report lists (`errorCount` counts them all). */
export const REPORT_MAX_ERRORS = 1000;
/** The most problems the import's 422 names in `fields`. */
export const REFUSAL_MAX_FIELDS = 50;
/** The longest row read (every column at its longest is under 3,000 characters). */
const MAX_LINE_CHARS = 10_000;
/** Rows written per statement and per progress event. */
export const IMPORT_BATCH = 500;

type Column = (typeof importColumns)[number];
/** The export writes `role` too; the import accepts the column and ignores it (imported members are members). */
const IGNORED_COLUMNS = ["role"];

const columnList = importColumns.join(", ");
const countsAgainstCapacity = new Set<MembershipStatus>(HOLDING_STATUSES);

/** One data row of the file: the line it begins on and its values by column. */
interface FileRow {
  line: number;
  values: Partial<Record<Column, string>>;
  /** Non-empty values beyond the named columns. */
  extraValues: number;
}

interface ParsedFile {
  rows: FileRow[];
  /** A problem with the file as a whole: nothing of it is checked further. */
  fileError?: ImportError;
}

/** A row that passed every check, ready to insert: the member's values, its statuses as checked, its line. */
export interface ImportRow extends NewImportedMember {
  line: number;
  membershipStatus: MembershipStatus;
  status: MemberStatus;
}

export interface CheckedImport {
  report: ImportReport;
  /** Every row when the report has no errors; otherwise the good ones (not to be imported). */
  rows: ImportRow[];
  /** Rows with at least one problem. */
  badRows: number;
  /** The club's date the rows were checked against (and are imported with); null for an unreadable file. */
  today: string | null;
}

/** Problems of a row in the order of the columns (the row's own first). */
const columnOrder = (column: string | null) =>
  column === null ? -1 : importColumns.indexOf(column as Column);

const fileError = (message: string, line = 1): ImportError => ({ line, column: null, message });

/** A header name as the file writes it ("First Name", "first-name") to the import's column name. */
function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/**
 * The text of the file: UTF-8, with or without a byte order mark; line ends made \n (CRLF and CR too). A file
 * that is not UTF-8 answers 400 naming the first line that is not, as any body that is not UTF-8 does
 * (decision 021).
 */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/\r\n?/g, "\n");
  } catch {
    const lenient = new TextDecoder("utf-8").decode(bytes).replace(/\r\n?/g, "\n");
    const at = lenient.indexOf("\uFFFD");
    const line = at < 0 ? 1 : lenient.slice(0, at).split("\n").length;
    throw new AppError("BAD_REQUEST", t("errors").import.notUtf8(line));
  }
}

class BadHeader extends Error {}

class TooManyRows extends Error {
  constructor(readonly line: number) {
    super("too many rows");
  }
}

function csvProblem(error: CsvError, lastLine: number): ImportError {
  // A value never closed, or a row too long, is a problem of the row that begins after the last one read.
  const fromRowStart = error.code === "CSV_QUOTE_NOT_CLOSED" || error.code === "CSV_MAX_RECORD_SIZE";
  const line = Math.max(1, fromRowStart ? lastLine + 1 : Number(error.lines) || 1);
  const errors = t("errors").import;
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return fileError(errors.quoteNotClosed(line), line);
    case "CSV_INVALID_CLOSING_QUOTE":
      return fileError(errors.textAfterQuote(line), line);
    case "CSV_MAX_RECORD_SIZE":
      return fileError(errors.lineTooLong(line, MAX_LINE_CHARS), line);
    default:
      return fileError(errors.unreadableLine(line, error.message), line);
  }
}

/** Reads the file's header and rows (each with the line it begins on). */
export function parseImportFile(bytes: Uint8Array): ParsedFile {
  const text = decode(bytes);
  const errors = t("errors").import;
  if (text.trim() === "") return { rows: [], fileError: fileError(errors.emptyFile(columnList)) };

  let columns: (Column | null)[] | undefined;
  let headerError: ImportError | undefined;
  const rows: FileRow[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      delimiter: ",",
      relax_quotes: true,
      // No member's row comes near this; a longer one is a broken file (and would be slow to read).
      max_record_size: MAX_LINE_CHARS,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        const endLine = Number(context.lines);
        // A quoted value may hold line breaks: the record begins that many lines before it ends.
        const breaks = record.reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0);
        const line = endLine - breaks;
        lastLine = endLine;
        if (!columns) {
          const header = readHeader(record);
          columns = header.columns;
          headerError = header.error;
          if (headerError) throw new BadHeader();
          return null;
        }
        if (record.every((v) => v.trim() === "")) return null;
        if (rows.length >= IMPORT_MAX_ROWS) throw new TooManyRows(line);
        const values: Partial<Record<Column, string>> = {};
        let extraValues = 0;
        record.forEach((value, i) => {
          const column = columns?.[i];
          if (column) values[column] = value;
          else if (i >= (columns?.length ?? 0) && value.trim() !== "") extraValues++;
        });
        rows.push({ line, values, extraValues });
        return null;
      },
    });
  } catch (error) {
    if (error instanceof BadHeader && headerError) return { rows: [], fileError: headerError };
    if (error instanceof TooManyRows) {
      return { rows: [], fileError: fileError(errors.tooManyRows(IMPORT_MAX_ROWS, error.line), error.line) };
    }
    if (error instanceof CsvError) return { rows: [], fileError: csvProblem(error, lastLine) };
    throw error;
  }
  if (rows.length === 0) {
    return { rows, fileError: fileError(errors.noMembers, 2) };
  }
  return { rows };
}

/** The header's columns in file order (null for an ignored one), or the problem with it. */
function readHeader(record: string[]): { columns: (Column | null)[]; error?: ImportError } {
  const names = record.map(columnName);
  // Spreadsheets may leave empty cells after the last column.
  while (names.length > 0 && names[names.length - 1] === "") names.pop();
  const known = new Set<string>(importColumns);
  const seen = new Set<string>();
  const columns: (Column | null)[] = [];
  const problems: string[] = [];
  const unknown: string[] = [];
  const errors = t("errors").import;
  names.forEach((name, i) => {
    if (name === "") problems.push(errors.columnWithoutName(i + 1));
    else if (seen.has(name)) problems.push(errors.columnTwice(name));
    else if (!known.has(name) && !IGNORED_COLUMNS.includes(name)) unknown.push(record[i]?.trim() ?? name);
    seen.add(name);
    columns.push(known.has(name) ? (name as Column) : null);
  });
  if (!names.some((n) => known.has(n))) {
    return { columns, error: fileError(errors.noHeader(columnList)) };
  }
  if (unknown.length > 0) {
    const list = unknown.map((u) => `"${u}"`).join(", ");
    problems.unshift(errors.unknownColumns(unknown.length, list, columnList));
  }
  if (!seen.has("email") && !(seen.has("first_name") && seen.has("last_name"))) {
    problems.push(errors.needsEmailOrNames);
  }
  if (problems.length > 0) return { columns, error: fileError(problems.join(" ")) };
  return { columns };
}

/**
 * The first message of a failed parse. A field that may be empty is a union of "" and its rule: the rule's
 * own message, not the union's "Invalid input".
 */
function firstMessage(result: { success: false; error: { issues: z.core.$ZodIssue[] } }): string {
  const issue = result.error.issues[0];
  if (issue?.code === "invalid_union") {
    const inner = issue.errors.find((option) => option[0] && option[0].code !== "invalid_value")?.[0];
    if (inner) return inner.message;
  }
  return issue?.message ?? t("errors").import.invalidValue;
}

const startDateSchema = dateString("membershipStartDate");
const endDateSchema = dateString("membershipEndDate");

interface RowCheck {
  row?: ImportRow;
  errors: ImportError[];
}

/** Checks one row's values against the shared rules of a member (createMemberSchema's fields). */
function checkRow(file: FileRow, types: ImportType[], today: string): RowCheck {
  const { line, values } = file;
  const errors: ImportError[] = [];
  const problem = (column: Column | null, message: string) => errors.push({ line, column, message });
  const texts = t("errors").import;
  if (file.extraValues > 0) problem(null, texts.extraValues);
  // The export's formula guard (a ' before = + - @) comes off again, so that an export imports as it was.
  const unguard = (value: string) => value.replace(/^'(?=[=+\-@\t\r])/, "");
  const raw = (column: Column) => unguard(values[column]?.trim() ?? "");

  function field<K extends keyof typeof memberFields>(
    column: Column,
    key: K,
    value: string,
  ): z.output<(typeof memberFields)[K]> | undefined {
    const result = memberFields[key].safeParse(value);
    if (!result.success) {
      problem(column, firstMessage(result));
      return undefined;
    }
    return result.data as z.output<(typeof memberFields)[K]>;
  }
  const firstName = field("first_name", "firstName", raw("first_name")) ?? null;
  const lastName = field("last_name", "lastName", raw("last_name")) ?? null;
  const email = field("email", "email", raw("email")) ?? null;
  const phoneNumber = field("phone_number", "phoneNumber", raw("phone_number")) ?? null;
  const membershipNumber = field("membership_number", "membershipNumber", raw("membership_number")) ?? null;
  const dateOfBirth = field("date_of_birth", "dateOfBirth", raw("date_of_birth")) ?? null;
  const notes = field("notes", "notes", unguard(values.notes ?? "")) ?? null;
  const status = raw("status") ? field("status", "status", raw("status").toLowerCase()) : "active";
  const joinDate = raw("join_date") ? field("join_date", "joinDate", raw("join_date")) : today;

  if (!errors.some((e) => e.column === "email" || e.column === "first_name" || e.column === "last_name")) {
    const names = createMemberSchema.safeParse({ email, firstName, lastName });
    if (!names.success) problem("email", firstMessage(names));
  }

  const typeText = raw("membership_type").toLowerCase() || DEFAULT_MEMBERSHIP_TYPE;
  const type = types.find((t) => t.code === typeText) ?? types.find((t) => t.name.toLowerCase() === typeText);
  if (!type) {
    const offered = types
      .filter((t) => t.active)
      .map((t) => (t.code === t.name.toLowerCase() ? t.code : `${t.name} (${t.code})`))
      .join(", ");
    problem("membership_type", texts.unknownType(raw("membership_type") || DEFAULT_MEMBERSHIP_TYPE, offered));
  } else if (!type.active) {
    problem("membership_type", texts.typeInactive(type.name));
  }

  const statusText = raw("membership_status").toLowerCase() || "active";
  const membershipStatus = membershipStatuses.find((s) => s === statusText);
  if (!membershipStatus) {
    problem(
      "membership_status",
      texts.unknownStatus(raw("membership_status"), membershipStatuses.join(", ")),
    );
  }

  let start: string | undefined = joinDate;
  if (raw("membership_start_date")) {
    const result = startDateSchema.safeParse(raw("membership_start_date"));
    start = result.success ? result.data : undefined;
    if (!result.success) problem("membership_start_date", firstMessage(result));
  }
  let end: string | null | undefined;
  if (raw("membership_end_date")) {
    const result = endDateSchema.safeParse(raw("membership_end_date"));
    if (!result.success) problem("membership_end_date", firstMessage(result));
    else if (type?.billingPeriod === "lifetime") {
      problem("membership_end_date", texts.lifetimeEndDate);
    } else if (start && result.data < start) {
      problem("membership_end_date", texts.endBeforeStart);
    } else end = result.data;
  } else if (start && type) {
    end = periodEnd(start, type.billingPeriod);
  }

  if (
    errors.length > 0 ||
    !type ||
    !membershipStatus ||
    !start ||
    end === undefined ||
    !joinDate ||
    !status
  ) {
    return { errors };
  }
  // Names from the e-mail's local part where the file has none (spec section 4).
  const fromEmail = email ? namesFromEmail(email) : { firstName: null, lastName: null };
  return {
    errors,
    row: {
      line,
      membershipNumber,
      firstName: firstName ?? fromEmail.firstName?.slice(0, 50) ?? null,
      lastName: lastName ?? fromEmail.lastName?.slice(0, 50) ?? null,
      email,
      phoneNumber,
      membershipType: type.code,
      membershipStatus,
      membershipStartDate: start,
      membershipEndDate: end,
      joinDate,
      dateOfBirth,
      status,
      notes,
    },
  };
}

/**
 * Checks a whole file: its header, each row's values, e-mail addresses and membership numbers given twice
 * in the file or already held by a member of the club, and the capacity of the types.
 */
export async function checkImportFile(
  db: Db,
  clubId: string,
  bytes: Uint8Array,
  now: Date,
): Promise<CheckedImport> {
  const parsed = parseImportFile(bytes);
  if (parsed.fileError) {
    return {
      report: { rows: parsed.rows.length, valid: 0, errors: [parsed.fileError], errorCount: 1 },
      rows: [],
      badRows: 0,
      today: null,
    };
  }
  const [types, today] = await Promise.all([findImportTypes(db, clubId), clubToday(db, clubId, now)]);
  const checks = parsed.rows.map((row) => checkRow(row, types, today));

  const emails = new Set<string>();
  const numbers = new Set<string>();
  for (const check of checks) {
    if (check.row?.email) emails.add(check.row.email);
    if (check.row?.membershipNumber) numbers.add(check.row.membershipNumber);
  }
  const [takenEmails, takenNumbers] = await Promise.all([
    findTakenEmails(db, clubId, [...emails]),
    findTakenNumbers(db, clubId, [...numbers]),
  ]);

  const emailLines = new Map<string, number>();
  const numberLines = new Map<string, number>();
  const places = new Map(types.map((t) => [t.code, t.capacity === null ? null : t.capacity - t.holders]));
  const errors: ImportError[] = [];
  const rows: ImportRow[] = [];
  const texts = t("errors").import;
  let errorCount = 0;
  let badRows = 0;
  for (const check of checks) {
    const row = check.row;
    if (row) {
      const problem = (column: Column, message: string) =>
        check.errors.push({ line: row.line, column, message });
      if (row.email) {
        const first = emailLines.get(row.email);
        if (first !== undefined) {
          problem("email", texts.emailTwice(row.email, first, row.line));
        } else {
          emailLines.set(row.email, row.line);
          if (takenEmails.has(row.email)) problem("email", texts.emailTaken(row.email));
        }
      }
      if (row.membershipNumber) {
        const first = numberLines.get(row.membershipNumber);
        if (first !== undefined) {
          problem("membership_number", texts.numberTwice(row.membershipNumber, first, row.line));
        } else {
          numberLines.set(row.membershipNumber, row.line);
          if (takenNumbers.has(row.membershipNumber)) {
            problem("membership_number", texts.numberTaken(row.membershipNumber));
          }
        }
      }
      const left = places.get(row.membershipType);
      if (check.errors.length === 0 && countsAgainstCapacity.has(row.membershipStatus) && left != null) {
        if (left <= 0) {
          const type = types.find((t) => t.code === row.membershipType);
          problem("membership_type", texts.typeFull(type?.name ?? row.membershipType, type?.capacity ?? 0));
        } else places.set(row.membershipType, left - 1);
      }
    }
    if (check.errors.length > 0) {
      badRows++;
      check.errors.sort((a, b) => columnOrder(a.column) - columnOrder(b.column));
      errorCount += check.errors.length;
      for (const e of check.errors) if (errors.length < REPORT_MAX_ERRORS) errors.push(e);
    } else if (row) {
      rows.push(row);
    }
  }
  return {
    report: { rows: parsed.rows.length, valid: parsed.rows.length - badRows, errors, errorCount },
    rows,
    badRows,
    today,
  };
}

/** The 422 of an import whose file has problems: the count in the title, the first problems in `fields`. */
export function importRefusal(checked: CheckedImport): AppError {
  const { report, badRows } = checked;
  const texts = t("errors").import;
  const title =
    badRows === 0
      ? texts.fileRefused(report.errors[0]?.message ?? texts.cannotImport)
      : texts.rowsRefused(badRows);
  return new AppError("VALIDATION_FAILED", title, {
    fields: report.errors.slice(0, REFUSAL_MAX_FIELDS).map((e) => ({
      path: `line ${e.line}${e.column ? ` ${e.column}` : ""}`,
      message: e.message,
    })),
  });
}

/** An import under way: its check, then its outcome. */
export interface MembersImport {
  /** The file checked against the club as it is once any earlier import of the club is over. */
  checked: Promise<CheckedImport>;
  /** The members imported, once committed (0 when the check found problems and nothing was written). */
  imported: Promise<number>;
}

/**
 * Imports a file (decision 012) in one audited transaction that first takes the club's lock for new members
 * and holds it to the commit: a second import of the club at the same time waits for the first, then is
 * checked against what it imported (its rows are duplicates: 422), alike on PostgreSQL and on PGlite (where
 * the one connection made it wait anyway). `checked` settles before any row is written; with problems,
 * nothing is.
 */
export function startMembersImport(
  db: Db,
  clubId: string,
  file: Uint8Array,
  audit: AuditContext,
  now: Date,
  onProgress: (done: number, total: number) => void,
): MembersImport {
  let settle: { resolve: (checked: CheckedImport) => void; reject: (error: unknown) => void } | undefined;
  const checked = new Promise<CheckedImport>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const imported = withAudit(db, audit, async (tx) => {
    await lockMemberCreations(tx, clubId);
    const result = await checkImportFile(tx, clubId, file, now);
    settle?.resolve(result);
    if (result.report.errorCount > 0 || result.today === null) return 0;
    return insertImportRows(tx, clubId, result.rows, result.today, audit, onProgress);
  });
  // A failure before the check settled (once settled, this changes nothing).
  imported.catch((error: unknown) => settle?.reject(error));
  return { checked, imported };
}

/**
 * Writes checked rows in the import's transaction: numbers typed in the file move the club's sequence past
 * them, the others come from the sequence in one go; members (role member) and their history rows
 * (imported) are written in batches, each batch in one statement, `onProgress` told after each.
 */
async function insertImportRows(
  tx: Db,
  clubId: string,
  rows: ImportRow[],
  today: string,
  audit: AuditContext,
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  const given = rows.flatMap((r) => (r.membershipNumber ? [r.membershipNumber] : []));
  if (given.length > 0) {
    const highest = highestOfPrefix(given, (await clubMembershipSettings(tx, clubId)).memberIdPrefix);
    if (highest) await reserveMembershipNumber(tx, clubId, highest);
  }
  const allocated = await allocateMembershipNumbers(tx, clubId, rows.length - given.length);
  let next = 0;
  let done = 0;
  for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
    const batch = rows.slice(i, i + IMPORT_BATCH).map((r) => ({
      ...r,
      membershipNumber: r.membershipNumber ?? allocated[next++] ?? null,
    }));
    // Memberships that ended by the file's dates are imported in grace or expired, as the daily job would
    // leave them (not active until its next run).
    await insertMembersWithHistory(
      tx,
      clubId,
      batch.map(({ line: _line, ...member }) => member),
      { action: "imported", actorId: audit.actorId },
      today,
    );
    done += batch.length;
    onProgress(done, rows.length);
  }
  return done;
}

/** Imports at least this large refresh the planner's statistics afterwards. */
export const ANALYZE_AFTER_ROWS = 1000;

/** After a large import: fresh statistics, so that the list and search keep their plans (see analyzeMembers). */
export async function afterLargeImport(db: Db, rows: number): Promise<void> {
  if (rows >= ANALYZE_AFTER_ROWS) await analyzeMembers(db);
}

/** Of numbers typed by hand, the one of the club's prefix with the highest sequence part (MB00120 → 120). */
export function highestOfPrefix(numbers: string[], prefix: string): string | undefined {
  let best: string | undefined;
  let bestValue = -1;
  const upperPrefix = prefix.toUpperCase();
  for (const n of numbers) {
    if (!n.toUpperCase().startsWith(upperPrefix)) continue;
    const rest = n.slice(prefix.length);
    if (!/^[0-9]{1,9}$/.test(rest)) continue;
    const value = Number(rest);
    if (value > bestValue) {
      bestValue = value;
      best = n;
    }
  }
  return best;
}

import { CsvError, parse } from "csv-parse/sync";
import type { z } from "zod";
import { periodEnd } from "../../../shared/billing-periods.ts";
import { clubStatusOf } from "../../../shared/clubs.ts";
import {
  ASSOCIATION_ID_MAX,
  HOME_CLUB_MAX,
  readHandicapIndex,
  readTeeGender,
} from "../../../shared/handicaps.ts";
import {
  checkCustomFieldValues,
  customFieldValueFromText,
  MEMBER_FIELD_LABEL_MAX,
  MEMBER_FIELDS_MAX,
  type MemberFieldDefinition,
  type MemberFieldValues,
} from "../../../shared/member-fields.ts";
import {
  type ImportMapping,
  type ImportPreview,
  type ImportTarget,
  importMappingSchema,
  NEW_TYPE,
} from "../../../shared/member-import.ts";
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
import { trimWhitespace } from "../../../shared/text.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import {
  clubFormatsOf,
  clubMembershipSettings,
  clubToday,
  findClub,
  namesFromEmail,
} from "../clubs/clubs.service.ts";
import { type ImportedGolfProfile, importGolfProfiles } from "../handicaps/handicaps.service.ts";
import { leavePastQuiet } from "../memberships/membership-records.service.ts";
import {
  codesForNewTypes,
  createImportedTypes,
  HOLDING_STATUSES,
  lockClubForTypes,
} from "../memberships/membership-types.service.ts";
import { assignHouseholds } from "./households.service.ts";
import {
  analyzeMembers,
  type ExistingMember,
  findImportMapping,
  findImportTypes,
  findMembersByKey,
  findTakenEmails,
  findTakenNumbers,
  hasImported,
  type ImportChange,
  type ImportType,
  insertMembersWithHistory,
  type NewImportedMember,
  saveImportMapping,
  updateImportedMembers,
} from "./import.repository.ts";
import {
  headersKey,
  type ImportedGolfCells,
  mapSheet,
  NEW_FIELD_PREFIX,
  newFieldKey,
  previewSheet,
  readImportSheet,
  type Sheet,
  sheetKind,
} from "./import-sheet.ts";
import { decodeImportText } from "./import-text.ts";
import { clubMemberFields, createImportedFields } from "./member-fields.service.ts";
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
  /** With a mapping: the row is not a member's (its type is mapped to "skip"). */
  skip?: boolean;
  /** With a mapping: e-mail consent, where a column gives it. */
  consent?: boolean | undefined;
  /** With a mapping: lines for the notes from the columns kept there. */
  noteLines?: string[];
  /** With a mapping: its type value is to become a new type (named as the file writes it). */
  newType?: string | undefined;
  /** With a mapping: custom fields' cells by field id (or newFieldKey of a column making a new field). */
  custom?: Record<string, string>;
  /** With a mapping: the household (a name) and its payer (a membership number or e-mail), decision 062. */
  household?: string | undefined;
  payer?: string | undefined;
  /** With a mapping: the golf profile's cells (issue 35). */
  golf?: ImportedGolfCells | undefined;
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
  /** With a mapping: what its e-mail consent column says (undefined: no such column, or an empty cell). */
  consent?: boolean | undefined;
  household?: string | undefined;
  payer?: string | undefined;
  /** With a mapping: the golf profile the row gives (issue 35), checked. */
  golf?: ImportedGolfProfile | undefined;
  /** Required custom fields the row leaves empty, each as its message (a new member needs them). */
  missingRequired?: string[];
}

/** A row that updates an existing member: its id and the columns of the member it changes. */
export interface ImportUpdate {
  memberId: string;
  row: ImportRow;
  changes: ImportChange;
}

export interface CheckedImport {
  report: ImportReport;
  /** The rows to add: every new row when the report has no errors (or skipErrors); otherwise the good ones. */
  rows: ImportRow[];
  /** With a mapping and a match: the rows that change an existing member. */
  updates: ImportUpdate[];
  /** Rows left out: not members, and with skipErrors the bad ones. */
  skipped: number;
  /** Rows with at least one problem. */
  badRows: number;
  /** The club's date the rows were checked against (and are imported with); null for an unreadable file. */
  today: string | null;
  /** Whether bad rows are left out rather than refusing the file. */
  skipErrors: boolean;
  /** With a mapping: the key its headers' mapping is kept under for the next such file. */
  headersKey?: string;
  /** With a mapping: the types to create from the file's values before its rows are written. */
  newTypes: string[];
  /** With a mapping: the custom fields to create from its columns (their labels), decision 064. */
  newFields: string[];
}

/** How an import reads its file: the mapping of another product's export (issue 32), or our own columns. */
export interface ImportOptions {
  mapping?: ImportMapping | undefined;
  /** Decision 061: leave past periods unbilled (undefined: quiet for the club's first import). */
  quiet?: boolean | undefined;
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
  const text = decodeImportText(bytes);
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

/**
 * A row's golf cells checked (issue 35): the index as golfers write it ("12.4", "12,4", "+2.1" for a plus index),
 * the home club and the national player id within their lengths, the gender for tees in any of our languages.
 */
function checkGolfCells(
  cells: ImportedGolfCells,
  problem: (column: string, message: string) => void,
): ImportedGolfProfile {
  const texts = t("errors").import;
  const golf: ImportedGolfProfile = {};
  if (cells.handicapIndex !== undefined) {
    const indexX10 = readHandicapIndex(cells.handicapIndex);
    if (indexX10 === null) problem("handicap_index", texts.handicapIndex(cells.handicapIndex));
    else golf.indexX10 = indexX10;
  }
  if (cells.homeClub !== undefined) {
    if (cells.homeClub.length > HOME_CLUB_MAX) problem("home_club", texts.homeClubTooLong(HOME_CLUB_MAX));
    else golf.homeClub = cells.homeClub;
  }
  if (cells.associationPlayerId !== undefined) {
    if (cells.associationPlayerId.length > ASSOCIATION_ID_MAX) {
      problem("association_player_id", texts.playerIdTooLong(ASSOCIATION_ID_MAX));
    } else golf.associationPlayerId = cells.associationPlayerId;
  }
  if (cells.teeGender !== undefined) {
    const gender = readTeeGender(cells.teeGender);
    if (!gender) problem("tee_gender", texts.teeGender(cells.teeGender));
    else golf.teeGender = gender;
  }
  return golf;
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
  const noteText = [unguard(values.notes ?? "").trim(), ...(file.noteLines ?? [])].filter(Boolean).join("\n");
  const notes = field("notes", "notes", noteText) ?? null;
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

  const golf = file.golf
    ? checkGolfCells(file.golf, (column, message) => problem(column as Column, message))
    : undefined;

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
      consent: file.consent,
      household: file.household,
      payer: file.payer,
      golf,
    },
  };
}

/**
 * Checks a whole file: its header, each row's values, e-mail addresses and membership numbers given twice
 * in the file or already held by a member of the club, and the capacity of the types. With a mapping (issue
 * 32), the file is another product's export (CSV or XLSX) read through it, rows that are not members are
 * skipped, and with a match a row that names an existing member updates it (or changes nothing).
 */
export async function checkImportFile(
  db: Db,
  clubId: string,
  bytes: Uint8Array,
  now: Date,
  options: ImportOptions = {},
): Promise<CheckedImport> {
  const { mapping } = options;
  const unread = (error: ImportError, rows = 0): CheckedImport => ({
    report: { rows, valid: 0, errors: [error], errorCount: 1 },
    rows: [],
    updates: [],
    skipped: 0,
    badRows: 0,
    today: null,
    skipErrors: false,
    newTypes: [],
    newFields: [],
  });
  let fileRows: FileRow[];
  let sheet: Sheet | undefined;
  let custom = new Map<string, CustomColumn>();
  let newFields: string[] = [];
  if (mapping) {
    const read = await readImportSheet(bytes, sheetKind(bytes));
    if ("fileError" in read) return unread(read.fileError);
    sheet = read.sheet;
    const [club, fields] = await Promise.all([findClub(db, clubId), clubMemberFields(db, clubId)]);
    const formats = clubFormatsOf({ preferences: club?.preferences, timezone: club?.timezone ?? null });
    fileRows = mapSheet(sheet, mapping, formats.dateFormat === "MM/DD/YYYY" ? "MDY" : "DMY", fields);
    ({ custom, newFields } = customColumns(mapping, fields));
    if (fields.length + newFields.length > MEMBER_FIELDS_MAX) {
      throw new AppError("VALIDATION_FAILED", t("errors").import.tooManyMemberFields(MEMBER_FIELDS_MAX));
    }
  } else {
    const parsed = parseImportFile(bytes);
    if (parsed.fileError) return unread(parsed.fileError, parsed.rows.length);
    fileRows = parsed.rows;
  }
  const [known, today] = await Promise.all([findImportTypes(db, clubId), clubToday(db, clubId, now)]);
  const newTypes = typesToCreate(fileRows, known);
  const codes = await codesForNewTypes(db, clubId, newTypes);
  const types: ImportType[] = [
    ...known,
    ...newTypes.map((name, i) => ({
      code: codes[i] as string,
      name,
      billingPeriod: "annual" as const,
      active: true,
      capacity: null,
      holders: 0,
    })),
  ];
  const skippedRows = fileRows.filter((r) => r.skip);
  const checks = fileRows
    .filter((r) => !r.skip)
    .map((row) => readCustomFields(row, checkRow(row, types, today), custom));

  const emails = new Set<string>();
  const numbers = new Set<string>();
  for (const check of checks) {
    if (check.row?.email) emails.add(check.row.email);
    if (check.row?.membershipNumber) numbers.add(check.row.membershipNumber);
  }
  const match = mapping?.match ?? "none";
  const [takenEmails, takenNumbers, existing] = await Promise.all([
    findTakenEmails(db, clubId, [...emails]),
    findTakenNumbers(db, clubId, [...numbers]),
    match === "none"
      ? new Map<string, ExistingMember>()
      : findMembersByKey(db, clubId, match, match === "email" ? [...emails] : [...numbers]),
  ]);

  const emailLines = new Map<string, number>();
  const numberLines = new Map<string, number>();
  const places = new Map(types.map((t) => [t.code, t.capacity === null ? null : t.capacity - t.holders]));
  const errors: ImportError[] = [];
  const rows: ImportRow[] = [];
  const updates: ImportUpdate[] = [];
  const changes: NonNullable<ImportReport["changes"]> = [];
  const rejectedLines = new Set<number>();
  const texts = t("errors").import;
  const mapped = new Set(mapping?.columns.map((c) => c.target));
  let unchanged = 0;
  let errorCount = 0;
  let badRows = 0;
  for (const check of checks) {
    const row = check.row;
    let target: ExistingMember | undefined;
    if (row) {
      const problem = (column: Column, message: string) =>
        check.errors.push({ line: row.line, column, message });
      const key = match === "email" ? row.email : match === "membership_number" ? row.membershipNumber : null;
      // Two rows of one member have the same key: the second is refused as a duplicate below.
      target = key ? existing.get(key) : undefined;
      // A new member needs the club's required fields the file maps; an update keeps what the member has.
      if (!target) {
        for (const message of row.missingRequired ?? [])
          check.errors.push({ line: row.line, column: null, message });
      }
      if (row.email) {
        const first = emailLines.get(row.email);
        if (first !== undefined) {
          problem("email", texts.emailTwice(row.email, first, row.line));
        } else {
          emailLines.set(row.email, row.line);
          const holder = takenEmails.get(row.email);
          if (holder && holder !== target?.id) problem("email", texts.emailTaken(row.email));
        }
      }
      if (row.membershipNumber) {
        const first = numberLines.get(row.membershipNumber);
        if (first !== undefined) {
          problem("membership_number", texts.numberTwice(row.membershipNumber, first, row.line));
        } else {
          numberLines.set(row.membershipNumber, row.line);
          const holder = takenNumbers.get(row.membershipNumber);
          if (holder && holder !== target?.id) {
            problem("membership_number", texts.numberTaken(row.membershipNumber));
          }
        }
      }
      const left = places.get(row.membershipType);
      const holdsAPlace = countsAgainstCapacity.has(row.membershipStatus);
      const heldAlready = target
        ? target.membershipType === row.membershipType && countsAgainstCapacity.has(target.membershipStatus)
        : false;
      if (check.errors.length === 0 && holdsAPlace && !heldAlready && left != null) {
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
      rejectedLines.add(check.errors[0]?.line ?? 0);
    } else if (row && target) {
      const changed = changesOf(target, row, mapped);
      const fields = changedNames(changed, custom);
      if (fields.length === 0) unchanged++;
      else updates.push({ memberId: target.id, row, changes: changed });
      if (changes.length < REPORT_MAX_ERRORS) {
        changes.push({
          line: row.line,
          outcome: fields.length === 0 ? "unchanged" : "updated",
          member: memberLabel(target),
          fields,
        });
      }
    } else if (row) {
      rows.push(row);
    }
  }
  for (const r of skippedRows) {
    if (changes.length < REPORT_MAX_ERRORS)
      changes.push({ line: r.line, outcome: "skipped", member: null, fields: [] });
  }
  changes.sort((a, b) => a.line - b.line);
  const total = fileRows.length;
  const skipErrors = mapping?.skipErrors ?? false;
  const report: ImportReport = {
    rows: total,
    valid: total - badRows - skippedRows.length,
    errors,
    errorCount,
  };
  if (newTypes.length > 0) report.newTypes = newTypes;
  if (mapping && sheet) {
    report.outcomes = { new: rows.length, updated: updates.length, unchanged, skipped: skippedRows.length };
    report.changes = changes;
    report.rejected = {
      header: sheet.header,
      rows: sheet.records
        .filter((r) => rejectedLines.has(r.line))
        .slice(0, REPORT_MAX_ERRORS)
        .map((r) => ({ line: r.line, values: r.values })),
    };
  }
  return {
    report,
    rows,
    updates,
    skipped: skippedRows.length + (skipErrors ? badRows : 0),
    badRows,
    today,
    skipErrors,
    ...(sheet ? { headersKey: headersKey(sheet.header) } : {}),
    newTypes,
    newFields,
  };
}

/** A column filling a custom field: the field (a new one: a text field labelled by the header) and its header. */
interface CustomColumn {
  field: MemberFieldDefinition;
  header: string;
}

/**
 * The mapping's custom field columns by their rows' key (a field's id, or newFieldKey of its header), and the
 * labels of the fields to create: a column made a new field whose label the club has already fills that field.
 */
function customColumns(
  mapping: ImportMapping,
  fields: readonly MemberFieldDefinition[],
): { custom: Map<string, CustomColumn>; newFields: string[] } {
  const custom = new Map<string, CustomColumn>();
  const newFields: string[] = [];
  const byLabel = new Map(fields.map((f) => [f.label.toLowerCase(), f]));
  for (const column of mapping.columns) {
    if (column.target === "custom_field") {
      const field = fields.find((f) => f.id === column.field);
      if (field) custom.set(field.id, { field, header: column.header });
    } else if (column.target === "new_custom_field") {
      const label = newFieldLabel(column.header);
      const held = byLabel.get(label.toLowerCase());
      const field = held ?? {
        id: newFieldKey(column.header),
        label,
        type: "text",
        choices: [],
        required: false,
      };
      if (!held && !newFields.some((l) => l.toLowerCase() === label.toLowerCase())) newFields.push(label);
      custom.set(newFieldKey(column.header), { field, header: column.header });
    }
  }
  return { custom, newFields };
}

/** A new field's label: the column's header, trimmed to a label's length. */
function newFieldLabel(header: string): string {
  return trimWhitespace(header).slice(0, MEMBER_FIELD_LABEL_MAX) || header;
}

/**
 * A row's custom field cells read as their fields' values (decision 064): a cell that is not a value of its
 * field is the row's problem, named by its column; the values go with the row by field id (a new field's by
 * its key until it is created), and required fields left empty are noted for a new member's check.
 */
function readCustomFields(file: FileRow, check: RowCheck, columns: Map<string, CustomColumn>): RowCheck {
  if (!file.custom || columns.size === 0) return check;
  const values: MemberFieldValues = {};
  const missing: string[] = [];
  for (const [key, raw] of Object.entries(file.custom)) {
    const column = columns.get(key);
    if (!column) continue;
    const read = customFieldValueFromText(column.field, raw);
    if (!read.ok) check.errors.push({ line: file.line, column: column.header, message: read.message });
    else if (read.value !== null) values[column.field.id] = read.value;
    else if (column.field.required) {
      missing.push(...checkCustomFieldValues([column.field], {}).errors.map((e) => e.message));
    }
  }
  if (check.row) {
    check.row.customFields = values;
    check.row.missingRequired = missing;
  }
  return check;
}

/** The names of what an update changes: our fields' keys, and each changed custom field's label. */
function changedNames(changed: ImportChange, custom: Map<string, CustomColumn>): string[] {
  const { customFields, ...own } = changed;
  const labels = new Map([...custom.values()].map((c) => [c.field.id, c.field.label]));
  return [...Object.keys(own), ...Object.keys(customFields ?? {}).map((id) => labels.get(id) ?? id)];
}

/** The rows' values of new fields, moved to the ids the fields were created with. */
function moveToCreatedFields(checked: CheckedImport, ids: Map<string, string>): void {
  if (ids.size === 0) return;
  const move = (values: MemberFieldValues | undefined) => {
    if (!values) return;
    for (const key of Object.keys(values)) {
      if (!key.startsWith(NEW_FIELD_PREFIX)) continue;
      const id = ids.get(newFieldLabel(key.slice(NEW_FIELD_PREFIX.length)).toLowerCase());
      const value = values[key];
      delete values[key];
      if (id && value !== undefined) values[id] = value;
    }
  };
  for (const row of checked.rows) move(row.customFields);
  for (const update of checked.updates) {
    move(update.row.customFields);
    move(update.changes.customFields ?? undefined);
  }
}

/**
 * The types a mapped file's rows ask to create (NEW_TYPE), each once (the first row's spelling), leaving out
 * a name the club already has (its rows take that type).
 */
function typesToCreate(fileRows: FileRow[], known: ImportType[]): string[] {
  const names = new Map<string, string>();
  const held = new Set(known.map((t) => t.name.toLowerCase()));
  for (const row of fileRows) {
    const name = row.newType;
    if (!name || row.skip || held.has(name.toLowerCase()) || names.has(name.toLowerCase())) continue;
    names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

/**
 * The preview of another product's export (issue 32): its columns with the fields they suggest (the club's
 * mapping for a file with the same headers first), samples, distinct values and the order of its dates.
 */
export async function previewImportFile(db: Db, clubId: string, bytes: Uint8Array): Promise<ImportPreview> {
  const read = await readImportSheet(bytes, sheetKind(bytes));
  if ("fileError" in read) throw new AppError("VALIDATION_FAILED", read.fileError.message);
  const [saved, fields] = await Promise.all([
    findImportMapping(db, clubId, headersKey(read.sheet.header)),
    clubMemberFields(db, clubId),
  ]);
  const stored = importMappingSchema.safeParse(saved);
  return previewSheet(read.sheet, stored.success ? stored.data : null, fields);
}

/** How the report names a matched member: their name and membership number. */
function memberLabel(member: ExistingMember): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ") || member.email || "";
  return [name, member.membershipNumber].filter(Boolean).join(", ");
}

/** The import's columns (and what they set) a member's update may change. */
const UPDATABLE: Partial<Record<ImportTarget, (keyof ExistingMember)[]>> = {
  membership_number: ["membershipNumber"],
  first_name: ["firstName"],
  last_name: ["lastName"],
  email: ["email"],
  phone_number: ["phoneNumber"],
  membership_type: ["membershipType"],
  membership_status: ["membershipStatus"],
  membership_start_date: ["membershipStartDate", "membershipEndDate"],
  membership_end_date: ["membershipEndDate"],
  join_date: ["joinDate"],
  date_of_birth: ["dateOfBirth"],
  status: ["status"],
  notes: ["notes"],
  add_to_notes: ["notes"],
};

/**
 * The member's fields a row changes: of the columns the file maps, those whose value differs (an e-mail in
 * any case is the same). E-mail consent: a row that says no unsubscribes a subscribed member; one that says
 * yes does not subscribe an unsubscribed one again (that is the member's own choice, decision 063).
 */
function changesOf(member: ExistingMember, row: ImportRow, mapped: Set<string>): ImportChange {
  const out: ImportChange = {};
  for (const [target, fields] of Object.entries(UPDATABLE)) {
    if (!mapped.has(target)) continue;
    for (const field of fields ?? []) {
      const next = (row as unknown as Record<string, string | null>)[field] ?? null;
      const now = member[field] ?? null;
      const same =
        field === "email"
          ? (next ?? "").toLowerCase() === (now ?? "").toString().toLowerCase()
          : next === now;
      if (!same) (out as Record<string, unknown>)[field] = next;
    }
  }
  if (row.consent === false && member.bulkMailUnsubscribedAt === null) out.bulkMailUnsubscribed = true;
  // Custom fields the file fills: those whose value differs (an empty cell leaves the member's value).
  for (const [id, value] of Object.entries(row.customFields ?? {})) {
    if (member.customFields?.[id] === value) continue;
    out.customFields = { ...out.customFields, [id]: value };
  }
  return out;
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

/** What an import did: members added and updated, and rows left out. */
export interface ImportOutcome {
  imported: number;
  updated: number;
  skipped: number;
  /** Rows whose household or payer could not be followed (the member is imported without it). */
  warnings: ImportError[];
}

/** An import under way: its check, then its outcome. */
export interface MembersImport {
  /** The file checked against the club as it is once any earlier import of the club is over. */
  checked: Promise<CheckedImport>;
  /** What was written, once committed (nothing when the check found problems and they are not skipped). */
  done: Promise<ImportOutcome>;
}

/** Whether a checked file is refused: it has problems, and they are not to be skipped. */
export function isRefused(checked: CheckedImport): boolean {
  return checked.today === null || (checked.report.errorCount > 0 && !checked.skipErrors);
}

/**
 * Imports a file (decision 012) in one audited transaction that first takes the club's lock for new members
 * and holds it to the commit: a second import of the club at the same time waits for the first, then is
 * checked against what it imported (its rows are duplicates: 422), alike on PostgreSQL and on PGlite (where
 * the one connection made it wait anyway). `checked` settles before any row is written; with problems,
 * nothing is, unless the mapping says to skip the bad rows. With a match, rows of existing members update
 * them (issue 32).
 *
 * `quiet` (decision 061; when not given: quiet for the club's first import): a member whose membership's period
 * had ended before the club's today gets a `quiet` history line for that end date, so that the daily jobs send
 * them no renewal invoice or notice for it. A club still setting up sends nothing anyway, and going live decides
 * for every member at once, so its imports write no such line.
 */
export function startMembersImport(
  db: Db,
  clubId: string,
  file: Uint8Array,
  audit: AuditContext,
  now: Date,
  onProgress: (done: number, total: number) => void,
  options: ImportOptions = {},
): MembersImport {
  let settle: { resolve: (checked: CheckedImport) => void; reject: (error: unknown) => void } | undefined;
  const checked = new Promise<CheckedImport>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const done = withAudit(db, audit, async (tx): Promise<ImportOutcome> => {
    await lockMemberCreations(tx, clubId);
    // New types' codes are picked under the club's lock for types, taken before the check picks them.
    if (options.mapping && Object.values(options.mapping.types).includes(NEW_TYPE)) {
      await lockClubForTypes(tx, clubId);
    }
    const result = await checkImportFile(tx, clubId, file, now, options);
    settle?.resolve(result);
    if (isRefused(result) || result.today === null)
      return { imported: 0, updated: 0, skipped: 0, warnings: [] };
    await createImportedTypes(tx, clubId, result.newTypes);
    moveToCreatedFields(result, await createImportedFields(tx, clubId, result.newFields));
    // Whether the club imported before: a first import is quiet unless told otherwise (decision 061).
    const [club, importedBefore] = await Promise.all([findClub(tx, clubId), hasImported(tx, clubId)]);
    const total = result.rows.length + result.updates.length;
    const ids = await insertImportRows(tx, clubId, result.rows, result.today, audit, now, (n) =>
      onProgress(n, total),
    );
    const imported = ids.length;
    for (let i = 0; i < result.updates.length; i += IMPORT_BATCH) {
      await updateImportedMembers(tx, clubId, result.updates.slice(i, i + IMPORT_BATCH), now);
      onProgress(imported + Math.min(i + IMPORT_BATCH, result.updates.length), total);
    }
    // Households after every member is written: a payer may be a member the same file brings.
    const withHousehold = [
      ...result.rows.map((row, i) => ({ row, memberId: ids[i] as string })),
      ...result.updates.map(({ row, memberId }) => ({ row, memberId })),
    ].filter(({ row }) => row.household || row.payer);
    const warnings: ImportError[] = [];
    if (withHousehold.length > 0) {
      const assigned = await assignHouseholds(
        tx,
        clubId,
        withHousehold.map(({ row, memberId }) => ({
          memberId,
          household: row.household ?? null,
          payer: row.payer ?? null,
        })),
      );
      for (const e of assigned.errors) {
        const line = withHousehold[e.index]?.row.line ?? 0;
        warnings.push({ line, column: e.field === "memberId" ? null : e.field, message: e.message });
      }
    }
    // Golf profiles (issue 35): an imported index goes to the history with the source 'import'.
    const golfProfiles = [
      ...result.rows.map((row, i) => ({ golf: row.golf, memberId: ids[i] as string })),
      ...result.updates.map(({ row, memberId }) => ({ golf: row.golf, memberId })),
    ].flatMap(({ golf, memberId }) => (golf ? [{ ...golf, memberId }] : []));
    await importGolfProfiles(tx, clubId, golfProfiles, result.today, audit.actorId);
    if (clubStatusOf(club?.status) === "active" && (options.quiet ?? !importedBefore)) {
      const touched = [...ids, ...result.updates.map((u) => u.memberId)];
      await leavePastQuiet(tx, clubId, result.today, audit.actorId, touched);
    }
    if (options.mapping && result.headersKey) {
      await saveImportMapping(tx, clubId, result.headersKey, options.mapping);
    }
    return { imported, updated: result.updates.length, skipped: result.skipped, warnings };
  });
  // A failure before the check settled (once settled, this changes nothing).
  done.catch((error: unknown) => settle?.reject(error));
  return { checked, done };
}

/**
 * Writes checked rows in the import's transaction: numbers typed in the file move the club's sequence past
 * them, the others come from the sequence in one go; members (role member) and their history rows
 * (imported) are written in batches, each batch in one statement, `onProgress` told after each. A row that
 * says no to e-mail is unsubscribed from bulk mail as it is imported. Answers the new members' ids.
 */
async function insertImportRows(
  tx: Db,
  clubId: string,
  rows: ImportRow[],
  today: string,
  audit: AuditContext,
  now: Date,
  onProgress: (done: number) => void,
): Promise<string[]> {
  const given = rows.flatMap((r) => (r.membershipNumber ? [r.membershipNumber] : []));
  if (given.length > 0) {
    const highest = highestOfPrefix(given, (await clubMembershipSettings(tx, clubId)).memberIdPrefix);
    if (highest) await reserveMembershipNumber(tx, clubId, highest);
  }
  const allocated = await allocateMembershipNumbers(tx, clubId, rows.length - given.length);
  let next = 0;
  let done = 0;
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
    const batch = rows.slice(i, i + IMPORT_BATCH).map((r) => ({
      ...r,
      membershipNumber: r.membershipNumber ?? allocated[next++] ?? null,
    }));
    // Memberships that ended by the file's dates are imported in grace or expired, as the daily job would
    // leave them (not active until its next run).
    const written = await insertMembersWithHistory(
      tx,
      clubId,
      batch.map(
        ({
          line: _line,
          consent,
          household: _household,
          payer: _payer,
          golf: _golf,
          missingRequired: _m,
          ...member
        }) => ({
          ...member,
          bulkMailUnsubscribedAt: consent === false ? now.toISOString() : null,
        }),
      ),
      { action: "imported", actorId: audit.actorId },
      today,
    );
    ids.push(...written);
    done += batch.length;
    onProgress(done);
  }
  return ids;
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

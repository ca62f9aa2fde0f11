import { CsvError, parse } from "csv-parse/sync";
import { readSheet } from "read-excel-file/node";
import {
  detectDateOrder,
  headerKey,
  type ImportDateOrder,
  type ImportMapping,
  type ImportPreview,
  NEW_TYPE,
  readDate,
  readYesNo,
  SKIP_ROW,
  suggestStatus,
  suggestTargets,
} from "../../../shared/member-import.ts";
import { IMPORT_MAX_ROWS, type ImportError, type importColumns } from "../../../shared/members.ts";
import { trimWhitespace } from "../../../shared/text.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { decodeImportText } from "./import-text.ts";

// Issue 32: another product's export, as a CSV or an XLSX file, read into rows of text and mapped to the
// import's columns (decision 063).

type Column = (typeof importColumns)[number];

/** The longest row read (as the CSV import without a mapping). */
const MAX_LINE_CHARS = 10_000;
/** A column with more distinct values than this is not offered value by value. */
const MAX_DISTINCT = 50;

/** A file's header and its rows of text, each with the line (CSV) or row (XLSX) it begins on. */
export interface Sheet {
  header: string[];
  records: { line: number; values: string[] }[];
}

export type SheetKind = "csv" | "xlsx";

/** An XLSX file (a ZIP: it begins PK\x03\x04) or a CSV one, from its first bytes. */
export function sheetKind(bytes: Uint8Array): SheetKind {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04 ? "xlsx" : "csv";
}

const fileError = (message: string, line = 1): ImportError => ({ line, column: null, message });

/** A cell of a spreadsheet as text: dates as YYYY-MM-DD, numbers as written, true/false as yes/no. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/**
 * Reads the file into its header and rows; a problem with the file as a whole (empty, unreadable, no row,
 * too many rows) instead. CSV: comma or semicolon separated (as spreadsheets in much of Europe save it), UTF-8.
 */
export async function readImportSheet(
  bytes: Uint8Array,
  kind: SheetKind,
): Promise<{ sheet: Sheet } | { fileError: ImportError }> {
  const errors = t("errors").import;
  let rows: { line: number; values: string[] }[] = [];
  if (kind === "xlsx") {
    try {
      const data = await readSheet(Buffer.from(bytes));
      rows = data.map((row, i) => ({ line: i + 1, values: row.map(cellText) }));
    } catch {
      return { fileError: fileError(errors.unreadableXlsx) };
    }
  } else {
    const text = decodeImportText(bytes);
    const firstLine = text.slice(0, text.indexOf("\n") >>> 0);
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
    let lastLine = 0;
    try {
      parse(text, {
        delimiter,
        relax_quotes: true,
        max_record_size: MAX_LINE_CHARS,
        relax_column_count: true,
        skip_empty_lines: true,
        on_record: (record: string[], context) => {
          const endLine = Number(context.lines);
          const breaks = record.reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0);
          lastLine = endLine;
          if (rows.length > IMPORT_MAX_ROWS + 1) throw new RangeError("too many rows");
          rows.push({ line: endLine - breaks, values: record });
          return null;
        },
      });
    } catch (error) {
      if (error instanceof RangeError) {
        return { fileError: fileError(errors.tooManyRows(IMPORT_MAX_ROWS, lastLine), lastLine) };
      }
      if (error instanceof CsvError) {
        const line = Math.max(1, Number(error.lines) || lastLine + 1);
        return { fileError: fileError(errors.unreadableLine(line, error.message), line) };
      }
      throw error;
    }
  }
  const [head, ...body] = rows.filter((r) => r.values.some((v) => v.trim() !== ""));
  if (!head) return { fileError: fileError(errors.emptyFile("")) };
  const header = head.values.map((v) => v.trim());
  while (header.length > 0 && header[header.length - 1] === "") header.pop();
  if (body.length === 0) return { fileError: fileError(errors.noMembers, 2) };
  if (body.length > IMPORT_MAX_ROWS) {
    const line = body[IMPORT_MAX_ROWS]?.line ?? 1;
    return { fileError: fileError(errors.tooManyRows(IMPORT_MAX_ROWS, line), line) };
  }
  return { sheet: { header, records: body } };
}

/** The key a file's headers are saved and found again under (their order and names, as compared). */
export function headersKey(header: readonly string[]): string {
  return header.map(headerKey).join("\u001f");
}

/** The preview of a file: its columns with suggested targets, samples, distinct values and date orders. */
export function previewSheet(
  sheet: Sheet,
  saved: ImportMapping | null,
  fields: readonly SheetField[] = [],
): ImportPreview {
  const suggested = suggestTargets(sheet.header);
  // A column headed as one of the club's custom fields is suggested for it, unless it names one of ours.
  const fieldByLabel = new Map(fields.map((f) => [headerKey(f.label), f.id]));
  const known = new Set(fields.map((f) => f.id));
  const columns = sheet.header.map((header, i) => {
    const savedColumn = saved?.columns[i];
    const byLabel = fieldByLabel.get(headerKey(header));
    const own = suggested[i] ?? "ignore";
    let target = savedColumn?.target ?? (byLabel && own === "add_to_notes" ? "custom_field" : own);
    let field: string | null =
      target === "custom_field" ? ((savedColumn ? savedColumn.field : byLabel) ?? null) : null;
    // A saved mapping's field the club has since deleted: the column is suggested anew.
    if (target === "custom_field" && (field === null || !known.has(field))) {
      target = byLabel ? "custom_field" : own;
      field = byLabel ?? null;
    }
    const values = sheet.records.map((r) => r.values[i] ?? "");
    const counts = new Map<string, number>();
    for (const v of values) {
      const k = v.trim().toLowerCase();
      counts.set(k, (counts.get(k) ?? 0) + 1);
      if (counts.size > MAX_DISTINCT) break;
    }
    return {
      header,
      suggested: target,
      field,
      samples: values.filter((v) => v.trim() !== "").slice(0, 3),
      distinct:
        counts.size > MAX_DISTINCT
          ? null
          : [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count),
      dateOrder: detectDateOrder(values.slice(0, 2000)),
    };
  });
  return { rows: sheet.records.length, columns, saved };
}

/** A custom member field as the import reads a column into it (decision 064). */
export interface SheetField {
  id: string;
  label: string;
  type: string;
}

/** The key a column mapped to a new custom field is kept under until the field is created. */
export const NEW_FIELD_PREFIX = "new:";
export const newFieldKey = (header: string) => `${NEW_FIELD_PREFIX}${header}`;

/** A row's golf profile as the file writes it (checked with the row). */
export interface ImportedGolfCells {
  handicapIndex?: string;
  homeClub?: string;
  associationPlayerId?: string;
  teeGender?: string;
}

const GOLF_CELLS = {
  handicap_index: "handicapIndex",
  home_club: "homeClub",
  association_player_id: "associationPlayerId",
  tee_gender: "teeGender",
} as const;

/** A row of the file mapped to the import's columns, with what the columns beyond them say. */
export interface MappedRow {
  line: number;
  values: Partial<Record<Column, string>>;
  extraValues: number;
  /** Its membership type is mapped to SKIP_ROW: not a member. */
  skip: boolean;
  /** Its membership type is mapped to NEW_TYPE: the type to create, named as the file writes it. */
  newType?: string;
  /** E-mail consent, where a column gives it (yes/no). */
  consent?: boolean;
  /** Lines to add to the notes ("Locker: 42"). */
  noteLines: string[];
  /** The household it is in (a name), and who pays for it (a membership number or e-mail): decision 062. */
  household?: string;
  payer?: string;
  /** The golf profile's cells (issue 35): index, home club, national player id, gender for tees. */
  golf?: ImportedGolfCells;
  /** Custom fields' cells by field id (or `newFieldKey`), dates of date fields read as YYYY-MM-DD. */
  custom: Record<string, string>;
}

const DATE_COLUMNS = new Set<string>([
  "membership_start_date",
  "membership_end_date",
  "join_date",
  "date_of_birth",
]);

/**
 * The rows of a file as the mapping reads them: each column to its target, status and type values through
 * their maps, dates in the file's order written YYYY-MM-DD (a date that is not read is left as written, for
 * the check to name). A mapping whose columns are not the file's is refused (400).
 */
export function mapSheet(
  sheet: Sheet,
  mapping: ImportMapping,
  clubOrder: ImportDateOrder,
  fields: readonly SheetField[] = [],
): MappedRow[] {
  const texts = t("errors").import;
  if (
    mapping.columns.length !== sheet.header.length ||
    mapping.columns.some((c, i) => headerKey(c.header) !== headerKey(sheet.header[i] ?? ""))
  ) {
    throw new AppError("BAD_REQUEST", texts.mappingNotForFile);
  }
  const targets = new Set<string>();
  const fieldTypes = new Map(fields.map((f) => [f.id, f.type]));
  for (const c of mapping.columns) {
    if (c.target === "ignore" || c.target === "add_to_notes" || c.target === "new_custom_field") continue;
    if (c.target === "custom_field") {
      if (!c.field || !fieldTypes.has(c.field)) {
        throw new AppError("BAD_REQUEST", texts.unknownMemberField(c.header));
      }
      const label = fields.find((f) => f.id === c.field)?.label ?? c.header;
      if (targets.has(`field:${c.field}`)) throw new AppError("BAD_REQUEST", texts.mappedTwice(label));
      targets.add(`field:${c.field}`);
      continue;
    }
    if (targets.has(c.target)) throw new AppError("BAD_REQUEST", texts.mappedTwice(c.target));
    targets.add(c.target);
  }
  const order = mapping.dateOrder ?? clubOrder;
  const statuses = new Map(Object.entries(mapping.statuses).map(([k, v]) => [k.trim().toLowerCase(), v]));
  const types = new Map(Object.entries(mapping.types).map(([k, v]) => [k.trim().toLowerCase(), v]));
  return sheet.records.map(({ line, values: cells }) => {
    const row: MappedRow = { line, values: {}, extraValues: 0, skip: false, noteLines: [], custom: {} };
    cells.forEach((cell, i) => {
      const column = mapping.columns[i];
      const value = cell.trim();
      if (!column) {
        if (value !== "") row.extraValues++;
        return;
      }
      switch (column.target) {
        case "ignore":
          return;
        case "add_to_notes":
          if (value !== "") row.noteLines.push(`${column.header}: ${value}`);
          return;
        case "custom_field": {
          const id = column.field as string;
          row.custom[id] =
            fieldTypes.get(id) === "date" && value !== "" ? (readDate(value, order) ?? value) : value;
          return;
        }
        case "new_custom_field":
          row.custom[newFieldKey(column.header)] = value;
          return;
        case "email_consent":
          row.consent = readYesNo(value);
          return;
        case "household":
          if (value !== "") row.household = value;
          return;
        case "payer":
          if (value !== "") row.payer = value;
          return;
        case "handicap_index":
        case "home_club":
        case "association_player_id":
        case "tee_gender":
          if (value !== "") row.golf = { ...row.golf, [GOLF_CELLS[column.target]]: value };
          return;
        case "membership_status":
          row.values.membership_status = statuses.get(value.toLowerCase()) ?? suggestStatus(value) ?? value;
          return;
        case "membership_type": {
          const type = types.get(value.toLowerCase());
          if (type === SKIP_ROW) row.skip = true;
          if (type === NEW_TYPE && !row.skip) {
            // The row names the type as it will be called: one space between words, at most 50 characters.
            row.newType = trimWhitespace(value).replace(/\s+/g, " ").slice(0, 50);
            row.values.membership_type = row.newType;
          } else row.values.membership_type = type && type !== SKIP_ROW ? type : value;
          return;
        }
        default:
          row.values[column.target] =
            DATE_COLUMNS.has(column.target) && value !== "" ? (readDate(value, order) ?? value) : cell;
      }
    });
    return row;
  });
}

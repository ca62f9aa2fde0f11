import type { DateFormat } from "../../../shared/formats.ts";
import {
  headerKey,
  type ImportDateOrder,
  type ImportMappingInput,
  type ImportMatch,
  type ImportPreview,
  type ImportTarget,
  NEW_TYPE,
  SKIP_ROW,
  suggestStatus,
} from "../../../shared/member-import.ts";
import type { MembershipStatus } from "../../../shared/member-statuses.ts";
import type { ImportReport } from "../../../shared/members.ts";

/*
 * The import's mapping step (issue 32) without React: what the dialog fills in from the preview, what it
 * checks before the dry run, and the mapping it sends. Unit-tested in import-mapping.test.ts.
 */

/** A membership type as the mapping needs it. */
export interface TypeChoice {
  code: string;
  name: string;
  /** A type no longer offered (its members keep it). */
  active?: boolean;
}

/** The dialog's choices. Value choices are kept by value, so they survive a column chosen again. */
export interface MappingDraft {
  /** One per column of the file, in its order. */
  targets: ImportTarget[];
  /** Per column: the custom field (its id) a `custom_field` column fills, else null. */
  fields: (string | null)[];
  /** The status column's values chosen by hand (or saved); the rest follow `suggestStatus`. */
  statuses: Record<string, MembershipStatus>;
  /** The type column's values chosen by hand (or saved): a type's code, SKIP_ROW or NEW_TYPE. */
  types: Record<string, string>;
  dateOrder: ImportDateOrder;
  match: ImportMatch;
  skipErrors: boolean;
}

export const DATE_TARGETS: readonly ImportTarget[] = [
  "membership_start_date",
  "membership_end_date",
  "join_date",
  "date_of_birth",
];

/** Targets that several columns may share: a line of the notes each, a new field each, or nothing. */
const SHARED_TARGETS: readonly string[] = ["add_to_notes", "new_custom_field", "ignore"];

/** A column's choice as its Select holds it: the target, or `field:<id>` for a custom field. */
export function choiceOf(target: ImportTarget, field: string | null | undefined): string {
  return target === "custom_field" && field ? `field:${field}` : target;
}

/** A Select's choice back as the target and its custom field. */
export function targetOf(choice: string): { target: ImportTarget; field: string | null } {
  if (choice.startsWith("field:")) return { target: "custom_field", field: choice.slice("field:".length) };
  return { target: choice as ImportTarget, field: null };
}

/** The order of a date written 03/04/2025 in the club's own format (day first unless the club is month first). */
export function clubDateOrder(format: DateFormat): ImportDateOrder {
  return format === "MM/DD/YYYY" ? "MDY" : "DMY";
}

/** The order the file's mapped date columns show by themselves (one with a day past 12), if any. */
function detectedDateOrder(
  preview: ImportPreview,
  targets: readonly ImportTarget[],
): ImportDateOrder | undefined {
  for (const [i, column] of preview.columns.entries()) {
    const target = targets[i];
    if (!target || !DATE_TARGETS.includes(target)) continue;
    if (column.dateOrder === "DMY" || column.dateOrder === "MDY") return column.dateOrder;
  }
  return undefined;
}

/**
 * The first choices: the club's saved mapping where it names the same column at the same place, else the
 * server's suggestion; the saved values, date order, match and skipErrors; else the defaults.
 */
export function firstDraft(preview: ImportPreview, dateFormat: DateFormat): MappingDraft {
  const saved = preview.saved;
  const chosen = preview.columns.map((column, i) => {
    const kept = saved?.columns[i];
    // The server checked the saved mapping's field against the club's fields: its suggestion says.
    return kept && kept.header === column.header && kept.target !== "custom_field"
      ? { target: kept.target, field: null }
      : { target: column.suggested, field: column.field };
  });
  const targets = chosen.map((c) => c.target);
  return {
    targets,
    fields: chosen.map((c) => c.field),
    statuses: { ...saved?.statuses },
    types: { ...saved?.types },
    dateOrder: saved?.dateOrder ?? detectedDateOrder(preview, targets) ?? clubDateOrder(dateFormat),
    match: saved?.match ?? "none",
    skipErrors: saved?.skipErrors ?? false,
  };
}

/**
 * Our fields chosen for more than one column (notes lines, new fields and ignored columns may repeat), as
 * `choiceOf` writes them.
 */
export function repeatedTargets(targets: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const target of targets) {
    if (SHARED_TARGETS.includes(target)) continue;
    if (seen.has(target)) twice.add(target);
    seen.add(target);
  }
  return twice;
}

/** The (first) column of the file chosen as `target`, or undefined. */
export function columnFor(
  preview: ImportPreview,
  targets: readonly ImportTarget[],
  target: ImportTarget,
): ImportPreview["columns"][number] | undefined {
  const i = targets.indexOf(target);
  return i < 0 ? undefined : preview.columns[i];
}

/** Whether a mapped date column leaves the order of its dates open (03/04/2025 and no day past 12). */
export function asksDateOrder(preview: ImportPreview, targets: readonly ImportTarget[]): boolean {
  return preview.columns.some((column, i) => {
    const target = targets[i];
    return target !== undefined && DATE_TARGETS.includes(target) && column.dateOrder === "ambiguous";
  });
}

/** Our status for a value of the file's status column: chosen, else its words, else active. */
export function statusFor(draft: MappingDraft, value: string): MembershipStatus {
  return draft.statuses[value] ?? suggestStatus(value) ?? "active";
}

/**
 * What a value of the file's type column becomes: chosen (a type the club has, SKIP_ROW or NEW_TYPE), else the type
 * whose name or code it is, else SKIP_ROW for an empty value; undefined when the person must choose.
 */
export function typeFor(
  draft: MappingDraft,
  value: string,
  types: readonly TypeChoice[],
): string | undefined {
  const chosen = draft.types[value];
  if (chosen === SKIP_ROW || chosen === NEW_TYPE) return chosen;
  if (chosen !== undefined && types.some((t) => t.code === chosen)) return chosen;
  const key = headerKey(value);
  if (key === "") return SKIP_ROW;
  return types.find((t) => headerKey(t.name) === key || headerKey(t.code) === key)?.code;
}

/** The status column's values to map (an empty value is left to the dates), or null when there are over 50. */
export function statusValues(
  preview: ImportPreview,
  targets: readonly ImportTarget[],
): { value: string; count: number }[] | null | undefined {
  const column = columnFor(preview, targets, "membership_status");
  if (!column) return undefined;
  return column.distinct ? column.distinct.filter((d) => d.value !== "") : null;
}

/** The type column's values to map (the empty value too), or null when there are over 50. */
export function typeValues(
  preview: ImportPreview,
  targets: readonly ImportTarget[],
): { value: string; count: number }[] | null | undefined {
  const column = columnFor(preview, targets, "membership_type");
  if (!column) return undefined;
  return column.distinct;
}

/** The type column's values still without a choice. */
export function unchosenTypes(
  preview: ImportPreview,
  draft: MappingDraft,
  types: readonly TypeChoice[],
): string[] {
  return (typeValues(preview, draft.targets) ?? [])
    .map((d) => d.value)
    .filter((value) => typeFor(draft, value, types) === undefined);
}

/**
 * The mapping sent with the dry run and the import: every column with its target, the status and type
 * column's values, the date order when the dates need one.
 */
export function mappingOf(
  preview: ImportPreview,
  draft: MappingDraft,
  types: readonly TypeChoice[],
): ImportMappingInput {
  const statuses: Record<string, MembershipStatus> = {};
  for (const { value } of statusValues(preview, draft.targets) ?? [])
    statuses[value] = statusFor(draft, value);
  const typeMap: Record<string, string> = {};
  for (const { value } of typeValues(preview, draft.targets) ?? []) {
    const type = typeFor(draft, value, types);
    if (type !== undefined) typeMap[value] = type;
  }
  const dateOrder = asksDateOrder(preview, draft.targets)
    ? draft.dateOrder
    : detectedDateOrder(preview, draft.targets);
  return {
    columns: preview.columns.map((column, i) => {
      const target = draft.targets[i] ?? "ignore";
      const field = draft.fields[i];
      return {
        header: column.header,
        target,
        ...(target === "custom_field" && field ? { field } : {}),
      };
    }),
    ...(dateOrder ? { dateOrder } : {}),
    statuses,
    types: typeMap,
    match: draft.match,
    skipErrors: draft.skipErrors,
  };
}

/** How many members the import adds or updates, as the dry run counted them. */
export function importCount(report: ImportReport): number {
  if (!report.outcomes) return report.valid;
  return (report.outcomes.new ?? 0) + (report.outcomes.updated ?? 0);
}

/** The rows with errors: neither valid nor skipped as not members. */
export function badRowCount(report: ImportReport): number {
  return report.rows - report.valid - (report.outcomes?.skipped ?? 0);
}

/** Whether the checked file may be imported: something to add or update, and no bad row unless skipped. */
export function canImport(report: ImportReport, skipErrors: boolean): boolean {
  return importCount(report) > 0 && (report.errorCount === 0 || skipErrors);
}

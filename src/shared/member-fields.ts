import { z } from "zod";
import { isCalendarDate, isDateInRange } from "./calendar-date.ts";
import { sharedMessages } from "./i18n/current.ts";
import { message } from "./i18n/zod.ts";
import { lineText, text, trimWhitespace } from "./text.ts";

/*
 * Custom member fields (issue 32 §2, decision 064): fields a club defines in its membership settings, whose
 * values each member row holds in `members.custom_fields` (a JSON object keyed by the field's id). One check of
 * values against the club's definitions (`checkCustomFieldValues`), used by the server and the member form, and
 * one reading of a file's text (`customFieldValueFromText`), for the import.
 */

export const memberFieldTypes = ["text", "number", "date", "choice", "yes_no"] as const;
export type MemberFieldType = (typeof memberFieldTypes)[number];

/** Who sees a field's value: the staff only, or the member too (on their own record and home). */
export const memberFieldVisibilities = ["staff", "members"] as const;
export type MemberFieldVisibility = (typeof memberFieldVisibilities)[number];

/** The most fields a club defines. */
export const MEMBER_FIELDS_MAX = 30;
export const MEMBER_FIELD_LABEL_MAX = 60;
/** The most choices of a choice field, and the longest choice. */
export const MEMBER_FIELD_CHOICES_MAX = 50;
export const MEMBER_FIELD_CHOICE_MAX = 60;
/** The longest text value. */
export const MEMBER_FIELD_TEXT_MAX = 500;
/** The largest number value, either side of 0. */
export const MEMBER_FIELD_NUMBER_MAX = 1_000_000_000_000;
/** The most custom field filters of one list or export request. */
export const MEMBER_FIELD_FILTERS_MAX = 5;

/** A value as it is stored and answered: text, date (YYYY-MM-DD) and choice are strings; yes/no is a boolean. */
export type MemberFieldValue = string | number | boolean;
/** A member's values by field id. */
export type MemberFieldValues = Record<string, MemberFieldValue>;

export const memberFieldValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export const memberFieldValuesSchema = z.record(z.string(), memberFieldValueSchema);

/** A field as the API answers it. */
export const memberFieldSchema = z.object({
  id: z.string(),
  /** Stable for the club export's columns: made from the first label, kept when the label changes. */
  key: z.string(),
  label: z.string(),
  type: z.enum(memberFieldTypes),
  /** The choices of a choice field, in their order; empty for the other types. */
  choices: z.array(z.string()),
  required: z.boolean(),
  visibility: z.enum(memberFieldVisibilities),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberField = z.infer<typeof memberFieldSchema>;

/** `GET /member-fields`: the club's fields in their order (a member sees the fields visible to members only). */
export const memberFieldListSchema = z.object({ fields: z.array(memberFieldSchema) });
export type MemberFieldList = z.infer<typeof memberFieldListSchema>;

const labelSchema = lineText(
  "fieldLabel",
  message((m) => m.memberFields.labelRequired),
)
  .min(
    1,
    message((m) => m.memberFields.labelRequired),
  )
  .max(
    MEMBER_FIELD_LABEL_MAX,
    message((m) => m.memberFields.labelTooLong(MEMBER_FIELD_LABEL_MAX)),
  );

const choicesSchema = z
  .array(
    lineText(
      "fieldChoice",
      message((m) => m.memberFields.choiceRequired),
    )
      .min(
        1,
        message((m) => m.memberFields.choiceRequired),
      )
      .max(
        MEMBER_FIELD_CHOICE_MAX,
        message((m) => m.memberFields.choiceTooLong(MEMBER_FIELD_CHOICE_MAX)),
      ),
    message((m) => m.memberFields.choices(MEMBER_FIELD_CHOICES_MAX)),
  )
  .max(
    MEMBER_FIELD_CHOICES_MAX,
    message((m) => m.memberFields.choices(MEMBER_FIELD_CHOICES_MAX)),
  )
  .refine(
    (choices) => new Set(choices.map((c) => c.toLowerCase())).size === choices.length,
    message((m) => m.memberFields.choicesTwice),
  );

const requiredSchema = z.boolean(message((m) => m.memberFields.required));
const visibilitySchema = z.enum(
  memberFieldVisibilities,
  message((m) => m.memberFields.visibility),
);

/** `POST /member-fields`: a new field, last in the order. A choice field needs its choices. */
export const memberFieldInputSchema = z
  .object({
    label: labelSchema,
    type: z.enum(
      memberFieldTypes,
      message((m) => m.memberFields.type),
    ),
    choices: choicesSchema.default([]),
    required: requiredSchema.default(false),
    visibility: visibilitySchema.default("staff"),
  })
  .refine((v) => v.type !== "choice" || v.choices.length > 0, {
    ...message((m) => m.memberFields.choicesNeeded),
    path: ["choices"],
  })
  .transform((v) => ({ ...v, choices: v.type === "choice" ? v.choices : [] }));
export type MemberFieldInput = z.input<typeof memberFieldInputSchema>;

/** `PATCH /member-fields/{id}`: its label, choices (of a choice field), required and visibility; never its type. */
export const memberFieldUpdateSchema = z
  .object({
    label: labelSchema.optional(),
    choices: choicesSchema.optional(),
    required: requiredSchema.optional(),
    visibility: visibilitySchema.optional(),
  })
  .refine(
    (v) => Object.keys(v).length > 0,
    message((m) => m.sayWhatToChange),
  );
export type MemberFieldUpdate = z.input<typeof memberFieldUpdateSchema>;

/** `PUT /member-fields/order`: every field's id, in the new order. */
export const memberFieldOrderSchema = z.object({
  ids: z.array(text().max(100)).max(MEMBER_FIELDS_MAX),
});

/**
 * The `customFields` of a member's create or update: values by field id. null (or empty text) clears a value;
 * fields left out keep theirs (a new member has none).
 */
export const memberFieldValuesInputSchema = z
  .record(text().max(100), z.union([text(), z.number(), z.boolean(), z.null()]))
  .refine(
    (v) => Object.keys(v).length <= MEMBER_FIELDS_MAX,
    message((m) => m.memberFields.tooMany(MEMBER_FIELDS_MAX)),
  );

/** The definition a value is checked against. */
export type MemberFieldDefinition = Pick<MemberField, "id" | "label" | "type" | "choices" | "required">;

/** A check's failure: the field's path (`customFields.<id>`) and the sentence naming the field. */
export interface MemberFieldError {
  path: string;
  message: string;
}

type Checked = { ok: true; value: MemberFieldValue | null } | { ok: false; message: string };

function fieldMessages() {
  return sharedMessages("validation").memberFields;
}

/** A choice as defined, matched in any case; undefined when the field has no such choice. */
function choiceOf(field: Pick<MemberFieldDefinition, "choices">, value: string): string | undefined {
  const lower = value.toLowerCase();
  return field.choices.find((c) => c.toLowerCase() === lower);
}

/** One value (as a form or JSON gives it) checked against its field: the value to store, null for none. */
export function checkMemberFieldValue(field: MemberFieldDefinition, given: unknown): Checked {
  const m = fieldMessages();
  if (given === null || given === undefined) return { ok: true, value: null };
  if (typeof given === "string") {
    const value = trimWhitespace(given);
    if (value === "") return { ok: true, value: null };
    // Text arrives from forms and files: read it as the field's type.
    if (field.type !== "text" && field.type !== "choice") return customFieldValueFromText(field, value);
    if (field.type === "choice") {
      const choice = choiceOf(field, value);
      return choice === undefined
        ? { ok: false, message: m.notAChoice(field.label, field.choices.slice(0, 5).join(", ")) }
        : { ok: true, value: choice };
    }
    if (value.length > MEMBER_FIELD_TEXT_MAX)
      return { ok: false, message: m.textTooLong(field.label, MEMBER_FIELD_TEXT_MAX) };
    if (value.includes("\u0000"))
      return { ok: false, message: sharedMessages("validation").hiddenCharacters };
    return { ok: true, value };
  }
  if (typeof given === "number" && field.type === "number") {
    return Number.isFinite(given) && Math.abs(given) <= MEMBER_FIELD_NUMBER_MAX
      ? { ok: true, value: given }
      : { ok: false, message: m.notANumber(field.label) };
  }
  if (typeof given === "boolean" && field.type === "yes_no") return { ok: true, value: given };
  switch (field.type) {
    case "number":
      return { ok: false, message: m.notANumber(field.label) };
    case "yes_no":
      return { ok: false, message: m.notYesNo(field.label) };
    case "date":
      return { ok: false, message: m.notADate(field.label) };
    case "choice":
      return { ok: false, message: m.notAChoice(field.label, field.choices.slice(0, 5).join(", ")) };
    default:
      return { ok: false, message: m.notText(field.label) };
  }
}

const YES = new Set(["yes", "y", "true", "1", "ja", "j", "oui", "o", "sí", "si", "x", "✓"]);
const NO = new Set(["no", "n", "false", "0", "nein", "non"]);

/**
 * One text of a file (or a form) read as a value of `field`, for the import: text as it is (at most
 * MEMBER_FIELD_TEXT_MAX characters); a number with a point or a comma for its decimals; a date as YYYY-MM-DD; a
 * choice of the field in any case (answered as defined); yes/no in our four languages (yes, no, true, false,
 * 1, 0, ja, nein, oui, non, sí). Empty text is no value (null).
 */
export function customFieldValueFromText(
  field: MemberFieldDefinition,
  raw: string,
): { ok: true; value: MemberFieldValue | null } | { ok: false; message: string } {
  const m = fieldMessages();
  const value = trimWhitespace(raw);
  if (value === "") return { ok: true, value: null };
  switch (field.type) {
    case "text":
    case "choice":
      return checkMemberFieldValue(field, value);
    case "number": {
      const normal = value.replace(/\s/g, "").replace(",", ".");
      const n = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : Number.NaN;
      return Number.isFinite(n) && Math.abs(n) <= MEMBER_FIELD_NUMBER_MAX
        ? { ok: true, value: n }
        : { ok: false, message: m.notANumber(field.label) };
    }
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value) && isDateInRange(value)
        ? { ok: true, value }
        : { ok: false, message: m.notADate(field.label) };
    case "yes_no": {
      const lower = value.toLowerCase();
      if (YES.has(lower)) return { ok: true, value: true };
      if (NO.has(lower)) return { ok: true, value: false };
      return { ok: false, message: m.notYesNo(field.label) };
    }
  }
}

/**
 * A member's values after `given` (values by field id, as a request or the form gives them) is applied to
 * `current` (their values now; none for a new member), checked against the club's `fields`: every value of its
 * type, every required field filled, no unknown field. `errors` names each failing field (`customFields.<id>`).
 * Values of fields the club no longer has are dropped.
 */
export function checkCustomFieldValues(
  fields: readonly MemberFieldDefinition[],
  given: Record<string, unknown>,
  current: MemberFieldValues = {},
): { values: MemberFieldValues; errors: MemberFieldError[] } {
  const m = fieldMessages();
  const byId = new Map(fields.map((f) => [f.id, f]));
  const errors: MemberFieldError[] = [];
  const values: MemberFieldValues = {};
  for (const field of fields) {
    const held = current[field.id];
    if (held !== undefined) values[field.id] = held;
  }
  for (const [id, raw] of Object.entries(given)) {
    const field = byId.get(id);
    if (!field) {
      errors.push({ path: `customFields.${id}`, message: m.unknownField });
      continue;
    }
    const checked = checkMemberFieldValue(field, raw);
    if (!checked.ok) errors.push({ path: `customFields.${id}`, message: checked.message });
    else if (checked.value === null) delete values[id];
    else values[id] = checked.value;
  }
  for (const field of fields) {
    const path = `customFields.${field.id}`;
    if (field.required && values[field.id] === undefined && !errors.some((e) => e.path === path)) {
      errors.push({ path, message: m.requiredValue(field.label) });
    }
  }
  return { values, errors };
}

/** A value as a person reads it (the record, the list, the CSV export): yes/no in the language in use. */
export function memberFieldValueText(value: MemberFieldValue | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") {
    const labels = sharedMessages("labels").yesNo;
    return value ? labels.yes : labels.no;
  }
  return String(value);
}

/** A key for the club export's columns from a field's label: lower case, a-z, 0-9 and underscores. */
export function memberFieldKey(label: string): string {
  const key = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 40);
  return key || "field";
}

/*
 * The list's and the export's filters on custom fields: `cf` is a JSON object of field ids and values
 * (`{"<id>":"Gold","<id2>":"3..13"}`; JSON, as the import's mapping, decision 063, so that no value needs an
 * escape of ours). A choice or yes/no field matches its value exactly (yes/no: yes or no), a text field contains
 * it (any case), a number or date field equals it, or lies in `<from>..<to>` (both included; either side may be
 * empty).
 */
export interface MemberFieldFilter {
  fieldId: string;
  value: string;
}

/** The longest `cf`. */
export const MEMBER_FIELD_FILTERS_TEXT_MAX = 2000;

function filtersOf(json: string): MemberFieldFilter[] | null {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed);
    if (!entries.every(([, v]) => typeof v === "string" || typeof v === "number" || typeof v === "boolean"))
      return null;
    return entries.map(([fieldId, v]) => ({
      fieldId: fieldId.trim().toLowerCase(),
      value: typeof v === "boolean" ? (v ? "yes" : "no") : String(v),
    }));
  } catch {
    return null;
  }
}

export const memberFieldFiltersSchema = text()
  .max(
    MEMBER_FIELD_FILTERS_TEXT_MAX,
    message((m) => m.memberFields.filterForm),
  )
  .transform((v, ctx): MemberFieldFilter[] => {
    const filters = filtersOf(v);
    if (!filters) {
      ctx.addIssue({ code: "custom", ...message((m) => m.memberFields.filterForm) });
      return z.NEVER;
    }
    if (filters.length > MEMBER_FIELD_FILTERS_MAX) {
      ctx.addIssue({ code: "custom", ...message((m) => m.memberFields.filters(MEMBER_FIELD_FILTERS_MAX)) });
      return z.NEVER;
    }
    return filters;
  });

/** Filters as the query string's `cf` writes them (none: undefined). */
export function memberFieldFiltersParam(filters: readonly MemberFieldFilter[]): string | undefined {
  if (filters.length === 0) return undefined;
  return JSON.stringify(Object.fromEntries(filters.map((f) => [f.fieldId, f.value])));
}

/** A filter read against its field: what the database compares, or the message of a value of the wrong type. */
export type MemberFieldCondition =
  | { kind: "equals"; value: MemberFieldValue }
  | { kind: "contains"; value: string }
  | { kind: "range"; from: number | string | null; to: number | string | null };

export function memberFieldCondition(
  field: MemberFieldDefinition,
  value: string,
): { ok: true; condition: MemberFieldCondition } | { ok: false; message: string } {
  if (field.type === "text") {
    const term = trimWhitespace(value);
    return term === ""
      ? { ok: false, message: fieldMessages().filterValue(field.label) }
      : { ok: true, condition: { kind: "contains", value: term.slice(0, MEMBER_FIELD_TEXT_MAX) } };
  }
  if ((field.type === "number" || field.type === "date") && value.includes("..")) {
    const [fromText = "", toText = ""] = value.split("..");
    const from = customFieldValueFromText(field, fromText);
    const to = customFieldValueFromText(field, toText);
    if (!from.ok) return from;
    if (!to.ok) return to;
    if (from.value === null && to.value === null)
      return { ok: false, message: fieldMessages().filterValue(field.label) };
    return {
      ok: true,
      condition: {
        kind: "range",
        from: from.value as number | string | null,
        to: to.value as number | string | null,
      },
    };
  }
  const read = customFieldValueFromText(field, value);
  if (!read.ok) return read;
  if (read.value === null) return { ok: false, message: fieldMessages().filterValue(field.label) };
  return { ok: true, condition: { kind: "equals", value: read.value } };
}

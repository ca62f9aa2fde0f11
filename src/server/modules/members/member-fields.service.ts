import type { SQL } from "drizzle-orm";
import { isUuid } from "../../../shared/ids.ts";
import {
  checkCustomFieldValues,
  customFieldValueFromText,
  MEMBER_FIELDS_MAX,
  type MemberField,
  type MemberFieldFilter,
  type MemberFieldList,
  type MemberFieldValues,
  memberFieldCondition,
  type memberFieldInputSchema,
  memberFieldKey,
  type memberFieldUpdateSchema,
} from "../../../shared/member-fields.ts";
import { can, type Role } from "../../../shared/permissions.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused, uniqueViolationAs, validationFailed } from "../../errors.ts";
import { uuidParam } from "../../http/ids.ts";
import { t } from "../../i18n.ts";
import {
  countHolders,
  deleteMemberFieldRow,
  fieldCondition,
  findFieldLabelled,
  findMemberField,
  insertMemberField,
  listMemberFields,
  lockMemberField,
  lockMemberFields,
  type MemberFieldRow,
  removeFieldValues,
  setFieldPositions,
  updateMemberFieldRow,
} from "./member-fields.repository.ts";

/*
 * Custom member fields (issue 32 §2, decision 064): the club's owner and admins define them in the membership
 * settings; staff fill them on the member form; the list filters on them; the member sees those visible to
 * members. Each change is one audited transaction; deleting a field removes its values from every member.
 */

export type { MemberFieldRow } from "./member-fields.repository.ts";

const texts = () => t("errors").memberFields;
export const MEMBER_FIELD_NOT_FOUND = () => texts().notFound;
export const MEMBER_FIELDS_DENIED = () => texts().denied;

type FieldInput = ReturnType<typeof memberFieldInputSchema.parse>;
type FieldUpdate = ReturnType<typeof memberFieldUpdateSchema.parse>;

export function toMemberFieldView(row: MemberFieldRow): MemberField {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    type: row.type,
    choices: row.choices,
    required: row.required,
    visibility: row.visibility,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether the role sees every field (staff who manage members), or only those visible to members. */
export function seesStaffFields(role: Role): boolean {
  return can(role, "members.manage");
}

/** The club's fields a role sees, in their order. */
export function memberFieldsFor(db: Db, clubId: string, role: Role): Promise<MemberFieldRow[]> {
  return listMemberFields(db, clubId, !seesStaffFields(role));
}

/** The club's fields in their order (the export, the filters). */
export function clubMemberFields(db: Db, clubId: string): Promise<MemberFieldRow[]> {
  return listMemberFields(db, clubId);
}

/** `GET /member-fields`: staff read every field; a member those visible to members. */
export async function listClubMemberFields(
  db: Db,
  access: { clubId: string; role: Role },
): Promise<MemberFieldList> {
  const rows = await memberFieldsFor(db, access.clubId, access.role);
  return { fields: rows.map(toMemberFieldView) };
}

function duplicateLabel(): AppError {
  const message = texts().duplicateLabel;
  return new AppError("CONFLICT", message, { fields: [{ path: "label", message }] });
}

function labelConflict<T>(work: Promise<T>): Promise<T> {
  return uniqueViolationAs(work, "member_fields_club_label_idx", duplicateLabel);
}

/** `key`, or `key_2`, `key_3`, … : the first no field of the club has. */
function uniqueKey(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** `POST /member-fields`: a new field, last in the order. */
export async function createMemberField(
  db: Db,
  clubId: string,
  input: FieldInput,
  audit: AuditContext,
): Promise<MemberField> {
  return labelConflict(
    withAudit(db, audit, async (tx) => {
      const fields = await lockMemberFields(tx, clubId);
      if (fields.length >= MEMBER_FIELDS_MAX)
        throw new AppError("CONFLICT", texts().tooMany(MEMBER_FIELDS_MAX));
      if (await findFieldLabelled(tx, clubId, input.label)) throw duplicateLabel();
      const row = await insertMemberField(tx, clubId, {
        key: uniqueKey(
          memberFieldKey(input.label),
          fields.map((f) => f.key),
        ),
        label: input.label,
        type: input.type,
        choices: input.choices,
        required: input.required,
        visibility: input.visibility,
        position: fields.reduce((max, f) => Math.max(max, f.position + 1), 0),
      });
      return toMemberFieldView(row);
    }),
  );
}

/**
 * Fields an import makes of its file's columns (issue 32 §1), in the import's audited transaction: text fields
 * seen by staff only, last in the order, labelled by the columns' headers. A label the club has already is that
 * field. Answers each label's field id (by the label in lower case); more than MEMBER_FIELDS_MAX in all: 422.
 */
export async function createImportedFields(
  tx: Db,
  clubId: string,
  labels: readonly string[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (labels.length === 0) return ids;
  const fields = await lockMemberFields(tx, clubId);
  for (const f of fields) ids.set(f.label.toLowerCase(), f.id);
  const keys = fields.map((f) => f.key);
  let position = fields.reduce((max, f) => Math.max(max, f.position + 1), 0);
  let count = fields.length;
  for (const label of labels) {
    if (ids.has(label.toLowerCase())) continue;
    if (++count > MEMBER_FIELDS_MAX) {
      throw new AppError("VALIDATION_FAILED", t("errors").import.tooManyMemberFields(MEMBER_FIELDS_MAX));
    }
    const key = uniqueKey(memberFieldKey(label), keys);
    keys.push(key);
    const row = await insertMemberField(tx, clubId, {
      key,
      label,
      type: "text",
      choices: [],
      required: false,
      visibility: "staff",
      position: position++,
    });
    ids.set(label.toLowerCase(), row.id);
  }
  return ids;
}

/**
 * `PATCH /member-fields/{id}`: label, choices, required, visibility. A choice that members hold cannot be taken
 * away (409 with how many hold it); its type never changes. Making a field required asks for it at the next
 * save of each member's record, not at once.
 */
export async function updateMemberField(
  db: Db,
  clubId: string,
  fieldId: string,
  input: FieldUpdate,
  audit: AuditContext,
): Promise<MemberField> {
  const id = uuidParam(fieldId, MEMBER_FIELD_NOT_FOUND);
  return labelConflict(
    withAudit(db, audit, async (tx) => {
      const current = await lockMemberField(tx, clubId, id);
      if (!current) throw new AppError("NOT_FOUND", MEMBER_FIELD_NOT_FOUND());
      if (input.label !== undefined && (await findFieldLabelled(tx, clubId, input.label, id))) {
        throw duplicateLabel();
      }
      const values: Partial<MemberFieldRow> = {};
      if (input.label !== undefined) values.label = input.label;
      if (input.required !== undefined) values.required = input.required;
      if (input.visibility !== undefined) values.visibility = input.visibility;
      if (input.choices !== undefined) {
        if (current.type !== "choice") throw fieldRefused("choices", texts().notAChoiceField);
        if (input.choices.length === 0) {
          throw fieldRefused("choices", t("validation").memberFields.choicesNeeded);
        }
        const kept = new Set(input.choices);
        for (const gone of current.choices.filter((c) => !kept.has(c))) {
          const holders = await countHolders(tx, clubId, id, gone);
          if (holders > 0) {
            const message = texts().choiceInUse(gone, holders);
            throw new AppError("CONFLICT", message, { fields: [{ path: "choices", message }] });
          }
        }
        values.choices = input.choices;
      }
      return toMemberFieldView(await updateMemberFieldRow(tx, clubId, id, values));
    }),
  );
}

/** `DELETE /member-fields/{id}`: the field and every member's value of it. */
export async function deleteMemberField(
  db: Db,
  clubId: string,
  fieldId: string,
  audit: AuditContext,
): Promise<void> {
  const id = uuidParam(fieldId, MEMBER_FIELD_NOT_FOUND);
  await withAudit(db, audit, async (tx) => {
    const current = await lockMemberField(tx, clubId, id);
    if (!current) throw new AppError("NOT_FOUND", MEMBER_FIELD_NOT_FOUND());
    await removeFieldValues(tx, clubId, id);
    await deleteMemberFieldRow(tx, clubId, id);
  });
}

/** `PUT /member-fields/order`: every field of the club once, in the new order. */
export async function orderMemberFields(
  db: Db,
  clubId: string,
  ids: readonly string[],
  audit: AuditContext,
): Promise<MemberFieldList> {
  return withAudit(db, audit, async (tx) => {
    const fields = await lockMemberFields(tx, clubId);
    const given = ids.map((i) => i.toLowerCase());
    const known = new Set(fields.map((f) => f.id));
    const complete =
      given.length === fields.length &&
      new Set(given).size === given.length &&
      given.every((i) => known.has(i));
    if (!complete) throw fieldRefused("ids", texts().order);
    await setFieldPositions(tx, clubId, given);
    return { fields: (await listMemberFields(tx, clubId)).map(toMemberFieldView) };
  });
}

/**
 * A member's values after `given` (a create's or update's `customFields`) is applied to `current`, checked
 * against the club's fields: 422 naming each failing field (`customFields.<id>`). `given` undefined checks
 * nothing and keeps `current` (an update that leaves the fields alone).
 */
export async function checkedMemberFieldValues(
  tx: Db,
  clubId: string,
  given: Record<string, unknown> | undefined,
  current: MemberFieldValues | null,
  /** Whether the required fields must have a value (not for an applicant joining online). */
  requireAll = true,
): Promise<MemberFieldValues | undefined> {
  const creating = current === null;
  if (given === undefined && !creating) return undefined;
  const fields = await listMemberFields(tx, clubId);
  if (fields.length === 0 && (!given || Object.keys(given).length === 0)) return creating ? {} : undefined;
  const normal = given ?? {};
  const checked = requireAll ? fields : fields.map((f) => ({ ...f, required: false }));
  const { values, errors } = checkCustomFieldValues(checked, normal, current ?? {});
  if (errors.length > 0) throw validationFailed(errors);
  return values;
}

/**
 * The conditions of the list's (and the export's, and an audience's) custom field filters: 422 on
 * `cf` for a field the club does not have or a value not of its type.
 */
export async function memberFieldConditions(
  db: Db,
  clubId: string,
  filters: readonly MemberFieldFilter[] | undefined,
  path = "cf",
): Promise<SQL[]> {
  if (!filters || filters.length === 0) return [];
  const fields = await listMemberFields(db, clubId);
  const byId = new Map(fields.map((f) => [f.id, f]));
  return filters.map((filter) => {
    const field = isUuid(filter.fieldId) ? byId.get(filter.fieldId) : undefined;
    if (!field) throw fieldRefused(path, texts().unknownFilter);
    const read = memberFieldCondition(field, filter.value);
    if (!read.ok) throw fieldRefused(path, read.message);
    return fieldCondition(field, read.condition);
  });
}

/**
 * A message audience of a custom field (decision 064): the field must be a choice or yes/no field of the club,
 * each value one of its choices (answered as defined) or yes/no (answered `true`/`false`, as the audience's
 * condition compares them). 422 on `audience` otherwise.
 */
export async function audienceFieldValues(
  db: Db,
  clubId: string,
  fieldId: string,
  given: readonly string[],
): Promise<string[]> {
  const field = isUuid(fieldId) ? await findMemberField(db, clubId, fieldId.toLowerCase()) : undefined;
  if (!field || (field.type !== "choice" && field.type !== "yes_no")) {
    throw fieldRefused("audience", t("communicationsValidation").audience.field);
  }
  return given.map((raw) => {
    const read = customFieldValueFromText(field, raw);
    if (!read.ok || read.value === null) {
      throw fieldRefused("audience", read.ok ? t("communicationsValidation").audience.values : read.message);
    }
    return String(read.value);
  });
}

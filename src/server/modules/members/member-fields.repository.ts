import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { MemberFieldCondition, MemberFieldValue } from "../../../shared/member-fields.ts";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { containsPattern } from "../../db/patterns.ts";
import { memberFields, members } from "../../db/schema/clubs.ts";

/* Custom member fields (decision 064): the club's definitions, and the members' values by field id. */

export type MemberFieldRow = typeof memberFields.$inferSelect;
export type NewMemberField = Omit<typeof memberFields.$inferInsert, "clubId" | "id">;

const fieldRows = clubRows(memberFields, "member field");

/** The club's fields in their order (`visibleToMembers`: only those members see). */
export function listMemberFields(
  db: Db,
  clubId: string,
  visibleToMembers = false,
): Promise<MemberFieldRow[]> {
  return db
    .select()
    .from(memberFields)
    .where(
      and(
        eq(memberFields.clubId, clubId),
        visibleToMembers ? eq(memberFields.visibility, "members") : undefined,
      ),
    )
    .orderBy(asc(memberFields.position), asc(memberFields.createdAt), asc(memberFields.id));
}

export const findMemberField = fieldRows.find;
export const lockMemberField = fieldRows.lock;
export const insertMemberField = fieldRows.insert;
export const updateMemberFieldRow = fieldRows.updated;
export const deleteMemberFieldRow = fieldRows.delete;

/**
 * The club's fields, locked against the club's other writers of fields until the transaction ends (a new
 * field's key and position, the count against the limit, a new order).
 */
export async function lockMemberFields(tx: Db, clubId: string): Promise<MemberFieldRow[]> {
  // The club's row is the lock: FOR NO KEY UPDATE holds back writers of fields, not members referring to it.
  await tx.execute(sql`select 1 from clubs where id = ${clubId} for no key update`);
  return listMemberFields(tx, clubId);
}

/** Another field of the club with this label, whatever its case (the unique index member_fields_club_label_idx). */
export async function findFieldLabelled(
  db: Db,
  clubId: string,
  label: string,
  exceptId?: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: memberFields.id })
    .from(memberFields)
    .where(
      and(
        eq(memberFields.clubId, clubId),
        eq(sql`lower(${memberFields.label})`, label.toLowerCase()),
        exceptId ? ne(memberFields.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Sets the fields' positions to their index in `ids` (every id a field of the club). */
export async function setFieldPositions(tx: Db, clubId: string, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(memberFields)
      .set({ position })
      .where(
        and(eq(memberFields.clubId, clubId), eq(memberFields.id, id), ne(memberFields.position, position)),
      );
  }
}

/** The club's members holding this value of a field: `custom_fields @> {"<id>": value}` (the GIN index). */
function holds(fieldId: string, value: MemberFieldValue): SQL {
  return sql`${members.customFields} @> ${JSON.stringify({ [fieldId]: value })}::jsonb`;
}

/** How many of the club's members hold this value of the field. */
export async function countHolders(
  db: Db,
  clubId: string,
  fieldId: string,
  value: MemberFieldValue,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.clubId, clubId), holds(fieldId, value)));
  return Number(row?.n ?? 0);
}

/** Removes a field's values from every member of the club that has one (each an audited update of the row). */
export async function removeFieldValues(tx: Db, clubId: string, fieldId: string): Promise<number> {
  const rows = await tx
    .update(members)
    .set({ customFields: sql`${members.customFields} - ${fieldId}::text` })
    .where(and(eq(members.clubId, clubId), sql`${members.customFields} ? ${fieldId}::text`))
    .returning({ id: members.id });
  return rows.length;
}

/** Sets a member's values (all of them). */
export async function setMemberFieldValues(
  tx: Db,
  clubId: string,
  memberId: string,
  values: Record<string, MemberFieldValue>,
): Promise<void> {
  await tx
    .update(members)
    .set({ customFields: values })
    .where(and(eq(members.clubId, clubId), eq(members.id, memberId)));
}

/**
 * The condition on the members' rows of one custom field's filter: an equality reads the GIN index
 * `members_custom_fields_idx`; a text contains its term in any case; a range compares numbers as numbers and
 * dates (YYYY-MM-DD) as text.
 */
export function fieldCondition(
  field: Pick<MemberFieldRow, "id" | "type">,
  condition: MemberFieldCondition,
): SQL {
  const id = field.id;
  switch (condition.kind) {
    case "equals":
      return holds(id, condition.value);
    case "contains":
      return sql`lower(${members.customFields} ->> ${id}::text) like lower(${containsPattern(condition.value)})`;
    case "range": {
      const parts: SQL[] = [sql`${members.customFields} ? ${id}::text`];
      const stored =
        field.type === "number"
          ? sql`(case when jsonb_typeof(${members.customFields} -> ${id}::text) = 'number' then (${members.customFields} ->> ${id}::text)::numeric end)`
          : sql`(${members.customFields} ->> ${id}::text)`;
      const typed = (v: number | string) => (field.type === "number" ? sql`${v}::numeric` : sql`${v}::text`);
      if (condition.from !== null) parts.push(sql`${stored} >= ${typed(condition.from)}`);
      if (condition.to !== null) parts.push(sql`${stored} <= ${typed(condition.to)}`);
      return and(...parts) as SQL;
    }
  }
}

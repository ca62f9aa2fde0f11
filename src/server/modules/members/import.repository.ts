import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { BillingPeriod } from "../../../shared/billing-periods.ts";
import type { Db } from "../../db/client.ts";
import {
  clubs,
  memberImportMappings,
  members,
  membershipEvents,
  membershipTypes,
} from "../../db/schema/clubs.ts";
import { graceDaysOf, impliedStatus } from "../memberships/membership-dates.ts";

/** A membership type as the import sees it: how a file may name it, and how many places it has left. */
export interface ImportType {
  code: string;
  name: string;
  billingPeriod: BillingPeriod;
  active: boolean;
  capacity: number | null;
  /** Members holding it now (pending, active, grace or suspended: what counts against its capacity). */
  holders: number;
}

export async function findImportTypes(db: Db, clubId: string): Promise<ImportType[]> {
  const holders = sql<number>`(select count(*)::int from ${members}
    where ${members.clubId} = ${membershipTypes.clubId} and ${members.membershipType} = ${membershipTypes.code}
      and ${members.membershipStatus} in ('pending', 'active', 'grace', 'suspended'))`;
  const rows = await db
    .select({
      code: membershipTypes.code,
      name: membershipTypes.name,
      billingPeriod: membershipTypes.billingPeriod,
      active: membershipTypes.active,
      capacity: membershipTypes.capacity,
      holders,
    })
    .from(membershipTypes)
    .where(eq(membershipTypes.clubId, clubId))
    // As the club's list of types shows them (a refusal names them in this order).
    .orderBy(desc(membershipTypes.active), asc(sql`lower(${membershipTypes.name})`), asc(membershipTypes.id));
  return rows.map((r) => ({ ...r, holders: Number(r.holders) }));
}

/** Whether members were imported into the club before (an `imported` line in any member's history). */
export async function hasImported(db: Db, clubId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(membershipEvents)
    .where(and(eq(membershipEvents.clubId, clubId), eq(membershipEvents.action, "imported")))
    .limit(1);
  return row !== undefined;
}

const CHUNK = 5000;

/** Which of these e-mail addresses (lower case) members of the club already have: each to its member's id. */
export async function findTakenEmails(
  db: Db,
  clubId: string,
  emails: string[],
): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  for (let i = 0; i < emails.length; i += CHUNK) {
    const rows = await db
      .select({ id: members.id, email: sql<string>`lower(${members.email})` })
      .from(members)
      .where(
        and(eq(members.clubId, clubId), inArray(sql`lower(${members.email})`, emails.slice(i, i + CHUNK))),
      );
    for (const r of rows) taken.set(r.email, r.id);
  }
  return taken;
}

/** Which of these membership numbers (upper case, as they are kept) the club's members already have: each to its member's id. */
export async function findTakenNumbers(
  db: Db,
  clubId: string,
  numbers: string[],
): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  for (let i = 0; i < numbers.length; i += CHUNK) {
    const rows = await db
      .select({ id: members.id, number: members.membershipNumber })
      .from(members)
      .where(and(eq(members.clubId, clubId), inArray(members.membershipNumber, numbers.slice(i, i + CHUNK))));
    for (const r of rows) if (r.number) taken.set(r.number, r.id);
  }
  return taken;
}

const existingColumns = {
  id: members.id,
  membershipNumber: members.membershipNumber,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  phoneNumber: members.phoneNumber,
  membershipType: members.membershipType,
  membershipStatus: members.membershipStatus,
  membershipStartDate: members.membershipStartDate,
  membershipEndDate: members.membershipEndDate,
  joinDate: members.joinDate,
  dateOfBirth: members.dateOfBirth,
  status: members.status,
  notes: members.notes,
  bulkMailUnsubscribedAt: members.bulkMailUnsubscribedAt,
  customFields: members.customFields,
};

/** A member as an import compares a row with it (issue 32's update mode). */
export type ExistingMember = {
  [K in keyof typeof existingColumns]: (typeof existingColumns)[K]["_"]["data"] | null;
} & {
  id: string;
  membershipType: string;
  membershipStatus: (typeof members.$inferSelect)["membershipStatus"];
};

/** What an import row changes of a member: the new values of the fields that differ. */
export type ImportChange = Partial<Omit<ExistingMember, "id" | "bulkMailUnsubscribedAt">> & {
  /** The row says no to e-mail: the member is unsubscribed from bulk mail. */
  bulkMailUnsubscribed?: true;
};

/** The club's members these keys name (lower-case e-mail, or membership number), by key. */
export async function findMembersByKey(
  db: Db,
  clubId: string,
  match: "email" | "membership_number",
  keys: string[],
): Promise<Map<string, ExistingMember>> {
  const found = new Map<string, ExistingMember>();
  const column = match === "email" ? sql`lower(${members.email})` : sql`${members.membershipNumber}`;
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await db
      .select({ ...existingColumns, key: sql<string>`${column}` })
      .from(members)
      .where(and(eq(members.clubId, clubId), inArray(column, keys.slice(i, i + CHUNK))));
    for (const { key, ...member } of rows) found.set(key, member as ExistingMember);
  }
  return found;
}

/** The member fields an update may set. */
const updatableFields = [
  "membershipNumber",
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "membershipType",
  "membershipStatus",
  "membershipStartDate",
  "membershipEndDate",
  "joinDate",
  "dateOfBirth",
  "status",
  "notes",
] as const;

/**
 * Updates members with what import rows change, one statement each (the audit trigger records each change).
 * Only the fields each change names are written.
 */
export async function updateImportedMembers(
  tx: Db,
  clubId: string,
  updates: { memberId: string; changes: ImportChange }[],
  now: Date,
): Promise<void> {
  for (const { memberId, changes } of updates) {
    const set: Record<string, unknown> = {};
    for (const field of updatableFields) if (field in changes) set[field] = changes[field];
    if (changes.bulkMailUnsubscribed) set.bulkMailUnsubscribedAt = now;
    if (changes.customFields && Object.keys(changes.customFields).length > 0) {
      set.customFields = sql`${members.customFields} || ${JSON.stringify(changes.customFields)}::jsonb`;
    }
    if (Object.keys(set).length === 0) continue;
    await tx
      .update(members)
      .set({ ...set, updatedAt: now })
      .where(and(eq(members.clubId, clubId), eq(members.id, memberId)));
  }
}

export type NewImportedMember = {
  membershipNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phoneNumber: string | null;
  membershipType: string;
  membershipStatus: (typeof members.$inferSelect)["membershipStatus"];
  membershipStartDate: string;
  membershipEndDate: string | null;
  joinDate: string;
  dateOfBirth: string | null;
  status: string;
  notes: string | null;
  /** When the member unsubscribed from bulk mail (the file says no to e-mail), else null. */
  bulkMailUnsubscribedAt?: string | null;
  /** Custom fields' values by field id (decision 064). */
  customFields?: Record<string, string | number | boolean>;
};

/**
 * Inserts members (role member, no account) and a history row each (action `action`, by `actorId`) in one
 * statement, the rows passed as one JSON document: with thousands of rows that is several times faster than
 * statements of one parameter per value (building and binding those took longer than the inserts on
 * PGlite). With `statusOn` (the club's date), each membership takes the status its dates imply on that day
 * (`impliedStatus`: an ended one is in grace or expired), else the status given. Returns the new ids in the
 * order of `rows`.
 */
export async function insertMembersWithHistory(
  tx: Db,
  clubId: string,
  rows: NewImportedMember[],
  history: { action: "imported" | "joined"; actorId: string | null },
  statusOn?: string,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const ids = rows.map(() => randomUUID());
  const document = JSON.stringify(
    rows.map((r, i) => ({
      id: ids[i],
      membership_number: r.membershipNumber,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      phone_number: r.phoneNumber,
      membership_type: r.membershipType,
      membership_status: r.membershipStatus,
      membership_start_date: r.membershipStartDate,
      membership_end_date: r.membershipEndDate,
      join_date: r.joinDate,
      date_of_birth: r.dateOfBirth,
      status: r.status,
      notes: r.notes,
      bulk_mail_unsubscribed_at: r.bulkMailUnsubscribedAt ?? null,
      custom_fields: r.customFields ?? {},
    })),
  );
  const status = statusOn
    ? impliedStatus(
        sql`r.membership_status`,
        sql`r.membership_end_date`,
        sql`${statusOn}::date`,
        graceDaysOf(sql`c`),
      )
    : sql`r.membership_status`;
  await tx.execute(sql`
    with inserted as (
      insert into ${members} (id, club_id, role, membership_number, first_name, last_name, email, phone_number,
        membership_type, membership_status, membership_start_date, membership_end_date, join_date,
        date_of_birth, status, notes, bulk_mail_unsubscribed_at, custom_fields)
      select r.id, ${clubId}, 'member', r.membership_number, r.first_name, r.last_name, r.email,
        r.phone_number, r.membership_type, ${status}, r.membership_start_date,
        r.membership_end_date, r.join_date, r.date_of_birth, r.status, r.notes, r.bulk_mail_unsubscribed_at,
        coalesce(r.custom_fields, '{}'::jsonb)
      from json_to_recordset(${document}::json) as r(id uuid, membership_number text, first_name text,
        last_name text, email text, phone_number text, membership_type text, membership_status text,
        membership_start_date date, membership_end_date date, join_date date, date_of_birth date,
        status text, notes text, bulk_mail_unsubscribed_at timestamptz, custom_fields jsonb)
      join ${clubs} c on c.id = ${clubId}
      returning id, membership_type, membership_status, membership_start_date, membership_end_date
    )
    insert into ${membershipEvents} (club_id, member_id, action, membership_type, status, start_date, end_date,
      actor_id)
    select ${clubId}, id, ${history.action}, membership_type, membership_status, membership_start_date,
      membership_end_date, ${history.actorId}
    from inserted`);
  return ids;
}

/**
 * Refreshes the planner's statistics of the members table. PostgreSQL's autovacuum does this after large
 * changes, but PGlite has none: without it, a club of 100,000 imported members is searched with the plans of
 * an empty table (hundreds of milliseconds instead of a few).
 */
export async function analyzeMembers(db: Db): Promise<void> {
  await db.execute(sql`analyze ${members}`);
}

/** The mapping the club last imported a file with these headers with (issue 32), as stored. */
export async function findImportMapping(db: Db, clubId: string, headersKey: string): Promise<unknown> {
  const [row] = await db
    .select({ mapping: memberImportMappings.mapping })
    .from(memberImportMappings)
    .where(and(eq(memberImportMappings.clubId, clubId), eq(memberImportMappings.headersKey, headersKey)))
    .limit(1);
  return row?.mapping ?? null;
}

/** Keeps the mapping a file with these headers was imported with, for the next such file. */
export async function saveImportMapping(
  tx: Db,
  clubId: string,
  headersKey: string,
  mapping: unknown,
): Promise<void> {
  await tx
    .insert(memberImportMappings)
    .values({ clubId, headersKey, mapping })
    .onConflictDoUpdate({
      target: [memberImportMappings.clubId, memberImportMappings.headersKey],
      set: { mapping, updatedAt: new Date() },
    });
}

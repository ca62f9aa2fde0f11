import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import type { MembershipStatus } from "../../../shared/member-statuses.ts";
import { defaultMembershipTypes } from "../../../shared/membership-types.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import { clubs, members, membershipTypes } from "../../db/schema/clubs.ts";

export type MembershipTypeRow = typeof membershipTypes.$inferSelect;
export type NewMembershipType = Omit<typeof membershipTypes.$inferInsert, "clubId" | "id">;
export type MembershipTypeWithCount = MembershipTypeRow & { memberCount: number };

const membershipTypeRows = clubRows(membershipTypes, "membership type");

/** The statuses in which a member holds a place of their type (decision 012, capacity). */
export const HOLDING_STATUSES: readonly MembershipStatus[] = ["pending", "active", "grace", "suspended"];

/**
 * Monthly, Annual and Lifetime, at price 0 in the club's currency (product decisions section 3), named in
 * the language of the person creating the club.
 */
export async function insertDefaultMembershipTypes(tx: Db, clubId: string, currency: string): Promise<void> {
  await tx.insert(membershipTypes).values(
    defaultMembershipTypes().map((t) => ({
      clubId,
      code: t.code,
      name: t.name,
      description: t.description,
      billingPeriod: t.billingPeriod,
      currency,
    })),
  );
}

/** The members holding each type, by code: one grouped count over the index (club_id, membership_type). */
function holdersByType(db: Db, clubId: string) {
  return db
    .select({ code: members.membershipType, n: count().as("n") })
    .from(members)
    .where(and(eq(members.clubId, clubId), inArray(members.membershipStatus, [...HOLDING_STATUSES])))
    .groupBy(members.membershipType)
    .as("holders");
}

/** The club's types, active first, then by name, each with the number of members holding it. */
export async function listMembershipTypes(db: Db, clubId: string): Promise<MembershipTypeWithCount[]> {
  const holders = holdersByType(db, clubId);
  const rows = await db
    .select({ ...getTableColumns(membershipTypes), memberCount: sql<number>`coalesce(${holders.n}, 0)` })
    .from(membershipTypes)
    .leftJoin(holders, eq(holders.code, membershipTypes.code))
    .where(eq(membershipTypes.clubId, clubId))
    .orderBy(desc(membershipTypes.active), asc(sql`lower(${membershipTypes.name})`), asc(membershipTypes.id));
  return rows.map((r) => ({ ...r, memberCount: Number(r.memberCount) }));
}

/**
 * One type of the club by id; `lock` holds its row until the transaction ends (FOR NO KEY UPDATE, as the
 * members module takes it for its capacity checks: members referring to the type are not held up).
 */
export async function findMembershipType(
  db: Db,
  clubId: string,
  typeId: string,
  lock = false,
): Promise<MembershipTypeRow | undefined> {
  const query = db
    .select()
    .from(membershipTypes)
    .where(clubRowIs(membershipTypes, clubId, typeId))
    .limit(1);
  const [row] = lock ? await query.for("no key update") : await query;
  return row;
}

/** One type of the club by code; `lock` holds its row as above (capacity checks take turns). */
export async function findMembershipTypeByCode(
  db: Db,
  clubId: string,
  code: string,
  lock = false,
): Promise<MembershipTypeRow | undefined> {
  const query = db
    .select()
    .from(membershipTypes)
    .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, code)))
    .limit(1);
  const [row] = lock ? await query.for("no key update") : await query;
  return row;
}

/** How many members hold the type in one of `statuses`, leaving out `exceptMemberId`. */
export async function countTypeHolders(
  db: Db,
  clubId: string,
  code: string,
  statuses: readonly MembershipStatus[] = HOLDING_STATUSES,
  exceptMemberId?: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(
      and(
        eq(members.clubId, clubId),
        eq(members.membershipType, code),
        inArray(members.membershipStatus, [...statuses]),
        exceptMemberId ? ne(members.id, exceptMemberId) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Another type of the club with this name, whatever its case (the unique index membership_types_club_name_idx). */
export async function findTypeNamed(
  db: Db,
  clubId: string,
  name: string,
  exceptTypeId?: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: membershipTypes.id })
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.clubId, clubId),
        eq(sql`lower(${membershipTypes.name})`, name.toLowerCase()),
        exceptTypeId ? ne(membershipTypes.id, exceptTypeId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The club's codes that are `base` or `base-<n>` (to make a new code unique). */
export async function codesLike(db: Db, clubId: string, base: string): Promise<string[]> {
  const rows = await db
    .select({ code: membershipTypes.code })
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.clubId, clubId),
        sql`(${membershipTypes.code} = ${base} or ${membershipTypes.code} like ${`${base}-%`})`,
      ),
    );
  return rows.map((r) => r.code);
}

/**
 * The club's financial currency, with its row locked against other writers of membership types until the
 * transaction ends (FOR NO KEY UPDATE: members referring to the club are not held up), so that two new types
 * of the club never pick the same code.
 */
export async function lockClubForTypes(tx: Db, clubId: string): Promise<{ currency: string } | undefined> {
  const [row] = await tx
    .select({
      currency: sql<string | null>`${clubs.financialSettings}->>'currency'`,
      fallback: clubs.currency,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1)
    .for("no key update");
  return row ? { currency: row.currency ?? row.fallback } : undefined;
}

export const insertMembershipType = membershipTypeRows.insert;

export const updateMembershipType = membershipTypeRows.update;

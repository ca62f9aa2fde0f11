import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { containsPattern } from "../../db/patterns.ts";
import { households, members } from "../../db/schema/clubs.ts";

/*
 * Households (issue 32 §6, decision 062): the households table, and who belongs to one on the members' rows
 * (`household_id`, `household_payer`). Every query names the club.
 */

export type HouseholdRow = typeof households.$inferSelect;
const householdRows = clubRows(households, "household");

export const findHousehold = householdRows.find;
export const lockHousehold = householdRows.lock;
export const insertHousehold = householdRows.insert;
export const updateHouseholdRow = householdRows.updated;
export const deleteHouseholdRow = householdRows.delete;

/** The club's household of this name (any case), if any. */
export async function findHouseholdByName(db: Db, clubId: string, name: string) {
  const [row] = await db
    .select()
    .from(households)
    .where(and(eq(households.clubId, clubId), sql`lower(${households.name}) = lower(${name})`))
    .limit(1);
  return row;
}

const memberColumns = {
  id: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  membershipNumber: members.membershipNumber,
  householdId: members.householdId,
  payer: members.householdPayer,
};
/** A household's members: the payer first, then by name (members_club_household_idx). */
export function householdMembers(db: Db, clubId: string, householdId: string) {
  return db
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.householdId, householdId)))
    .orderBy(
      desc(members.householdPayer),
      sql`lower(${members.lastName}) nulls last`,
      sql`lower(${members.firstName}) nulls last`,
      asc(members.id),
    );
}
export type HouseholdMemberRow = Awaited<ReturnType<typeof householdMembers>>[number];

/** Puts a member in a household (or none), as its payer or not. */
export async function setMemberHousehold(
  tx: Db,
  clubId: string,
  memberId: string,
  householdId: string | null,
  payer: boolean,
): Promise<void> {
  await tx
    .update(members)
    .set({ householdId, householdPayer: householdId !== null && payer })
    .where(and(eq(members.clubId, clubId), eq(members.id, memberId)));
}

/** The household's payer is no longer its payer (it has none until another is named). */
export async function clearPayer(tx: Db, clubId: string, householdId: string): Promise<void> {
  await tx
    .update(members)
    .set({ householdPayer: false })
    .where(
      and(eq(members.clubId, clubId), eq(members.householdId, householdId), eq(members.householdPayer, true)),
    );
}

/** Every member of the household leaves it (before the household is deleted). */
export async function releaseMembers(tx: Db, clubId: string, householdId: string): Promise<void> {
  await tx
    .update(members)
    .set({ householdId: null, householdPayer: false })
    .where(and(eq(members.clubId, clubId), eq(members.householdId, householdId)));
}

/** The club's households by name, those containing `q` (any case), with their member count and payer's name. */
export async function listHouseholds(db: Db, clubId: string, q: string | undefined, limit: number) {
  const term = q?.trim();
  const result = (await db.execute(sql`
    select h.id, h.name,
      (select count(*)::int from members m where m.club_id = h.club_id and m.household_id = h.id) as member_count,
      (select nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '')
         from members p where p.club_id = h.club_id and p.household_id = h.id and p.household_payer) as payer_name
    from households h
    where h.club_id = ${clubId}
      ${term ? sql`and lower(h.name) like lower(${containsPattern(term)})` : sql``}
    order by lower(h.name), h.id
    limit ${limit}`)) as unknown as {
    rows: { id: string; name: string; member_count: number; payer_name: string | null }[];
  };
  return result.rows.map((r) => ({
    id: r.id,
    name: r.name,
    memberCount: Number(r.member_count),
    payerName: r.payer_name,
  }));
}

/**
 * The member who pays for `memberId`'s household, when it is another member: the one their documents are
 * billed to. Undefined for a member of no household, of a household without a payer, or its payer.
 */
export async function payerOfMember(db: Db, clubId: string, memberId: string) {
  const result = (await db.execute(sql`
    select p.id, p.first_name, p.last_name, p.email, p.membership_number
    from members m
    join members p on p.club_id = m.club_id and p.household_id = m.household_id and p.household_payer
    where m.club_id = ${clubId} and m.id = ${memberId} and p.id <> m.id
    limit 1`)) as unknown as {
    rows: {
      id: string;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      membership_number: string | null;
    }[];
  };
  const [r] = result.rows;
  return r
    ? {
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        membershipNumber: r.membership_number,
      }
    : undefined;
}

/** The club's members whose membership number (any case) or e-mail (any case) is one of `keys`. */
export function membersByNumberOrEmail(db: Db, clubId: string, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  const upper = keys.map((k) => k.toUpperCase());
  const lower = keys.map((k) => k.toLowerCase());
  return db
    .select(memberColumns)
    .from(members)
    .where(
      and(
        eq(members.clubId, clubId),
        or(inArray(members.membershipNumber, upper), inArray(sql`lower(${members.email})`, lower)),
      ),
    );
}

/** The club's members of these ids, locked until the transaction ends (by id, one order for every writer). */
export function lockMembersById(tx: Db, clubId: string, memberIds: string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return tx
    .select(memberColumns)
    .from(members)
    .where(and(eq(members.clubId, clubId), inArray(members.id, memberIds)))
    .orderBy(asc(members.id))
    .for("update");
}

/** How many members each of these households has. */
export async function memberCounts(db: Db, clubId: string, householdIds: string[]) {
  if (householdIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: members.householdId, n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.clubId, clubId), inArray(members.householdId, householdIds)))
    .groupBy(members.householdId);
  return new Map(rows.map((r) => [r.id as string, Number(r.n)]));
}

/** The households of these names (any case), locked until the transaction ends. */
export async function lockHouseholdsNamed(tx: Db, clubId: string, names: string[]) {
  if (names.length === 0) return [];
  return tx
    .select()
    .from(households)
    .where(
      and(
        eq(households.clubId, clubId),
        inArray(
          sql`lower(${households.name})`,
          names.map((n) => n.toLowerCase()),
        ),
      ),
    )
    .orderBy(asc(households.id))
    .for("update");
}

/** The households of these ids (the payers' own), locked until the transaction ends. */
export async function lockHouseholdsById(tx: Db, clubId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(households)
    .where(and(eq(households.clubId, clubId), inArray(households.id, ids)))
    .orderBy(asc(households.id))
    .for("update");
}

/** Members join a household in one statement (not as payer). */
export async function joinHousehold(tx: Db, clubId: string, householdId: string, memberIds: string[]) {
  if (memberIds.length === 0) return;
  await tx
    .update(members)
    .set({ householdId })
    .where(and(eq(members.clubId, clubId), inArray(members.id, memberIds)));
}

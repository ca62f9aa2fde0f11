import { and, asc, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubs, joinProofs, members, membershipTypes } from "../../db/schema/clubs.ts";

/** What the public join page shows of a club, and the settings its applications follow. */
export async function findJoiningClub(db: Db, clubId: string) {
  const [row] = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      status: clubs.status,
      brandingSettings: clubs.brandingSettings,
      preferences: clubs.preferences,
      timezone: clubs.timezone,
      membershipSettings: clubs.membershipSettings,
      financialSettings: clubs.financialSettings,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row;
}

/** The club's active types offered for joining online, by name. */
export async function listOfferedTypes(db: Db, clubId: string) {
  return db
    .select()
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.clubId, clubId),
        eq(membershipTypes.active, true),
        eq(membershipTypes.offeredOnline, true),
      ),
    )
    .orderBy(asc(sql`lower(${membershipTypes.name})`), asc(membershipTypes.id));
}

/** Applications with a good proof from `ipAddress` (any club) and to `clubId` (any address) since `since`. */
export async function countRecentJoins(db: Db, clubId: string, ipAddress: string | null, since: Date) {
  const [byClub] = await db
    .select({ n: count() })
    .from(joinProofs)
    .where(and(eq(joinProofs.clubId, clubId), gt(joinProofs.usedAt, since)));
  const [byAddress] = ipAddress
    ? await db
        .select({ n: count() })
        .from(joinProofs)
        .where(and(eq(joinProofs.ipAddress, ipAddress), gt(joinProofs.usedAt, since)))
    : [{ n: 0 }];
  return { byClub: byClub?.n ?? 0, byAddress: byAddress?.n ?? 0 };
}

/** The oldest use since `since` by the address (or the club): when the next place frees. */
export async function oldestRecentJoin(
  db: Db,
  where: { clubId: string } | { ipAddress: string },
  since: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ usedAt: joinProofs.usedAt })
    .from(joinProofs)
    .where(
      and(
        "clubId" in where ? eq(joinProofs.clubId, where.clubId) : eq(joinProofs.ipAddress, where.ipAddress),
        gt(joinProofs.usedAt, since),
      ),
    )
    .orderBy(asc(joinProofs.usedAt))
    .limit(1);
  return row?.usedAt;
}

/** Spends a challenge: false when it was spent before (a replay). */
export async function spendChallenge(
  db: Db,
  clubId: string,
  challengeId: string,
  ipAddress: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(joinProofs)
    .values({ challengeId, clubId, ipAddress, usedAt: now })
    .onConflictDoNothing()
    .returning({ id: joinProofs.challengeId });
  return rows.length > 0;
}

/** Forgets the club's spent challenges older than `before` (expired: a replay is refused by its expiry). */
export async function pruneSpentChallenges(db: Db, clubId: string, before: Date): Promise<void> {
  await db.delete(joinProofs).where(and(eq(joinProofs.clubId, clubId), lt(joinProofs.usedAt, before)));
}

/** Whether the account has a record in the club already (a member, an applicant, staff). */
export async function findMemberOfUser(db: Db, clubId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.userId, userId)))
    .limit(1);
  return Boolean(row);
}

import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { members } from "../../db/schema/clubs.ts";

/*
 * The member records an account may claim by its e-mail address (issue 32 §5): staff added or imported the
 * person with that address, and the account has proved it owns the address.
 */

/**
 * A member record that the account `userId` claims: its e-mail is the account's (any case) and the account has
 * verified that address (not merely had it taken as given, `emailUnproved`); no account is linked to it yet; its role is `member` (the staff roles come from the
 * administrators' records, through an invitation, decision 011); and the account has no record in that club
 * yet. Read from `members_unlinked_email_idx` (lower(email) of the rows without an account): a sign-in does not
 * scan the clubs' members.
 */
function claimableBy(userId: string) {
  return and(
    isNull(members.userId),
    isNotNull(members.email),
    eq(members.role, "member"),
    sql`lower(${members.email}) = (select lower(${user.email}) from ${user} where ${user.id} = ${userId} and ${user.emailVerified} and not ${user.emailUnproved})`,
    // Aliased, the inner table hides its name: "members" below is the outer row.
    sql`not exists (select 1 from ${members} as own where own.club_id = ${members.clubId} and own.user_id = ${userId})`,
  );
}

/** Whether the account has member records to claim: one read, outside any transaction (every sign-in asks). */
export async function hasClaimableMembers(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: members.id }).from(members).where(claimableBy(userId)).limit(1);
  return rows.length > 0;
}

/**
 * Links the account to every member record it claims (at most one per club: a club's e-mail addresses are
 * unique), in the caller's transaction: the rows are locked by id, in one order (decision 035), and checked
 * again under the lock, so that a record linked meanwhile is left as it is. Answers the records linked.
 */
export async function claimMembers(
  tx: Db,
  userId: string,
  now: Date,
): Promise<{ memberId: string; clubId: string }[]> {
  const locked = await tx
    .select({ id: members.id })
    .from(members)
    .where(claimableBy(userId))
    .orderBy(asc(members.id))
    .for("no key update", { of: members });
  if (locked.length === 0) return [];
  return tx
    .update(members)
    .set({ userId, updatedAt: now })
    .where(
      and(
        inArray(
          members.id,
          locked.map((r) => r.id),
        ),
        isNull(members.userId),
      ),
    )
    .returning({ memberId: members.id, clubId: members.clubId });
}

import { and, asc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import { user } from "../../db/schema/auth.ts";
import { clubAdmins, clubs, members } from "../../db/schema/clubs.ts";
import { ownershipTransfers } from "../../db/schema/ownership-transfers.ts";

export type TransferRow = typeof ownershipTransfers.$inferSelect;

const transferRows = clubRows(ownershipTransfers, "transfer");

const fromUser = alias(user, "from_user");
const toUser = alias(user, "to_user");

/** A transfer with its two people and its club (for the views, the link's page and the e-mails). */
function selectRecords(db: Db) {
  return db
    .select({
      transfer: ownershipTransfers,
      clubName: clubs.name,
      preferences: clubs.preferences,
      timezone: clubs.timezone,
      fromName: fromUser.name,
      fromEmail: fromUser.email,
      fromLanguage: fromUser.language,
      toName: toUser.name,
      toEmail: toUser.email,
      toLanguage: toUser.language,
    })
    .from(ownershipTransfers)
    .innerJoin(clubs, eq(clubs.id, ownershipTransfers.clubId))
    .innerJoin(fromUser, eq(fromUser.id, ownershipTransfers.fromUserId))
    .innerJoin(toUser, eq(toUser.id, ownershipTransfers.toUserId));
}
export type TransferRecord = NonNullable<Awaited<ReturnType<typeof findTransferRecord>>>;

export async function findTransferRecord(db: Db, clubId: string, transferId: string) {
  const [row] = await selectRecords(db)
    .where(clubRowIs(ownershipTransfers, clubId, transferId))
    .limit(1);
  return row;
}

/** The club's pending transfer (there is at most one), locked when `forUpdate`. */
export async function findPendingTransfer(db: Db, clubId: string, forUpdate = false) {
  const query = selectRecords(db)
    .where(and(eq(ownershipTransfers.clubId, clubId), eq(ownershipTransfers.status, "pending")))
    .limit(1);
  const [row] = forUpdate ? await query.for("update", { of: ownershipTransfers }) : await query;
  return row;
}

/** The transfer a link's token opens (whatever its club); `forUpdate` locks it. */
export async function findTransferByTokenHash(db: Db, tokenHash: string, forUpdate = false) {
  const query = selectRecords(db).where(eq(ownershipTransfers.tokenHash, tokenHash)).limit(1);
  const [row] = forUpdate ? await query.for("update", { of: ownershipTransfers }) : await query;
  return row;
}

export const insertTransfer = transferRows.insert;

export const updateTransfer = transferRows.update;

/** The club's active administrators with the role admin, but the owner: whom the owner may name. */
export async function listTransferCandidates(db: Db, clubId: string, ownerId: string, limit: number) {
  return db
    .select({
      adminId: clubAdmins.id,
      userId: clubAdmins.userId,
      firstName: clubAdmins.firstName,
      lastName: clubAdmins.lastName,
      adminEmail: clubAdmins.email,
      accountName: user.name,
      accountEmail: user.email,
    })
    .from(clubAdmins)
    .innerJoin(user, eq(user.id, clubAdmins.userId))
    .where(
      and(
        eq(clubAdmins.clubId, clubId),
        eq(clubAdmins.role, "admin"),
        eq(clubAdmins.status, "active"),
        ne(clubAdmins.userId, ownerId),
      ),
    )
    .orderBy(asc(user.name), asc(clubAdmins.id))
    .limit(limit);
}

/** An administrator record of the club with its account's name and e-mail. */
export async function findAdminWithAccount(db: Db, clubId: string, adminId: string) {
  const [row] = await db
    .select({ admin: clubAdmins, name: user.name, email: user.email })
    .from(clubAdmins)
    .innerJoin(user, eq(user.id, clubAdmins.userId))
    .where(clubRowIs(clubAdmins, clubId, adminId))
    .limit(1);
  return row;
}

/** The account's administrator record in the club, locked. */
/** Sets the club's owner. */
export async function setClubOwner(tx: Db, clubId: string, ownerId: string): Promise<void> {
  await tx.update(clubs).set({ ownerId }).where(eq(clubs.id, clubId));
}

/** Sets the role of an account's member record in the club, when it has one. */
export async function setMemberRole(
  tx: Db,
  clubId: string,
  userId: string,
  role: "owner" | "admin",
): Promise<void> {
  await tx
    .update(members)
    .set({ role })
    .where(and(eq(members.clubId, clubId), eq(members.userId, userId)));
}

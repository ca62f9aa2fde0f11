import { and, asc, eq, ne } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { clubAdmins, clubs, members } from "../../db/schema/clubs.ts";
import { ownershipTransfers } from "../../db/schema/ownership-transfers.ts";

export type TransferRow = typeof ownershipTransfers.$inferSelect;

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
    .where(and(eq(ownershipTransfers.clubId, clubId), eq(ownershipTransfers.id, transferId)))
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

export async function insertTransfer(
  tx: Db,
  clubId: string,
  values: Omit<typeof ownershipTransfers.$inferInsert, "clubId">,
): Promise<TransferRow> {
  const [row] = await tx
    .insert(ownershipTransfers)
    .values({ ...values, clubId })
    .returning();
  if (!row) throw new Error("The transfer was not created");
  return row;
}

export async function updateTransfer(
  tx: Db,
  clubId: string,
  transferId: string,
  values: Partial<Pick<TransferRow, "status" | "respondedAt">>,
): Promise<void> {
  await tx
    .update(ownershipTransfers)
    .set(values)
    .where(and(eq(ownershipTransfers.clubId, clubId), eq(ownershipTransfers.id, transferId)));
}

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
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.id, adminId)))
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

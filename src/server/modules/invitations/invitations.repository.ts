import { and, count, desc, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import type { InvitationStatus } from "../../../shared/invitations.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import { user } from "../../db/schema/auth.ts";
import { adminInvitations, clubAdmins, clubs, invitationSends, members } from "../../db/schema/clubs.ts";
import { mailOutbox } from "../../db/schema/mail.ts";

export type InvitationRow = typeof adminInvitations.$inferSelect;

const invitationRows = clubRows(adminInvitations, "invitation");

/** An invitation with what its list shows besides: the inviter's name and its e-mail's delivery. */
export interface InvitationRecord {
  invitation: InvitationRow;
  inviterName: string | null;
  inviterEmail: string | null;
  mailStatus: string | null;
  mailAttempts: number | null;
  mailError: string | null;
}

function selectRecords(db: Db) {
  return db
    .select({
      invitation: adminInvitations,
      inviterName: user.name,
      inviterEmail: user.email,
      mailStatus: mailOutbox.status,
      mailAttempts: mailOutbox.attempts,
      mailError: mailOutbox.lastError,
    })
    .from(adminInvitations)
    .leftJoin(user, eq(user.id, adminInvitations.invitedBy))
    .leftJoin(mailOutbox, eq(mailOutbox.id, adminInvitations.mailId));
}

/** The list's status filter; `expired` and `pending` are told apart by the expiry at `now`. */
function statusCondition(status: InvitationStatus, now: Date): SQL | undefined {
  if (status === "expired") {
    return and(eq(adminInvitations.status, "pending"), lte(adminInvitations.expiresAt, now));
  }
  if (status === "pending") {
    return and(eq(adminInvitations.status, "pending"), gt(adminInvitations.expiresAt, now));
  }
  return eq(adminInvitations.status, status);
}

export async function listInvitationRecords(
  db: Db,
  clubId: string,
  filter: { status?: InvitationStatus | undefined; now: Date; limit: number; offset: number },
): Promise<{ rows: InvitationRecord[]; total: number }> {
  const where = and(
    eq(adminInvitations.clubId, clubId),
    filter.status ? statusCondition(filter.status, filter.now) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectRecords(db)
      .where(where)
      // `nulls last` as the index (club_id, sent_at desc) is (decision 036).
      .orderBy(sql`${adminInvitations.sentAt} desc nulls last`, desc(adminInvitations.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(adminInvitations).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function findInvitationRecord(
  db: Db,
  clubId: string,
  invitationId: string,
): Promise<InvitationRecord | undefined> {
  const [row] = await selectRecords(db)
    .where(clubRowIs(adminInvitations, clubId, invitationId))
    .limit(1);
  return row;
}

/** The invitation of this club, locked for the rest of the transaction. */
export const findInvitationForUpdate = invitationRows.lock;

/** The club's invitation for this e-mail and role (the reuse rule of spec section 4), locked. */
export async function findInvitationByEmailRole(tx: Db, clubId: string, email: string, role: string) {
  const [row] = await tx
    .select()
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.clubId, clubId),
        sql`lower(${adminInvitations.email}) = lower(${email})`,
        eq(adminInvitations.role, role as InvitationRow["role"]),
      ),
    )
    .limit(1)
    .for("update");
  return row;
}

export const insertInvitation = invitationRows.insert;

export const updateInvitation = invitationRows.updated;

/**
 * The invitation a token opens, with its club's look and how it writes dates; `forUpdate` locks the
 * invitation.
 */
export async function findByTokenHash(db: Db, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      invitation: adminInvitations,
      clubName: clubs.name,
      branding: clubs.brandingSettings,
      preferences: clubs.preferences,
      timezone: clubs.timezone,
      inviterName: user.name,
      inviterEmail: user.email,
    })
    .from(adminInvitations)
    .innerJoin(clubs, eq(clubs.id, adminInvitations.clubId))
    .leftJoin(user, eq(user.id, adminInvitations.invitedBy))
    .where(eq(adminInvitations.invitationTokenHash, tokenHash))
    .limit(1);
  const [row] = forUpdate ? await query.for("update", { of: adminInvitations }) : await query;
  return row;
}

/** Whether the e-mail already holds an active administrator record, or an active membership with an account. */
export async function findPersonInClub(
  db: Db,
  clubId: string,
  email: string,
): Promise<{ isAdmin: boolean; isMember: boolean }> {
  const [admin] = await db
    .select({ id: clubAdmins.id })
    .from(clubAdmins)
    .innerJoin(user, eq(user.id, clubAdmins.userId))
    .where(
      and(
        eq(clubAdmins.clubId, clubId),
        eq(clubAdmins.status, "active"),
        sql`lower(${user.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .leftJoin(user, eq(user.id, members.userId))
    .where(
      and(
        eq(members.clubId, clubId),
        eq(members.status, "active"),
        sql`${members.userId} is not null`,
        sql`(lower(${members.email}) = lower(${email}) or lower(${user.email}) = lower(${email}))`,
      ),
    )
    .limit(1);
  return { isAdmin: Boolean(admin), isMember: Boolean(member) };
}

/** Records one invitation e-mail of the club, for the hourly limit. */
export async function recordSend(tx: Db, clubId: string): Promise<void> {
  await tx.insert(invitationSends).values({ clubId });
}

/** The club's sends since `since`, oldest first (their times decide when the limit frees up). */
export async function sendsSince(tx: Db, clubId: string, since: Date): Promise<Date[]> {
  const rows = await tx
    .select({ at: invitationSends.createdAt })
    .from(invitationSends)
    .where(and(eq(invitationSends.clubId, clubId), gt(invitationSends.createdAt, since)))
    .orderBy(invitationSends.createdAt);
  return rows.map((r) => r.at);
}

/** Forgets sends older than `before` (only the last hour matters). */
export async function pruneSends(tx: Db, clubId: string, before: Date): Promise<void> {
  await tx
    .delete(invitationSends)
    .where(and(eq(invitationSends.clubId, clubId), lte(invitationSends.createdAt, before)));
}

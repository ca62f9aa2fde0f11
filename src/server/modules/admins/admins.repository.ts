import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { clubAdmins, members } from "../../db/schema/clubs.ts";

export type ClubAdminRow = typeof clubAdmins.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

const adminRows = clubRows(clubAdmins, "administrator record");
const memberRows = clubRows(members, "member");

/** One page of the club's administrators: the owner first, then by the date they joined. */
export async function listAdmins(
  db: Db,
  clubId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ClubAdminRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(clubAdmins)
      .where(eq(clubAdmins.clubId, clubId))
      .orderBy(
        sql`case ${clubAdmins.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
        asc(clubAdmins.joinedAt),
        asc(clubAdmins.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(clubAdmins).where(eq(clubAdmins.clubId, clubId)),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** The administrator record, locked for the rest of the transaction. */
export const findAdminForUpdate = adminRows.lock;

/** The account's administrator record in the club, if any; `forUpdate` locks it for the rest of the transaction. */
export async function findAdminOfUser(db: Db, clubId: string, userId: string, forUpdate = false) {
  const query = db
    .select()
    .from(clubAdmins)
    .where(and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export const updateAdmin = adminRows.update;

export const insertAdmin = adminRows.insert;

export const deleteAdmin = adminRows.delete;

/** The person's member record in the club: by account, else by e-mail (a member added before signing up). */
export async function findMemberOfPerson(tx: Db, clubId: string, userId: string, email: string) {
  const rows = await tx
    .select()
    .from(members)
    .where(
      and(
        eq(members.clubId, clubId),
        sql`(${members.userId} = ${userId} or lower(${members.email}) = lower(${email}))`,
      ),
    )
    .orderBy(sql`case when ${members.userId} = ${userId} then 0 else 1 end`)
    .limit(1)
    .for("update");
  return rows[0];
}

export const insertMemberRecord = memberRows.insert;

export const updateMemberRecord = memberRows.update;

/** The member record of an account in the club, if any. */
export async function findMemberOfUser(tx: Db, clubId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.userId, userId)))
    .limit(1);
  return row;
}

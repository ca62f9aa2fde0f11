import { and, asc, count, desc, eq, gt } from "drizzle-orm";
import type { SocietyRequestStatus } from "../../../shared/society-requests.ts";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { user } from "../../db/schema/auth.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { golfCourses, golfSettings } from "../../db/schema/golf.ts";
import { golfSocietyRequests } from "../../db/schema/visitors.ts";

/*
 * Societies' requests for tee times (issue 36 item 4, decision 084). Every function takes the database or
 * transaction and the club, but the quote's secret link's, which names no club (its token's hash finds it).
 */

export type SocietyRequestRow = typeof golfSocietyRequests.$inferSelect;

const rows = clubRows(golfSocietyRequests, "society request");
export const insertSocietyRequest = rows.insert;
export const lockSocietyRequest = rows.lock;
export const updateSocietyRequest = rows.updated;

/** What the public page shows of a club, and whether it has opened its visitors' page (golf settings). */
export async function findSocietyClub(db: Db, clubId: string) {
  const [row] = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      status: clubs.status,
      email: clubs.email,
      currency: clubs.currency,
      brandingSettings: clubs.brandingSettings,
      preferences: clubs.preferences,
      timezone: clubs.timezone,
      visitorsEnabled: golfSettings.visitorBookingEnabled,
    })
    .from(clubs)
    .leftJoin(golfSettings, eq(golfSettings.clubId, clubs.id))
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row;
}

/** Requests stored from `ipAddress` (any club) since `since`, and the oldest of them: when the next place frees. */
export async function recentRequestsFrom(db: Db, ipAddress: string, since: Date) {
  const where = and(eq(golfSocietyRequests.ipAddress, ipAddress), gt(golfSocietyRequests.createdAt, since));
  const [counted] = await db.select({ n: count() }).from(golfSocietyRequests).where(where);
  const [oldest] = await db
    .select({ at: golfSocietyRequests.createdAt })
    .from(golfSocietyRequests)
    .where(where)
    .orderBy(asc(golfSocietyRequests.createdAt))
    .limit(1);
  return { count: counted?.n ?? 0, oldest: oldest?.at };
}

const listed = {
  request: golfSocietyRequests,
  courseName: golfCourses.name,
};

/** A page of the club's requests (one status, or every one), newest first, with their course's name. */
export async function listSocietyRequests(
  db: Db,
  clubId: string,
  status: SocietyRequestStatus | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(golfSocietyRequests.clubId, clubId),
    status ? eq(golfSocietyRequests.status, status) : undefined,
  );
  const [items, [total], [waiting]] = await Promise.all([
    db
      .select(listed)
      .from(golfSocietyRequests)
      .leftJoin(golfCourses, eq(golfCourses.id, golfSocietyRequests.courseId))
      .where(where)
      .orderBy(desc(golfSocietyRequests.createdAt), desc(golfSocietyRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(golfSocietyRequests).where(where),
    db
      .select({ n: count() })
      .from(golfSocietyRequests)
      .where(and(eq(golfSocietyRequests.clubId, clubId), eq(golfSocietyRequests.status, "new"))),
  ]);
  return { items, total: total?.n ?? 0, waiting: waiting?.n ?? 0 };
}

/** The club's request of this id with its course's name; undefined for another club's. */
export async function findSocietyRequest(db: Db, clubId: string, id: string) {
  const [row] = await db
    .select(listed)
    .from(golfSocietyRequests)
    .leftJoin(golfCourses, eq(golfCourses.id, golfSocietyRequests.courseId))
    .where(and(eq(golfSocietyRequests.clubId, clubId), eq(golfSocietyRequests.id, id)));
  return row;
}

/** The request a quote's secret link names (by its token's hash), with its course's name. */
export async function findSocietyRequestByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select(listed)
    .from(golfSocietyRequests)
    .leftJoin(golfCourses, eq(golfCourses.id, golfSocietyRequests.courseId))
    .where(eq(golfSocietyRequests.tokenHash, tokenHash));
  return row;
}

/** The request a quote's secret link names, locked until the transaction ends. */
export async function lockSocietyRequestByToken(tx: Db, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(golfSocietyRequests)
    .where(eq(golfSocietyRequests.tokenHash, tokenHash))
    .for("update");
  return row;
}

/** The club's course of this id (active or not); undefined for another club's. */
export async function findClubCourse(db: Db, clubId: string, courseId: string) {
  const [row] = await db
    .select({ id: golfCourses.id, name: golfCourses.name, active: golfCourses.active })
    .from(golfCourses)
    .where(and(eq(golfCourses.clubId, clubId), eq(golfCourses.id, courseId)));
  return row;
}

/** The e-mail address of an account (the staff member who quoted), if it is still there. */
export async function accountEmailOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

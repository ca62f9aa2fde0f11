import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { GolfSettings } from "../../../shared/golf.ts";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { golfBookings, golfCourses, golfSettings } from "../../db/schema/golf.ts";
import type { CourseRow } from "./golf.repository.ts";

/*
 * The club's golf rules (one row per club, written on the first save) and its courses. Every query names the
 * club: another club's course is not found.
 */

const courseRows = clubRows(golfCourses, "course");

/** Writes the club's rules, creating the row on the first save. */
export async function upsertGolfSettings(
  tx: Db,
  clubId: string,
  settings: GolfSettings,
  now: Date,
): Promise<void> {
  await tx
    .insert(golfSettings)
    .values({ clubId, ...settings })
    .onConflictDoUpdate({ target: golfSettings.clubId, set: { ...settings, updatedAt: now } });
}

/** The club's opening hours (for the suggested tee times of a new course). */
export async function clubOperatingHours(db: Db, clubId: string): Promise<unknown> {
  const [row] = await db.select({ hours: clubs.operatingHours }).from(clubs).where(eq(clubs.id, clubId));
  return row?.hours;
}

/** The club's courses in their order; `activeOnly` leaves out the inactive ones (what members see). */
export async function listCourses(db: Db, clubId: string, activeOnly: boolean): Promise<CourseRow[]> {
  return db
    .select()
    .from(golfCourses)
    .where(and(eq(golfCourses.clubId, clubId), activeOnly ? eq(golfCourses.active, true) : undefined))
    .orderBy(asc(golfCourses.position), asc(sql`lower(${golfCourses.name})`), asc(golfCourses.id));
}

/** Another course of the club with this name, whatever its case (the index golf_courses_club_name_idx). */
export async function findCourseNamed(
  db: Db,
  clubId: string,
  name: string,
  exceptCourseId?: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: golfCourses.id })
    .from(golfCourses)
    .where(
      and(
        eq(golfCourses.clubId, clubId),
        eq(sql`lower(${golfCourses.name})`, name.toLowerCase()),
        exceptCourseId ? ne(golfCourses.id, exceptCourseId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Locks the club's row against other writers of its courses until the transaction ends (FOR NO KEY UPDATE:
 * bookings and members referring to the club are not held up), so that new courses take their places at the
 * end one after another. Answers whether the club exists.
 */
export async function lockClubForCourses(tx: Db, clubId: string): Promise<boolean> {
  const rows = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("no key update");
  return rows.length > 0;
}

/** The position after the club's last course. */
export async function nextCoursePosition(tx: Db, clubId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${golfCourses.position})` })
    .from(golfCourses)
    .where(eq(golfCourses.clubId, clubId));
  return row?.last == null ? 0 : Number(row.last) + 1;
}

export const insertCourse = courseRows.insert;

export const updateCourse = courseRows.update;

/** Whether the course has any booking, cancelled ones included (they hold it: the key is RESTRICT). */
export async function courseHasBookings(db: Db, clubId: string, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: golfBookings.id })
    .from(golfBookings)
    .where(and(eq(golfBookings.clubId, clubId), eq(golfBookings.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

export const deleteCourse = courseRows.delete;

/** How many of `courseIds` are courses of the club. */
export async function countClubCourses(db: Db, clubId: string, courseIds?: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(golfCourses)
    .where(and(eq(golfCourses.clubId, clubId), courseIds ? inArray(golfCourses.id, courseIds) : undefined));
  return Number(row?.n ?? 0);
}

/** Gives each course its index in `courseIds` as its position (an update that changes nothing is not audited). */
export async function setCoursePositions(tx: Db, clubId: string, courseIds: string[]): Promise<void> {
  for (const [position, courseId] of courseIds.entries()) {
    await tx
      .update(golfCourses)
      .set({ position })
      .where(
        and(eq(golfCourses.clubId, clubId), eq(golfCourses.id, courseId), ne(golfCourses.position, position)),
      );
  }
}

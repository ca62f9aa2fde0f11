import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { competitions, golfTees } from "../../db/schema/competitions.ts";
import { golfCourses } from "../../db/schema/golf.ts";

/*
 * A course's tees with their holes and ratings (issue 35, deliverable 1). Every query names the club: another
 * club's tee is not found. Other modules (competitions, handicaps) read tees through `listTees` and `getTee`.
 *
 * A tee of a 9-hole course keeps its nine in the ratings' `front` and again in `back` (the 18 holes are the nine
 * played twice), so that every rating row has both nines; the API answers `back: null` for it.
 */

export type TeeRow = typeof golfTees.$inferSelect;

const teeRows = clubRows(golfTees, "tee");

/** A course's tees in their order; none for another club's course. */
export async function listTees(db: Db, clubId: string, courseId: string): Promise<TeeRow[]> {
  return db
    .select()
    .from(golfTees)
    .where(and(eq(golfTees.clubId, clubId), eq(golfTees.courseId, courseId)))
    .orderBy(asc(golfTees.position), asc(sql`lower(${golfTees.name})`), asc(golfTees.id));
}

/** The club's tee of this id (of any of its courses); undefined for another club's. */
export const getTee = teeRows.find;

export const insertTee = teeRows.insert;
export const updateTee = teeRows.update;
export const deleteTee = teeRows.delete;

/**
 * Locks the course's row until the transaction ends, so that new tees take their places at the end one after
 * another and a reorder sees every tee; answers the course (undefined for another club's).
 */
export async function lockCourseForTees(
  tx: Db,
  clubId: string,
  courseId: string,
): Promise<{ id: string; holes: number } | undefined> {
  const [row] = await tx
    .select({ id: golfCourses.id, holes: golfCourses.holes })
    .from(golfCourses)
    .where(and(eq(golfCourses.clubId, clubId), eq(golfCourses.id, courseId)))
    .for("no key update");
  return row;
}

/** Another tee of the course with this name, whatever its case (the index golf_tees_course_name_idx). */
export async function findTeeNamed(
  db: Db,
  clubId: string,
  courseId: string,
  name: string,
  exceptTeeId?: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: golfTees.id })
    .from(golfTees)
    .where(
      and(
        eq(golfTees.clubId, clubId),
        eq(golfTees.courseId, courseId),
        eq(sql`lower(${golfTees.name})`, name.toLowerCase()),
        exceptTeeId ? ne(golfTees.id, exceptTeeId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The position after the course's last tee. */
export async function nextTeePosition(tx: Db, clubId: string, courseId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${golfTees.position})` })
    .from(golfTees)
    .where(and(eq(golfTees.clubId, clubId), eq(golfTees.courseId, courseId)));
  return row?.last == null ? 0 : Number(row.last) + 1;
}

/** The name of a competition of the club that plays from the tee, if any. */
export async function competitionUsingTee(
  db: Db,
  clubId: string,
  teeId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: competitions.name })
    .from(competitions)
    .where(
      and(
        eq(competitions.clubId, clubId),
        sql`${competitions.tees} @> ${JSON.stringify([{ teeId }])}::jsonb`,
      ),
    )
    .limit(1);
  return row?.name;
}

/** How many of `teeIds` are tees of the course (all of them without a list). */
export async function countCourseTees(
  db: Db,
  clubId: string,
  courseId: string,
  teeIds?: string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(golfTees)
    .where(
      and(
        eq(golfTees.clubId, clubId),
        eq(golfTees.courseId, courseId),
        teeIds ? inArray(golfTees.id, teeIds) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Gives each tee its index in `teeIds` as its position (an update that changes nothing is not audited). */
export async function setTeePositions(tx: Db, clubId: string, teeIds: string[]): Promise<void> {
  for (const [position, teeId] of teeIds.entries()) {
    await tx
      .update(golfTees)
      .set({ position })
      .where(and(eq(golfTees.clubId, clubId), eq(golfTees.id, teeId), ne(golfTees.position, position)));
  }
}

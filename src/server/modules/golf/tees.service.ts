import type { TeeHoleRow, TeeRatingRow } from "../../../shared/competitions/model.ts";
import { isUuid } from "../../../shared/ids.ts";
import {
  type NineRating,
  type Tee,
  type TeeRating,
  type TeeValues,
  teeInputFor,
} from "../../../shared/tees.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, uniqueViolationAs, validationFailed } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { findCourse } from "./golf.repository.ts";
import {
  competitionUsingTee,
  countCourseTees,
  deleteTee,
  findTeeNamed,
  getTee,
  insertTee,
  listTees,
  lockCourseForTees,
  nextTeePosition,
  setTeePositions,
  type TeeRow,
  updateTee,
} from "./tees.repository.ts";

/*
 * A course's tees and their ratings (issue 35, deliverable 1): owners and admins write them (golfSettings.manage),
 * every role reads them (members choose a tee for their scores, competitions name theirs). Each write is one
 * audited transaction with its actor.
 */

/** 'Tee not found', in the request's language. */
export const TEE_NOT_FOUND = () => t("golfSettings").tees.notFound;

function courseNotFound(): AppError {
  return new AppError("NOT_FOUND", t("golfSettings").courses.notFound);
}

function teeNotFound(): AppError {
  return new AppError("NOT_FOUND", TEE_NOT_FOUND());
}

function nineView(nine: TeeRatingRow["front"]): NineRating {
  return { par: nine.par, courseRating: nine.courseRatingX10 / 10, slopeRating: nine.slopeRating };
}

function nineRow(nine: NineRating): TeeRatingRow["front"] {
  return {
    par: nine.par,
    courseRatingX10: Math.round(nine.courseRating * 10),
    slopeRating: nine.slopeRating,
  };
}

export function toTeeView(row: TeeRow): Tee {
  const nineHoles = row.holes.length === 9;
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    colour: row.colour,
    position: row.position,
    holes: row.holes.map((h) => ({
      number: h.number,
      par: h.par,
      strokeIndex: h.strokeIndex,
      length: h.length,
      parFemale: h.parFemale ?? null,
      strokeIndexFemale: h.strokeIndexFemale ?? null,
    })),
    ratings: row.ratings.map(
      (r): TeeRating => ({
        gender: r.gender,
        par: r.par,
        courseRating: r.courseRatingX10 / 10,
        slopeRating: r.slopeRating,
        front: nineView(r.front),
        back: nineHoles ? null : nineView(r.back),
      }),
    ),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The holes and ratings as stored: tenths, and a 9-hole course's nine kept as both nines. */
function rowValues(input: TeeValues) {
  const holes: TeeHoleRow[] = input.holes.map((h) => ({
    number: h.number,
    par: h.par,
    strokeIndex: h.strokeIndex,
    length: h.length,
    parFemale: h.parFemale ?? null,
    strokeIndexFemale: h.strokeIndexFemale ?? null,
  }));
  const ratings: TeeRatingRow[] = input.ratings.map((r) => ({
    gender: r.gender,
    par: r.par,
    courseRatingX10: Math.round(r.courseRating * 10),
    slopeRating: r.slopeRating,
    front: nineRow(r.front),
    back: nineRow(r.back ?? r.front),
  }));
  return { name: input.name, colour: input.colour, holes, ratings };
}

/** The checks that need the course's number of holes: 422 with a message per field. */
function checked(input: TeeValues, holes: number): TeeValues {
  const result = teeInputFor(holes === 9 ? 9 : 18).safeParse(input);
  if (result.success) return result.data;
  throw validationFailed(result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
}

function duplicateName(name: string): AppError {
  const message = t("golfSettings").tees.duplicate(name);
  return new AppError("CONFLICT", message, { fields: [{ path: "name", message }] });
}

/** An audited write of a tee named `name`: two requests with the same name at once get the same conflict. */
function writeTee<T>(db: Db, audit: AuditContext, name: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return uniqueViolationAs(withAudit(db, audit, work), "golf_tees_course_name_idx", () =>
    duplicateName(name),
  );
}

export async function listCourseTees(db: Db, clubId: string, courseId: string): Promise<{ tees: Tee[] }> {
  if (!isUuid(courseId) || !(await findCourse(db, clubId, courseId))) throw courseNotFound();
  return { tees: (await listTees(db, clubId, courseId)).map(toTeeView) };
}

export async function createTee(
  db: Db,
  clubId: string,
  courseId: string,
  input: TeeValues,
  audit: AuditContext,
): Promise<Tee> {
  if (!isUuid(courseId)) throw courseNotFound();
  return writeTee(db, audit, input.name, async (tx) => {
    const course = await lockCourseForTees(tx, clubId, courseId);
    if (!course) throw courseNotFound();
    const values = rowValues(checked(input, course.holes));
    if (await findTeeNamed(tx, clubId, courseId, values.name)) throw duplicateName(values.name);
    const position = await nextTeePosition(tx, clubId, courseId);
    return toTeeView(await insertTee(tx, clubId, { ...values, courseId, position }));
  });
}

/** The club's tee of the course, or 404 (another club's, another course's, or no such id). */
async function teeOfCourse(db: Db, clubId: string, courseId: string, teeId: string): Promise<TeeRow> {
  if (!isUuid(courseId) || !isUuid(teeId)) throw teeNotFound();
  const tee = await getTee(db, clubId, teeId);
  if (!tee || tee.courseId !== courseId) throw teeNotFound();
  return tee;
}

export async function changeTee(
  db: Db,
  clubId: string,
  courseId: string,
  teeId: string,
  input: TeeValues,
  audit: AuditContext,
): Promise<Tee> {
  await teeOfCourse(db, clubId, courseId, teeId);
  return writeTee(db, audit, input.name, async (tx) => {
    const course = await lockCourseForTees(tx, clubId, courseId);
    if (!course) throw courseNotFound();
    const values = rowValues(checked(input, course.holes));
    if (await findTeeNamed(tx, clubId, courseId, values.name, teeId)) throw duplicateName(values.name);
    const row = await updateTee(tx, clubId, teeId, values);
    if (!row) throw teeNotFound();
    return toTeeView(row);
  });
}

/** Deletes a tee that no competition of the club plays from (their tee would be gone); 409 naming one otherwise. */
export async function removeTee(
  db: Db,
  clubId: string,
  courseId: string,
  teeId: string,
  audit: AuditContext,
): Promise<void> {
  const tee = await teeOfCourse(db, clubId, courseId, teeId);
  await withAudit(db, audit, async (tx) => {
    // The course's lock keeps a competition's tee choice (which reads the course's tees) from crossing this.
    if (!(await lockCourseForTees(tx, clubId, courseId))) throw courseNotFound();
    const competition = await competitionUsingTee(tx, clubId, teeId);
    if (competition !== undefined) {
      throw new AppError("CONFLICT", t("golfSettings").tees.inUse(tee.name, competition));
    }
    if (!(await deleteTee(tx, clubId, teeId))) throw teeNotFound();
  });
}

/**
 * Puts the course's tees in the order of `teeIds`, which must name each of them once: an id that is not a tee of
 * the course answers 404, a list that leaves one out or names one twice 422.
 */
export async function reorderTees(
  db: Db,
  clubId: string,
  courseId: string,
  teeIds: string[],
  audit: AuditContext,
): Promise<{ tees: Tee[] }> {
  if (!isUuid(courseId)) throw courseNotFound();
  const ids = teeIds.map((id) => id.toLowerCase());
  if (!ids.every((id) => isUuid(id))) throw teeNotFound();
  await withAudit(db, audit, async (tx) => {
    if (!(await lockCourseForTees(tx, clubId, courseId))) throw courseNotFound();
    const unique = [...new Set(ids)];
    if ((await countCourseTees(tx, clubId, courseId, unique)) < unique.length) throw teeNotFound();
    if (unique.length < ids.length || (await countCourseTees(tx, clubId, courseId)) !== ids.length) {
      throw validationFailed([{ path: "teeIds", message: t("golfSettings").tees.orderIncomplete }]);
    }
    await setTeePositions(tx, clubId, ids);
  });
  return { tees: (await listTees(db, clubId, courseId)).map(toTeeView) };
}

import {
  type Course,
  type CourseDay,
  type CourseInput,
  type GolfSettings,
  type GolfSettingsView,
  suggestedCourseDays,
} from "../../../shared/golf.ts";
import { isUuid } from "../../../shared/ids.ts";
import { can } from "../../../shared/permissions.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, pgErrorCode, uniqueViolationAs, validationFailed } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { ClubTaxRates } from "../billing/tax-rates.service.ts";
import { type CourseRow, findCourse } from "./golf.repository.ts";
import { golfClubOf } from "./golf-group.ts";
import {
  clubOperatingHours,
  countClubCourses,
  courseHasBookings,
  deleteCourse,
  findCourseNamed,
  insertCourse,
  listCourses,
  lockClubForCourses,
  nextCoursePosition,
  setCoursePositions,
  updateCourse,
  upsertGolfSettings,
} from "./golf-settings.repository.ts";

/** The refusal of a role without golfSettings.manage (the routes' `denied`), in the request's language. */
export const GOLF_SETTINGS_DENIED = () => t("golfSettings").settings.denied;
/** 'Course not found', in the request's language. */
export const COURSE_NOT_FOUND = () => t("golfSettings").courses.notFound;

function clubNotFound(): AppError {
  return new AppError("NOT_FOUND", t("errors").clubNotFound);
}

function courseNotFound(): AppError {
  return new AppError("NOT_FOUND", COURSE_NOT_FOUND());
}

// ---------------------------------------------------------------------------------------------------------
// Settings

/** The club's rules (the defaults until first saved) and its currency. */
export async function readGolfSettings(db: Db, clubId: string): Promise<GolfSettingsView> {
  const club = await golfClubOf(db, clubId);
  return { ...club.settings, currency: club.currency };
}

export async function saveGolfSettings(
  db: Db,
  clubId: string,
  settings: GolfSettings,
  audit: AuditContext,
  now: Date,
): Promise<GolfSettingsView> {
  await withAudit(db, audit, async (tx) => {
    // A fee's rate is one of the club's active rates (422 on its field otherwise), as a price's is (decision 080).
    const rates = await ClubTaxRates.of(tx, clubId);
    rates.forLine(settings.memberGreenFeeTaxRateId, null, "memberGreenFeeTaxRateId");
    rates.forLine(settings.guestGreenFeeTaxRateId, null, "guestGreenFeeTaxRateId");
    const ids = {
      memberGreenFeeTaxRateId: settings.memberGreenFeeTaxRateId?.toLowerCase() ?? null,
      guestGreenFeeTaxRateId: settings.guestGreenFeeTaxRateId?.toLowerCase() ?? null,
    };
    await upsertGolfSettings(tx, clubId, { ...settings, ...ids }, now);
  });
  return readGolfSettings(db, clubId);
}

// ---------------------------------------------------------------------------------------------------------
// Courses

export function toCourseView(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    holes: row.holes as 9 | 18,
    active: row.active,
    position: row.position,
    days: row.days,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Staff (who run the tee sheet) see every course; members the active ones only. */
export async function listClubCourses(db: Db, access: Access): Promise<{ courses: Course[] }> {
  const staff = can(access.role, "bookings.manage");
  const rows = await listCourses(db, access.clubId, !staff);
  return { courses: rows.map(toCourseView) };
}

/** A new course's seven days from the club's opening hours. */
export async function suggestedDays(db: Db, clubId: string, holes: 9 | 18): Promise<{ days: CourseDay[] }> {
  const hours = (await clubOperatingHours(db, clubId)) ?? {};
  return { days: suggestedCourseDays(holes, hours as Parameters<typeof suggestedCourseDays>[1]) };
}

function duplicateName(name: string): AppError {
  const message = t("golfSettings").courses.duplicate(name);
  return new AppError("CONFLICT", message, { fields: [{ path: "name", message }] });
}

/**
 * An audited write of a course named `name`: a unique violation of the name index (two requests with the same
 * name at once) is the same conflict as the check's.
 */
function writeCourse<T>(db: Db, audit: AuditContext, name: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return uniqueViolationAs(withAudit(db, audit, work), "golf_courses_club_name_idx", () =>
    duplicateName(name),
  );
}

export async function createCourse(
  db: Db,
  clubId: string,
  input: CourseInput,
  audit: AuditContext,
): Promise<Course> {
  return writeCourse(db, audit, input.name, async (tx) => {
    // The club's row lock makes new courses take the last place one after another.
    if (!(await lockClubForCourses(tx, clubId))) throw clubNotFound();
    if (await findCourseNamed(tx, clubId, input.name)) throw duplicateName(input.name);
    const position = await nextCoursePosition(tx, clubId);
    const row = await insertCourse(tx, clubId, { ...input, position });
    return toCourseView(row);
  });
}

export async function changeCourse(
  db: Db,
  clubId: string,
  courseId: string,
  input: CourseInput,
  audit: AuditContext,
): Promise<Course> {
  return writeCourse(db, audit, input.name, async (tx) => {
    if (!(await findCourse(tx, clubId, courseId))) throw courseNotFound();
    if (await findCourseNamed(tx, clubId, input.name, courseId)) throw duplicateName(input.name);
    const row = await updateCourse(tx, clubId, courseId, input);
    if (!row) throw courseNotFound();
    return toCourseView(row);
  });
}

function hasBookings(name: string): AppError {
  return new AppError("CONFLICT", t("golfSettings").courses.hasBookings(name));
}

/**
 * Deletes a course with no booking (its blocks, ballots and waiting lists go with it). A course with bookings
 * is refused: they are the club's record of its rounds and fees; the course can be made inactive instead.
 */
export async function removeCourse(db: Db, clubId: string, courseId: string, audit: AuditContext) {
  const course = await findCourse(db, clubId, courseId);
  if (!course) throw courseNotFound();
  try {
    await withAudit(db, audit, async (tx) => {
      if (await courseHasBookings(tx, clubId, courseId)) throw hasBookings(course.name);
      if (!(await deleteCourse(tx, clubId, courseId))) throw courseNotFound();
    });
  } catch (error) {
    // A booking written between the check and the delete: the key (RESTRICT) refuses, with the same words.
    if (pgErrorCode(error) === "23503") throw hasBookings(course.name);
    throw error;
  }
}

/**
 * Puts the club's courses in the order of `courseIds`, which must name each of them once: an id that is not a
 * course of the club answers 404, a list that leaves one out or names one twice 422.
 */
export async function reorderCourses(
  db: Db,
  clubId: string,
  courseIds: string[],
  audit: AuditContext,
): Promise<{ courses: Course[] }> {
  const ids = courseIds.map((id) => id.toLowerCase());
  if (!ids.every((id) => isUuid(id))) throw courseNotFound();
  await withAudit(db, audit, async (tx) => {
    if (!(await lockClubForCourses(tx, clubId))) throw clubNotFound();
    const unique = [...new Set(ids)];
    if ((await countClubCourses(tx, clubId, unique)) < unique.length) throw courseNotFound();
    if (unique.length < ids.length || (await countClubCourses(tx, clubId)) !== ids.length) {
      throw validationFailed([{ path: "courseIds", message: t("golfSettings").courses.orderIncomplete }]);
    }
    await setCoursePositions(tx, clubId, ids);
  });
  return { courses: (await listCourses(db, clubId, false)).map(toCourseView) };
}

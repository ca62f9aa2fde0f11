import { and, asc, eq, inArray } from "drizzle-orm";
import { GOLF_SETTINGS_DEFAULTS, type GolfSettings } from "../../../shared/golf.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { clubDomains } from "../../db/schema/communications.ts";
import { golfCourses, golfSettings } from "../../db/schema/golf.ts";
import type { ClubContextRow } from "../clubs/club-context.ts";
import { clubContextColumns } from "../clubs/club-context-columns.ts";

/*
 * What every part of golf reads: the club's rules, zone and currency, and a course. The settings, courses and
 * blocks module writes them (golf-settings.*), the bookings, ballot and waiting-list modules read them.
 */

export type CourseRow = typeof golfCourses.$inferSelect;

const courseRows = clubRows(golfCourses, "course");

/** The club's zone, currency and language preferences, with its golf rules (the defaults when never saved). */
export interface GolfClub {
  clubId: string;
  name: string;
  timeZone: string;
  currency: string;
  preferences: unknown;
  settings: GolfSettings;
}

const golfClubColumns = {
  clubId: clubs.id,
  name: clubs.name,
  timeZone: clubs.timezone,
  currency: clubs.currency,
  preferences: clubs.preferences,
  settings: golfSettings,
};

function golfClubOf(row: Omit<GolfClub, "settings"> & { settings: typeof golfSettings.$inferSelect | null }) {
  const { settings, ...club } = row;
  return { ...club, settings: settings ? settingsOf(settings) : { ...GOLF_SETTINGS_DEFAULTS } };
}

export async function findGolfClub(db: Db, clubId: string): Promise<GolfClub | undefined> {
  const [row] = await db
    .select(golfClubColumns)
    .from(clubs)
    .leftJoin(golfSettings, eq(golfSettings.clubId, clubs.id))
    .where(eq(clubs.id, clubId));
  return row ? golfClubOf(row) : undefined;
}

/**
 * The club (as `findGolfClub`, with the columns of its context for e-mails: modules/clubs/club-context.ts) and
 * its course of this id in one query, the course held against blocks as `holdCourseAgainstBlocks` holds it
 * (inside a transaction); undefined when the club has no such course.
 */
export async function findGolfClubHoldingCourse(
  tx: Db,
  clubId: string,
  courseId: string,
): Promise<{ club: GolfClub; course: CourseRow; context: ClubContextRow } | undefined> {
  const [row] = await tx
    .select({ ...golfClubColumns, course: golfCourses, context: clubContextColumns })
    .from(golfCourses)
    .innerJoin(clubs, eq(clubs.id, golfCourses.clubId))
    .leftJoin(clubDomains, eq(clubDomains.clubId, clubs.id))
    .leftJoin(golfSettings, eq(golfSettings.clubId, clubs.id))
    .where(clubRowIs(golfCourses, clubId, courseId))
    .for("key share", { of: golfCourses });
  if (!row) return undefined;
  const { course, context, ...club } = row;
  return { club: golfClubOf(club), course, context };
}

export function settingsOf(row: typeof golfSettings.$inferSelect): GolfSettings {
  return {
    bookingWindowDays: row.bookingWindowDays,
    windowOpensAt: row.windowOpensAt,
    guestAllowance: row.guestAllowance,
    cancellationCutoffHours: row.cancellationCutoffHours,
    memberGreenFeeMinor: row.memberGreenFeeMinor,
    guestGreenFeeMinor: row.guestGreenFeeMinor,
    showMemberNames: row.showMemberNames,
    noShowRuleEnabled: row.noShowRuleEnabled,
    noShowLimit: row.noShowLimit,
    noShowSuspensionDays: row.noShowSuspensionDays,
    waitlistMode: row.waitlistMode,
    memberGreenFeeTaxRateId: row.memberGreenFeeTaxRateId,
    guestGreenFeeTaxRateId: row.guestGreenFeeTaxRateId,
  };
}

/** A course of the club; undefined for another club's (which then answers 404). */
export const findCourse = courseRows.find;

/**
 * Holds the course against a block being created at the same time (which locks it FOR UPDATE) until the
 * transaction ends: a booking that checked for blocks is not then overtaken by one. Bookings do not wait for
 * each other here (KEY SHARE locks do not conflict).
 */
export async function holdCourseAgainstBlocks(tx: Db, clubId: string, courseId: string): Promise<void> {
  await tx
    .select({ id: golfCourses.id })
    .from(golfCourses)
    .where(clubRowIs(golfCourses, clubId, courseId))
    .for("key share");
}

/**
 * `holdCourseAgainstBlocks` for several courses (the club's, or of any clubs by ids the caller read), in id
 * order (decision 035: a writer that may book on a course holds it before its other locks).
 */
export async function holdCoursesAgainstBlocks(tx: Db, courseIds: string[], clubId?: string): Promise<void> {
  if (courseIds.length === 0) return;
  await tx
    .select({ id: golfCourses.id })
    .from(golfCourses)
    .where(
      and(
        inArray(golfCourses.id, [...new Set(courseIds)]),
        clubId === undefined ? undefined : eq(golfCourses.clubId, clubId),
      ),
    )
    .orderBy(asc(golfCourses.id))
    .for("key share");
}

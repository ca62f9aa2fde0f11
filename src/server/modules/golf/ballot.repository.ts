import { and, asc, eq, gt, gte, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import type { DrawSnapshot } from "../../../shared/golf.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import { clubs, membershipTypes } from "../../db/schema/clubs.ts";
import {
  golfBallotEntries,
  golfBallots,
  golfBookingPlayers,
  golfCourses,
  golfSettings,
} from "../../db/schema/golf.ts";

/*
 * The ballots (one per course and day released by ballot) and their entries. A ballot's row is made by the job
 * when the day's booking window opens (or earlier on need: staff entering a group) with its closing instant;
 * the draw locks it, so that it is drawn once.
 */

export type BallotRow = typeof golfBallots.$inferSelect;
export type BallotEntryRow = typeof golfBallotEntries.$inferSelect;

const ballotRows = clubRows(golfBallots, "ballot");
const entryRows = clubRows(golfBallotEntries, "entry");

/** The ballot of a course's day, if one was made. */
export async function ballotOfDay(
  db: Db,
  clubId: string,
  courseId: string,
  date: string,
): Promise<BallotRow | undefined> {
  const [row] = await db
    .select()
    .from(golfBallots)
    .where(
      and(eq(golfBallots.clubId, clubId), eq(golfBallots.courseId, courseId), eq(golfBallots.playDate, date)),
    );
  return row;
}

/** The ballot of a course's day, made now (open, closing at `closesAt`) when there is none. */
export async function ensureBallot(
  tx: Db,
  clubId: string,
  courseId: string,
  date: string,
  closesAt: Date,
): Promise<BallotRow> {
  await tx
    .insert(golfBallots)
    .values({ clubId, courseId, playDate: date, closesAt })
    .onConflictDoNothing({ target: [golfBallots.courseId, golfBallots.playDate] });
  const row = await ballotOfDay(tx, clubId, courseId, date);
  if (!row) throw new Error("The ballot was not written");
  return row;
}

export const findBallot = ballotRows.find;

/** The ballot, locked until the transaction ends: entries, withdrawals and the draw take turns. */
export const lockBallot = ballotRows.lock;

/** The ballot drawn: its seed, when, and what the draw found (so that anyone can run it again). */
export async function markDrawn(
  tx: Db,
  ballotId: string,
  seed: string,
  drawnAt: Date,
  drawSnapshot: DrawSnapshot,
): Promise<void> {
  await tx
    .update(golfBallots)
    .set({ status: "drawn", seed, drawnAt, drawSnapshot })
    .where(eq(golfBallots.id, ballotId));
}

/**
 * The active courses that release a weekday by ballot, with their club's zone, golf settings and the longest
 * booking window of its membership types (the club's own when none is longer): what the job needs to make the
 * ballots whose window has opened.
 */
export async function ballotCourses(db: Db) {
  const longestTypeWindow = db
    .select({
      clubId: membershipTypes.clubId,
      longestWindowDays: sql<number | null>`max(${membershipTypes.golfBookingWindowDays})`.as(
        "longest_window_days",
      ),
    })
    .from(membershipTypes)
    .groupBy(membershipTypes.clubId)
    .as("longest_type_window");
  return db
    .select({
      clubId: golfCourses.clubId,
      course: golfCourses,
      timeZone: clubs.timezone,
      settings: golfSettings,
      longestTypeWindow: longestTypeWindow.longestWindowDays,
    })
    .from(golfCourses)
    .innerJoin(clubs, eq(clubs.id, golfCourses.clubId))
    .leftJoin(golfSettings, eq(golfSettings.clubId, golfCourses.clubId))
    .leftJoin(longestTypeWindow, eq(longestTypeWindow.clubId, golfCourses.clubId))
    .where(
      and(
        eq(golfCourses.active, true),
        sql`jsonb_path_exists(${golfCourses.days}, '$[*] ? (@.release == "ballot")')`,
      ),
    );
}

/** Which of these course days already have their ballot, as "courseId date" keys. */
export async function existingBallots(
  db: Db,
  days: { courseId: string; playDate: string }[],
): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const from = days.reduce((min, d) => (d.playDate < min ? d.playDate : min), days[0]?.playDate as string);
  const rows = await db
    .select({ courseId: golfBallots.courseId, playDate: golfBallots.playDate })
    .from(golfBallots)
    .where(
      and(
        inArray(golfBallots.courseId, [...new Set(days.map((d) => d.courseId))]),
        gte(golfBallots.playDate, from),
      ),
    );
  return new Set(rows.map((r) => `${r.courseId} ${r.playDate}`));
}

/** Makes the ballots of these course days that have none yet (open, each with its close). Answers how many. */
export async function insertMissingBallots(
  tx: Db,
  rows: { clubId: string; courseId: string; playDate: string; closesAt: Date }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const made = await tx
    .insert(golfBallots)
    .values(rows)
    .onConflictDoNothing({ target: [golfBallots.courseId, golfBallots.playDate] })
    .returning({ id: golfBallots.id });
  return made.length;
}

/** Open ballots whose close has come, earliest first. */
export async function dueBallots(db: Db, now: Date, limit: number) {
  return db
    .select({ id: golfBallots.id, clubId: golfBallots.clubId })
    .from(golfBallots)
    .where(and(eq(golfBallots.status, "open"), lte(golfBallots.closesAt, now)))
    .orderBy(asc(golfBallots.closesAt))
    .limit(limit);
}

/** A ballot's entries (withdrawn ones too), by draw order once drawn, else in the order they came. */
export async function entriesOf(db: Db, ballotId: string): Promise<BallotEntryRow[]> {
  return db
    .select()
    .from(golfBallotEntries)
    .where(eq(golfBallotEntries.ballotId, ballotId))
    .orderBy(
      sql`${golfBallotEntries.drawOrder} asc nulls last`,
      asc(golfBallotEntries.createdAt),
      asc(golfBallotEntries.id),
    );
}

/** An entry of the club's, with its ballot. */
export async function findEntry(db: Db, clubId: string, entryId: string) {
  const [row] = await db
    .select({ entry: golfBallotEntries, ballot: golfBallots })
    .from(golfBallotEntries)
    .innerJoin(golfBallots, eq(golfBallots.id, golfBallotEntries.ballotId))
    .where(clubRowIs(golfBallotEntries, clubId, entryId));
  return row;
}

export const insertEntry = entryRows.insert;

export const updateEntry = entryRows.update;

/**
 * The first of `memberIds` who already is in an entry of the ballot that is not withdrawn (as its entrant or
 * a player), with that entry's entrant.
 */
export async function memberInEntry(tx: Db, ballotId: string, memberIds: string[]) {
  if (memberIds.length === 0) return undefined;
  const rows = await tx
    .select({ memberId: golfBallotEntries.memberId, players: golfBallotEntries.players })
    .from(golfBallotEntries)
    .where(
      and(
        eq(golfBallotEntries.ballotId, ballotId),
        ne(golfBallotEntries.status, "withdrawn"),
        or(
          inArray(golfBallotEntries.memberId, memberIds),
          sql`exists (select 1 from jsonb_array_elements(${golfBallotEntries.players}) p
            where p->>'memberId' in (${sql.join(
              memberIds.map((id) => sql`${id}`),
              sql`, `,
            )}))`,
        ),
      ),
    );
  for (const id of memberIds) {
    const entry = rows.find(
      (r) => r.memberId === id || r.players.some((p) => "memberId" in p && p.memberId === id),
    );
    if (entry) return { memberId: id, entrantId: entry.memberId };
  }
  return undefined;
}

/**
 * Of `memberIds`, those who lost another ballot of the club (their entry went to the waiting list) drawn
 * since `since`.
 */
export async function recentLosers(
  tx: Db,
  clubId: string,
  memberIds: string[],
  since: Date,
  exceptBallotId: string,
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ memberId: golfBallotEntries.memberId })
    .from(golfBallotEntries)
    .innerJoin(golfBallots, eq(golfBallots.id, golfBallotEntries.ballotId))
    .where(
      and(
        eq(golfBallotEntries.clubId, clubId),
        inArray(golfBallotEntries.memberId, memberIds),
        eq(golfBallotEntries.status, "waitlisted"),
        ne(golfBallots.id, exceptBallotId),
        gte(golfBallots.drawnAt, since),
      ),
    );
  return new Set(rows.map((r) => r.memberId));
}

/** The rounds `memberIds` play (booked or checked in) that overlap [from, to), on any course. */
export async function roundsBetween(db: Db, clubId: string, memberIds: string[], from: Date, to: Date) {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      memberId: golfBookingPlayers.memberId,
      startsAt: golfBookingPlayers.startsAt,
      endsAt: golfBookingPlayers.endsAt,
    })
    .from(golfBookingPlayers)
    .where(
      and(
        eq(golfBookingPlayers.clubId, clubId),
        inArray(golfBookingPlayers.memberId, memberIds),
        inArray(golfBookingPlayers.status, ["booked", "checked_in"]),
        lt(golfBookingPlayers.startsAt, to),
        gt(golfBookingPlayers.endsAt, from),
      ),
    );
  return rows.map((r) => ({
    memberId: r.memberId as string,
    startsAt: r.startsAt.getTime(),
    endsAt: r.endsAt.getTime(),
  }));
}

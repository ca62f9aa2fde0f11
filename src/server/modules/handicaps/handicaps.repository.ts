import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from "drizzle-orm";
import type { HandicapAuthority } from "../../../shared/competitions/model.ts";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { members } from "../../db/schema/clubs.ts";
import {
  golfTees,
  handicapIndexHistory,
  handicapScores,
  memberGolfProfiles,
} from "../../db/schema/competitions.ts";
import { golfCourses, golfSettings } from "../../db/schema/golf.ts";
import { jobRuns } from "../../db/schema/jobs.ts";

/*
 * Members' golf profiles, index history and scoring records (issue 35, decision 075). Every query names the club.
 * The golf settings' authority, the courses and the tees are read here too: this module only reads them.
 */

export type ProfileRow = typeof memberGolfProfiles.$inferSelect;
export type HistoryRow = typeof handicapIndexHistory.$inferSelect;
export type ScoreRow = typeof handicapScores.$inferSelect;
export type TeeRow = typeof golfTees.$inferSelect;

const scoreRows = clubRows(handicapScores, "score");
export const findScore = scoreRows.find;
export const insertScore = scoreRows.insert;
export const deleteScoreRow = scoreRows.delete;
export const insertHistory = clubRows(handicapIndexHistory, "index history entry").insert;

/** The club's member of this id (names for the views), or undefined. */
export async function findClubMember(db: Db, clubId: string, memberId: string) {
  const [row] = await db
    .select({ id: members.id, userId: members.userId })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.id, memberId)));
  return row;
}

/** The club's member of this id locked until the transaction ends (its profile and record change one at a time). */
export async function lockClubMember(tx: Db, clubId: string, memberId: string) {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.id, memberId)))
    .for("update");
  return row;
}

/** The member of this user in the club (a member reading their own profile). */
export async function memberIdOfUser(db: Db, clubId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.userId, userId)))
    .limit(1);
  return row?.id;
}

export async function clubAuthority(db: Db, clubId: string): Promise<HandicapAuthority> {
  const [row] = await db
    .select({ authority: golfSettings.handicapAuthority })
    .from(golfSettings)
    .where(eq(golfSettings.clubId, clubId));
  return row?.authority ?? "national";
}

/** Writes the club's authority (the golf settings' row, made with its defaults when the club has none yet). */
export async function setClubAuthority(tx: Db, clubId: string, authority: HandicapAuthority): Promise<void> {
  await tx
    .insert(golfSettings)
    .values({ clubId, handicapAuthority: authority })
    .onConflictDoUpdate({
      target: golfSettings.clubId,
      set: { handicapAuthority: authority, updatedAt: sql`now()` },
    });
}

export async function findProfile(db: Db, clubId: string, memberId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(memberGolfProfiles)
    .where(and(eq(memberGolfProfiles.clubId, clubId), eq(memberGolfProfiles.memberId, memberId)));
  return row;
}

export type ProfileValues = Pick<
  ProfileRow,
  "handicapIndexX10" | "homeClub" | "associationPlayerId" | "teeGender"
>;

/** The member's profile written (made or changed). */
export async function upsertProfile(
  tx: Db,
  clubId: string,
  memberId: string,
  values: Partial<ProfileValues>,
): Promise<ProfileRow> {
  const [row] = await tx
    .insert(memberGolfProfiles)
    .values({ clubId, memberId, ...values })
    .onConflictDoUpdate({
      target: memberGolfProfiles.memberId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("The golf profile was not written");
  return row;
}

/** Profiles of many members at once (one statement; an import or a recomputation's batch). */
export async function upsertProfiles(
  tx: Db,
  clubId: string,
  rows: ({ memberId: string } & Partial<ProfileValues>)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(memberGolfProfiles)
    .values(rows.map((row) => ({ clubId, ...row })))
    .onConflictDoUpdate({
      target: memberGolfProfiles.memberId,
      set: {
        handicapIndexX10: sql`excluded.handicap_index_x10`,
        homeClub: sql`coalesce(excluded.home_club, ${memberGolfProfiles.homeClub})`,
        associationPlayerId: sql`coalesce(excluded.association_player_id, ${memberGolfProfiles.associationPlayerId})`,
        teeGender: sql`coalesce(excluded.tee_gender, ${memberGolfProfiles.teeGender})`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Profiles an import gives, in one statement: a field the file leaves out (undefined) keeps what the profile
 * has (`handicap_index_x10` too).
 */
export async function importProfiles(
  tx: Db,
  clubId: string,
  rows: ({ memberId: string } & { [K in keyof ProfileValues]?: ProfileValues[K] | undefined })[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(memberGolfProfiles)
    .values(
      rows.map((row) => ({
        clubId,
        memberId: row.memberId,
        handicapIndexX10: row.handicapIndexX10 ?? null,
        homeClub: row.homeClub ?? null,
        associationPlayerId: row.associationPlayerId ?? null,
        teeGender: row.teeGender ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: memberGolfProfiles.memberId,
      set: {
        handicapIndexX10: sql`coalesce(excluded.handicap_index_x10, ${memberGolfProfiles.handicapIndexX10})`,
        homeClub: sql`coalesce(excluded.home_club, ${memberGolfProfiles.homeClub})`,
        associationPlayerId: sql`coalesce(excluded.association_player_id, ${memberGolfProfiles.associationPlayerId})`,
        teeGender: sql`coalesce(excluded.tee_gender, ${memberGolfProfiles.teeGender})`,
        updatedAt: sql`now()`,
      },
    });
}

/** Many history entries in one statement. */
export async function insertHistories(tx: Db, rows: (typeof handicapIndexHistory.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(handicapIndexHistory).values(rows);
}

/** A member's index history, newest first. */
export async function listHistory(
  db: Db,
  clubId: string,
  memberId: string,
  limit = 100,
): Promise<HistoryRow[]> {
  return db
    .select()
    .from(handicapIndexHistory)
    .where(and(eq(handicapIndexHistory.clubId, clubId), eq(handicapIndexHistory.memberId, memberId)))
    .orderBy(desc(handicapIndexHistory.effectiveOn), desc(handicapIndexHistory.createdAt))
    .limit(limit);
}

/** A member's scoring record, newest first (the order of the rules: date, then id). */
export async function listScores(
  db: Db,
  clubId: string,
  memberId: string,
  limit: number,
): Promise<ScoreRow[]> {
  return db
    .select()
    .from(handicapScores)
    .where(and(eq(handicapScores.clubId, clubId), eq(handicapScores.memberId, memberId)))
    .orderBy(desc(handicapScores.playedOn), desc(handicapScores.id))
    .limit(limit);
}

export async function countScores(db: Db, clubId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(handicapScores)
    .where(and(eq(handicapScores.clubId, clubId), eq(handicapScores.memberId, memberId)));
  return row?.n ?? 0;
}

/** What a computation reads of a score. */
export interface RecordScore {
  memberId: string;
  id: string;
  playedOn: string;
  differentialX10: number;
  exceptionalX10: number;
  /** How many scores the member has in all (a Low Handicap Index needs 20). */
  total: number;
}

/** The 20 most recent scores of each of these members, in one statement. */
export async function recentScoresOf(db: Db, clubId: string, memberIds: string[]): Promise<RecordScore[]> {
  if (memberIds.length === 0) return [];
  const ranked = db
    .select({
      memberId: handicapScores.memberId,
      id: handicapScores.id,
      playedOn: handicapScores.playedOn,
      differentialX10: handicapScores.differentialX10,
      exceptionalX10: handicapScores.exceptionalX10,
      rank: sql<number>`row_number() over (partition by ${handicapScores.memberId} order by ${handicapScores.playedOn} desc, ${handicapScores.id} desc)`.as(
        "rank",
      ),
      total: sql<number>`count(*) over (partition by ${handicapScores.memberId})`.as("total"),
    })
    .from(handicapScores)
    .where(and(eq(handicapScores.clubId, clubId), inArray(handicapScores.memberId, memberIds)))
    .as("ranked");
  const rows = await db
    .select({
      memberId: ranked.memberId,
      id: ranked.id,
      playedOn: ranked.playedOn,
      differentialX10: ranked.differentialX10,
      exceptionalX10: ranked.exceptionalX10,
      total: ranked.total,
    })
    .from(ranked)
    .where(lte(ranked.rank, 20));
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

/** The index history of each of these members ({date, index} for the low index), in one statement. */
export async function historiesOf(db: Db, clubId: string, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({
      memberId: handicapIndexHistory.memberId,
      effectiveOn: handicapIndexHistory.effectiveOn,
      indexX10: handicapIndexHistory.handicapIndexX10,
    })
    .from(handicapIndexHistory)
    .where(and(eq(handicapIndexHistory.clubId, clubId), inArray(handicapIndexHistory.memberId, memberIds)));
}

/** The current index and tee gender of each of these members that has a profile. */
export async function profilesOf(db: Db, clubId: string, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({
      memberId: memberGolfProfiles.memberId,
      indexX10: memberGolfProfiles.handicapIndexX10,
      teeGender: memberGolfProfiles.teeGender,
    })
    .from(memberGolfProfiles)
    .where(and(eq(memberGolfProfiles.clubId, clubId), inArray(memberGolfProfiles.memberId, memberIds)));
}

/** The next members with a scoring record after `afterId`, by id (a recomputation's batch). */
export async function membersWithScoresAfter(
  db: Db,
  clubId: string,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ memberId: handicapScores.memberId })
    .from(handicapScores)
    .where(and(eq(handicapScores.clubId, clubId), afterId ? gt(handicapScores.memberId, afterId) : undefined))
    .orderBy(asc(handicapScores.memberId))
    .limit(limit);
  return rows.map((row) => row.memberId);
}

export async function countMembersWithScores(db: Db, clubId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${handicapScores.memberId})::int` })
    .from(handicapScores)
    .where(eq(handicapScores.clubId, clubId));
  return row?.n ?? 0;
}

export async function findCourseOfClub(db: Db, clubId: string, courseId: string) {
  const [row] = await db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .where(and(eq(golfCourses.clubId, clubId), eq(golfCourses.id, courseId)));
  return row;
}

export async function findTeeOfCourse(db: Db, clubId: string, courseId: string, teeId: string) {
  const [row] = await db
    .select()
    .from(golfTees)
    .where(and(eq(golfTees.clubId, clubId), eq(golfTees.courseId, courseId), eq(golfTees.id, teeId)));
  return row;
}

/** The club's courses and their tees (the score form's choices). */
export async function listCoursesWithTees(db: Db, clubId: string) {
  const courses = await db
    .select({ id: golfCourses.id, name: golfCourses.name, holes: golfCourses.holes })
    .from(golfCourses)
    .where(eq(golfCourses.clubId, clubId))
    .orderBy(asc(golfCourses.position), asc(golfCourses.name));
  const tees = await db
    .select({
      id: golfTees.id,
      courseId: golfTees.courseId,
      name: golfTees.name,
      colour: golfTees.colour,
      ratings: golfTees.ratings,
    })
    .from(golfTees)
    .where(eq(golfTees.clubId, clubId))
    .orderBy(asc(golfTees.position), asc(golfTees.name));
  return { courses, tees };
}

/** The club's acceptable scores played from-to, with the member's name and player id, by date then name. */
export async function scoresForExport(
  db: Db,
  clubId: string,
  from: string | undefined,
  to: string | undefined,
) {
  return db
    .select({
      score: handicapScores,
      firstName: members.firstName,
      lastName: members.lastName,
      membershipNumber: members.membershipNumber,
      associationPlayerId: memberGolfProfiles.associationPlayerId,
    })
    .from(handicapScores)
    .innerJoin(members, eq(members.id, handicapScores.memberId))
    .leftJoin(memberGolfProfiles, eq(memberGolfProfiles.memberId, handicapScores.memberId))
    .where(
      and(
        eq(handicapScores.clubId, clubId),
        from ? gte(handicapScores.playedOn, from) : undefined,
        to ? lte(handicapScores.playedOn, to) : undefined,
      ),
    )
    .orderBy(
      asc(handicapScores.playedOn),
      asc(members.lastName),
      asc(members.firstName),
      asc(handicapScores.id),
    );
}

// ---------------------------------------------------------------------------------------------------------
// The recomputation's progress: a job_runs row of the club (job 'handicaps.recompute', the day it started).

export const RECOMPUTE_JOB = "handicaps.recompute";

export async function startRecomputeRun(tx: Db, clubId: string, day: string): Promise<void> {
  await tx
    .insert(jobRuns)
    .values({ job: RECOMPUTE_JOB, clubId, localDate: day })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.clubId, jobRuns.localDate],
      set: { sentAt: sql`now()`, finishedAt: null, processed: 0, batches: 0 },
    });
}

export async function latestRecomputeRun(db: Db, clubId: string) {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, RECOMPUTE_JOB), eq(jobRuns.clubId, clubId)))
    .orderBy(desc(jobRuns.sentAt))
    .limit(1);
  return row;
}

export async function addRecomputeProgress(
  tx: Db,
  clubId: string,
  day: string,
  processed: number,
  finished: boolean,
): Promise<void> {
  await tx
    .update(jobRuns)
    .set({
      processed: sql`${jobRuns.processed} + ${processed}`,
      batches: sql`${jobRuns.batches} + 1`,
      ...(finished ? { finishedAt: sql`now()` } : {}),
    })
    .where(and(eq(jobRuns.job, RECOMPUTE_JOB), eq(jobRuns.clubId, clubId), eq(jobRuns.localDate, day)));
}

import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { clubs, members, membershipTypes } from "../../db/schema/clubs.ts";
import {
  competitionCards,
  competitionEntries,
  competitions,
  golfTees,
  memberGolfProfiles,
} from "../../db/schema/competitions.ts";
import { golfCourses } from "../../db/schema/golf.ts";

/*
 * Competitions and their entries (issue 35 items 4 and 5): the queries of the competitions module. Entries are
 * written under their competition's row lock (`lockCompetition`), so the count of entrants read there is the
 * count that holds when the entry commits: never more entrants than places.
 */

export type CompetitionRow = typeof competitions.$inferSelect;
export type EntryRow = typeof competitionEntries.$inferSelect;

const competitionRows = clubRows(competitions, "competition");
const entryRows = clubRows(competitionEntries, "entry");

export const findCompetition = competitionRows.find;
/** The competition, locked until the transaction ends: entries, withdrawals and the draw take turns on it. */
export const lockCompetition = competitionRows.lock;
export const insertCompetition = competitionRows.insert;
export const updateCompetition = competitionRows.update;
export const deleteCompetition = competitionRows.delete;
export const findEntry = entryRows.find;
export const insertEntry = entryRows.insert;
export const updateEntry = entryRows.update;

/** The club as competitions need it: zone, currency, formats, name. */
export async function competitionClub(db: Db, clubId: string) {
  const [row] = await db
    .select({
      clubId: clubs.id,
      name: clubs.name,
      timeZone: clubs.timezone,
      currency: clubs.currency,
      preferences: clubs.preferences,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}
export type CompetitionClub = NonNullable<Awaited<ReturnType<typeof competitionClub>>>;

/** The club's competitions with their course's name, latest play date first (staff also see drafts). */
export async function listCompetitions(db: Db, clubId: string, options: { drafts: boolean }) {
  return db
    .select({ competition: competitions, courseName: golfCourses.name })
    .from(competitions)
    .innerJoin(golfCourses, eq(golfCourses.id, competitions.courseId))
    .where(
      and(
        eq(competitions.clubId, clubId),
        options.drafts ? undefined : sql`${competitions.status} not in ('draft', 'cancelled')`,
      ),
    )
    .orderBy(desc(competitions.playDate), asc(competitions.name))
    .limit(500);
}

export async function courseNameOf(db: Db, clubId: string, courseId: string) {
  const [row] = await db
    .select({ name: golfCourses.name })
    .from(golfCourses)
    .where(and(eq(golfCourses.clubId, clubId), eq(golfCourses.id, courseId)));
  return row?.name;
}

/** The tees of a course among these ids. */
export async function teesOfCourse(db: Db, clubId: string, courseId: string, teeIds: string[]) {
  if (teeIds.length === 0) return [];
  return db
    .select()
    .from(golfTees)
    .where(and(eq(golfTees.clubId, clubId), eq(golfTees.courseId, courseId), inArray(golfTees.id, teeIds)));
}

/** How many entered and waiting entries each competition has. */
export async function entryCounts(db: Db, clubId: string, competitionIds: string[]) {
  if (competitionIds.length === 0) return new Map<string, { entered: number; waiting: number }>();
  const rows = await db
    .select({
      competitionId: competitionEntries.competitionId,
      entered: sql<number>`count(*) filter (where ${competitionEntries.status} = 'entered')`,
      waiting: sql<number>`count(*) filter (where ${competitionEntries.status} = 'waiting')`,
    })
    .from(competitionEntries)
    .where(
      and(eq(competitionEntries.clubId, clubId), inArray(competitionEntries.competitionId, competitionIds)),
    )
    .groupBy(competitionEntries.competitionId);
  return new Map(
    rows.map((r) => [r.competitionId, { entered: Number(r.entered), waiting: Number(r.waiting) }]),
  );
}

/** A competition's entries, in the order of entry, with their members' names. */
export async function entriesOf(db: Db, clubId: string, competitionId: string) {
  return db
    .select({
      entry: competitionEntries,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      membershipNumber: members.membershipNumber,
    })
    .from(competitionEntries)
    .leftJoin(members, eq(members.id, competitionEntries.memberId))
    .where(and(eq(competitionEntries.clubId, clubId), eq(competitionEntries.competitionId, competitionId)))
    .orderBy(asc(competitionEntries.createdAt), asc(competitionEntries.id));
}
export type EntryWithName = Awaited<ReturnType<typeof entriesOf>>[number];

/** The entries of one member in these competitions (not withdrawn first). */
export async function memberEntries(db: Db, clubId: string, memberId: string, competitionIds: string[]) {
  if (competitionIds.length === 0) return [];
  return db
    .select()
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.clubId, clubId),
        eq(competitionEntries.memberId, memberId),
        inArray(competitionEntries.competitionId, competitionIds),
        sql`${competitionEntries.status} <> 'withdrawn'`,
      ),
    );
}

/** The number of entrants in the field (entered), read under the competition's lock. */
export async function countEntered(tx: Db, clubId: string, competitionId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.clubId, clubId),
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.status, "entered"),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The first entry on the waiting list (in order of entry). */
export async function firstWaiting(tx: Db, clubId: string, competitionId: string) {
  const [row] = await tx
    .select()
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.clubId, clubId),
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.status, "waiting"),
      ),
    )
    .orderBy(asc(competitionEntries.createdAt), asc(competitionEntries.id))
    .limit(1);
  return row;
}

const entrantColumns = {
  id: members.id,
  userId: members.userId,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  membershipNumber: members.membershipNumber,
  status: members.status,
  membershipStatus: members.membershipStatus,
  membershipTypeId: membershipTypes.id,
  handicapIndexX10: memberGolfProfiles.handicapIndexX10,
  teeGender: memberGolfProfiles.teeGender,
};

function entrants(db: Db) {
  return db
    .select(entrantColumns)
    .from(members)
    .leftJoin(
      membershipTypes,
      and(eq(membershipTypes.clubId, members.clubId), eq(membershipTypes.code, members.membershipType)),
    )
    .leftJoin(memberGolfProfiles, eq(memberGolfProfiles.memberId, members.id));
}

/** The signed-in user's member record in the club, with their type, index and tee gender. */
export async function entrantOfUser(db: Db, clubId: string, userId: string) {
  const [row] = await entrants(db)
    .where(and(eq(members.clubId, clubId), eq(members.userId, userId)))
    .limit(1);
  return row;
}

/** A member of the club, with their type, index and tee gender. */
export async function entrantById(db: Db, clubId: string, memberId: string) {
  const [row] = await entrants(db).where(and(eq(members.clubId, clubId), eq(members.id, memberId)));
  return row;
}
export type Entrant = NonNullable<Awaited<ReturnType<typeof entrantById>>>;

/** Whether any card of the competition's entries has been written (the draw then stays). */
export async function hasCards(db: Db, clubId: string, competitionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: competitionCards.id })
    .from(competitionCards)
    .innerJoin(competitionEntries, eq(competitionEntries.id, competitionCards.entryId))
    .where(and(eq(competitionCards.clubId, clubId), eq(competitionEntries.competitionId, competitionId)))
    .limit(1);
  return row !== undefined;
}

/** Open competitions whose entries have closed and which have not been drawn (the job draws them). */
export async function dueCompetitions(db: Db, now: Date, limit: number) {
  return db
    .select({ id: competitions.id, clubId: competitions.clubId })
    .from(competitions)
    .where(
      and(
        eq(competitions.status, "open"),
        lte(competitions.entryClosesAt, now),
        isNull(competitions.drawnAt),
      ),
    )
    .orderBy(asc(competitions.entryClosesAt))
    .limit(limit);
}

import { eq } from "drizzle-orm";
import { withAudit } from "../../src/server/db/audit.ts";
import { competitionEntries, competitions, golfTees } from "../../src/server/db/schema/competitions.ts";
import { golfCourses } from "../../src/server/db/schema/golf.ts";
import { DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import type {
  CompetitionFormat,
  DivisionRow,
  TeeGender,
  TeeHoleRow,
} from "../../src/shared/competitions/model.ts";
import { suggestedCourseDays } from "../../src/shared/golf.ts";
import type { TestApp } from "./test-app.ts";

/*
 * Competitions written straight to the database, drawn, for the tests of scores, the leaderboard and results
 * (the competitions module's own API makes them in its tests): a course with a tee of 18 holes, a competition
 * in the state asked for, and its entries with the draw's fields (group, start time, marker, handicaps).
 */

/** Par 4 on every hole, stroke index = the hole's number (par 72). */
export const PAR4_HOLES: TeeHoleRow[] = Array.from({ length: 18 }, (_, i) => ({
  number: i + 1,
  par: 4,
  strokeIndex: i + 1,
  length: 350,
}));

/** A course with one tee ("Yellow", par 72, CR 71.0, slope 125 for both genders). */
export async function courseWithTee(t: TestApp, clubId: string, name = "Old Course", holes = PAR4_HOLES) {
  const db = t.database.db;
  const [course] = await db
    .insert(golfCourses)
    .values({
      clubId,
      name,
      holes: holes.length,
      days: suggestedCourseDays(holes.length === 9 ? 9 : 18, DEFAULT_SETTINGS_HOURS),
    })
    .returning({ id: golfCourses.id });
  const rating = (gender: TeeGender) => ({
    gender,
    par: 72,
    courseRatingX10: 710,
    slopeRating: 125,
    front: { par: 36, courseRatingX10: 355, slopeRating: 125 },
    back: { par: 36, courseRatingX10: 355, slopeRating: 125 },
  });
  const [tee] = await db
    .insert(golfTees)
    .values({
      clubId,
      courseId: course?.id as string,
      name: "Yellow",
      colour: "#e5c300",
      holes,
      ratings: [rating("male"), rating("female")],
    })
    .returning({ id: golfTees.id });
  return { courseId: course?.id as string, teeId: tee?.id as string };
}

export interface CompetitionSeed {
  name?: string;
  playDate?: string;
  format?: CompetitionFormat;
  status?: (typeof competitions.$inferInsert)["status"];
  divisions?: DivisionRow[];
  holes?: 9 | 18;
  countsForHandicap?: boolean;
}

/** A competition of the club on the course's tee (drawn unless told). */
export async function addCompetition(
  t: TestApp,
  clubId: string,
  course: { courseId: string; teeId: string },
  seed: CompetitionSeed = {},
): Promise<string> {
  const [row] = await withAudit(t.database.db, { actorId: null }, (tx) =>
    tx
      .insert(competitions)
      .values({
        clubId,
        name: seed.name ?? "Saturday Medal",
        playDate: seed.playDate ?? "2030-06-15",
        courseId: course.courseId,
        holes: seed.holes ?? 18,
        tees: [
          { gender: "male", teeId: course.teeId },
          { gender: "female", teeId: course.teeId },
        ],
        format: seed.format ?? "stroke_net",
        allowancePercent: 95,
        divisions: seed.divisions ?? [],
        entryOpensAt: new Date("2030-06-01T08:00:00Z"),
        entryClosesAt: new Date("2030-06-13T18:00:00Z"),
        maxEntrants: 40,
        currency: "USD",
        eligibility: { membershipTypeIds: [], gender: null, minIndexX10: null, maxIndexX10: null },
        countsForHandicap: seed.countsForHandicap ?? true,
        status: seed.status ?? "drawn",
        firstTeeTime: "08:00",
        drawnAt: new Date("2030-06-14T08:00:00Z"),
      })
      .returning({ id: competitions.id }),
  );
  return row?.id as string;
}

export interface EntrySeed {
  memberId?: string;
  guestName?: string;
  guestHomeClub?: string;
  indexX10?: number;
  playingHandicap?: number;
  gender?: TeeGender;
  groupNumber?: number;
  startTime?: string;
}

/** An entry of the field with the draw's fields; answers its id. */
/** When the last entry was made (milliseconds): each next one is later. */
let lastEntryAt = 0;

export async function addEntry(
  t: TestApp,
  clubId: string,
  competitionId: string,
  seed: EntrySeed,
): Promise<string> {
  // Entries made one after the other are in the field in that order: the database's clock can give two of them
  // the same instant (PGlite's did in CI), and the field's order then fell to their random ids.
  lastEntryAt = Math.max(Date.now(), lastEntryAt + 1);
  const [row] = await withAudit(t.database.db, { actorId: null }, (tx) =>
    tx
      .insert(competitionEntries)
      .values({
        createdAt: new Date(lastEntryAt),
        clubId,
        competitionId,
        memberId: seed.memberId ?? null,
        guestName: seed.guestName ?? null,
        guestHomeClub: seed.guestHomeClub ?? null,
        handicapIndexX10: seed.indexX10 ?? 100,
        gender: seed.gender ?? "male",
        status: "entered",
        groupNumber: seed.groupNumber ?? 1,
        startHole: 1,
        startTime: seed.startTime ?? "08:00",
        courseHandicap: seed.playingHandicap ?? 10,
        playingHandicap: seed.playingHandicap ?? 10,
      })
      .returning({ id: competitionEntries.id }),
  );
  return row?.id as string;
}

/** The draw's markers: each entry of `pairs` is marked by the other named ([player, marker]). */
export async function setMarkers(t: TestApp, pairs: [string, string][]): Promise<void> {
  await withAudit(t.database.db, { actorId: null }, async (tx) => {
    for (const [player, marker] of pairs) {
      await tx
        .update(competitionEntries)
        .set({ markerEntryId: marker })
        .where(eq(competitionEntries.id, player));
    }
  });
}

/** Four-ball partners: each entry of `pairs` names the other as its partner. */
export async function setPartners(t: TestApp, pairs: [string, string][]): Promise<void> {
  await withAudit(t.database.db, { actorId: null }, async (tx) => {
    for (const [a, b] of pairs) {
      await tx.update(competitionEntries).set({ partnerEntryId: b }).where(eq(competitionEntries.id, a));
      await tx.update(competitionEntries).set({ partnerEntryId: a }).where(eq(competitionEntries.id, b));
    }
  });
}

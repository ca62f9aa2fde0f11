import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../src/server/db/schema/clubs.ts";
import { golfTees, handicapIndexHistory, handicapScores } from "../../src/server/db/schema/competitions.ts";
import type { Course } from "../../src/shared/golf.ts";
import type { HandicapSettingsView } from "../../src/shared/handicaps.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { newClub } from "../helpers/billing.ts";
import { openEveryDay } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The `handicaps.recompute` job (issue 35): when a club becomes its own handicap authority, every member's
// index is recomputed from their scoring record, 500 members a transaction, with its progress. The size is
// HANDICAP_RECOMPUTE_MEMBERS (1,200 by default: three batches); 10,000 is the bench's.

const MEMBERS = Number(process.env.HANDICAP_RECOMPUTE_MEMBERS ?? 1200);
const SCORES = 20;

let t: TestApp;
let owner: Client;
let clubId = "";

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "recompute.owner@example.com");
  clubId = await newClub(owner, "Recompute Golf Club");
  const res = await owner.post(`/api/clubs/${clubId}/golf/courses`, {
    name: "Old Course",
    holes: 18,
    active: true,
    days: openEveryDay(),
  });
  const course = (await res.json()) as Course;
  const nine = { par: 36, courseRatingX10: 360, slopeRating: 113 };
  const [tee] = await t.database.db
    .insert(golfTees)
    .values({
      clubId,
      courseId: course.id,
      name: "White",
      colour: "#ffffff",
      holes: Array.from({ length: 18 }, (_, i) => ({
        number: i + 1,
        par: 4,
        strokeIndex: i + 1,
        length: null,
      })),
      ratings: [{ gender: "male", par: 72, courseRatingX10: 720, slopeRating: 113, front: nine, back: nine }],
    })
    .returning();
  const db = t.database.db;
  for (let from = 0; from < MEMBERS; from += 1000) {
    const rows = await db
      .insert(members)
      .values(
        Array.from({ length: Math.min(1000, MEMBERS - from) }, (_, i) => ({
          clubId,
          firstName: "Golfer",
          lastName: `${from + i}`,
          membershipType: "annual",
          membershipStatus: "active" as const,
        })),
      )
      .returning({ id: members.id });
    // Member k's differentials are k % 10 + 10 … + 29 over 20 days: the lowest 8 average k % 10 + 13.5.
    for (let m = 0; m < rows.length; m += 100) {
      await db.insert(handicapScores).values(
        rows.slice(m, m + 100).flatMap((member, j) => {
          const k = from + m + j;
          return Array.from({ length: SCORES }, (_, s) => ({
            clubId,
            memberId: member.id,
            playedOn: `2026-03-${String(s + 1).padStart(2, "0")}`,
            courseId: course.id,
            teeId: tee?.id,
            courseName: "Old Course",
            teeName: "White",
            holesPlayed: 18,
            adjustedGross: 82 + (k % 10) + s,
            par: 72,
            courseRatingX10: 720,
            slopeRating: 113,
            differentialX10: (10 + (k % 10) + s) * 10,
            source: "import" as const,
          }));
        }),
      );
    }
  }
}, 600_000);

afterAll(async () => {
  await t?.close();
});

describe("the recomputation of every index", () => {
  it(`recomputes ${MEMBERS} members' indexes in batches of 500, with its progress`, async () => {
    const saved = await owner.request(`/api/clubs/${clubId}/handicaps/settings`, {
      method: "PUT",
      json: { authority: "club" },
    });
    expect(((await saved.json()) as HandicapSettingsView).recompute).toMatchObject({
      processed: 0,
      total: MEMBERS,
    });
    const started = performance.now();
    const [result] = (await t.jobs.runDue("handicaps.recompute")) as [{ batches: number }];
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `handicaps.recompute: ${MEMBERS} members in ${seconds.toFixed(1)} s (${result.batches} batches)`,
    );
    expect(result.batches).toBe(Math.floor(MEMBERS / 500) + 1);
    const done = (await (
      await owner.request(`/api/clubs/${clubId}/handicaps/settings`)
    ).json()) as HandicapSettingsView;
    expect(done.recompute).toMatchObject({ processed: MEMBERS, total: MEMBERS });
    expect(done.recompute?.finishedAt).not.toBeNull();
    const byIndex = await t.database.db
      .select({ index: handicapIndexHistory.handicapIndexX10, n: sql<number>`count(*)::int` })
      .from(handicapIndexHistory)
      .where(and(eq(handicapIndexHistory.clubId, clubId), eq(handicapIndexHistory.source, "computed")))
      .groupBy(handicapIndexHistory.handicapIndexX10)
      .orderBy(handicapIndexHistory.handicapIndexX10);
    expect(byIndex.map((r) => r.index)).toEqual([135, 145, 155, 165, 175, 185, 195, 205, 215, 225]);
    expect(byIndex.reduce((sum, r) => sum + r.n, 0)).toBe(MEMBERS);
    // Run again: every index is right already, nothing is written.
    await owner.request(`/api/clubs/${clubId}/handicaps/recompute`, { method: "POST" });
    await t.jobs.runDue("handicaps.recompute");
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(handicapIndexHistory)
      .where(eq(handicapIndexHistory.clubId, clubId));
    expect(count?.n).toBe(MEMBERS);
  }, 300_000);
});

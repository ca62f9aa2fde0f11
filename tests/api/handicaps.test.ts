import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { golfTees, handicapIndexHistory, handicapScores } from "../../src/server/db/schema/competitions.ts";
import type { TeeHoleRow, TeeRatingRow } from "../../src/shared/competitions/model.ts";
import type { Course } from "../../src/shared/golf.ts";
import type { GolfProfileView, HandicapSettingsView } from "../../src/shared/handicaps.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { newClub } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Members' golf profiles, the club's handicap authority, the scoring record and the index (issue 35 items 2, 3
// and 8). The tee is rated par 72, Course Rating 72.0, Slope 113 for men: a score's differential is its adjusted
// gross minus 72, which keeps the figures below readable.

let t: TestApp;
let owner: Client;
let manager: Client;
let ownerId = "";
let clubId = "";
let otherClubId = "";
let courseId = "";
let teeId = "";
let players: FastMember[] = [];
let stranger: FastMember;

const profile = (memberId: string, rest = "", club = clubId) =>
  `/api/clubs/${club}/members/${memberId}/golf-profile${rest}`;
const english = { "accept-language": "en" };

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

function put(client: Client, path: string, body: unknown) {
  return client.request(path, { method: "PUT", json: body, headers: english });
}

const holes: TeeHoleRow[] = Array.from({ length: 18 }, (_, i) => ({
  number: i + 1,
  par: 4,
  strokeIndex: i + 1,
  length: 350,
}));
const nine = { par: 36, courseRatingX10: 360, slopeRating: 113 };
const ratings: TeeRatingRow[] = [
  { gender: "male", par: 72, courseRatingX10: 720, slopeRating: 113, front: nine, back: nine },
  {
    gender: "female",
    par: 72,
    courseRatingX10: 740,
    slopeRating: 120,
    front: { par: 36, courseRatingX10: 370, slopeRating: 120 },
    back: { par: 36, courseRatingX10: 370, slopeRating: 120 },
  },
];

/** Scores written straight into the record (as a national system's import would), a day apart from `from`. */
async function recordOf(memberId: string, differentials: number[], from = "2026-03-01") {
  const start = Date.parse(`${from}T00:00:00Z`);
  const rows = await t.database.db
    .insert(handicapScores)
    .values(
      differentials.map((d, i) => ({
        clubId,
        memberId,
        playedOn: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
        courseId,
        teeId,
        courseName: "Old Course",
        teeName: "White",
        holesPlayed: 18,
        adjustedGross: 72 + d,
        par: 72,
        courseRatingX10: 720,
        slopeRating: 113,
        differentialX10: d * 10,
        source: "import" as const,
      })),
    )
    .returning({ id: handicapScores.id, differentialX10: handicapScores.differentialX10 });
  return rows;
}

function postTotal(memberId: string, adjustedGross: number, playedOn: string, client = owner) {
  return client.request(profile(memberId, "/scores"), {
    method: "POST",
    headers: english,
    json: { playedOn, courseId, teeId, holes: 18, adjustedGross },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "handicaps.owner@example.com");
  ownerId = await userIdOf(t, "handicaps.owner@example.com");
  clubId = await newClub(owner, "Riverside Golf Club");
  otherClubId = await newClub(owner, "Hilltop Golf Club");
  manager = await signedInClient(t, "handicaps.manager@example.com");
  await giveRole(t, clubId, "handicaps.manager@example.com", "manager");
  const course = await json<Course>(
    await owner.post(`/api/clubs/${clubId}/golf/courses`, {
      name: "Old Course",
      holes: 18,
      active: true,
      days: openEveryDay(),
    }),
    201,
  );
  courseId = course.id;
  const [tee] = await t.database.db
    .insert(golfTees)
    .values({ clubId, courseId, name: "White", colour: "#ffffff", holes, ratings })
    .returning();
  teeId = tee?.id ?? "";
  players = await fastMembers(t, clubId, 8, "golfer");
  [stranger] = (await fastMembers(t, otherClubId, 1, "hilltop")) as [FastMember];
});

afterAll(async () => {
  await t?.close();
});

describe("a member's golf profile", () => {
  it("is set by staff: the index (a plus index too), home club, national player id and gender for tees; each changed index is in the history, audited with its actor", async () => {
    const [alice] = players as [FastMember];
    const view = await json<GolfProfileView>(
      await put(owner, profile(alice.memberId), {
        handicapIndex: 12.4,
        homeClub: " Riverside ",
        associationPlayerId: "ENG-1234567",
        teeGender: "male",
        effectiveOn: "2026-01-10",
      }),
    );
    expect(view.authority).toBe("national");
    expect(view.profile).toEqual({
      memberId: alice.memberId,
      handicapIndex: 12.4,
      homeClub: "Riverside",
      associationPlayerId: "ENG-1234567",
      teeGender: "male",
    });
    expect(view.history.map((h) => [h.effectiveOn, h.handicapIndex, h.source])).toEqual([
      ["2026-01-10", 12.4, "manual"],
    ]);
    // The same index again writes no history; another does.
    await json(await put(owner, profile(alice.memberId), { ...view.profile, handicapIndex: 12.4 }));
    const plus = await json<GolfProfileView>(
      await put(manager, profile(alice.memberId), { ...view.profile, handicapIndex: -2.1 }),
    );
    expect(plus.history.map((h) => [h.handicapIndex, h.source])).toEqual([
      [-2.1, "manual"],
      [12.4, "manual"],
    ]);
    const back = await json<GolfProfileView>(
      await put(owner, profile(alice.memberId), { ...view.profile, effectiveOn: "2026-02-01" }),
    );
    expect(back.profile.handicapIndex).toBe(12.4);
    const audits = await auditRows(t.database.db, { tableName: "member_golf_profiles" });
    expect(audits[0]).toMatchObject({ action: "INSERT", changedBy: ownerId, clubId });
    const history = await auditRows(t.database.db, { tableName: "handicap_index_history" });
    expect(history.length).toBe(3);
  });

  it("refuses an index out of range or with two decimals, and a player id too long, with clear messages", async () => {
    const [alice] = players as [FastMember];
    const base = { homeClub: null, associationPlayerId: null, teeGender: null };
    for (const handicapIndex of [12.45, 54.1, -10.1]) {
      const res = await put(owner, profile(alice.memberId), { ...base, handicapIndex });
      const body = await json<{ fields: { path: string; message: string }[] }>(res, 422);
      expect(body.fields[0]).toEqual({
        path: "handicapIndex",
        message:
          "A Handicap Index is a number with one decimal from +10.0 to 54.0 (a plus index is entered as a negative number).",
      });
    }
    const long = await put(owner, profile(alice.memberId), {
      ...base,
      handicapIndex: 3,
      associationPlayerId: "x".repeat(41),
    });
    expect((await json<{ fields: { message: string }[] }>(long, 422)).fields[0]?.message).toBe(
      "The national player id may have at most 40 characters.",
    );
  });
});

describe("under a national authority", () => {
  it("a posted score keeps its adjusted gross (net double bogey per hole) and differential; the index stays as entered", async () => {
    const [alice] = players as [FastMember];
    // Course handicap 12 (12.4 × 113/113 + 0): holes with stroke index 1-12 get a stroke; hole 1's 10 counts 7.
    const holeScores = [10, ...Array.from({ length: 17 }, () => 5)];
    const res = await owner.request(profile(alice.memberId, "/scores"), {
      method: "POST",
      headers: english,
      json: { playedOn: "2026-06-01", courseId, teeId, holes: 18, holeScores },
    });
    const view = await json<GolfProfileView>(res, 201);
    expect(view.scores[0]).toMatchObject({
      playedOn: "2026-06-01",
      courseName: "Old Course",
      teeName: "White",
      holes: 18,
      adjustedGross: 92,
      courseRating: 72,
      slopeRating: 113,
      pcc: 0,
      differential: 20,
      exceptional: 0,
      source: "manual",
    });
    expect(view.profile.handicapIndex).toBe(12.4);
    expect(view.history).toHaveLength(3);
  });

  it("refuses a score given both ways or neither, a tee of no course of the club, and a day to come", async () => {
    const [alice] = players as [FastMember];
    const both = await owner.request(profile(alice.memberId, "/scores"), {
      method: "POST",
      headers: english,
      json: { playedOn: "2026-06-01", courseId, teeId, holes: 18, adjustedGross: 90, holeScores: [] },
    });
    expect((await json<{ fields: { message: string }[] }>(both, 422)).fields[0]?.message).toBe(
      "Give either the score of each hole or the adjusted gross score.",
    );
    const noTee = await owner.request(profile(alice.memberId, "/scores"), {
      method: "POST",
      headers: english,
      json: { playedOn: "2026-06-01", courseId, teeId: courseId, holes: 18, adjustedGross: 90 },
    });
    expect(noTee.status).toBe(404);
    const future = await postTotal(alice.memberId, 90, "2099-01-01");
    expect((await json<{ fields: { path: string }[] }>(future, 422)).fields[0]?.path).toBe("playedOn");
  });
});

describe("switching the authority to the club", () => {
  it("recomputes every member's index from the record in the background (a job in batches, with its progress)", async () => {
    const carol = players[4] as FastMember;
    await recordOf(carol.memberId, [14, 10, 12]);
    const denied = await put(manager, `/api/clubs/${clubId}/handicaps/settings`, { authority: "club" });
    expect(denied.status).toBe(403);
    const saved = await json<HandicapSettingsView>(
      await put(owner, `/api/clubs/${clubId}/handicaps/settings`, { authority: "club" }),
    );
    expect(saved.authority).toBe("club");
    expect(saved.recompute).toMatchObject({ finishedAt: null, processed: 0, total: 2 });
    await t.jobs.runDue("handicaps.recompute");
    const done = await json<HandicapSettingsView>(
      await owner.request(`/api/clubs/${clubId}/handicaps/settings`),
    );
    expect(done.recompute).toMatchObject({ processed: 2, total: 2 });
    expect(done.recompute?.finishedAt).not.toBeNull();
    // Three scores: the lowest one less 2.0 (Rule 5.2a's table).
    const view = await json<GolfProfileView>(await owner.request(profile(carol.memberId)));
    expect(view.profile.handicapIndex).toBe(8);
    expect(view.history[0]).toMatchObject({ handicapIndex: 8, source: "computed" });
    expect(view.history[0]?.computation).toMatchObject({ counted: 1, adjustment: -2, cap: "none" });
    // Alice has one score only: her index stays as entered.
    const alice = await json<GolfProfileView>(
      await owner.request(profile((players[0] as FastMember).memberId)),
    );
    expect(alice.profile.handicapIndex).toBe(12.4);
    // Staff's "Recompute indexes" starts another run.
    const again = await json<HandicapSettingsView>(
      await manager.request(`/api/clubs/${clubId}/handicaps/recompute`, { method: "POST" }),
      202,
    );
    expect(again.recompute?.finishedAt).toBeNull();
    await t.jobs.runDue("handicaps.recompute");
  });
});

describe("under the club's authority a posted score updates the index at once", () => {
  it("from a record of 20: the lowest 8 of the most recent 20, the ones used marked", async () => {
    const bob = players[1] as FastMember;
    // 19 differentials 10 … 28 in a shuffled order of days, then an 18.0 posted.
    const diffs = [21, 10, 28, 15, 12, 25, 17, 11, 19, 23, 14, 27, 13, 20, 16, 26, 22, 18, 24];
    const rows = await recordOf(bob.memberId, diffs);
    const view = await json<GolfProfileView>(await postTotal(bob.memberId, 90, "2026-04-01"), 201);
    // Lowest 8: 10, 11, 12, 13, 14, 15, 16, 17 → 13.5.
    expect(view.profile.handicapIndex).toBe(13.5);
    expect(view.history[0]).toMatchObject({
      handicapIndex: 13.5,
      source: "computed",
      scoreId: view.scores[0]?.id,
    });
    const computation = view.history[0]?.computation;
    expect(computation?.recent).toHaveLength(20);
    expect(computation?.counted).toBe(8);
    const used = computation?.recent.filter((s) => s.used).map((s) => s.id) ?? [];
    const lowest = rows.filter((r) => r.differentialX10 <= 170).map((r) => r.id);
    expect(used.sort()).toEqual(lowest.sort());
    expect(computation).toMatchObject({ adjustment: 0, uncapped: 13.5, cap: "none", exceptional: 0 });
    expect(view.computation.index).toBe(13.5);
  });

  it("with the soft cap against the low index of the last 365 days, and the hard cap", async () => {
    const dora = players[2] as FastMember;
    await json(
      await put(owner, profile(dora.memberId), {
        handicapIndex: 10,
        homeClub: null,
        associationPlayerId: null,
        teeGender: "male",
        effectiveOn: "2026-02-01",
      }),
    );
    await recordOf(
      dora.memberId,
      Array.from({ length: 19 }, () => 15),
    );
    const soft = await json<GolfProfileView>(await postTotal(dora.memberId, 87, "2026-04-01"), 201);
    // 15.0 is 5.0 above the low index 10.0: 3.0 + half of 2.0 → 14.0.
    expect(soft.history[0]?.computation).toMatchObject({
      uncapped: 15,
      lowIndex: 10,
      cap: "soft",
      index: 14,
    });
    expect(soft.profile.handicapIndex).toBe(14);

    const emil = players[3] as FastMember;
    await json(
      await put(owner, profile(emil.memberId), {
        handicapIndex: 10,
        homeClub: null,
        associationPlayerId: null,
        teeGender: "male",
        effectiveOn: "2026-02-01",
      }),
    );
    await recordOf(
      emil.memberId,
      Array.from({ length: 19 }, () => 30),
    );
    const hard = await json<GolfProfileView>(await postTotal(emil.memberId, 102, "2026-04-01"), 201);
    expect(hard.history[0]?.computation).toMatchObject({
      uncapped: 30,
      lowIndex: 10,
      cap: "hard",
      index: 15,
    });
    expect(hard.profile.handicapIndex).toBe(15);
  });

  it("with the exceptional score reduction (Rule 5.9): a differential 10.0 below the index lowers the record by 2.0", async () => {
    const finn = players[5] as FastMember;
    await json(
      await put(owner, profile(finn.memberId), {
        handicapIndex: 20,
        homeClub: null,
        associationPlayerId: null,
        teeGender: "male",
        effectiveOn: "2026-01-01",
      }),
    );
    const first = await json<GolfProfileView>(await postTotal(finn.memberId, 81, "2026-05-01"), 201);
    expect(first.scores[0]).toMatchObject({ differential: 9, exceptional: -2 });
    // One score gives no index yet: 20.0 stays.
    expect(first.profile.handicapIndex).toBe(20);
    await postTotal(finn.memberId, 92, "2026-05-02");
    const third = await json<GolfProfileView>(await postTotal(finn.memberId, 92, "2026-05-03"), 201);
    // Lowest of 3 is 9.0 − 2.0 (exceptional) = 7.0, less the table's 2.0 → 5.0.
    expect(third.profile.handicapIndex).toBe(5);
    expect(third.history[0]?.computation).toMatchObject({ counted: 1, adjustment: -2, exceptional: -2 });
  });

  it("and a deleted score recomputes it too", async () => {
    const finn = players[5] as FastMember;
    const before = await json<GolfProfileView>(await owner.request(profile(finn.memberId)));
    const exceptional = before.scores.find((s) => s.exceptional === -2);
    const after = await json<GolfProfileView>(
      await owner.request(profile(finn.memberId, `/scores/${exceptional?.id}`), { method: "DELETE" }),
    );
    expect(after.scores).toHaveLength(2);
    // Two scores give no index: the last one stays.
    expect(after.profile.handicapIndex).toBe(5);
    const gone = await owner.request(profile(finn.memberId, `/scores/${exceptional?.id}`), {
      method: "DELETE",
    });
    expect(gone.status).toBe(404);
  });
});

describe("who may", () => {
  it("a member reads their own profile and computation, never another's (404), and changes nothing (403)", async () => {
    const bob = players[1] as FastMember;
    const carol = players[4] as FastMember;
    const own = await json<GolfProfileView>(await asPerson(t, bob.cookie, profile(bob.memberId)));
    expect(own.profile.handicapIndex).toBe(13.5);
    const me = await json<GolfProfileView>(
      await asPerson(t, bob.cookie, `/api/clubs/${clubId}/members/me/golf-profile`),
    );
    expect(me.profile.memberId).toBe(bob.memberId);
    expect((await asPerson(t, bob.cookie, profile(carol.memberId))).status).toBe(404);
    const change = await asPerson(t, bob.cookie, profile(bob.memberId), {
      method: "PUT",
      headers: english,
      json: { handicapIndex: 1, homeClub: null, associationPlayerId: null, teeGender: null },
    });
    expect(change.status).toBe(403);
    expect(((await change.json()) as { title: string }).title).toBe(
      "You do not have permission to manage handicaps. Only owners, admins and managers can.",
    );
    const post = await asPerson(t, bob.cookie, profile(bob.memberId, "/scores"), {
      method: "POST",
      json: { playedOn: "2026-06-01", courseId, teeId, holes: 18, adjustedGross: 90 },
    });
    expect(post.status).toBe(403);
    expect((await asPerson(t, bob.cookie, `/api/clubs/${clubId}/handicaps/scores.csv`)).status).toBe(403);
  });

  it("another club's member, score, or a member asked for in another club is not found", async () => {
    expect((await owner.request(profile(stranger.memberId))).status).toBe(404);
    const other = await put(owner, profile(stranger.memberId), {
      handicapIndex: 1,
      homeClub: null,
      associationPlayerId: null,
      teeGender: null,
    });
    expect(other.status).toBe(404);
    expect((await postTotal(stranger.memberId, 90, "2026-06-01")).status).toBe(404);
    const [score] = await t.database.db
      .select({ id: handicapScores.id })
      .from(handicapScores)
      .where(and(eq(handicapScores.clubId, clubId)))
      .limit(1);
    const elsewhere = await owner.request(profile(stranger.memberId, `/scores/${score?.id}`, otherClubId), {
      method: "DELETE",
    });
    expect(elsewhere.status).toBe(404);
    expect((await owner.request(profile("not-an-id"))).status).toBe(404);
  });
});

describe("a 9-hole score", () => {
  it("takes a 9-hole score on the back nine: the nine's ratings, its holes kept by number", async () => {
    const gina = players[6] as FastMember;
    const res = await owner.request(profile(gina.memberId, "/scores"), {
      method: "POST",
      headers: english,
      json: {
        playedOn: "2026-07-02",
        courseId,
        teeId,
        holes: 9,
        nine: "back",
        holeScores: Array.from({ length: 9 }, () => 5),
      },
    });
    const view = await json<GolfProfileView>(res, 201);
    expect(view.scores[0]).toMatchObject({
      holes: 9,
      par: 36,
      courseRating: 36,
      slopeRating: 113,
      adjustedGross: 45,
    });
    expect(view.scores[0]?.holeScores).toEqual([
      ...Array.from({ length: 9 }, () => null),
      ...Array.from({ length: 9 }, () => 5),
    ]);
  });
});

describe("the scores export", () => {
  it("writes every acceptable score for a national system: player id, name, date, course, tee, 18 holes, adjusted gross, ratings, PCC, differential", async () => {
    const res = await owner.request(
      `/api/clubs/${clubId}/handicaps/scores.csv?from=2026-06-01&to=2026-06-30`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("handicap-scores-2026-06-01-2026-06-30.csv");
    const lines = (await res.text()).trim().split("\n");
    expect(lines[0]).toBe(
      `player_id,member_name,membership_number,date,course,tee,holes,${Array.from({ length: 18 }, (_, i) => `hole_${i + 1}`).join(",")},adjusted_gross,par,course_rating,slope_rating,pcc,differential`,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `ENG-1234567,Golfer Player 1,,2026-06-01,Old Course,White,18,10,${Array.from({ length: 17 }, () => "5").join(",")},92,72,72.0,113,0,20.0`,
    );
    const history = await t.database.db
      .select()
      .from(handicapIndexHistory)
      .where(eq(handicapIndexHistory.clubId, otherClubId));
    expect(history).toHaveLength(0);
  });
});

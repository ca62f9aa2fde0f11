import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  golfBookingPlayers,
  golfBookings,
  golfCourses,
  golfTeeSlots,
} from "../../src/server/db/schema/golf.ts";
import { AppError } from "../../src/server/errors.ts";
import { findCourse } from "../../src/server/modules/golf/golf.repository.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { type Placement, placeBooking } from "../../src/server/modules/golf/placement.ts";
import { addDays } from "../../src/shared/dates.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// The two promises of the tee sheet at any concurrency (issue 14, deliverable 4; decision 023): a tee time
// never holds more players than allowed, and a member never plays two overlapping rounds. Requests arrive at
// once, each with its own session; the database decides, and every refusal is a 409, never a 5xx.

let t: TestApp;
let clubId = "";
let courseA = "";
let courseB = "";
const TZ = "America/New_York";
const TODAY = "2030-06-03";
const golf = (rest: string) => `/api/clubs/${clubId}/golf${rest}`;

const DAYS = openEveryDay();

async function addCourse(name: string, position: number) {
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name, holes: 18, active: true, position, days: DAYS })
    .returning({ id: golfCourses.id });
  return row?.id as string;
}

async function playersAt(courseId: string, date: string, time: string) {
  return t.database.db
    .select()
    .from(golfBookingPlayers)
    .where(
      and(
        eq(golfBookingPlayers.courseId, courseId),
        eq(golfBookingPlayers.teeDate, date),
        eq(golfBookingPlayers.teeTime, time),
        inArray(golfBookingPlayers.status, ["booked", "checked_in"]),
      ),
    );
}

function countStatuses(statuses: number[]) {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInClient(t, "gc-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Rush Golf Club", email: "office@rush.example" });
  clubId = ((await res.json()) as { id: string }).id;
  courseA = await addCourse("Course A", 0);
  courseB = await addCourse("Course B", 1);
  t.clock.setOffset(clubInstant(TODAY, "10:00", TZ).getTime() - Date.now());
});

afterEach(() => {
  t.clock.setOffset(clubInstant(TODAY, "10:00", TZ).getTime() - Date.now());
});

afterAll(async () => {
  await t?.close();
});

describe("a placement's savepoint", () => {
  it("leaves the caller's transaction usable after a refusal, on PGlite and PostgreSQL", async () => {
    const [a, b, c, d, e] = await fastMembers(t, clubId, 5, "savepoint");
    const course = await findCourse(t.database.db, clubId, courseA);
    if (!course || !a || !b || !c || !d || !e) throw new Error("setup");
    const date = addDays(TODAY, 1);
    const placement = (time: string, who: FastMember[]): Placement => ({
      clubId,
      course,
      date,
      time,
      timeZone: TZ,
      currency: "USD",
      players: who.map((m) => ({
        memberId: m.memberId,
        guestName: null,
        hostMemberId: null,
        greenFeeMinor: 0,
      })),
      source: "staff",
      bookerMemberId: who[0]?.memberId ?? null,
      override: false,
      createdBy: null,
    });
    const outcome = await t.database.db.transaction(async (tx) => {
      const first = await placeBooking(tx, placement("08:00", [a, b, c]));
      // Two more do not fit: refused with 409, the savepoint rolled back …
      const refused = await placeBooking(tx, placement("08:00", [d, e])).catch((error: unknown) => error);
      // … and the transaction goes on: the same members fit the next tee time.
      const second = await placeBooking(tx, placement("08:10", [d, e]));
      return { first, refused, second };
    });
    expect(outcome.refused).toBeInstanceOf(AppError);
    expect((outcome.refused as AppError).code).toBe("CONFLICT");
    expect((outcome.refused as AppError).title).toBe("This tee time has only 1 free place.");
    const written = await t.database.db
      .select({ id: golfBookings.id, time: golfBookings.teeTime })
      .from(golfBookings)
      .where(inArray(golfBookings.id, [outcome.first, outcome.second]));
    expect(written.map((w) => w.time).sort()).toEqual(["08:00", "08:10"]);
    expect(await playersAt(courseA, date, "08:00")).toHaveLength(3);
    expect(await playersAt(courseA, date, "08:10")).toHaveLength(2);
  });
});

describe("the rush", () => {
  it("200 members booking one tee time at once end with exactly its 4 players, and no 5xx", async () => {
    const rushers = await fastMembers(t, clubId, 200, "rush");
    const date = addDays(TODAY, 2);
    const answers = await Promise.all(
      rushers.map((m) =>
        asPerson(t, m.cookie, golf("/bookings"), {
          method: "POST",
          json: { courseId: courseA, date, time: "09:00", players: [{ memberId: m.memberId }] },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(countStatuses(statuses)).toEqual({ 201: 4, 409: 196 });
    const players = await playersAt(courseA, date, "09:00");
    expect(players).toHaveLength(4);
    const [slot] = await t.database.db
      .select()
      .from(golfTeeSlots)
      .where(
        and(
          eq(golfTeeSlots.courseId, courseA),
          eq(golfTeeSlots.teeDate, date),
          eq(golfTeeSlots.teeTime, "09:00"),
        ),
      );
    expect(slot).toMatchObject({ capacity: 4, booked: 4 });
    // The four who got it are the four answered 201.
    const winners = await Promise.all(
      answers
        .filter((r) => r.status === 201)
        .map(async (r) => ((await r.json()) as { players: { memberId: string }[] }).players[0]?.memberId),
    );
    expect(new Set(players.map((p) => p.memberId))).toEqual(new Set(winners));
    // Each refusal says what a read of the tee time would: most were answered from what the booking before
    // them learnt, without one.
    const refusals = await Promise.all(
      answers.filter((r) => r.status === 409).map(async (r) => ((await r.json()) as { title: string }).title),
    );
    expect(new Set(refusals)).toEqual(new Set(["This tee time is full."]));
    // Nothing is remembered once the rush is answered: a place freed by a cancellation goes to the next
    // request.
    const winner = rushers.find((m) => m.memberId === winners[0]) as FastMember;
    const [booking] = await t.database.db
      .select({ id: golfBookings.id })
      .from(golfBookings)
      .where(and(eq(golfBookings.bookerMemberId, winner.memberId), eq(golfBookings.teeDate, date)));
    const cancelled = await asPerson(t, winner.cookie, golf(`/bookings/${booking?.id}/cancel`), {
      method: "POST",
      json: {},
    });
    expect(cancelled.status).toBe(200);
    const late = rushers.find((m) => !winners.includes(m.memberId)) as FastMember;
    const again = await asPerson(t, late.cookie, golf("/bookings"), {
      method: "POST",
      json: { courseId: courseA, date, time: "09:00", players: [{ memberId: late.memberId }] },
    });
    expect(again.status).toBe(201);
    expect(await playersAt(courseA, date, "09:00")).toHaveLength(4);
  });

  it("groups of two and three rushing one tee time never overfill it", async () => {
    const rushers = await fastMembers(t, clubId, 90, "group");
    const date = addDays(TODAY, 2);
    const groups: FastMember[][] = [];
    for (let i = 0; i < rushers.length; ) {
      const size = groups.length % 2 === 0 ? 2 : 3;
      groups.push(rushers.slice(i, i + size));
      i += size;
    }
    const answers = await Promise.all(
      groups.map((g) =>
        asPerson(t, (g[0] as FastMember).cookie, golf("/bookings"), {
          method: "POST",
          json: { courseId: courseB, date, time: "09:00", players: g.map((m) => ({ memberId: m.memberId })) },
        }),
      ),
    );
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const players = await playersAt(courseB, date, "09:00");
    expect(players.length).toBeLessThanOrEqual(4);
    expect(players.length).toBeGreaterThanOrEqual(2);
    const booked = answers.filter((r) => r.status === 201).length;
    expect(booked).toBeGreaterThanOrEqual(1);
    // Each refusal names the places that were left for it, whether read or learnt from the group before it.
    const titles = await Promise.all(
      answers.filter((r) => r.status === 409).map(async (r) => ((await r.json()) as { title: string }).title),
    );
    const possible = [
      "This tee time is full.",
      "This tee time has only 1 free place.",
      "This tee time has only 2 free places.",
    ];
    expect(titles.filter((x) => !possible.includes(x))).toEqual([]);
  });

  it("one member's simultaneous bookings of two overlapping times on two courses end with exactly one", async () => {
    const members = await fastMembers(t, clubId, 10, "twice");
    const date = addDays(TODAY, 3);
    // Member i asks for 07:00 + 20·i minutes on course A and, at the same moment, 40 minutes later on
    // course B: the two rounds (4 h 30 each) overlap.
    const answers = await Promise.all(
      members.flatMap((m, i) =>
        [
          { courseId: courseA, time: addMinutes("07:00", 20 * i) },
          { courseId: courseB, time: addMinutes("07:40", 20 * i) },
        ].map((x) =>
          asPerson(t, m.cookie, golf("/bookings"), {
            method: "POST",
            json: { courseId: x.courseId, date, time: x.time, players: [{ memberId: m.memberId }] },
          }),
        ),
      ),
    );
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    for (const m of members) {
      const rows = await t.database.db
        .select()
        .from(golfBookingPlayers)
        .where(and(eq(golfBookingPlayers.memberId, m.memberId), eq(golfBookingPlayers.teeDate, date)));
      expect(
        rows.filter((r) => r.status === "booked"),
        m.email,
      ).toHaveLength(1);
    }
    expect(countStatuses(answers.map((r) => r.status))).toEqual({ 201: 10, 409: 10 });
  });
});

function addMinutes(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client.ts";
import { golfBookingPlayers, golfCourses, golfTeeSlots } from "../../src/server/db/schema/golf.ts";
import { findCourse } from "../../src/server/modules/golf/golf.repository.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { placeBooking } from "../../src/server/modules/golf/placement.ts";
import { weekdays } from "../../src/shared/clubs.ts";
import { addDays } from "../../src/shared/dates.ts";
import type { CourseDay } from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// Races between writers that take several locks (issue 30, decision 035). Each test makes the interleaving that
// used to deadlock happen every time, rather than once in a few hundred requests: on PostgreSQL a transaction
// of its own ("the holder") keeps what a concurrent writer would hold, until every request under test is
// waiting behind it; then it rolls back and they all go at once. Every answer must be a 201 or a clear 409,
// never a 5xx, and the data right. On PGlite (one connection, nothing waits) the same requests run at once.

let t: TestApp;
let clubId = "";
let courseId = "";
const TZ = "America/New_York";
const TODAY = "2030-06-03";
const golf = (rest: string) => `/api/clubs/${clubId}/golf${rest}`;

const DAYS: CourseDay[] = weekdays.map((weekday) => ({
  weekday,
  open: true,
  firstTee: "07:00",
  lastTee: "17:00",
  intervalMinutes: 10,
  playersPerTime: 4,
  roundMinutes: 270,
  release: "first_come",
  ballotCloseDaysBefore: 2,
  ballotCloseTime: "18:00",
}));

class Rollback extends Error {}

/** Backends of this database (other than the asking one) waiting for a heavyweight lock. */
async function lockWaiters(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`)) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Runs `requests` while a transaction of `hold`'s making stays open, on PostgreSQL until `waiting` backends
 * wait for a lock (then it rolls back, and they go on together); answers the requests' responses. On PGlite the
 * requests simply run at once.
 */
async function whileHeld(
  hold: (tx: Db) => Promise<void>,
  requests: () => Promise<Response>[],
  waiting: number,
): Promise<Response[]> {
  const db = t.database.db;
  if (t.database.kind !== "postgres") return Promise.all(requests());
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = db
    .transaction(async (tx) => {
      await hold(tx);
      held();
      await released;
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  await isHeld;
  const answers = Promise.all(requests());
  const deadline = Date.now() + 10_000;
  let seen = 0;
  while (Date.now() < deadline) {
    seen = await lockWaiters(db);
    if (seen >= waiting) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  release();
  await holder;
  expect(seen, "requests waiting behind the holder").toBeGreaterThanOrEqual(waiting);
  return answers;
}

async function bookedRows(memberIds: string[], date: string) {
  return t.database.db
    .select()
    .from(golfBookingPlayers)
    .where(
      and(
        inArray(golfBookingPlayers.memberId, memberIds),
        eq(golfBookingPlayers.teeDate, date),
        inArray(golfBookingPlayers.status, ["booked", "checked_in"]),
      ),
    );
}

function statusCounts(answers: Response[]) {
  const out: Record<number, number> = {};
  for (const r of answers) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

async function titles(answers: Response[], status: number) {
  return Promise.all(
    answers
      .filter((r) => r.status === status)
      .map(async (r) => ((await r.json()) as { title: string }).title),
  );
}

function time(minutesAfterSeven: number): string {
  const total = 7 * 60 + minutesAfterSeven;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The holder's own booking of `members` at `at`, written as every booking is (placement.ts). */
function holdBooking(members: FastMember[], date: string, at: string) {
  return async (tx: Db) => {
    const course = await findCourse(tx, clubId, courseId);
    if (!course) throw new Error("setup");
    await placeBooking(tx, {
      clubId,
      course,
      date,
      time: at,
      timeZone: TZ,
      currency: "USD",
      players: members.map((m) => ({
        memberId: m.memberId,
        guestName: null,
        hostMemberId: null,
        greenFeeMinor: 0,
      })),
      source: "staff",
      bookerMemberId: members[0]?.memberId ?? null,
      override: false,
      createdBy: null,
    });
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInClient(t, "races-owner@example.com", { firstName: "Rae", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Race Golf Club", email: "office@race.example" });
  clubId = ((await res.json()) as { id: string }).id;
  const [course] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name: "Race Course", holes: 18, active: true, position: 0, days: DAYS })
    .returning({ id: golfCourses.id });
  courseId = course?.id as string;
  t.clock.setOffset(clubInstant(TODAY, "10:00", TZ).getTime() - Date.now());
});

afterAll(async () => {
  await t?.close();
});

describe("bookings of one member at overlapping tee times, at once", () => {
  it("one member booking five overlapping tee times at once: one 201, four 409, never a 5xx", async () => {
    const [member] = await fastMembers(t, clubId, 1, "self");
    if (!member) throw new Error("setup");
    const date = addDays(TODAY, 1);
    // The holder books the member at 07:00; the requests ask for 07:10 … 07:50 (all 4 h 30 rounds overlap).
    const answers = await whileHeld(
      holdBooking([member], date, time(0)),
      () =>
        [1, 2, 3, 4, 5].map((i) =>
          asPerson(t, member.cookie, golf("/bookings"), {
            method: "POST",
            json: { courseId, date, time: time(10 * i), players: [{ memberId: member.memberId }] },
          }),
        ),
      5,
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 4 });
    for (const title of await titles(answers, 409)) expect(title).toMatch(/already plays a round at/);
    expect(await bookedRows([member.memberId], date)).toHaveLength(1);
  });

  it("five bookers adding the same partner at five different times at once: one 201, four 409", async () => {
    const people = await fastMembers(t, clubId, 6, "partner");
    const [partner, ...bookers] = people;
    if (!partner) throw new Error("setup");
    const date = addDays(TODAY, 2);
    const answers = await whileHeld(
      holdBooking([partner], date, time(0)),
      () =>
        bookers.map((b, i) =>
          asPerson(t, b.cookie, golf("/bookings"), {
            method: "POST",
            json: {
              courseId,
              date,
              time: time(10 * (i + 1)),
              players: [{ memberId: b.memberId }, { memberId: partner.memberId }],
            },
          }),
        ),
      5,
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 4 });
    for (const title of await titles(answers, 409)) expect(title).toMatch(/Partner Player 1 already plays/);
    expect(await bookedRows([partner.memberId], date)).toHaveLength(1);
    // The refused bookers were not booked either (the whole booking was refused), and no tee time holds more
    // players than its rows say.
    expect(
      await bookedRows(
        bookers.map((b) => b.memberId),
        date,
      ),
    ).toHaveLength(1);
    const slots = await t.database.db.select().from(golfTeeSlots).where(eq(golfTeeSlots.teeDate, date));
    for (const slot of slots) expect(slot.booked).toBeLessThanOrEqual(slot.capacity);
    expect(slots.reduce((n, s) => n + s.booked, 0)).toBe(2);
  });
});

import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/server/db/client.ts";
import { invoices, payments } from "../../src/server/db/schema/billing.ts";
import { clubAdmins, clubs, members, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import {
  golfBallotEntries,
  golfBallots,
  golfBookingPlayers,
  golfBookings,
  golfCalendarFeeds,
  golfCourses,
  golfTeeSlots,
  golfWaitlist,
} from "../../src/server/db/schema/golf.ts";
import { ownershipTransfers } from "../../src/server/db/schema/ownership-transfers.ts";
import { holdNumbering } from "../../src/server/modules/billing/billing.repository.ts";
import { GOLF_JOB } from "../../src/server/modules/golf/golf.job.ts";
import { findCourse } from "../../src/server/modules/golf/golf.repository.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { placeBooking } from "../../src/server/modules/golf/placement.ts";
import { addDays } from "../../src/shared/dates.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { goLive } from "../helpers/go-live.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, linkIn, type TestApp } from "../helpers/test-app.ts";

// Races between writers that take several locks (issue 30, decision 035). Each test makes the interleaving that
// used to deadlock happen every time, rather than once in a few hundred requests: on PostgreSQL a transaction
// of its own ("the holder") keeps what a concurrent writer would hold, until every request under test is
// waiting behind it; then it rolls back and they all go at once. Every answer must be a 201 or a clear 409,
// never a 5xx, and the data right. On PGlite (one connection, nothing waits) the same requests run in turn.

let t: TestApp;
let owner: Client;
let clubId = "";
let courseId = "";
let ballotCourseId = "";
const TZ = "America/New_York";
const TODAY = "2030-06-03";
const golf = (rest: string) => `/api/clubs/${clubId}/golf${rest}`;

const DAYS = openEveryDay();

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

/** A request (or job) of a race, started in turn; `waiting`: backends that wait for a lock once it has. */
interface Step {
  start: () => Promise<unknown>;
  waiting: number;
}

/**
 * Runs the steps while a transaction of `hold`'s making stays open. On PostgreSQL each step is started once
 * the ones before it wait for a lock (`waiting` backends in all), so that they queue in that order; then the
 * holder rolls back and they go on together. Answers each step's outcome (its value, or what it threw). On
 * PGlite (one connection, no lock ever waited for) the steps run one after another.
 */
async function whileHeld(hold: (tx: Db) => Promise<void>, steps: Step[]): Promise<unknown[]> {
  const settle = (p: Promise<unknown>) => p.catch((error: unknown) => error);
  const db = t.database.db;
  if (t.database.kind !== "postgres") {
    // One connection: nothing waits for a lock, and the steps are served one after another, in order.
    const outcomes: unknown[] = [];
    for (const step of steps) outcomes.push(await settle(step.start()));
    return outcomes;
  }
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
  const outcomes: Promise<unknown>[] = [];
  try {
    for (const step of steps) {
      outcomes.push(settle(step.start()));
      const deadline = Date.now() + 10_000;
      let seen = 0;
      while (Date.now() < deadline) {
        seen = await lockWaiters(db);
        if (seen >= step.waiting) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen, "requests waiting for a lock").toBeGreaterThanOrEqual(step.waiting);
    }
  } finally {
    release();
    await holder;
  }
  return Promise.all(outcomes);
}

/** Requests started at once, each waiting behind the holder (`waiting` in all once each has started). */
function atOnce(starts: (() => Promise<Response>)[]): Step[] {
  return starts.map((start, i) => ({ start, waiting: i + 1 }));
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

function statusCounts(answers: unknown[]) {
  const out: Record<number, number> = {};
  for (const r of answers) {
    const status = r instanceof Response ? r.status : 0;
    out[status] = (out[status] ?? 0) + 1;
  }
  return out;
}

async function titles(answers: unknown[], status: number) {
  return Promise.all(
    (answers as Response[])
      .filter((r) => r.status === status)
      .map(async (r) => ((await r.clone().json()) as { title: string }).title),
  );
}

function time(minutesAfterSeven: number): string {
  const total = 7 * 60 + minutesAfterSeven;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The holder's own booking of `members` at `at`, written as every booking is (placement.ts). */
function holdBooking(members: FastMember[], date: string, at: string, onCourse = courseId) {
  return async (tx: Db) => {
    const course = await findCourse(tx, clubId, onCourse);
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

/** The race course's tee slot at `at` on `date`. */
const slotAt = (date: string, at: string) =>
  and(eq(golfTeeSlots.courseId, courseId), eq(golfTeeSlots.teeDate, date), eq(golfTeeSlots.teeTime, at));

/** The holder keeps the race course's tee slot at `at`, as a booking in flight there would. */
function holdSlot(date: string, at: string) {
  return async (tx: Db) => {
    await tx.select().from(golfTeeSlots).where(slotAt(date, at)).for("update");
  };
}

/** The players the race course's tee time holds (its slot's count). */
async function slotBooked(date: string, at: string) {
  const [slot] = await t.database.db.select().from(golfTeeSlots).where(slotAt(date, at));
  return slot?.booked;
}

/**
 * A group of `memberIds` (the entrant first) on the race course's waiting list at `at` on `date`, waiting unless
 * `values` say otherwise; answers its id.
 */
async function waitingGroup(
  date: string,
  at: string,
  memberIds: string[],
  values: Partial<typeof golfWaitlist.$inferInsert> = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(golfWaitlist)
    .values({
      clubId,
      courseId,
      teeDate: date,
      teeTime: at,
      memberId: memberIds[0] as string,
      players: memberIds.map((memberId) => ({ memberId })),
      size: memberIds.length,
      ...values,
    })
    .returning({ id: golfWaitlist.id });
  return row?.id as string;
}

/** The waiting-list group of this id, as stored. */
async function waitingRow(id: string) {
  const [row] = await t.database.db.select().from(golfWaitlist).where(eq(golfWaitlist.id, id));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "races-owner@example.com", { firstName: "Rae", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Race Golf Club", email: "office@race.example" });
  clubId = ((await res.json()) as { id: string }).id;
  // Live, so that its daily jobs run for it (decision 061).
  await goLive(owner, clubId);
  const [course, ballotCourse] = await t.database.db
    .insert(golfCourses)
    .values([
      { clubId, name: "Race Course", holes: 18, active: true, position: 0, days: DAYS },
      {
        clubId,
        name: "Ballot Course",
        holes: 18,
        active: true,
        position: 1,
        days: DAYS.map((d) => ({ ...d, release: "ballot" as const })),
      },
    ])
    .returning({ id: golfCourses.id });
  courseId = course?.id as string;
  ballotCourseId = ballotCourse?.id as string;
  t.clock.setOffset(clubInstant(TODAY, "10:00", TZ).getTime() - Date.now());
}, 60_000);

/** `person`'s request to book `players` (themselves alone by default) at `at` on the race course. */
function bookingRequest(person: FastMember, date: string, at: string, players: FastMember[] = [person]) {
  return asPerson(t, person.cookie, golf("/bookings"), {
    method: "POST",
    json: { courseId, date, time: at, players: players.map((m) => ({ memberId: m.memberId })) },
  });
}

/** `person` books `players` (themselves first) at `at` on the race course; answers the booking's id. */
async function book(person: FastMember, players: FastMember[], date: string, at: string): Promise<string> {
  const res = await bookingRequest(person, date, at, players);
  const body = (await res.json()) as { id: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

/** A tee time filled by a group of four (its booker first); answers the booker and the booking's id. */
async function fullTeeTime(prefix: string, date: string, at: string) {
  const four = await fastMembers(t, clubId, 4, prefix);
  const [booker] = four as [FastMember];
  return { booker, bookingId: await book(booker, four, date, at) };
}

/** `person` waits at a full tee time of the race course (with themselves only). */
async function joinWaitlist(person: FastMember, date: string, at: string) {
  return asPerson(t, person.cookie, golf("/waitlist"), {
    method: "POST",
    json: { courseId, date, time: at, players: [{ memberId: person.memberId }] },
  });
}

/** Staff close `from`–`to` of the race course on `date`, cancelling the bookings inside. */
function block(date: string, from: string, to: string) {
  return owner.post(golf("/blocks"), {
    courseId,
    startDate: date,
    repeatUntil: null,
    startTime: from,
    endTime: to,
    reason: "maintenance",
    note: "Greens",
    bookings: "cancel",
  });
}

function status(outcome: unknown): number {
  return outcome instanceof Response ? outcome.status : 0;
}

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
      atOnce([1, 2, 3, 4, 5].map((i) => () => bookingRequest(member, date, time(10 * i)))),
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
      atOnce(bookers.map((b, i) => () => bookingRequest(b, date, time(10 * (i + 1)), [b, partner]))),
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

describe("every writer of players takes the members before the tee slots", () => {
  it("the draw and a member's booking of an overlapping round elsewhere, at once: both answered, one round", async () => {
    const [member] = await fastMembers(t, clubId, 1, "drawn");
    if (!member) throw new Error("setup");
    const date = addDays(TODAY, 3);
    const entered = await owner.post(golf("/ballots/entries"), {
      courseId: ballotCourseId,
      date,
      players: [{ memberId: member.memberId }],
      earliest: time(0),
      latest: time(30),
    });
    expect(entered.status).toBe(201);
    const [ballot] = await t.database.db
      .select({ id: golfBallots.id })
      .from(golfBallots)
      .where(and(eq(golfBallots.courseId, ballotCourseId), eq(golfBallots.playDate, date)));
    // The holder books the member on the race course at 07:00; the draw would place them at 07:10 on the
    // ballot course while they book 07:20 on the race course.
    const [drawn, booked] = await whileHeld(holdBooking([member], date, time(0)), [
      { start: () => owner.request(golf(`/ballots/${ballot?.id}/draw`), { method: "POST" }), waiting: 1 },
      {
        start: () => bookingRequest(member, date, time(20)),
        waiting: 2,
      },
    ]);
    expect(status(drawn)).toBe(200);
    expect([201, 409]).toContain(status(booked));
    expect(await bookedRows([member.memberId], date)).toHaveLength(1);
  });

  it("a cancellation that books a waiting group, while that group's member books an overlapping time", async () => {
    const date = addDays(TODAY, 4);
    const { booker, bookingId } = await fullTeeTime("fillfull", date, "09:00");
    const [waiter] = await fastMembers(t, clubId, 1, "waiter");
    if (!waiter) throw new Error("setup");
    expect((await joinWaitlist(waiter, date, "09:00")).status).toBe(201);
    // The holder books the waiting member at 08:40; the cancellation would book them at 09:00 from the waiting
    // list while they book 09:20 themselves.
    const [cancelled, booked] = await whileHeld(holdBooking([waiter], date, "08:40"), [
      {
        start: () =>
          asPerson(t, booker.cookie, golf(`/bookings/${bookingId}/cancel`), { method: "POST", json: {} }),
        waiting: 1,
      },
      {
        start: () => bookingRequest(waiter, date, "09:20"),
        waiting: 2,
      },
    ]);
    expect(status(cancelled)).toBe(200);
    expect([201, 409]).toContain(status(booked));
    expect(await bookedRows([waiter.memberId], date)).toHaveLength(1);
  });

  it("staff move a member's booking while the member books a round overlapping where it goes", async () => {
    const [member] = await fastMembers(t, clubId, 1, "mover");
    if (!member) throw new Error("setup");
    const date = addDays(TODAY, 3);
    const bookingId = await book(member, [member], date, "08:00");
    // The holder books the member at 12:40 (after the 08:00 round ends); staff move the 08:00 booking to 13:00
    // while the member books 13:30: those three rounds overlap.
    const [moved, booked] = await whileHeld(holdBooking([member], date, "12:40"), [
      {
        start: () =>
          owner.post(golf(`/bookings/${bookingId}/move`), { courseId, date, time: "13:00", override: false }),
        waiting: 1,
      },
      {
        start: () => bookingRequest(member, date, "13:30"),
        waiting: 2,
      },
    ]);
    expect(status(moved)).toBe(200);
    expect(status(booked)).toBe(409);
    expect(await bookedRows([member.memberId], date)).toMatchObject([{ teeTime: "13:00" }]);
  });

  it("staff check a member in while the member books an overlapping round: 200 and a 409", async () => {
    const [member] = await fastMembers(t, clubId, 1, "checkin");
    if (!member) throw new Error("setup");
    const date = addDays(TODAY, 5);
    const bookingId = await book(member, [member], date, "12:00");
    const [player] = await t.database.db
      .select({ id: golfBookingPlayers.id })
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.bookingId, bookingId));
    // The holder changes the player's row as billing does when it invoices the green fee.
    const [checkedIn, booked] = await whileHeld(
      async (tx) => {
        await tx
          .update(golfBookingPlayers)
          .set({ invoicedAt: new Date() })
          .where(eq(golfBookingPlayers.bookingId, bookingId));
      },
      [
        {
          start: () =>
            owner.post(golf(`/bookings/${bookingId}/players/${player?.id}/status`), { status: "checked_in" }),
          waiting: 1,
        },
        {
          start: () => bookingRequest(member, date, "12:30"),
          waiting: 2,
        },
      ],
    );
    expect(status(checkedIn)).toBe(200);
    expect(status(booked)).toBe(409);
    expect(await bookedRows([member.memberId], date)).toMatchObject([{ status: "checked_in" }]);
  });
});

describe("writers that book on a course hold it before a block being made there", () => {
  it("a cancellation whose place goes to the waiting list, and a block over it with its bookings cancelled", async () => {
    const date = addDays(TODAY, 6);
    const { booker, bookingId } = await fullTeeTime("blockfull", date, "10:00");
    const [waiter] = await fastMembers(t, clubId, 1, "blockwait");
    if (!waiter) throw new Error("setup");
    expect((await joinWaitlist(waiter, date, "10:00")).status).toBe(201);
    // The holder keeps the tee slot, as a booking in flight there would.
    const [cancelled, blocked] = await whileHeld(holdSlot(date, "10:00"), [
      {
        start: () =>
          asPerson(t, booker.cookie, golf(`/bookings/${bookingId}/cancel`), { method: "POST", json: {} }),
        waiting: 1,
      },
      { start: () => block(date, "10:00", "10:30"), waiting: 2 },
    ]);
    expect(status(cancelled)).toBe(200);
    expect(status(blocked)).toBe(201);
    // The block cancelled whatever played inside it, the waiting group's booking too.
    expect(await slotBooked(date, "10:00")).toBe(0);
  });

  it("a member joining the waiting list of a full tee time, and a block over it with its bookings cancelled", async () => {
    const date = addDays(TODAY, 7);
    await fullTeeTime("joinfull", date, "11:00");
    const [waiter] = await fastMembers(t, clubId, 1, "joiner");
    if (!waiter) throw new Error("setup");
    // An old, withdrawn entry of the member's there: the holder makes it waiting again for a moment, so that the
    // join waits at its insert, holding the tee slot (as a second join of the member's would).
    const [old] = await t.database.db
      .insert(golfWaitlist)
      .values({
        clubId,
        courseId,
        teeDate: date,
        teeTime: "11:00",
        memberId: waiter.memberId,
        players: [{ memberId: waiter.memberId }],
        size: 1,
        status: "withdrawn",
      })
      .returning({ id: golfWaitlist.id });
    const [joined, blocked] = await whileHeld(
      async (tx) => {
        await tx
          .update(golfWaitlist)
          .set({ status: "waiting" })
          .where(eq(golfWaitlist.id, old?.id as string));
      },
      [
        { start: () => joinWaitlist(waiter, date, "11:00"), waiting: 1 },
        { start: () => block(date, "11:00", "11:30"), waiting: 2 },
      ],
    );
    expect(status(joined)).toBe(201);
    expect(status(blocked)).toBe(201);
  });
});

describe("invoice numbers are taken before a membership period's invoice is written", () => {
  it("a member presses Renew while the renewal run writes their invoice: one invoice, both answered", async () => {
    await t.database.db
      .update(membershipTypes)
      .set({ priceMinor: 120_000 })
      .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "annual")));
    const [member] = await fastMembers(t, clubId, 1, "renewer", {
      membershipType: "annual",
      membershipStatus: "active",
      membershipStartDate: addDays(TODAY, -360),
      membershipEndDate: addDays(TODAY, 5),
    });
    if (!member) throw new Error("setup");
    // The club's day hands the run to its batch job, which the test runs.
    await t.runDaily("billing.renewals", t.clock.now());
    const year = Number(TODAY.slice(0, 4));
    // The holder issues a document of the club's meanwhile: it holds the invoice numbers.
    const [batch, renewed] = await whileHeld(
      (tx) => holdNumbering(tx, clubId, "invoice", year),
      [
        { start: () => t.jobs.runDue("billing.renewal-batch"), waiting: 1 },
        {
          start: () => asPerson(t, member.cookie, `/api/clubs/${clubId}/home/renewal`, { method: "POST" }),
          waiting: 2,
        },
      ],
    );
    expect(status(renewed)).toBe(200);
    const answer = (await (renewed as Response).json()) as { invoiceId: string; created: boolean };
    // Whichever took the numbers first wrote the invoice, and the other found it: the run did not fail.
    expect(batch).toMatchObject([{ issued: answer.created ? 0 : 1 }]);
    const written = await t.database.db.select().from(invoices).where(eq(invoices.memberId, member.memberId));
    expect(written).toMatchObject([{ id: answer.invoiceId, purpose: "renewal", status: "open" }]);
  });
});

describe("a transfer of ownership is locked after its club", () => {
  it("the nominee accepts while the owner starts a transfer to someone else: 200, then a clear 403", async () => {
    const res = await owner.post("/api/clubs", {
      name: "Transfer Race Club",
      email: "office@transfer.example",
    });
    const club = ((await res.json()) as { id: string }).id;
    const [nominee, other] = (await fastMembers(t, club, 2, "nominee")) as [FastMember, FastMember];
    for (const person of [nominee, other]) await giveRole(t, club, person.email, "admin");
    const adminIdOf = async (person: FastMember) => {
      const [row] = await t.database.db
        .select({ id: clubAdmins.id })
        .from(clubAdmins)
        .where(and(eq(clubAdmins.clubId, club), eq(clubAdmins.userId, person.userId)));
      return row?.id as string;
    };
    const transfer = (adminId: string) => owner.post(`/api/clubs/${club}/ownership-transfer`, { adminId });
    const started = await transfer(await adminIdOf(nominee));
    const { id } = (await started.json()) as { id: string };
    expect(started.status).toBe(201);
    const mail = await t.lastMailTo(nominee.email, "Become the owner of Transfer Race Club?");
    const token = new URL(
      linkIn(mail?.text ?? "", /https?:\/\/\S+\/transfer-ownership\?token=\S+/),
    ).searchParams.get("token");
    const otherAdmin = await adminIdOf(other);
    // The holder keeps the transfer's row, as the owner's cancelling of it would.
    const [accepted, startedAgain] = await whileHeld(
      async (tx) => {
        await tx.select().from(ownershipTransfers).where(eq(ownershipTransfers.id, id)).for("update");
      },
      [
        {
          start: () =>
            asPerson(t, nominee.cookie, "/api/ownership-transfers/accept", {
              method: "POST",
              json: { token },
            }),
          waiting: 1,
        },
        { start: () => transfer(otherAdmin), waiting: 2 },
      ],
    );
    expect(status(accepted)).toBe(200);
    expect(status(startedAgain)).toBe(403);
    expect(((await (startedAgain as Response).json()) as { title: string }).title).toBe(
      "Only the owner of Transfer Race Club can transfer its ownership.",
    );
    const [row] = await t.database.db
      .select({ ownerId: clubs.ownerId })
      .from(clubs)
      .where(eq(clubs.id, club));
    expect(row?.ownerId).toBe(nominee.userId);
    const pending = await t.database.db
      .select()
      .from(ownershipTransfers)
      .where(and(eq(ownershipTransfers.clubId, club), eq(ownershipTransfers.status, "pending")));
    expect(pending).toEqual([]);
  });
});

describe("deleting a member takes what refers to them before their row (decision 035)", () => {
  const deleteMember = (memberId: string) =>
    owner.request(`/api/clubs/${clubId}/members/${memberId}`, { method: "DELETE" });
  /** What a request answered, for a failed expectation's message. */
  const said = async (outcome: unknown) =>
    outcome instanceof Response ? await outcome.clone().text() : String(outcome);

  it("staff add a guest to a member's booking while the member is deleted: 200, then 204 freeing both places", async () => {
    const [member] = await fastMembers(t, clubId, 1, "hosting");
    if (!member) throw new Error("setup");
    const date = addDays(TODAY, 7);
    const bookingId = await book(member, [member], date, "14:00");
    // The holder keeps the tee slot, as a booking in flight there would: the guest's request waits for it holding
    // the booking, the deletion (before decision 035's order) holding the member's row.
    const [added, deleted] = await whileHeld(holdSlot(date, "14:00"), [
      {
        start: () =>
          owner.post(golf(`/bookings/${bookingId}/players`), { players: [{ guestName: "Gil Guest" }] }),
        waiting: 1,
      },
      { start: () => deleteMember(member.memberId), waiting: 2 },
    ]);
    expect(status(added), await said(added)).toBe(200);
    expect(status(deleted), await said(deleted)).toBe(204);
    // The guest came with the member and goes with them; the booking, left with nobody, is cancelled.
    const rows = await t.database.db
      .select({
        memberId: golfBookingPlayers.memberId,
        guestName: golfBookingPlayers.guestName,
        status: golfBookingPlayers.status,
      })
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.bookingId, bookingId))
      .orderBy(golfBookingPlayers.createdAt);
    expect(rows).toEqual([
      { memberId: null, guestName: null, status: "cancelled" },
      { memberId: null, guestName: "Gil Guest", status: "cancelled" },
    ]);
    const [booking] = await t.database.db.select().from(golfBookings).where(eq(golfBookings.id, bookingId));
    expect(booking?.status).toBe("cancelled");
    expect(await slotBooked(date, "14:00")).toBe(0);
  });

  it("a member accepts an offer for a group naming another member while that one is deleted: 200, then 204", async () => {
    const [entrant, partner, other] = (await fastMembers(t, clubId, 3, "offered")) as [
      FastMember,
      FastMember,
      FastMember,
    ];
    const date = addDays(TODAY, 7);
    const [entry] = await t.database.db
      .insert(golfWaitlist)
      .values({
        clubId,
        courseId,
        teeDate: date,
        teeTime: "15:00",
        memberId: entrant.memberId,
        players: [{ memberId: entrant.memberId }, { memberId: partner.memberId }],
        size: 2,
        status: "offered",
        offeredUntil: new Date(t.clock.now().getTime() + 30 * 60_000),
      })
      .returning({ id: golfWaitlist.id });
    // The holder books someone else at that tee time: accepting waits for its slot holding the offer; the
    // deletion (before decision 035's order) waits for the offer holding the partner's row.
    const [accepted, deleted] = await whileHeld(holdBooking([other], date, "15:00"), [
      {
        start: () =>
          asPerson(t, entrant.cookie, golf(`/waitlist/${entry?.id}/accept`), { method: "POST", json: {} }),
        waiting: 1,
      },
      { start: () => deleteMember(partner.memberId), waiting: 2 },
    ]);
    expect(status(accepted), await said(accepted)).toBe(200);
    expect(status(deleted), await said(deleted)).toBe(204);
    // The group was booked, then the deleted member's place freed: the entrant plays alone.
    const booked = await bookedRows([entrant.memberId], date);
    expect(booked).toHaveLength(1);
    const players = await t.database.db
      .select({ memberId: golfBookingPlayers.memberId, status: golfBookingPlayers.status })
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.bookingId, booked[0]?.bookingId as string))
      .orderBy(golfBookingPlayers.createdAt);
    expect(players).toEqual([
      { memberId: entrant.memberId, status: "booked" },
      { memberId: null, status: "cancelled" },
    ]);
    expect(await slotBooked(date, "15:00")).toBe(1);
  });

  it("a member books a tee time while they are deleted: 201, then 204 freeing the new place", async () => {
    const [member, other] = (await fastMembers(t, clubId, 2, "booking")) as [FastMember, FastMember];
    const date = addDays(TODAY, 7);
    await book(other, [other], date, "16:00");
    // The holder keeps the tee slot: the member's booking waits for it holding the member's lock, and the
    // deletion, which found no place of theirs to free, waits for that lock; the booking is written, and the
    // deletion, finding it under the lock, takes its locks again in order and frees the new place. (Before
    // decision 035's order the deletion waited for nothing: it deleted the member under the booking, which then
    // failed on the foreign key, a 500.)
    const [booked, deleted] = await whileHeld(holdSlot(date, "16:00"), [
      { start: () => bookingRequest(member, date, "16:00"), waiting: 1 },
      { start: () => deleteMember(member.memberId), waiting: 2 },
    ]);
    expect(status(booked), await said(booked)).toBe(201);
    expect(status(deleted), await said(deleted)).toBe(204);
    const { id } = (await (booked as Response).json()) as { id: string };
    const [booking] = await t.database.db.select().from(golfBookings).where(eq(golfBookings.id, id));
    expect(booking?.status).toBe("cancelled");
    expect(await slotBooked(date, "16:00")).toBe(1);
  });

  it("staff record the payment of a member's renewal while the member is deleted: 201, then 204", async () => {
    await t.database.db
      .update(membershipTypes)
      .set({ priceMinor: 120_000 })
      .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "annual")));
    const [member] = await fastMembers(t, clubId, 1, "payer", {
      membershipType: "annual",
      membershipStatus: "active",
      membershipStartDate: addDays(TODAY, -360),
      membershipEndDate: addDays(TODAY, 5),
    });
    if (!member) throw new Error("setup");
    const renewed = await asPerson(t, member.cookie, `/api/clubs/${clubId}/home/renewal`, { method: "POST" });
    expect(renewed.status).toBe(200);
    const { invoiceId } = (await renewed.json()) as { invoiceId: string };
    // The holder keeps the invoice, as a Stripe webhook recording its payment would: the staff's payment waits
    // for it, then renews the membership (the member's row); the deletion (before decision 035's order) waits
    // for it holding the member's row.
    const [paid, deleted] = await whileHeld(
      async (tx) => {
        await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
      },
      [
        {
          start: () =>
            owner.post(`/api/clubs/${clubId}/billing/invoices/${invoiceId}/payments`, {
              method: "cash",
              amountMinor: 120_000,
              receivedOn: TODAY,
            }),
          waiting: 1,
        },
        { start: () => deleteMember(member.memberId), waiting: 2 },
      ],
    );
    expect(status(paid), await said(paid)).toBe(201);
    expect(status(deleted), await said(deleted)).toBe(204);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: "paid", memberId: null });
    expect(invoice?.billTo.name).toBe("Payer Player 1");
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toHaveLength(
      1,
    );
  });
});

describe("a writer that read a member before their deletion committed writes after it (decision 039)", () => {
  const deleteMember = (memberId: string) =>
    owner.request(`/api/clubs/${clubId}/members/${memberId}`, { method: "DELETE" });
  const said = async (outcome: unknown) =>
    outcome instanceof Response ? await outcome.clone().text() : String(outcome);
  const title = async (outcome: unknown) =>
    ((await (outcome as Response).clone().json()) as { title: string }).title;
  const GONE = "A player of this group is no longer a member of the club";
  const date = addDays(TODAY, 5);
  const onPostgres = () => t.database.kind === "postgres";

  /**
   * The writer's answer: on PostgreSQL, the race's 409 with `title`; on PGlite, where it came after the deletion,
   * the `later` status a request about a member who is gone gets.
   */
  async function expectRefused(outcome: unknown, later: number, expected: string = GONE) {
    if (onPostgres()) {
      expect(status(outcome), await said(outcome)).toBe(409);
      expect(await title(outcome)).toMatch(expected);
    } else {
      expect(status(outcome), await said(outcome)).toBe(later);
    }
  }

  /**
   * Deletes `member` while `write` runs, the deletion held open after the member's row is gone: the member plays
   * at `at`, where a group of someone else's waits; the deletion frees the place, and the waiting list books the
   * group and then waits to write its row down, which the holder keeps (as the group's withdrawal in flight
   * would). The writer, started then, reads the member (the deletion is not committed) and waits for it (the
   * member's lock, or their row in its foreign-key check); the holder lets go, the deletion commits, and the
   * writer's row names a member who is gone. On PGlite the writer comes after the deletion. Answers the writer's
   * outcome.
   */
  async function whileDeleting(member: FastMember, at: string, write: () => Promise<Response>) {
    const [waiter] = (await fastMembers(t, clubId, 1, `${member.email.split("@")[0]}waits`)) as [FastMember];
    await book(member, [member], date, at);
    const group = await waitingGroup(date, at, [waiter.memberId]);
    const [deleted, written] = await whileHeld(
      async (tx) => {
        await tx.select().from(golfWaitlist).where(eq(golfWaitlist.id, group)).for("update");
      },
      [
        { start: () => deleteMember(member.memberId), waiting: 1 },
        { start: write, waiting: 2 },
      ],
    );
    expect(status(deleted), await said(deleted)).toBe(204);
    // The deletion went as it goes: the member's place freed, and the waiting group booked in it.
    expect(await memberRow(member.memberId)).toBeUndefined();
    expect(await bookedRows([waiter.memberId], date)).toMatchObject([{ teeTime: at }]);
    return written;
  }

  async function memberRow(memberId: string) {
    const [row] = await t.database.db.select().from(members).where(eq(members.id, memberId));
    return row;
  }

  /** The bookings of the race course at `at` on the day, not cancelled. */
  async function bookingsAt(at: string) {
    return t.database.db
      .select({ id: golfBookings.id })
      .from(golfBookings)
      .where(
        and(
          eq(golfBookings.courseId, courseId),
          eq(golfBookings.teeDate, date),
          eq(golfBookings.teeTime, at),
          sql`${golfBookings.status} <> 'cancelled'`,
        ),
      );
  }

  it("a member books a tee time while they are deleted: 409 'no longer a member', nothing booked", async () => {
    const [member] = (await fastMembers(t, clubId, 1, "gonebook")) as [FastMember];
    // The booking waits for the member's lock, which the deletion holds.
    const booked = await whileDeleting(member, "07:00", () => bookingRequest(member, date, "13:00"));
    // On PGlite, a moment later: the signed-in user is no longer in the club.
    await expectRefused(booked, 404);
    expect(await bookingsAt("13:00")).toEqual([]);
    expect(await slotBooked(date, "13:00")).toBeFalsy();
  });

  it("staff add a member to a booking while the member is deleted: 409, the booking as it was", async () => {
    const [member, host] = (await fastMembers(t, clubId, 2, "goneadd")) as [FastMember, FastMember];
    const bookingId = await book(host, [host], date, "13:10");
    const added = await whileDeleting(member, "07:10", () =>
      owner.post(golf(`/bookings/${bookingId}/players`), { players: [{ memberId: member.memberId }] }),
    );
    await expectRefused(added, 422);
    const players = await t.database.db
      .select({ memberId: golfBookingPlayers.memberId })
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.bookingId, bookingId));
    expect(players).toEqual([{ memberId: host.memberId }]);
    expect(await slotBooked(date, "13:10")).toBe(1);
  });

  it("a member joins a waiting list while they are deleted: 409, no group waiting", async () => {
    const [member] = (await fastMembers(t, clubId, 1, "gonejoin")) as [FastMember];
    await fullTeeTime("gonefull", date, "13:20");
    // The join's insert checks the member's key, and waits for the deletion that holds their deleted row.
    const joined = await whileDeleting(member, "07:20", () => joinWaitlist(member, date, "13:20"));
    await expectRefused(joined, 404);
    const waiting = await t.database.db
      .select({ id: golfWaitlist.id })
      .from(golfWaitlist)
      .where(and(eq(golfWaitlist.teeDate, date), eq(golfWaitlist.teeTime, "13:20")));
    expect(waiting).toEqual([]);
  });

  it("a member enters a ballot while they are deleted: 409, no entry", async () => {
    const [member] = (await fastMembers(t, clubId, 1, "goneballot")) as [FastMember];
    const day = addDays(TODAY, 4);
    const opened = await owner.request(golf(`/ballots?courseId=${ballotCourseId}&date=${day}`));
    const { id: ballotId } = (await opened.json()) as { id: string };
    const entered = await whileDeleting(member, "07:30", () =>
      asPerson(t, member.cookie, golf("/ballots/entries"), {
        method: "POST",
        json: {
          courseId: ballotCourseId,
          date: day,
          players: [{ memberId: member.memberId }],
          earliest: "08:00",
          latest: "09:00",
        },
      }),
    );
    await expectRefused(entered, 404);
    const entries = await t.database.db
      .select({ id: golfBallotEntries.id })
      .from(golfBallotEntries)
      .where(eq(golfBallotEntries.ballotId, ballotId));
    expect(entries).toEqual([]);
  });

  it("staff write an invoice to a member while the member is deleted: 409 naming them, no invoice", async () => {
    const [member] = (await fastMembers(t, clubId, 1, "goneinvoice")) as [FastMember];
    const invoiced = await whileDeleting(member, "07:40", () =>
      owner.post(`/api/clubs/${clubId}/billing/invoices`, {
        memberId: member.memberId,
        lines: [{ kind: "custom", description: "Locker", unitMinor: 5_000 }],
        issue: false,
      }),
    );
    await expectRefused(
      invoiced,
      422,
      "Goneinvoice Player 1 is no longer a member of this club: their record was deleted a moment ago. The invoice was not saved.",
    );
    const written = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(sql`${invoices.billTo}->>'name' = 'Goneinvoice Player 1'`);
    expect(written).toEqual([]);
  });

  it("a member asks for their calendar feed while they are deleted: 403 (no member record), no feed", async () => {
    const [member] = (await fastMembers(t, clubId, 1, "gonefeed")) as [FastMember];
    const feed = await whileDeleting(member, "07:50", () =>
      asPerson(t, member.cookie, golf("/calendar-feed"), { method: "GET" }),
    );
    // On PGlite, a moment later: the signed-in user is no longer in the club (404).
    expect(status(feed), await said(feed)).toBe(onPostgres() ? 403 : 404);
    const feeds = await t.database.db
      .select()
      .from(golfCalendarFeeds)
      .where(eq(golfCalendarFeeds.memberId, member.memberId));
    expect(feeds).toEqual([]);
  });

  it("a booking naming a member who is gone is refused with 409 where it is written, on either database", async () => {
    const [member] = (await fastMembers(t, clubId, 1, "gonewrite")) as [FastMember];
    expect(status(await deleteMember(member.memberId))).toBe(204);
    // As the writers above meet it: the group read before the deletion, the booking written after it.
    const written = t.database.db.transaction(holdBooking([member], date, "13:40"));
    await expect(written).rejects.toMatchObject({ code: "CONFLICT", title: expect.stringMatching(GONE) });
    expect(await bookingsAt("13:40")).toEqual([]);
  });
});

describe("a group naming a member who is gone goes on without them (decision 039)", () => {
  /** A member whose record was deleted (through the API: decision 039's deletion). */
  async function goneMember(prefix: string): Promise<string> {
    const [member] = (await fastMembers(t, clubId, 1, prefix)) as [FastMember];
    const res = await owner.request(`/api/clubs/${clubId}/members/${member.memberId}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    return member.memberId;
  }

  it("the draw job places a group without the member deleted as it was entered, and the other groups", async () => {
    const gone = await goneMember("drawgone");
    const [entrant, other] = (await fastMembers(t, clubId, 2, "drawleft")) as [FastMember, FastMember];
    // A day whose ballot closed an hour ago by the job's clock (the real one); a group entered, as the race of a
    // deletion leaves it, naming the deleted member, and another group.
    const day = addDays(new Date().toISOString().slice(0, 10), 2);
    const [ballot] = await t.database.db
      .insert(golfBallots)
      .values({ clubId, courseId: ballotCourseId, playDate: day, closesAt: new Date(Date.now() - 3_600_000) })
      .returning({ id: golfBallots.id });
    const entry = (memberId: string, players: { memberId: string }[]) => ({
      clubId,
      ballotId: ballot?.id as string,
      memberId,
      players,
      size: players.length,
      earliest: "08:00",
      latest: "09:00",
    });
    await t.database.db
      .insert(golfBallotEntries)
      .values([
        entry(entrant.memberId, [{ memberId: entrant.memberId }, { memberId: gone }]),
        entry(other.memberId, [{ memberId: other.memberId }]),
      ]);
    await t.jobs.send(GOLF_JOB, {});
    expect(await t.jobs.runDue(GOLF_JOB)).toEqual([{ drawn: 1, expired: 0 }]);
    const entries = await t.database.db
      .select()
      .from(golfBallotEntries)
      .where(eq(golfBallotEntries.ballotId, ballot?.id as string));
    expect(entries.find((e) => e.memberId === entrant.memberId)).toMatchObject({
      status: "placed",
      players: [{ memberId: entrant.memberId }],
      size: 1,
    });
    expect(entries.find((e) => e.memberId === other.memberId)).toMatchObject({ status: "placed" });
    const played = await t.database.db
      .select({ memberId: golfBookingPlayers.memberId })
      .from(golfBookingPlayers)
      .where(and(eq(golfBookingPlayers.courseId, ballotCourseId), eq(golfBookingPlayers.teeDate, day)));
    expect(played.map((p) => p.memberId).sort()).toEqual([entrant.memberId, other.memberId].sort());
  });

  it("a cancellation books a waiting group without its member who is gone", async () => {
    const gone = await goneMember("waitgone");
    const [entrant] = (await fastMembers(t, clubId, 1, "waitleft")) as [FastMember];
    const date = addDays(TODAY, 6);
    const { booker, bookingId } = await fullTeeTime("waitfull", date, "14:00");
    const group = await waitingGroup(date, "14:00", [entrant.memberId, gone]);
    const cancelled = await asPerson(t, booker.cookie, golf(`/bookings/${bookingId}/cancel`), {
      method: "POST",
      json: {},
    });
    expect(cancelled.status).toBe(200);
    expect(await waitingRow(group)).toMatchObject({
      status: "booked",
      players: [{ memberId: entrant.memberId }],
      size: 1,
    });
    expect(await bookedRows([entrant.memberId], date)).toMatchObject([{ teeTime: "14:00" }]);
    expect(await slotBooked(date, "14:00")).toBe(1);
  });

  it("a member accepts places offered to their group, whose other member is gone: 200, booked alone", async () => {
    const gone = await goneMember("offergone");
    const [entrant] = (await fastMembers(t, clubId, 1, "offerleft")) as [FastMember];
    const date = addDays(TODAY, 6);
    const group = await waitingGroup(date, "14:30", [entrant.memberId, gone], {
      status: "offered",
      offeredUntil: new Date(t.clock.now().getTime() + 30 * 60_000),
    });
    const accepted = await asPerson(t, entrant.cookie, golf(`/waitlist/${group}/accept`), {
      method: "POST",
      json: {},
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await bookedRows([entrant.memberId], date)).toMatchObject([{ teeTime: "14:30" }]);
    expect(await slotBooked(date, "14:30")).toBe(1);
    expect(await waitingRow(group)).toMatchObject({
      status: "booked",
      players: [{ memberId: entrant.memberId }],
      size: 1,
    });
  });
});

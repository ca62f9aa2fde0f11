import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../src/server/db/schema/audit.ts";
import { invoices } from "../../src/server/db/schema/billing.ts";
import { messageRecipients } from "../../src/server/db/schema/communications.ts";
import {
  golfBallotEntries,
  golfBookingPlayers,
  golfBookings,
  golfCourses,
  golfSettings,
  golfTeeSlots,
  golfWaitlist,
} from "../../src/server/db/schema/golf.ts";
import { MESSAGE_SEND_JOB } from "../../src/server/modules/communications/messages.job.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays } from "../../src/shared/dates.ts";
import {
  type Booking,
  type BookingInput,
  type CourseDay,
  GOLF_SETTINGS_DEFAULTS,
  type TeeSheet,
} from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Deleting a member who played, or will play, golf (issue 30, decision 039). Before, a member ever placed on a
// tee time could not be deleted: the player row's member id was set null, which its check refused (a guest has
// a name, a member an id), and the request answered 500, raised a security alert and e-mailed the owner. Now
// past rounds keep their place as "Former member", the member's upcoming places (and the guests they bring)
// are freed and offered to the waiting list, and the groups they were part of on a ballot or a waiting list
// go on without them.

let t: TestApp;
let owner: Client;
let clubId = "";
let course = "";
let ballotCourse = "";
let people: FastMember[] = [];

const TZ = "America/New_York";
const TODAY = "2030-06-03";
const day = (n: number) => addDays(TODAY, n);
const golf = (rest: string) => `/api/clubs/${clubId}/golf${rest}`;
const english = { "accept-language": "en" };
const p = (i: number) => people[i] as FastMember;
const me = (x: FastMember) => ({ memberId: x.memberId });

function setNow(date: string, time: string) {
  t.clock.setOffset(clubInstant(date, time, TZ).getTime() - Date.now());
}

const days = (change: Partial<CourseDay> = {}) => openEveryDay(change);

async function addCourse(name: string, change: Partial<CourseDay> = {}) {
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name, holes: 18, active: true, position: 0, days: days(change) })
    .returning({ id: golfCourses.id });
  return row?.id as string;
}

async function booked(person: FastMember, input: BookingInput): Promise<Booking> {
  const res = await asPerson(t, person.cookie, golf("/bookings"), {
    method: "POST",
    json: input,
    headers: english,
  });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Booking;
}

async function deleteMember(memberId: string) {
  return owner.request(`/api/clubs/${clubId}/members/${memberId}`, { method: "DELETE", headers: english });
}

async function slotBooked(courseId: string, date: string, time: string) {
  const [slot] = await t.database.db
    .select({ booked: golfTeeSlots.booked })
    .from(golfTeeSlots)
    .where(
      and(
        eq(golfTeeSlots.courseId, courseId),
        eq(golfTeeSlots.teeDate, date),
        eq(golfTeeSlots.teeTime, time),
      ),
    );
  return slot?.booked;
}

async function sheet(date: string, courseId = course): Promise<TeeSheet> {
  const res = await owner.request(golf(`/tee-sheet?courseId=${courseId}&date=${date}`), { headers: english });
  expect(res.status).toBe(200);
  return (await res.json()) as TeeSheet;
}

/** A booking's player rows in their order: member id, guest name, status. */
async function playerRows(bookingId: string) {
  const rows = await t.database.db
    .select()
    .from(golfBookingPlayers)
    .where(eq(golfBookingPlayers.bookingId, bookingId))
    .orderBy(golfBookingPlayers.createdAt);
  return rows.map((r) => [r.memberId, r.guestName, r.status]);
}

const recipientsOf = (email: string) =>
  t.database.db.select().from(messageRecipients).where(eq(messageRecipients.email, email));

const bookingOn = (s: TeeSheet, id: string) =>
  s.times.flatMap((x) => x.bookings).find((b) => b.id === id) as Booking;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "deletion-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Fairway Club", email: "office@fairway.example" });
  clubId = ((await res.json()) as { id: string }).id;
  people = await fastMembers(t, clubId, 12, "leaver");
  await t.database.db
    .insert(golfSettings)
    .values({ clubId, ...GOLF_SETTINGS_DEFAULTS, memberGreenFeeMinor: 5000, guestGreenFeeMinor: 8000 });
  course = await addCourse("Old Course");
  ballotCourse = await addCourse("Ballot Course", { release: "ballot" });
  setNow(TODAY, "10:00");
});

afterAll(async () => {
  await t?.close();
});

describe("deleting a member who played golf", () => {
  it("keeps a past round's place as a former member, and a cancelled one, and answers 204", async () => {
    const played = await booked(p(0), {
      courseId: course,
      date: day(1),
      time: "08:00",
      players: [me(p(0)), me(p(1)), { guestName: "Gus Guest" }],
    });
    const cancelled = await booked(p(0), {
      courseId: course,
      date: day(2),
      time: "09:00",
      players: [me(p(0))],
    });
    const cancel = await asPerson(t, p(0).cookie, golf(`/bookings/${cancelled.id}/cancel`), {
      method: "POST",
      json: {},
    });
    expect(cancel.status).toBe(200);
    setNow(day(3), "10:00"); // the round has been played
    try {
      const alerts = () =>
        t.database.db.select().from(auditEvents).where(eq(auditEvents.action, "critical_error"));
      const before = await alerts();
      const res = await deleteMember(p(0).memberId);
      expect(res.status, await res.clone().text()).toBe(204);
      await t.securityIdle();
      // No security alert: nothing went wrong.
      expect(await alerts()).toHaveLength(before.length);

      const round = bookingOn(await sheet(day(1)), played.id);
      expect(round.status).toBe("booked");
      expect(round.bookerMemberId).toBeNull();
      expect(round.players.map((x) => [x.name, x.guest, x.memberId])).toEqual([
        ["Former member", false, null],
        ["Leaver Player 2", false, p(1).memberId],
        ["Gus Guest", true, null],
      ]);
      // The guest keeps their name; who brought them is gone with the record.
      expect(round.players[2]?.hostName).toBeNull();
      expect(await slotBooked(course, day(1), "08:00")).toBe(3);
      expect(await playerRows(cancelled.id)).toEqual([[null, null, "cancelled"]]);
    } finally {
      setNow(TODAY, "10:00");
    }
  });

  it("frees the member's upcoming places and their guests' for the waiting list; the others keep playing", async () => {
    // p(2) plays in p(3)'s group with a guest of their own; p(4) booked alone; the tee time of p(4) is full, and
    // p(5) waits for it.
    const group = await booked(p(3), {
      courseId: course,
      date: day(4),
      time: "10:00",
      players: [me(p(3)), me(p(2))],
    });
    const own = await booked(p(2), {
      courseId: course,
      date: day(5),
      time: "11:00",
      players: [me(p(2)), { guestName: "Greta Guest" }, me(p(6)), me(p(7))],
    });
    const waiting = await asPerson(t, p(5).cookie, golf("/waitlist"), {
      method: "POST",
      json: { courseId: course, date: day(5), time: "11:00", players: [me(p(5))] },
      headers: english,
    });
    expect(waiting.status, await waiting.clone().text()).toBe(201);
    expect(await slotBooked(course, day(5), "11:00")).toBe(4);

    const res = await deleteMember(p(2).memberId);
    expect(res.status, await res.clone().text()).toBe(204);

    // In p(3)'s group, p(2)'s place is free; the booking stays for p(3).
    const kept = bookingOn(await sheet(day(4)), group.id);
    expect(kept.status).toBe("booked");
    expect(kept.players.map((x) => [x.name, x.status])).toEqual([["Leaver Player 4", "booked"]]);
    expect(await playerRows(group.id)).toEqual([
      [p(3).memberId, null, "booked"],
      [null, null, "cancelled"],
    ]);
    expect(await slotBooked(course, day(4), "10:00")).toBe(1);
    // p(2)'s own booking goes on with the members they booked; their guest's place is freed with theirs, and
    // the waiting member is booked into the tee time (the club's waiting list books by default).
    const day5 = await sheet(day(5));
    const theirs = bookingOn(day5, own.id);
    expect(theirs.status).toBe("booked");
    expect(theirs.players.map((x) => [x.name, x.status])).toEqual([
      ["Leaver Player 7", "booked"],
      ["Leaver Player 8", "booked"],
    ]);
    expect(await playerRows(own.id)).toEqual([
      [null, null, "cancelled"],
      [null, "Greta Guest", "cancelled"],
      [p(6).memberId, null, "booked"],
      [p(7).memberId, null, "booked"],
    ]);
    const time = day5.times.find((x) => x.time === "11:00");
    expect(time?.bookings.filter((b) => b.status === "booked").map((b) => b.source)).toEqual([
      "member",
      "waitlist",
    ]);
    expect(await slotBooked(course, day(5), "11:00")).toBe(3);
    const [entry] = await t.database.db
      .select()
      .from(golfWaitlist)
      .where(eq(golfWaitlist.memberId, p(5).memberId));
    expect(entry?.status).toBe("booked");
  });

  it("cancels an upcoming booking the member held alone, by the staff member who deleted them", async () => {
    const alone = await booked(p(8), { courseId: course, date: day(4), time: "12:00", players: [me(p(8))] });
    expect((await deleteMember(p(8).memberId)).status).toBe(204);
    const [row] = await t.database.db.select().from(golfBookings).where(eq(golfBookings.id, alone.id));
    expect(row?.status).toBe("cancelled");
    expect(row?.cancelledAt).not.toBeNull();
    expect(await slotBooked(course, day(4), "12:00")).toBe(0);
  });

  it("takes the member out of the groups they were entered in, and the ballot is drawn without them", async () => {
    const entered = await asPerson(t, p(9).cookie, golf("/ballots/entries"), {
      method: "POST",
      json: {
        courseId: ballotCourse,
        date: day(6),
        earliest: "08:00",
        latest: "12:00",
        players: [me(p(9)), me(p(10))],
      },
      headers: english,
    });
    expect(entered.status, await entered.clone().text()).toBe(201);
    const entry = (await entered.json()) as { id: string; ballotId?: string };
    expect((await deleteMember(p(10).memberId)).status).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(golfBallotEntries)
      .where(eq(golfBallotEntries.id, entry.id));
    expect(row?.players).toEqual([{ memberId: p(9).memberId }]);
    expect(row?.size).toBe(1);
    // The draw places the group without the deleted member (before, it wrote a player row naming a member that
    // no longer exists, and the draw failed on the foreign key).
    const ballotId = row?.ballotId as string;
    const draw = await owner.request(golf(`/ballots/${ballotId}/draw`), { method: "POST", headers: english });
    expect(draw.status, await draw.clone().text()).toBe(200);
    const [drawn] = await t.database.db
      .select()
      .from(golfBallotEntries)
      .where(eq(golfBallotEntries.id, entry.id));
    expect(drawn?.status).toBe("placed");
  });

  it("keeps the member's invoices, addressed as they were issued, and the messages sent to them", async () => {
    const created = await owner.post(`/api/clubs/${clubId}/billing/invoices`, {
      memberId: p(11).memberId,
      lines: [{ kind: "custom", description: "Locker", quantity: 1, unitMinor: 2500 }],
      issue: true,
      send: false,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const invoice = (await created.json()) as { id: string };
    await booked(p(11), { courseId: course, date: day(4), time: "13:00", players: [me(p(11))] });
    const message = await owner.post(`/api/clubs/${clubId}/communications/messages`, {
      subject: "News",
      bodyHtml: "<p>Hello</p>",
      audience: { kind: "members", values: [p(11).memberId] },
    });
    expect(message.status, await message.clone().text()).toBe(201);
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    expect(await recipientsOf(p(11).email)).toHaveLength(1);
    expect((await deleteMember(p(11).memberId)).status).toBe(204);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.memberId).toBeNull();
    expect(row?.billTo.name).toBe("Leaver Player 12");
    // The message's history keeps the address it went to.
    expect((await recipientsOf(p(11).email)).map((r) => r.memberId)).toEqual([null]);
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema/auth.ts";
import { members, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import {
  golfBallots,
  golfBlocks,
  golfBookingPlayers,
  golfCourses,
  golfSettings,
  golfTeeSlots,
  golfWaitlist,
} from "../../src/server/db/schema/golf.ts";
import { devMailbox } from "../../src/server/db/schema/mail.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays } from "../../src/shared/dates.ts";
import {
  type Booking,
  type BookingInput,
  type CourseDay,
  GOLF_SETTINGS_DEFAULTS,
  type GolfSettings,
  type MyGolf,
  type TeeSheet,
  weekdayOf,
} from "../../src/shared/golf.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Tee-time bookings (issue 14, deliverables 3, 4, 7 and 8): the rules a booking must pass on the server, each
// refusal with its own answer; staff's override of the window and the cut-off, recorded; the players' green
// fees recorded at booking; the tee sheet as staff and members see it; the e-mails with their calendar entry.

let t: TestApp;
let owner: Client;
let manager: Client;
let stranger: Client;
let clubId = "";
let otherClubId = "";
let ownerUserId = "";
let managerUserId = "";
let people: FastMember[] = [];
let lapsed: FastMember;
let outsider: FastMember;
let oldCourse = "";
let newCourse = "";
let ballotCourse = "";
let closedCourse = "";
let inactiveCourse = "";
let otherClubCourse = "";

const TZ = "America/New_York";
/** The club's "today" in these tests: 2030-06-03, a Monday; the clock stands at 10:00 in New York. */
const TODAY = "2030-06-03";
const day = (n: number) => addDays(TODAY, n);
const golf = (rest: string, club = clubId) => `/api/clubs/${club}/golf${rest}`;

/** Puts the server's clock at `time` on `date` in the club's zone. */
function setNow(date: string, time: string) {
  t.clock.setOffset(clubInstant(date, time, TZ).getTime() - Date.now());
}

function days(change: (weekday: string) => Partial<CourseDay> = () => ({})): CourseDay[] {
  return weekdays.map((weekday) => ({
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
    ...change(weekday),
  }));
}

async function addCourse(name: string, values: Partial<typeof golfCourses.$inferInsert> = {}, club = clubId) {
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId: club, name, holes: 18, active: true, position: 0, days: days(), ...values })
    .returning({ id: golfCourses.id });
  return row?.id as string;
}

async function setSettings(values: Partial<GolfSettings>) {
  const row = { ...GOLF_SETTINGS_DEFAULTS, memberGreenFeeMinor: 5000, guestGreenFeeMinor: 8000, ...values };
  await t.database.db
    .insert(golfSettings)
    .values({ clubId, ...row })
    .onConflictDoUpdate({ target: golfSettings.clubId, set: row });
}

/** Where a refusal's English text is the point, the request asks for English. */
const english = { "accept-language": "en" };

/** A member's request (their own session), in English. */
function as(person: FastMember, path: string, json?: unknown) {
  return asPerson(t, person.cookie, path, {
    headers: english,
    ...(json === undefined ? {} : { method: "POST", json }),
  });
}

function book(person: FastMember | Client, input: BookingInput) {
  return "cookie" in person ? as(person, golf("/bookings"), input) : person.post(golf("/bookings"), input);
}

async function booked(person: FastMember | Client, input: BookingInput): Promise<Booking> {
  const res = await book(person, input);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Booking;
}

async function refusal(res: Response, status: number) {
  const body = (await res.json()) as { code: string; title: string; fields?: { path: string }[] };
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

const me = (p: FastMember) => ({ memberId: p.memberId });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "gb-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  manager = await signedInClient(t, "gb-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  stranger = await signedInClient(t, "gb-stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  const res = await owner.post("/api/clubs", {
    name: "Lakeside Golf Club",
    email: "office@lakeside.example",
  });
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "gb-manager@example.com", "manager");
  const other = await stranger.post("/api/clubs", { name: "Hilltop Club", email: "hi@hilltop.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
  ownerUserId = await userIdOf(t, "gb-owner@example.com");
  managerUserId = await userIdOf(t, "gb-manager@example.com");
  people = await fastMembers(t, clubId, 16, "golfer");
  lapsed = (await fastMembers(t, clubId, 1, "lapsed", { membershipStatus: "expired" }))[0] as FastMember;
  outsider = (await fastMembers(t, otherClubId, 1, "outsider"))[0] as FastMember;
  await setSettings({});
  oldCourse = await addCourse("Old Course");
  newCourse = await addCourse("New Course", { position: 1 });
  ballotCourse = await addCourse("Ballot Course", { days: days(() => ({ release: "ballot" })), position: 2 });
  closedCourse = await addCourse("Winter Nine", {
    holes: 9,
    days: days(() => ({ open: false })),
    position: 3,
  });
  inactiveCourse = await addCourse("Closed Links", { active: false, position: 4 });
  otherClubCourse = await addCourse("Hilltop Course", {}, otherClubId);
  setNow(TODAY, "10:00");
});

afterEach(async () => {
  setNow(TODAY, "10:00");
  await setSettings({});
});

afterAll(async () => {
  await t?.close();
});

const p = (i: number) => people[i] as FastMember;

describe("a member's booking", () => {
  it("books a tee time for themselves, a member partner and a guest, with each player's green fee", async () => {
    const b = await booked(p(0), {
      courseId: oldCourse,
      date: day(2),
      time: "08:10",
      players: [me(p(0)), me(p(1)), { guestName: "Gus Guest" }],
    });
    expect(b).toMatchObject({
      courseId: oldCourse,
      courseName: "Old Course",
      date: day(2),
      time: "08:10",
      startsAt: clubInstant(day(2), "08:10", TZ).toISOString(),
      endsAt: new Date(clubInstant(day(2), "08:10", TZ).getTime() + 270 * 60_000).toISOString(),
      status: "booked",
      source: "member",
      bookerMemberId: p(0).memberId,
      override: false,
      cancellable: true,
    });
    expect(b.players).toEqual([
      expect.objectContaining({
        memberId: p(0).memberId,
        name: "Golfer Player 1",
        guest: false,
        greenFeeMinor: 5000,
      }),
      expect.objectContaining({
        memberId: p(1).memberId,
        name: "Golfer Player 2",
        guest: false,
        greenFeeMinor: 5000,
      }),
      expect.objectContaining({
        memberId: null,
        name: "Gus Guest",
        guest: true,
        hostName: "Golfer Player 1",
        greenFeeMinor: 8000,
        status: "booked",
      }),
    ]);
    // The fees are recorded on the player rows, in the club's currency, for billing.
    const rows = await t.database.db
      .select()
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.bookingId, b.id));
    expect(rows.map((r) => [r.greenFeeMinor, r.currency, r.hostMemberId])).toEqual([
      [5000, "USD", null],
      [5000, "USD", null],
      [8000, "USD", p(0).memberId],
    ]);
    const [slot] = await t.database.db
      .select()
      .from(golfTeeSlots)
      .where(
        and(
          eq(golfTeeSlots.courseId, oldCourse),
          eq(golfTeeSlots.teeDate, day(2)),
          eq(golfTeeSlots.teeTime, "08:10"),
        ),
      );
    expect(slot).toMatchObject({ capacity: 4, booked: 3 });
    // In the audit trail, by the member.
    const audit = await auditRows(t.database.db, { tableName: "golf_bookings", recordId: b.id });
    expect(audit.map((a) => [a.action, a.changedBy])).toEqual([["INSERT", p(0).userId]]);
    // The answer (made from what was written) is the booking as it is read back.
    const mine = (await (await as(p(0), golf("/my"))).json()) as MyGolf;
    expect(mine.bookings.find((x) => x.id === b.id)).toEqual(b);
  });

  it("e-mails the booker a confirmation with the booking's calendar entry (.ics, in UTC)", async () => {
    const b = await booked(p(2), { courseId: oldCourse, date: day(3), time: "09:00", players: [me(p(2))] });
    const mail = await t.lastMailTo(p(2).email);
    expect(mail?.subject).toBe("Your booking at Lakeside Golf Club is confirmed");
    expect(mail?.text).toContain("Old Course at Lakeside Golf Club");
    const [row] = await t.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.toAddress, p(2).email));
    expect(row?.attachments).toHaveLength(1);
    const file = row?.attachments?.[0];
    expect(file).toMatchObject({
      filename: "tee-time.ics",
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    const ics = Buffer.from(file?.contentBase64 ?? "", "base64").toString("utf8");
    const start = clubInstant(day(3), "09:00", TZ);
    const utc = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain(`UID:golf-booking-${b.id}@clubhouse`);
    expect(ics).toContain(`DTSTART:${utc(start)}`);
    expect(ics).toContain(`DTEND:${utc(new Date(start.getTime() + 270 * 60_000))}`);
    expect(ics).toContain("SUMMARY:Tee time: Old Course");
    expect(ics).toContain("LOCATION:Lakeside Golf Club");
    expect(ics).toContain("SEQUENCE:0");
  });

  it("writes the e-mail in the booker's language: their account's choice, else the club's", async () => {
    const [greta] = (await fastMembers(t, clubId, 1, "greta")) as [FastMember];
    await t.database.db.update(user).set({ language: "de" }).where(eq(user.id, greta.userId));
    await booked(manager, { courseId: oldCourse, date: day(3), time: "16:30", players: [me(greta)] });
    const mail = await t.lastMailTo(greta.email);
    expect(mail?.subject).toBe("Ihre Buchung bei Lakeside Golf Club ist bestätigt");
    expect(mail?.html).toContain('<html lang="de">');
    const [row] = await t.database.db.select().from(devMailbox).where(eq(devMailbox.toAddress, greta.email));
    const ics = Buffer.from(row?.attachments?.[0]?.contentBase64 ?? "", "base64").toString("utf8");
    expect(ics).toContain("SUMMARY:Abschlagszeit: Old Course");
  });

  it("writes the confirmation in the club's words when it edited the built-in, the booking's details after them", async () => {
    const template = `/api/clubs/${clubId}/communication-templates/builtin-booking_confirmation`;
    const edited = await owner.request(template, {
      method: "PATCH",
      json: {
        subject: "See you on the tee, {{first_name}}",
        bodyHtml: "<p>Thank you, {{first_name}}. Please arrive 20 minutes early.</p>",
      },
    });
    expect(edited.status).toBe(200);
    await booked(p(3), { courseId: oldCourse, date: day(4), time: "10:00", players: [me(p(3))] });
    const mail = await t.lastMailTo(p(3).email);
    expect(mail?.subject).toBe("See you on the tee, Golfer");
    const text = mail?.text ?? "";
    expect(text).toContain("Thank you, Golfer. Please arrive 20 minutes early.");
    expect(text.indexOf("Please arrive")).toBeLessThan(text.indexOf("Old Course at Lakeside Golf Club"));
    expect((await owner.request(template, { method: "DELETE" })).status).toBe(204);
    await booked(p(3), { courseId: oldCourse, date: day(5), time: "10:00", players: [me(p(3))] });
    expect((await t.lastMailTo(p(3).email))?.subject).toBe("Your booking at Lakeside Golf Club is confirmed");
  });

  it("is refused without the member among the players, and for a member of another club or named twice", async () => {
    const base = { courseId: oldCourse, date: day(2), time: "11:00" };
    const notSelf = await refusal(await book(p(3), { ...base, players: [me(p(4))] }), 422);
    expect(notSelf.fields?.[0]?.path).toBe("players");
    const foreign = await refusal(await book(p(3), { ...base, players: [me(p(3)), me(outsider)] }), 422);
    expect(foreign.fields?.[0]?.path).toBe("players.1.memberId");
    const malformed = await refusal(
      await book(p(3), { ...base, players: [me(p(3)), { memberId: "nope" }] }),
      422,
    );
    expect(malformed.fields?.[0]?.path).toBe("players.1.memberId");
    const twice = await refusal(await book(p(3), { ...base, players: [me(p(3)), me(p(3))] }), 422);
    expect(twice.fields?.[0]?.path).toBe("players.1.memberId");
  });

  it("is refused when the member sends override (only staff may pass the window)", async () => {
    const res = await book(p(3), {
      courseId: oldCourse,
      date: day(2),
      time: "11:10",
      players: [me(p(3))],
      override: true,
    });
    expect((await refusal(res, 403)).code).toBe("FORBIDDEN");
  });

  it("is refused for a member whose membership is not active or in grace, named in the refusal", async () => {
    const res = await book(p(3), {
      courseId: oldCourse,
      date: day(2),
      time: "11:20",
      players: [me(p(3)), me(lapsed)],
    });
    const body = await refusal(res, 409);
    expect(body.title).toContain("Lapsed Player 1");
    // The lapsed member cannot book for themselves either.
    await refusal(
      await book(lapsed, { courseId: oldCourse, date: day(2), time: "11:20", players: [me(lapsed)] }),
      409,
    );
  });

  it("brings at most the club's guest allowance", async () => {
    await setSettings({ guestAllowance: 1 });
    const res = await book(p(3), {
      courseId: oldCourse,
      date: day(2),
      time: "11:30",
      players: [me(p(3)), { guestName: "One" }, { guestName: "Two" }],
    });
    expect((await refusal(res, 409)).title).toBe("A booking may bring at most 1 guest.");
  });

  it("is refused for a past time, a time that is not on the sheet, a closed day, an inactive course and a block", async () => {
    const one = (courseId: string, date: string, time: string) =>
      book(p(3), { courseId, date, time, players: [me(p(3))] });
    await refusal(await one(oldCourse, TODAY, "09:50"), 409); // past (it is 10:00)
    const off = await refusal(await one(oldCourse, day(2), "08:15"), 422);
    expect(off.fields?.[0]?.path).toBe("time");
    await refusal(await one(oldCourse, day(2), "17:10"), 422);
    await refusal(await one(closedCourse, day(2), "08:00"), 409);
    await refusal(await one(inactiveCourse, day(2), "08:00"), 409);
    await refusal(await one(oldCourse, "2030-02-30", "08:00"), 422);
    await refusal(await one(otherClubCourse, day(2), "08:00"), 404);
    await t.database.db.insert(golfBlocks).values({
      clubId,
      courseId: oldCourse,
      startDate: day(2),
      startTime: "12:00",
      endTime: "13:00",
      reason: "competition",
      note: "Club championship",
    });
    const blocked = await refusal(await one(oldCourse, day(2), "12:30"), 409);
    expect(blocked.title).toContain("Club championship");
    // The block ends at 13:00: that time is bookable.
    await booked(p(3), { courseId: oldCourse, date: day(2), time: "13:00", players: [me(p(3))] });
  });

  it("opens a date N days ahead at the club's opening time, a membership type's own window first", async () => {
    const target = { courseId: oldCourse, time: "10:00", players: [me(p(5))] };
    // Seven days ahead (the default window), before 07:00: not yet.
    setNow(TODAY, "06:59");
    const early = await refusal(await book(p(5), { ...target, date: day(7) }), 409);
    // In the club's formats (MM/DD/YYYY, 12-hour clock: the defaults of a new club).
    expect(early.title).toBe("Tee times on 06/10/2030 can be booked from 06/03/2030 at 7:00 AM.");
    await booked(p(5), { ...target, date: day(6) });
    setNow(TODAY, "07:00");
    await booked(p(5), { ...target, date: day(7) });
    await refusal(await book(p(5), { ...target, date: day(8) }), 409);
    // A membership type with a 14-day window.
    await t.database.db
      .update(membershipTypes)
      .set({ golfBookingWindowDays: 14 })
      .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, "lifetime")));
    await t.database.db
      .update(members)
      .set({ membershipType: "lifetime" })
      .where(eq(members.id, p(6).memberId));
    await booked(p(6), { courseId: oldCourse, date: day(14), time: "10:00", players: [me(p(6))] });
    await refusal(
      await book(p(6), { courseId: oldCourse, date: day(15), time: "10:00", players: [me(p(6))] }),
      409,
    );
  });

  it("refuses a ballot day before its draw; staff may book it, and members once it is drawn", async () => {
    const input = { courseId: ballotCourse, date: day(5), time: "09:00", players: [me(p(7))] };
    const res = await refusal(await book(p(7), input), 409);
    expect(res.title).toContain("ballot");
    const staffBooking = await booked(owner, { ...input, time: "09:10" });
    expect(staffBooking.source).toBe("staff");
    await t.database.db.insert(golfBallots).values({
      clubId,
      courseId: ballotCourse,
      playDate: day(5),
      closesAt: clubInstant(day(3), "18:00", TZ),
      status: "drawn",
      seed: "00",
      drawnAt: new Date(),
    });
    await booked(p(8), { ...input, players: [me(p(8))] });
  });

  it("never fills a tee time beyond its players, nor puts a member in two overlapping rounds", async () => {
    const time = { courseId: oldCourse, date: day(4), time: "08:00" };
    await booked(p(9), { ...time, players: [me(p(9)), me(p(10)), { guestName: "G1" }] });
    const full = await refusal(await book(p(11), { ...time, players: [me(p(11)), me(p(12))] }), 409);
    expect(full.title).toBe("This tee time has only 1 free place.");
    // p(10) plays 08:00 for 4 h 30; 12:20 on the other course overlaps, 12:30 does not.
    const overlap = await refusal(
      await book(p(10), { courseId: newCourse, date: day(4), time: "12:20", players: [me(p(10))] }),
      409,
    );
    expect(overlap.title).toBe(
      "Golfer Player 11 already plays a round at 8:00 AM on 06/07/2030 that would overlap this one.",
    );
    await booked(p(10), { courseId: newCourse, date: day(4), time: "12:30", players: [me(p(10))] });
  });
});

describe("staff booking", () => {
  it("books for any member, the first member being the booker, and is refused guests with no member", async () => {
    const b = await booked(manager, {
      courseId: oldCourse,
      date: day(3),
      time: "12:00",
      players: [me(p(12)), { guestName: "Visitor" }],
    });
    expect(b).toMatchObject({ source: "staff", bookerMemberId: p(12).memberId, override: false });
    expect(b.players[1]).toMatchObject({ guest: true, hostName: "Golfer Player 13" });
    const onlyGuests = await refusal(
      await book(manager, {
        courseId: oldCourse,
        date: day(3),
        time: "12:10",
        players: [{ guestName: "X" }],
      }),
      422,
    );
    expect(onlyGuests.fields?.[0]?.path).toBe("players");
  });

  it("passes the window only with override, recorded on the booking and in the audit trail", async () => {
    const input = { courseId: oldCourse, date: day(20), time: "10:00", players: [me(p(13))] };
    await refusal(await book(manager, input), 409);
    const b = await booked(manager, { ...input, override: true });
    expect(b.override).toBe(true);
    const [audit] = await auditRows(t.database.db, {
      tableName: "golf_bookings",
      recordId: b.id,
      action: "INSERT",
    });
    expect(audit?.changedBy).toBe(managerUserId);
    expect(audit?.newData).toMatchObject({ override: true, source: "staff" });
    // An override that was not needed is not recorded as one.
    const inside = await booked(manager, { ...input, date: day(3), time: "15:00", override: true });
    expect(inside.override).toBe(false);
  });
});

describe("cancelling", () => {
  it("lets a member cancel their booking before the cut-off, e-mailing a cancelled calendar entry", async () => {
    const b = await booked(p(14), { courseId: oldCourse, date: day(3), time: "07:00", players: [me(p(14))] });
    const res = await as(p(14), golf(`/bookings/${b.id}/cancel`), { reason: "Rain" });
    expect(res.status).toBe(200);
    const cancelled = (await res.json()) as Booking;
    expect(cancelled).toMatchObject({ status: "cancelled", cancellable: false });
    expect(cancelled.players[0]?.status).toBe("cancelled");
    await t.deliverMail();
    const rows = await t.database.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.toAddress, p(14).email));
    const cancelMail = rows.find((r) => r.subject.startsWith("Tee time cancelled"));
    expect(cancelMail?.text).toContain("Rain");
    const ics = Buffer.from(cancelMail?.attachments?.[0]?.contentBase64 ?? "", "base64").toString("utf8");
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:1");
    const again = await refusal(await as(p(14), golf(`/bookings/${b.id}/cancel`), {}), 409);
    expect(again.code).toBe("CONFLICT");
    // The place is free again.
    const [slot] = await t.database.db
      .select()
      .from(golfTeeSlots)
      .where(
        and(
          eq(golfTeeSlots.courseId, oldCourse),
          eq(golfTeeSlots.teeDate, day(3)),
          eq(golfTeeSlots.teeTime, "07:00"),
        ),
      );
    expect(slot?.booked).toBe(0);
  });

  it("refuses a member within the cut-off and someone else's booking; staff pass the cut-off only with override", async () => {
    const b = await booked(p(15), { courseId: oldCourse, date: day(1), time: "09:00", players: [me(p(15))] });
    // 23 hours before: inside the 24-hour cut-off.
    setNow(TODAY, "10:00");
    t.clock.setOffset(clubInstant(day(1), "09:00", TZ).getTime() - 23 * 3_600_000 - Date.now());
    const mine = await refusal(await as(p(15), golf(`/bookings/${b.id}/cancel`), {}), 409);
    expect(mine.title).toBe(
      "A booking can no longer be cancelled within 24 hours of its tee time. Please contact the club.",
    );
    await refusal(await as(p(0), golf(`/bookings/${b.id}/cancel`), {}), 403);
    await refusal(await as(p(15), golf(`/bookings/${b.id}/cancel`), { override: true }), 403);
    await refusal(await owner.post(golf(`/bookings/${b.id}/cancel`), {}), 409);
    const res = await owner.post(golf(`/bookings/${b.id}/cancel`), { override: true, reason: "Illness" });
    expect(res.status).toBe(200);
    expect((await res.json()) as Booking).toMatchObject({ status: "cancelled", override: true });
    const updates = await auditRows(t.database.db, {
      tableName: "golf_bookings",
      recordId: b.id,
      action: "UPDATE",
    });
    expect(updates).toHaveLength(1);
    expect(updates[0]?.changedBy).toBe(ownerUserId);
    expect(updates[0]?.newData).toMatchObject({
      status: "cancelled",
      override: true,
      cancel_reason: "Illness",
    });
  });

  it("answers 404 for another club's booking or a malformed id", async () => {
    const b = await booked(owner, { courseId: oldCourse, date: day(2), time: "16:00", players: [me(p(11))] });
    await refusal(await stranger.post(golf(`/bookings/${b.id}/cancel`, otherClubId), {}), 404);
    await refusal(await owner.post(golf("/bookings/not-a-uuid/cancel"), {}), 404);
    await refusal(await owner.post(golf(`/bookings/${crypto.randomUUID()}/cancel`), {}), 404);
  });
});

describe("moving, adding players, check-in and no-shows", () => {
  it("moves a booking for staff, e-mailing the change with the calendar entry's sequence bumped", async () => {
    const b = await booked(p(4), {
      courseId: oldCourse,
      date: day(5),
      time: "08:00",
      players: [me(p(4)), { guestName: "Gail" }],
    });
    await refusal(
      await as(p(4), golf(`/bookings/${b.id}/move`), { courseId: newCourse, date: day(5), time: "08:30" }),
      403,
    );
    const res = await manager.post(golf(`/bookings/${b.id}/move`), {
      courseId: newCourse,
      date: day(5),
      time: "08:30",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const moved = (await res.json()) as Booking;
    expect(moved).toMatchObject({
      courseId: newCourse,
      courseName: "New Course",
      date: day(5),
      time: "08:30",
    });
    const slots = await t.database.db
      .select()
      .from(golfTeeSlots)
      .where(eq(golfTeeSlots.teeDate, day(5)));
    expect(slots.find((s) => s.courseId === oldCourse && s.teeTime === "08:00")?.booked).toBe(0);
    expect(slots.find((s) => s.courseId === newCourse && s.teeTime === "08:30")?.booked).toBe(2);
    await t.deliverMail();
    const change = (
      await t.database.db
        .select()
        .from(devMailbox)
        .where(eq(devMailbox.toAddress, p(4).email))
    ).find((r) => r.subject.startsWith("Tee time changed"));
    expect(change?.text).toContain("Old Course");
    const ics = Buffer.from(change?.attachments?.[0]?.contentBase64 ?? "", "base64").toString("utf8");
    expect(ics).toContain(`UID:golf-booking-${b.id}@clubhouse`);
    expect(ics).toContain("SEQUENCE:1");
  });

  it("refuses a move into a full tee time", async () => {
    await booked(owner, {
      courseId: oldCourse,
      date: day(6),
      time: "07:00",
      players: [me(p(0)), me(p(1)), me(p(2))],
    });
    const b = await booked(owner, {
      courseId: oldCourse,
      date: day(6),
      time: "07:10",
      players: [me(p(13)), me(p(14))],
    });
    const res = await refusal(
      await owner.request(golf(`/bookings/${b.id}/move`), {
        method: "POST",
        json: { courseId: oldCourse, date: day(6), time: "07:00" },
        headers: english,
      }),
      409,
    );
    expect(res.title).toBe("This tee time has only 1 free place.");
  });

  it("adds a guest to a member's own booking, and refuses what would overfill it", async () => {
    const b = await booked(p(7), {
      courseId: oldCourse,
      date: day(6),
      time: "09:30",
      players: [me(p(7)), me(p(8)), me(p(9))],
    });
    const res = await as(p(7), golf(`/bookings/${b.id}/players`), { players: [{ guestName: "Gwen" }] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Booking).players.map((x) => x.name)).toEqual([
      "Golfer Player 8",
      "Golfer Player 9",
      "Golfer Player 10",
      "Gwen",
    ]);
    await refusal(
      await as(p(7), golf(`/bookings/${b.id}/players`), { players: [{ guestName: "Too many" }] }),
      409,
    );
    await refusal(
      await as(p(8), golf(`/bookings/${b.id}/players`), { players: [{ guestName: "Not mine" }] }),
      403,
    );
  });

  it("checks players in, marks no-shows only after the tee time, and the no-show rule suspends booking", async () => {
    await setSettings({ noShowRuleEnabled: true, noShowLimit: 2, noShowSuspensionDays: 10 });
    const who = p(11);
    const first = await booked(owner, {
      courseId: newCourse,
      date: day(1),
      time: "07:00",
      players: [me(who)],
    });
    const second = await booked(owner, {
      courseId: newCourse,
      date: day(2),
      time: "07:00",
      players: [me(who)],
    });
    const playerOf = (b: Booking) => b.players[0]?.id as string;
    const status = (b: Booking, s: string) =>
      owner.post(golf(`/bookings/${b.id}/players/${playerOf(b)}/status`), { status: s });
    await refusal(await status(first, "no_show"), 409);
    await refusal(
      await as(who, golf(`/bookings/${first.id}/players/${playerOf(first)}/status`), {
        status: "checked_in",
      }),
      403,
    );
    const checkedIn = await status(first, "checked_in");
    expect(((await checkedIn.json()) as Booking).players[0]?.status).toBe("checked_in");
    // The next two days pass: both no-shows.
    setNow(day(2), "20:00");
    expect((await status(first, "no_show")).status).toBe(200);
    expect((await status(second, "no_show")).status).toBe(200);
    const res = await book(who, { courseId: oldCourse, date: day(4), time: "10:00", players: [me(who)] });
    const body = await refusal(res, 409);
    // Suspended for 10 days from the latest no-show (day 2): until day 12.
    expect(body.title).toBe(
      "Golfer Player 12 cannot book tee times until 06/15/2030, after 2 no-shows in the last 90 days.",
    );
    const mine = (await (await as(who, golf("/my"))).json()) as MyGolf;
    expect(mine.suspendedUntil).toBe(clubInstant(day(12), "00:00", TZ).toISOString());
    // Staff cannot book the suspended member either.
    await refusal(
      await book(owner, { courseId: oldCourse, date: day(4), time: "10:10", players: [me(who)] }),
      409,
    );
    // From day 12 on, they may book again.
    setNow(day(12), "08:00");
    await booked(who, { courseId: oldCourse, date: day(13), time: "10:00", players: [me(who)] });
  });
});

describe("the starter's group check-in and no-show", () => {
  it("checks a whole group in with one request, again changing nothing, audited; staff only; 404 for another club's", async () => {
    const b = await booked(owner, {
      courseId: newCourse,
      date: TODAY,
      time: "12:00",
      players: [me(p(3)), me(p(4)), { guestName: "Gus" }],
    });
    const group = (body: unknown, who: Client = owner, id = b.id) =>
      who.post(golf(`/bookings/${id}/status`), body);
    // A member may not; a no-show before the tee time is refused.
    await refusal(await as(p(3), golf(`/bookings/${b.id}/status`), { status: "checked_in" }), 403);
    const early = await refusal(await group({ status: "no_show" }), 409);
    expect(early.code).toBe("CONFLICT");
    const res = await group({ status: "checked_in" });
    expect(res.status).toBe(200);
    const checked = (await res.json()) as Booking;
    expect(checked.players.map((x) => x.status)).toEqual(["checked_in", "checked_in", "checked_in"]);
    // Each player's row changed once, by the manager, in the audit trail.
    const updates = await Promise.all(
      checked.players.map((x) =>
        auditRows(t.database.db, { tableName: "golf_booking_players", recordId: x.id, action: "UPDATE" }),
      ),
    );
    expect(updates.map((u) => u.length)).toEqual([1, 1, 1]);
    expect(updates.map((u) => u[0]?.changedBy)).toEqual([ownerUserId, ownerUserId, ownerUserId]);
    expect(updates[0]?.[0]?.newData).toMatchObject({ status: "checked_in" });
    // Sent again: nothing changes, nothing more in the audit trail.
    const again = (await (await group({ status: "checked_in" })).json()) as Booking;
    expect(again.players.map((x) => x.status)).toEqual(["checked_in", "checked_in", "checked_in"]);
    const after = await auditRows(t.database.db, {
      tableName: "golf_booking_players",
      recordId: checked.players[0]?.id as string,
      action: "UPDATE",
    });
    expect(after).toHaveLength(1);
    // Another club's staff, an unknown or malformed id: 404.
    await refusal(
      await stranger.post(golf(`/bookings/${b.id}/status`, otherClubId), { status: "checked_in" }),
      404,
    );
    await refusal(await group({ status: "checked_in" }, owner, crypto.randomUUID()), 404);
    await refusal(await group({ status: "checked_in" }, owner, "nope"), 404);
    await refusal(await group({ status: "gone" }), 422);
  });

  it("marks a group a no-show after its tee time, one player back to checked in, and the group back to booked", async () => {
    const b = await booked(owner, {
      courseId: newCourse,
      date: TODAY,
      time: "14:00",
      players: [me(p(5)), { guestName: "Nia" }],
    });
    setNow(TODAY, "14:20");
    const res = await owner.post(golf(`/bookings/${b.id}/status`), { status: "no_show" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Booking).players.map((x) => x.status)).toEqual(["no_show", "no_show"]);
    const one = await owner.post(golf(`/bookings/${b.id}/players/${b.players[1]?.id}/status`), {
      status: "checked_in",
    });
    expect(((await one.json()) as Booking).players.map((x) => x.status)).toEqual(["no_show", "checked_in"]);
    const back = await owner.post(golf(`/bookings/${b.id}/status`), { status: "booked" });
    expect(((await back.json()) as Booking).players.map((x) => x.status)).toEqual(["booked", "booked"]);
    // A cancelled booking is refused.
    setNow(TODAY, "10:00");
    const later = await booked(owner, {
      courseId: newCourse,
      date: day(1),
      time: "14:00",
      players: [me(p(6))],
    });
    expect((await owner.post(golf(`/bookings/${later.id}/cancel`), { override: true })).status).toBe(200);
    await refusal(await owner.post(golf(`/bookings/${later.id}/status`), { status: "checked_in" }), 409);
  });
});

describe("green fees and the cut-off on the tee sheet", () => {
  const billing = (rest: string) => `/api/clubs/${clubId}/billing${rest}`;

  it("says of each player's green fee: no fee, to invoice, invoiced or paid, from billing's invoices", async () => {
    await setSettings({ memberGreenFeeMinor: 0, guestGreenFeeMinor: 8000 });
    const date = day(1);
    const free = await booked(owner, {
      courseId: oldCourse,
      date,
      time: "08:00",
      players: [me(p(7)), { guestName: "Hal" }, { guestName: "Ivy" }],
    });
    const [, hal, ivy] = free.players;
    const sheetOf = async (reader: Client | FastMember) => {
      const path = golf(`/tee-sheet?courseId=${oldCourse}&date=${date}`);
      const res = "cookie" in reader ? await as(reader, path) : await reader.request(path);
      const sheet = (await res.json()) as TeeSheet;
      return sheet.times
        .find((x) => x.time === "08:00")
        ?.bookings[0]?.players.map((x) => [x.name, x.greenFee]);
    };
    expect(await sheetOf(manager)).toEqual([
      ["Golfer Player 8", "no_fee"],
      ["Hal", "to_invoice"],
      ["Ivy", "to_invoice"],
    ]);
    // Hal's fee on an issued invoice, then paid; Ivy's on an invoice that is voided (to invoice again).
    const create = async (playerId: string) => {
      const res = await owner.post(billing("/invoices"), {
        memberId: p(7).memberId,
        lines: [{ kind: "green_fee", bookingPlayerId: playerId }],
        issue: true,
        send: false,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { id: string; totalMinor: number };
    };
    const halInvoice = await create(hal?.id as string);
    const ivyInvoice = await create(ivy?.id as string);
    // "Green fees owed today": the fees not yet paid, invoiced or not.
    const owed = async () => {
      const res = await manager.request(golf(`/tee-sheet?courseId=${oldCourse}&date=${date}`));
      return ((await res.json()) as TeeSheet).takingsMinor;
    };
    const owedBefore = await owed();
    expect(await sheetOf(manager)).toEqual([
      ["Golfer Player 8", "no_fee"],
      ["Hal", "invoiced"],
      ["Ivy", "invoiced"],
    ]);
    const paid = await owner.post(billing(`/invoices/${halInvoice.id}/payments`), {
      method: "cash",
      amountMinor: halInvoice.totalMinor,
    });
    expect(paid.status, await paid.clone().text()).toBe(201);
    const voided = await owner.post(billing(`/invoices/${ivyInvoice.id}/void`), { reason: "Wrong member" });
    expect(voided.status, await voided.clone().text()).toBe(200);
    expect(await sheetOf(manager)).toEqual([
      ["Golfer Player 8", "no_fee"],
      ["Hal", "paid"],
      ["Ivy", "to_invoice"],
    ]);
    // Hal's 80.00 is paid: no longer owed; Ivy's is owed still.
    expect(owedBefore).toBeGreaterThanOrEqual(16_000);
    expect(await owed()).toBe((owedBefore ?? 0) - 8000);
    // The member who plays sees their own booking's; another member sees none.
    expect(await sheetOf(p(7))).toEqual([
      ["Golfer Player 8", "no_fee"],
      ["Hal", "paid"],
      ["Ivy", "to_invoice"],
    ]);
    expect(await sheetOf(p(8))).toEqual([
      ["Golfer Player 8", null],
      ["Hal", null],
      ["Ivy", null],
    ]);
  });

  it("says which tee times booked now would be inside the cancellation cut-off", async () => {
    // 10:00 on TODAY; a 24-hour cut-off: tomorrow until 10:00 is inside it, after 10:00 not.
    const path = (date: string) => golf(`/tee-sheet?courseId=${oldCourse}&date=${date}`);
    const today = (await (await as(p(9), path(TODAY))).json()) as TeeSheet;
    const at = (sheet: TeeSheet, time: string) => sheet.times.find((x) => x.time === time)?.withinCutoff;
    expect(today.cancellationCutoffHours).toBe(24);
    expect([at(today, "09:50"), at(today, "10:10"), at(today, "17:00")]).toEqual([false, true, true]);
    const tomorrow = (await (await as(p(9), path(day(1)))).json()) as TeeSheet;
    expect([at(tomorrow, "10:00"), at(tomorrow, "10:10")]).toEqual([true, false]);
    const staff = (await (await manager.request(path(day(1)))).json()) as TeeSheet;
    expect(at(staff, "09:50")).toBe(true);
    // No cut-off: nothing is inside it.
    await setSettings({ cancellationCutoffHours: 0 });
    const none = (await (await as(p(9), path(TODAY))).json()) as TeeSheet;
    expect(none.times.some((x) => x.withinCutoff)).toBe(false);
  });
});

describe("the tee sheet", () => {
  it("shows staff every name, free places, blocks, past times, waiting groups and the day's takings", async () => {
    const date = day(1);
    await booked(p(0), {
      courseId: newCourse,
      date,
      time: "11:00",
      players: [me(p(0)), { guestName: "Gary" }],
    });
    await t.database.db.insert(golfWaitlist).values({
      clubId,
      courseId: newCourse,
      teeDate: date,
      teeTime: "11:00",
      memberId: p(1).memberId,
      players: [{ memberId: p(1).memberId }],
      size: 1,
    });
    setNow(date, "10:05");
    const res = await manager.request(golf(`/tee-sheet?courseId=${newCourse}&date=${date}`));
    expect(res.status).toBe(200);
    const sheet = (await res.json()) as TeeSheet;
    expect(sheet.times).toHaveLength(61);
    const at = (time: string) => sheet.times.find((x) => x.time === time);
    expect(at("10:00")).toMatchObject({ past: true, bookable: false, closedReason: "past" });
    expect(at("11:00")).toMatchObject({ capacity: 4, free: 2, past: false, waiting: 1, bookable: true });
    expect(at("11:00")?.bookings[0]?.players.map((x) => [x.name, x.hostName, x.greenFeeMinor])).toEqual([
      ["Golfer Player 1", null, 5000],
      ["Gary", "Golfer Player 1", 8000],
    ]);
    const players = sheet.times.flatMap((x) => x.bookings.flatMap((b) => b.players));
    expect(sheet.takingsMinor).toBe(players.reduce((n, x) => n + (x.greenFeeMinor ?? 0), 0));
    expect(sheet).toMatchObject({ date, timeZone: TZ, currency: "USD", ballot: null, opensAt: null });
  });

  it("hides other members' names from members when the club says so, never their own", async () => {
    await setSettings({ showMemberNames: false });
    const date = day(1);
    const res = await as(p(2), golf(`/tee-sheet?courseId=${newCourse}&date=${date}`));
    const sheet = (await res.json()) as TeeSheet;
    const booking = sheet.times.find((x) => x.time === "11:00")?.bookings[0];
    expect(booking?.players.map((x) => [x.memberId, x.name, x.hostName, x.greenFeeMinor])).toEqual([
      [null, null, null, null],
      [null, "Gary", null, null],
    ]);
    expect(sheet.takingsMinor).toBeNull();
    const own = (await (
      await as(p(0), golf(`/tee-sheet?courseId=${newCourse}&date=${date}`))
    ).json()) as TeeSheet;
    expect(own.times.find((x) => x.time === "11:00")?.bookings[0]?.players[0]?.name).toBe("Golfer Player 1");
  });

  it("tells a member when a day opens, and that a ballot day waits for its draw", async () => {
    const later = (await (
      await as(p(2), golf(`/tee-sheet?courseId=${oldCourse}&date=${day(9)}`))
    ).json()) as TeeSheet;
    expect(later.opensAt).toBe(clubInstant(day(2), "07:00", TZ).toISOString());
    expect(later.times[0]).toMatchObject({ bookable: false, closedReason: "window" });
    const staffView = (await (
      await owner.request(golf(`/tee-sheet?courseId=${oldCourse}&date=${day(9)}`))
    ).json()) as TeeSheet;
    expect(staffView.times[0]).toMatchObject({ bookable: true, closedReason: null });
    const ballot = (await (
      await as(p(2), golf(`/tee-sheet?courseId=${ballotCourse}&date=${day(4)}`))
    ).json()) as TeeSheet;
    expect(ballot.times[0]?.closedReason).toBe("ballot");
    expect(weekdayOf(ballot.date)).toBe(ballot.day.weekday);
  });

  it("answers 404 for another club's course and 422 for a date that does not exist", async () => {
    expect((await owner.request(golf(`/tee-sheet?courseId=${otherClubCourse}&date=${day(1)}`))).status).toBe(
      404,
    );
    expect((await owner.request(golf(`/tee-sheet?courseId=${oldCourse}&date=2030-13-01`))).status).toBe(422);
  });
});

describe("member search and my bookings", () => {
  it("finds members who may play by name, e-mail or number; numbers for staff only", async () => {
    await t.database.db
      .update(members)
      .set({ membershipNumber: "GC-7001" })
      .where(eq(members.id, p(3).memberId));
    const staff = (await (await owner.request(golf("/members/search?q=gc-70"))).json()) as {
      members: { id: string; name: string; membershipNumber: string | null }[];
    };
    expect(staff.members).toEqual([
      { id: p(3).memberId, name: "Golfer Player 4", membershipNumber: "GC-7001" },
    ]);
    const member = (await (await as(p(0), golf("/members/search?q=PLAYER 4"))).json()) as typeof staff;
    expect(member.members).toEqual([{ id: p(3).memberId, name: "Golfer Player 4", membershipNumber: null }]);
    const lapsedSearch = (await (
      await owner.request(golf("/members/search?q=lapsed"))
    ).json()) as typeof staff;
    expect(lapsedSearch.members).toEqual([]);
    const all = (await (await owner.request(golf("/members/search?q=golfer"))).json()) as typeof staff;
    expect(all.members).toHaveLength(16);
    await fastMembers(t, clubId, 25, "many");
    const capped = (await (await owner.request(golf("/members/search?q=many"))).json()) as typeof staff;
    expect(capped.members).toHaveLength(20);
    const fewer = (await (
      await owner.request(golf("/members/search?q=many&limit=5"))
    ).json()) as typeof staff;
    expect(fewer.members).toHaveLength(5);
    expect((await owner.request(golf("/members/search?q=many&limit=21"))).status).toBe(422);
  });

  it("lists the member's upcoming bookings (made or played in) and waiting-list entries", async () => {
    const who = p(1);
    const b = await booked(p(12), {
      courseId: oldCourse,
      date: day(2),
      time: "15:00",
      players: [me(p(12)), me(who)],
    });
    const mine = (await (await as(who, golf("/my"))).json()) as MyGolf;
    expect(mine.bookings.map((x) => x.id)).toContain(b.id);
    expect(mine.bookings.every((x) => x.status !== "cancelled" && x.date >= TODAY)).toBe(true);
    expect(mine.waiting).toEqual([
      expect.objectContaining({
        courseId: newCourse,
        courseName: "New Course",
        time: "11:00",
        status: "waiting",
        size: 1,
      }),
    ]);
    expect(mine.suspendedUntil).toBeNull();
    // Staff without a member record have no bookings of their own.
    expect((await (await manager.request(golf("/my"))).json()) as MyGolf).toEqual({
      bookings: [],
      waiting: [],
      suspendedUntil: null,
    });
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { members } from "../../src/server/db/schema/clubs.ts";
import {
  golfBlocks,
  golfBookingPlayers,
  golfBookings,
  golfCourses,
  golfSettings,
  golfWaitlist,
} from "../../src/server/db/schema/golf.ts";
import { createLogger } from "../../src/server/logger.ts";
import { Mailer } from "../../src/server/mail/mailer.ts";
import { cancelBookings } from "../../src/server/modules/golf/cancellation.ts";
import { GOLF_JOB } from "../../src/server/modules/golf/golf.job.ts";
import { findCourse } from "../../src/server/modules/golf/golf.repository.ts";
import type { GolfDeps } from "../../src/server/modules/golf/golf-deps.ts";
import { placeBooking } from "../../src/server/modules/golf/placement.ts";
import { DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import { type Booking, type CourseDay, suggestedCourseDays } from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole } from "../helpers/roles.ts";
import { APP_URL, type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The waiting list of a full tee time (issue 14, deliverable 6): a member waits with their group; when places
// free up, the first waiting group that fits is booked and told by e-mail — or, as the club may choose, offered
// the places for 30 minutes, which it accepts in time or loses to the next group.

const ZONE = "America/New_York";
const english = { "accept-language": "en" };

let t: TestApp;
let owner: Client;
let stranger: Client;
let clubId = "";
let otherClubId = "";
let courseId = "";
let ballotCourseId = "";

interface Person {
  client: Client;
  id: string;
  email: string;
}
const people = {} as Record<"ann" | "ben" | "cat" | "dan", Person>;

type Entry = {
  id: string;
  courseId: string;
  courseName: string;
  date: string;
  time: string;
  size: number;
  status: string;
  offeredUntil: string | null;
};
type Mail = { subject: string; text: string; attachments?: { filename: string }[] | null };

const golf = (rest = "", id = clubId) => `/api/clubs/${id}/golf${rest}`;
const M = (id: string) => ({ memberId: id });

// Days of the club (New York) counted from today, so that their tee times lie ahead of the real clock too.
const today = () => todayIn(ZONE);

function setNow(at: Date) {
  t.clock.setOffset(at.getTime() - Date.now());
}

function days(release: CourseDay["release"]): CourseDay[] {
  return suggestedCourseDays(18, DEFAULT_SETTINGS_HOURS).map((d) => ({
    ...d,
    open: true,
    firstTee: "08:00",
    lastTee: "09:00",
    intervalMinutes: 10,
    playersPerTime: 2,
    release,
  }));
}

async function addCourse(name: string, release: CourseDay["release"]): Promise<string> {
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name, holes: 18, days: days(release) })
    .returning({ id: golfCourses.id });
  return row?.id as string;
}

let partnerCount = 0;
/** A member without an account (a partner, or a player who fills a tee time). */
async function partner(firstName = "Filler"): Promise<string> {
  partnerCount++;
  const [row] = await t.database.db
    .insert(members)
    .values({ clubId, firstName, lastName: `No ${partnerCount}`, membershipType: "monthly" })
    .returning({ id: members.id });
  return row?.id as string;
}

async function person(first: string, last: string): Promise<Person> {
  const email = `wl-${first.toLowerCase()}@example.com`;
  const client = await signedInClient(t, email, { firstName: first, lastName: last });
  await giveRole(t, clubId, email, "member");
  const where = and(eq(members.clubId, clubId), eq(members.email, email));
  await t.database.db.update(members).set({ firstName: first, lastName: last }).where(where);
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(where);
  return { client, id: row?.id as string, email };
}

function golfDeps(): GolfDeps {
  return {
    db: t.database.db,
    clock: t.clock,
    mailer: new Mailer(t.database.db, "Clubhouse <no-reply@clubhouse.test>", t.jobs),
    appUrl: APP_URL,
    logger: createLogger("silent"),
  };
}

/** A booking written as the bookings module writes one. */
async function book(date: string, time: string, memberIds: string[], course = courseId): Promise<string> {
  const row = await findCourse(t.database.db, clubId, course);
  if (!row) throw new Error("no course");
  return withAudit(t.database.db, { actorId: null }, (tx) =>
    placeBooking(tx, {
      clubId,
      course: row,
      date,
      time,
      timeZone: ZONE,
      currency: "USD",
      players: memberIds.map((memberId) => ({
        memberId,
        guestName: null,
        hostMemberId: null,
        greenFeeMinor: 0,
      })),
      source: "staff",
      bookerMemberId: memberIds[0] ?? null,
      override: false,
      createdBy: null,
    }),
  );
}

/** A tee time filled with two players of their own. */
async function fill(date: string, time: string): Promise<string[]> {
  return [await book(date, time, [await partner()]), await book(date, time, [await partner()])];
}

/** Cancels a booking as the bookings module does: its places go to the waiting list (cancellation.ts). */
async function cancel(bookingId: string): Promise<void> {
  await withAudit(t.database.db, { actorId: null }, (tx) =>
    cancelBookings(tx, golfDeps(), {
      clubId,
      bookingIds: [bookingId],
      reason: null,
      actorUserId: null,
      blocked: false,
    }),
  );
}

function wait(client: Client, body: Record<string, unknown>) {
  return client.request(golf("/waitlist"), {
    method: "POST",
    json: { courseId, ...body },
    headers: english,
  });
}

async function waiting(client: Client, body: Record<string, unknown>): Promise<Entry> {
  const res = await wait(client, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Entry;
}

async function entryRow(id: string) {
  const [row] = await t.database.db.select().from(golfWaitlist).where(eq(golfWaitlist.id, id));
  return row;
}

async function refused(res: Response) {
  const body = (await res.json()) as { code: string; title: string };
  return { status: res.status, code: body.code, title: body.title };
}

async function setMode(mode: "book" | "offer") {
  await t.database.db
    .insert(golfSettings)
    .values({ clubId, waitlistMode: mode })
    .onConflictDoUpdate({ target: golfSettings.clubId, set: { waitlistMode: mode } });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "wl-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  stranger = await signedInClient(t, "wl-stranger@example.com", { firstName: "Stan", lastName: "Stranger" });
  const res = await owner.post("/api/clubs", { name: "Lakeside Golf", email: "office@lakeside.example" });
  clubId = ((await res.json()) as { id: string }).id;
  const other = await stranger.post("/api/clubs", { name: "Hilltop Golf", email: "hi@hilltop.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
  people.ann = await person("Ann", "Archer");
  people.ben = await person("Ben", "Baker");
  people.cat = await person("Cat", "Carter");
  people.dan = await person("Dan", "Dale");
  courseId = await addCourse("North Course", "first_come");
  ballotCourseId = await addCourse("Ballot Course", "ballot");
});

afterEach(() => {
  t.clock.setOffset(0);
});

afterAll(async () => {
  await t?.close();
});

describe("joining the waiting list", () => {
  it("refuses a tee time that still has room for the group: book it instead", async () => {
    const date = addDays(today(), 3);
    const res = await wait(people.ann.client, { date, time: "08:00", players: [M(people.ann.id)] });
    expect(await refused(res)).toMatchObject({
      status: 409,
      title: "This tee time still has room for your group: book it instead.",
    });
  });

  it("takes a group for a full tee time, once", async () => {
    const date = addDays(today(), 3);
    await fill(date, "08:10");
    const entry = await waiting(people.ann.client, { date, time: "08:10", players: [M(people.ann.id)] });
    expect(entry).toMatchObject({
      courseId,
      courseName: "North Course",
      date,
      time: "08:10",
      size: 1,
      status: "waiting",
      offeredUntil: null,
    });
    const again = await wait(people.ann.client, { date, time: "08:10", players: [M(people.ann.id)] });
    expect(await refused(again)).toMatchObject({
      status: 409,
      title: "You are already on the waiting list for this tee time.",
    });
    const audit = await auditRows(t.database.db, { tableName: "golf_waitlist", recordId: entry.id });
    expect(audit.map((a) => a.action)).toEqual(["INSERT"]);
  });

  it("keeps the rules of a booking, each refusal with its own message", async () => {
    const date = addDays(today(), 3);
    await fill(date, "08:30");
    await book(date, "08:00", [people.ben.id]);
    await t.database.db.insert(golfBlocks).values({
      clubId,
      courseId,
      startDate: date,
      startTime: "08:50",
      endTime: "09:00",
      reason: "maintenance",
    });
    const ann = [M(people.ann.id)];
    const cases: [Client, Record<string, unknown>, string][] = [
      [
        people.ann.client,
        { date: addDays(today(), -1), time: "08:30", players: ann },
        "This tee time has already passed.",
      ],
      [people.ann.client, { date, time: "08:50", players: ann }, "blocked by the club"],
      [
        people.ann.client,
        { date: addDays(today(), 20), time: "08:30", players: ann },
        "Your booking window reaches this day",
      ],
      [
        people.ben.client,
        { date, time: "08:30", players: [M(people.ben.id)] },
        "Ben Baker already plays a round at",
      ],
      [
        people.ann.client,
        { date, time: "08:30", players: [M(people.ann.id), M(await partner()), M(await partner())] },
        "at most 2 players",
      ],
      [
        people.ann.client,
        { date, time: "08:30", players: [M(people.cat.id)] },
        "must include you as a player",
      ],
      [
        people.ann.client,
        { courseId: ballotCourseId, date, time: "08:30", players: ann },
        "This day is released by ballot",
      ],
    ];
    for (const [client, body, words] of cases) {
      const res = await wait(client, body);
      expect(await refused(res), words).toMatchObject({ status: 409, title: expect.stringContaining(words) });
    }
    // Not a tee time of the day: the field `time` is named, as a booking names it (one rule book, issue 31).
    const notATime = await wait(people.ann.client, { date, time: "08:05", players: ann });
    expect(await refused(notATime)).toMatchObject({
      status: 422,
      title: expect.stringContaining("is not a tee time of this course"),
    });
    const otherCourse = await wait(people.ann.client, {
      courseId: "00000000-0000-4000-8000-000000000000",
      date,
      time: "08:30",
      players: ann,
    });
    expect(otherCourse.status).toBe(404);
  });

  it("lets a member leave their own entry; another member's answers 404", async () => {
    const date = addDays(today(), 3);
    await fill(date, "08:40");
    const entry = await waiting(people.cat.client, { date, time: "08:40", players: [M(people.cat.id)] });
    const path = golf(`/waitlist/${entry.id}`);
    expect((await people.dan.client.request(path, { method: "DELETE" })).status).toBe(404);
    expect(
      (await stranger.request(golf(`/waitlist/${entry.id}`, otherClubId), { method: "DELETE" })).status,
    ).toBe(404);
    expect((await people.cat.client.request(path, { method: "DELETE" })).status).toBe(204);
    expect((await entryRow(entry.id))?.status).toBe("withdrawn");
    const again = await people.cat.client.request(path, { method: "DELETE", headers: english });
    expect(await refused(again)).toMatchObject({
      status: 409,
      title: "This entry is no longer on the waiting list.",
    });
  });
});

describe("when places free up, in book mode", () => {
  it("books the first waiting group that fits and tells it by e-mail; a group too big keeps waiting", async () => {
    await setMode("book");
    const date = addDays(today(), 4);
    const [first, second] = await fill(date, "08:20");
    const pat = await partner("Pat");
    const catGroup = await waiting(people.cat.client, {
      date,
      time: "08:20",
      players: [M(people.cat.id), M(pat)],
    });
    const danEntry = await waiting(people.dan.client, { date, time: "08:20", players: [M(people.dan.id)] });

    await cancel(first as string);
    // One place: Cat's group of two does not fit; Dan, next in line, does.
    expect((await entryRow(catGroup.id))?.status).toBe("waiting");
    const dan = await entryRow(danEntry.id);
    expect(dan?.status).toBe("booked");
    const [booking] = await t.database.db
      .select()
      .from(golfBookings)
      .where(eq(golfBookings.id, dan?.bookingId as string));
    expect(booking).toMatchObject({
      source: "waitlist",
      teeDate: date,
      teeTime: "08:20",
      bookerMemberId: people.dan.id,
    });
    const mail = (await t.lastMailTo(people.dan.email)) as Mail | undefined;
    expect(mail?.subject).toMatch(/^A place freed up: you play on \d\d\/\d\d\/\d{4} at 8:20 AM$/);
    expect(mail?.attachments?.map((a) => a.filename)).toEqual(["tee-time.ics"]);

    // Two places: now Cat's group fits.
    await cancel(second as string);
    await cancel(dan?.bookingId as string);
    const cat = await entryRow(catGroup.id);
    expect(cat?.status).toBe("booked");
    const players = await t.database.db
      .select({ memberId: golfBookingPlayers.memberId })
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.bookingId, cat?.bookingId as string));
    expect(players.map((p) => p.memberId).sort()).toEqual([people.cat.id, pat].sort());
  });

  it("passes over a group whose member now plays an overlapping round, which keeps waiting", async () => {
    await setMode("book");
    const date = addDays(today(), 5);
    const [first] = await fill(date, "08:30");
    const ann = await waiting(people.ann.client, { date, time: "08:30", players: [M(people.ann.id)] });
    const ben = await waiting(people.ben.client, { date, time: "08:30", players: [M(people.ben.id)] });
    await book(date, "09:00", [people.ann.id]);
    await cancel(first as string);
    expect((await entryRow(ann.id))?.status).toBe("waiting");
    expect((await entryRow(ben.id))?.status).toBe("booked");
  });
});

describe("when places free up, in offer mode", () => {
  it("offers the places for 30 minutes, holds them meanwhile, and books them when accepted in time", async () => {
    await setMode("offer");
    const date = addDays(today(), 6);
    const [first] = await fill(date, "08:00");
    const ann = await waiting(people.ann.client, { date, time: "08:00", players: [M(people.ann.id)] });
    const ben = await waiting(people.ben.client, { date, time: "08:00", players: [M(people.ben.id)] });

    const at = new Date(Date.now() + 60_000);
    setNow(at);
    await cancel(first as string);
    const offered = await entryRow(ann.id);
    expect(offered?.status).toBe("offered");
    expect(offered?.offeredUntil?.getTime()).toBeGreaterThanOrEqual(at.getTime() + 30 * 60_000);
    expect(offered?.offeredUntil?.getTime()).toBeLessThan(at.getTime() + 31 * 60_000);
    expect((await entryRow(ben.id))?.status).toBe("waiting");
    const mail = await t.lastMailTo(people.ann.email);
    expect(mail?.subject).toMatch(/^A place is free on \d\d\/\d\d\/\d{4} at 8:00 AM$/);
    expect(mail?.text).toContain(`${APP_URL}/golf-bookings?waitlist=${ann.id}`);

    // The offered place is held: for anyone else the tee time is still full.
    const cat = await waiting(people.cat.client, { date, time: "08:00", players: [M(people.cat.id)] });
    expect(cat.status).toBe("waiting");

    setNow(new Date(at.getTime() + 20 * 60_000));
    expect(
      (await people.ben.client.request(golf(`/waitlist/${ann.id}/accept`), { method: "POST" })).status,
    ).toBe(404);
    const res = await people.ann.client.request(golf(`/waitlist/${ann.id}/accept`), { method: "POST" });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const booking = (await res.json()) as Booking;
    expect(booking).toMatchObject({ date, time: "08:00", source: "waitlist", bookerMemberId: people.ann.id });
    expect(booking.players.map((p) => p.name)).toEqual(["Ann Archer"]);
    expect((await entryRow(ann.id))?.status).toBe("booked");
    const again = await people.ann.client.request(golf(`/waitlist/${ann.id}/accept`), { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("refuses to accept after the 30 minutes", async () => {
    await setMode("offer");
    const date = addDays(today(), 6);
    const [first] = await fill(date, "08:10");
    const dan = await waiting(people.dan.client, { date, time: "08:10", players: [M(people.dan.id)] });
    const at = new Date(Date.now() + 60_000);
    setNow(at);
    await cancel(first as string);
    expect((await entryRow(dan.id))?.status).toBe("offered");
    setNow(new Date(at.getTime() + 31 * 60_000));
    const late = await people.dan.client.request(golf(`/waitlist/${dan.id}/accept`), {
      method: "POST",
      headers: english,
    });
    expect(await refused(late)).toMatchObject({
      status: 409,
      title: expect.stringMatching(
        /^The offer ran out at \d{1,2}:\d\d [AP]M, and the place went to the next group/,
      ),
    });
    expect((await entryRow(dan.id))?.bookingId).toBeNull();
  });

  it("passes a place that ran out to the next group when the job runs, and a withdrawn offer at once", async () => {
    await setMode("offer");
    // Inside the window whatever the hour (the seventh day ahead opens to members at 07:00 in the club's zone),
    // on a day no other test here books.
    const date = addDays(today(), 2);
    const [first] = await fill(date, "08:40");
    const ann = await waiting(people.ann.client, { date, time: "08:40", players: [M(people.ann.id)] });
    const ben = await waiting(people.ben.client, { date, time: "08:40", players: [M(people.ben.id)] });
    const cat = await waiting(people.cat.client, { date, time: "08:40", players: [M(people.cat.id)] });
    // Offered 40 minutes ago: the offer ran out ten minutes ago.
    setNow(new Date(Date.now() - 40 * 60_000));
    await cancel(first as string);
    expect((await entryRow(ann.id))?.status).toBe("offered");
    t.clock.setOffset(0);

    await t.jobs.send(GOLF_JOB, {});
    expect(await t.jobs.runDue(GOLF_JOB)).toEqual([{ drawn: 0, expired: 1 }]);
    expect((await entryRow(ann.id))?.status).toBe("expired");
    const offered = await entryRow(ben.id);
    expect(offered?.status).toBe("offered");
    expect(offered?.offeredUntil?.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await t.lastMailTo(people.ben.email))?.subject).toMatch(/^A place is free on/);
    const rows = await auditRows(t.database.db, {
      tableName: "golf_waitlist",
      recordId: ann.id,
      action: "UPDATE",
    });
    expect(rows.at(-1)?.changedBy).toBe("system");

    // Ben withdraws: the place goes to Cat at once.
    expect((await people.ben.client.request(golf(`/waitlist/${ben.id}`), { method: "DELETE" })).status).toBe(
      204,
    );
    expect((await entryRow(cat.id))?.status).toBe("offered");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { members } from "../../src/server/db/schema/clubs.ts";
import {
  golfBallots,
  golfBookingPlayers,
  golfBookings,
  golfCourses,
  golfSettings,
  golfWaitlist,
} from "../../src/server/db/schema/golf.ts";
import { drawBallot, redraw } from "../../src/server/modules/golf/ballot-draw.ts";
import { GOLF_JOB } from "../../src/server/modules/golf/golf.job.ts";
import { findCourse } from "../../src/server/modules/golf/golf.repository.ts";
import { placeBooking } from "../../src/server/modules/golf/placement.ts";
import { DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import type { Ballot, CourseDay, DrawSnapshot } from "../../src/shared/golf.ts";
import { suggestedCourseDays } from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The fair release by ballot (issue 14, deliverable 5): members enter a group and a range of times until the
// ballot closes; the draw (by staff, or the job at the close) places the groups in a random order drawn from a
// stored seed, those who lost a recent ballot first, each at the free time nearest its wish or on the waiting
// list; every entrant is told by e-mail, and the results page shows where each request went and why.

const ZONE = "America/New_York";
const english = { "accept-language": "en" };

let t: TestApp;
let owner: Client;
let stranger: Client;
let clubId = "";
let otherClubId = "";
let courseId = "";
let otherCourseId = "";
let firstComeCourseId = "";

interface Person {
  client: Client;
  id: string;
  email: string;
}
const people = {} as Record<"max" | "nora" | "paul" | "quinn" | "rita" | "uma", Person>;
/** Members without an account, named as partners. */
const partners = {} as Record<"sam" | "tina" | "eve" | "vic", string>;

const golf = (rest = "", id = clubId) => `/api/clubs/${id}/golf${rest}`;

/** The app's clock at an instant (ISO). */
function setNow(iso: string) {
  t.clock.setOffset(Date.parse(iso) - Date.now());
}

/** Seven days of tee times from 08:00 to 09:00 every 10 minutes, 3 players each, released as `release`. */
function days(release: CourseDay["release"]): CourseDay[] {
  return suggestedCourseDays(18, DEFAULT_SETTINGS_HOURS).map((d) => ({
    ...d,
    open: true,
    firstTee: "08:00",
    lastTee: "09:00",
    intervalMinutes: 10,
    playersPerTime: 3,
    release,
    ballotCloseDaysBefore: 2,
    ballotCloseTime: "18:00",
  }));
}

async function addCourse(name: string, release: CourseDay["release"], club = clubId): Promise<string> {
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId: club, name, holes: 18, days: days(release) })
    .returning({ id: golfCourses.id });
  return row?.id as string;
}

async function addPartner(
  firstName: string,
  lastName: string,
  values: Partial<typeof members.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(members)
    .values({ clubId, firstName, lastName, membershipType: "monthly", ...values })
    .returning({ id: members.id });
  return row?.id as string;
}

async function person(first: string, last: string): Promise<Person> {
  const email = `gb-${first.toLowerCase()}@example.com`;
  const client = await signedInClient(t, email, { firstName: first, lastName: last });
  await giveRole(t, clubId, email, "member");
  await t.database.db
    .update(members)
    .set({ firstName: first, lastName: last })
    .where(and(eq(members.clubId, clubId), eq(members.email, email)));
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.email, email)));
  return { client, id: row?.id as string, email };
}

/** A booking written as the bookings module would, for a tee time to hold players before a draw. */
async function book(course: string, date: string, time: string, memberIds: string[]) {
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

function enter(client: Client, body: Record<string, unknown>, course = courseId) {
  return client.request(golf("/ballots/entries"), {
    method: "POST",
    json: { courseId: course, ...body },
    headers: english,
  });
}

async function entered(client: Client, body: Record<string, unknown>, course = courseId) {
  const res = await enter(client, body, course);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Ballot["entries"][number];
}

async function ballotOf(client: Client, date: string, course = courseId): Promise<Ballot> {
  const res = await client.request(golf(`/ballots?courseId=${course}&date=${date}`), { headers: english });
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as Ballot;
}

/** A refusal's status, code and (English) title. */
async function refused(res: Response) {
  const body = (await res.json()) as { code: string; title: string };
  return { status: res.status, code: body.code, title: body.title };
}

/** A message of the development mailbox, with its attachments. */
type Mail = { subject: string; text: string; attachments?: { filename: string }[] | null };

const M = (id: string) => ({ memberId: id });
const G = (guestName: string) => ({ guestName });

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "gb-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  stranger = await signedInClient(t, "gb-stranger@example.com", { firstName: "Stan", lastName: "Stranger" });
  const res = await owner.post("/api/clubs", { name: "Lakeside Golf", email: "office@lakeside.example" });
  clubId = ((await res.json()) as { id: string }).id;
  const other = await stranger.post("/api/clubs", { name: "Hilltop Golf", email: "hi@hilltop.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
  people.max = await person("Max", "Member");
  people.nora = await person("Nora", "North");
  people.paul = await person("Paul", "Park");
  people.quinn = await person("Quinn", "Quay");
  people.rita = await person("Rita", "Reed");
  people.uma = await person("Uma", "Upton");
  partners.sam = await addPartner("Sam", "Stone");
  partners.tina = await addPartner("Tina", "Tell");
  partners.vic = await addPartner("Vic", "Vale");
  partners.eve = await addPartner("Eve", "Expired", { membershipStatus: "expired" });
  courseId = await addCourse("Old Course", "ballot");
  firstComeCourseId = await addCourse("Short Course", "first_come");
  otherCourseId = await addCourse("Hilltop Links", "ballot", otherClubId);
});

afterEach(() => {
  t.clock.setOffset(0);
});

afterAll(async () => {
  await t?.close();
});

// 2030-06-15 closes on 2030-06-13 at 18:00 in New York (22:00 UTC); members' 7-day window reaches it on
// 2030-06-08 at 07:00 (11:00 UTC).
const DAY1 = "2030-06-15";

describe("looking at a day's ballot", () => {
  it("is made on first look, open until two days before at 18:00 in the club's zone, without a seed", async () => {
    setNow("2030-06-01T12:00:00Z");
    const ballot = await ballotOf(people.max.client, DAY1);
    expect(ballot).toMatchObject({
      courseId,
      date: DAY1,
      status: "open",
      closesAt: "2030-06-13T22:00:00.000Z",
      seed: null,
      drawnAt: null,
      entries: [],
    });
    expect((await ballotOf(owner, DAY1)).id).toBe(ballot.id);
    const res = await people.max.client.request(golf(`/ballots/${ballot.id}`));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Ballot).id).toBe(ballot.id);
  });

  it("refuses a day that is released first come, and another club's course or ballot answers 404", async () => {
    const firstCome = await people.max.client.request(
      golf(`/ballots?courseId=${firstComeCourseId}&date=${DAY1}`),
      { headers: english },
    );
    expect(await refused(firstCome)).toMatchObject({ status: 409, code: "CONFLICT" });
    const other = await people.max.client.request(golf(`/ballots?courseId=${otherCourseId}&date=${DAY1}`));
    expect(other.status).toBe(404);
    const theirs = await stranger.request(
      golf(`/ballots?courseId=${otherCourseId}&date=${DAY1}`, otherClubId),
    );
    const theirBallot = (await theirs.json()) as Ballot;
    expect(theirs.status).toBe(200);
    expect((await owner.request(golf(`/ballots/${theirBallot.id}`))).status).toBe(404);
    expect((await owner.request(golf("/ballots/not-an-id"))).status).toBe(404);
    const noSuchDay = await owner.request(golf(`/ballots?courseId=${courseId}&date=2030-02-30`));
    expect(noSuchDay.status).toBe(422);
  });
});

describe("entering a ballot", () => {
  it("takes a group and a range from a member inside their window, with its players' names", async () => {
    setNow("2030-06-10T12:00:00Z");
    const entry = await entered(people.max.client, {
      date: DAY1,
      players: [M(people.max.id), M(partners.sam), G("Gus Guest")],
      earliest: "08:00",
      latest: "08:40",
    });
    expect(entry).toMatchObject({
      memberId: people.max.id,
      name: "Max Member",
      players: [
        { memberId: people.max.id, name: "Max Member", guest: false },
        { memberId: partners.sam, name: "Sam Stone", guest: false },
        { memberId: null, name: "Gus Guest", guest: true },
      ],
      earliest: "08:00",
      latest: "08:40",
      status: "pending",
      drawOrder: null,
      priority: false,
      placedTime: null,
      outcome: null,
    });
    const ballot = await ballotOf(people.max.client, DAY1);
    expect(ballot.entries.map((e) => e.id)).toEqual([entry.id]);
    // Before the draw a member sees only the entries they are in.
    expect((await ballotOf(people.nora.client, DAY1)).entries).toEqual([]);
    expect((await ballotOf(owner, DAY1)).entries.map((e) => e.id)).toEqual([entry.id]);
    const audit = await auditRows(t.database.db, { tableName: "golf_ballot_entries", recordId: entry.id });
    expect(audit.map((a) => a.action)).toEqual(["INSERT"]);
  });

  it("refuses a second entry of the same member, and a member already in another group", async () => {
    setNow("2030-06-10T12:00:00Z");
    const again = await enter(people.max.client, {
      date: DAY1,
      players: [M(people.max.id)],
      earliest: "08:00",
      latest: "09:00",
    });
    expect(await refused(again)).toMatchObject({
      status: 409,
      title: expect.stringContaining("already entered"),
    });
    const partnerTaken = await enter(people.nora.client, {
      date: DAY1,
      players: [M(people.nora.id), M(partners.sam)],
      earliest: "08:00",
      latest: "09:00",
    });
    expect(await refused(partnerTaken)).toMatchObject({
      status: 409,
      title: "Sam Stone is already in another group of this ballot. Each member can be in one entry only.",
    });
    const entrantTaken = await enter(people.max.client, {
      date: DAY1,
      players: [M(people.max.id)],
      earliest: "08:00",
      latest: "09:00",
    });
    expect(entrantTaken.status).toBe(409);
  });

  it("refuses each broken rule with its own message", async () => {
    setNow("2030-06-10T12:00:00Z");
    const base = { date: DAY1, earliest: "08:00", latest: "09:00" };
    const cases: [Record<string, unknown>, string][] = [
      [{ players: [M(people.nora.id), M(partners.tina), M(partners.vic), G("A")] }, "at most 3 players"],
      [
        { players: [M(people.nora.id), M(partners.eve)] },
        "Eve Expired cannot be booked: only members whose membership is active",
      ],
      [{ players: [M(partners.tina)] }, "must include you as a player"],
      [{ players: [M(people.nora.id)], earliest: "12:00", latest: "13:00" }, "no tee times between"],
    ];
    for (const [body, words] of cases) {
      const res = await enter(people.nora.client, { ...base, ...body });
      expect(await refused(res), words).toMatchObject({ status: 409, title: expect.stringContaining(words) });
    }
    const unknown = await enter(people.nora.client, {
      ...base,
      players: [M(people.nora.id), M("00000000-0000-4000-8000-000000000000")],
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual([
      "players.1.memberId",
    ]);
    const twice = await enter(people.nora.client, {
      ...base,
      players: [M(people.nora.id), M(partners.tina), M(partners.tina)],
    });
    expect(twice.status).toBe(422);
    expect(((await twice.json()) as { fields: unknown[] }).fields).toEqual([
      { path: "players.2.memberId", message: "Tina Tell is named twice in the group." },
    ]);
  });

  it("refuses more guests than the club allows", async () => {
    setNow("2030-06-10T12:00:00Z");
    await t.database.db.insert(golfSettings).values({ clubId, guestAllowance: 1 });
    try {
      const res = await enter(people.nora.client, {
        date: DAY1,
        players: [M(people.nora.id), G("A"), G("B")],
        earliest: "08:00",
        latest: "09:00",
      });
      expect(await refused(res)).toMatchObject({
        status: 409,
        title: "A booking may bring at most 1 guest.",
      });
    } finally {
      await t.database.db.delete(golfSettings).where(eq(golfSettings.clubId, clubId));
    }
  });

  it("is not open before the member's window reaches the day, nor after the close", async () => {
    const body = { date: DAY1, players: [M(people.nora.id)], earliest: "08:00", latest: "09:00" };
    setNow("2030-06-08T10:59:00Z");
    expect(await refused(await enter(people.nora.client, body))).toMatchObject({
      status: 409,
      title:
        "Your booking window reaches this day on 06/08/2030 at 7:00 AM. You can enter its ballot from then.",
    });
    setNow("2030-06-13T22:00:00Z");
    expect(await refused(await enter(people.nora.client, body))).toMatchObject({
      status: 409,
      title: expect.stringContaining("closed on 06/13/2030 at 6:00 PM"),
    });
    // Staff enter for a member before the window opens.
    setNow("2030-06-02T12:00:00Z");
    const entry = await entered(owner, { ...body, players: [M(partners.tina), M(partners.vic)] });
    expect(entry.memberId).toBe(partners.tina);
  });

  it("lets the entrant withdraw before the close and enter again; not another member, nor after the close", async () => {
    setNow("2030-06-11T12:00:00Z");
    const entry = await entered(people.nora.client, {
      date: DAY1,
      players: [M(people.nora.id)],
      earliest: "08:00",
      latest: "09:00",
    });
    const path = golf(`/ballots/entries/${entry.id}`);
    expect((await people.max.client.request(path, { method: "DELETE" })).status).toBe(404);
    expect((await people.nora.client.request(path, { method: "DELETE" })).status).toBe(204);
    expect((await people.nora.client.request(path, { method: "DELETE" })).status).toBe(409);
    const again = await entered(people.nora.client, {
      date: DAY1,
      players: [M(people.nora.id)],
      earliest: "08:00",
      latest: "08:30",
    });
    setNow("2030-06-14T12:00:00Z");
    const late = await people.nora.client.request(golf(`/ballots/entries/${again.id}`), {
      method: "DELETE",
      headers: english,
    });
    expect(await refused(late)).toMatchObject({ status: 409, title: expect.stringContaining("closed") });
  });
});

// 2030-06-16: 08:30 already holds two players, so it has one free place.
const DAY2 = "2030-06-16";

describe("the draw", () => {
  let ballot: Ballot;
  const ids = {} as Record<"nora" | "paul" | "quinn" | "rita", string>;

  beforeAll(async () => {
    setNow("2030-06-12T12:00:00Z");
    await book(courseId, DAY2, "08:30", [people.uma.id, partners.vic]);
    ids.nora = (
      await entered(people.nora.client, {
        date: DAY2,
        players: [M(people.nora.id), M(partners.sam)],
        earliest: "08:20",
        latest: "08:40",
      })
    ).id;
    ids.paul = (
      await entered(people.paul.client, {
        date: DAY2,
        players: [M(people.paul.id), M(partners.tina), G("Gail Guest")],
        earliest: "08:20",
        latest: "08:40",
      })
    ).id;
    ids.quinn = (
      await entered(people.quinn.client, {
        date: DAY2,
        players: [M(people.quinn.id)],
        earliest: "08:30",
        latest: "08:30",
      })
    ).id;
    ids.rita = (
      await entered(people.rita.client, {
        date: DAY2,
        players: [M(people.rita.id), G("Hal Guest"), G("Ida Guest")],
        earliest: "08:30",
        latest: "08:30",
      })
    ).id;
    ballot = await ballotOf(owner, DAY2);
    t.clock.setOffset(0);
  });

  it("is for staff only", async () => {
    const res = await people.nora.client.request(golf(`/ballots/${ballot.id}/draw`), { method: "POST" });
    expect(res.status).toBe(403);
  });

  it("places each group at the free time nearest its wish inside its range, or on the waiting list", async () => {
    setNow("2030-06-13T22:05:00Z");
    const res = await owner.request(golf(`/ballots/${ballot.id}/draw`), { method: "POST" });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    const drawn = (await res.json()) as Ballot;
    expect(drawn.status).toBe("drawn");
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.drawnAt).toMatch(/^2030-06-13T22:05:/);
    const byId = new Map(drawn.entries.map((e) => [e.id, e]));
    expect([...byId.values()].map((e) => e.drawOrder).sort()).toEqual([1, 2, 3, 4]);
    // Quinn alone fits the one place left at 08:30, his wish.
    expect(byId.get(ids.quinn)).toMatchObject({
      status: "placed",
      placedTime: "08:30",
      outcome: "placed_wish",
    });
    // Nora (2) and Paul (3) wished 08:30 too: each got one of the nearest times, 08:20 and 08:40.
    const nora = byId.get(ids.nora);
    const paul = byId.get(ids.paul);
    expect(nora).toMatchObject({ status: "placed", outcome: "placed_nearest" });
    expect(paul).toMatchObject({ status: "placed", outcome: "placed_nearest" });
    expect([nora?.placedTime, paul?.placedTime].sort()).toEqual(["08:20", "08:40"]);
    // Rita's group of three wanted 08:30 only, which was full for it: she waits there.
    expect(byId.get(ids.rita)).toMatchObject({
      status: "waitlisted",
      placedTime: null,
      outcome: "waitlisted_full",
    });
    const waiting = await t.database.db
      .select()
      .from(golfWaitlist)
      .where(eq(golfWaitlist.memberId, people.rita.id));
    expect(waiting).toMatchObject([{ teeDate: DAY2, teeTime: "08:30", size: 3, status: "waiting" }]);

    const bookings = await t.database.db
      .select()
      .from(golfBookings)
      .where(and(eq(golfBookings.source, "ballot"), eq(golfBookings.teeDate, DAY2)));
    expect(bookings.map((b) => b.teeTime).sort()).toEqual(["08:20", "08:30", "08:40"]);
    expect(bookings.every((b) => b.createdBy === null)).toBe(true);
    const paulBooking = bookings.find((b) => b.bookerMemberId === people.paul.id);
    const players = await t.database.db
      .select()
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.bookingId, paulBooking?.id as string));
    expect(players.map((p) => p.memberId ?? p.guestName).sort()).toEqual(
      [people.paul.id, partners.tina, "Gail Guest"].sort(),
    );
    expect(players.find((p) => p.guestName)?.hostMemberId).toBe(people.paul.id);
  });

  it("tells every entrant the result by e-mail, with a link to the results", async () => {
    const quinn = (await t.lastMailTo(people.quinn.email)) as Mail | undefined;
    expect(quinn?.subject).toBe("Ballot result: you play on 06/16/2030 at 8:30 AM");
    // The placed group's booking comes with its calendar entry.
    expect(quinn?.attachments?.map((a) => a.filename)).toEqual(["tee-time.ics"]);
    expect(quinn?.text).toContain(`http://localhost:3000/golf-bookings?ballot=${ballot.id}`);
    const nora = await t.lastMailTo(people.nora.email);
    expect(nora?.subject).toMatch(/^Ballot result: you play on 06\/16\/2030 at 8:(20|40) AM$/);
    expect(nora?.text).toContain("Your wished time was taken");
    const rita = (await t.lastMailTo(people.rita.email)) as Mail | undefined;
    expect(rita?.attachments ?? []).toEqual([]);
    expect(rita?.subject).toBe("Ballot result for 06/16/2030: on the waiting list");
    expect(rita?.text).toContain("You are on the waiting list for 8:30 AM.");
    expect(await t.lastMailTo(people.paul.email)).toBeDefined();
  });

  it("can be checked: the stored seed and entries give the same placing again", async () => {
    const results = await ballotOf(owner, DAY2);
    // The sheet as the draw found it: three places at every time, one at 08:30.
    const times = ["08:00", "08:10", "08:20", "08:30", "08:40", "08:50", "09:00"].map((time, i) => ({
      time,
      free: time === "08:30" ? 1 : 3,
      blocked: false,
      startsAt: i,
      endsAt: i + 1,
    }));
    const again = drawBallot({
      seed: results.seed as string,
      entries: results.entries.map((e) => ({
        id: e.id,
        size: e.players.length,
        earliest: e.earliest,
        latest: e.latest,
        priority: e.priority,
        memberIds: e.players.flatMap((p) => (p.memberId ? [p.memberId] : [])),
      })),
      times,
      busy: [],
    });
    for (const placing of again) {
      const stored = results.entries.find((e) => e.id === placing.entryId);
      expect(stored).toMatchObject({
        drawOrder: placing.drawOrder,
        placedTime: placing.placedTime,
        outcome: placing.outcome,
      });
    }
  });

  it("keeps what it found (free places, blocks, entries): the stored snapshot and seed run to the same draw", async () => {
    const results = await ballotOf(people.nora.client, DAY2);
    expect(results.snapshot?.times).toContainEqual({ time: "08:30", free: 1, blocked: false });
    expect(results.snapshot?.times.filter((x) => x.free === 3)).toHaveLength(6);
    expect(results.snapshot?.entries.map((e) => e.id).sort()).toEqual(Object.values(ids).sort());
    expect(results.snapshot?.entries.find((e) => e.id === ids.rita)).toMatchObject({
      size: 3,
      earliest: "08:30",
      latest: "08:30",
      priority: false,
      unavailable: [],
    });
    const again = redraw(results.seed as string, results.snapshot as DrawSnapshot);
    expect(again).toHaveLength(4);
    for (const placing of again) {
      expect(results.entries.find((e) => e.id === placing.entryId)).toMatchObject({
        drawOrder: placing.drawOrder,
        placedTime: placing.placedTime,
        outcome: placing.outcome,
      });
    }
  });

  it("is drawn once: drawing it again is refused, and so is entering or withdrawing", async () => {
    const again = await owner.request(golf(`/ballots/${ballot.id}/draw`), {
      method: "POST",
      headers: english,
    });
    expect(await refused(again)).toMatchObject({
      status: 409,
      title: "This ballot has already been drawn. Its results stand: drawing it again would not be fair.",
    });
    setNow("2030-06-12T12:00:00Z");
    const late = await enter(people.max.client, {
      date: DAY2,
      players: [M(people.max.id)],
      earliest: "08:00",
      latest: "09:00",
    });
    expect(await refused(late)).toMatchObject({
      status: 409,
      title: expect.stringContaining("has been drawn"),
    });
    const withdraw = await people.nora.client.request(golf(`/ballots/entries/${ids.nora}`), {
      method: "DELETE",
    });
    expect(withdraw.status).toBe(409);
  });

  it("shows members every entry after the draw, with names as the club's settings allow (their own always)", async () => {
    const shown = await ballotOf(people.max.client, DAY2);
    expect(shown.entries).toHaveLength(4);
    expect(shown.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(shown.entries.find((e) => e.id === ids.paul)?.name).toBe("Paul Park");
    await t.database.db.insert(golfSettings).values({ clubId, showMemberNames: false });
    try {
      const hidden = await ballotOf(people.nora.client, DAY2);
      const paul = hidden.entries.find((e) => e.id === ids.paul);
      expect(paul).toMatchObject({
        name: "Member",
        players: [
          { memberId: null, name: "Member", guest: false },
          { memberId: null, name: "Member", guest: false },
          { memberId: null, name: "Guest", guest: true },
        ],
        placedTime: expect.any(String),
      });
      expect(hidden.entries.find((e) => e.id === ids.nora)).toMatchObject({
        name: "Nora North",
        players: [{ name: "Nora North" }, { name: "Sam Stone" }],
      });
      const staff = await ballotOf(owner, DAY2);
      expect(staff.entries.find((e) => e.id === ids.paul)?.name).toBe("Paul Park");
    } finally {
      await t.database.db.delete(golfSettings).where(eq(golfSettings.clubId, clubId));
    }
  });

  it("is audited as one change by the staff member who drew it", async () => {
    const rows = await auditRows(t.database.db, {
      tableName: "golf_ballots",
      recordId: ballot.id,
      action: "UPDATE",
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.changedFields).toEqual(expect.arrayContaining(["status", "seed", "drawn_at"]));
  });
});

describe("priority for members who lost a recent ballot", () => {
  it("draws Rita, who went to the waiting list last time, first", async () => {
    const DAY3 = "2030-06-17";
    setNow("2030-06-13T12:00:00Z");
    const rita = await entered(people.rita.client, {
      date: DAY3,
      players: [M(people.rita.id)],
      earliest: "08:00",
      latest: "08:00",
    });
    for (const who of [people.max, people.nora, people.paul, people.quinn]) {
      await entered(who.client, { date: DAY3, players: [M(who.id)], earliest: "08:00", latest: "08:00" });
    }
    const ballot = await ballotOf(owner, DAY3);
    setNow("2030-06-15T22:00:00Z");
    const res = await owner.request(golf(`/ballots/${ballot.id}/draw`), { method: "POST" });
    const drawn = (await res.json()) as Ballot;
    const first = drawn.entries.find((e) => e.id === rita.id);
    expect(first).toMatchObject({
      priority: true,
      drawOrder: 1,
      placedTime: "08:00",
      outcome: "placed_wish",
    });
    expect(drawn.entries.filter((e) => e.priority)).toHaveLength(1);
    // Three places at 08:00: the last one drawn waits.
    expect(drawn.entries.filter((e) => e.status === "placed")).toHaveLength(3);
    expect(drawn.entries.find((e) => e.drawOrder === 5)).toMatchObject({
      status: "waitlisted",
      outcome: "waitlisted_full",
    });
  });
});

describe("made by the job when the window opens", () => {
  // 2030-07-20 opens to the members' 7-day window on 2030-07-13 at 07:00 in New York (11:00 UTC) and closes on
  // 2030-07-18 at 18:00 (22:00 UTC).
  const DAY = "2030-07-20";
  const ballotRow = async (course: string) =>
    (
      await t.database.db
        .select()
        .from(golfBallots)
        .where(and(eq(golfBallots.courseId, course), eq(golfBallots.playDate, DAY)))
    )[0];
  const runJob = async () => {
    await t.jobs.send(GOLF_JOB, {});
    await t.jobs.runDue(GOLF_JOB);
  };

  it("a day first looked at after its close was drawn at the close: nobody is asked to enter before a past time", async () => {
    const quiet = await addCourse("Quiet Course", "ballot");
    setNow("2030-07-13T10:59:00Z");
    await runJob();
    expect(await ballotRow(quiet)).toBeUndefined();
    setNow("2030-07-13T11:00:00Z");
    await runJob();
    expect(await ballotRow(quiet)).toMatchObject({
      status: "open",
      closesAt: new Date("2030-07-18T22:00:00Z"),
    });
    setNow("2030-07-18T22:01:00Z");
    await runJob();
    // The first look, after the close: drawn (nobody entered), not open until a time already past.
    const first = await ballotOf(people.max.client, DAY, quiet);
    expect(first).toMatchObject({ status: "drawn", closed: true, entries: [] });
    const sheet = await people.max.client.request(golf(`/tee-sheet?courseId=${quiet}&date=${DAY}`));
    const times = ((await sheet.json()) as { times: { closedReason: string | null }[] }).times;
    expect(times.every((x) => x.closedReason === null)).toBe(true);
  });

  it("a ballot made on a look after its close (the day became a ballot day late) says it is closed", async () => {
    const late = await addCourse("Late Course", "first_come");
    setNow("2030-07-19T12:00:00Z");
    await runJob();
    await t.database.db
      .update(golfCourses)
      .set({ days: days("ballot") })
      .where(eq(golfCourses.id, late));
    const ballot = await ballotOf(people.max.client, DAY, late);
    expect(ballot).toMatchObject({ status: "open", closed: true, closesAt: "2030-07-18T22:00:00.000Z" });
    // The job draws it at once, and the day opens for booking.
    await runJob();
    expect((await ballotOf(people.max.client, DAY, late)).status).toBe("drawn");
  });
});

describe("drawn by the job at the close", () => {
  it("draws a ballot whose close has passed, once, and tells its entrant", async () => {
    // A day whose ballot closed yesterday at 18:00 in New York; the member entered three days ago.
    const tomorrow = addDays(todayIn(ZONE), 1);
    const jobCourse = await addCourse("Job Course", "ballot");
    setNow(new Date(Date.now() - 3 * 86_400_000).toISOString());
    const entry = await entered(
      people.uma.client,
      { date: tomorrow, players: [M(people.uma.id)], earliest: "08:00", latest: "09:00" },
      jobCourse,
    );
    t.clock.setOffset(0);
    await t.jobs.send(GOLF_JOB, {});
    const [result] = await t.jobs.runDue(GOLF_JOB);
    expect(result).toEqual({ drawn: 1, expired: 0 });
    const drawn = await ballotOf(owner, tomorrow, jobCourse);
    expect(drawn.status).toBe("drawn");
    expect(drawn.entries.find((e) => e.id === entry.id)).toMatchObject({
      status: "placed",
      placedTime: "08:30",
      outcome: "placed_wish",
    });
    expect((await t.lastMailTo(people.uma.email))?.subject).toMatch(/^Ballot result: you play on/);
    const rows = await auditRows(t.database.db, {
      tableName: "golf_ballots",
      recordId: drawn.id,
      action: "UPDATE",
    });
    expect(rows.map((r) => r.changedBy)).toEqual(["system"]);
    // The next run finds nothing to draw.
    await t.jobs.send(GOLF_JOB, {});
    expect(await t.jobs.runDue(GOLF_JOB)).toEqual([{ drawn: 0, expired: 0 }]);
  });

  it("draws a ballot once when staff click twice at the same moment", async () => {
    const DAY4 = "2030-06-18";
    setNow("2030-06-13T12:00:00Z");
    await entered(people.max.client, {
      date: DAY4,
      players: [M(people.max.id)],
      earliest: "08:00",
      latest: "09:00",
    });
    const ballot = await ballotOf(owner, DAY4);
    const answers = await Promise.all(
      [1, 2].map(() => owner.request(golf(`/ballots/${ballot.id}/draw`), { method: "POST" })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const bookings = await t.database.db.select().from(golfBookings).where(eq(golfBookings.teeDate, DAY4));
    expect(bookings).toHaveLength(1);
  });
});

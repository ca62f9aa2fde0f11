import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../src/server/db/schema/clubs.ts";
import { golfBookingPlayers, golfBookings } from "../../src/server/db/schema/golf.ts";
import { blockAt, blocksOnDay } from "../../src/server/modules/golf/blocks.repository.ts";
import type { PlacedPlayer } from "../../src/server/modules/golf/booking-rules.ts";
import { type CourseRow, findCourse } from "../../src/server/modules/golf/golf.repository.ts";
import { placeBooking } from "../../src/server/modules/golf/placement.ts";
import { DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import {
  type Block,
  type Booking,
  type BookingStatus,
  type Course,
  type CourseInput,
  suggestedCourseDays,
} from "../../src/shared/golf.ts";
import type { Role } from "../../src/shared/permissions.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Blocks (issue 14, deliverable 2): staff close a time range of a course on one date or weekly between two
// dates. The preview lists the bookings the block would cover; staff then cancel them or keep them. The tee
// sheet and the booking rules ask blocksOnDay / blockAt which blocks apply.

const BLOCKS_DENIED = "You do not have permission to block tee times. Only owners, admins and managers can.";

let t: TestApp;
const as = {} as Record<Role, Client>;
let stranger: Client;
let clubId = "";
let otherClubId = "";
let theirCourseId = "";
let managerUserId = "";
let main: CourseRow;
let second: CourseRow;

const golf = (rest = "", id = clubId) => `/api/clubs/${id}/golf${rest}`;
const english = { "accept-language": "en" };

// 2030-06-03 is a Monday. The weekly block: Mondays from 3 to 24 June 2030, 10:00 to 12:00.
const weekly = {
  startDate: "2030-06-03",
  repeatUntil: "2030-06-24",
  startTime: "10:00",
  endTime: "12:00",
  reason: "maintenance",
  note: "Greens aeration",
} as const;

function courseBody(name: string): CourseInput {
  const days = suggestedCourseDays(18, DEFAULT_SETTINGS_HOURS).map((d) => ({
    ...d,
    open: true,
    firstTee: "07:00",
    lastTee: "16:00",
  }));
  return { name, holes: 18, active: true, days };
}

async function newCourse(name: string, client: Client = as.owner, id = clubId): Promise<Course> {
  const res = await client.post(golf("/courses", id), courseBody(name));
  expect(res.status).toBe(201);
  return (await res.json()) as Course;
}

let memberCount = 0;
/** A member of the club with an e-mail address, written to the database. */
async function member(firstName: string) {
  const [row] = await t.database.db
    .insert(members)
    .values({
      clubId,
      firstName,
      lastName: "Golfer",
      email: `golfer${++memberCount}@blocks.example`,
      membershipStatus: "active",
    })
    .returning();
  if (!row) throw new Error("no member");
  return row;
}

/** A booking of `course` at `date` `time` for a new member (and a guest they bring), placed as staff would. */
async function book(course: CourseRow, date: string, time: string, guestName?: string) {
  const booker = await member(`${date.slice(5)} ${time}`);
  const players: PlacedPlayer[] = [
    { memberId: booker.id, guestName: null, hostMemberId: null, greenFeeMinor: 2_000 },
  ];
  if (guestName) players.push({ memberId: null, guestName, hostMemberId: booker.id, greenFeeMinor: 5_000 });
  const id = await t.database.db.transaction((tx) =>
    placeBooking(tx, {
      clubId,
      course,
      date,
      time,
      timeZone: "America/New_York",
      currency: "USD",
      players,
      source: "staff",
      bookerMemberId: booker.id,
      override: false,
      createdBy: managerUserId,
    }),
  );
  return { id, booker };
}

async function statusOf(bookingIds: string[]): Promise<Record<string, BookingStatus>> {
  const rows = await t.database.db
    .select({ id: golfBookings.id, status: golfBookings.status })
    .from(golfBookings)
    .where(inArray(golfBookings.id, bookingIds));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

async function setStatus(bookingId: string, status: BookingStatus) {
  const db = t.database.db;
  await db.update(golfBookingPlayers).set({ status }).where(eq(golfBookingPlayers.bookingId, bookingId));
  await db.update(golfBookings).set({ status }).where(eq(golfBookings.id, bookingId));
}

async function createBlock(body: unknown, client: Client = as.manager): Promise<Block> {
  const res = await client.post(golf("/blocks"), body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as Block;
}

async function preview(body: unknown, client: Client = as.manager): Promise<Booking[]> {
  const res = await client.post(golf("/blocks/preview"), body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return ((await res.json()) as { bookings: Booking[] }).bookings;
}

beforeAll(async () => {
  t = await createTestApp();
  as.owner = await signedInClient(t, "gb-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  as.admin = await signedInClient(t, "gb-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  as.manager = await signedInClient(t, "gb-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  as.member = await signedInClient(t, "gb-member@example.com", { firstName: "Max", lastName: "Member" });
  stranger = await signedInClient(t, "gb-stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  const res = await as.owner.post("/api/clubs", { name: "Block Club", email: "office@block.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await giveRole(t, clubId, "gb-admin@example.com", "admin");
  await giveRole(t, clubId, "gb-manager@example.com", "manager");
  await giveRole(t, clubId, "gb-member@example.com", "member");
  managerUserId = await userIdOf(t, "gb-manager@example.com");
  const other = await stranger.post("/api/clubs", { name: "Other Club", email: "o@other.example" });
  otherClubId = ((await other.json()) as { id: string }).id;
  theirCourseId = (await newCourse("Their Course", stranger, otherClubId)).id;
  const mainCourse = await newCourse("Main Course");
  const secondCourse = await newCourse("Second Course");
  main = (await findCourse(t.database.db, clubId, mainCourse.id)) as CourseRow;
  second = (await findCourse(t.database.db, clubId, secondCourse.id)) as CourseRow;
});

afterAll(async () => {
  await t?.close();
});

describe("which blocks apply to a day", () => {
  let weeklyBlock: Block;
  let single: Block;

  beforeAll(async () => {
    weeklyBlock = await createBlock({ courseId: main.id, ...weekly, bookings: "keep" });
    // Wednesday 5 June only, 07:00 to 08:00.
    single = await createBlock({
      courseId: main.id,
      startDate: "2030-06-05",
      repeatUntil: null,
      startTime: "07:00",
      endTime: "08:00",
      reason: "competition",
      note: null,
    });
  });

  it("a weekly block: its weekday from its start to its last date, no other day", async () => {
    const on = async (date: string) =>
      (await blocksOnDay(t.database.db, clubId, main.id, date)).map((b) => b.id);
    for (const date of ["2030-06-03", "2030-06-10", "2030-06-17", "2030-06-24"]) {
      expect(await on(date), date).toEqual([weeklyBlock.id]);
    }
    // Tuesday and Sunday of a blocked week, the Monday before the start, the Monday after the last date.
    for (const date of ["2030-06-11", "2030-06-09", "2030-05-27", "2030-07-01"]) {
      expect(await on(date), date).toEqual([]);
    }
    expect(await blocksOnDay(t.database.db, clubId, main.id, "2030-06-10")).toEqual([
      {
        id: weeklyBlock.id,
        startTime: "10:00",
        endTime: "12:00",
        reason: "maintenance",
        note: "Greens aeration",
      },
    ]);
  });

  it("a single block: its date only, and only its course and club", async () => {
    expect((await blocksOnDay(t.database.db, clubId, main.id, "2030-06-05")).map((b) => b.id)).toEqual([
      single.id,
    ]);
    expect(await blocksOnDay(t.database.db, clubId, main.id, "2030-06-12")).toEqual([]);
    expect(await blocksOnDay(t.database.db, clubId, second.id, "2030-06-05")).toEqual([]);
    expect(await blocksOnDay(t.database.db, otherClubId, main.id, "2030-06-05")).toEqual([]);
  });

  it("closes a tee time from its start up to, not including, its end", async () => {
    const at = async (date: string, time: string) =>
      (await blockAt(t.database.db, clubId, main.id, date, time))?.id;
    expect(await at("2030-06-10", "10:00")).toBe(weeklyBlock.id);
    expect(await at("2030-06-10", "11:50")).toBe(weeklyBlock.id);
    expect(await at("2030-06-10", "12:00")).toBeUndefined();
    expect(await at("2030-06-10", "09:50")).toBeUndefined();
    expect(await at("2030-06-11", "10:00")).toBeUndefined();
    expect(await at("2030-06-05", "07:00")).toBe(single.id);
    expect(await at("2030-06-05", "08:00")).toBeUndefined();
  });

  it("are listed to staff by course and dates", async () => {
    const list = async (query: string) => {
      const res = await as.manager.request(golf(`/blocks${query}`));
      expect(res.status).toBe(200);
      return ((await res.json()) as { blocks: Block[] }).blocks.map((b) => b.id);
    };
    expect(await list("")).toEqual([weeklyBlock.id, single.id]);
    expect(await list(`?courseId=${main.id}&from=2030-06-20&to=2030-06-30`)).toEqual([weeklyBlock.id]);
    expect(await list(`?courseId=${main.id}&from=2030-06-25`)).toEqual([]);
    expect(await list(`?to=2030-06-04`)).toEqual([weeklyBlock.id]);
    expect(await list(`?courseId=${second.id}`)).toEqual([]);
    expect((await as.manager.request(golf(`/blocks?courseId=${theirCourseId}`))).status).toBe(404);
    expect((await as.manager.request(golf("/blocks?courseId=nope"))).status).toBe(404);
    expect((await as.manager.request(golf("/blocks?from=June"))).status).toBe(422);
    const listed = (await (await as.owner.request(golf("/blocks"))).json()) as { blocks: Block[] };
    expect(listed.blocks[0]).toEqual({
      id: weeklyBlock.id,
      courseId: main.id,
      ...weekly,
      createdAt: expect.any(String),
    });
  });
});

describe("a block over bookings", () => {
  // Inside the weekly block (Mondays 10:00-12:00) of the second course, and around it.
  const inside: Record<string, string> = {};
  const outside: Record<string, string> = {};

  beforeAll(async () => {
    inside.first = (await book(second, "2030-06-10", "10:00", "Gus Guest")).id;
    inside.checkedIn = (await book(second, "2030-06-17", "11:50")).id;
    await setStatus(inside.checkedIn, "checked_in");
    outside.atEnd = (await book(second, "2030-06-10", "12:00")).id;
    outside.before = (await book(second, "2030-06-10", "09:50")).id;
    outside.tuesday = (await book(second, "2030-06-11", "10:30")).id;
    outside.afterLast = (await book(second, "2030-07-01", "10:30")).id;
    outside.beforeFirst = (await book(second, "2030-05-27", "10:30")).id;
    outside.otherCourse = (await book(main, "2030-06-10", "10:10")).id;
    outside.cancelled = (await book(second, "2030-06-24", "10:00")).id;
    await setStatus(outside.cancelled, "cancelled");
  });

  it("lists the bookings inside it, booked or checked in, with their players", async () => {
    const bookings = await preview({ courseId: second.id, ...weekly });
    expect(bookings.map((b) => b.id)).toEqual([inside.first, inside.checkedIn]);
    const [first] = bookings;
    expect(first).toMatchObject({
      courseId: second.id,
      courseName: "Second Course",
      date: "2030-06-10",
      time: "10:00",
      status: "booked",
      source: "staff",
      // Staff may still cancel it on the sheet (it lies ahead).
      cancellable: true,
      cancelledAt: null,
    });
    // Its players, in any order: the member and the guest they bring.
    expect([...(first?.players ?? [])].sort((a, b) => Number(a.guest) - Number(b.guest))).toEqual([
      {
        id: expect.any(String),
        memberId: first?.bookerMemberId,
        name: "06-10 10:00 Golfer",
        guest: false,
        hostName: null,
        status: "booked",
        greenFeeMinor: 2_000,
        greenFee: "to_invoice",
      },
      {
        id: expect.any(String),
        memberId: null,
        name: "Gus Guest",
        guest: true,
        hostName: "06-10 10:00 Golfer",
        status: "booked",
        greenFeeMinor: 5_000,
        greenFee: "to_invoice",
      },
    ]);
    expect(bookings[1]?.status).toBe("checked_in");
    // The start date only, when it does not repeat.
    const single = await preview({
      courseId: second.id,
      ...weekly,
      startDate: "2030-06-17",
      repeatUntil: null,
    });
    expect(single.map((b) => b.id)).toEqual([inside.checkedIn]);
    // Nothing was written.
    expect(await blocksOnDay(t.database.db, clubId, second.id, "2030-06-10")).toEqual([]);
  });

  it("kept: the bookings stay as they were", async () => {
    const block = await createBlock({ courseId: second.id, ...weekly, bookings: "keep" });
    const all = [...Object.values(inside), ...Object.values(outside)];
    expect(await statusOf(all)).toEqual({
      ...Object.fromEntries(all.map((id) => [id, "booked"])),
      [inside.checkedIn as string]: "checked_in",
      [outside.cancelled as string]: "cancelled",
    });
    const res = await as.manager.request(golf(`/blocks/${block.id}`), { method: "DELETE" });
    expect(res.status).toBe(204);
  });

  it("cancelled: the bookings inside are cancelled and their bookers told, the others stay", async () => {
    // A block of its own, over one booking: Thursday 13 June 2030, 08:00 to 09:00.
    const target = await book(second, "2030-06-13", "08:30", "Gina Guest");
    const neighbour = await book(second, "2030-06-13", "09:00");
    const span = { startDate: "2030-06-13", repeatUntil: null, startTime: "08:00", endTime: "09:00" };
    expect(
      (await preview({ courseId: second.id, ...span, reason: "shotgun", note: null })).map((b) => b.id),
    ).toEqual([target.id]);
    await createBlock({
      courseId: second.id,
      ...span,
      reason: "shotgun",
      note: "Club championship",
      bookings: "cancel",
    });
    expect(await statusOf([target.id, neighbour.id])).toEqual({
      [target.id]: "cancelled",
      [neighbour.id]: "booked",
    });
    expect(await preview({ courseId: second.id, ...span, reason: "shotgun", note: null })).toEqual([]);
    expect(await t.lastMailTo(target.booker.email as string)).toBeDefined();
  });
});

describe("blocks are refused", () => {
  it("with a message per bad field", async () => {
    const res = await as.manager.post(golf("/blocks"), {
      courseId: main.id,
      startDate: "2030-06-10",
      repeatUntil: "2030-06-01",
      startTime: "12:00",
      endTime: "11:00",
      reason: "rain",
      note: "x".repeat(501),
    });
    expect(res.status).toBe(422);
    const { fields } = (await res.json()) as { fields: { path: string }[] };
    expect(fields.map((f) => f.path).sort()).toEqual(["note", "reason"]);
    const order = await as.manager.post(golf("/blocks"), {
      courseId: main.id,
      ...weekly,
      startDate: "2030-06-10",
      repeatUntil: "2030-06-01",
      startTime: "12:00",
      endTime: "11:00",
    });
    const ordered = (await order.json()) as { fields: { path: string }[] };
    expect(ordered.fields.map((f) => f.path).sort()).toEqual(["endTime", "repeatUntil"]);
    const dates = await as.manager.post(golf("/blocks"), {
      courseId: main.id,
      ...weekly,
      startDate: "10/06/2030",
      startTime: "07:5",
    });
    expect(((await dates.json()) as { fields: { path: string }[] }).fields.map((f) => f.path).sort()).toEqual(
      ["startDate", "startTime"],
    );
  });

  it("to members, who are told who can block tee times", async () => {
    for (const path of ["/blocks", "/blocks/preview"]) {
      const res = await as.member.request(golf(path), {
        method: "POST",
        json: { courseId: main.id, ...weekly },
        headers: english,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: "FORBIDDEN", title: BLOCKS_DENIED });
    }
    expect((await as.member.request(golf("/blocks"))).status).toBe(403);
  });

  it("on another club's course, and another club's block is not found", async () => {
    for (const courseId of [theirCourseId, "not-a-uuid"]) {
      const res = await as.manager.request(golf("/blocks"), {
        method: "POST",
        json: { courseId, ...weekly },
        headers: english,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Course not found" });
      expect((await as.manager.post(golf("/blocks/preview"), { courseId, ...weekly })).status).toBe(404);
    }
    const theirs = await stranger.post(golf("/blocks", otherClubId), { courseId: theirCourseId, ...weekly });
    expect(theirs.status).toBe(201);
    const theirBlock = (await theirs.json()) as Block;
    const res = await as.owner.request(golf(`/blocks/${theirBlock.id}`), {
      method: "DELETE",
      headers: english,
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Block not found" });
    expect(
      (await as.owner.request(golf(`/blocks/${theirBlock.id}`, otherClubId), { method: "DELETE" })).status,
    ).toBe(404);
    expect(await blocksOnDay(t.database.db, otherClubId, theirCourseId, "2030-06-10")).toHaveLength(1);
  });
});

describe("the audit trail", () => {
  it("holds each block's creation and removal with its actor", async () => {
    const block = await createBlock({
      courseId: main.id,
      startDate: "2030-08-01",
      repeatUntil: null,
      startTime: "15:00",
      endTime: "16:00",
      reason: "other",
      note: "Photo shoot",
    });
    const removed = await as.admin.request(golf(`/blocks/${block.id}`), { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(await blocksOnDay(t.database.db, clubId, main.id, "2030-08-01")).toEqual([]);
    const audits = await auditRows(t.database.db, { tableName: "golf_blocks", recordId: block.id });
    expect(audits.map((a) => [a.action, a.changedBy, a.clubId])).toEqual([
      ["INSERT", managerUserId, clubId],
      ["DELETE", await userIdOf(t, "gb-admin@example.com"), clubId],
    ]);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, payments, refunds } from "../../src/server/db/schema/billing.ts";
import { clubs, members } from "../../src/server/db/schema/clubs.ts";
import { messages } from "../../src/server/db/schema/communications.ts";
import {
  golfBookingPlayers,
  golfBookings,
  golfCourses,
  golfTeeSlots,
} from "../../src/server/db/schema/golf.ts";
import { documentNumber } from "../../src/shared/billing.ts";
import type { Dashboard } from "../../src/shared/dashboard.ts";
import type { CourseDay } from "../../src/shared/golf.ts";
import type { MemberList } from "../../src/shared/members.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Issue 18: the staff dashboard's figures, each against data made for it, in a club of New York whose date is
// not UTC's: the clock stands at 2026-04-01 02:00 UTC, 2026-03-31 22:00 in the club (a Tuesday).

const NOW = Date.parse("2026-04-01T02:00:00Z");
const ZONE = "America/New_York";
const TODAY = "2026-03-31";

let t: TestApp;
let owner: Client;
let admin: Client;
let manager: Client;
let member: Client;
let otherOwner: Client;
let clubId = "";
let otherClubId = "";
let currency = "";

async function createClub(client: Client, name: string, email: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function dashboardOf(client: Client, id = clubId): Promise<Dashboard> {
  const res = await client.request(`/api/clubs/${id}/dashboard`);
  expect(res.status).toBe(200);
  return (await res.json()) as Dashboard;
}

type NewMember = Partial<typeof members.$inferInsert>;
async function addMember(club: string, values: NewMember) {
  const [row] = await t.database.db
    .insert(members)
    .values({ clubId: club, firstName: "Test", lastName: "Member", ...values })
    .returning({ id: members.id });
  return row?.id as string;
}

const openDays = (): CourseDay[] =>
  weekdays.map((weekday) => ({
    weekday,
    open: true,
    firstTee: "06:00",
    lastTee: "07:00",
    intervalMinutes: 10,
    playersPerTime: 4,
    roundMinutes: 270,
    release: "first_come",
    ballotCloseDaysBefore: 2,
    ballotCloseTime: "18:00",
  }));

async function addCourse(club: string, name: string, position: number, active = true) {
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId: club, name, holes: 18, active, position, days: openDays() })
    .returning({ id: golfCourses.id });
  return row?.id as string;
}

/** A booking of `players` members at 06:00 on `date`, its tee slot made first (as the service does). */
async function addBooking(club: string, courseId: string, date: string, players: string[]) {
  const db = t.database.db;
  await db
    .insert(golfTeeSlots)
    .values({ clubId: club, courseId, teeDate: date, teeTime: "06:00", capacity: 4 })
    .onConflictDoNothing();
  const startsAt = new Date(`${date}T10:00:00Z`);
  const endsAt = new Date(startsAt.getTime() + 270 * 60_000);
  const [booking] = await db
    .insert(golfBookings)
    .values({ clubId: club, courseId, teeDate: date, teeTime: "06:00", startsAt, endsAt, source: "staff" })
    .returning({ id: golfBookings.id });
  return db
    .insert(golfBookingPlayers)
    .values(
      players.map((memberId) => ({
        clubId: club,
        bookingId: booking?.id as string,
        courseId,
        teeDate: date,
        teeTime: "06:00",
        startsAt,
        endsAt,
        memberId,
        greenFeeMinor: 0,
        currency: "USD",
      })),
    )
    .returning({ id: golfBookingPlayers.id });
}

let sequence = 0;
/** An issued invoice of `totalMinor` with its status (numbered, as issued ones are). */
async function addInvoice(club: string, status: "open" | "overdue" | "paid" | "void", totalMinor: number) {
  sequence += 1;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      clubId: club,
      billTo: { name: "Test Member", email: null, membershipNumber: null, address: null },
      status,
      number: documentNumber("invoice", 2026, sequence),
      year: 2026,
      sequence,
      currency,
      terms: "Net 30",
      issueDate: "2026-03-01",
      dueDate: "2026-03-31",
      subtotalMinor: totalMinor,
      totalMinor,
      ...(status === "void" ? { voidedAt: new Date(NOW), voidReason: "Billed twice" } : {}),
      ...(status === "paid" ? { paidAt: new Date(NOW) } : {}),
    })
    .returning({ id: invoices.id });
  return row?.id as string;
}

async function addPayment(club: string, invoiceId: string, amountMinor: number, receivedOn: string) {
  const [row] = await t.database.db
    .insert(payments)
    .values({ clubId: club, invoiceId, method: "cash", amountMinor, currency, receivedOn })
    .returning({ id: payments.id });
  return row?.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "dash-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  admin = await signedInClient(t, "dash-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  manager = await signedInClient(t, "dash-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  member = await signedInClient(t, "dash-member@example.com", { firstName: "Max", lastName: "Member" });
  otherOwner = await signedInClient(t, "dash-other@example.com", { firstName: "Bea", lastName: "Other" });
  clubId = await createClub(owner, "Riverside Golf Club", "office@riverside.example");
  otherClubId = await createClub(otherOwner, "Hilltop Golf Club", "hello@hilltop.example");
  await giveRole(t, clubId, "dash-admin@example.com", "admin");
  await giveRole(t, clubId, "dash-manager@example.com", "manager");
  await giveRole(t, clubId, "dash-member@example.com", "member");
  const db = t.database.db;
  await db.update(clubs).set({ timezone: ZONE }).where(sql`${clubs.id} in (${clubId}, ${otherClubId})`);
  // The owner's and the member's records: on the register since 2020, active, no end.
  await db
    .update(members)
    .set({ joinDate: "2020-01-01", membershipStatus: "active", membershipEndDate: null })
    .where(sql`${members.clubId} in (${clubId}, ${otherClubId})`);
  t.clock.setOffset(NOW - Date.now());
  currency = (await dashboardOf(owner)).billing?.currency ?? "";
  expect(currency).toMatch(/^[A-Z]{3}$/);
});
afterAll(() => t.close());

describe("members", () => {
  beforeAll(async () => {
    // Joined on the first of the month in the club's zone, ends on day 30: new, ending soon.
    await addMember(clubId, { joinDate: "2026-03-01", membershipEndDate: "2026-04-30" });
    // Joined on UTC's today, the club's tomorrow: not this month; ends on day 31: not ending soon.
    await addMember(clubId, { joinDate: "2026-04-01", membershipEndDate: "2026-05-01" });
    // Ends today (day 0): ending soon.
    await addMember(clubId, { joinDate: "2026-02-28", membershipEndDate: TODAY });
    // In grace: its end is near but it is not an active membership.
    await addMember(clubId, {
      joinDate: "2025-01-10",
      membershipStatus: "grace",
      membershipEndDate: "2026-04-10",
    });
    await addMember(clubId, {
      joinDate: "2025-06-15",
      membershipStatus: "cancelled",
      membershipEndDate: "2025-09-20",
    });
    await addMember(clubId, {
      joinDate: "2024-01-01",
      membershipStatus: "expired",
      membershipEndDate: "2025-05-31",
    });
    await addMember(clubId, { joinDate: "2026-03-20", membershipStatus: "pending", membershipEndDate: null });
    // Another club's member, new and ending soon: never counted here.
    await addMember(otherClubId, { joinDate: "2026-03-05", membershipEndDate: "2026-04-05" });
  });

  it("counts members by membership status, new this month and ending in 30 days in the club's calendar", async () => {
    const answer = await dashboardOf(owner);
    expect(answer.today).toBe(TODAY);
    expect(answer.timeZone).toBe(ZONE);
    const figures = answer.members;
    expect(figures?.byStatus).toEqual([
      { status: "pending", count: 1 },
      { status: "active", count: 5 },
      { status: "grace", count: 1 },
      { status: "expired", count: 1 },
      { status: "cancelled", count: 1 },
      { status: "suspended", count: 0 },
    ]);
    // Issue 34: the card's total is the chart's count at this month's end (9 records, 2 of them ended).
    expect(figures?.total).toBe(figures?.overTime.at(-1)?.count);
    expect(figures?.total).toBe(6);
    expect(figures?.newThisMonth).toBe(2);
    expect(figures?.endingSoon).toBe(2);
    expect(figures?.endingUntil).toBe("2026-04-30");
  });

  it("its 'ending soon' link's filter lists exactly the members it counts (today to day 30 in the club's calendar)", async () => {
    const answer = await dashboardOf(owner);
    const figures = answer.members;
    const query = `membershipStatus=active&endsFrom=${answer.today}&endsTo=${figures?.endingUntil}&sort=membershipEndDate`;
    const res = await owner.request(`/api/clubs/${clubId}/members?${query}`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as MemberList;
    expect(list.total).toBe(figures?.endingSoon);
    expect(list.members.map((m) => m.membershipEndDate)).toEqual([TODAY, "2026-04-30"]);
  });

  it("counts the members at each of the last 12 months' ends: joined in or before the month, less memberships ended in or before it", async () => {
    const figures = (await dashboardOf(owner)).members;
    expect(figures?.overTime).toEqual([
      { month: "2025-04", count: 4 },
      { month: "2025-05", count: 3 },
      { month: "2025-06", count: 4 },
      { month: "2025-07", count: 4 },
      { month: "2025-08", count: 4 },
      { month: "2025-09", count: 3 },
      { month: "2025-10", count: 3 },
      { month: "2025-11", count: 3 },
      { month: "2025-12", count: 3 },
      { month: "2026-01", count: 3 },
      { month: "2026-02", count: 4 },
      { month: "2026-03", count: 6 },
    ]);
  });

  it("follows a member's change of status and their deletion (the counts' triggers)", async () => {
    const db = t.database.db;
    const before = (await dashboardOf(owner)).members;
    const status = (d: typeof before, s: string) => d?.byStatus.find((x) => x.status === s)?.count ?? 0;
    const id = await addMember(clubId, { joinDate: "2026-03-10", membershipEndDate: "2026-04-15" });
    const added = (await dashboardOf(owner)).members;
    expect(added?.total).toBe((before?.total ?? 0) + 1);
    expect(added?.newThisMonth).toBe((before?.newThisMonth ?? 0) + 1);
    expect(added?.endingSoon).toBe((before?.endingSoon ?? 0) + 1);
    expect(added?.overTime.at(-1)?.count).toBe((before?.overTime.at(-1)?.count ?? 0) + 1);

    // Cancelled in the month they joined: still new this month, no longer on the register at its end.
    await db
      .update(members)
      .set({ membershipStatus: "cancelled", membershipEndDate: "2026-03-20" })
      .where(eq(members.id, id));
    const cancelled = (await dashboardOf(owner)).members;
    expect(status(cancelled, "cancelled")).toBe(status(before, "cancelled") + 1);
    expect(status(cancelled, "active")).toBe(status(before, "active"));
    expect(cancelled?.newThisMonth).toBe((before?.newThisMonth ?? 0) + 1);
    expect(cancelled?.endingSoon).toBe(before?.endingSoon);
    expect(cancelled?.overTime).toEqual(before?.overTime);

    await db.delete(members).where(eq(members.id, id));
    expect((await dashboardOf(owner)).members).toEqual(before);
  });

  it("the other club's owner sees their one member only", async () => {
    const figures = (await dashboardOf(otherOwner, otherClubId)).members;
    expect(figures?.total).toBe(2);
    expect(figures?.newThisMonth).toBe(1);
    expect(figures?.endingSoon).toBe(1);
  });
});

describe("tee sheet", () => {
  it("counts today's booked and checked-in players per active course against the day's places", async () => {
    const db = t.database.db;
    const main = await addCourse(clubId, "Championship", 0);
    const short = await addCourse(clubId, "Short Course", 1);
    await addCourse(clubId, "Closed Course", 2, false);
    const people = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        addMember(clubId, { joinDate: "2020-01-01", email: `golfer${n}@example.com` }),
      ),
    );
    const [, second, third] = await addBooking(clubId, main, TODAY, people.slice(0, 3));
    // One player cancels, one checks in: 2 of the 3 hold their places.
    await db
      .update(golfBookingPlayers)
      .set({ status: "cancelled" })
      .where(eq(golfBookingPlayers.id, second?.id as string));
    await db
      .update(golfBookingPlayers)
      .set({ status: "checked_in" })
      .where(eq(golfBookingPlayers.id, third?.id as string));
    // Yesterday's and tomorrow's rounds are not today's (UTC's today is the club's tomorrow).
    await addBooking(clubId, main, "2026-03-30", people.slice(3, 5));
    await addBooking(clubId, short, "2026-04-01", people.slice(3, 5));
    const other = await addCourse(otherClubId, "Hilltop Links", 0);
    const stranger = await addMember(otherClubId, { joinDate: "2020-01-01" });
    await addBooking(otherClubId, other, TODAY, [stranger]);

    const answer = await dashboardOf(owner);
    // 06:00 to 07:00 every 10 minutes: 7 tee times of 4 players.
    expect(answer.teeSheet).toEqual({
      date: TODAY,
      courses: [
        { id: main, name: "Championship", booked: 2, capacity: 28 },
        { id: short, name: "Short Course", booked: 0, capacity: 28 },
      ],
    });
  });
});

describe("billing", () => {
  it("revenue is payments received less refunds given, per month; outstanding and overdue leave out voided invoices", async () => {
    const open = await addInvoice(clubId, "open", 10_000);
    await addInvoice(clubId, "overdue", 5_000);
    const paid = await addInvoice(clubId, "paid", 20_000);
    await addInvoice(clubId, "void", 99_900);
    // Part of the open invoice paid this month; the paid one last month, refunded in part this month.
    await addPayment(clubId, open, 4_000, "2026-03-02");
    const earlier = await addPayment(clubId, paid, 20_000, "2026-02-27");
    await t.database.db.insert(refunds).values({
      clubId,
      paymentId: earlier,
      amountMinor: 1_500,
      reason: "Goodwill",
      refundedOn: "2026-03-10",
    });
    // Another club's money: never counted here.
    const foreign = await addInvoice(otherClubId, "overdue", 70_000);
    await addPayment(otherClubId, foreign, 30_000, "2026-03-05");

    const billing = (await dashboardOf(owner)).billing;
    expect(billing?.currency).toBe(currency);
    expect(billing?.totals).toEqual([
      {
        currency,
        revenueThisMonthMinor: 4_000 - 1_500,
        outstandingMinor: 10_000 - 4_000 + 5_000,
        overdueMinor: 5_000,
      },
    ]);
    expect(billing?.revenueByMonth).toHaveLength(12);
    expect(billing?.revenueByMonth.at(-1)).toEqual({
      month: "2026-03",
      amounts: [{ currency, amountMinor: 2_500 }],
    });
    expect(billing?.revenueByMonth.at(-2)).toEqual({
      month: "2026-02",
      amounts: [{ currency, amountMinor: 20_000 }],
    });
    expect(billing?.revenueByMonth.at(0)).toEqual({ month: "2025-04", amounts: [] });
  });
});

describe("messages", () => {
  it("counts the messages whose sending started this week (from the club's first weekday in its zone), not cancelled ones", async () => {
    const db = t.database.db;
    const message = (
      club: string,
      startedAt: Date | null,
      status: "sent" | "sending" | "cancelled" | "scheduled",
      recipientCount: number,
    ) => ({
      clubId: club,
      subject: "News",
      bodyHtml: "<p>News</p>",
      audience: { kind: "all" as const, values: [] },
      status,
      startedAt,
      recipientCount,
    });
    // Its weeks start on Monday (the club was made from an English screen with no country: Sunday).
    await db
      .update(clubs)
      .set({ preferences: sql`${clubs.preferences} || '{"firstDayOfWeek":1}'::jsonb` })
      .where(eq(clubs.id, clubId));
    await db.insert(messages).values([
      // Monday 2026-03-30 00:30 in New York (04:30 UTC): this week.
      message(clubId, new Date("2026-03-30T04:30:00Z"), "sent", 120),
      message(clubId, new Date("2026-03-31T20:00:00Z"), "sending", 30),
      // Sunday 23:30 in New York, Monday in UTC: last week.
      message(clubId, new Date("2026-03-30T03:30:00Z"), "sent", 500),
      message(clubId, new Date("2026-03-31T12:00:00Z"), "cancelled", 7),
      message(clubId, null, "scheduled", 0),
      message(otherClubId, new Date("2026-03-31T12:00:00Z"), "sent", 900),
    ]);
    expect((await dashboardOf(owner)).messages).toEqual({
      weekStart: "2026-03-30",
      sentThisWeek: 2,
      recipientsThisWeek: 150,
    });
  });
});

describe("recent activity", () => {
  it("lists the club's latest trail entries, newest first, with who made them", async () => {
    const activity = (await dashboardOf(owner)).activity;
    expect(activity?.items.length).toBe(8);
    const times = activity?.items.map((i) => i.changedAt) ?? [];
    expect([...times].sort().reverse()).toEqual(times);
    // The last change made here was the other club's message; this club's newest are its own messages.
    expect(activity?.items[0]).toMatchObject({ tableName: "messages", action: "INSERT" });
    const other = (await dashboardOf(otherOwner, otherClubId)).activity;
    const ids = new Set(activity?.items.map((i) => i.id));
    expect(other?.items.some((i) => ids.has(i.id))).toBe(false);
  });

  it("names the user who made a change", async () => {
    const res = await owner.request(`/api/clubs/${clubId}/membership-types`);
    const types = ((await res.json()) as { membershipTypes: { id: string }[] }).membershipTypes;
    const changed = await owner.request(`/api/clubs/${clubId}/membership-types/${types[0]?.id}`, {
      method: "PATCH",
      json: { priceMinor: 12_345 },
    });
    expect(changed.status).toBe(200);
    const [latest] = (await dashboardOf(owner)).activity?.items ?? [];
    expect(latest).toMatchObject({
      tableName: "membership_types",
      action: "UPDATE",
      changedByName: "Olive Owner",
      // Issue 34: the entry names the record changed.
      recordName: (types[0] as { name?: string }).name,
    });
    expect(latest?.recordName).toBeTruthy();
  });
});

describe("what each role sees", () => {
  const sections = (d: Dashboard) =>
    Object.keys(d)
      .filter((k) => !["timeZone", "today"].includes(k))
      .sort();

  it("owner and admin see every section; a manager all but the activity; a member none", async () => {
    expect(sections(await dashboardOf(owner))).toEqual([
      "activity",
      "billing",
      "members",
      "messages",
      "teeSheet",
    ]);
    expect(sections(await dashboardOf(admin))).toEqual([
      "activity",
      "billing",
      "members",
      "messages",
      "teeSheet",
    ]);
    const managerView = await dashboardOf(manager);
    expect(sections(managerView)).toEqual(["billing", "members", "messages", "teeSheet"]);
    expect("activity" in managerView).toBe(false);
    const memberView = await dashboardOf(member);
    expect(memberView).toEqual({ timeZone: ZONE, today: TODAY });
  });

  it("another club's dashboard answers 404, and no session 401", async () => {
    const res = await otherOwner.request(`/api/clubs/${clubId}/dashboard`);
    expect(res.status).toBe(404);
    const anonymous = await t.fetch(`/api/clubs/${clubId}/dashboard`);
    expect(anonymous.status).toBe(401);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../../src/server/db/schema/billing.ts";
import { clubs, members, membershipEvents, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import { golfCourses, golfSettings } from "../../src/server/db/schema/golf.ts";
import { MESSAGE_SEND_JOB } from "../../src/server/modules/communications/messages.job.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import type { ApiErrorBody } from "../../src/shared/errors.ts";
import { GOLF_SETTINGS_DEFAULTS } from "../../src/shared/golf.ts";
import type { HomeMessageDetail, MemberHome, RenewalResult } from "../../src/shared/member-home.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { newClub } from "../helpers/billing.ts";
import { goLive } from "../helpers/go-live.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// A member's home (issue 18, deliverable 2; decision 030): their own membership, next bookings, open invoices
// and the club's messages to them, never another member's or another club's; "Renew" issues one renewal invoice
// however often it is pressed, and paying it renews the membership.

let t: TestApp;
let owner: Client;
let clubId = "";
let otherClubId = "";
let courseId = "";
let ada: FastMember;
let bob: FastMember;
const TZ = "America/New_York";
let today = "";

const home = (club = clubId) => `/api/clubs/${club}/home`;
const english = { "accept-language": "en" };

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

function as(person: FastMember, path: string, method: "GET" | "POST" = "GET", body?: unknown) {
  return asPerson(t, person.cookie, path, {
    method,
    headers: english,
    ...(body === undefined ? {} : { json: body }),
  });
}

const homeOf = async (person: FastMember) => json<MemberHome>(await as(person, home()), 200);

async function setMember(person: FastMember, values: Partial<typeof members.$inferInsert>) {
  await t.database.db.update(members).set(values).where(eq(members.id, person.memberId));
}

async function setType(code: string, values: Partial<typeof membershipTypes.$inferInsert>) {
  await t.database.db
    .update(membershipTypes)
    .set(values)
    .where(and(eq(membershipTypes.clubId, clubId), eq(membershipTypes.code, code)));
}

const invoicesOf = (memberId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.memberId, memberId));

/** The sending job's due runs, then the outbox, until both are done. */
async function runSending() {
  for (let i = 0; i < 50; i++) {
    const ran = await t.jobs.runDue(MESSAGE_SEND_JOB);
    const delivered = await t.deliverMail();
    if (ran.length === 0 && delivered.sent === 0 && delivered.failed === 0) return;
  }
}

async function sendMessage(subject: string, bodyHtml: string, audience: { kind: string; values: string[] }) {
  const res = await owner.post(`/api/clubs/${clubId}/communications/messages`, {
    subject,
    bodyHtml,
    audience,
  });
  const message = await json<{ id: string }>(res, 201);
  await runSending();
  return message.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { MAIL_BULK_PER_MINUTE: "1000000" } });
  owner = await signedInClient(t, "home.owner@example.com", { firstName: "Olga", lastName: "Owner" });
  clubId = await newClub(owner, "Home Golf Club");
  otherClubId = await newClub(owner, "Other Club");
  // Live, so that its daily jobs run for it (decision 061).
  await goLive(owner, clubId);
  await t.database.db.update(clubs).set({ timezone: TZ }).where(eq(clubs.id, clubId));
  today = todayIn(TZ, t.clock.now());
  await setType("annual", { priceMinor: 120_000 });
  [ada, bob] = (await fastMembers(t, clubId, 2, "homer", {
    membershipType: "annual",
    membershipStatus: "active",
    membershipStartDate: addDays(today, -355),
    membershipEndDate: addDays(today, 10),
  })) as [FastMember, FastMember];
  await setMember(ada, { firstName: "Ada", lastName: "Home" });
  await setMember(bob, { firstName: "Bob", lastName: "Other" });
  const row = { ...GOLF_SETTINGS_DEFAULTS, memberGreenFeeMinor: 0, guestGreenFeeMinor: 0 };
  await t.database.db.insert(golfSettings).values({ clubId, ...row });
  const [course] = await t.database.db
    .insert(golfCourses)
    .values({
      clubId,
      name: "Old Course",
      holes: 18,
      active: true,
      position: 0,
      days: weekdays.map((weekday) => ({
        weekday,
        open: true,
        firstTee: "07:00",
        lastTee: "17:00",
        intervalMinutes: 10,
        playersPerTime: 4,
        roundMinutes: 270,
        release: "first_come" as const,
        ballotCloseDaysBefore: 2,
        ballotCloseTime: "18:00",
      })),
    })
    .returning({ id: golfCourses.id });
  courseId = course?.id as string;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("the member's home", () => {
  it("shows the member's own membership, bookings, open invoices and messages, and no one else's", async () => {
    const empty = await homeOf(ada);
    expect(empty.membership).toMatchObject({
      memberId: ada.memberId,
      displayName: "Ada Home",
      membershipType: "annual",
      membershipTypeName: "Annual",
      membershipStatus: "active",
      membershipEndDate: addDays(today, 10),
    });
    expect(empty.bookings).toEqual([]);
    expect(empty.invoices).toEqual([]);
    expect(empty.messages).toEqual([]);

    // A booking of Ada's two days ahead, and one of Bob's alone.
    const date = addDays(today, 2);
    const booking = async (person: FastMember, time: string) =>
      json<{ id: string }>(
        await as(person, `/api/clubs/${clubId}/golf/bookings`, "POST", {
          courseId,
          date,
          time,
          players: [{ memberId: person.memberId }],
        }),
        201,
      );
    const adas = await booking(ada, "10:00");
    await booking(bob, "11:00");

    // An open invoice of each (the renewal run's, as the club's daily job issues them).
    await t.database.db.execute(
      sql`update clubs set financial_settings = financial_settings || '{"autoBillingEnabled": true}'::jsonb where id = ${clubId}`,
    );
    // Late in the club's day, when the renewal run (01:00 there) is due whatever the hour of the test: at
    // 05:44 UTC, 00:44 in New York, the run was not due yet and no invoice was issued.
    await t.runDaily("billing.renewals", clubInstant(today, "23:00", TZ));
    while ((await t.jobs.runDue("billing.renewal-batch")).length > 0) {}
    const [adaInvoice] = await invoicesOf(ada.memberId);
    const [bobInvoice] = await invoicesOf(bob.memberId);
    expect(adaInvoice?.status).toBe("open");
    expect(bobInvoice?.status).toBe("open");

    // A message to everyone, and one to Bob only.
    const toAll = await sendMessage(
      "News for {{first_name}}",
      "<p>Dear {{first_name}}, the course opens at 7.</p><script>alert(1)</script>",
      { kind: "all", values: [] },
    );
    const toBob = await sendMessage("Just for Bob", "<p>Private to Bob.</p>", {
      kind: "members",
      values: [bob.memberId],
    });

    const mine = await homeOf(ada);
    expect(mine.bookings.map((b) => b.id)).toEqual([adas.id]);
    expect(mine.bookings[0]).toMatchObject({ courseName: "Old Course", date, time: "10:00" });
    expect(mine.invoices.map((i) => i.id)).toEqual([adaInvoice?.id]);
    expect(mine.invoices[0]).toMatchObject({ balanceMinor: 120_000, status: "open", purpose: "renewal" });
    expect(mine.openCount).toBe(1);
    expect(mine.balances).toEqual([{ currency: "USD", balanceMinor: 120_000 }]);
    expect(mine.messages).toEqual([
      {
        id: toAll,
        subject: "News for Ada",
        sentAt: expect.any(String),
        excerpt: "Dear Ada, the course opens at 7.",
      },
    ]);
    // The renewal run's invoice is the one "Renew" pays.
    expect(mine.membership?.renewal).toMatchObject({
      state: "pay",
      invoiceId: adaInvoice?.id,
      amountMinor: 120_000,
    });

    // The whole message, sanitized, with Ada's own name; Bob's message is not hers to read.
    const whole = await json<HomeMessageDetail>(await as(ada, `${home()}/messages/${toAll}`), 200);
    expect(whole.html).toBe("<p>Dear Ada, the course opens at 7.</p>");
    const refused = await json<ApiErrorBody>(await as(ada, `${home()}/messages/${toBob}`), 404);
    expect(refused.title).toBe("Message not found");
    await json<ApiErrorBody>(await as(ada, `${home()}/messages/not-an-id`), 404);
    const bobs = await json<HomeMessageDetail>(await as(bob, `${home()}/messages/${toBob}`), 200);
    expect(bobs.subject).toBe("Just for Bob");

    // Bob's home has his own, and both messages.
    const his = await homeOf(bob);
    expect(his.invoices.map((i) => i.id)).toEqual([bobInvoice?.id]);
    expect(his.messages.map((m) => m.id)).toEqual([toBob, toAll]);

    // Another club of which Ada is not a member: 404, nothing of hers.
    await json<ApiErrorBody>(await as(ada, home(otherClubId)), 404);
    // That club's owner (a member of it too): their own home, none of this club's messages or invoices.
    const ownerHome = await json<MemberHome>(await owner.request(home(otherClubId)), 200);
    expect(ownerHome.messages).toEqual([]);
    expect(ownerHome.invoices).toEqual([]);
  });
});

describe("renewing from the home", () => {
  it("issues one renewal invoice however often Renew is pressed, and paying it renews the membership", async () => {
    const [carol] = await fastMembers(t, clubId, 1, "carol", {
      firstName: "Carol",
      lastName: "Renew",
      membershipType: "annual",
      membershipStatus: "active",
      membershipStartDate: addDays(today, -360),
      membershipEndDate: addDays(today, 5),
    });
    const c = carol as FastMember;
    const before = await homeOf(c);
    expect(before.membership?.renewal).toEqual({
      state: "renew",
      invoiceId: null,
      periodStart: addDays(today, 6),
      periodEnd: expect.any(String),
      amountMinor: 120_000,
      currency: "USD",
    });
    const renew = () => as(c, `${home()}/renewal`, "POST");
    // Pressed twice at once, then again: one invoice.
    const [a, b] = await Promise.all([renew(), renew()]);
    const first = await json<RenewalResult>(a, 200);
    const second = await json<RenewalResult>(b, 200);
    const third = await json<RenewalResult>(await renew(), 200);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(second.invoiceId).toBe(first.invoiceId);
    expect(third).toEqual({ invoiceId: first.invoiceId, number: first.number, created: false });
    const issued = await invoicesOf(c.memberId);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      status: "open",
      purpose: "renewal",
      membershipType: "annual",
      periodStart: addDays(today, 6),
      totalMinor: 120_000,
      issueDate: today,
    });
    expect(issued[0]?.number).toMatch(/^INV-\d{4}-\d{5}$/);
    // Audited, as the member.
    const audit = await auditRows(t.database.db, { tableName: "invoices", recordId: first.invoiceId });
    expect(audit[0]).toMatchObject({ action: "INSERT", changedBy: c.userId });

    const pending = await homeOf(c);
    expect(pending.membership?.renewal).toMatchObject({ state: "pay", invoiceId: first.invoiceId });
    expect(pending.invoices.map((i) => i.id)).toEqual([first.invoiceId]);

    // Paid (by bank transfer, recorded by the club): the membership runs to the end of the period billed.
    await json(
      await owner.request(`/api/clubs/${clubId}/billing/invoices/${first.invoiceId}/payments`, {
        method: "POST",
        json: { method: "bank_transfer", amountMinor: 120_000 },
      }),
      201,
    );
    const [renewed] = await t.database.db.select().from(members).where(eq(members.id, c.memberId));
    expect(renewed).toMatchObject({
      membershipStatus: "active",
      membershipStartDate: addDays(today, 6),
      membershipEndDate: issued[0]?.periodEnd,
    });
    const events = await t.database.db
      .select()
      .from(membershipEvents)
      .where(and(eq(membershipEvents.memberId, c.memberId), eq(membershipEvents.action, "renewed")));
    expect(events).toHaveLength(1);
    const after = await homeOf(c);
    expect(after.membership?.renewal.state).toBe("notDue");
    expect(after.membership?.membershipEndDate).toBe(issued[0]?.periodEnd);
    expect(after.invoices).toEqual([]);
    // Not due any more: refused, and nothing issued.
    const refused = await json<ApiErrorBody>(await renew(), 409);
    expect(refused.title).toBe("Your membership is not due for renewal yet.");
    expect(await invoicesOf(c.memberId)).toHaveLength(1);
  });

  it("renews an expired membership from today, and leaves a free type to the club", async () => {
    const [dan, eve] = (await fastMembers(t, clubId, 2, "lapsed", {
      membershipType: "annual",
      membershipStatus: "expired",
      membershipStartDate: addDays(today, -500),
      membershipEndDate: addDays(today, -135),
    })) as [FastMember, FastMember];
    const result = await json<RenewalResult>(await as(dan, `${home()}/renewal`, "POST"), 200);
    const [invoice] = await invoicesOf(dan.memberId);
    expect(invoice).toMatchObject({ id: result.invoiceId, periodStart: today, purpose: "renewal" });

    await setMember(eve, { membershipType: "monthly" });
    await setType("monthly", { priceMinor: 0 });
    const offer = await homeOf(eve);
    expect(offer.membership?.renewal.state).toBe("askClub");
    const refused = await json<ApiErrorBody>(await as(eve, `${home()}/renewal`, "POST"), 409);
    expect(refused.title).toBe("This membership is not renewed online. Please ask the club to renew it.");
    expect(await invoicesOf(eve.memberId)).toEqual([]);
  });

  it("does not tell a member who joined today to renew, though their monthly period ends within the notice", async () => {
    // Issue 34: a new member (monthly, joined today, decision 012) was offered "Renew" on their first day.
    await setType("monthly", { priceMinor: 5_000 });
    const [fay, gus] = (await fastMembers(t, clubId, 2, "newcomer", {
      membershipType: "monthly",
      membershipStatus: "active",
      membershipStartDate: today,
      membershipEndDate: addDays(today, 30),
    })) as [FastMember, FastMember];
    expect((await homeOf(fay)).membership?.renewal).toMatchObject({ state: "notDue", invoiceId: null });
    const refused = await json<ApiErrorBody>(await as(fay, `${home()}/renewal`, "POST"), 409);
    expect(refused.title).toMatch(/not due/i);
    expect(await invoicesOf(fay.memberId)).toEqual([]);
    // Past the first half of the period, within the notice: offered.
    await setMember(gus, { membershipStartDate: addDays(today, -20), membershipEndDate: addDays(today, 10) });
    expect((await homeOf(gus)).membership?.renewal).toMatchObject({
      state: "renew",
      periodStart: addDays(today, 11),
    });
  });
});

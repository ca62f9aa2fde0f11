import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLines, invoices } from "../../src/server/db/schema/billing.ts";
import { golfBookingPlayers, golfCourses, golfSettings } from "../../src/server/db/schema/golf.ts";
import { golfVisitorBookings } from "../../src/server/db/schema/visitors.ts";
import { GOLF_JOB } from "../../src/server/modules/golf/golf.job.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays } from "../../src/shared/dates.ts";
import { type CourseDay, GOLF_SETTINGS_DEFAULTS } from "../../src/shared/golf.ts";
import type { PriceClassInput } from "../../src/shared/golf-prices.ts";
import type {
  VisitorBooking,
  VisitorBookingRequest,
  VisitorCheckout,
  VisitorPage,
  VisitorSettings,
  VisitorSettingsView,
  VisitorTeeTimes,
} from "../../src/shared/visitors.ts";
import { weekdays } from "../../src/shared/weekdays.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { newClub } from "../helpers/billing.ts";
import {
  checkoutEvent,
  postWebhook,
  type StripeServer,
  signature,
  startStripeServer,
} from "../helpers/stripe-server.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Visitors who book and pay online (issue 36 item 4, decision 084), on both databases: the public page opens
// when the club turns it on with Stripe and a visitor's price class; the times a visitor's class opens are
// listed with their places and prices; a booking holds its places while the visitor pays on Stripe Checkout;
// Stripe's webhook confirms it once, with a paid receipt; the visitor cancels by their link under the club's
// refund policy and the refund reaches Stripe; an unpaid hold lets its places go; bad input is refused clearly.

const SECRET = "sk_test_51VisitorsClub";
const WEBHOOK_SECRET = "whsec_visitors";
const TZ = "Europe/Berlin";
const TODAY = "2030-06-03"; // a Monday
const PLAY = addDays(TODAY, 4); // a Friday
const english = { "accept-language": "en" };

let t: TestApp;
let stripe: StripeServer;
let owner: Client;
let clubId = "";
let otherClubId = "";
let course = "";
let foreignCourse = "";
let ipCounter = 0;

/** A visitor: no account, an address of their own. */
function visitor(): Client {
  ipCounter += 1;
  return new Client(t, `198.51.100.${ipCounter}`);
}

function openDays(): CourseDay[] {
  return weekdays.map((weekday) => ({
    weekday,
    open: true,
    firstTee: "08:00",
    lastTee: "18:00",
    intervalMinutes: 10,
    playersPerTime: 4,
    roundMinutes: 270,
    release: "first_come",
    ballotCloseDaysBefore: 2,
    ballotCloseTime: "18:00",
  }));
}

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

const priceClass = (over: Partial<PriceClassInput>): PriceClassInput => ({
  name: "Visitor",
  kind: "visitor",
  courseId: null,
  weekdays: [...weekdays],
  fromTime: "09:00",
  untilTime: null,
  priceMinor: 8_000,
  active: true,
  ...over,
});

const settings: VisitorSettings = {
  enabled: true,
  windowDays: 14,
  maxPlayers: 3,
  handicapRequired: true,
  maxHandicap: 36,
  refundHours: 48,
  policy: "Please arrive 30 minutes before your tee time.",
};

function request(over: Partial<VisitorBookingRequest> = {}): VisitorBookingRequest {
  return {
    courseId: course,
    date: PLAY,
    time: "10:00",
    players: [
      { name: "Greta Visitor", handicap: 18.4, junior: false },
      { name: "Tom Visitor", handicap: 30, junior: true },
    ],
    name: "Greta Visitor",
    email: "greta.visitor@example.com",
    phone: "+49 170 1234567",
    acceptPolicy: true,
    ...over,
  };
}

const page = (club = clubId) => `/api/public/clubs/${club}/visitors`;
const teeTimes = (date = PLAY, courseId = course) => `${page()}/tee-times?courseId=${courseId}&date=${date}`;

async function book(client: Client, over: Partial<VisitorBookingRequest> = {}) {
  return client.request(`${page()}/bookings`, { method: "POST", json: request(over), headers: english });
}

/** Pays the visitor's Stripe page and delivers Stripe's webhook `times` times. */
async function pay(checkout: VisitorCheckout, times = 1) {
  const session = [...stripe.sessions.values()].find((s) => s.url === checkout.url);
  expect(session).toBeDefined();
  const paid = stripe.pay(session?.id as string);
  const payload = checkoutEvent(paid);
  for (let i = 0; i < times; i += 1) {
    expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
  }
  return paid;
}

async function freeAt(time: string, date = PLAY): Promise<number> {
  const list = await json<VisitorTeeTimes>(await visitor().request(teeTimes(date)), 200);
  return list.times.find((x) => x.time === time)?.free ?? 0;
}

beforeAll(async () => {
  stripe = await startStripeServer([SECRET]);
  t = await createTestApp({ env: { STRIPE_API_URL: stripe.url, TRUST_PROXY: "true" } });
  owner = await signedInClient(t, "visitors.owner@example.com");
  clubId = await newClub(owner, "Lakeside Golf Club");
  otherClubId = await newClub(owner, "Hillside Golf Club");
  await t.database.db.insert(golfSettings).values({ clubId, ...GOLF_SETTINGS_DEFAULTS });
  for (const [club, name] of [
    [clubId, "Lake Course"],
    [otherClubId, "Hill Course"],
  ] as const) {
    const [row] = await t.database.db
      .insert(golfCourses)
      .values({ clubId: club, name, holes: 18, active: true, position: 0, days: openDays() })
      .returning({ id: golfCourses.id });
    if (club === clubId) course = row?.id as string;
    else foreignCourse = row?.id as string;
  }
  const stored = await owner.request(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    method: "PUT",
    json: {
      credentials: { publishableKey: "pk_test_51Vis", secretKey: SECRET, webhookSecret: WEBHOOK_SECRET },
    },
  });
  expect(stored.status, await stored.clone().text()).toBe(200);
  t.clock.setOffset(clubInstant(TODAY, "12:00", TZ).getTime() - Date.now());
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("the club's rules and its public page", () => {
  it("answers 404 until the club turns visitors on and a visitor's price class opens times", async () => {
    expect((await visitor().request(page())).status).toBe(404);
    const saved = await json<VisitorSettingsView>(
      await owner.request(`/api/clubs/${clubId}/golf/visitor-settings`, { method: "PUT", json: settings }),
      200,
    );
    expect(saved).toMatchObject({ ...settings, payOnline: true, priced: false });
    expect((await visitor().request(page())).status).toBe(404);
    for (const c of [
      priceClass({}),
      priceClass({ name: "Twilight", kind: "twilight", fromTime: "16:00", priceMinor: 5_000 }),
      priceClass({ name: "Junior", kind: "junior", fromTime: null, priceMinor: 3_000 }),
    ]) {
      await json(
        await owner.request(`/api/clubs/${clubId}/golf/price-classes`, { method: "POST", json: c }),
        201,
      );
    }
    const view = await json<VisitorSettingsView>(
      await owner.request(`/api/clubs/${clubId}/golf/visitor-settings`),
      200,
    );
    expect(view.priced).toBe(true);
    const shown = await json<VisitorPage>(await visitor().request(page()), 200);
    expect(shown).toMatchObject({
      clubName: "Lakeside Golf Club",
      today: TODAY,
      lastDate: addDays(TODAY, 14),
      courses: [{ id: course, name: "Lake Course", holes: 18 }],
      maxPlayers: 3,
      handicapRequired: true,
      maxHandicap: 36,
      refundHours: 48,
      policy: settings.policy,
      juniorRates: true,
      holdMinutes: 35,
    });
    // The change is in the audit trail, as the owner made it.
    const rows = await auditRows(t.database.db, { tableName: "golf_settings", clubId });
    expect(
      rows.some((r) => (r.newData as Record<string, unknown> | null)?.visitor_booking_enabled === true),
    ).toBe(true);
  });

  it("refuses bad rules with the field's message, and a member's role", async () => {
    const res = await owner.request(`/api/clubs/${clubId}/golf/visitor-settings`, {
      method: "PUT",
      json: { ...settings, maxPlayers: 5, maxHandicap: 18.45 },
      headers: english,
    });
    const body = await json<{ fields: { path: string; message: string }[] }>(res, 422);
    expect(body.fields).toEqual(
      expect.arrayContaining([
        {
          path: "maxPlayers",
          message: "The players per visitor's booking must be a whole number from 1 to 4.",
        },
        {
          path: "maxHandicap",
          message: "A Handicap Index is a number with one decimal up to 54 (for example 18.4).",
        },
      ]),
    );
  });

  it("lists the times a visitor's class opens, with places and prices, and none outside the window", async () => {
    const list = await json<VisitorTeeTimes>(await visitor().request(teeTimes()), 200);
    const times = list.times.map((x) => x.time);
    expect(times[0]).toBe("09:00");
    expect(times).not.toContain("08:50");
    expect(list.times.find((x) => x.time === "10:00")).toEqual({
      time: "10:00",
      free: 3,
      priceMinor: 8_000,
      priceClass: "Visitor",
      juniorPriceMinor: 3_000,
    });
    expect(list.times.find((x) => x.time === "16:00")).toMatchObject({
      priceMinor: 5_000,
      priceClass: "Twilight",
    });
    expect(
      (await json<VisitorTeeTimes>(await visitor().request(teeTimes(addDays(TODAY, 15))), 200)).times,
    ).toEqual([]);
    // Another club's course is no course of this club.
    expect((await visitor().request(teeTimes(PLAY, foreignCourse))).status).toBe(404);
  });
});

describe("a visitor's booking", () => {
  let checkout: VisitorCheckout;

  it("holds the places and opens Stripe's page for the players' prices", async () => {
    checkout = await json<VisitorCheckout>(await book(visitor()), 200);
    const session = [...stripe.sessions.values()].find((s) => s.url === checkout.url);
    expect(session).toMatchObject({
      amount_total: 11_000,
      currency: "usd",
      customer_email: "greta.visitor@example.com",
      metadata: { purpose: "visitor_booking", clubId },
    });
    const form = stripe.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.form["metadata[purpose]"] === "visitor_booking",
    )?.form;
    // Stripe's page closes before the hold does: 30 minutes and a little after it opens.
    expect(Number(form?.expires_at) - Math.floor(t.clock.now().getTime() / 1000)).toBeGreaterThanOrEqual(
      30 * 60,
    );
    expect(await freeAt("10:00")).toBe(2);
    const shown = await json<VisitorBooking>(
      await visitor().request(`/api/public/visitor-bookings/${checkout.token}`),
      200,
    );
    expect(shown).toMatchObject({
      status: "awaiting_payment",
      courseName: "Lake Course",
      date: PLAY,
      time: "10:00",
      totalMinor: 11_000,
      players: [
        { name: "Greta Visitor", handicap: 18.4, junior: false, priceMinor: 8_000, priceClass: "Visitor" },
        { name: "Tom Visitor", handicap: 30, junior: true, priceMinor: 3_000, priceClass: "Junior" },
      ],
      refundNowMinor: 0,
      cancellable: true,
    });
  });

  it("is confirmed once by Stripe's webhook, with a paid receipt and the visitor's e-mail", async () => {
    await pay(checkout, 3);
    const shown = await json<VisitorBooking>(
      await visitor().request(`/api/public/visitor-bookings/${checkout.token}`),
      200,
    );
    expect(shown.status).toBe("confirmed");
    expect(shown.invoiceNumber).toMatch(/^INV-/);
    expect(shown.refundNowMinor).toBe(11_000);
    const receipts = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.number, shown.invoiceNumber ?? ""));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      status: "paid",
      memberId: null,
      totalMinor: 11_000,
      currency: "USD",
    });
    expect(receipts[0]?.billTo).toMatchObject({ name: "Greta Visitor", email: "greta.visitor@example.com" });
    const lines = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, receipts[0]?.id as string));
    expect(lines.map((l) => [l.kind, l.unitMinor])).toEqual([
      ["green_fee", 8_000],
      ["green_fee", 3_000],
    ]);
    const mail = await t.lastMailTo(
      "greta.visitor@example.com",
      "Your tee time at Lakeside Golf Club is booked",
    );
    expect(mail?.text).toContain(`/visitor-booking/${checkout.token}`);
    expect(mail?.text).toContain("Players: Greta Visitor, Tom Visitor.");
  });

  it("cancelled by the visitor before the refund's end, is refunded in full at Stripe and frees its places", async () => {
    const cancelled = await json<VisitorBooking>(
      await visitor().request(`/api/public/visitor-bookings/${checkout.token}/cancel`, {
        method: "POST",
        headers: english,
      }),
      200,
    );
    expect(cancelled).toMatchObject({ status: "cancelled", refundedMinor: 11_000, cancellable: false });
    expect([...stripe.refunds.values()].map((r) => r.amount)).toEqual([11_000]);
    expect(await freeAt("10:00")).toBe(3);
    const again = await visitor().request(`/api/public/visitor-bookings/${checkout.token}/cancel`, {
      method: "POST",
      headers: english,
    });
    expect((await json<{ title: string }>(again, 409)).title).toBe("This booking is cancelled already.");
    const mail = await t.lastMailTo(
      "greta.visitor@example.com",
      "Your tee time at Lakeside Golf Club is cancelled",
    );
    expect(mail?.text).toContain("is refunded to your card");
  });

  it("cancelled before it is paid, frees its places and closes Stripe's page", async () => {
    const unpaid = await json<VisitorCheckout>(await book(visitor(), { time: "12:40" }), 200);
    expect(await freeAt("12:40")).toBe(2);
    const cancelled = await json<VisitorBooking>(
      await visitor().request(`/api/public/visitor-bookings/${unpaid.token}/cancel`, { method: "POST" }),
      200,
    );
    expect(cancelled).toMatchObject({ status: "cancelled", refundedMinor: 0 });
    expect(await freeAt("12:40")).toBe(3);
    const session = [...stripe.sessions.values()].find((s) => s.url === unpaid.url);
    expect(session?.status).toBe("expired");
  });

  it("lets an unpaid hold's places go after 35 minutes, and keeps a late payment for staff", async () => {
    const late = await json<VisitorCheckout>(await book(visitor(), { time: "11:00" }), 200);
    expect(await freeAt("11:00")).toBe(2);
    t.clock.setOffset(t.clock.now().getTime() - Date.now() + 36 * 60_000);
    await t.jobs.send(GOLF_JOB, {});
    expect(await t.jobs.runDue(GOLF_JOB)).toEqual([{ drawn: 0, expired: 0, visitorHolds: 1 }]);
    expect(await freeAt("11:00")).toBe(3);
    const shown = await json<VisitorBooking>(
      await visitor().request(`/api/public/visitor-bookings/${late.token}`),
      200,
    );
    expect(shown).toMatchObject({ status: "expired", cancellable: false });
    await pay(late);
    const unmatched = await json<{ payments: { amountMinor: number; currency: string }[] }>(
      await owner.request(`/api/clubs/${clubId}/billing/unmatched-payments`),
      200,
    );
    expect(unmatched.payments).toEqual([expect.objectContaining({ amountMinor: 11_000, currency: "USD" })]);
  });
});

describe("a paid booking the club cancels", () => {
  it("tells the visitor, and the golf job refunds the whole amount at Stripe", async () => {
    const checkout = await json<VisitorCheckout>(
      await book(visitor(), { time: "14:00", players: [request().players[0] as never] }),
      200,
    );
    await pay(checkout);
    const [row] = await t.database.db
      .select()
      .from(golfVisitorBookings)
      .where(eq(golfVisitorBookings.status, "confirmed"));
    expect(row).toBeDefined();
    const cancelled = await owner.request(`/api/clubs/${clubId}/golf/bookings/${row?.bookingId}/cancel`, {
      method: "POST",
      json: { reason: "Greens are being hollow-tined", override: true },
      headers: english,
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const mail = await t.lastMailTo(
      "greta.visitor@example.com",
      "Your tee time at Lakeside Golf Club is cancelled",
    );
    expect(mail?.text).toContain("Lakeside Golf Club has cancelled your tee time");
    expect(mail?.text).toContain("The club's reason: Greens are being hollow-tined");
    expect(mail?.text).toContain(`/visitor-booking/${checkout.token}`);
    const before = stripe.refunds.size;
    await t.jobs.send(GOLF_JOB, {});
    expect(await t.jobs.runDue(GOLF_JOB)).toEqual([{ drawn: 0, expired: 0, visitorRefunds: 1 }]);
    expect([...stripe.refunds.values()].slice(before).map((r) => r.amount)).toEqual([8_000]);
    const shown = await json<VisitorBooking>(
      await visitor().request(`/api/public/visitor-bookings/${checkout.token}`),
      200,
    );
    expect(shown).toMatchObject({ status: "cancelled", refundedMinor: 8_000, cancellable: false });
    // Owed once: the next run refunds nothing more.
    await t.jobs.send(GOLF_JOB, {});
    expect(await t.jobs.runDue(GOLF_JOB)).toEqual([{ drawn: 0, expired: 0 }]);
  });
});

describe("refusals", () => {
  async function fields(res: Response) {
    return (await json<{ fields: { path: string; message: string }[] }>(res, 422)).fields;
  }

  it("names the field: a missing or too high handicap, too many players, the policy not accepted", async () => {
    expect(
      await fields(
        await book(visitor(), { players: [{ name: "No Handicap", handicap: null, junior: false }] }),
      ),
    ).toEqual([
      { path: "players.0.handicap", message: "Give each player's Handicap Index: the club requires it." },
    ]);
    expect(
      await fields(await book(visitor(), { players: [{ name: "High", handicap: 40, junior: false }] })),
    ).toEqual([
      { path: "players.0.handicap", message: "The club takes visitors with a Handicap Index of at most 36." },
    ]);
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `Player ${i}`, handicap: 10, junior: false }));
    expect(await fields(await book(visitor(), { players: four }))).toEqual([
      { path: "players", message: "A visitor's booking takes at most 3 players." },
    ]);
    expect(
      await fields(
        await book(visitor(), { acceptPolicy: false as unknown as true, phone: "", email: "nope" }),
      ),
    ).toEqual(
      expect.arrayContaining([
        { path: "acceptPolicy", message: "Accept the cancellation and refund policy to book." },
        { path: "phone", message: "Give a phone number the club can reach you on." },
      ]),
    );
  });

  it("refuses a date outside the window, and a time no visitor's class opens (409)", async () => {
    expect(await fields(await book(visitor(), { date: addDays(TODAY, 20) }))).toEqual([
      { path: "date", message: expect.stringMatching(/^Visitors can book from /) },
    ]);
    const early = await book(visitor(), { time: "08:30" });
    expect((await json<{ title: string }>(early, 409)).title).toBe(
      "This tee time is not open to visitors. Choose another time.",
    );
    expect((await book(visitor(), { courseId: foreignCourse })).status).toBe(404);
    expect((await visitor().request(page(otherClubId))).status).toBe(404);
    expect((await visitor().request("/api/public/visitor-bookings/not-a-real-token-at-all-xyz")).status).toBe(
      404,
    );
  });

  it("holds at most ten bookings an hour from one address", async () => {
    const same = visitor();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        (
          await book(same, {
            time: `1${(i % 5) + 3}:${i < 5 ? "00" : i < 10 ? "10" : "20"}`,
            players: [request().players[0] as never],
          })
        ).status,
      );
    }
    // The first ten hold a place each (those before are other addresses'); the eleventh waits.
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);
    const rows = await t.database.db
      .select()
      .from(golfVisitorBookings)
      .where(eq(golfVisitorBookings.clubId, clubId));
    const players = await t.database.db
      .select()
      .from(golfBookingPlayers)
      .where(eq(golfBookingPlayers.clubId, clubId));
    expect(players.filter((p) => p.guestName && p.hostMemberId === null).length).toBeGreaterThanOrEqual(
      rows.length,
    );
  });
});

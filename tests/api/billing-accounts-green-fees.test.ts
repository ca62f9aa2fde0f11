import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs } from "../../src/server/db/schema/clubs.ts";
import {
  golfBookingPlayers,
  golfBookings,
  golfCourses,
  golfSettings,
} from "../../src/server/db/schema/golf.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays } from "../../src/shared/dates.ts";
import { type Booking, type BookingInput, GOLF_SETTINGS_DEFAULTS } from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Green fees from the member's account (issue 36 §3, decision 086), on PGlite and (with TEST_DATABASE_URL)
// PostgreSQL: with the club's "Green fees from the account" on, a member's green fee and their guests' fees are
// taken from the member's account when the round is booked (a booking the account does not cover is refused and
// not made), marked billed so no invoice bills them again, and given back when the booking is cancelled. However
// many bookings arrive at once, the balance never goes below the member's limit.

let t: TestApp;
let owner: Client;
let clubId = "";
let courseId = "";
const TZ = "UTC";
const TODAY = "2031-06-02";
const day = (n: number) => addDays(TODAY, n);

const golf = (rest: string) => `/api/clubs/${clubId}/golf${rest}`;
const account = (memberId: string, rest = "") => `/api/clubs/${clubId}/billing/accounts/${memberId}${rest}`;
const english = { "accept-language": "en" };

interface Account {
  balanceMinor: number;
  movements: { kind: string; amountMinor: number; description: string; refundableMinor: number }[];
}

async function accountOf(memberId: string): Promise<Account> {
  const res = await owner.request(account(memberId));
  expect(res.status).toBe(200);
  return (await res.json()) as Account;
}

async function topUp(memberId: string, amountMinor: number) {
  const res = await owner.request(account(memberId, "/top-ups"), {
    method: "POST",
    json: { method: "cash", amountMinor },
  });
  expect(res.status).toBe(201);
}

function book(person: FastMember, input: BookingInput) {
  return asPerson(t, person.cookie, golf("/bookings"), { method: "POST", json: input, headers: english });
}

async function setAccountGreenFees(on: boolean) {
  const settings = (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const saved = await owner.request(`/api/clubs/${clubId}/settings/financial`, {
    method: "PUT",
    json: { ...settings.financial, accountGreenFees: on },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

async function playerRows(bookingId: string) {
  return t.database.db
    .select()
    .from(golfBookingPlayers)
    .where(eq(golfBookingPlayers.bookingId, bookingId))
    .orderBy(golfBookingPlayers.createdAt);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "fees-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  const res = await owner.post("/api/clubs", { name: "Fees Golf Club", email: "office@fees.example" });
  clubId = ((await res.json()) as { id: string }).id;
  await t.database.db.update(clubs).set({ timezone: TZ }).where(eq(clubs.id, clubId));
  const [course] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name: "Old Course", holes: 18, active: true, position: 0, days: openEveryDay() })
    .returning({ id: golfCourses.id });
  courseId = course?.id as string;
  const rules = { ...GOLF_SETTINGS_DEFAULTS, memberGreenFeeMinor: 5_000, guestGreenFeeMinor: 8_000 };
  await t.database.db.insert(golfSettings).values({ clubId, ...rules });
  await setAccountGreenFees(true);
  t.clock.setOffset(clubInstant(TODAY, "10:00", TZ).getTime() - Date.now());
});

afterAll(async () => {
  await t?.close();
});

describe("green fees from the account", () => {
  it("takes a member's and their guest's fees at booking, marks them billed, refuses a booking the account does not cover, and gives them back on cancellation", async () => {
    const [ann, bob] = (await fastMembers(t, clubId, 2, "fees")) as [FastMember, FastMember];
    await topUp(ann.memberId, 20_000);

    const res = await book(ann, {
      courseId,
      date: day(2),
      time: "08:10",
      players: [{ memberId: ann.memberId }, { guestName: "Gus Guest" }],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const booking = (await res.json()) as Booking;
    const after = await accountOf(ann.memberId);
    expect(after.balanceMinor).toBe(7_000);
    const charges = after.movements.filter((m) => m.kind === "charge");
    expect(charges.map((m) => [m.amountMinor, m.description]).sort()).toEqual(
      [
        [-5_000, "Green fee, Old Course, 06/04/2031 8:10 AM: Fees Player 1"],
        [-8_000, "Green fee, Old Course, 06/04/2031 8:10 AM: Gus Guest (guest)"],
      ].sort(),
    );
    // Billed once: the player rows are marked, so no invoice offers them again.
    expect((await playerRows(booking.id)).every((r) => r.invoicedAt !== null)).toBe(true);

    // Bob has nothing on his account and no limit: his booking is refused, and not made.
    const refused = await book(bob, {
      courseId,
      date: day(2),
      time: "09:00",
      players: [{ memberId: bob.memberId }],
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { title: string }).title).toBe(
      "Not enough on the account: $0.00 can be charged now.",
    );
    const bobs = await t.database.db
      .select()
      .from(golfBookings)
      .where(eq(golfBookings.bookerMemberId, bob.memberId));
    expect(bobs).toEqual([]);
    expect((await accountOf(bob.memberId)).movements).toEqual([]);

    // Ann adds a guest: the account (7,000) does not cover the guest's 8,000, so the guest is not added.
    const addGuest = () =>
      asPerson(t, ann.cookie, golf(`/bookings/${booking.id}/players`), {
        method: "POST",
        json: { players: [{ guestName: "Gwen Guest" }] },
        headers: english,
      });
    const short = await addGuest();
    expect(short.status).toBe(409);
    expect(((await short.json()) as { title: string }).title).toBe(
      "Not enough on the account: $70.00 can be charged now.",
    );
    expect(await playerRows(booking.id)).toHaveLength(2);
    await topUp(ann.memberId, 1_000);
    const added = await addGuest();
    expect(added.status, await added.clone().text()).toBe(200);
    expect((await accountOf(ann.memberId)).balanceMinor).toBe(0);
    expect(await playerRows(booking.id)).toHaveLength(3);

    // Cancelled: each fee goes back to the account, and no charge is left to give back.
    const cancelled = await asPerson(t, ann.cookie, golf(`/bookings/${booking.id}/cancel`), {
      method: "POST",
      json: {},
      headers: english,
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const back = await accountOf(ann.memberId);
    expect(back.balanceMinor).toBe(21_000);
    expect(
      back.movements
        .filter((m) => m.kind === "refund")
        .map((m) => m.amountMinor)
        .sort(),
    ).toEqual([5_000, 8_000, 8_000]);
    expect(back.movements.filter((m) => m.kind === "charge").map((m) => m.refundableMinor)).toEqual([
      0, 0, 0,
    ]);
  });

  it("never takes an account below its limit however many bookings arrive at once", async () => {
    const [cat] = (await fastMembers(t, clubId, 1, "rush")) as [FastMember];
    await topUp(cat.memberId, 10_000);
    // Five rounds on five days at once: the account covers two of them.
    const answers = await Promise.all(
      [3, 4, 5, 6, 7].map((n) =>
        book(cat, { courseId, date: day(n), time: "10:00", players: [{ memberId: cat.memberId }] }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    const after = await accountOf(cat.memberId);
    expect(after.balanceMinor).toBe(0);
    expect(after.movements.filter((m) => m.kind === "charge")).toHaveLength(2);
    const made = await t.database.db
      .select()
      .from(golfBookings)
      .where(eq(golfBookings.bookerMemberId, cat.memberId));
    expect(made).toHaveLength(2);
  });

  it("leaves the fees to the invoice when the club does not take them from accounts", async () => {
    await setAccountGreenFees(false);
    try {
      const [dan] = (await fastMembers(t, clubId, 1, "plain")) as [FastMember];
      const res = await book(dan, {
        courseId,
        date: day(2),
        time: "11:00",
        players: [{ memberId: dan.memberId }],
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const booking = (await res.json()) as Booking;
      expect((await playerRows(booking.id)).map((r) => [r.greenFeeMinor, r.invoicedAt])).toEqual([
        [5_000, null],
      ]);
      expect((await accountOf(dan.memberId)).movements).toEqual([]);
      const rows = await t.database.db
        .select()
        .from(golfBookingPlayers)
        .where(inArray(golfBookingPlayers.bookingId, [booking.id]));
      expect(rows).toHaveLength(1);
    } finally {
      await setAccountGreenFees(true);
    }
  });

  it("books a waiting group when places free up, leaving to the invoice a fee its account does not cover", async () => {
    await t.database.db
      .update(golfSettings)
      .set({ waitlistMode: "book" })
      .where(eq(golfSettings.clubId, clubId));
    const date = day(6);
    // A full tee time, booked by staff while the club still invoiced green fees.
    await setAccountGreenFees(false);
    const four = await fastMembers(t, clubId, 4, "full");
    const full = await owner.post(golf("/bookings"), {
      courseId,
      date,
      time: "09:00",
      players: four.map((m) => ({ memberId: m.memberId })),
    });
    expect(full.status, await full.clone().text()).toBe(201);
    await setAccountGreenFees(true);
    const [rich, poor] = (await fastMembers(t, clubId, 2, "queue")) as [FastMember, FastMember];
    await topUp(rich.memberId, 5_000);
    for (const m of [rich, poor]) {
      const res = await asPerson(t, m.cookie, golf("/waitlist"), {
        method: "POST",
        json: { courseId, date, time: "09:00", players: [{ memberId: m.memberId }] },
        headers: english,
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }

    const { id } = (await full.json()) as Booking;
    expect((await owner.post(golf(`/bookings/${id}/cancel`), {})).status).toBe(200);
    const placed = await t.database.db
      .select({ memberId: golfBookingPlayers.memberId, invoicedAt: golfBookingPlayers.invoicedAt })
      .from(golfBookingPlayers)
      .innerJoin(golfBookings, eq(golfBookings.id, golfBookingPlayers.bookingId))
      .where(inArray(golfBookingPlayers.memberId, [rich.memberId, poor.memberId]));
    // Both are booked; Rich's fee came from his account, Poor's waits for an invoice.
    expect(placed.map((p) => [p.memberId, p.invoicedAt !== null]).sort()).toEqual(
      [
        [rich.memberId, true],
        [poor.memberId, false],
      ].sort(),
    );
    expect((await accountOf(rich.memberId)).balanceMinor).toBe(0);
    expect((await accountOf(poor.memberId)).movements).toEqual([]);
  });
});

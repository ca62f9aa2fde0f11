import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../src/server/db/schema/audit.ts";
import { clubs } from "../../src/server/db/schema/clubs.ts";
import { golfCourses, golfSettings } from "../../src/server/db/schema/golf.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { addDays } from "../../src/shared/dates.ts";
import { type Booking, GOLF_SETTINGS_DEFAULTS } from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { auditRows } from "../helpers/audit.ts";
import { newClub } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Bad input that reached the database and answered 500, or was stored wrong (issue 30, decision 039): dates
// outside the calendar or the supported range, amounts past what is kept exactly, currencies that do not exist,
// text whose invisible first character was dropped. Each answers 422 naming the field, in the reader's language.

let t: TestApp;
let owner: Client;
let clubId = "";
let course = "";
let member: FastMember;
let memberId = "";
let bookingId = "";
let invoiceId = "";
let paymentId = "";

const TZ = "America/New_York";
const TODAY = "2030-06-03";
const day = (n: number) => addDays(TODAY, n);
const club = (rest: string) => `/api/clubs/${clubId}${rest}`;

type Problem = { code: string; title: string; fields?: { path: string; message: string }[] };

function setNow(date: string, time: string) {
  t.clock.setOffset(clubInstant(date, time, TZ).getTime() - Date.now());
}

const days = () => openEveryDay();

/** A request as the owner (or as the member, with `as: "member"`), in English unless `language` says. */
async function send(
  method: string,
  path: string,
  body?: unknown,
  options: { as?: "member"; language?: string } = {},
): Promise<Response> {
  const headers = { "accept-language": options.language ?? "en" };
  const init = { method, headers, ...(body === undefined ? {} : { json: body }) };
  return options.as === "member" ? asPerson(t, member.cookie, path, init) : owner.request(path, init);
}

/** The 422 of a request, with the messages it gives `field`. */
async function refusedOn(res: Response, field: string): Promise<string[]> {
  const body = (await res.json()) as Problem;
  expect(res.status, JSON.stringify(body)).toBe(422);
  expect(body.code).toBe("VALIDATION_FAILED");
  const messages = (body.fields ?? []).filter((f) => f.path === field).map((f) => f.message);
  expect(messages, JSON.stringify(body)).not.toEqual([]);
  return messages;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "bounds-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  clubId = await newClub(owner, "Boundary Golf Club");
  [member] = (await fastMembers(t, clubId, 1, "bounded")) as [FastMember];
  memberId = member.memberId;
  await t.database.db.insert(golfSettings).values({ clubId, ...GOLF_SETTINGS_DEFAULTS });
  const [row] = await t.database.db
    .insert(golfCourses)
    .values({ clubId, name: "Old Course", holes: 18, active: true, position: 0, days: days() })
    .returning({ id: golfCourses.id });
  course = row?.id as string;
  setNow(TODAY, "10:00");
  const booked = await send(
    "POST",
    club("/golf/bookings"),
    { courseId: course, date: day(2), time: "08:00", players: [{ memberId }] },
    { as: "member" },
  );
  expect(booked.status, await booked.clone().text()).toBe(201);
  bookingId = ((await booked.json()) as Booking).id;
  const invoice = await send("POST", club("/billing/invoices"), {
    memberId,
    lines: [{ kind: "custom", description: "Locker", quantity: 1, unitMinor: 5000 }],
    issue: true,
    send: false,
  });
  expect(invoice.status, await invoice.clone().text()).toBe(201);
  invoiceId = ((await invoice.json()) as { id: string }).id;
  const paid = await send("POST", club(`/billing/invoices/${invoiceId}/payments`), {
    method: "cash",
    amountMinor: 1000,
  });
  expect(paid.status, await paid.clone().text()).toBe(201);
  paymentId = ((await paid.json()) as { invoice: { payments: { id: string }[] } }).invoice.payments[0]
    ?.id as string;
});

afterAll(async () => {
  await t?.close();
});

/** Every route that takes a calendar date, with the request that carries `date` in the field named. */
const dateRoutes: {
  name: string;
  field: string;
  as?: "member";
  request: (date: string) => [method: string, path: string, body?: unknown];
}[] = [
  {
    name: "a new member's date of birth",
    field: "dateOfBirth",
    request: (d) => ["POST", club("/members"), { email: "x@example.com", dateOfBirth: d }],
  },
  {
    name: "a new member's join date",
    field: "joinDate",
    request: (d) => ["POST", club("/members"), { email: "y@example.com", joinDate: d }],
  },
  {
    name: "a member's join date changed",
    field: "joinDate",
    request: (d) => ["PATCH", club(`/members/${memberId}`), { joinDate: d }],
  },
  {
    name: "an application's join date",
    field: "joinDate",
    request: (d) => ["POST", club("/applications"), { email: "z@example.com", joinDate: d }],
  },
  {
    name: "the members list's end dates",
    field: "endsFrom",
    request: (d) => ["GET", club(`/members?endsFrom=${d}`)],
  },
  {
    name: "the members export's end dates",
    field: "endsTo",
    request: (d) => ["GET", club(`/members/export.csv?endsTo=${d}`)],
  },
  {
    name: "the invoices list's issue dates",
    field: "from",
    request: (d) => ["GET", club(`/billing/invoices?from=${d}`)],
  },
  {
    name: "the invoices export's issue dates",
    field: "to",
    request: (d) => ["GET", club(`/billing/invoices.csv?to=${d}`)],
  },
  {
    name: "the payments export's dates",
    field: "from",
    request: (d) => ["GET", club(`/billing/payments.csv?from=${d}`)],
  },
  {
    name: "a membership line's first day",
    field: "lines.0.periodStart",
    request: (d) => [
      "POST",
      club("/billing/invoices"),
      { memberId, lines: [{ kind: "membership", membershipType: "annual", periodStart: d }] },
    ],
  },
  {
    name: "a payment's day",
    field: "receivedOn",
    request: (d) => [
      "POST",
      club(`/billing/invoices/${invoiceId}/payments`),
      { method: "cash", amountMinor: 100, receivedOn: d },
    ],
  },
  {
    name: "a refund's day",
    field: "refundedOn",
    request: (d) => [
      "POST",
      club(`/billing/payments/${paymentId}/refunds`),
      { amountMinor: 100, reason: "Overpaid", refundedOn: d },
    ],
  },
  {
    name: "the tee sheet's day",
    field: "date",
    request: (d) => ["GET", club(`/golf/tee-sheet?courseId=${course}&date=${d}`)],
  },
  {
    name: "the tee sheet's day, for a member",
    field: "date",
    as: "member",
    request: (d) => ["GET", club(`/golf/tee-sheet?courseId=${course}&date=${d}`)],
  },
  { name: "the ballots' day", field: "date", request: (d) => ["GET", club(`/golf/ballots?date=${d}`)] },
  {
    name: "a block's first day",
    field: "startDate",
    request: (d) => [
      "POST",
      club("/golf/blocks"),
      {
        courseId: course,
        startDate: d,
        repeatUntil: null,
        startTime: "08:00",
        endTime: "09:00",
        reason: "maintenance",
        note: null,
      },
    ],
  },
  {
    name: "a block's last week",
    field: "repeatUntil",
    request: (d) => [
      "POST",
      club("/golf/blocks/preview"),
      {
        courseId: course,
        startDate: "2030-06-04",
        repeatUntil: d,
        startTime: "08:00",
        endTime: "09:00",
        reason: "maintenance",
        note: null,
      },
    ],
  },
  {
    name: "the blocks list's dates",
    field: "from",
    request: (d) => ["GET", club(`/golf/blocks?courseId=${course}&from=${d}`)],
  },
  {
    name: "a booking's day",
    field: "date",
    as: "member",
    request: (d) => [
      "POST",
      club("/golf/bookings"),
      { courseId: course, date: d, time: "08:00", players: [{ memberId }] },
    ],
  },
  {
    name: "a booking moved",
    field: "date",
    request: (d) => [
      "POST",
      club(`/golf/bookings/${bookingId}/move`),
      { courseId: course, date: d, time: "08:00" },
    ],
  },
  {
    name: "a ballot entry's day",
    field: "date",
    as: "member",
    request: (d) => [
      "POST",
      club("/golf/ballots/entries"),
      { courseId: course, date: d, earliest: "08:00", latest: "09:00", players: [{ memberId }] },
    ],
  },
  {
    name: "a waiting list's day",
    field: "date",
    as: "member",
    request: (d) => [
      "POST",
      club("/golf/waitlist"),
      { courseId: course, date: d, time: "08:00", players: [{ memberId }] },
    ],
  },
];

/** Every route that takes a date and time. */
const instantRoutes: typeof dateRoutes = [
  { name: "the audit log's filters", field: "from", request: (d) => ["GET", club(`/audit-logs?from=${d}`)] },
  { name: "the audit events' filters", field: "to", request: (d) => ["GET", club(`/audit-events?to=${d}`)] },
  {
    name: "an audit export's filters",
    field: "filters.from",
    request: (d) => [
      "POST",
      club("/audit-logs/exports"),
      { source: "trail", format: "csv", filters: { from: d } },
    ],
  },
  {
    name: "a message's time",
    field: "scheduledAt",
    request: (d) => [
      "POST",
      club("/communications/messages"),
      { subject: "News", bodyHtml: "<p>Hello</p>", audience: { kind: "all" }, scheduledAt: d },
    ],
  },
];

const RANGE = "Enter a date between 1800-01-01 and 2199-12-31.";

describe("calendar dates", () => {
  it.each(dateRoutes)("$name: year 0000, year 2200 and 30 February answer 422", async (route) => {
    for (const date of ["0000-01-01", "1799-12-31", "2200-01-01"]) {
      const [method, path, body] = route.request(date);
      const messages = await refusedOn(await send(method, path, body, { as: route.as }), route.field);
      expect(messages, date).toContain(RANGE);
    }
    const [method, path, body] = route.request("2026-02-30");
    const messages = await refusedOn(await send(method, path, body, { as: route.as }), route.field);
    expect(messages.join(" ")).toMatch(/YYYY-MM-DD/);
  });

  it("the first and last days of the range are taken", async () => {
    const res = await send("GET", club("/members?endsFrom=1800-01-01&endsTo=2199-12-31"));
    expect(res.status).toBe(200);
    const block = await send("POST", club("/golf/blocks/preview"), {
      courseId: course,
      startDate: "2199-12-31",
      repeatUntil: null,
      startTime: "08:00",
      endTime: "09:00",
      reason: "maintenance",
      note: null,
    });
    expect(block.status, await block.clone().text()).toBe(200);
  });

  it("a members file with a membership from 0001-01-01 names the line, in the dry run and the import", async () => {
    const csv = "email,membership_type,membership_start_date\nold@example.com,annual,0001-01-01\n";
    for (const dryRun of [true, false]) {
      const res = await owner.request(club(`/members/import${dryRun ? "?dryRun=true" : ""}`), {
        method: "POST",
        headers: { "content-type": "text/csv", "accept-language": "en" },
        body: csv,
      });
      const body = (await res.json()) as {
        errors?: { line: number; column: string; message: string }[];
        fields?: { path: string; message: string }[];
      };
      if (dryRun) {
        expect([res.status, body.errors]).toEqual([
          200,
          [{ line: 2, column: "membership_start_date", message: RANGE }],
        ]);
      } else {
        expect([res.status, body.fields]).toEqual([
          422,
          [{ path: "line 2 membership_start_date", message: RANGE }],
        ]);
      }
    }
  });

  it("names the range in the reader's language", async () => {
    const expected: Record<string, string> = {
      de: "Geben Sie ein Datum zwischen 1800-01-01 und 2199-12-31 an.",
      fr: "Indiquez une date entre 1800-01-01 et 2199-12-31.",
      es: "Indique una fecha entre 1800-01-01 y 2199-12-31.",
    };
    for (const [language, text] of Object.entries(expected)) {
      const res = await send("GET", club("/members?endsFrom=0000-01-01"), undefined, { language });
      expect(await refusedOn(res, "endsFrom")).toContain(text);
    }
  });

  it("a membership from 0001-01-01 is refused, not stored as ending in another century", async () => {
    const res = await send("POST", club("/members"), {
      email: "ancient@example.com",
      joinDate: "0001-01-01",
      membershipType: "annual",
    });
    expect(await refusedOn(res, "joinDate")).toContain(RANGE);
  });
});

describe("dates and times", () => {
  it.each(instantRoutes)("$name: year 0000 and year 2200 answer 422", async (route) => {
    for (const instant of ["0000-01-01T00:00:00Z", "2200-01-01T00:00:00Z", "1799-12-31T23:59:59Z"]) {
      const [method, path, body] = route.request(instant);
      const messages = await refusedOn(await send(method, path, body, { as: route.as }), route.field);
      expect(messages, instant).toContain(RANGE);
    }
  });
});

describe("money", () => {
  const custom = (quantity: number, unitMinor: number) => ({
    kind: "custom",
    description: "Dues",
    quantity,
    unitMinor,
  });
  const draft = (lines: unknown[]) => send("POST", club("/billing/invoices"), { memberId, lines });

  it("refuses an invoice whose total would pass what a number holds exactly (a cent was lost in 2^53)", async () => {
    // 100 lines of 10,000 × 100,000,000.00 came to 10^18 cents: stored, and shown a few cents off.
    const lines = Array.from({ length: 100 }, () => custom(10_000, 10_000_000_000));
    expect(await refusedOn(await draft(lines), "lines.0.unitMinor")).toContain(
      "Quantity × unit price is at most 10,000,000,000 in the currency's smallest unit (cents).",
    );
    // Each line within the bound, together past it.
    const res = await draft([custom(1, 10_000_000_000), custom(1, 1)]);
    expect(await refusedOn(res, "lines")).toContain(
      "The invoice comes to more than 10,000,000,000 in the currency's smallest unit (cents). Split it into several invoices.",
    );
    // The bound itself is taken, and its total is what was billed to the cent.
    const ok = await draft([custom(2, 4_999_999_999), custom(1, 2)]);
    const body = (await ok.json()) as { totalMinor: number };
    expect(ok.status, JSON.stringify(body)).toBe(201);
    expect(body.totalMinor).toBe(10_000_000_000);
  });

  it("refuses a fixed late fee with more decimals than the club's currency has (1.234 dollars)", async () => {
    const settings = (await (await send("GET", club("/settings"))).json()) as {
      membership: Record<string, unknown>;
    };
    const put = (lateFeeAmount: number) =>
      send("PUT", club("/settings/membership"), { ...settings.membership, lateFeeAmount });
    expect(await refusedOn(await put(1.234), "lateFeeAmount")).toEqual([
      "The late fee amount can have at most 2 decimals in USD.",
    ]);
    const saved = await put(1.23);
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as { membership: { lateFeeAmount: number } }).membership.lateFeeAmount).toBe(
      1.23,
    );
  });

  it("takes only currencies of ISO 4217, in any case, stored in upper case", async () => {
    const settings = (await (await send("GET", club("/settings"))).json()) as {
      financial: Record<string, unknown>;
    };
    const MESSAGE = "Use the 3-letter ISO 4217 code of a currency, such as USD or EUR.";
    const financial = (currency: string) =>
      send("PUT", club("/settings/financial"), { ...settings.financial, currency });
    for (const currency of ["ZZZ", "HRK", "usdollar", "U$D"]) {
      expect(await refusedOn(await financial(currency), "currency"), currency).toEqual([MESSAGE]);
    }
    const type = await send("POST", club("/membership-types"), {
      name: "Zed",
      priceMinor: 100,
      billingPeriod: "annual",
      joiningFeeMinor: 0,
      currency: "ZZZ",
    });
    expect(await refusedOn(type, "currency")).toEqual([MESSAGE]);
    const newClubRes = await send("POST", "/api/clubs", {
      name: "Zed Club",
      email: "z@zed.example",
      currency: "ZZZ",
    });
    expect(await refusedOn(newClubRes, "currency")).toEqual([MESSAGE]);
    const saved = await financial("chf");
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as { financial: { currency: string } }).financial.currency).toBe("CHF");
    await financial("USD");
  });

  it("still reads the settings of a club whose currency was stored before codes were checked", async () => {
    await t.database.db.update(clubs).set({ currency: "ZZZ" }).where(eq(clubs.id, clubId));
    try {
      const res = await send("GET", club("/settings"));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { profile: { currency: string } }).profile.currency).toBe("ZZZ");
    } finally {
      await t.database.db.update(clubs).set({ currency: "USD" }).where(eq(clubs.id, clubId));
    }
  });
});

describe("every refusal above", () => {
  it("answered without a 500: no critical error was raised", async () => {
    await t.securityIdle();
    const alerts = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "critical_error"));
    expect(alerts).toEqual([]);
  });
});

describe("text", () => {
  it("keeps a leading U+FEFF as typed (decision 021), and drops the white space around a name", async () => {
    const res = await send("POST", club("/members"), {
      email: "bom@example.com",
      firstName: "\ufeffAda",
      lastName: "\u00a0 Lovelace\u2003\n",
    });
    const body = (await res.json()) as { id: string; firstName: string; lastName: string };
    expect(res.status, JSON.stringify(body)).toBe(201);
    // What was stored, as the audit trail recorded it (zod's trim dropped the U+FEFF before it was stored).
    const [insert] = await auditRows(t.database.db, {
      tableName: "members",
      recordId: body.id,
      action: "INSERT",
    });
    const stored = insert?.newData as { first_name: string; last_name: string };
    expect([stored.first_name, stored.last_name]).toEqual(["\ufeffAda", "Lovelace"]);
    // PGlite's driver drops a leading U+FEFF of every text it reads (its TextDecoder keeps the default
    // ignoreBOM: false); PostgreSQL's answers it as stored.
    if (process.env.TEST_DATABASE_URL)
      expect([body.firstName, body.lastName]).toEqual(["\ufeffAda", "Lovelace"]);
  });
});

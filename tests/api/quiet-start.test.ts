import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLines, invoices } from "../../src/server/db/schema/billing.ts";
import { clubs, members, membershipEvents, membershipTypes } from "../../src/server/db/schema/clubs.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import { type GoLive, goLiveSchema } from "../../src/shared/go-live.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { draftInvoice, issueOn } from "../helpers/billing.ts";
import { goLive } from "../helpers/go-live.ts";
import { giveRole } from "../helpers/roles.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// A quiet start (issue 32 §4, decision 061). The defect: 37 seconds after an import into a new club, the renewal
// job e-mailed 10 invoices and 6 "membership ends" notices. A new club now sets up until its owner goes live:
// its jobs send and bill nothing meanwhile; the go-live screen counts what the first day would send, with the
// jobs' own functions; going live "from today" (the default) leaves periods that had already ended unbilled.

let t: TestApp;
let owner: Client;
let admin: Client;
let stranger: Client;
const TZ = "America/New_York";
/** The jobs run at 17:00 UTC of the real day: every daily job's time has come in New York. */
const now = new Date();
now.setUTCHours(17, 0, 0, 0);
const today = todayIn(TZ, now);
const day = (offset: number) => addDays(today, offset);

/** The daily jobs in the order of a club's day. */
const DAILY = [
  "memberships.advance",
  "billing.overdue",
  "billing.renewals",
  "billing.reminders",
  "memberships.renewal-reminders",
];

/** A club's whole day at `now`, as the server runs it: the daily jobs, the renewal batches, billing's e-mails. */
async function runTheDay() {
  for (const name of DAILY) await t.runDaily(name, now);
  while ((await t.jobs.runDue("billing.renewal-batch")).length > 0);
  while ((await t.jobs.runDue("billing.mail")).length > 0);
}

/**
 * Members with memberships of every kind the first day treats differently (annual, 1,200.00 USD): ended 10 days
 * ago (in grace, past its notice window), ended 3 days ago (in grace, "has ended"), ending in 5 days (the 7-day
 * notice), in 20 days (the 30-day notice) and in 100 days (nothing yet).
 */
function membersFile(domain: string): string {
  const row = (name: string, end: string) =>
    `${name},Member,${name.toLowerCase()}@${domain},annual,${addDays(end, -364)},${end}`;
  return [
    "first_name,last_name,email,membership_type,membership_start_date,membership_end_date",
    row("Past", day(-10)),
    row("Ended", day(-3)),
    row("Soon", day(5)),
    row("Later", day(20)),
    row("Far", day(100)),
  ].join("\n");
}

async function importMembers(clubId: string, domain: string, quiet?: boolean) {
  const query = quiet === undefined ? "" : `?quiet=${quiet}`;
  const res = await owner.request(`/api/clubs/${clubId}/members/import${query}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: membersFile(domain),
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(text).toContain('"type":"done","imported":5');
}

async function newClub(name: string): Promise<string> {
  const res = await owner.post("/api/clubs", { name, email: "office@quiet.example" });
  expect(res.status).toBe(201);
  const club = (await res.json()) as { id: string; status: string };
  expect(club.status).toBe("setting_up");
  // Priced annual memberships, no tax.
  await t.database.db
    .update(membershipTypes)
    .set({ priceMinor: 120_000 })
    .where(and(eq(membershipTypes.clubId, club.id), eq(membershipTypes.code, "annual")));
  return club.id;
}

const memberId = async (clubId: string, email: string) => {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.email, email)));
  if (!row) throw new Error(`No member ${email}`);
  return row.id;
};

/**
 * An invoice of 100.00 USD to the member `email` issued on `issued` (Net 30): issued 70 days ago it is overdue (past its due date and the 30 days of grace)
 * (a late fee), issued 25 days ago it comes due in 5 days (a reminder).
 */
async function issuedInvoice(clubId: string, email: string, issued: string) {
  const draft = await draftInvoice(t, clubId, await memberId(clubId, email), [
    { position: 0, kind: "custom", description: "Locker", quantity: 1, unitMinor: 10_000, taxable: false },
  ]);
  return issueOn(t, owner, clubId, draft.id, issued);
}

/** What the jobs wrote for the club: its invoices by purpose, its late fees, its e-mails. */
async function written(clubId: string) {
  const renewals = await t.database.db
    .select({ n: count(), total: sql<string>`coalesce(sum(${invoices.totalMinor}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.clubId, clubId), eq(invoices.purpose, "renewal")));
  const [fees] = await t.database.db
    .select({ n: count(), total: sql<string>`coalesce(sum(${invoiceLines.unitMinor}), 0)` })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.clubId, clubId), eq(invoiceLines.kind, "late_fee")));
  const mails = await t.database.db
    .select({ tag: mailOutbox.tag, to: mailOutbox.toAddress })
    .from(mailOutbox)
    .where(eq(mailOutbox.clubId, clubId));
  return {
    renewalInvoices: Number(renewals[0]?.n ?? 0),
    renewalTotal: Number(renewals[0]?.total ?? 0),
    lateFees: Number(fees?.n ?? 0),
    lateFeesTotal: Number(fees?.total ?? 0),
    notices: mails.filter((m) => m.tag?.startsWith("membership-renewal")).map((m) => m.to),
    mails: mails.length,
  };
}

async function goLiveScreen(clubId: string, client = owner): Promise<GoLive> {
  const res = await client.request(`/api/clubs/${clubId}/go-live`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return goLiveSchema.parse(JSON.parse(text));
}

/** A club setting up with the five members imported and two invoices staff issued by hand. */
async function clubWithImport(name: string, domain: string) {
  const clubId = await newClub(name);
  await importMembers(clubId, domain);
  await issuedInvoice(clubId, `past@${domain}`, day(-70));
  await issuedInvoice(clubId, `far@${domain}`, day(-25));
  return clubId;
}

beforeAll(async () => {
  t = await createTestApp();
  // The server's clock at the jobs' hour too: before 05:00 UTC it is still yesterday in New York, and the go-live
  // screen's day (read from the clock) was not the day the members' dates were written from.
  t.clock.setOffset(now.getTime() - Date.now());
  owner = await signedInClient(t, "quiet.owner@example.com");
  admin = await signedInClient(t, "quiet.admin@example.com");
  stranger = await signedInClient(t, "quiet.stranger@example.com");
});

afterAll(async () => {
  await t?.close();
});

describe("a club setting up", () => {
  it("is where a new club starts; its jobs send and bill nothing, its memberships still move on by date", async () => {
    const clubId = await clubWithImport("Quiet Club", "quiet-a.example");
    const mine = (await (await owner.request("/api/clubs")).json()) as {
      clubs: { id: string; status: string }[];
    };
    expect(mine.clubs.find((c) => c.id === clubId)?.status).toBe("setting_up");

    await runTheDay();

    expect(await written(clubId)).toEqual({
      renewalInvoices: 0,
      renewalTotal: 0,
      lateFees: 0,
      lateFeesTotal: 0,
      notices: [],
      mails: 0,
    });
    // Pure data goes on: the day's membership run was recorded for the club; the sending jobs' were not.
    const runs = await t.database.db.execute(
      sql`select job from job_runs where club_id = ${clubId} order by job`,
    );
    expect((runs as unknown as { rows: { job: string }[] }).rows.map((r) => r.job)).toEqual([
      "memberships.advance",
    ]);
  });

  it("shows its owner the checklist and, in numbers, the first day of each way of starting", async () => {
    const clubId = await clubWithImport("Counted Club", "quiet-b.example");
    const screen = await goLiveScreen(clubId);
    expect(screen.status).toBe("setting_up");
    expect(screen.date).toBe(today);
    expect(screen.checklist).toEqual([
      { item: "financial", done: false },
      { item: "membershipTypes", done: true },
      { item: "sender", done: false },
    ]);
    // Everything due: four renewals (two of them for periods that began before today), the overdue invoice's
    // late fee (5% of 100.00) and its notice, the reminder of the invoice due in 5 days, three renewal notices.
    expect(screen.firstDay.dueNow).toEqual({
      renewalInvoices: { count: 4, totals: [{ currency: "USD", totalMinor: 480_000 }] },
      overdueInvoices: 1,
      lateFees: { count: 1, totals: [{ currency: "USD", totalMinor: 500 }] },
      invoiceReminders: 1,
      membershipNotices: 3,
      pastLeftUnbilled: 0,
    });
    // From today: the two memberships that had ended are left alone.
    expect(screen.firstDay.today).toEqual({
      ...screen.firstDay.dueNow,
      renewalInvoices: { count: 2, totals: [{ currency: "USD", totalMinor: 240_000 }] },
      membershipNotices: 2,
      pastLeftUnbilled: 2,
    });
    // Counting wrote nothing.
    expect((await written(clubId)).mails).toBe(0);
    const [quiet] = await t.database.db
      .select({ n: count() })
      .from(membershipEvents)
      .where(and(eq(membershipEvents.clubId, clubId), eq(membershipEvents.action, "quiet")));
    expect(quiet?.n).toBe(0);
  });

  it("goes live with everything due: the jobs then do what the screen counted", async () => {
    const clubId = await clubWithImport("Due Club", "quiet-c.example");
    await runTheDay();
    const { dueNow } = (await goLiveScreen(clubId)).firstDay;

    expect(await goLive(owner, clubId, "dueNow")).toEqual({
      status: "active",
      start: "dueNow",
      pastLeftUnbilled: 0,
    });
    await runTheDay();

    const after = await written(clubId);
    expect(after.renewalInvoices).toBe(dueNow.renewalInvoices.count);
    expect(after.renewalTotal).toBe(dueNow.renewalInvoices.totals[0]?.totalMinor);
    expect(after.lateFees).toBe(dueNow.lateFees.count);
    expect(after.lateFeesTotal).toBe(dueNow.lateFees.totals[0]?.totalMinor);
    expect(after.notices.length).toBe(dueNow.membershipNotices);
    expect(after.mails).toBe(
      dueNow.renewalInvoices.count +
        dueNow.overdueInvoices +
        dueNow.invoiceReminders +
        dueNow.membershipNotices,
    );
    const mine = (await (await owner.request("/api/clubs")).json()) as {
      clubs: { id: string; status: string }[];
    };
    expect(mine.clubs.find((c) => c.id === clubId)?.status).toBe("active");
  });

  it("goes live from today by default: the periods that had ended are not billed, nor told about", async () => {
    const clubId = await clubWithImport("Today Club", "quiet-d.example");
    const { today: fromToday } = (await goLiveScreen(clubId)).firstDay;

    const res = await owner.post(`/api/clubs/${clubId}/go-live`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "active", start: "today", pastLeftUnbilled: 2 });
    await runTheDay();

    const after = await written(clubId);
    expect(after.renewalInvoices).toBe(fromToday.renewalInvoices.count);
    expect(after.renewalTotal).toBe(fromToday.renewalInvoices.totals[0]?.totalMinor);
    expect(after.notices.sort()).toEqual(["later@quiet-d.example", "soon@quiet-d.example"]);
    for (const email of ["past@quiet-d.example", "ended@quiet-d.example"]) {
      const billed = await t.database.db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.clubId, clubId),
            eq(invoices.purpose, "renewal"),
            eq(invoices.memberId, await memberId(clubId, email)),
          ),
        );
      expect(billed).toEqual([]);
    }
    // The member's history says why, and the next day sends nothing for those periods either.
    const history = await t.database.db
      .select({ action: membershipEvents.action, endDate: membershipEvents.endDate })
      .from(membershipEvents)
      .where(and(eq(membershipEvents.clubId, clubId), eq(membershipEvents.action, "quiet")));
    expect(history.map((h) => h.endDate).sort()).toEqual([day(-10), day(-3)]);

    // Going live again is refused.
    expect((await owner.post(`/api/clubs/${clubId}/go-live`, {})).status).toBe(409);
  });

  it("is the owner's to take live: an admin is refused, another club's owner finds no club", async () => {
    const clubId = await newClub("Owned Club");
    await giveRole(t, clubId, "quiet.admin@example.com", "admin");
    expect((await admin.request(`/api/clubs/${clubId}/go-live`)).status).toBe(403);
    expect((await admin.post(`/api/clubs/${clubId}/go-live`, {})).status).toBe(403);
    expect((await stranger.request(`/api/clubs/${clubId}/go-live`)).status).toBe(404);
    expect((await stranger.post(`/api/clubs/${clubId}/go-live`, {})).status).toBe(404);
    expect((await owner.post(`/api/clubs/${clubId}/go-live`, { start: "tomorrow" })).status).toBe(422);
    const [club] = await t.database.db
      .select({ status: clubs.status })
      .from(clubs)
      .where(eq(clubs.id, clubId));
    expect(club?.status).toBe("setting_up");
  });
});

describe("an import into a live club", () => {
  it("is quiet by default when it is the club's first: no invoice or notice for a period already past", async () => {
    const clubId = await newClub("Live Quiet Club");
    await goLive(owner, clubId, "dueNow");
    await importMembers(clubId, "quiet-e.example");
    await runTheDay();
    const after = await written(clubId);
    expect(after.renewalInvoices).toBe(2);
    expect(after.notices.sort()).toEqual(["later@quiet-e.example", "soon@quiet-e.example"]);
  });

  it("bills and tells as before when it is not quiet", async () => {
    const clubId = await newClub("Live Loud Club");
    await goLive(owner, clubId, "dueNow");
    await importMembers(clubId, "quiet-f.example", false);
    await runTheDay();
    const after = await written(clubId);
    expect(after.renewalInvoices).toBe(4);
    expect(after.notices.sort()).toEqual([
      "ended@quiet-f.example",
      "later@quiet-f.example",
      "soon@quiet-f.example",
    ]);
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMembers } from "../../scripts/seed-members.ts";
import { clubs } from "../../src/server/db/schema/clubs.ts";
import { golfCourses, golfSettings } from "../../src/server/db/schema/golf.ts";
import { AUDIT_ROLLUP_JOB } from "../../src/server/modules/audit/audit.job.ts";
import { AUDIT_EXPORT_JOB } from "../../src/server/modules/audit/audit-logs.service.ts";
import { RENEWAL_BATCH_JOB } from "../../src/server/modules/billing/billing.job.ts";
import { recordPayment } from "../../src/server/modules/billing/billing.service.ts";
import { MESSAGE_SEND_JOB } from "../../src/server/modules/communications/messages.job.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { linkAccountToMembers } from "../../src/server/modules/members/account-links.service.ts";
import { addDays, todayIn } from "../../src/shared/dates.ts";
import { GOLF_SETTINGS_DEFAULTS } from "../../src/shared/golf.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { draftInvoice, issueThroughApi, newClub } from "../helpers/billing.ts";
import { goLive } from "../helpers/go-live.ts";
import { asPerson, type FastMember, fastMembers, openEveryDay } from "../helpers/golf-sessions.ts";
import {
  explainStatement,
  indexesOf,
  isUtility,
  type PlanNode,
  type PlanProblem,
  planLines,
  planNodes,
  planProblems,
  planRoot,
  recordStatements,
  type Statement,
} from "../helpers/query-plans.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

/*
 * The hot queries' plans (issue 30, decision 036). Each case makes the requests of a screen (or runs a job) on
 * the app, records the statements the app really sends (Drizzle's logger of the app's own database handle),
 * and EXPLAINs each with its own parameters. A page must be read from an index in its order: no Sort (nor
 * Incremental Sort) under a LIMIT over a big table's rows, and no Seq Scan of a big table. The data is small;
 * the planner is told not to sort and not to scan whole tables where it has any other way
 * (`enable_sort = off`, `enable_seqscan = off`), so that what it still does shows that no index serves the
 * statement, whatever the tables' sizes and statistics, on PGlite and on PostgreSQL alike.
 *
 * A new hot query gets a case here. A case may allow a table's rows to be sorted for a page only where the
 * range is bounded whatever the club's size (one member's rows, one message's), or where decision 036 says why
 * a sort stays; `uses` names the index the page must come from.
 */

/** Tables that grow with the club or with time. */
const BIG = new Set([
  "audit_trail",
  "audit_events",
  "members",
  "membership_events",
  "golf_bookings",
  "golf_booking_players",
  "golf_tee_slots",
  "invoices",
  "invoice_lines",
  "payments",
  "refunds",
  "mail_outbox",
  "messages",
  "message_recipients",
  "member_counts",
  "user_sessions",
  "session",
  "user",
]);

const SETTINGS = { enable_seqscan: "off", enable_sort: "off" };

/** A big table whose rows a case may sort for a page, and why. `incremental`: only what the index leaves. */
interface SortAllowed {
  table: string;
  why: string;
  incremental?: true;
}

interface Case {
  name: string;
  /** The requests (their answers must be 2xx) or the job run. */
  run: () => Promise<unknown>;
  /** Indexes that the case's statements must read. */
  uses?: string[];
  sorts?: SortAllowed[];
  /**
   * Tables the case reads only by ranges within the club (a month's payments, one invoice's), never a whole
   * club's rows through the club's index (decision 042: billing's totals read every payment of the club).
   */
  ranges?: string[];
}

let t: TestApp;
let owner: Client;
let clubId = "";
let courseId = "";
let ownerId = "";
let memberId = "";
let invoiceId = "";
let messageId = "";
let trailId = 0;
let people: FastMember[] = [];
/** The club's zone (a new club's default) and its dates. */
const ZONE = "America/New_York";
const today = todayIn(ZONE);
const tomorrow = addDays(today, 1);
/** Late in the club's day: every daily job is due. */
const lateToday = () => clubInstant(today, "23:00", ZONE);

const club = (path: string) => `/api/clubs/${clubId}${path}`;

/** The owner's GET of a club path, checked. */
function get(path: string) {
  return async () => {
    const res = await owner.request(club(path));
    expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
    await res.arrayBuffer();
  };
}

/** A member's GET (their own session), checked. */
function asMember(path: string) {
  return async () => {
    const res = await asPerson(t, (people[0] as FastMember).cookie, club(path));
    expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
    await res.arrayBuffer();
  };
}

const days = () => openEveryDay();

const SEARCH: SortAllowed = {
  table: "members",
  why: "a search's matches come from the trigram index, which has no order (decision 012)",
};
/** The members list's sorts that no index serves (decision 036 keeps them: the club's keys are sorted). */
const MEMBER_KEYS: SortAllowed = {
  table: "members",
  why: "a sort the list offers without an index of its own: the club's keys are sorted (decision 036)",
};
const INVOICE_KEYS: SortAllowed = {
  table: "invoices",
  why: "a sort the list offers without an index of its own: the club's keys are sorted (decision 036)",
};
const OWN_INVOICES: SortAllowed = { table: "invoices", why: "one member's own invoices" };
const OWN_BOOKINGS: SortAllowed = { table: "golf_bookings", why: "one member's bookings from today on" };
const OWN_HISTORY: SortAllowed = {
  table: "membership_events",
  why: "one member's history: the index gives the time, and changes at one instant are put in order",
  incremental: true,
};
const STAFF_SESSIONS: SortAllowed[] = ["session", "user", "user_sessions"].map((table) => ({
  table,
  why: "the sessions of the club's owner and administrators (at most 500)",
}));
const DUE_RENEWALS: SortAllowed = {
  table: "members",
  why: "the members whose period ends within the renewal window, in two statuses (two ranges of the index)",
};

const DUE_REMINDERS: SortAllowed[] = ["members", "membership_events"].map((table) => ({
  table,
  why: "the members whose period ends within the reminder windows (68 days of end dates), the day's flow first: a batch of them (decision 037)",
}));
const OVERDUE_ORDER: SortAllowed = {
  table: "invoices",
  why: "the index gives the due date; invoices due on one day are locked in id order (decisions 035, 037)",
  incremental: true,
};

const JOURNAL_ORDER: SortAllowed[] = [
  {
    table: "invoices",
    why: "the journal's documents of a day in the order they were made: the index gives the day (decision 078)",
    incremental: true,
  },
  {
    table: "invoices",
    why: "the journal's voided invoices by the club's day of voiding, which no index holds: a club voids few",
  },
];

/** What the open and overdue invoices owe, per club and currency (decision 042). */
const BALANCES = "billing_balances_club_id_currency_pk";

/**
 * The index reads of `tables` (an index is named after its table) whose only condition is the club: they take
 * every row the club has.
 */
function wholeClubReads(root: PlanNode, tables: string[]): string[] {
  return planNodes(root).flatMap((node) => {
    const index = node["Index Name"];
    if (!index || !tables.some((table) => index.startsWith(`${table}_`))) return [];
    const condition = typeof node["Index Cond"] === "string" ? node["Index Cond"] : "";
    const rest = condition.replace(/club_id = '[^']*'::uuid/g, "").replace(/[()\s]|\bAND\b/g, "");
    return rest === "" ? [`${node["Node Type"]} using ${index} (${condition || "no condition"})`] : [];
  });
}

const CASES: Case[] = [
  // The staff dashboard (decision 029).
  {
    name: "dashboard",
    run: get("/dashboard"),
    uses: ["audit_trail_club_changed_idx", BALANCES],
    ranges: ["invoices", "payments", "refunds"],
  },
  // The audit log (decision 028): the first page, each filter and each sort the screen offers.
  { name: "audit log, first page", run: get("/audit-logs"), uses: ["audit_trail_club_changed_idx"] },
  {
    name: "audit log, oldest first",
    run: get("/audit-logs?direction=asc"),
    uses: ["audit_trail_club_changed_idx"],
  },
  {
    name: "audit log, one table",
    run: get("/audit-logs?table=members"),
    uses: ["audit_trail_club_table_idx"],
  },
  {
    name: "audit log, one action",
    run: get("/audit-logs?action=UPDATE"),
    uses: ["audit_trail_club_action_idx"],
  },
  { name: "audit log, one user", run: async () => get(`/audit-logs?user=${ownerId}`)() },
  { name: "audit log, search", run: get("/audit-logs?q=memb") },
  {
    name: "audit log, dates",
    run: get(`/audit-logs?from=${today}T00:00:00Z&to=${tomorrow}T00:00:00Z`),
    uses: ["audit_trail_club_changed_idx"],
  },
  {
    name: "audit log, by table",
    run: get("/audit-logs?sort=tableName"),
    uses: ["audit_trail_club_table_idx"],
  },
  {
    name: "audit log, by table going up",
    run: get("/audit-logs?sort=tableName&direction=asc"),
    uses: ["audit_trail_club_table_idx"],
  },
  {
    name: "audit log, by action",
    run: get("/audit-logs?sort=action"),
    uses: ["audit_trail_club_action_idx"],
  },
  {
    name: "audit log, by action going up",
    run: get("/audit-logs?sort=action&direction=asc"),
    uses: ["audit_trail_club_action_idx"],
  },
  { name: "audit log, one entry", run: async () => get(`/audit-logs/${trailId}`)() },
  {
    name: "audit log, an export",
    run: async () => {
      const res = await owner.post(club("/audit-logs/exports"), { source: "trail", format: "csv" });
      expect(res.status, await res.clone().text()).toBe(202);
      await t.jobs.runDue(AUDIT_EXPORT_JOB);
    },
  },
  { name: "audit events, first page", run: get("/audit-events"), uses: ["audit_events_club_occurred_idx"] },
  { name: "audit events, oldest first", run: get("/audit-events?direction=asc") },
  {
    name: "audit events, one type",
    run: get("/audit-events?eventType=security"),
    uses: ["audit_events_club_type_idx"],
  },
  {
    name: "audit events, by type",
    run: get("/audit-events?sort=eventType"),
    uses: ["audit_events_club_type_idx"],
  },
  {
    name: "audit events, by type going up",
    run: get("/audit-events?sort=eventType&direction=asc"),
    uses: ["audit_events_club_type_idx"],
  },
  {
    name: "audit events, by action",
    run: get("/audit-events?sort=action"),
    uses: ["audit_events_club_action_idx"],
  },
  // The members list (decision 012): the default order, each sort the screen offers, the filters, a search.
  { name: "members, first page", run: get("/members"), uses: ["members_club_name_idx"] },
  { name: "members, a later page", run: get("/members?page=2&pageSize=25"), uses: ["members_club_name_idx"] },
  { name: "members, by name going down", run: get("/members?order=desc"), uses: ["members_club_name_idx"] },
  {
    name: "members, newest",
    run: get("/members?sort=createdAt&order=desc"),
    uses: ["members_club_created_idx"],
  },
  { name: "members, oldest", run: get("/members?sort=createdAt"), uses: ["members_club_created_idx"] },
  ...(["membershipNumber", "email", "joinDate", "membershipEndDate"] as const).flatMap((sort) =>
    (["asc", "desc"] as const).map((order) => ({
      name: `members, by ${sort} ${order}`,
      run: get(`/members?sort=${sort}&order=${order}`),
      sorts: [MEMBER_KEYS],
    })),
  ),
  {
    name: "members, ending soon (the dashboard's link)",
    run: get(
      `/members?membershipStatus=active&endsFrom=${today}&endsTo=${addDays(today, 30)}&sort=membershipEndDate`,
    ),
    uses: ["members_club_membership_idx"],
  },
  {
    name: "members, one status",
    run: get("/members?membershipStatus=active"),
    uses: ["members_club_name_idx"],
  },
  { name: "members, search", run: get("/members?q=son"), sorts: [SEARCH] },
  { name: "members, two-letter search", run: get("/members?q=an"), uses: ["members_club_name_idx"] },
  { name: "members, CSV export", run: get("/members/export.csv"), uses: ["members_club_name_idx"] },
  {
    name: "members, a custom field's value (decision 064)",
    run: async () => {
      const made = await owner.post(club("/member-fields"), {
        label: "Level",
        type: "choice",
        choices: ["Gold"],
      });
      const field = ((await made.json()) as { id: string }).id;
      await get(`/members?cf=${encodeURIComponent(JSON.stringify({ [field]: "Gold" }))}`)();
    },
  },
  { name: "a member's record", run: async () => get(`/members/${memberId}`)(), sorts: [OWN_HISTORY] },
  // Billing (decision 025).
  { name: "invoices, first page", run: get("/billing/invoices"), uses: ["invoices_club_issue_idx"] },
  {
    name: "invoices, oldest first",
    run: get("/billing/invoices?order=asc"),
    uses: ["invoices_club_issue_idx"],
  },
  {
    name: "invoices, by number",
    run: get("/billing/invoices?sort=number"),
    uses: ["invoices_club_series_unique"],
    sorts: [
      {
        table: "invoices",
        why: "drafts have no number: they are put in order by when made",
        incremental: true,
      },
    ],
  },
  ...(["dueDate", "total", "member"] as const).map((sort) => ({
    name: `invoices, by ${sort}`,
    run: get(`/billing/invoices?sort=${sort}`),
    sorts: [INVOICE_KEYS],
  })),
  { name: "invoices, overdue", run: get("/billing/invoices?status=overdue") },
  { name: "invoices, search", run: get("/billing/invoices?q=ada") },
  {
    name: "billing totals",
    run: get("/billing/totals"),
    uses: [BALANCES, "payments_club_received_idx", "refunds_club_refunded_idx"],
    ranges: ["invoices", "payments", "refunds"],
  },
  { name: "an invoice", run: async () => get(`/billing/invoices/${invoiceId}`)() },
  { name: "payments CSV", run: get("/billing/payments.csv") },
  { name: "invoices CSV", run: get("/billing/invoices.csv") },
  // The accountant's journal (decisions 078, 086): each kind of event, members' account movements too, read by
  // the club's index of its day.
  {
    name: "the journal",
    run: get("/billing/journal?from=2000-01-01&to=2100-12-31&format=xero"),
    uses: ["account_movements_club_idx"],
    sorts: JOURNAL_ORDER,
  },
  // Messages (decision 027).
  { name: "messages", run: get("/communications/messages"), uses: ["messages_club_created_idx"] },
  { name: "a message", run: async () => get(`/communications/messages/${messageId}`)() },
  {
    name: "a message's recipients",
    run: async () => get(`/communications/messages/${messageId}/recipients`)(),
  },
  // The tee sheet (decision 023): a day's bookings, sorted as a whole (no page).
  {
    name: "tee sheet, staff",
    run: async () => get(`/golf/tee-sheet?courseId=${courseId}&date=${tomorrow}`)(),
  },
  {
    name: "tee sheet, a member",
    run: async () => asMember(`/golf/tee-sheet?courseId=${courseId}&date=${tomorrow}`)(),
  },
  { name: "golf, members to book with", run: get("/golf/members/search?q=gol") },
  // Security (decision 028).
  { name: "security, sessions", run: get("/security/sessions"), sorts: STAFF_SESSIONS },
  { name: "security, events", run: get("/security/events"), uses: ["audit_events_club_type_idx"] },
  { name: "security, summary", run: get("/security/summary") },
  { name: "security, activity", run: get("/security/activity") },
  // A member's own screens (decision 030).
  {
    name: "member home",
    run: asMember("/home"),
    uses: ["message_recipients_member_idx"],
    sorts: [OWN_INVOICES, OWN_BOOKINGS],
  },
  { name: "member, my bookings", run: asMember("/golf/my"), sorts: [OWN_BOOKINGS] },
  { name: "member, my invoices", run: asMember("/billing/my"), sorts: [OWN_INVOICES] },
  { name: "member, my record", run: asMember("/members/me"), sorts: [OWN_HISTORY] },
  // Every sign-in asks whether the account's verified address has member records to claim (issue 32 §5): from
  // an index, never a scan of every club's members. With several clubs of thousands of members the planner
  // takes members_unlinked_email_idx; with this one club, members_club_email_idx serves as well.
  {
    name: "sign-in, member records to claim",
    run: () => linkAccountToMembers(t.database.db, ownerId, { actorId: ownerId }, new Date()),
  },
  // Jobs over the club's rows.
  { name: "outbox, a delivery round", run: () => t.deliverMail(), uses: ["mail_outbox_stream_sent_idx"] },
  { name: "daily: memberships", run: () => t.runDaily("memberships.advance", lateToday()) },
  {
    name: "daily: overdue invoices",
    run: () => t.runDaily("billing.overdue", lateToday()),
    sorts: [OVERDUE_ORDER],
  },
  {
    name: "daily: renewals",
    run: async () => {
      await t.runDaily("billing.renewals", lateToday());
      await t.jobs.runDue(RENEWAL_BATCH_JOB);
    },
    sorts: [DUE_RENEWALS],
  },
  { name: "daily: invoice reminders", run: () => t.runDaily("billing.reminders", lateToday()) },
  {
    name: "daily: renewal reminders",
    run: () => t.runDaily("memberships.renewal-reminders", lateToday()),
    sorts: [DUE_RENEWALS, ...DUE_REMINDERS],
  },
];

interface Explained {
  statement: Statement;
  root: PlanNode;
  problems: PlanProblem[];
}

/** Whether the case allows this: a sort of a table it names (only an Incremental Sort, when it says so). */
function allowed(c: Case, problem: PlanProblem): boolean {
  if (problem.kind === "Seq Scan") return false;
  return (c.sorts ?? []).some(
    (a) => a.table === problem.table && (!a.incremental || problem.kind === "Incremental Sort"),
  );
}

async function explainCase(c: Case): Promise<Explained[]> {
  const recorder = recordStatements(t.database.db);
  try {
    await c.run();
    await t.securityIdle();
  } finally {
    recorder.stop();
  }
  const out: Explained[] = [];
  for (const statement of recorder.statements) {
    if (isUtility(statement)) continue;
    const root = planRoot(await explainStatement(t.database, statement, { settings: SETTINGS }));
    const problems = planProblems(root, BIG).filter((problem) => !allowed(c, problem));
    out.push({ statement, root, problems });
  }
  return out;
}

function describeStatement(e: Explained): string {
  return [
    e.statement.text.replace(/\s+/g, " ").slice(0, 400),
    ...planLines(e.root).map((l) => `    ${l}`),
    ...e.problems.map((p) => `  ✗ ${p.text}`),
  ].join("\n");
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "plans-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  clubId = await newClub(owner, "Plans Golf Club");
  // Live, so that its daily jobs run for it (decision 061).
  await goLive(owner, clubId);
  const [zone] = await t.database.db
    .select({ timezone: clubs.timezone })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  expect(zone?.timezone).toBe(ZONE);
  const db = t.database.db;
  // Members as the product writes them (audited), and three with accounts and sessions.
  await seedMembers(db, clubId, 40, { batch: 20 });
  people = await fastMembers(t, clubId, 3, "golfer");
  const p0 = people[0] as FastMember;
  const p1 = people[1] as FastMember;
  memberId = p0.memberId;
  ownerId = ((await (await owner.request("/api/me")).json()) as { id: string }).id;
  // A course, and a booking of two members through the API.
  const [course] = await db
    .insert(golfCourses)
    .values({ clubId, name: "Old Course", holes: 18, active: true, position: 0, days: days() })
    .returning({ id: golfCourses.id });
  courseId = course?.id as string;
  const golf = { ...GOLF_SETTINGS_DEFAULTS, memberGreenFeeMinor: 5000, guestGreenFeeMinor: 8000 };
  await db.insert(golfSettings).values({ clubId, ...golf });
  const booking = await asPerson(t, p0.cookie, club("/golf/bookings"), {
    method: "POST",
    json: {
      courseId,
      date: tomorrow,
      time: "08:10",
      players: [{ memberId: p0.memberId }, { memberId: p1.memberId }],
    },
  });
  expect(booking.status, await booking.clone().text()).toBe(201);
  // Invoices to a member, issued and part paid, and a draft.
  for (let i = 0; i < 3; i++) {
    const draft = await draftInvoice(t, clubId, p0.memberId, [
      { position: 0, kind: "custom", description: "Dues", quantity: 1, unitMinor: 10_000, taxable: false },
    ]);
    // Issued as staff do, through the app on its clock: today in the club's zone.
    const issued = await issueThroughApi(t, owner, clubId, draft.id);
    invoiceId = issued.id;
    await recordPayment(
      db,
      clubId,
      issued.id,
      { method: "cash", amountMinor: 2_500, receivedOn: today },
      {
        actorId: null,
      },
      new Date(),
    );
  }
  await draftInvoice(t, clubId, p1.memberId, [
    { position: 0, kind: "custom", description: "Locker", quantity: 1, unitMinor: 5_000, taxable: false },
  ]);
  // A message to every member, written out and delivered.
  const sent = await owner.post(club("/communications/messages"), {
    subject: "News",
    bodyHtml: "<p>Hello {{first_name}}</p>",
    audience: { kind: "all", values: [] },
  });
  expect(sent.status, await sent.clone().text()).toBe(201);
  messageId = ((await sent.json()) as { id: string }).id;
  await t.jobs.runDue(MESSAGE_SEND_JOB);
  await t.deliverMail();
  // The trail's daily sums, as the hourly job keeps them (the totals read them).
  await t.jobs.send(AUDIT_ROLLUP_JOB);
  await t.jobs.runDue(AUDIT_ROLLUP_JOB);
  const trail = await owner.request(club("/audit-logs?limit=1"));
  trailId = ((await trail.json()) as { items: { id: number }[] }).items[0]?.id ?? 0;
  await db.execute(sql`analyze`);
});

afterAll(async () => {
  await t?.close();
});

describe("the hot queries read their pages from an index (decision 036)", () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const explained = await explainCase(c);
      // QUERY_PLANS=1 prints every statement of every case with its plan (to write a new case).
      if (process.env.QUERY_PLANS)
        console.log(`${c.name}\n\n${explained.map(describeStatement).join("\n\n")}`);
      const touched = explained.filter((e) => indexesOf(e.root).length > 0 || e.problems.length > 0);
      expect(touched.length, `${c.name}: no statement read a table`).toBeGreaterThan(0);
      const wrong = explained.filter((e) => e.problems.length > 0);
      expect(wrong.map(describeStatement).join("\n\n")).toBe("");
      const read = new Set(explained.flatMap((e) => indexesOf(e.root)));
      const missing = (c.uses ?? []).filter((index) => !read.has(index));
      expect(
        missing,
        `${c.name} did not read ${missing.join(", ")}:\n\n${explained.map(describeStatement).join("\n\n")}`,
      ).toEqual([]);
      const whole = explained.flatMap((e) => wholeClubReads(e.root, c.ranges ?? []));
      expect(
        whole,
        `${c.name} read a whole club's rows:\n\n${explained.map(describeStatement).join("\n\n")}`,
      ).toEqual([]);
    });
  }
});

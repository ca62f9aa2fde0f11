// The staff dashboard at a large club's scale (issue 18, decision 029), on PGlite in memory and, when
// TEST_DATABASE_URL or BENCH_DATABASE_URL names a PostgreSQL server, on a scratch database there: one club of
// 100,000 members (scripts/seed-members.ts: 20 years of join dates, every status), 50,000 bookings around
// today (bench/golf.ts's seeding) and 100,000 invoices with their payments and refunds over five years
// (bench/billing.ts's seeding), and 500 messages over the last year, all written with the audit trigger on as
// the product writes them (decision 036: the club's trail is then some 500,000 rows). Then the dashboard's API
// as the owner (every section) meets it, through the app with a real session cookie: p50 / p95 (budget p95 ≤
// 100 ms), and requests per second with 8 in flight.
// `npm run bench:dashboard` runs this alone; `npm run bench` runs it after the audit log's figures.
// BENCH_MEMBERS, BENCH_BOOKINGS and BENCH_INVOICES set the sizes; BENCH_PLANS=1 prints the query plans of
// the sections even when the budget is kept.
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { seedMembers } from "../scripts/seed-members.ts";
import { type Database, rowsOf } from "../src/server/db/client.ts";
import { clubs } from "../src/server/db/schema/clubs.ts";
import { billingTotals } from "../src/server/modules/billing/invoices.repository.ts";
import {
  courseUse,
  memberCounts,
  messagesSince,
  recentTrail,
  revenueByMonth,
} from "../src/server/modules/dashboard/dashboard.repository.ts";
import { calendarOf } from "../src/server/modules/dashboard/dashboard.service.ts";
import type { Dashboard } from "../src/shared/dashboard.ts";
import { todayIn } from "../src/shared/dates.ts";
import { seedInvoices } from "./billing.ts";
import {
  type BenchResult,
  ms,
  onBothDatabases,
  plansOf,
  printAlone,
  SECONDS,
  seconds,
  throughput,
  timeRuns,
} from "./common.ts";
import { addCourse, seedBookings } from "./golf.ts";
import { ownerOfNewClub } from "./members.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const MESSAGES = 500;
const DASHBOARD_BUDGET_MS = 100;

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const db = database.db;
  const { owner, newClub } = await ownerOfNewClub(database);
  const clubId = await newClub("Bench Dashboard Club");
  const [club] = await db.select({ timezone: clubs.timezone }).from(clubs).where(sql`id = ${clubId}`);
  const timeZone = club?.timezone ?? "UTC";
  const today = todayIn(timeZone);

  const t0 = performance.now();
  await seedMembers(db, clubId, MEMBERS, { batch: 2000 });
  const course = await addCourse(database, clubId, "Championship Course", 0);
  await seedBookings(database, clubId, course, timeZone, today);
  await seedInvoices(db, clubId, today);
  await db.execute(sql`
    insert into messages (club_id, subject, body_html, audience, status, scheduled_at, started_at, finished_at,
      recipient_count)
    select ${clubId}, 'News ' || n, '<p>News</p>', '{"kind":"all","values":[]}'::jsonb, 'sent', at, at, at, 1000 + n
    from (select n, now() - (n * interval '17 hours') as at from generate_series(1, ${MESSAGES}) n) s`);
  for (const table of ["members", "messages"]) await db.execute(sql.raw(`analyze ${table}`));
  const [counts] = rowsOf<{ members: number; bookings: number; invoices: number; trail: number }>(
    await db.execute(sql`select
      (select count(*)::int from members where club_id = ${clubId}) as members,
      (select count(*)::int from golf_bookings where club_id = ${clubId}) as bookings,
      (select count(*)::int from invoices where club_id = ${clubId}) as invoices,
      (select count(*)::int from audit_trail where club_id = ${clubId}) as trail`),
  );
  // Seeded as the product writes (the audit trigger on, decision 036): the club's trail is as long as its
  // history, and the recent activity must not read it all.
  const trail = counts?.trail ?? 0;
  log(
    `  ${label}: ${counts?.members.toLocaleString("en-US")} members, ${counts?.bookings.toLocaleString("en-US")} bookings, ${counts?.invoices.toLocaleString("en-US")} invoices, ${MESSAGES} messages and ${trail.toLocaleString("en-US")} audit trail rows seeded (${seconds(t0)} s)`,
  );

  const path = `/api/clubs/${clubId}/dashboard`;
  const check = await owner.request(path);
  if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
  const body = (await check.json()) as Dashboard;
  const sections = Object.keys(body).filter((k) => k !== "timeZone" && k !== "today");
  if (sections.length !== 5) throw new Error(`The owner's dashboard has ${sections.join(", ")}`);
  const booked = body.teeSheet?.courses.reduce((n, c) => n + c.booked, 0) ?? 0;
  log(
    `  ${label}: the dashboard (${body.members?.total.toLocaleString("en-US")} members, ${booked} players on today's tee sheet, ${body.billing?.totals.length} currency)…`,
  );
  const ask = async () => (await owner.request(path)).arrayBuffer();
  const api = await timeRuns(ask);
  const ok = api.p95 <= DASHBOARD_BUDGET_MS;
  const rate = await throughput(ask);
  const size = `${MEMBERS.toLocaleString("en-US")} members, ${BOOKINGS.toLocaleString("en-US")} bookings, ${INVOICES.toLocaleString("en-US")} invoices, ${trail.toLocaleString("en-US")} trail rows`;
  const results: BenchResult[] = [
    {
      name: `${label}: dashboard as the owner (every section) at ${size} — API p50 / p95 (${api.runs} runs)`,
      value: `${ms(api.p50)} / ${ms(api.p95)}`,
      budget: `p95 ≤ ${DASHBOARD_BUDGET_MS} ms`,
      ok,
    },
    {
      name: `${label}: dashboard as the owner, 8 requests in flight for ${SECONDS} s — requests per second`,
      value: `${rate.toFixed(1)} req/s`,
    },
  ];
  if (!ok || process.env.BENCH_PLANS) {
    // The dashboard's own queries (billing's totals are bench/billing.ts's figure, with their plan there).
    const calendar = calendarOf(body.today);
    const plans = await plansOf(database, async (recording) => {
      await memberCounts(recording, clubId, { today: body.today, endingUntil: calendar.endingUntil });
      await courseUse(recording, clubId, body.today);
      await revenueByMonth(recording, clubId, calendar.firstMonthStart, calendar.monthEnds.at(-1) as string);
      await messagesSince(recording, clubId, new Date(`${calendar.weekStart}T00:00:00Z`));
      await recentTrail(recording, clubId, 8);
    });
    log(`\nQuery plans (${label}):\n${plans}`);
    // Billing's totals (reused as they are): their time alone, for comparison.
    const totals = await timeRuns(() =>
      billingTotals(db, clubId, calendar.monthStart, calendar.monthEnds.at(-1) as string),
    );
    log(`  ${label}: billingTotals alone p50 / p95: ${ms(totals.p50)} / ${ms(totals.p95)}`);
  }
  return results;
}

/** The dashboard's figure, on PGlite and (when configured) PostgreSQL. */
export async function dashboardBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases("Dashboard", benchOn, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse dashboard benchmarks", dashboardBench);
}

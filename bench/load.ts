// The mixed load of a club's day (issue 30's "Done when"), on PGlite and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a PostgreSQL server, on a scratch database there: the server as its own process
// listening on HTTP (bench/common.ts's startServerProcess; TRUST_PROXY on, in the bench only, so that each simulated user is a
// client address of its own), one club seeded as the product writes it (the audit trigger on: members,
// invoices with their payments and refunds, tee sheet bookings, by the other benches' seeding), then for
// BENCH_LOAD_SECONDS (600 by default) many users with sessions of their own at once:
//   - members (BENCH_LOAD_MEMBERS_ONLINE, 60) look at the tee sheets, book themselves (on a second course: the
//     seeded one is full around today), cancel, see their bookings;
//   - staff (BENCH_LOAD_STAFF, 6) page and search the members list, page the invoices, open the dashboard
//     and the staff tee sheet;
//   - a message to 10,000 members is sent early in the run, and the club's day of billing (late fees, the
//     renewal run of BENCH_LOAD_RENEWALS members, 2,000, reminders) runs in the server during it: the club's time zone is chosen so that its daily
//     jobs are due when the server starts, as after a restart (the dispatcher runs them at start).
// Each user waits 0.5–2.5 s between requests. Printed per kind of request: count, p50 / p95 / p99 and 5xx;
// the run fails on any 5xx. BENCH_LOAD_CLUB_MEMBERS sets the club's size (default 20,000), BENCH_INVOICES and
// BENCH_BOOKINGS the seeded invoices and bookings (bench/billing.ts's and bench/golf.ts's defaults),
// BENCH_LOAD_DATABASES=pglite or postgres runs one of the two. `npm run bench:load` runs it alone; `npm run
// bench` runs it last.
import { writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { seedMembers } from "../scripts/seed-members.ts";
import { type Database, openDatabase, rowsOf } from "../src/server/db/client.ts";
import { clubAdmins } from "../src/server/db/schema/clubs.ts";
import { localDateTime } from "../src/server/jobs/daily.ts";
import { addDays } from "../src/shared/dates.ts";
import { fastMembers } from "../tests/helpers/golf-sessions.ts";
import { createScratchDatabase } from "../tests/helpers/postgres.ts";
import type { TestApp } from "../tests/helpers/test-app.ts";
import { priceTheClub, seedInvoices } from "./billing.ts";
import {
  type BenchResult,
  ms,
  percentile,
  printAlone,
  type ServedDatabase,
  seconds,
  startServerProcess,
} from "./common.ts";
import { addCourse, seedBookings } from "./golf.ts";
import { ownerOfNewClub } from "./members.ts";

const CLUB_MEMBERS = Number(process.env.BENCH_LOAD_CLUB_MEMBERS ?? 20_000);
const DURATION_S = Number(process.env.BENCH_LOAD_SECONDS ?? 600);
const MEMBERS_ONLINE = Number(process.env.BENCH_LOAD_MEMBERS_ONLINE ?? 60);
const STAFF_ONLINE = Number(process.env.BENCH_LOAD_STAFF ?? 6);
const MESSAGE_AUDIENCE = 10_000;
/** Members whose annual membership ends within the renewal window: the renewal run's invoices. */
const RENEWALS = Number(process.env.BENCH_LOAD_RENEWALS ?? 2000);
const THINK_MS = [500, 2500] as const;
/** Surnames and parts of e-mails staff search for (scripts/seed-members.ts's demo names). */
const SEARCHES = ["son", "an", "mill", "john", "hopper1", "MB004", "smith", "garc"];

/** Zones from +14 to −11 hours: one of them is in its afternoon at any moment. */
const ZONES = [
  "Pacific/Kiritimati",
  "Pacific/Auckland",
  "Australia/Sydney",
  "Asia/Tokyo",
  "Asia/Shanghai",
  "Asia/Kolkata",
  "Asia/Dubai",
  "Europe/Berlin",
  "Europe/London",
  "America/Sao_Paulo",
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
  "Pacific/Honolulu",
  "Pacific/Pago_Pago",
];

/** A zone where it is now between 09:00 and 21:00: every daily job of the club (the last at 08:00) is due. */
function zoneInItsDay(now: Date): string {
  const zone = ZONES.find((z) => {
    const hour = Number(localDateTime(z, now).time.slice(0, 2));
    return hour >= 9 && hour < 21;
  });
  if (!zone) throw new Error("No zone is in its day");
  return zone;
}

interface Seeded {
  clubId: string;
  courseId: string;
  /** The course the members book on (the seeded one is full). */
  openCourseId: string;
  today: string;
  timeZone: string;
  members: { memberId: string; cookie: string }[];
  staff: { cookie: string }[];
  audienceType: string;
  counts: Partial<Record<"members" | "bookings" | "invoices" | "trail" | "due", number>>;
}

/** The club, as the product writes it (the audit trigger on), and the users' sessions. */
async function seed(database: Database, log: (line: string) => void): Promise<Seeded> {
  const db = database.db;
  const t0 = performance.now();
  const staff = await ownerOfNewClub(database);
  const clubId = await staff.newClub("Bench Load Club");
  await priceTheClub(staff, clubId);
  const timeZone = zoneInItsDay(new Date());
  await db.execute(sql`update clubs set timezone = ${timeZone} where id = ${clubId}`);
  const today = localDateTime(timeZone, new Date()).date;
  await seedMembers(db, clubId, CLUB_MEMBERS, { batch: 2000 });
  // The message's audience: 10,000 members with an address, of a type of their own (lifetime: no renewal).
  // RENEWALS others: annual and active, their year ending on one of the next 31 days (the default renewal
  // window is 30 days), each with an address, as bench/billing.ts's renewal run has them. Audited.
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by (email is null), id) as n from members where club_id = ${clubId}
    ),
    planned as (
      select id, case when n <= ${MESSAGE_AUDIENCE} then 'audience'
        when n <= ${MESSAGE_AUDIENCE + RENEWALS} then 'renewal' else 'other' end as part, n from numbered
    )
    update members m set
      membership_type = case when p.part = 'audience' then 'lifetime' else 'annual' end,
      membership_status = case when p.part = 'renewal' then 'active' else m.membership_status end,
      status = case when p.part = 'renewal' then 'active' else m.status end,
      membership_end_date = case when p.part = 'audience' then null
        when p.part = 'renewal' then ${today}::date + (p.n % 31)::int else m.membership_end_date end,
      membership_start_date = case when p.part = 'renewal' then ${today}::date + (p.n % 31)::int - 364
        else m.membership_start_date end,
      email = coalesce(m.email, 'renewal' || p.n || '@bench.example')
    from planned p where m.id = p.id and (p.part <> 'other' or m.membership_type = 'lifetime')`);
  const courseId = await addCourse(database, clubId, "Championship Course", 0);
  await seedBookings(database, clubId, courseId, timeZone, today);
  // The seeded course is full around today (two bookings of two per tee time): members book on another.
  const openCourseId = await addCourse(database, clubId, "Load Course", 1);
  await seedInvoices(db, clubId, today);
  // Users with sessions of their own (signing up each through Argon2id would measure the hashing).
  const online = await fastMembers({ database } as TestApp, clubId, MEMBERS_ONLINE, "load", {
    membershipType: "annual",
    membershipStatus: "active",
  });
  const staffPeople = await fastMembers({ database } as TestApp, clubId, STAFF_ONLINE, "staff", {
    membershipType: "annual",
    membershipStatus: "active",
  });
  await db
    .insert(clubAdmins)
    .values(staffPeople.map((p) => ({ clubId, userId: p.userId, role: "admin" as const, email: p.email })));
  await db.execute(sql`analyze`);
  const [counts] = rowsOf<{
    members: number;
    bookings: number;
    invoices: number;
    trail: number;
    due: number;
  }>(
    await db.execute(sql`select
      (select count(*)::int from members where club_id = ${clubId}) as members,
      (select count(*)::int from golf_bookings where club_id = ${clubId}) as bookings,
      (select count(*)::int from invoices where club_id = ${clubId}) as invoices,
      (select count(*)::int from audit_trail where club_id = ${clubId}) as trail,
      (select count(*)::int from members where club_id = ${clubId} and membership_type = 'annual'
        and membership_status = 'active' and membership_end_date between ${today}::date and ${addDays(today, 30)}::date)
        as due`),
  );
  log(
    `  ${counts?.members.toLocaleString("en-US")} members (${counts?.due.toLocaleString("en-US")} annual ones ending within 30 days), ${counts?.bookings.toLocaleString("en-US")} bookings, ${counts?.invoices.toLocaleString("en-US")} invoices, ${counts?.trail.toLocaleString("en-US")} trail rows; the club in ${timeZone}; ${MEMBERS_ONLINE} members and ${STAFF_ONLINE} staff with sessions (${seconds(t0)} s)`,
  );
  return {
    clubId,
    courseId,
    openCourseId,
    today,
    timeZone,
    members: online.map((m) => ({ memberId: m.memberId, cookie: m.cookie })),
    staff: staffPeople.map((p) => ({ cookie: p.cookie })),
    audienceType: "lifetime",
    counts: { ...counts },
  };
}

/** What one kind of request met. */
interface Tally {
  times: number[];
  statuses: Map<number, number>;
  failed: number;
  firstErrors: string[];
}

/** Drives the server at `url` for DURATION_S seconds: answers per kind of request. */
async function drive(
  url: string,
  club: Seeded,
  log: (line: string) => void,
): Promise<{ tallies: Map<string, Tally>; messageId: string | null; elapsed: number }> {
  const tallies = new Map<string, Tally>();
  /** Requests slower than 2 s: when they were sent (seconds into the load), how long, what. */
  const slow: { at: number; ms: number; kind: string }[] = [];
  const api = (rest: string) => `${url}/api/clubs/${club.clubId}${rest}`;
  let address = 0;
  const user = (cookie: string) => {
    address++;
    const ip = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    return async (kind: string, target: string, init: { method?: string; json?: unknown } = {}) => {
      let tally = tallies.get(kind);
      if (!tally) {
        tally = { times: [], statuses: new Map(), failed: 0, firstErrors: [] };
        tallies.set(kind, tally);
      }
      const headers: Record<string, string> = { cookie, "x-forwarded-for": ip, origin: url };
      if (init.json !== undefined) headers["content-type"] = "application/json";
      const sent = performance.now();
      try {
        const res = await fetch(target, {
          method: init.method ?? "GET",
          headers,
          body: init.json === undefined ? undefined : JSON.stringify(init.json),
        });
        const body = await res.text();
        const took = performance.now() - sent;
        tally.times.push(took);
        if (took > 2000) slow.push({ at: (sent - started) / 1000, ms: took, kind });
        tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500 && tally.firstErrors.length < 3)
          tally.firstErrors.push(`${res.status} ${target}: ${body.slice(0, 300)}`);
        return { status: res.status, body };
      } catch (error) {
        tally.failed++;
        if (tally.firstErrors.length < 3) tally.firstErrors.push(`${target}: ${(error as Error).message}`);
        return { status: 0, body: "" };
      }
    };
  };
  const started = performance.now();
  const until = started + DURATION_S * 1000;
  const think = () =>
    new Promise((resolve) => setTimeout(resolve, THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0])));
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;
  const times: string[] = [];
  for (let minutes = 6 * 60; minutes <= 19 * 60; minutes += 10)
    times.push(
      `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
    );
  const day = () => addDays(club.today, 1 + Math.floor(Math.random() * 6));
  const memberPages = Math.max(1, Math.floor(CLUB_MEMBERS / 50));

  const member = async ({ memberId, cookie }: { memberId: string; cookie: string }) => {
    const ask = user(cookie);
    const booked: string[] = [];
    await think();
    while (performance.now() < until) {
      const r = Math.random();
      if (r < 0.35) {
        const course = Math.random() < 0.5 ? club.courseId : club.openCourseId;
        await ask("member: tee sheet", api(`/golf/tee-sheet?courseId=${course}&date=${day()}`));
      } else if (r < 0.65) {
        const res = await ask("member: book a tee time", api("/golf/bookings"), {
          method: "POST",
          json: { courseId: club.openCourseId, date: day(), time: pick(times), players: [{ memberId }] },
        });
        if (res.status === 201) booked.push((JSON.parse(res.body) as { id: string }).id);
      } else if (r < 0.8 && booked.length > 0) {
        const id = booked.shift() as string;
        await ask("member: cancel a booking", api(`/golf/bookings/${id}/cancel`), {
          method: "POST",
          json: {},
        });
      } else {
        await ask("member: my bookings", api("/golf/my"));
      }
      await think();
    }
  };
  const staff = async ({ cookie }: { cookie: string }) => {
    const ask = user(cookie);
    await think();
    while (performance.now() < until) {
      const r = Math.random();
      if (r < 0.25) {
        await ask(
          "staff: members list page",
          api(`/members?page=${1 + Math.floor(Math.random() * memberPages)}`),
        );
      } else if (r < 0.45) {
        await ask("staff: members search", api(`/members?q=${encodeURIComponent(pick(SEARCHES))}`));
      } else if (r < 0.65) {
        await ask("staff: invoice list", api(`/billing/invoices?page=${1 + Math.floor(Math.random() * 20)}`));
      } else if (r < 0.85) {
        await ask("staff: dashboard", api("/dashboard"));
      } else {
        await ask("staff: tee sheet", api(`/golf/tee-sheet?courseId=${club.courseId}&date=${club.today}`));
      }
      await think();
    }
  };
  // The message, sent by the first staff user a little into the run.
  let messageId: string | null = null;
  const message = async () => {
    await new Promise((resolve) => setTimeout(resolve, Math.min(10_000, DURATION_S * 100)));
    const first = club.staff[0];
    if (!first) return;
    const res = await user(first.cookie)(
      "staff: send a message to 10,000 members",
      api("/communications/messages"),
      {
        method: "POST",
        json: {
          subject: "News from {{club_name}}",
          bodyHtml: "<p>Hello {{first_name}},</p><p>The course is open all week.</p>",
          audience: { kind: "membershipType", values: [club.audienceType] },
        },
      },
    );
    if (res.status === 201) messageId = (JSON.parse(res.body) as { id: string }).id;
    else log(`  the message answered ${res.status}: ${res.body.slice(0, 300)}`);
  };
  const progress = setInterval(() => {
    const done = [...tallies.values()].reduce((n, t) => n + t.times.length + t.failed, 0);
    log(`  … ${seconds(started)} s, ${done.toLocaleString("en-US")} requests answered`);
  }, 30_000);
  try {
    await Promise.all([...club.members.map(member), ...club.staff.map(staff), message()]);
  } finally {
    clearInterval(progress);
  }
  // When the slow answers were asked, by 10-second window: a stall shows as one window.
  const windows = new Map<number, { n: number; worst: number; kinds: Set<string> }>();
  for (const s of slow) {
    const w = Math.floor(s.at / 10) * 10;
    const entry = windows.get(w) ?? { n: 0, worst: 0, kinds: new Set<string>() };
    entry.n++;
    entry.worst = Math.max(entry.worst, s.ms);
    entry.kinds.add(s.kind.replace(/^(member|staff): /, ""));
    windows.set(w, entry);
  }
  for (const [w, e] of [...windows].sort((a, b) => a[0] - b[0]))
    log(
      `  answers over 2 s asked at ${w}–${w + 10} s: ${e.n}, the slowest ${ms(e.worst)} (${[...e.kinds].join(", ")})`,
    );
  return { tallies, messageId, elapsed: (performance.now() - started) / 1000 };
}

/** The club's day of billing and the message, as the database has them after the run. */
async function aftermath(
  database: Database,
  club: Seeded,
  messageId: string | null,
  window: { seeded: Date; from: Date },
): Promise<string[]> {
  const db = database.db;
  const [renewals] = rowsOf<{ n: number; first: number | null; last: number | null }>(
    await db.execute(sql`select count(*)::int as n, extract(epoch from min(created_at))::float8 * 1000 as first,
        extract(epoch from max(created_at))::float8 * 1000 as last
      from invoices where club_id = ${club.clubId} and purpose = 'renewal'
        and created_at between ${window.seeded} and statement_timestamp()`),
  );
  const at = (epochMs: number | null | undefined) =>
    epochMs == null ? "–" : `${((Number(epochMs) - window.from.getTime()) / 1000).toFixed(0)} s`;
  const lines = [
    `renewal run: ${renewals?.n.toLocaleString("en-US")} renewal invoices issued by the server, the first at ${at(renewals?.first)} and the last at ${at(renewals?.last)} of the load (0 s: its start)`,
  ];
  if (messageId) {
    const [message] = rowsOf<{ status: string; recipients: number; queued: number; sent: number }>(
      await db.execute(sql`select m.status, m.recipient_count as recipients,
        (select count(*)::int from message_recipients r where r.message_id = m.id and r.outbox_id is not null) as queued,
        (select count(*)::int from message_recipients r join mail_outbox o on o.id = r.outbox_id
          where r.message_id = m.id and o.status = 'sent') as sent
        from messages m where m.id = ${messageId}`),
    );
    lines.push(
      `message: ${message?.status}, ${(message?.recipients ?? 0).toLocaleString("en-US")} recipients, ${message?.queued.toLocaleString("en-US")} e-mails in the outbox, ${message?.sent.toLocaleString("en-US")} sent by the end (bulk mail goes out at MAIL_BULK_PER_MINUTE)`,
    );
  } else lines.push("message: not sent");
  const outbox = rowsOf<{ stream: string; status: string; n: number }>(
    await db.execute(sql`select stream, status, count(*)::int as n from mail_outbox
      where created_at >= ${window.seeded} group by stream, status order by stream, status`),
  );
  lines.push(
    `the outbox by the end (e-mails written during the run, by stream and status): ${outbox.map((r) => `${r.stream} ${r.status} ${r.n.toLocaleString("en-US")}`).join(", ") || "none"}`,
  );
  return lines;
}

async function loadOn(
  label: string,
  target: ServedDatabase,
  open: () => Promise<Database>,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  log(`${label}: seeding…`);
  let database = await open();
  await database.migrate();
  const club = await seed(database, (line) => log(`  ${label}:${line}`));
  const seeded = new Date();
  // PGlite's folder is the server's alone: the bench lets go of it first.
  if (target.kind === "pglite") await database.close();
  const t0 = performance.now();
  const server = await startServerProcess(target);
  log(`  ${label}: the server listens at ${server.url} (${seconds(t0)} s); ${DURATION_S} s of load…`);
  const from = new Date();
  let outcome: Awaited<ReturnType<typeof drive>>;
  let exitCode: number | null = null;
  try {
    outcome = await drive(server.url, club, log);
  } finally {
    exitCode = await server.stop();
    // BENCH_SERVER_LOG=<file> keeps what the server logged (BENCH_LOG_LEVEL=debug times every job's run).
    if (process.env.BENCH_SERVER_LOG) writeFileSync(process.env.BENCH_SERVER_LOG, server.output());
    if (exitCode !== 0)
      log(`  ${label}: the server exited with ${exitCode}:\n${server.output().slice(-3000)}`);
  }
  const logged = server.errors();
  const serverErrors = logged.slice(0, 5);
  if (target.kind === "pglite") database = await open();
  const notes = await aftermath(database, club, outcome.messageId, { seeded, from });
  await database.close();

  const results: BenchResult[] = [];
  const kinds = [...outcome.tallies].sort(([a], [b]) => a.localeCompare(b));
  let all5xx = 0;
  let total = 0;
  for (const [kind, tally] of kinds) {
    const sorted = [...tally.times].sort((a, b) => a - b);
    const fives = [...tally.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0) + tally.failed;
    all5xx += fives;
    total += sorted.length + tally.failed;
    const statuses = [...tally.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}: ${c}`)
      .join(", ");
    results.push({
      name: `${label}: ${kind} — ${sorted.length.toLocaleString("en-US")} answers (${statuses}${tally.failed ? `, ${tally.failed} without an answer` : ""}), p50 / p95 / p99`,
      value: `${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.95))} / ${ms(percentile(sorted, 0.99))}`,
      budget: "no 5xx",
      ok: fives === 0,
    });
    for (const e of tally.firstErrors) log(`  ${label}: ${kind}: ${e}`);
  }
  results.push({
    name: `${label}: all requests over ${outcome.elapsed.toFixed(0)} s (${club.members.length} members and ${club.staff.length} staff online, ${club.counts.members?.toLocaleString("en-US")} members in the club) — requests per second, 5xx`,
    value: `${(total / outcome.elapsed).toFixed(1)} req/s, ${all5xx} 5xx`,
    budget: "0 5xx",
    ok: all5xx === 0,
  });
  for (const note of notes)
    results.push({ name: `${label}: ${note.split(":")[0]}`, value: note.slice(note.indexOf(":") + 2) });
  results.push({
    name: `${label}: the server's errors logged during the run, and its exit code when stopped (SIGTERM)`,
    value: `${logged.length} errors, exit code ${exitCode}`,
  });
  for (const line of serverErrors) log(`  ${label}: the server logged: ${line.slice(0, 500)}`);
  return results;
}

/** The mixed load on PGlite (a data folder of its own) and, when configured, a scratch PostgreSQL database. */
export async function loadBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  const which = process.env.BENCH_LOAD_DATABASES ?? "pglite,postgres";
  const results: BenchResult[] = [];
  if (which.includes("pglite")) {
    const root = await mkdtemp(path.join(tmpdir(), "clubhouse-bench-load-"));
    try {
      results.push(
        ...(await loadOn(
          "Mixed load, PGlite",
          { kind: "pglite", dataDir: root },
          () => openDatabase({ kind: "pglite", dataDir: root }),
          log,
        )),
      );
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (which.includes("postgres") && serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "clubhouse_bench_load");
    try {
      results.push(
        ...(await loadOn(
          "Mixed load, PostgreSQL",
          { kind: "postgres", url: scratch.url },
          () => openDatabase({ kind: "postgres", url: scratch.url }),
          log,
        )),
      );
    } finally {
      await scratch.drop();
    }
  } else if (which.includes("postgres")) {
    log("Mixed load: no TEST_DATABASE_URL or BENCH_DATABASE_URL, so PostgreSQL is not measured.");
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse mixed load", loadBench);
}

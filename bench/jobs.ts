// Big jobs beside interactive requests (issue 30, defect 3; decision 037), on PGlite in memory and, when
// TEST_DATABASE_URL or BENCH_DATABASE_URL names a PostgreSQL server, on a scratch database there. One club of
// 100,000 members (scripts/seed-members.ts, the audit trigger on, as the product writes: about 40% of them
// within a renewal reminder's window), the app served over real HTTP on a port of its own, and a client in a
// worker thread (its own event loop) asking the members list and the dashboard as the owner, two requests in
// flight, all along. Meanwhile, one after the other:
//   1. the club's daily jobs (memberships moving on, overdue invoices, renewal invoices and reminders, the
//      renewal reminders): the first run after the seed;
//   2. the outbox delivering what they wrote into the development mailbox;
//   3. a message to every member, from the API call until every recipient is in the outbox.
// Printed per phase: the requests' p50 / p95 / p99 and slowest (budget p99 ≤ 1 s), the phase's duration and
// the longest a single transaction held the connection (on PGlite every request waits for it).
// `npm run bench:jobs` runs this alone. BENCH_JOB_MEMBERS sets the club's size.
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { seedMembers } from "../scripts/seed-members.ts";
import { type Database, type Db, rowsOf } from "../src/server/db/client.ts";
import { clubs } from "../src/server/db/schema/clubs.ts";
import { dailyClubJobs } from "../src/server/job-registry.ts";
import { dispatchDailyJobs } from "../src/server/jobs/daily.ts";
import type { JobQueue } from "../src/server/jobs/queue.ts";
import { MAIL_OUTBOX_JOB } from "../src/server/mail/mailer.ts";
import { RENEWAL_BATCH_JOB } from "../src/server/modules/billing/billing.job.ts";
import { MESSAGE_SEND_JOB } from "../src/server/modules/communications/messages.job.ts";
import { listen } from "../src/server/server.ts";
import { type BenchResult, ms, onBothDatabases, percentile, printAlone, seconds } from "./common.ts";
import { ownerOfNewClub } from "./members.ts";

const MEMBERS = Number(process.env.BENCH_JOB_MEMBERS ?? 100_000);
/** A request made while a job runs answers within a second, 99 times in 100. */
const P99_BUDGET_MS = 1000;

/** The client: its own thread, so that its clock and its requests do not wait for the server's event loop. */
const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads");
const samples = [];
let stopping = false;
parentPort.on("message", (m) => { if (m === "stop") stopping = true; });
async function loop(offset) {
  for (let i = offset; !stopping; i++) {
    const path = workerData.paths[i % workerData.paths.length];
    const t0 = performance.now();
    const at = Date.now();
    let status = 0;
    try {
      const res = await fetch(workerData.base + path, { headers: { cookie: workerData.cookie } });
      await res.arrayBuffer();
      status = res.status;
    } catch { status = -1; }
    samples.push({ at, ms: performance.now() - t0, status });
  }
}
Promise.all([loop(0), loop(1)]).then(() => parentPort.postMessage(samples));
`;

interface Sample {
  at: number;
  ms: number;
  status: number;
}

/** Records how long each transaction held the connection (from its start, once it has the connection). */
function watchTransactions(db: Db) {
  const original = db.transaction.bind(db);
  let longest = 0;
  let count = 0;
  (db as unknown as { transaction: Db["transaction"] }).transaction = ((
    work: (tx: Db) => Promise<unknown>,
    config?: unknown,
  ) =>
    original(async (tx) => {
      const t0 = performance.now();
      try {
        return await work(tx as unknown as Db);
      } finally {
        longest = Math.max(longest, performance.now() - t0);
        count++;
      }
    }, config as never)) as Db["transaction"];
  return {
    take() {
      const figure = { longest, count };
      longest = 0;
      count = 0;
      return figure;
    },
  };
}

/** Runs the waiting runs of these jobs until none is left (what the workers would do, here and now). */
async function drain(jobs: JobQueue, names: string[]): Promise<number> {
  let runs = 0;
  for (;;) {
    let ran = 0;
    for (const name of names) ran += (await jobs.runDue(name)).length;
    runs += ran;
    if (ran === 0) return runs;
  }
}

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const db = database.db;
  const staff = await ownerOfNewClub(database);
  const clubId = await staff.newClub("Jobs Bench Club");
  // Live (decision 061): a new club sets up, and its daily jobs would skip it.
  await db.update(clubs).set({ timezone: "UTC", status: "active" }).where(sql`id = ${clubId}`);
  let t0 = performance.now();
  await seedMembers(db, clubId, MEMBERS, { batch: 2000 });
  const [seeded] = rowsOf<{ trail: number }>(
    await db.execute(sql`select count(*)::int as trail from audit_trail where club_id = ${clubId}`),
  );
  log(
    `  ${label}: ${MEMBERS.toLocaleString("en-US")} members and ${seeded?.trail.toLocaleString("en-US")} trail rows seeded (${seconds(t0)} s)`,
  );

  const server = await listen(staff.app.fetch, 0, "127.0.0.1");
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: staff.env.APP_URL },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  if (!signIn.ok) throw new Error(`Signing in over HTTP answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const paths = [`/api/clubs/${clubId}/members?page=1&pageSize=25`, `/api/clubs/${clubId}/dashboard`];
  for (const path of paths) {
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
  }

  const client = new Worker(CLIENT, { eval: true, workerData: { base, cookie, paths } });
  const samples = new Promise<Sample[]>((resolve, reject) => {
    client.once("message", resolve);
    client.once("error", reject);
  });
  const transactions = watchTransactions(db);
  const phases: {
    name: string;
    from: number;
    to: number;
    seconds: number;
    longestTx: number;
    note: string;
  }[] = [];
  async function phase(name: string, work: () => Promise<string>) {
    transactions.take();
    const from = Date.now();
    t0 = performance.now();
    const note = await work();
    const elapsed = (performance.now() - t0) / 1000;
    const longestTx = transactions.take().longest;
    phases.push({ name, from, to: Date.now(), seconds: elapsed, longestTx, note });
    log(`  ${label}: ${name}: ${elapsed.toFixed(1)} s, ${note}, longest transaction ${ms(longestTx)}`);
  }
  // The client's first requests, before any job.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await phase("quiet (no job)", async () => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return "nothing running";
  });

  const now = new Date();
  now.setUTCHours(12, 0, 0, 0);
  await phase("the club's daily jobs, first run after the seed", async () => {
    await dispatchDailyJobs(db, staff.jobs, dailyClubJobs, now);
    await drain(staff.jobs, [...dailyClubJobs.map((j) => j.name), RENEWAL_BATCH_JOB]);
    const [r] = rowsOf<{ reminded: number; outbox: number }>(
      await db.execute(sql`select
        (select count(*)::int from membership_events where club_id = ${clubId} and action = 'reminded') as reminded,
        (select count(*)::int from mail_outbox where status = 'pending') as outbox`),
    );
    return `${r?.reminded.toLocaleString("en-US")} renewal reminders written (${r?.outbox.toLocaleString("en-US")} e-mails waiting)`;
  });
  await phase("the outbox delivering them", async () => {
    await drain(staff.jobs, [MAIL_OUTBOX_JOB]);
    const [r] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from dev_mailbox`));
    return `${r?.n.toLocaleString("en-US")} e-mails in the development mailbox`;
  });
  await phase("a message to every member, queued", async () => {
    const res = await fetch(`${base}/api/clubs/${clubId}/communications/messages`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: staff.env.APP_URL },
      body: JSON.stringify({
        subject: "News from {{club_name}}",
        bodyHtml: "<p>Hello {{first_name}},</p><p>Your membership runs until {{membership_end}}.</p>",
        audience: { kind: "all", values: [] },
      }),
    });
    if (res.status !== 201) throw new Error(`Sending answered ${res.status}: ${await res.text()}`);
    const message = (await res.json()) as { id: string };
    await drain(staff.jobs, [MESSAGE_SEND_JOB]);
    const [r] = rowsOf<{ status: string; recipients: number; written: number }>(
      await db.execute(sql`select m.status, m.recipient_count as recipients,
        (select count(*)::int from message_recipients r where r.message_id = m.id and r.outbox_id is not null) as written
        from messages m where m.id = ${message.id}`),
    );
    return `${r?.written.toLocaleString("en-US")} of ${r?.recipients.toLocaleString("en-US")} recipients in the outbox, ${r?.status}`;
  });

  client.postMessage("stop");
  const all = await samples;
  await client.terminate();
  await new Promise((resolve) => server.close(resolve));
  await staff.jobs.stop();
  await staff.instance.release();

  const results: BenchResult[] = [];
  for (const p of phases) {
    // A request belongs to every phase it overlaps: one made before a phase and answered after it waited for it.
    const during = all.filter((s) => s.at < p.to && s.at + s.ms > p.from);
    const times = during.map((s) => s.ms).sort((a, b) => a - b);
    const failed = during.filter((s) => s.status !== 200).length;
    const p99 = percentile(times, 0.99);
    results.push({
      name: `${label}: ${p.name} (${p.note}) — ${p.seconds.toFixed(1)} s, longest transaction ${ms(p.longestTx)}; requests p50 / p95 / p99 / slowest (${times.length} requests${failed ? `, ${failed} NOT 200` : ""})`,
      value: `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.95))} / ${ms(p99)} / ${ms(times.at(-1) ?? 0)}`,
      budget: `p99 ≤ ${P99_BUDGET_MS} ms`,
      ok: p99 <= P99_BUDGET_MS && failed === 0 && times.length > 0,
    });
  }
  return results;
}

/** The jobs' figures, on PGlite and (when configured) PostgreSQL. */
export async function jobsBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases("Jobs", benchOn, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse: big jobs beside requests", jobsBench);
}

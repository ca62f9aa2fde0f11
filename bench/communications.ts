// Messages to members at a large club's scale (issue 16), on PGlite in memory and, when TEST_DATABASE_URL or
// BENCH_DATABASE_URL names a PostgreSQL server, on a scratch database there:
//   - the audience's live count at 100,000 members (POST …/communications/audience, all members): p50 / p95
//     through the API as the owner;
//   - queuing a message to every one of them: from the API call (POST …/communications/messages) until every
//     recipient is written to the outbox and the message is sent, as the `communications.send` job does it
//     (its audience resolved 500 members per INSERT … SELECT, then batches of 100 rendered e-mails per transaction),
//     checked (one outbox row per recipient, none without one);
//   - the outbox's send rate into the development mailbox (messages per second): one delivery round of
//     BENCH_SEND_MAILS of those e-mails (5,000 by default), bulk mail's own limit (MAIL_BULK_PER_MINUTE) lifted.
// Every request goes through the app with a real session cookie. `npm run bench:communications` runs these
// alone; `npm run bench` runs them after the billing figures. BENCH_MESSAGE_MEMBERS sets the club's size.
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { seedMembers } from "../scripts/seed-members.ts";
import { SecretBox } from "../src/server/crypto/secret-box.ts";
import type { Database, Db } from "../src/server/db/client.ts";
import { jobDefinitions } from "../src/server/job-registry.ts";
import { registerInstance } from "../src/server/jobs/instance.ts";
import { JobQueue } from "../src/server/jobs/queue.ts";
import { createLogger } from "../src/server/logger.ts";
import { DevMailboxTransport } from "../src/server/mail/dev-mailbox.ts";
import { deliverDueMail } from "../src/server/mail/outbox.ts";
import { MESSAGE_SEND_JOB } from "../src/server/modules/communications/messages.job.ts";
import { LocalFileStore } from "../src/server/storage/file-store.ts";
import type { AudienceCount, MessageDetail } from "../src/shared/communication-messages.ts";
import { testEnv } from "../tests/helpers/test-app.ts";
import { type BenchResult, ms, onBothDatabases, printAlone, seconds, timeRuns } from "./common.ts";
import { ownerOfNewClub } from "./members.ts";

const MEMBERS = Number(process.env.BENCH_MESSAGE_MEMBERS ?? 100_000);
const SEND_MAILS = Number(process.env.BENCH_SEND_MAILS ?? 5000);
/** The audience's count is asked as the owner types: it must answer at once. */
const COUNT_BUDGET_MS = 250;
/** Queuing 100,000 e-mails: the job's run must finish well inside its 30-minute expiry. */
const QUEUE_BUDGET_S = 300;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A queue of every job of the registry on `database`, as the server has it, without its clock or worker. */
export async function jobQueueOn(database: Database) {
  const logger = createLogger("silent");
  const jobs = new JobQueue(database, logger, { schedule: false, supervise: false });
  const instance = await registerInstance(database);
  const files = new LocalFileStore({
    root: "/nonexistent",
    publicBaseUrl: "http://localhost:3000/files",
    logger,
  });
  await jobs.start(
    jobDefinitions({
      db: database.db,
      queue: jobs,
      transport: new DevMailboxTransport(database.db),
      logger,
      instance,
      now: () => new Date(),
      appUrl: "http://localhost:3000",
      mailFrom: "Clubhouse <no-reply@clubhouse.test>",
      files,
      box: new SecretBox(testEnv().PAYMENT_ENCRYPTION_KEY),
      authSecret: testEnv().AUTH_SECRET,
    }),
  );
  return { jobs, instance, logger };
}

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const db = database.db;
  const results: BenchResult[] = [];
  const staff = await ownerOfNewClub(database);
  const clubId = await staff.newClub("Messages Bench Club");
  let t0 = performance.now();
  await seedMembers(db, clubId, MEMBERS, { batch: 2000 });
  log(`  ${MEMBERS.toLocaleString("en")} members seeded (${seconds(t0)} s)`);
  const api = (rest: string) => `/api/clubs/${clubId}/communications${rest}`;

  // The live count.
  let counted: AudienceCount | undefined;
  const count = await timeRuns(async () => {
    const res = await staff.owner.post(api("/audience"), { audience: { kind: "all", values: [] } });
    counted = (await res.json()) as AudienceCount;
  });
  results.push({
    name: `${label}: the audience's live count of ${MEMBERS.toLocaleString("en")} members (p50 / p95, ${count.runs} runs)`,
    value: `${ms(count.p50)} / ${ms(count.p95)}`,
    budget: `p95 ≤ ${COUNT_BUDGET_MS} ms`,
    ok: count.p95 <= COUNT_BUDGET_MS,
  });
  log(`  count: ${JSON.stringify(counted)}`);

  // Queuing the message to every one.
  const { jobs, instance, logger } = await jobQueueOn(database);
  t0 = performance.now();
  const res = await staff.owner.post(api("/messages"), {
    subject: "News from {{club_name}}",
    bodyHtml:
      "<p>Hello {{first_name}} {{last_name}},</p><p>Your membership ({{membership_type}}) runs until {{membership_end}}.</p>",
    audience: { kind: "all", values: [] },
  });
  if (res.status !== 201) throw new Error(`Sending answered ${res.status}: ${await res.text()}`);
  const message = (await res.json()) as MessageDetail;
  const answered = performance.now() - t0;
  for (;;) {
    const ran = await jobs.runDue(MESSAGE_SEND_JOB);
    if (ran.length === 0) break;
  }
  const queued = (performance.now() - t0) / 1000;
  const [check] = await rows<{ status: string; recipients: number; unwritten: number; outbox: number }>(
    db,
    sql`select m.status, m.recipient_count as recipients,
      (select count(*)::int from message_recipients r where r.message_id = m.id and r.outbox_id is null) as unwritten,
      (select count(distinct r.outbox_id)::int from message_recipients r where r.message_id = m.id) as outbox
      from messages m where m.id = ${message.id}`,
  );
  const right =
    check?.status === "sent" &&
    check.unwritten === 0 &&
    check.outbox === check.recipients &&
    check.recipients === counted?.recipients;
  results.push({
    name: `${label}: a message to ${Number(check?.recipients).toLocaleString("en")} members queued, from the API call to every recipient in the outbox (the call answered in ${ms(answered)})`,
    value: `${queued.toFixed(1)} s (${Math.round(Number(check?.recipients) / queued).toLocaleString("en")} a second)${right ? "" : ` — WRONG: ${JSON.stringify(check)}`}`,
    budget: `≤ ${QUEUE_BUDGET_S} s`,
    ok: right && queued <= QUEUE_BUDGET_S,
  });

  // The outbox's send rate into the development mailbox: SEND_MAILS of the message's e-mails are due, the rest
  // wait (a later attempt), so that one delivery round takes them all.
  await db.execute(sql`update mail_outbox set next_attempt_at = now() + interval '1 day'
    where status = 'pending' and id not in (
      select id from mail_outbox where status = 'pending' order by id limit ${SEND_MAILS})`);
  t0 = performance.now();
  const round = await deliverDueMail(
    db,
    new DevMailboxTransport(db),
    logger,
    instance.number,
    10,
    1_000_000_000,
  );
  const elapsed = (performance.now() - t0) / 1000;
  const [kept] = await rows<{ n: number }>(db, sql`select count(*)::int as n from dev_mailbox`);
  results.push({
    name: `${label}: the outbox's send rate into the development mailbox (${round.sent.toLocaleString("en")} e-mails in ${elapsed.toFixed(1)} s, bulk limit lifted)`,
    value: `${(round.sent / elapsed).toFixed(0)} e-mails a second${round.failed > 0 || Number(kept?.n) < round.sent ? ` — WRONG: ${round.failed} failed, ${kept?.n} kept` : ""}`,
  });
  await jobs.stop();
  await instance.release();
  return results;
}

/** Every messages figure, on PGlite and (when configured) PostgreSQL. */
export async function communicationsBench(log: (line: string) => void = console.log): Promise<BenchResult[]> {
  return onBothDatabases("Communications", benchOn, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse communications benchmarks", communicationsBench);
}

// Inviting members to sign in at a club's scale (issue 32 §5, decision 065), on PGlite in memory and, when
// TEST_DATABASE_URL or BENCH_DATABASE_URL names a PostgreSQL server, on a scratch database there: a club of
// BENCH_SIGN_IN_MEMBERS (10,000) members without accounts (the seed leaves about 4 % without an address), "Invite to sign in" for all of them through the API as
// the owner (POST …/sign-in-invitations, the list without filters), timed from the call until every member's
// e-mail is in the outbox, as the `members.sign-in-invitations` job writes them; checked (one outbox row per
// member, every link written). `npm run bench:sign-in` runs it alone; `npm run bench` after the messages.
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { seedMembers } from "../scripts/seed-members.ts";
import type { Database, Db } from "../src/server/db/client.ts";
import {
  SIGN_IN_INVITATIONS_JOB,
  SIGN_IN_MAIL_TAG,
} from "../src/server/modules/members/sign-in-invitations.service.ts";
import type { SignInInvitationRun } from "../src/shared/sign-in-invitations.ts";
import { type BenchResult, ms, onBothDatabases, printAlone, seconds } from "./common.ts";
import { jobQueueOn } from "./communications.ts";
import { ownerOfNewClub } from "./members.ts";

const MEMBERS = Number(process.env.BENCH_SIGN_IN_MEMBERS ?? 10_000);
/** "Every member signed in within a day": their e-mails are queued within this. */
const QUEUE_BUDGET_S = 20;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function benchOn(
  label: string,
  database: Database,
  log: (line: string) => void,
): Promise<BenchResult[]> {
  const db = database.db;
  const staff = await ownerOfNewClub(database);
  const clubId = await staff.newClub("Sign-in Bench Club");
  let t0 = performance.now();
  await seedMembers(db, clubId, MEMBERS, { batch: 2000 });
  log(`  ${MEMBERS.toLocaleString("en")} members seeded (${seconds(t0)} s)`);
  const { jobs, instance } = await jobQueueOn(database);
  t0 = performance.now();
  const res = await staff.owner.post(`/api/clubs/${clubId}/sign-in-invitations`, {});
  if (res.status !== 202) throw new Error(`Inviting answered ${res.status}: ${await res.text()}`);
  const run = (await res.json()) as SignInInvitationRun;
  const answered = performance.now() - t0;
  for (;;) {
    const ran = await jobs.runDue(SIGN_IN_INVITATIONS_JOB);
    if (ran.length === 0) break;
  }
  const queued = (performance.now() - t0) / 1000;
  const [check] = await rows<{ links: number; unwritten: number; outbox: number }>(
    db,
    sql`select (select count(*)::int from sign_in_invitations where run_id = ${run.runId}::uuid) as links,
      (select count(*)::int from sign_in_invitations where run_id = ${run.runId}::uuid and mail_id is null) as unwritten,
      (select count(*)::int from mail_outbox where tag = ${SIGN_IN_MAIL_TAG} and club_id = ${clubId}::uuid) as outbox`,
  );
  log(`  counts: ${JSON.stringify(run.counts)}; ${JSON.stringify(check)}`);
  // The seed leaves about one member in 25 without an address: they are counted, not sent to.
  const toSend = run.counts.toSend;
  const right =
    run.counts.total === MEMBERS + 1 &&
    toSend === MEMBERS - run.counts.withoutEmail &&
    check?.links === toSend &&
    check.unwritten === 0 &&
    check.outbox === toSend;
  await jobs.stop();
  await instance.release();
  return [
    {
      name: `${label}: "Invite to sign in" for ${MEMBERS.toLocaleString("en")} members (${toSend.toLocaleString("en")} with an address), from the API call to every e-mail in the outbox (the call answered in ${ms(answered)})`,
      value: `${queued.toFixed(1)} s (${Math.round(toSend / queued).toLocaleString("en")} a second)${right ? "" : ` — WRONG: ${JSON.stringify({ counts: run.counts, check })}`}`,
      budget: `≤ ${QUEUE_BUDGET_S} s`,
      ok: right && queued <= QUEUE_BUDGET_S,
    },
  ];
}

/** The sign-in invitations' figure, on PGlite and (when configured) PostgreSQL. */
export async function signInInvitationsBench(
  log: (line: string) => void = console.log,
): Promise<BenchResult[]> {
  return onBothDatabases("Sign-in invitations", benchOn, log);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await printAlone("Clubhouse sign-in invitations benchmark", signInInvitationsBench);
}

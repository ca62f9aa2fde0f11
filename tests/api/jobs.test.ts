import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretBox } from "../../src/server/crypto/secret-box.ts";
import { clubs, members, membershipEvents } from "../../src/server/db/schema/clubs.ts";
import { jobRuns } from "../../src/server/db/schema/jobs.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import { dailyClubJobs, jobDefinitions } from "../../src/server/job-registry.ts";
import { dispatchDailyJobs, dueClubDays, localDateTime } from "../../src/server/jobs/daily.ts";
import { registerInstance } from "../../src/server/jobs/instance.ts";
import { type JobDefinition, JobQueue } from "../../src/server/jobs/queue.ts";
import { yieldToRequests } from "../../src/server/jobs/yield.ts";
import { createLogger } from "../../src/server/logger.ts";
import { DevMailboxTransport } from "../../src/server/mail/dev-mailbox.ts";
import { MAIL_OUTBOX_JOB, Mailer } from "../../src/server/mail/mailer.ts";
import { GOLF_JOB } from "../../src/server/modules/golf/golf.job.ts";
import { membershipsDailyJob } from "../../src/server/modules/memberships/memberships.job.ts";
import { Client, createTestApp, type TestApp, testEnv } from "../helpers/test-app.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = new Client(t);
  await owner.post("/api/auth/sign-up/email", {
    email: "jobs.owner@example.com",
    password: "a long password",
    firstName: "Jo",
    lastName: "Bs",
  });
  const mail = await t.lastMailTo("jobs.owner@example.com");
  const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/.exec(mail?.text ?? "")?.[0];
  await owner.request(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await owner.post("/api/auth/sign-in/email", {
    email: "jobs.owner@example.com",
    password: "a long password",
  });
});
afterAll(() => t.close());

async function clubIn(name: string, timezone: string): Promise<string> {
  const res = await owner.post("/api/clubs", { name, email: "office@club.example" });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await t.database.db.update(clubs).set({ timezone }).where(eq(clubs.id, id));
  return id;
}

/** Log lines as JSON objects, written by a logger like the server's. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info", base: undefined }, stream), lines };
}

describe("daily jobs per club", () => {
  it("tells each club's local date and time, and UTC for a zone that does not exist", () => {
    const now = new Date("2031-06-10T18:20:00Z");
    expect(localDateTime("Pacific/Auckland", now)).toEqual({ date: "2031-06-11", time: "06:20" });
    expect(localDateTime("America/Los_Angeles", now)).toEqual({ date: "2031-06-10", time: "11:20" });
    expect(localDateTime("Asia/Kathmandu", now)).toEqual({ date: "2031-06-11", time: "00:05" });
    expect(localDateTime("Asia/Kolkata", now)).toEqual({ date: "2031-06-10", time: "23:50" });
    expect(localDateTime("Mars/Olympus_Mons", now)).toEqual({ date: "2031-06-10", time: "18:20" });
    // Midnight is 00:00, never 24:00.
    expect(localDateTime("UTC", new Date("2031-06-10T00:00:00Z")).time).toBe("00:00");
  });

  it("is due for a club once its time of day has come in its own zone, and not again that day", async () => {
    const kathmandu = await clubIn("Himalaya Club", "Asia/Kathmandu");
    const kolkata = await clubIn("Ganges Club", "Asia/Kolkata");
    const job = { ...membershipsDailyJob, name: "test.due" };
    const due = async (iso: string) =>
      (await dueClubDays(t.database.db, job, new Date(iso))).filter(
        (d) => d.clubId === kathmandu || d.clubId === kolkata,
      );
    // 18:15 UTC: 00:00 in Kathmandu (+5:45), 23:45 in Kolkata (+5:30) the day before.
    expect(await due("2031-06-10T18:15:00Z")).toEqual([{ clubId: kolkata, localDate: "2031-06-10" }]);
    // 18:20 UTC: 00:05 in Kathmandu: its new day's run is due.
    expect(await due("2031-06-10T18:20:00Z")).toEqual([
      { clubId: kathmandu, localDate: "2031-06-11" },
      { clubId: kolkata, localDate: "2031-06-10" },
    ]);
    await t.database.db.insert(jobRuns).values({ job: job.name, clubId: kathmandu, localDate: "2031-06-11" });
    expect(await due("2031-06-10T18:20:00Z")).toEqual([{ clubId: kolkata, localDate: "2031-06-10" }]);
  });

  it("goes on past a club whose stored zone is unknown: its day is UTC's, and the log says so once", async () => {
    const berlin = await clubIn("Berlin Club", "Europe/Berlin");
    const unknown = [
      await clubIn("BOM Club", "\ufeff"),
      await clubIn("Blank Club", ""),
      await clubIn("Mars Club", "Mars/Olympus_Mons"),
      await clubIn("Offset Club", "Etc/GMT+5"),
    ];
    const { logger, lines } = recordingLogger();
    const job = { ...membershipsDailyJob, name: "test.unknown-zone" };
    // 23:30 UTC: 00:30 the next day in Berlin (+1 in winter), still the day before in UTC.
    const now = new Date("2031-01-10T23:30:00Z");
    const days = await dueClubDays(t.database.db, { ...job, at: "00:00" }, now, logger);
    const mine = days.filter((d) => d.clubId === berlin || unknown.includes(d.clubId));
    expect(mine).toEqual(
      expect.arrayContaining([
        { clubId: berlin, localDate: "2031-01-11" },
        ...unknown.map((clubId) => ({ clubId, localDate: "2031-01-10" })),
      ]),
    );
    expect(mine).toHaveLength(5);
    await dueClubDays(t.database.db, { ...job, at: "00:00" }, now, logger);
    const told = lines.filter((l) => l.level === 40).map((l) => l.clubId);
    expect(told.sort()).toEqual([...unknown].sort());
  });

  it("does a club's day once, however many instances send and work its runs at the same time", async () => {
    const club = await clubIn("Twin Club", "Europe/Berlin");
    const ended = await owner.post(`/api/clubs/${club}/members`, { firstName: "Ended", lastName: "Member" });
    expect(ended.status).toBe(201);
    const memberId = ((await ended.json()) as { id: string }).id;
    await t.database.db
      .update(members)
      .set({ membershipStartDate: "2031-01-01", membershipEndDate: "2031-01-31" })
      .where(eq(members.id, memberId));
    // A second instance: its own number and queue on the same database, with the same jobs.
    const logger = createLogger("silent");
    const instance = await registerInstance(t.database);
    const second = new JobQueue(t.database, logger, { schedule: false, supervise: false });
    const transport = new DevMailboxTransport(t.database.db);
    const db = t.database.db;
    await second.start(
      jobDefinitions({
        db,
        queue: second,
        transport,
        logger,
        instance,
        now: () => new Date(),
        appUrl: "http://localhost:3000",
        mailFrom: "Clubhouse <no-reply@clubhouse.test>",
        files: t.fileStore,
        box: new SecretBox(testEnv().PAYMENT_ENCRYPTION_KEY),
        authSecret: testEnv().AUTH_SECRET,
      }),
    );
    try {
      const now = new Date("2031-02-01T10:00:00Z");
      const sent = await Promise.all(
        [t.jobs, second].map((q) => dispatchDailyJobs(t.database.db, q, dailyClubJobs, now)),
      );
      // However many dispatches saw a club's day due, one run of it waits.
      const waiting = await t.database.db.execute(
        sql`select count(*)::int as n from pgboss.job
            where name = ${membershipsDailyJob.name} and state = 'created'
              and singleton_key = ${`${club}/2031-02-01`}`,
      );
      expect((waiting as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
      // Which instance's dispatch sends it is a race on PostgreSQL (on PGlite the one connection orders them).
      const sentByAll = sent.reduce((n, counts) => n + (counts[membershipsDailyJob.name] ?? 0), 0);
      expect(sentByAll).toBeGreaterThan(0);

      const results = (
        await Promise.all([t.jobs, second].map((q) => q.runDue(membershipsDailyJob.name)))
      ).flat();
      // One run per club of the database between the two instances, each doing its day's work.
      const clubCount = (await t.database.db.select({ id: clubs.id }).from(clubs)).length;
      expect(results).toHaveLength(clubCount);
      expect(results).not.toContainEqual({ alreadyDone: true });
      // And once more, as the next dispatch five minutes later would: the day is done.
      await dispatchDailyJobs(t.database.db, second, dailyClubJobs, new Date("2031-02-01T10:05:00Z"));
      expect(await second.runDue(membershipsDailyJob.name)).toEqual([]);

      const [member] = await t.database.db.select().from(members).where(eq(members.id, memberId));
      expect(member?.membershipStatus).toBe("grace");
      const history = await t.database.db
        .select()
        .from(membershipEvents)
        .where(eq(membershipEvents.memberId, memberId));
      expect(history.filter((e) => e.action === "grace")).toHaveLength(1);
      // One record of the memberships' day (the other daily jobs, billing's, keep their own).
      const runs = await t.database.db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.clubId, club), eq(jobRuns.job, membershipsDailyJob.name)));
      expect(runs.map((r) => [r.job, r.localDate])).toEqual([[membershipsDailyJob.name, "2031-02-01"]]);
    } finally {
      await second.stop();
      await instance.release();
    }
  });

  it("registers the clock's jobs: the daily dispatcher every five minutes, the messages' sweep, golf and the outbox every minute, the accounts' automatic top-ups every ten, the sessions' expiry, the audit log's rollup and the club exports' retention every hour, the audit log's retention daily", async () => {
    const result = await t.database.db.execute(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { name: "audit.retention", cron: "15 3 * * *", timezone: "UTC" },
      { name: "audit.rollup", cron: "20 * * * *", timezone: "UTC" },
      { name: "billing.account-auto-top-ups-sweep", cron: "*/10 * * * *", timezone: "UTC" },
      { name: "club.export.retention", cron: "35 * * * *", timezone: "UTC" },
      { name: "communications.sweep", cron: "* * * * *", timezone: "UTC" },
      { name: GOLF_JOB, cron: "* * * * *", timezone: "UTC" },
      { name: "jobs.daily", cron: "*/5 * * * *", timezone: "UTC" },
      { name: MAIL_OUTBOX_JOB, cron: "* * * * *", timezone: "UTC" },
      { name: "push.outbox", cron: "* * * * *", timezone: "UTC" },
      { name: "sessions.expire", cron: "17 * * * *", timezone: "UTC" },
    ]);
  });
});

describe("a job that fails", () => {
  let queue: JobQueue;
  let lines: Record<string, unknown>[];
  let failuresLeft = 0;

  beforeAll(async () => {
    const recording = recordingLogger();
    lines = recording.lines;
    queue = new JobQueue(t.database, recording.logger, { schedule: false, supervise: false });
    const flaky: JobDefinition<{ clubId: string }> = {
      name: "test.flaky",
      retry: { limit: 5, delaySeconds: 10, backoff: true },
      scopeOf: (data) => data.clubId,
      async run() {
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error("the ledger service did not answer");
        }
        return { done: true };
      },
    };
    await queue.start([flaky as JobDefinition<never>]);
  });
  afterAll(() => queue.stop());

  async function stateOf(id: string) {
    const result = await t.database.db.execute(
      sql`select state, retry_count, extract(epoch from start_after - now())::float as wait_seconds
          from pgboss.job where id = ${id}`,
    );
    return (result as unknown as { rows: { state: string; retry_count: number; wait_seconds: number }[] })
      .rows[0];
  }
  /** Makes a waiting retry due now, as the passing of its back-off would. */
  const makeDue = (id: string) =>
    t.database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${id}`,
    );
  const health = async () => (await t.fetch("/api/health")).json();

  it("is logged with its name, tried again with a growing delay, and reported by /api/health when it repeats", async () => {
    failuresLeft = 3;
    const clubId = "2f1f4a55-3f1b-4d6c-9d8e-0e7d3c1b2a10";
    const id = await queue.send("test.flaky", { clubId });
    expect(id).toBeTruthy();

    expect(await queue.runDue("test.flaky")).toEqual([]);
    const first = await stateOf(id ?? "");
    expect(first).toMatchObject({ state: "retry", retry_count: 0 });
    // pg-boss's back-off: the delay, doubled at each retry, plus up to as much again at random.
    expect(first?.wait_seconds).toBeGreaterThan(8);
    expect(first?.wait_seconds).toBeLessThanOrEqual(20);
    expect(lines.at(-1)).toMatchObject({
      level: 50,
      job: "test.flaky",
      scope: clubId,
      attempt: 1,
      retried: true,
      msg: "Job test.flaky failed (attempt 1 of 6, tried again later): the ledger service did not answer",
    });
    // Once is not yet a problem worth reporting.
    expect(await health()).toMatchObject({ status: "ok", jobs: { status: "ok", failing: [] } });

    await makeDue(id ?? "");
    expect(await queue.runDue("test.flaky")).toEqual([]);
    const second = await stateOf(id ?? "");
    expect(second).toMatchObject({ state: "retry", retry_count: 1 });
    expect(second?.wait_seconds).toBeGreaterThan(18);
    expect(second?.wait_seconds).toBeLessThanOrEqual(40);

    await makeDue(id ?? "");
    expect(await queue.runDue("test.flaky")).toEqual([]);
    const res = await t.fetch("/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { jobs: { failing: { lastFailedAt: string }[] } };
    expect(body).toMatchObject({
      status: "degraded",
      database: "up",
      jobs: {
        status: "failing",
        failing: [{ job: "test.flaky", scopes: 1, consecutiveFailures: 3 }],
      },
    });
    expect(Date.now() - Date.parse(body.jobs.failing[0]?.lastFailedAt ?? "")).toBeLessThan(60_000);
    // The reason stays in the log, not in the public report.
    expect(JSON.stringify(body)).not.toContain("ledger");

    // The fourth attempt succeeds: the job is healthy again.
    await makeDue(id ?? "");
    expect(await queue.runDue("test.flaky")).toEqual([{ done: true }]);
    expect((await stateOf(id ?? ""))?.state).toBe("completed");
    expect(await health()).toMatchObject({ status: "ok", jobs: { status: "ok", failing: [] } });
  });

  it("is given up after its last attempt, and says so", async () => {
    failuresLeft = 100;
    const clubId = "5b0c9d5e-8a57-4f51-8f8e-6b2d0f1c3a77";
    const id = (await queue.send("test.flaky", { clubId })) ?? "";
    for (let round = 0; round < 6; round++) {
      await makeDue(id);
      await queue.runDue("test.flaky");
    }
    expect((await stateOf(id))?.state).toBe("failed");
    const attempts = lines.filter((l) => l.scope === clubId).map((l) => l.attempt);
    expect(attempts).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lines.at(-1)?.msg).toBe(
      "Job test.flaky failed (attempt 6 of 6, given up): the ledger service did not answer",
    );
    failuresLeft = 0;
  });

  it("leaves the report when its last failure is more than a week old (a club deleted meanwhile)", async () => {
    expect(await health()).toMatchObject({ jobs: { failing: [{ job: "test.flaky" }] } });
    await t.database.db.execute(
      sql`update job_health set last_failed_at = now() - interval '8 days' where job = 'test.flaky'`,
    );
    expect(await health()).toMatchObject({ status: "ok", jobs: { status: "ok", failing: [] } });
  });
});

describe("a job under way when the server stops", () => {
  it("ends after the batch it is in, keeps what it did, and is run again later (not cut off by the database's close)", async () => {
    const recording = recordingLogger();
    const queue = new JobQueue(t.database, recording.logger, { schedule: false, supervise: false });
    let batches = 0;
    const long: JobDefinition<object> = {
      name: "test.long",
      pollingIntervalSeconds: 0.5,
      retry: { limit: 3, delaySeconds: 30, backoff: false },
      async run() {
        for (let i = 0; i < 1_000; i++) {
          if (i > 0) await yieldToRequests();
          await t.database.db.execute(sql`select pg_sleep(0.02)`);
          batches++;
        }
        return { done: true };
      },
    };
    await queue.start([long as JobDefinition<never>]);
    await queue.work();
    const id = (await queue.send("test.long")) ?? "";
    queue.wake("test.long");
    for (let waited = 0; batches < 3 && waited < 10_000; waited += 20) await sleep(20);
    expect(batches).toBeGreaterThanOrEqual(3);

    const asked = performance.now();
    await queue.stop(8_000);
    const stoppedIn = performance.now() - asked;
    const done = batches;
    await sleep(200);
    expect(batches).toBe(done);
    expect(done).toBeLessThan(1_000);
    // One batch of 20 ms, not the 8 s a run has to finish before the database closes under it.
    expect(stoppedIn).toBeLessThan(2_000);
    const state = await t.database.db.execute(sql`select state from pgboss.job where id = ${id}`);
    expect((state as unknown as { rows: { state: string }[] }).rows[0]?.state).toBe("retry");
    expect(recording.lines.at(-1)).toMatchObject({
      level: 30,
      job: "test.long",
      msg: "Job test.long: The server is stopping: the job ends after its last batch and runs again later",
    });
  });
});

describe("a run longer than the stop's wait", () => {
  it("is waited for before the queue says it has stopped (the database is not closed under it), and is run again later", async () => {
    const queue = new JobQueue(t.database, createLogger("silent"), {
      schedule: false,
      supervise: false,
    });
    let started = false;
    let finished = false;
    // One long wait (a mail server or a bucket that is slow to answer), no batches: the stop cannot end it
    // early.
    const slow: JobDefinition<object> = {
      name: "test.slow",
      pollingIntervalSeconds: 0.5,
      async run() {
        started = true;
        await sleep(2_500);
        await t.database.db.execute(sql`select 1`);
        finished = true;
        return {};
      },
    };
    await queue.start([slow as JobDefinition<never>]);
    await queue.work();
    const id = (await queue.send("test.slow")) ?? "";
    queue.wake("test.slow");
    for (let waited = 0; !started && waited < 10_000; waited += 20) await sleep(20);
    expect(started).toBe(true);

    // pg-boss's own wait gives up after a second (its least); the server would then close the database under
    // the run.
    await queue.stop(1_000);
    expect(finished).toBe(true);
    const state = async () => {
      const result = await t.database.db.execute(sql`select state from pgboss.job where id = ${id}`);
      return (result as unknown as { rows: { state: string }[] }).rows[0]?.state;
    };
    // pg-boss failed it when its wait ended: the run is tried again later, as any run a stop cut short.
    expect(await state()).toBe("retry");
  });
});

describe("the outbox's runs", () => {
  const waitingRuns = async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_OUTBOX_JOB} and state = 'created'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };

  it("are written with the message: none for a change that rolled back, one waiting however many are sent", async () => {
    const mailer = new Mailer(t.database.db, "Clubhouse <no-reply@clubhouse.test>", t.jobs);
    const mail = (to: string) => ({ to, subject: "Hello", html: "<p>Hello</p>", text: "Hello" });
    await t.jobs.runDue(MAIL_OUTBOX_JOB);
    expect(await waitingRuns()).toBe(0);

    await expect(
      t.database.db.transaction(async (tx) => {
        await mailer.send(mail("rolled-back@example.com"), tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await waitingRuns()).toBe(0);
    const rolledBack = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "rolled-back@example.com"));
    expect(rolledBack).toEqual([]);

    for (const to of ["one@example.com", "two@example.com", "three@example.com"]) await mailer.send(mail(to));
    expect(await waitingRuns()).toBe(1);
    const [delivered] = await t.jobs.runDue(MAIL_OUTBOX_JOB);
    expect(delivered).toEqual({ sent: 3, failed: 0 });
    expect(await waitingRuns()).toBe(0);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, members, membershipEvents } from "../../src/server/db/schema/clubs.ts";
import { messages } from "../../src/server/db/schema/communications.ts";
import { jobRuns } from "../../src/server/db/schema/jobs.ts";
import { mailOutbox } from "../../src/server/db/schema/mail.ts";
import {
  type DailyClubJobInBatches,
  dispatchDailyJobs,
  runDayInBatches,
} from "../../src/server/jobs/daily.ts";
import { MESSAGE_SEND_JOB } from "../../src/server/modules/communications/messages.job.ts";
import { resolveRecipientsBatch } from "../../src/server/modules/communications/messages.repository.ts";
import { renewalRemindersDailyJob } from "../../src/server/modules/memberships/renewal-reminders.ts";
import { goLive } from "../helpers/go-live.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

/*
 * Big jobs in short transactions (issue 30 defect 3, decision 037), on a small scale: batches of 5 rows, and a
 * backlog of renewal reminders of 10 a day.
 */

const BATCH = 5;
const BACKLOG = 10;
const JOB = renewalRemindersDailyJob.name;

let t: TestApp;
let owner: Client;
const now = new Date();
now.setUTCHours(12, 0, 0, 0);
const date = (days: number, from = now) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const day = (days: number) => new Date(now.getTime() + days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp({ jobs: { batchRows: BATCH, reminderBacklogPerDay: BACKLOG } });
  owner = new Client(t);
  await owner.post("/api/auth/sign-up/email", {
    email: "batches.owner@example.com",
    password: "a long password",
    firstName: "Bat",
    lastName: "Ches",
  });
  const mail = await t.lastMailTo("batches.owner@example.com");
  const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/.exec(mail?.text ?? "")?.[0];
  await owner.request(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await owner.post("/api/auth/sign-in/email", {
    email: "batches.owner@example.com",
    password: "a long password",
  });
});
afterAll(() => t.close());

async function newClub(name: string): Promise<string> {
  const res = await owner.post("/api/clubs", { name, email: "office@club.example" });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await t.database.db.update(clubs).set({ timezone: "UTC" }).where(eq(clubs.id, id));
  // Live, so that its daily jobs run for it (decision 061).
  await goLive(owner, id);
  return id;
}

/** `count` members of the club whose annual membership ends in `inDays` days. */
async function membersEnding(clubId: string, prefix: string, count: number, inDays: number) {
  await t.database.db.insert(members).values(
    Array.from({ length: count }, (_, i) => ({
      clubId,
      firstName: "Rita",
      lastName: `Renew ${i}`,
      email: `${prefix}.${i}@example.com`,
      membershipType: "annual",
      membershipStatus: "active" as const,
      membershipStartDate: date(inDays - 365),
      membershipEndDate: date(inDays),
    })),
  );
}

/** The club's reminder e-mails in the outbox, per address. */
async function remindersPerAddress(prefix: string): Promise<Map<string, number>> {
  const rows = await t.database.db
    .select({ to: mailOutbox.toAddress, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      sql`${mailOutbox.toAddress} like ${`${prefix}.%`} and ${mailOutbox.tag} like 'membership-renewal-%'`,
    )
    .groupBy(mailOutbox.toAddress);
  return new Map(rows.map((r) => [r.to, Number(r.n)]));
}

async function runOf(clubId: string, localDate: string) {
  const [row] = await t.database.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, JOB), eq(jobRuns.clubId, clubId), eq(jobRuns.localDate, localDate)));
  return row;
}

describe("the renewal reminders of a big club", () => {
  it("go in batches, each its own transaction, and a request made meanwhile answers before the job ends", async () => {
    const clubId = await newClub("Batch Bowls");
    // Their 7-day window opens today: the day's own flow, all of it sent today.
    await membersEnding(clubId, "flow", 12 * BATCH, 7);
    await dispatchDailyJobs(t.database.db, t.jobs, [renewalRemindersDailyJob], now);
    let jobEnded = 0;
    const job = t.jobs.runDue(JOB).then((results) => {
      jobEnded = performance.now();
      return results;
    });
    // The first batch has committed (before, the one transaction held the connection to the end).
    for (;;) {
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(membershipEvents)
        .where(and(eq(membershipEvents.clubId, clubId), eq(membershipEvents.action, "reminded")));
      if (Number(row?.n) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const res = await owner.request(`/api/clubs/${clubId}/members?page=1&pageSize=25`);
    const requestEnded = performance.now();
    expect(res.status).toBe(200);
    expect(await job).toContainEqual({ reminded: 12 * BATCH });
    expect(jobEnded).toBeGreaterThan(0);
    expect(requestEnded).toBeLessThan(jobEnded);
    // Its progress, batch by batch, in the day's run.
    const run = await runOf(clubId, date(0));
    expect(run).toMatchObject({ processed: 12 * BATCH, batches: 12 });
    expect(run?.finishedAt).not.toBeNull();
    const sent = await remindersPerAddress("flow");
    expect(sent.size).toBe(12 * BATCH);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
  });

  it("go on after a crash between two batches with the members not reminded yet, none twice", async () => {
    const clubId = await newClub("Crash Croquet");
    await membersEnding(clubId, "crash", 4 * BATCH, 30);
    await dispatchDailyJobs(t.database.db, t.jobs, [renewalRemindersDailyJob], day(1));
    const clubDay = { clubId, localDate: date(1) };
    // The process dies after two batches committed (the third throws before it writes anything).
    let calls = 0;
    const crashing: DailyClubJobInBatches = {
      ...renewalRemindersDailyJob,
      batch: (tx, d, context, progress) => {
        calls += 1;
        if (calls === 3) throw new Error("killed");
        return renewalRemindersDailyJob.batch(tx, d, context, progress);
      },
    };
    const context = { queue: t.jobs, batchRows: BATCH, reminderBacklogPerDay: BACKLOG };
    await expect(runDayInBatches(t.database.db, crashing, clubDay, context)).rejects.toThrow("killed");
    expect(await runOf(clubId, date(1))).toMatchObject({
      processed: 2 * BATCH,
      batches: 2,
      finishedAt: null,
    });
    expect((await remindersPerAddress("crash")).size).toBe(2 * BATCH);
    // The run tried again (pg-boss's retry) takes the rest.
    expect(await runDayInBatches(t.database.db, renewalRemindersDailyJob, clubDay, context)).toEqual({
      reminded: 2 * BATCH,
    });
    const sent = await remindersPerAddress("crash");
    expect(sent.size).toBe(4 * BATCH);
    expect([...sent.values()].every((n) => n === 1)).toBe(true);
    // And a run after the day is finished does nothing.
    expect(await runDayInBatches(t.database.db, renewalRemindersDailyJob, clubDay, context)).toEqual({
      alreadyDone: true,
    });
  });

  it("send a backlog (the first run after an import) a capped number a day, the day's own flow in full", async () => {
    const clubId = await newClub("Backlog Bowls");
    // Imported with 20 days left: their 30-day window opened 10 days ago and none went (the backlog).
    await membersEnding(clubId, "backlog", 4 * BACKLOG, 20);
    // Their 30-day window opens on the day of the run: the flow.
    await membersEnding(clubId, "fresh", BATCH, 32);
    await t.runDaily(JOB, day(2));
    const first = await remindersPerAddress("fresh");
    expect(first.size).toBe(BATCH);
    // The day sent its flow and the backlog up to the day's cap, not the 40 at once.
    expect((await remindersPerAddress("backlog")).size).toBe(BACKLOG - BATCH);
    // The rest follows on the next days.
    await t.runDaily(JOB, day(3));
    expect((await remindersPerAddress("backlog")).size).toBe(2 * BACKLOG - BATCH);
    await t.runDaily(JOB, day(4));
    await t.runDaily(JOB, day(5));
    await t.runDaily(JOB, day(6));
    const all = await remindersPerAddress("backlog");
    expect(all.size).toBe(4 * BACKLOG);
    expect([...all.values()].every((n) => n === 1)).toBe(true);
    expect((await remindersPerAddress("fresh")).size).toBe(BATCH);
  });
});

describe("a message to every member of a big club", () => {
  it("has its audience resolved a batch per transaction, a member deleted between two batches left out", async () => {
    const clubId = await newClub("Message Mallets");
    await membersEnding(clubId, "news", 7, 200);
    const res = await owner.post(`/api/clubs/${clubId}/communications/messages`, {
      subject: "News",
      bodyHtml: "<p>Hello {{first_name}}</p>",
      audience: { kind: "all", values: [] },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [message] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    if (!message) throw new Error("no message");
    // The first batch: three members, in the order of their ids.
    expect(await resolveRecipientsBatch(t.database.db, message, 3)).toBe(3);
    // The last of the seven (by id; the owner's own record may come after it, and cannot be deleted by its
    // owner) is deleted before the next batch: seventh or eighth of eight, not among the three written.
    const [last] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.clubId, clubId), sql`${members.email} like 'news.%'`))
      .orderBy(sql`${members.id} desc`)
      .limit(1);
    const deleted = await owner.request(`/api/clubs/${clubId}/members/${last?.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    // The members left (the seven and the owner's own record, less the deleted one) come in the next batches,
    // each after the last one written.
    const [left] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(eq(members.clubId, clubId));
    const total = Number(left?.n);
    expect(await resolveRecipientsBatch(t.database.db, message, 3)).toBe(3);
    expect(await resolveRecipientsBatch(t.database.db, message, 3)).toBe(total - 6);
    expect(await resolveRecipientsBatch(t.database.db, message, 3)).toBe(0);
    // The job finds the audience resolved: every member left once, the message sent to them.
    await t.jobs.runDue(MESSAGE_SEND_JOB);
    const [sent] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(sent).toMatchObject({ status: "sent", recipientCount: total });
  });
});

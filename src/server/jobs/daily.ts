import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { addDays } from "../../shared/dates.ts";
import { canonicalTimeZone, clubTimeZone, FALLBACK_TIME_ZONE } from "../../shared/time-zones.ts";
import { wallClock } from "../../shared/wall-clock.ts";
import type { Db } from "../db/client.ts";
import { clubs } from "../db/schema/clubs.ts";
import { jobRuns } from "../db/schema/jobs.ts";
import { againWithoutGoneMembers } from "../errors.ts";
import type { Logger } from "../logger.ts";
import { clockJob, clubWorkJob, type JobDefinition, type JobQueue } from "./queue.ts";
import { batchRows, batchTook, yieldToRequests } from "./yield.ts";

/** A club and its own date, as a daily job's run is about. */
export interface ClubDay {
  clubId: string;
  /** YYYY-MM-DD in the club's time zone. */
  localDate: string;
}

/**
 * Work done once a day for each club, at a time of day in the club's own time zone (decision 015): ballots,
 * late fees, renewal invoices, reminders. `run` gets the transaction in which the day's run is recorded: its
 * work commits with the record, or neither does and the run is tried again.
 */
/** What a daily run may use besides its transaction: the queue, to hand work on when the day's work commits. */
export interface DailyContext {
  queue: Pick<JobQueue, "send">;
  /** The server's sender (MAIL_FROM), for a club's e-mail while it has no verified domain of its own. */
  mailFrom?: string;
  /** The app's public address, for links in e-mails. */
  appUrl?: string;
  /**
   * Rows one batch of a job in batches takes: set by tests (small); else JOB_BATCH_ROWS on PostgreSQL and a
   * short time's worth on PGlite (`batchRows` of jobs/yield.ts).
   */
  batchRows?: number;
  /** Renewal reminders of a backlog sent per club and day at most (renewal-reminders.ts; tests make it small). */
  reminderBacklogPerDay?: number;
}

/** Where a day's run in batches is: what its batches did so far (its `job_runs` row). */
export interface DayProgress {
  processed: number;
  batches: number;
  /**
   * Where the previous batch of this run stopped (its outcome's `cursor`), for a batch that reads in an order:
   * kept in memory only, so the first batch after a restart starts from the beginning (what is done is
   * recognisable, so nothing is done twice).
   */
  cursor?: unknown;
}

/**
 * What one batch did: the rows it handled (the day's progress), its figures ({ reminded: 250 }: the run's
 * result sums them), and whether rows are left for another batch.
 */
export interface BatchOutcome {
  done: number;
  counts: Record<string, number>;
  more: boolean;
  /** Where the next batch of this run may go on from (`DayProgress.cursor`). */
  cursor?: unknown;
}

interface DailyJobBase {
  name: string;
  /** HH:MM, 24-hour, in each club's time zone. A server that was down then runs it when it starts. */
  at: string;
  retry?: JobDefinition["retry"];
  /**
   * Whether it runs for a club that is still setting up (decision 061). Only pure data does (memberships moving
   * on by their dates); a job that sends, bills or charges waits until the owner goes live, and its first day is
   * then the day the club went live (no `job_runs` row was written for the days it waited).
   */
  whileSettingUp?: boolean;
}

/** A day's work small enough for one transaction: done in the transaction that records the day's run. */
export interface DailyClubJobInOne extends DailyJobBase {
  run(tx: Db, day: ClubDay, context: DailyContext): Promise<unknown>;
}

/**
 * A day's work that can be large (every member of a club of 100,000): done a batch at a time (decision 037),
 * each batch in its own short transaction with the day's progress, the requests getting their turn between
 * two. `batch` does at most `context.batchRows` rows of what is left and must leave each row it did
 * recognisable as done (a history row, a status), so that the next batch, or the run after a crash between
 * two, takes only what is left: none twice, none lost. The run's result is its batches' counts, summed.
 */
export interface DailyClubJobInBatches extends DailyJobBase {
  batch(tx: Db, day: ClubDay, context: DailyContext, progress: DayProgress): Promise<BatchOutcome>;
}

export type DailyClubJob = DailyClubJobInOne | DailyClubJobInBatches;

/** The job that sends each club's daily runs when they are due; every five minutes, and at start. */
export const DAILY_DISPATCH_JOB = "jobs.daily";

/**
 * The date (YYYY-MM-DD) and time (HH:MM) it is at `now` in `timeZone`, as `clubTimeZone` reads a stored zone:
 * UTC for one this runtime does not know (decision 021).
 */
export function localDateTime(timeZone: string, now: Date): { date: string; time: string } {
  const parts = wallClock(clubTimeZone(timeZone), now);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Clubs whose stored zone was found unknown, each told once per process (the dispatcher runs every 5 minutes). */
const toldUnknownZone = new Set<string>();

/** The clubs for which `job` is due at `now` (its time of day has come) and has not been sent for their date. */
export async function dueClubDays(
  db: Db,
  job: DailyClubJob,
  now: Date,
  logger?: Pick<Logger, "warn">,
): Promise<ClubDay[]> {
  const all = await db.select({ id: clubs.id, timezone: clubs.timezone, status: clubs.status }).from(clubs);
  for (const club of all) {
    const key = `${club.id}/${club.timezone}`;
    if (!logger || canonicalTimeZone(club.timezone) !== undefined || toldUnknownZone.has(key)) continue;
    toldUnknownZone.add(key);
    logger.warn(
      { clubId: club.id, timezone: club.timezone },
      `The club's stored time zone is not one this server knows: its daily jobs run on ${FALLBACK_TIME_ZONE} dates until an administrator chooses its zone in the settings`,
    );
  }
  const candidates = all
    .filter((c) => job.whileSettingUp || c.status !== "setting_up")
    .map((c) => ({ clubId: c.id, ...localDateTime(c.timezone, now) }))
    .filter((c) => c.time >= job.at);
  if (candidates.length === 0) return [];
  // Local dates lie within a day of UTC's either way.
  const earliest = addDays(now.toISOString().slice(0, 10), -2);
  const done = await db
    .select({ clubId: jobRuns.clubId, localDate: jobRuns.localDate })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job.name), gte(jobRuns.localDate, earliest)));
  const doneKeys = new Set(done.map((r) => `${r.clubId}/${r.localDate}`));
  return candidates
    .filter((c) => !doneKeys.has(`${c.clubId}/${c.date}`))
    .map((c) => ({ clubId: c.clubId, localDate: c.date }));
}

/**
 * Sends the runs of every daily job that are due at `now`; answers how many were sent per job. Each run is
 * recorded in `job_runs` and sent in one transaction: of several dispatchers that see a club's day due at
 * once (instances starting together), one sends it; the others' inserts wait for that one and find the row.
 */
export async function dispatchDailyJobs(
  db: Db,
  queue: Pick<JobQueue, "send">,
  jobs: DailyClubJob[],
  now: Date,
  logger?: Pick<Logger, "warn">,
): Promise<Record<string, number>> {
  const sent: Record<string, number> = {};
  for (const job of jobs) {
    sent[job.name] = 0;
    for (const day of await dueClubDays(db, job, now, logger)) {
      const wasSent = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(jobRuns)
          .values({ job: job.name, clubId: day.clubId, localDate: day.localDate })
          .onConflictDoNothing()
          .returning({ job: jobRuns.job });
        if (inserted.length === 0) return false;
        await queue.send(job.name, day, { db: tx, singletonKey: `${day.clubId}/${day.localDate}` });
        return true;
      });
      if (wasSent) sent[job.name] = (sent[job.name] ?? 0) + 1;
    }
  }
  return sent;
}

/**
 * Marks the club's day of `job` finished in `tx`, the transaction of the day's work; false when it already
 * is (a run sent again did the work before).
 */
async function finishRun(tx: Db, job: string, day: ClubDay): Promise<boolean> {
  const finished = await tx
    .update(jobRuns)
    .set({ finishedAt: sql`now()` })
    .where(
      and(
        eq(jobRuns.job, job),
        eq(jobRuns.clubId, day.clubId),
        eq(jobRuns.localDate, day.localDate),
        isNull(jobRuns.finishedAt),
      ),
    )
    .returning({ job: jobRuns.job });
  return finished.length > 0;
}

/** The `job_runs` row of a club's day of `job`. */
const dayRow = (job: string, day: ClubDay) =>
  and(eq(jobRuns.job, job), eq(jobRuns.clubId, day.clubId), eq(jobRuns.localDate, day.localDate));

/**
 * Runs a club's day of a job in batches (decision 037). Each batch locks the day's row (one batch at a time,
 * however many instances run it), does its rows and adds them to the day's progress in one transaction; the
 * last marks the day finished. A batch that wrote for a member whose deletion committed after it read them
 * (23503 on a member's key, PostgreSQL) is rolled back and done again: it reads the members afresh and the
 * deleted one is not among them.
 */
export async function runDayInBatches(
  db: Db,
  job: DailyClubJobInBatches,
  day: ClubDay,
  context: DailyContext,
): Promise<Record<string, number> | { alreadyDone: true }> {
  const done: Record<string, number> = {};
  let cursor: unknown;
  for (let batches = 0; ; batches++) {
    // A set size (tests) or, on PGlite, as many rows as fit in a short time (jobs/yield.ts).
    const rows = context.batchRows ?? batchRows(job.name);
    const started = performance.now();
    const outcome = await againWithoutGoneMembers(() =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            finishedAt: jobRuns.finishedAt,
            processed: jobRuns.processed,
            batches: jobRuns.batches,
          })
          .from(jobRuns)
          .where(dayRow(job.name, day))
          .for("update");
        if (!row || row.finishedAt) return null;
        const result = await job.batch(
          tx,
          day,
          { ...context, batchRows: rows },
          {
            processed: row.processed,
            batches: row.batches,
            cursor,
          },
        );
        await tx
          .update(jobRuns)
          .set({
            processed: sql`${jobRuns.processed} + ${result.done}`,
            batches: sql`${jobRuns.batches} + 1`,
            ...(result.more ? {} : { finishedAt: sql`now()` }),
          })
          .where(dayRow(job.name, day));
        return result;
      }),
    );
    if (!outcome) return batches === 0 ? { alreadyDone: true } : done;
    if (context.batchRows === undefined) batchTook(job.name, outcome.done, performance.now() - started);
    for (const [key, n] of Object.entries(outcome.counts)) done[key] = (done[key] ?? 0) + n;
    cursor = outcome.cursor;
    if (!outcome.more) return done;
    await yieldToRequests();
  }
}

/** The pg-boss jobs of the daily jobs: the dispatcher, and one job per daily job whose runs are per club. */
export function dailyJobDefinitions(
  jobs: DailyClubJob[],
  deps: {
    db: Db;
    queue: Pick<JobQueue, "send">;
    now: () => Date;
    logger?: Pick<Logger, "warn">;
    mailFrom?: string;
    appUrl?: string;
    batchRows?: number;
    reminderBacklogPerDay?: number;
  },
): JobDefinition<never>[] {
  const context: DailyContext = {
    queue: deps.queue,
    mailFrom: deps.mailFrom,
    appUrl: deps.appUrl,
    ...(deps.batchRows !== undefined ? { batchRows: deps.batchRows } : {}),
    ...(deps.reminderBacklogPerDay !== undefined
      ? { reminderBacklogPerDay: deps.reminderBacklogPerDay }
      : {}),
  };
  const dispatcher = clockJob(
    DAILY_DISPATCH_JOB,
    "*/5 * * * *",
    { retry: { limit: 2, delaySeconds: 30, backoff: true }, expireInSeconds: 5 * 60 },
    () => dispatchDailyJobs(deps.db, deps.queue, jobs, deps.now(), deps.logger),
  );
  const perClub = jobs.map((job) =>
    clubWorkJob<ClubDay>(
      job.name,
      {
        policy: "short",
        retry: job.retry ?? { limit: 4, delaySeconds: 60, backoff: true },
        expireInSeconds: 15 * 60,
        batchSize: 4,
      },
      (day) =>
        "batch" in job
          ? runDayInBatches(deps.db, job, day, context)
          : deps.db.transaction(async (tx) => {
              if (!(await finishRun(tx, job.name, day))) return { alreadyDone: true };
              return job.run(tx, day, context);
            }),
    ),
  );
  return [dispatcher, ...perClub] as JobDefinition<never>[];
}

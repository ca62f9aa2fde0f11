import PgBoss from "pg-boss";
import { type Database, type Db, executorOf } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { recordJobFailure, recordJobSuccess } from "./health.ts";
import { JobStopped, runAsJob } from "./yield.ts";

/** What a job's work is given besides its data. */
export interface JobRun {
  /** pg-boss's id of this run. */
  id: string;
  /** 0 on the first attempt, 1 on the first retry, … */
  retryCount: number;
  /** True when no retry follows if this attempt fails. */
  lastAttempt: boolean;
  /**
   * Counts this run as failed in the logs and the health report without failing it in the queue: for work
   * that retries on its own terms (the outbox retries each message with its own back-off).
   */
  reportFailure(message: string): void;
}

/**
 * A kind of background work (decision 015). Its runs are pg-boss jobs: any instance may take one, one
 * instance does, and a run that throws is tried again after `retry.delaySeconds`, doubled each time when
 * `retry.backoff` (pg-boss adds up to as much again at random).
 */
export interface JobDefinition<T extends object = object> {
  name: string;
  run(data: T, run: JobRun): Promise<unknown>;
  /** A cron expression (five fields, in UTC): the job is sent by itself at those times. */
  cron?: string;
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run still going after this long is counted as failed (and tried again). */
  expireInSeconds?: number;
  /**
   * `short`: at most one waiting run per singleton key (a wake-up sent twice is waiting once). `standard`:
   * every send is a run.
   */
  policy?: "standard" | "short";
  /** How often an idle instance asks for new runs, and how many it takes at once (run side by side). */
  pollingIntervalSeconds?: number;
  batchSize?: number;
  /** What a run's data is about, in the logs and the health report: a club's id. */
  scopeOf?(data: T): string;
}

/** How often a job's run is tried again and how long one may take. */
export type JobLimits = Pick<JobDefinition, "retry" | "expireInSeconds">;

/** An upkeep job's limits: tried twice more, a minute apart and backing off; an hour to run. */
export const UPKEEP_LIMITS: JobLimits = {
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 60 * 60,
};

/** A job that the clock sends (`cron`: five fields, in UTC), one run of it waiting at a time (`short`). */
export function clockJob(
  name: string,
  cron: string,
  limits: JobLimits,
  run: () => Promise<unknown>,
): JobDefinition {
  return { name, cron, policy: "short", ...limits, run };
}

/**
 * A job that is sent for one club's work (an export, a message, an e-mail): a run's data names its club, which
 * its logs and the health report name (`scopeOf`).
 */
export function clubWorkJob<T extends { clubId: string }>(
  name: string,
  options: Omit<JobDefinition<T>, "name" | "run" | "cron" | "scopeOf">,
  run: (data: T) => Promise<unknown>,
): JobDefinition<T> {
  return { name, ...options, scopeOf: (data) => data.clubId, run };
}

export interface SendOptions {
  singletonKey?: string;
  startAfter?: Date;
  /** The transaction (or database) to write the job in: it then starts only if that commits. */
  db?: Db;
}

export interface JobQueueOptions {
  /** Send the cron jobs at their times (off in tests that run jobs by hand). */
  schedule?: boolean;
  /** Expire and archive old runs (pg-boss's maintenance). */
  supervise?: boolean;
}

const SCHEMA = "pgboss";

/**
 * The one job queue of the server: pg-boss on the app's database, PostgreSQL or PGlite alike (on PGlite
 * through pg-boss's `db` option, sharing the one session). Jobs are defined once (job-registry.ts); every
 * instance works them; pg-boss gives each run to one instance and sends each cron tick once.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  /** This instance's worker of each job, once `work` has started them. */
  private readonly workers = new Map<string, string>();
  private working = false;
  private started = false;
  /** Set by `stop`: the runs under way end at their next batch (jobs/yield.ts). */
  private stopping = false;
  /** The workers' batches under way: `stop` waits for them, whatever pg-boss's own wait gave up on. */
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
    options: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      db: database.sql as PgBoss.Db,
      schema: SCHEMA,
      schedule: options.schedule ?? true,
      supervise: options.supervise ?? true,
      // Expired runs are failed (and retried) within a minute of their time.
      maintenanceIntervalSeconds: 60,
      // Finished runs move to the archive after an hour and leave it after a week.
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 7,
    });
    this.boss.on("error", (error: Error & { queue?: string }) => {
      this.logger.warn({ err: error, job: error.queue }, `Job queue error: ${error.message}`);
    });
  }

  /**
   * Installs or updates pg-boss's tables and the queues, one instance at a time: pg-boss's own lock lets two
   * instances that start together both try to create its schema (and one of them fail).
   */
  async start(definitions: JobDefinition<never>[]): Promise<void> {
    await this.database.exclusive(async () => {
      await this.boss.start();
      this.started = true;
      await this.defineQueues(definitions as unknown as JobDefinition<object>[]);
    });
  }

  private async defineQueues(definitions: JobDefinition<object>[]): Promise<void> {
    for (const definition of definitions) {
      this.definitions.set(definition.name, definition);
      const queue = {
        name: definition.name,
        policy: definition.policy ?? "standard",
        retryLimit: definition.retry?.limit ?? 3,
        retryDelay: definition.retry?.delaySeconds ?? 30,
        retryBackoff: definition.retry?.backoff ?? true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      };
      // createQueue keeps a queue that exists; updateQueue brings its options up to date.
      await this.boss.createQueue(definition.name, queue);
      await this.boss.updateQueue(definition.name, queue);
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
      else await this.boss.unschedule(definition.name);
    }
  }

  /** Starts taking runs of every defined job on this instance. */
  async work(): Promise<void> {
    this.working = true;
    for (const definition of this.definitions.values()) {
      const workerId = await this.boss.work<object>(
        definition.name,
        {
          includeMetadata: true,
          batchSize: definition.batchSize ?? 1,
          pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
        },
        (jobs) => {
          const batch = this.runBatch(definition, jobs);
          this.running.add(batch);
          void batch.finally(() => this.running.delete(batch));
          return batch;
        },
      );
      this.workers.set(definition.name, workerId);
    }
  }

  /**
   * Asks this instance's worker of `name` for runs now instead of at its next poll: for a run sent outside a
   * transaction, or after the transaction that sent it has committed.
   */
  wake(name: string): void {
    const workerId = this.workers.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /**
   * Sends a run of `name`. With `options.db` the run is written in that transaction. Answers the run's id,
   * or null when a `short` job already has a run waiting under the same singleton key.
   */
  async send(name: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    // pg-boss drops a job for a queue it does not have without a word.
    if (!this.definitions.has(name)) throw new Error(`No job is defined under the name ${name}`);
    const { db, ...rest } = options;
    return this.boss.send(name, data, { ...rest, ...(db ? { db: executorOf(db) as PgBoss.Db } : {}) });
  }

  /**
   * Takes the waiting runs of `name` that are due and runs them here and now, as a worker would (tests, and
   * whoever must not wait for the next poll). Answers each run's result, in order.
   */
  async runDue(name: string): Promise<unknown[]> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job is defined under the name ${name}`);
    const results: unknown[] = [];
    // pg-boss takes the runs that start before now(), and PGlite's clock moves by milliseconds: a run sent in
    // the same millisecond as this call (a test sends, then runs) would not be due yet.
    await new Promise((resolve) => setTimeout(resolve, 2));
    for (;;) {
      const jobs = await this.boss.fetch<object>(name, { includeMetadata: true, batchSize: 50 });
      if (jobs.length === 0) return results;
      const outcomes = await this.runBatch(definition, jobs);
      const done = jobs.filter((_, i) => outcomes[i]?.ok).map((j) => j.id);
      if (done.length > 0) await this.boss.complete(name, done);
      results.push(...outcomes.filter((o) => o.ok).map((o) => o.value));
    }
  }

  /**
   * Runs a batch side by side. Each run that throws is logged with the job's name and scope, counted in the
   * job's health and failed on its own (pg-boss tries it again); the rest complete.
   */
  private async runBatch(
    definition: JobDefinition<object>,
    jobs: PgBoss.JobWithMetadata<object>[],
  ): Promise<({ ok: true; value: unknown } | { ok: false })[]> {
    return Promise.all(
      jobs.map(async (job) => {
        const scope = definition.scopeOf?.(job.data) ?? "";
        const started = performance.now();
        let reported: string | undefined;
        try {
          // On PGlite the jobs' batches take turns on the one connection (decision 043).
          const value = await runAsJob(
            { oneTurn: this.database.kind === "pglite", stopping: () => this.stopping },
            () =>
              definition.run(job.data, {
                id: job.id,
                retryCount: job.retryCount,
                lastAttempt: job.retryCount >= job.retryLimit,
                reportFailure: (message) => {
                  reported = message;
                },
              }),
          );
          if (reported !== undefined) {
            this.logger.error(
              { job: definition.name, scope: scope || undefined },
              `Job ${definition.name}: ${reported}`,
            );
            await this.recordHealth(definition.name, scope, reported);
          } else {
            await this.recordHealth(definition.name, scope);
          }
          this.logger.debug(
            { job: definition.name, scope: scope || undefined, ms: Math.round(performance.now() - started) },
            `Job ${definition.name} finished`,
          );
          return { ok: true as const, value };
        } catch (error) {
          const message = (error as Error).message;
          if (error instanceof JobStopped) {
            // Not a failure of the job: what its batches committed stays, and it runs again after the retry
            // delay (on this server's next start or another instance).
            this.logger.info(
              { job: definition.name, scope: scope || undefined },
              `Job ${definition.name}: ${message}`,
            );
            await this.boss.fail(definition.name, job.id, { message }).catch(() => undefined);
            return { ok: false as const };
          }
          const attempt = job.retryCount + 1;
          const retried = job.retryCount < job.retryLimit;
          this.logger.error(
            { err: error, job: definition.name, scope: scope || undefined, attempt, retried },
            `Job ${definition.name} failed (attempt ${attempt} of ${job.retryLimit + 1}${retried ? ", tried again later" : ", given up"}): ${message}`,
          );
          await this.recordHealth(definition.name, scope, message);
          await this.boss.fail(definition.name, job.id, { message });
          return { ok: false as const };
        }
      }),
    );
  }

  /** Counts a success (no `error`) or a failure in the job's health; a database that is down loses it. */
  private async recordHealth(job: string, scope: string, error?: string): Promise<void> {
    try {
      if (error === undefined) await recordJobSuccess(this.database.db, job, scope);
      else await recordJobFailure(this.database.db, job, scope, error);
    } catch (err) {
      this.logger.warn({ err, job }, "Could not record how a job fared");
    }
  }

  /**
   * Stops taking runs and waits for the runs under way: they end at their next batch (jobs/yield.ts). pg-boss
   * waits up to `timeoutMs` for them and then fails them (to be retried), but it completes a run without
   * waiting for the completion: a run that outlasted its wait (one slow step, such as a mail server's answer)
   * then completed against a database already closed, and the rejection stopped the process with a stack
   * trace. So the runs are waited for here too, and a turn more for their completions to be sent.
   */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping = true;
    await this.boss.stop({ graceful: this.working, timeout: timeoutMs, close: false, wait: true });
    if (this.running.size > 0) {
      this.logger.info({ runs: this.running.size }, "Waiting for the jobs under way to end");
      await Promise.allSettled([...this.running]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

import { date, integer, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { clubs } from "./clubs.ts";

/**
 * The number each running app instance takes at start (jobs/instance.ts). It holds an advisory lock on it for
 * as long as it lives, so that work it claimed (an e-mail being sent) is taken over the moment it dies.
 */
export const appInstanceSeq = pgSequence("app_instance_seq", {
  startWith: 1,
  maxValue: 2147483647,
  cycle: true,
});

/**
 * The runs of the daily jobs per club (decision 015): one row per job, club and the club's own date. The
 * dispatcher that inserts it sends the run, in the same transaction, so one run is sent however many
 * instances dispatch; the run marks it finished in the transaction of its work, so the work is done once.
 */
export const jobRuns = pgTable(
  "job_runs",
  {
    job: text("job").notNull(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    localDate: date("local_date", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * A run done in batches (decision 037): the rows done so far and the batches that did them, written with
     * each batch; a long run's progress, and what a run after a crash goes on from.
     */
    processed: integer("processed").notNull().default(0),
    batches: integer("batches").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.job, t.clubId, t.localDate] })],
);

/**
 * How each job has fared lately, per scope (a club's id, or '' for a job of the whole server): failures in a
 * row since its last success. /api/health reports the jobs that keep failing.
 */
export const jobHealth = pgTable(
  "job_health",
  {
    job: text("job").notNull(),
    scope: text("scope").notNull().default(""),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    lastError: text("last_error"),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }),
    lastSucceededAt: timestamp("last_succeeded_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.job, t.scope] })],
);

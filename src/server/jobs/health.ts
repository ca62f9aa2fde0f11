import { and, desc, gt, gte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { jobHealth } from "../db/schema/jobs.ts";

/** A job that failed this many times in a row (for one scope) is reported by /api/health. */
export const FAILURES_REPORTED = 3;

const errorMax = 1000;

export async function recordJobSuccess(db: Db, job: string, scope: string): Promise<void> {
  await db
    .insert(jobHealth)
    .values({ job, scope, consecutiveFailures: 0, lastSucceededAt: sql`now()` })
    .onConflictDoUpdate({
      target: [jobHealth.job, jobHealth.scope],
      set: { consecutiveFailures: 0, lastSucceededAt: sql`now()` },
    });
}

export async function recordJobFailure(db: Db, job: string, scope: string, error: string): Promise<void> {
  const lastError = error.slice(0, errorMax);
  await db
    .insert(jobHealth)
    .values({ job, scope, consecutiveFailures: 1, lastError, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [jobHealth.job, jobHealth.scope],
      set: {
        consecutiveFailures: sql`${jobHealth.consecutiveFailures} + 1`,
        lastError,
        lastFailedAt: sql`now()`,
      },
    });
}

export interface FailingJob {
  job: string;
  /** How many scopes (clubs, or the server itself) it keeps failing for. */
  scopes: number;
  /** The longest run of failures among them. */
  consecutiveFailures: number;
  lastFailedAt: Date;
}

/**
 * The jobs failing again and again: FAILURES_REPORTED or more times in a row since their last success, the
 * last of them within a week (a club deleted meanwhile, or a job no longer defined, drops out).
 */
export async function failingJobs(db: Db): Promise<FailingJob[]> {
  const rows = await db
    .select({
      job: jobHealth.job,
      scopes: sql<number>`count(*)::int`,
      consecutiveFailures: sql<number>`max(${jobHealth.consecutiveFailures})::int`,
      lastFailedAt: sql<string>`max(${jobHealth.lastFailedAt})`,
    })
    .from(jobHealth)
    .where(
      and(
        gte(jobHealth.consecutiveFailures, FAILURES_REPORTED),
        gt(jobHealth.lastFailedAt, sql`now() - interval '7 days'`),
      ),
    )
    .groupBy(jobHealth.job)
    .orderBy(desc(sql`max(${jobHealth.lastFailedAt})`));
  return rows.map((r) => ({ ...r, lastFailedAt: new Date(r.lastFailedAt) }));
}

import type { JobDeps } from "../../jobs/job-deps.ts";
import { clubWorkJob, type JobDefinition } from "../../jobs/queue.ts";
import { yieldToRequests } from "../../jobs/yield.ts";
import { RECOMPUTE_JOB, type RecomputeJobData, recomputeBatch } from "./handicaps.service.ts";

/*
 * `handicaps.recompute`: every member's Handicap Index recomputed from their scoring record, sent when a club
 * becomes its own handicap authority or staff ask for it. 500 members a transaction (decision 037), requests let
 * in between; the progress is the run's job_runs row. A run stopped halfway (a restart) is tried again and starts
 * over: an index already right is not written twice.
 */
export function recomputeIndexesJob(deps: JobDeps): JobDefinition<RecomputeJobData> {
  return clubWorkJob(
    RECOMPUTE_JOB,
    {
      retry: { limit: 3, delaySeconds: 30, backoff: true },
      expireInSeconds: 30 * 60,
      pollingIntervalSeconds: 2,
    },
    async (data) => {
      let after: string | null = null;
      let batches = 0;
      do {
        after = await recomputeBatch(deps.db, data, after);
        batches++;
        await yieldToRequests();
      } while (after !== null);
      return { batches };
    },
  );
}

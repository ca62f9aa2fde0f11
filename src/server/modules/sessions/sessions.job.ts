import type { JobDeps } from "../../jobs/job-deps.ts";
import { clockJob, type JobDefinition } from "../../jobs/queue.ts";
import { expireSessions } from "./sessions.repository.ts";

/*
 * `sessions.expire` (issue 17, decision 015): every hour, the user_sessions records still active whose
 * better-auth session has expired or is gone end as 'expired', in batches, under the shared rule (only a row
 * still active changes). A session read after its expiry is ended at once by better-auth's delete hook; this
 * job ends the ones nobody reads again.
 */

export const SESSIONS_EXPIRE_JOB = "sessions.expire";
/** Sessions ended per statement. */
export const SESSIONS_EXPIRE_BATCH = 500;

export function sessionsExpireJob(deps: Pick<JobDeps, "db">): JobDefinition {
  return clockJob(
    SESSIONS_EXPIRE_JOB,
    "17 * * * *",
    { retry: { limit: 2, delaySeconds: 60, backoff: false } },
    async () => {
      let expired = 0;
      for (;;) {
        const count = await expireSessions(deps.db, SESSIONS_EXPIRE_BATCH);
        expired += count;
        if (count < SESSIONS_EXPIRE_BATCH) return { expired };
      }
    },
  );
}

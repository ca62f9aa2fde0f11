import type { Db } from "../db/client.ts";
import type { Instance } from "../jobs/instance.ts";
import type { JobDefinition, JobQueue } from "../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import { DELIVER_NOW, MAIL_OUTBOX_JOB } from "./mailer.ts";
import { deliverDueMail, OUTBOX_MAX_ATTEMPTS } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

/**
 * The outbox's delivery as a job (decision 015). A run delivers every message that is due. Runs are sent
 * by each `mailer.send` (in the sender's transaction), at start (so that mail a stopped or crashed instance
 * was sending goes out at once), after a round with failures for the time the next attempt is due, and every
 * minute by the clock as a safety net. The messages' own back-off and attempts stay the outbox's.
 */
export function outboxJob(deps: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  instance: Instance;
  queue: Pick<JobQueue, "send">;
  /** Bulk mail delivered per minute at most (MAIL_BULK_PER_MINUTE). */
  bulkPerMinute?: number;
}): JobDefinition {
  return {
    name: MAIL_OUTBOX_JOB,
    cron: "* * * * *",
    policy: "short",
    pollingIntervalSeconds: 1,
    retry: { limit: 5, delaySeconds: 5, backoff: true },
    expireInSeconds: 15 * 60,
    async run(_data, run) {
      const round = await deliverDueMail(
        deps.db,
        deps.transport,
        deps.logger,
        deps.instance.number,
        10,
        deps.bulkPerMinute,
      );
      if (round.nextAttemptAt) {
        const due = round.nextAttemptAt.getTime() <= Date.now();
        // One waiting run per due time: retries due at different times each get theirs.
        await deps.queue.send(
          MAIL_OUTBOX_JOB,
          {},
          due
            ? { singletonKey: DELIVER_NOW }
            : { singletonKey: `at:${round.nextAttemptAt.toISOString()}`, startAfter: round.nextAttemptAt },
        );
      }
      // Reported (an error line and the job's health) only for e-mail given up on after its last attempt: a
      // recipient's permanent refusal is expected (the recipient shows it), and a failure tried again is a
      // warning per attempt, not an error each time.
      const exhausted = round.exhausted ?? 0;
      if (exhausted > 0) {
        run.reportFailure(
          `${exhausted} e-mail${exhausted === 1 ? "" : "s"} could not be delivered after ${OUTBOX_MAX_ATTEMPTS} attempts. ${round.lastError ?? ""}`.trim(),
        );
      }
      return { sent: round.sent, failed: round.failed };
    },
  };
}

import { type JobDeps, jobAppUrl } from "../../jobs/job-deps.ts";
import { clockJob, clubWorkJob, type JobDefinition } from "../../jobs/queue.ts";
import { dueMessages } from "./messages.repository.ts";
import { type SendingDeps, sendMessage } from "./messages.sending.ts";

/*
 * The messages' jobs (issue 16, decision 015). `communications.send` sends one message: sent when a message
 * to go now is written, and for a scheduled one with its time as pg-boss's startAfter. `communications.sweep`
 * runs every minute and sends a run for each message that is due or stopped halfway (an instance that died
 * mid-send, a run that failed its retries): a message goes at most a minute late whatever happened.
 */

export const MESSAGE_SEND_JOB = "communications.send";
export const MESSAGE_SWEEP_JOB = "communications.sweep";

export interface MessageSendData {
  clubId: string;
  messageId: string;
}

function sendingDeps(deps: JobDeps): SendingDeps {
  return {
    db: deps.db,
    queue: deps.queue,
    appUrl: jobAppUrl(deps),
    secret: deps.authSecret,
    mailFrom: deps.mailFrom,
    now: deps.now,
  };
}

export function messageSendJob(deps: JobDeps): JobDefinition<MessageSendData> {
  const sending = sendingDeps(deps);
  // 100,000 recipients are written in about a minute; a run still going after 30 is counted as failed.
  return clubWorkJob(
    MESSAGE_SEND_JOB,
    {
      retry: { limit: 5, delaySeconds: 10, backoff: true },
      expireInSeconds: 30 * 60,
      pollingIntervalSeconds: 1,
    },
    (data) => sendMessage(sending, data.messageId),
  );
}

export function messageSweepJob(deps: JobDeps): JobDefinition {
  return clockJob(
    MESSAGE_SWEEP_JOB,
    "* * * * *",
    { retry: { limit: 2, delaySeconds: 10, backoff: false } },
    async () => {
      const due = await dueMessages(deps.db);
      for (const message of due) {
        // A run that finds the message sent, or its recipients taken by another run (SKIP LOCKED), ends at once:
        // a sweep's run beside the message's own loses and doubles nothing.
        await deps.queue.send(
          MESSAGE_SEND_JOB,
          { clubId: message.clubId, messageId: message.id } satisfies MessageSendData,
          { singletonKey: `sweep:${message.id}` },
        );
      }
      return { due: due.length };
    },
  );
}

import webpush from "web-push";
import type { PushKind, PushPayload } from "../../../shared/push.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import { afterCommit } from "../../db/after-commit.ts";
import type { Db } from "../../db/client.ts";
import type { JobDefinition, JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../../logger.ts";
import { addressOf } from "../../mail/club-sender.ts";
import {
  claimDuePushes,
  deleteGoneSubscription,
  deletePush,
  enqueuePushes,
  nextPushDue,
  retryPushAt,
} from "./push.repository.ts";
import { vapidKeys } from "./push.service.ts";

/*
 * The one way the server sends a push (issue 34). A push is written beside its e-mail, in the same
 * transaction, into push_outbox (one row per device of the member's account that allows the kind); the push
 * job sends it once the transaction commits. A slow or unreachable push service so never slows a request,
 * and a change that rolls back pushes nothing.
 */

/** The job that sends the waiting pushes (job-registry.ts). */
export const PUSH_JOB = "push.outbox";
const SEND_NOW = "now";
/** Attempts before a push is given up on (a notification days late is worth nothing). */
export const PUSH_MAX_ATTEMPTS = 5;
/** How long the push service has to answer. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for an offline device: a day. */
const PUSH_TTL_SECONDS = 24 * 3600;

/** What writes a push: a transaction, and the queue that wakes the push job once it commits. */
type Jobs = Pick<JobQueue, "send"> & Partial<Pick<JobQueue, "wake">>;

/** A push to one member, with the page it opens (a path of the app, or an address under `appUrl`). */
export interface MemberPush {
  memberId: string;
  title: string;
  body: string;
  url: string;
}

/**
 * Writes pushes of `kind` to these members of `clubId` in `tx` and has the push job send them once `tx`
 * commits. Members who have no device, or who turned the kind off, get none.
 */
export async function queuePushes(
  tx: Db,
  jobs: Jobs,
  clubId: string,
  kind: PushKind,
  pushes: MemberPush[],
  appUrl = "",
): Promise<void> {
  const rows = pushes.map((p) => ({
    memberId: p.memberId,
    payload: {
      kind,
      title: p.title.slice(0, 200),
      body: p.body.slice(0, 500),
      url: appUrl && p.url.startsWith(appUrl) ? p.url.slice(appUrl.length) || "/" : p.url,
    } satisfies PushPayload,
  }));
  const written = await enqueuePushes(tx, clubId, kind, rows);
  if (written === 0) return;
  const sendNow = async () => {
    try {
      await jobs.send(PUSH_JOB, {}, { singletonKey: SEND_NOW });
      jobs.wake?.(PUSH_JOB);
    } catch {
      // The job's run every minute sends it.
    }
  };
  if (!afterCommit(tx, sendNow)) await jobs.send(PUSH_JOB, {}, { singletonKey: SEND_NOW, db: tx });
}

/** One push to one member: `queuePushes` for one. */
export function queuePush(
  tx: Db,
  jobs: Jobs,
  clubId: string,
  kind: PushKind,
  push: MemberPush,
  appUrl = "",
): Promise<void> {
  return queuePushes(tx, jobs, clubId, kind, [push], appUrl);
}

/** Back-off before the next attempt: 30 s, 1 min, 2 min, … */
function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1);
}

export interface PushDeps {
  db: Db;
  box: SecretBox;
  logger: Logger;
  /** The sender of the server's mail: its address is the VAPID subject (a contact for the push services). */
  mailFrom: string;
}

/**
 * Sends every push that is due: encrypted and signed by web-push (VAPID), POSTed to the device's push
 * service. A 404 or 410 means the device unsubscribed: its subscription is deleted (its pushes with it). Other
 * failures are tried again with back-off, up to PUSH_MAX_ATTEMPTS.
 */
export async function deliverDuePushes(
  deps: PushDeps,
  batch = 20,
): Promise<{ sent: number; gone: number; failed: number; nextAt: Date | null }> {
  const keys = await vapidKeys(deps.db, deps.box);
  const vapidDetails = {
    subject: `mailto:${addressOf(deps.mailFrom)}`,
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
  };
  let sent = 0;
  let gone = 0;
  let failed = 0;
  for (;;) {
    const due = await claimDuePushes(deps.db, batch);
    if (due.length === 0) break;
    await Promise.all(
      due.map(async (push) => {
        // web-push encrypts (aes128gcm, RFC 8291) and signs (VAPID, RFC 8292); the POST is ours. Not web-push's
        // generateRequestDetails: its url.parse prints a deprecation warning on Node 24.
        const encrypted = webpush.encrypt(push.p256dh, push.auth, JSON.stringify(push.payload), "aes128gcm");
        const vapid = webpush.getVapidHeaders(
          new URL(push.endpoint).origin,
          vapidDetails.subject,
          vapidDetails.publicKey,
          vapidDetails.privateKey,
          "aes128gcm",
        );
        let status = 0;
        let reason = "";
        try {
          const response = await fetch(push.endpoint, {
            method: "POST",
            headers: {
              TTL: String(PUSH_TTL_SECONDS),
              Urgency: "normal",
              "Content-Type": "application/octet-stream",
              "Content-Encoding": "aes128gcm",
              Authorization: vapid.Authorization,
            },
            body: new Uint8Array(encrypted.cipherText),
            signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
          });
          status = response.status;
          reason = status >= 300 ? (await response.text()).slice(0, 200) : "";
        } catch (error) {
          reason = error instanceof Error ? error.message : String(error);
        }
        if (status >= 200 && status < 300) {
          sent++;
          await deletePush(deps.db, push.id);
        } else if (status === 404 || status === 410) {
          gone++;
          await deleteGoneSubscription(deps.db, push.subscriptionId);
        } else if (
          push.attempts + 1 >= PUSH_MAX_ATTEMPTS ||
          (status >= 400 && status < 500 && status !== 429)
        ) {
          failed++;
          deps.logger.warn({ status, reason }, "Push given up on");
          await deletePush(deps.db, push.id);
        } else {
          failed++;
          deps.logger.warn({ status, reason }, "Push failed; tried again later");
          await retryPushAt(deps.db, push.id, new Date(Date.now() + retryDelayMs(push.attempts + 1)));
        }
      }),
    );
    if (due.length < batch) break;
  }
  const nextAt = await nextPushDue(deps.db);
  return { sent, gone, failed, nextAt };
}

/**
 * The push job (decision 015): sent after each commit that wrote pushes, and every minute by the clock for
 * retries and for pushes whose run was lost.
 */
export function pushJob(deps: PushDeps & { queue: Pick<JobQueue, "send"> }): JobDefinition {
  return {
    name: PUSH_JOB,
    cron: "* * * * *",
    policy: "short",
    pollingIntervalSeconds: 1,
    retry: { limit: 3, delaySeconds: 10, backoff: true },
    expireInSeconds: 10 * 60,
    async run() {
      const round = await deliverDuePushes(deps);
      if (round.nextAt && round.nextAt.getTime() > Date.now()) {
        await deps.queue.send(
          PUSH_JOB,
          {},
          { singletonKey: `at:${round.nextAt.toISOString()}`, startAfter: round.nextAt },
        );
      }
      return { sent: round.sent, gone: round.gone, failed: round.failed };
    },
  };
}

import type { AutoTopUp } from "../../../shared/accounts.ts";
import { afterCommit, databaseOf } from "../../db/after-commit.ts";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { AccountRow, MovedAccount } from "./accounts.repository.ts";

/*
 * What member accounts need of the automatic top-up (decision 087) without knowing it: its view on an account,
 * and the wake-up of its job once a charge that took a balance below its threshold has committed. Apart from
 * auto-top-up.service.ts, so that accounts.service.ts imports this small file and no Stripe call.
 */

/** The job that tops up a club's accounts by their saved cards (auto-top-up.job.ts). */
export const AUTO_TOP_UP_JOB = "billing.account-auto-top-ups";

/** The job queue of each database (registered by the job's definition, job-registry.ts): one per app. */
const queues = new WeakMap<Db, Pick<JobQueue, "send">>();

export function registerAutoTopUpQueue(db: Db, queue: Pick<JobQueue, "send">): void {
  queues.set(db, queue);
}

/** Whether a saved card tops this account up now: a card, a threshold, no decline since, and below it. */
export function autoTopUpDue(account: MovedAccount): boolean {
  return (
    account.paymentMethodId !== null &&
    account.autoTopUpFailedAt === null &&
    account.autoTopUpThresholdMinor !== null &&
    account.balanceMinor < account.autoTopUpThresholdMinor
  );
}

/**
 * After a movement in `tx` (moveAccount): when it left the balance below the account's threshold with a card
 * that tops it up, the club's run of the job is sent once `tx` commits (never inside it, never for a change that
 * rolled back). A transaction that takes no hooks, or a database without the job, leaves it to the job's run
 * every 10 minutes.
 */
export function wakeAutoTopUps(tx: Db, clubId: string, account: MovedAccount): void {
  if (!autoTopUpDue(account)) return;
  const root = databaseOf(tx);
  const queue = root ? queues.get(root) : undefined;
  if (!queue) return;
  afterCommit(tx, async () => {
    try {
      await queue.send(AUTO_TOP_UP_JOB, { clubId }, { singletonKey: clubId });
    } catch {
      // The run every 10 minutes tops it up.
    }
  });
}

/** The automatic top-up of an account as the member and staff read it (none while nothing is saved). */
export function autoTopUpView(row: AccountRow | undefined): AutoTopUp {
  const card =
    row?.paymentMethodId && row.cardLast4
      ? {
          brand: row.cardBrand ?? "card",
          last4: row.cardLast4,
          expMonth: row.cardExpMonth ?? 0,
          expYear: row.cardExpYear ?? 0,
        }
      : null;
  return {
    card,
    active: card !== null && !row?.autoTopUpFailedAt,
    thresholdMinor: card ? (row?.autoTopUpThresholdMinor ?? null) : null,
    amountMinor: card ? (row?.autoTopUpAmountMinor ?? null) : null,
    consentedAt: card ? (row?.autoTopUpConsentedAt?.toISOString() ?? null) : null,
    failedAt: row?.autoTopUpFailedAt?.toISOString() ?? null,
    failure: row?.autoTopUpFailure ?? null,
  };
}

import { stripeApiAddress } from "../../env.ts";
import { type JobDeps, jobAppUrl } from "../../jobs/job-deps.ts";
import { clockJob, clubWorkJob, type JobDefinition } from "../../jobs/queue.ts";
import { AUTO_TOP_UP_JOB, registerAutoTopUpQueue } from "./auto-top-up.hooks.ts";
import { type AutoTopUpJobDeps, runAutoTopUps } from "./auto-top-up.service.ts";
import { StripeGateway } from "./stripe.ts";

/*
 * The automatic top-ups' jobs (decision 087). `billing.account-auto-top-ups` tops up one club's accounts: sent
 * once a charge that took a balance below its threshold commits (auto-top-up.hooks.ts), at most one run waiting
 * per club. `billing.account-auto-top-ups-sweep` runs every 10 minutes over every club whose setting is on: what
 * a lost wake-up, Stripe down or a stopped run left is done then.
 */

export const AUTO_TOP_UP_SWEEP_JOB = "billing.account-auto-top-ups-sweep";

function autoTopUpDeps(deps: JobDeps): AutoTopUpJobDeps {
  return {
    db: deps.db,
    box: deps.box,
    logger: deps.logger,
    gateway: new StripeGateway(stripeApiAddress(deps.stripeApiUrl)),
    appUrl: jobAppUrl(deps),
    clock: { now: deps.now },
    queue: deps.queue,
    mailFrom: deps.mailFrom,
    ...(deps.batchRows ? { batchRows: deps.batchRows } : {}),
  };
}

export function autoTopUpJob(deps: JobDeps): JobDefinition<{ clubId: string }> {
  // Charges of this database send their club's run to this queue.
  registerAutoTopUpQueue(deps.db, deps.queue);
  const work = autoTopUpDeps(deps);
  return clubWorkJob(
    AUTO_TOP_UP_JOB,
    {
      policy: "short",
      retry: { limit: 3, delaySeconds: 30, backoff: true },
      expireInSeconds: 30 * 60,
      pollingIntervalSeconds: 2,
    },
    (data) => runAutoTopUps(work, data.clubId),
  );
}

export function autoTopUpSweepJob(deps: JobDeps): JobDefinition {
  const work = autoTopUpDeps(deps);
  return clockJob(
    AUTO_TOP_UP_SWEEP_JOB,
    "*/10 * * * *",
    { retry: { limit: 2, delaySeconds: 60, backoff: true }, expireInSeconds: 60 * 60 },
    () => runAutoTopUps(work, null),
  );
}

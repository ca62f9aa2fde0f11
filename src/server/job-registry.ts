import { type DailyClubJob, dailyJobDefinitions } from "./jobs/daily.ts";
import type { JobDeps } from "./jobs/job-deps.ts";
import type { JobDefinition } from "./jobs/queue.ts";
import { outboxJob } from "./mail/outbox.job.ts";
import { auditExportJob, auditRetentionJob, auditRollupJob } from "./modules/audit/audit.job.ts";
import { statementsDailyJob } from "./modules/billing/accounts.job.ts";
import { autoTopUpJob, autoTopUpSweepJob } from "./modules/billing/auto-top-up.job.ts";
import {
  billingDailyJob,
  reminderDailyJob,
  renewalBatchJob,
  renewalDailyJob,
} from "./modules/billing/billing.job.ts";
import { billingMailJob } from "./modules/billing/billing-mail.ts";
import { clubExportJob, clubExportRetentionJob } from "./modules/club-export/club-export.job.ts";
import { messageSendJob, messageSweepJob } from "./modules/communications/messages.job.ts";
import { golfJob } from "./modules/golf/golf.job.ts";
import { recomputeIndexesJob } from "./modules/handicaps/handicaps.job.ts";
import { signInInvitationsJob } from "./modules/members/sign-in-invitations.job.ts";
import { membershipsDailyJob } from "./modules/memberships/memberships.job.ts";
import { renewalRemindersDailyJob } from "./modules/memberships/renewal-reminders.ts";
import { pushJob } from "./modules/push/push.sender.ts";
import { sessionsExpireJob } from "./modules/sessions/sessions.job.ts";

/**
 * Every piece of background work of the server, in one place (decision 015). A job that runs once a day
 * per club, at a time in the club's own zone, joins `dailyClubJobs`; any other joins `jobDefinitions`, with a
 * `cron` in UTC when it runs by the clock.
 */
export const dailyClubJobs: DailyClubJob[] = [
  membershipsDailyJob,
  billingDailyJob,
  renewalDailyJob,
  reminderDailyJob,
  renewalRemindersDailyJob,
  statementsDailyJob,
];

export function jobDefinitions(deps: JobDeps): JobDefinition<never>[] {
  const jobs = [
    outboxJob,
    golfJob,
    billingMailJob,
    renewalBatchJob,
    messageSendJob,
    messageSweepJob,
    signInInvitationsJob,
    sessionsExpireJob,
    auditExportJob,
    auditRetentionJob,
    auditRollupJob,
    clubExportJob,
    clubExportRetentionJob,
    pushJob,
    recomputeIndexesJob,
    autoTopUpJob,
    autoTopUpSweepJob,
  ];
  return [
    ...jobs.map((job) => job(deps) as JobDefinition<never>),
    ...dailyJobDefinitions(dailyClubJobs, deps),
  ];
}

import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { outboxJob } from "../mail/outbox.job.ts";
import type { MailTransport } from "../mail/transport.ts";
import { auditExportJob, auditRetentionJob, auditRollupJob } from "../modules/audit/audit.job.ts";
import {
  billingDailyJob,
  reminderDailyJob,
  renewalBatchJob,
  renewalDailyJob,
} from "../modules/billing/billing.job.ts";
import { billingMailJob } from "../modules/billing/billing-mail.ts";
import { clubExportJob, clubExportRetentionJob } from "../modules/club-export/club-export.job.ts";
import { messageSendJob, messageSweepJob } from "../modules/communications/messages.job.ts";
import { golfJob } from "../modules/golf/golf.job.ts";
import { membershipsDailyJob } from "../modules/memberships/memberships.job.ts";
import { renewalRemindersDailyJob } from "../modules/memberships/renewal-reminders.ts";
import { sessionsExpireJob } from "../modules/sessions/sessions.job.ts";
import type { FileStore } from "../storage/file-store.ts";
import { type DailyClubJob, dailyJobDefinitions } from "./daily.ts";
import type { Instance } from "./instance.ts";
import type { JobDefinition, JobQueue } from "./queue.ts";

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
];

export interface JobDeps {
  db: Db;
  queue: Pick<JobQueue, "send">;
  transport: MailTransport;
  logger: Logger;
  instance: Instance;
  /** The time the daily jobs go by. */
  now: () => Date;
  /** The app's public address (links in e-mails of jobs). */
  appUrl: string;
  /** The sender of e-mails of jobs: the server's (`defaultSender`). */
  mailFrom: string;
  /** Where uploaded files live (the club's logo on its invoices). */
  files: FileStore;
  /** Opens the clubs' stored payment gateway keys (whether an invoice's e-mail offers to pay online). */
  box: SecretBox;
  /** AUTH_SECRET: signs the unsubscribe links of bulk mail. */
  authSecret: string;
  /** Bulk mail delivered per minute at most (MAIL_BULK_PER_MINUTE; the outbox's default when not given). */
  bulkPerMinute?: number;
  /** Rows a big job's batch takes per transaction (JOB_BATCH_ROWS, decision 037; tests make it small). */
  batchRows?: number;
  /** Renewal reminders of a backlog sent per club and day at most (renewal-reminders.ts; tests make it small). */
  reminderBacklogPerDay?: number;
}

export function jobDefinitions(deps: JobDeps): JobDefinition<never>[] {
  return [
    outboxJob(deps) as JobDefinition<never>,
    golfJob(deps) as JobDefinition<never>,
    billingMailJob(deps) as JobDefinition<never>,
    renewalBatchJob(deps) as JobDefinition<never>,
    messageSendJob(deps) as JobDefinition<never>,
    messageSweepJob(deps) as JobDefinition<never>,
    sessionsExpireJob(deps) as JobDefinition<never>,
    auditExportJob(deps) as JobDefinition<never>,
    auditRetentionJob(deps) as JobDefinition<never>,
    auditRollupJob(deps) as JobDefinition<never>,
    clubExportJob(deps) as JobDefinition<never>,
    clubExportRetentionJob(deps) as JobDefinition<never>,
    ...dailyJobDefinitions(dailyClubJobs, deps),
  ];
}

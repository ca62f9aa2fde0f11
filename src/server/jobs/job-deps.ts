import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { MailTransport } from "../mail/transport.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { Instance } from "./instance.ts";
import type { JobQueue } from "./queue.ts";

/**
 * What a job is given to do its work (the registry, job-registry.ts, gives each job these). Below the registry,
 * so that a module's job needs only this file, never the registry that imports every job (issue 31 §4).
 */
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

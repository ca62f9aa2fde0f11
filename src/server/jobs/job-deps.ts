import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { Mailer } from "../mail/mailer.ts";
import type { MailTransport } from "../mail/transport.ts";
import type { FileStore } from "../storage/file-store.ts";
import type { Instance } from "./instance.ts";
import { clubWorkJob, type JobDefinition, type JobQueue } from "./queue.ts";

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
  /** Where the Stripe SDK sends its requests (STRIPE_API_URL; Stripe's own API when not given). */
  stripeApiUrl?: string;
  /** Bulk mail delivered per minute at most (MAIL_BULK_PER_MINUTE; the outbox's default when not given). */
  bulkPerMinute?: number;
  /** Rows a big job's batch takes per transaction (JOB_BATCH_ROWS, decision 037; tests make it small). */
  batchRows?: number;
  /** Renewal reminders of a backlog sent per club and day at most (renewal-reminders.ts; tests make it small). */
  reminderBacklogPerDay?: number;
}

/** The app's public address as a job's links start with it: without its trailing slashes. */
export function jobAppUrl(deps: Pick<JobDeps, "appUrl">): string {
  return deps.appUrl.replace(/\/+$/, "");
}

/**
 * The mailer of a job: its mail is written in the job's transactions, and the outbox's run is sent with it (no
 * wake-up needed).
 */
export function jobMailer(deps: Pick<JobDeps, "db" | "queue" | "mailFrom">): Mailer {
  return new Mailer(deps.db, deps.mailFrom, { send: (...args) => deps.queue.send(...args), wake: () => {} });
}

/** What a job over the file store is given: the database, the files and the time the jobs go by. */
export type FileJobDeps = Pick<JobDeps, "db" | "files" | "now">;

export function fileJobDeps(deps: FileJobDeps): FileJobDeps {
  return { db: deps.db, files: deps.files, now: deps.now };
}

/**
 * The job that writes one club's export file (the audit log's, the whole club's): a failure is written on the
 * export; a run that died (after `expireInSeconds`) is tried twice more.
 */
export function exportFileJob<T extends { clubId: string }>(
  deps: JobDeps,
  name: string,
  expireInSeconds: number,
  write: (deps: FileJobDeps, data: T) => Promise<unknown>,
): JobDefinition<T> {
  return clubWorkJob(
    name,
    { retry: { limit: 2, delaySeconds: 10, backoff: true }, expireInSeconds, pollingIntervalSeconds: 1 },
    (data) => write(fileJobDeps(deps), data),
  );
}

import type { Db } from "../db/client.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { enqueueMails, type OutgoingMail } from "./outbox.ts";

/** The job that delivers the outbox (job-registry.ts). */
export const MAIL_OUTBOX_JOB = "mail.outbox";
/** The singleton key of "deliver now": however many messages ask for it, one run waits. */
export const DELIVER_NOW = "now";

/**
 * What the rest of the server uses to send e-mail: writes the message to the outbox and, in the same
 * transaction, a run of the outbox job, so that delivery starts the moment the caller's change commits
 * (and never for a change that rolled back).
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    readonly defaultFrom: string,
    private readonly jobs: Pick<JobQueue, "send" | "wake">,
  ) {}

  async send(mail: OutgoingMail, db: Db = this.db): Promise<string> {
    const [id] = await this.sendMany([mail], db);
    if (!id) throw new Error("The outbox did not keep the message");
    return id;
  }

  /** `send` for a batch: one insert for all of them and one run of the outbox job. Answers their outbox ids. */
  async sendMany(mails: OutgoingMail[], db: Db = this.db): Promise<string[]> {
    if (mails.length === 0) return [];
    const write = (tx: Db) => writeMails(tx, this.defaultFrom, this.jobs, mails);
    // In a caller's transaction the two writes are its own (a savepoint around them would only cost a round
    // trip each way: a failed write fails the caller's transaction either way); alone, they are one.
    const ids = db === this.db ? await db.transaction(write) : await write(db);
    // Committed (not inside a caller's transaction): this instance delivers it now rather than at its next
    // poll, up to a second later. A caller's transaction commits later; its mail waits for the poll.
    if (db === this.db) this.jobs.wake(MAIL_OUTBOX_JOB);
    return ids;
  }
}

/** The e-mails in the outbox and a run of the outbox job that delivers them, both in `tx`. */
async function writeMails(
  tx: Db,
  defaultFrom: string,
  jobs: Pick<JobQueue, "send">,
  mails: OutgoingMail[],
): Promise<string[]> {
  if (mails.length === 0) return [];
  const ids = await enqueueMails(tx, defaultFrom, mails);
  await jobs.send(MAIL_OUTBOX_JOB, {}, { singletonKey: DELIVER_NOW, db: tx });
  return ids;
}

/**
 * A mailer for work that has only its transaction (a job's batch): it writes in `tx` (whatever `db` it is
 * given), and the outbox job's run delivers the mail once `tx` commits.
 */
export function transactionMailer(
  tx: Db,
  defaultFrom: string,
  jobs: Pick<JobQueue, "send">,
): Pick<Mailer, "sendMany" | "defaultFrom"> {
  return { defaultFrom, sendMany: (mails) => writeMails(tx, defaultFrom, jobs, mails) };
}

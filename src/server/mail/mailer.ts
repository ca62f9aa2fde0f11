import type { Db } from "../db/client.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.ts";

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
    const write = async (tx: Db) => {
      const outboxId = await enqueueMail(tx, this.defaultFrom, mail);
      await this.jobs.send(MAIL_OUTBOX_JOB, {}, { singletonKey: DELIVER_NOW, db: tx });
      return outboxId;
    };
    // In a caller's transaction the two writes are its own (a savepoint around them would only cost a round
    // trip each way: a failed write fails the caller's transaction either way); alone, they are one.
    const id = db === this.db ? await db.transaction(write) : await write(db);
    // Committed (not inside a caller's transaction): this instance delivers it now rather than at its next
    // poll, up to a second later. A caller's transaction commits later; its mail waits for the poll.
    if (db === this.db) this.jobs.wake(MAIL_OUTBOX_JOB);
    return id;
  }
}

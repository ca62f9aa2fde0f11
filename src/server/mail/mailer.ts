import { afterCommit } from "../db/after-commit.ts";
import type { Db } from "../db/client.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { enqueueMails, type OutgoingMail } from "./outbox.ts";

/** The job that delivers the outbox (job-registry.ts). */
export const MAIL_OUTBOX_JOB = "mail.outbox";
/** The singleton key of "deliver now": however many messages ask for it, one run waits. */
export const DELIVER_NOW = "now";

/**
 * What the rest of the server uses to send e-mail: writes the message to the outbox in the caller's
 * transaction and sends a run of the outbox job once it commits (db/after-commit.ts; in it, where the
 * transaction takes no hooks), so that delivery starts the moment the caller's change commits, and never for a
 * change that rolled back.
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    readonly defaultFrom: string,
    /** The queue its runs go to (the push sender wakes its job through it too). */
    readonly jobs: Pick<JobQueue, "send" | "wake">,
  ) {}

  async send(mail: OutgoingMail, db: Db = this.db): Promise<string> {
    const [id] = await this.sendMany([mail], db);
    if (!id) throw new Error("The outbox did not keep the message");
    return id;
  }

  /** `send` for a batch: one insert for all of them and one run of the outbox job. Answers their outbox ids. */
  async sendMany(mails: OutgoingMail[], db: Db = this.db): Promise<string[]> {
    if (mails.length === 0) return [];
    if (db === this.db) {
      const ids = await db.transaction((tx) => writeMails(tx, this.defaultFrom, this.jobs, mails));
      // Committed: this instance delivers it now rather than at its next poll, up to a second later.
      this.jobs.wake(MAIL_OUTBOX_JOB);
      return ids;
    }
    // In a caller's transaction the rows are its own. The outbox's run is sent once it commits (and never for a
    // change that rolled back): not in it, where it would lengthen the transaction and, on PostgreSQL, make
    // concurrent senders wait for each other on the run's singleton key. A transaction that takes no hooks
    // writes the run in it, as before.
    const ids = await enqueueMails(db, this.defaultFrom, mails);
    if (!afterCommit(db, () => this.deliverSoon())) {
      await this.jobs.send(MAIL_OUTBOX_JOB, {}, { singletonKey: DELIVER_NOW, db });
    }
    return ids;
  }

  /** The run of "deliver now" in flight, and whether a commit came while it was being sent. */
  private delivering: Promise<void> | null = null;
  private deliverAgain = false;

  /**
   * Sends the outbox's run of "deliver now" and wakes this instance's worker: one send at a time for every
   * commit meanwhile (a rush of bookings shares them), and another once it is done when a commit came while it
   * was sent, so that a run sent after each commit has been written when this resolves. A failed send is left
   * to the outbox's run every minute (outbox.job.ts): the change it follows has committed either way.
   */
  private deliverSoon(): Promise<void> {
    if (this.delivering) {
      this.deliverAgain = true;
      return this.delivering;
    }
    this.delivering = (async () => {
      try {
        do {
          this.deliverAgain = false;
          await this.jobs.send(MAIL_OUTBOX_JOB, {}, { singletonKey: DELIVER_NOW });
        } while (this.deliverAgain);
        this.jobs.wake(MAIL_OUTBOX_JOB);
      } catch {
        // The run every minute delivers it.
      } finally {
        this.delivering = null;
      }
    })();
    return this.delivering;
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

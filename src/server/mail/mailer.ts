import type { Db } from "../db/client.ts";
import type { JobRunner } from "../jobs/runner.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.ts";

export const OUTBOX_JOB = "mail-outbox";

/** What the rest of the server uses to send e-mail: writes to the outbox and wakes the outbox job. */
export class Mailer {
  constructor(
    private readonly db: Db,
    readonly defaultFrom: string,
    private readonly jobs?: JobRunner,
  ) {}

  async send(mail: OutgoingMail, db: Db = this.db): Promise<string> {
    const id = await enqueueMail(db, this.defaultFrom, mail);
    this.jobs?.nudge(OUTBOX_JOB);
    return id;
  }
}

import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { devMailbox } from "../db/schema/mail.ts";
import type { MailMessage, MailTransport } from "./transport.ts";

/** Keeps e-mail in the database for the /dev/mailbox page instead of delivering it. */
export class DevMailboxTransport implements MailTransport {
  readonly name = "dev-mailbox";
  constructor(private readonly db: Db) {}

  /**
   * Keeps each outbox message once: a delivery tried again (the process died between keeping the message and
   * marking it sent) answers the message kept the first time.
   */
  async send(message: MailMessage, outboxId: string): Promise<{ messageId: string }> {
    const [row] = await this.db
      .insert(devMailbox)
      .values({
        outboxId,
        fromAddress: message.from,
        toAddress: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments?.length ? message.attachments : null,
      })
      .onConflictDoNothing({ target: devMailbox.outboxId })
      .returning({ id: devMailbox.id });
    if (row) return { messageId: row.id };
    const [kept] = await this.db
      .select({ id: devMailbox.id })
      .from(devMailbox)
      .where(eq(devMailbox.outboxId, outboxId))
      .limit(1);
    if (!kept) throw new Error("The development mailbox did not keep the message");
    return { messageId: kept.id };
  }
}

export function listDevMail(db: Db, limit = 200) {
  return db
    .select({
      id: devMailbox.id,
      toAddress: devMailbox.toAddress,
      fromAddress: devMailbox.fromAddress,
      subject: devMailbox.subject,
      createdAt: devMailbox.createdAt,
    })
    .from(devMailbox)
    .orderBy(desc(devMailbox.createdAt))
    .limit(limit);
}

export async function getDevMail(db: Db, id: string) {
  const [row] = await db.select().from(devMailbox).where(eq(devMailbox.id, id)).limit(1);
  return row;
}

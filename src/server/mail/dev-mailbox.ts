import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { devMailbox } from "../db/schema/mail.ts";
import { addressOf } from "./club-sender.ts";
import { type MailMessage, type MailTransport, permanentFailure } from "./transport.ts";

/**
 * Keeps e-mail in the database for the /dev/mailbox page instead of delivering it: all it is made of (its
 * Reply-To, extra headers and club too), which the page shows as the raw message SMTP would send, so that a
 * developer checks List-Unsubscribe, Reply-To and DKIM without an SMTP sink. An address of the reserved
 * top-level domain .invalid (RFC 2606) is refused for good, as a receiving server refuses a domain that does
 * not exist: a refusal's path is seen in development too.
 */
export class DevMailboxTransport implements MailTransport {
  readonly name = "dev-mailbox";
  constructor(private readonly db: Db) {}

  /**
   * Keeps each outbox message once: a delivery tried again (the process died between keeping the message and
   * marking it sent) answers the message kept the first time.
   */
  async send(message: MailMessage, outboxId: string): Promise<{ messageId: string }> {
    const to = addressOf(message.to);
    if (/\.invalid$/i.test(to)) {
      throw permanentFailure(
        `Email sending failed: 550 5.1.2 <${to}>: Domain does not exist (the development mailbox refuses addresses at .invalid)`,
      );
    }
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
        replyTo: message.replyTo ?? null,
        headers: message.headers && Object.keys(message.headers).length > 0 ? message.headers : null,
        clubId: message.clubId ?? null,
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

/** A kept message as the transport got it: what its raw message is composed from. */
export function keptMessage(row: typeof devMailbox.$inferSelect): MailMessage {
  return {
    from: row.fromAddress,
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: row.attachments,
    headers: row.headers,
    clubId: row.clubId,
  };
}

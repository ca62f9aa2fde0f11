import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { devMailbox } from "../db/schema/mail.ts";
import type { MailMessage, MailTransport } from "./transport.ts";

/** Keeps e-mail in the database for the /dev/mailbox page instead of delivering it. */
export class DevMailboxTransport implements MailTransport {
  readonly name = "dev-mailbox";
  constructor(private readonly db: Db) {}

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
      })
      .returning({ id: devMailbox.id });
    if (!row) throw new Error("The development mailbox did not keep the message");
    return { messageId: row.id };
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

import { eq, min, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/mail.ts";
import { isAlive } from "../jobs/instance.ts";
import type { Logger } from "../logger.ts";
import type { MailAttachment, MailMessage, MailTransport } from "./transport.ts";

export const OUTBOX_MAX_ATTEMPTS = 8;
/**
 * How long a claimed row stays with a live instance that claimed it (a send that hangs). A dead instance's
 * rows are taken over at once: its lock is gone (jobs/instance.ts).
 */
const CLAIM_SECONDS = 600;

/** Back-off before the next attempt: 10 s, 20 s, 40 s, … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));
}

/** The tag of invitation e-mails; their failures are logged in the spec's words (section 8). */
export const INVITATION_MAIL_TAG = "admin-invitation";

/** How a failed delivery is logged: 'Failed to send invitation email: …' for invitations. */
export function failureMessage(tag: string | null, reason: string): string {
  return tag === INVITATION_MAIL_TAG ? `Failed to send invitation email: ${reason}` : reason;
}

export type OutgoingMail = Omit<MailMessage, "from"> & { from?: string };

/** Writes an e-mail to the outbox; it is delivered by the outbox job. Use inside the caller's transaction. */
export async function enqueueMail(db: Db, defaultFrom: string, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      fromAddress: mail.from ?? defaultFrom,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      tag: mail.tag ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      clubId: mail.clubId ?? null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("The outbox did not keep the message");
  return row.id;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  from_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  tag: string | null;
  attachments: MailAttachment[] | null;
  club_id: string | null;
  attempts: number;
}

/**
 * Claims due rows for the instance numbered `claimant` with FOR UPDATE SKIP LOCKED, so several app
 * instances never send one message twice, and takes back rows being sent by an instance that is gone (a
 * crash or a restart: at once) or whose claim ran out.
 */
async function claimDue(db: Db, claimant: number, limit: number): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update mail_outbox set status = 'sending', attempts = attempts + 1, claimed_by = ${claimant},
      locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where id in (
      select id from mail_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and (locked_until < now() or not ${isAlive(sql`claimed_by`)}))
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, to_address, from_address, reply_to, subject, html, text, tag, attachments, club_id, attempts`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

/** When the next message waiting for another attempt is due, or null when none waits. */
async function nextAttemptAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return row?.at ? new Date(row.at) : null;
}

export interface DeliveryRound {
  sent: number;
  failed: number;
  /** When the earliest message left waiting is due (after a failure's back-off), or null. */
  nextAttemptAt: Date | null;
  /** Why the last failed message of the round failed. */
  lastError?: string;
}

/**
 * Delivers every due message as the instance numbered `claimant`; returns how many were sent and how many
 * failed this round, and when the next waiting one is due.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  claimant: number,
  batchSize = 10,
): Promise<DeliveryRound> {
  let sent = 0;
  let failed = 0;
  let lastError: string | undefined;
  for (;;) {
    const rows = await claimDue(db, claimant, batchSize);
    if (rows.length === 0) break;
    for (const row of rows) {
      try {
        const { messageId } = await transport.send(
          {
            from: row.from_address,
            to: row.to_address,
            replyTo: row.reply_to,
            subject: row.subject,
            html: row.html,
            text: row.text,
            tag: row.tag,
            attachments: row.attachments,
            clubId: row.club_id,
          },
          row.id,
        );
        await db
          .update(mailOutbox)
          .set({
            status: "sent",
            sentAt: new Date(),
            providerMessageId: messageId,
            claimedBy: null,
            lockedUntil: null,
            lastError: null,
          })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const message = (error as Error).message;
        lastError = message;
        const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            status: giveUp ? "failed" : "pending",
            lastError: message,
            claimedBy: null,
            lockedUntil: null,
            nextAttemptAt: new Date(Date.now() + retryDelaySeconds(row.attempts) * 1000),
          })
          .where(eq(mailOutbox.id, row.id));
        logger.warn(
          { outboxId: row.id, tag: row.tag, attempts: row.attempts, giveUp, transport: transport.name },
          failureMessage(row.tag, message),
        );
        failed++;
      }
    }
    if (rows.length < batchSize) break;
  }
  return { sent, failed, lastError, nextAttemptAt: await nextAttemptAt(db) };
}

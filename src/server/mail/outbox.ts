import { randomUUID } from "node:crypto";
import { and, eq, min, sql } from "drizzle-orm";
import type { MailStream } from "../../shared/communications.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/mail.ts";
import { isAlive } from "../jobs/instance.ts";
import { yieldToRequests } from "../jobs/yield.ts";
import type { Logger } from "../logger.ts";
import {
  isPermanentFailure,
  type MailAttachment,
  type MailMessage,
  type MailTransport,
} from "./transport.ts";

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

/** An e-mail as a row of the outbox. */
function outboxRow(defaultFrom: string, mail: OutgoingMail) {
  return {
    toAddress: mail.to,
    fromAddress: mail.from ?? defaultFrom,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    tag: mail.tag ?? null,
    attachments: mail.attachments?.length ? mail.attachments : null,
    stream: mail.stream ?? "transactional",
    headers: mail.headers && Object.keys(mail.headers).length > 0 ? mail.headers : null,
    clubId: mail.clubId ?? null,
  };
}

/** Writes an e-mail to the outbox; it is delivered by the outbox job. Use inside the caller's transaction. */
export async function enqueueMail(db: Db, defaultFrom: string, mail: OutgoingMail): Promise<string> {
  const [id] = await enqueueMails(db, defaultFrom, [mail]);
  if (!id) throw new Error("The outbox did not keep the message");
  return id;
}

/**
 * Writes a batch of e-mails to the outbox in one statement, in the caller's transaction; answers their ids in
 * the order of `mails` (made here, so that the order does not rest on the order of RETURNING).
 */
export async function enqueueMails(db: Db, defaultFrom: string, mails: OutgoingMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => ({ id: randomUUID(), ...outboxRow(defaultFrom, mail) }));
  await db.insert(mailOutbox).values(rows);
  return rows.map((r) => r.id);
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
  stream: MailStream;
  headers: Record<string, string> | null;
  club_id: string | null;
  attempts: number;
}

/** Bulk mail delivered per minute at most by default (MAIL_BULK_PER_MINUTE). */
export const DEFAULT_BULK_PER_MINUTE = 3000;
/**
 * Of each batch, the places bulk mail has while the product's own mail also waits: thousands of renewal
 * reminders must not hold a club's message back until the last of them has gone (issue 30's mixed load),
 * and an invitation or a password reset still has the rest of the very next batch.
 */
const BULK_SHARE = 3;
/** A round that found no bulk mail due looks for it again after this many batches. */
const BULK_PROBE_BATCHES = 10;

/**
 * Claims due rows for the instance numbered `claimant` with FOR UPDATE SKIP LOCKED, so several app
 * instances never send one message twice, and takes back rows being sent by an instance that is gone (a
 * crash or a restart: at once) or whose claim ran out.
 */
async function claimDue(db: Db, claimant: number, limit: number, stream: MailStream): Promise<ClaimedRow[]> {
  if (limit <= 0) return [];
  const result = await db.execute(sql`
    update mail_outbox set status = 'sending', attempts = attempts + 1, claimed_by = ${claimant},
      locked_until = now() + make_interval(secs => ${CLAIM_SECONDS})
    where id in (
      select id from mail_outbox
      where ((status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and (locked_until < now() or not ${isAlive(sql`claimed_by`)})))
        and stream = ${stream}
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, to_address, from_address, reply_to, subject, html, text, tag, attachments, stream, headers,
      club_id, attempts`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

/** When the next message of `stream` waiting for another attempt is due, or null when none waits. */
async function nextAttemptAt(db: Db, stream: MailStream): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), eq(mailOutbox.stream, stream)));
  return row?.at ? new Date(row.at) : null;
}

/**
 * How much bulk mail may go now: the limit per minute less what was sent in the last minute and what is being
 * sent (by any instance), and when the oldest of those leaves the window (the next room).
 */
async function bulkAllowance(db: Db, perMinute: number): Promise<{ room: number; freesAt: Date | null }> {
  const result = await db.execute(sql`
    select count(*)::int as used, min(coalesce(sent_at, now())) as oldest from mail_outbox
    where stream = 'broadcast'
      and ((status = 'sent' and sent_at > now() - interval '1 minute') or status = 'sending')`);
  const row = (result as unknown as { rows: { used: number; oldest: string | Date | null }[] }).rows[0];
  const used = Number(row?.used ?? 0);
  const freesAt = row?.oldest ? new Date(new Date(row.oldest).getTime() + 60_000) : null;
  return { room: Math.max(0, perMinute - used), freesAt };
}

export interface DeliveryRound {
  sent: number;
  failed: number;
  /** When the earliest message left waiting is due (after a failure's back-off), or null. */
  nextAttemptAt: Date | null;
  /** Why the last failed message of the round failed. */
  lastError?: string;
  /**
   * Of the failed, those given up on after the last attempt of a temporary failure (the transport was down or
   * refused them for 21 minutes): what the outbox job reports. A permanent refusal (a mailbox that does not
   * exist) is expected, and a failure tried again is not given up yet.
   */
  exhausted?: number;
}

/**
 * Delivers every due message as the instance numbered `claimant`; returns how many were sent and how many
 * failed this round, and when the next waiting one is due. The product's own mail has most of every batch
 * (all of it when no bulk mail is due); bulk mail (a club's messages) has `BULK_SHARE` places of each and goes
 * at `bulkPerMinute` at most, so that an invitation or a password reset is never stuck behind a message to
 * 100,000 members, nor the message behind thousands of reminders.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  claimant: number,
  batchSize = 10,
  bulkPerMinute = DEFAULT_BULK_PER_MINUTE,
): Promise<DeliveryRound> {
  let sent = 0;
  let failed = 0;
  let exhausted = 0;
  let lastError: string | undefined;
  let bulkWaitsUntil: Date | null = null;
  // Counted once a round (one query), then kept here: a round sends at most what the window has room for.
  const allowance = await bulkAllowance(db, bulkPerMinute);
  // Whether the round found no bulk mail due (the batches are then the product's own mail alone), and the
  // batches since: a round of thousands of reminders looks again every BULK_PROBE_BATCHES (a message queued
  // meanwhile would otherwise wait for the round's end).
  let bulkDrained = false;
  let sinceDrained = 0;
  for (;;) {
    if (bulkDrained && allowance.room > 0 && ++sinceDrained > BULK_PROBE_BATCHES) {
      bulkDrained = false;
      sinceDrained = 0;
    }
    // While both wait, BULK_SHARE places of each batch are the bulk mail's (within the window's room).
    const share = bulkDrained ? 0 : Math.min(BULK_SHARE, allowance.room, batchSize - 1);
    const ownWanted = batchSize - share;
    const rows = await claimDue(db, claimant, ownWanted, "transactional");
    const bulkWanted = bulkDrained ? 0 : Math.min(batchSize - rows.length, allowance.room);
    const bulkRows = await claimDue(db, claimant, bulkWanted, "broadcast");
    allowance.room -= bulkRows.length;
    if (bulkRows.length < bulkWanted) bulkDrained = true;
    if (allowance.room <= 0 && !bulkDrained) {
      bulkWaitsUntil = allowance.freesAt ?? new Date(Date.now() + 60_000);
      bulkDrained = true;
    }
    const claimed = [...rows, ...bulkRows];
    if (claimed.length === 0) break;
    // The batch side by side: a provider's API answers in tens of milliseconds, one after the other held a
    // 100,000-member message to about 20 e-mails a second. Each row is its own (claimed, sent, recorded).
    const outcomes = await Promise.all(claimed.map((row) => deliverOne(db, transport, logger, row)));
    for (const outcome of outcomes) {
      if (outcome.ok) sent++;
      else {
        failed++;
        if (outcome.exhausted) exhausted++;
        lastError = outcome.error;
      }
    }
    // Done when the product's own mail did not fill its part and no bulk mail is left to take (or room for it).
    if (rows.length < ownWanted && bulkDrained) break;
    // Requests get their turn between two batches: on PGlite they share the one connection, and 40,000
    // reminders delivered without a pause kept every request waiting for half a minute (decision 037).
    await yieldToRequests();
  }
  const next = await nextAttemptAt(db, "transactional");
  let nextBulk = await nextAttemptAt(db, "broadcast");
  // Bulk mail due now but over the limit waits for room in the window, not for its own due time.
  if (nextBulk && bulkWaitsUntil && nextBulk < bulkWaitsUntil) nextBulk = bulkWaitsUntil;
  const earliest = [next, nextBulk].filter((d): d is Date => d !== null).sort((a, b) => +a - +b)[0] ?? null;
  return { sent, failed, lastError, nextAttemptAt: earliest, ...(exhausted > 0 ? { exhausted } : {}) };
}

/** Sends one claimed row, records how it went on the row and on the message recipient it carries. */
async function deliverOne(
  db: Db,
  transport: MailTransport,
  logger: Logger,
  row: ClaimedRow,
): Promise<{ ok: true } | { ok: false; error: string; exhausted: boolean }> {
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
        stream: row.stream,
        headers: row.headers,
        clubId: row.club_id,
      },
      row.id,
    );
    const now = new Date();
    await db
      .update(mailOutbox)
      .set({
        status: "sent",
        sentAt: now,
        providerMessageId: messageId,
        claimedBy: null,
        lockedUntil: null,
        lastError: null,
      })
      .where(eq(mailOutbox.id, row.id));
    if (row.stream === "broadcast") await recipientDelivered(db, row.id, messageId, now);
    return { ok: true };
  } catch (error) {
    const message = (error as Error).message;
    // A permanent refusal (a 5xx answer, a hard bounce) is failed at once: another attempt gets the same answer.
    const permanent = isPermanentFailure(error);
    const exhausted = !permanent && row.attempts >= OUTBOX_MAX_ATTEMPTS;
    const giveUp = permanent || exhausted;
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
    if (giveUp && row.stream === "broadcast") await recipientFailed(db, row.id, message);
    // An expected failure (a refusal, or one tried again) is a warning; the job reports what it gave up on.
    logger.warn(
      {
        outboxId: row.id,
        tag: row.tag,
        attempts: row.attempts,
        permanent,
        giveUp,
        transport: transport.name,
      },
      failureMessage(row.tag, message),
    );
    return { ok: false, error: message, exhausted };
  }
}

/** A message's recipient whose e-mail the transport accepted: sent (a webhook may have told more already). */
async function recipientDelivered(db: Db, outboxId: string, providerId: string, at: Date): Promise<void> {
  await db.execute(sql`
    update message_recipients set
      status = case when status = 'queued' then 'sent' else status end,
      provider_message_id = ${providerId}, sent_at = coalesce(sent_at, ${at.toISOString()}::timestamptz),
      error = case when status = 'queued' then null else error end, updated_at = now()
    where outbox_id = ${outboxId}`);
}

/** A message's recipient whose e-mail the outbox gave up on: failed, with the transport's reason. */
async function recipientFailed(db: Db, outboxId: string, reason: string): Promise<void> {
  await db.execute(sql`
    update message_recipients set status = 'failed', error = ${reason}, updated_at = now()
    where outbox_id = ${outboxId} and status = 'queued'`);
}

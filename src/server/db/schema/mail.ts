import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { mailStreams } from "../../../shared/communications.ts";
import type { MailAttachment } from "../../mail/transport.ts";

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;

/** Every e-mail the product sends is written here first and delivered by the outbox job. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    tag: text("tag"),
    /** Files sent with it (a booking's .ics), their content in base64. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** Bulk mail (a club's messages) or the rest: Postmark sends each through its own message stream. */
    stream: text("stream", { enum: mailStreams }).notNull().default("transactional"),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post for bulk mail). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The club whose mail it is: its sending domain signs it (null for the product's own mail). */
    clubId: uuid("club_id"),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The instance sending it (jobs/instance.ts): while that instance lives, no other takes the row. */
    claimedBy: integer("claimed_by"),
    /** A claim runs out at this time even when its instance still lives (a send that hangs). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    // Each stream's due mail on its own (outbox.ts claims the product's mail first, bulk mail at its rate): a
    // claim of the product's mail does not step over a message's 100,000 waiting e-mails.
    index("mail_outbox_stream_due_idx")
      .on(t.stream, t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    // The bulk mail sent in the last minute (outbox.ts's allowance, every round): sent rows are kept, and
    // without it every round read the whole outbox (decision 036).
    index("mail_outbox_stream_sent_idx").on(t.stream, t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
);

/** The development mailbox: where e-mail goes when no transport is configured. */
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id"),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /*
     * With From, To, the subject and the parts, what the raw message is made of (the page shows it as SMTP
     * would send it, signed with the club's DKIM key, composed when it is looked at: composing costs about
     * 5 ms an e-mail, which a message to thousands of members would pay in development and in the tests).
     */
    replyTo: text("reply_to"),
    /** Extra headers as sent (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The club whose mail it is: its verified domain's key signs the raw message. */
    clubId: uuid("club_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One message per outbox row: a delivery tried again after a crash does not show it twice.
  (t) => [
    index("dev_mailbox_created_idx").on(t.createdAt),
    uniqueIndex("dev_mailbox_outbox_idx").on(t.outboxId),
  ],
);

import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  type AudienceKind,
  builtinTemplateKeys,
  domainRecordStatuses,
  messageStatuses,
  recipientStatuses,
  templateCategories,
} from "../../../shared/communications.ts";
import { locales } from "../../../shared/i18n/locales.ts";
import { user } from "./auth.ts";
import { clubRowKey, members } from "./clubs.ts";
import { timestamps } from "./columns.ts";

/*
 * Communications (issue 16). Templates, messages and the sending domain are audited (migration 0014); a
 * message's recipients are delivery records, written by the sending job in bulk, and are not.
 */

/** A club's e-mail template: its own, or one of the product's e-mails the club edited (builtin_key). */
export const messageTemplates = pgTable(
  "message_templates",
  {
    ...clubRowKey(),
    name: text("name").notNull(),
    category: text("category", { enum: templateCategories }).notNull(),
    subject: text("subject").notNull(),
    /** The body as the rich-text editor writes it (sanitised HTML with {{variables}}). */
    bodyHtml: text("body_html").notNull(),
    /** Set for the club's version of a product e-mail; restoring the built-in deletes the row. */
    builtinKey: text("builtin_key", { enum: builtinTemplateKeys }),
    /**
     * The language of a club's version of a built-in (issue 33): a club keeps one version per language, and
     * each reader gets theirs. Null for the club's own templates. Versions saved before it had a language are
     * their club's language's (migration 0034).
     */
    language: text("language", { enum: locales }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("message_templates_club_name_idx").on(t.clubId, sql`lower(${t.name})`),
    uniqueIndex("message_templates_club_builtin_language_idx")
      .on(t.clubId, t.builtinKey, t.language)
      .where(sql`${t.builtinKey} is not null`),
  ],
);

/** Whom a message goes to: every member, or those of the listed types, statuses, roles, or the members chosen. */
export interface Audience {
  kind: AudienceKind;
  /** Membership type codes, membership statuses, roles or member ids, by kind; empty for "all". */
  values: string[];
}

/** A message to an audience: sent now or at a time, through the outbox in batches. */
export const messages = pgTable(
  "messages",
  {
    ...clubRowKey(),
    templateId: uuid("template_id").references(() => messageTemplates.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    bodyHtml: text("body_html").notNull(),
    audience: jsonb("audience").$type<Audience>().notNull(),
    status: text("status", { enum: messageStatuses }).notNull().default("scheduled"),
    /** When it is sent (now, or the chosen time). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** How many recipients it was written to once its audience was resolved. */
    recipientCount: integer("recipient_count"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    // The list newest first, the id breaking ties: read backwards (decision 036).
    index("messages_club_created_idx").on(t.clubId, t.createdAt, t.id),
    index("messages_due_idx").on(t.scheduledAt).where(sql`${t.status} in ('scheduled', 'sending')`),
  ],
);

/** One recipient of a message, written when the message starts; its delivery as the transport reports it. */
export const messageRecipients = pgTable(
  "message_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id").notNull(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name"),
    status: text("status", { enum: recipientStatuses }).notNull().default("queued"),
    /** Why it failed or bounced. */
    error: text("error"),
    /** The outbox row that carries it, once written there. */
    outboxId: uuid("outbox_id"),
    providerMessageId: text("provider_message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("message_recipients_message_member_idx").on(t.messageId, t.memberId),
    // A member's latest messages (their home, decision 030): an index lookup, not a read of every recipient.
    index("message_recipients_member_idx").on(t.clubId, t.memberId, t.createdAt.desc()),
    index("message_recipients_message_status_idx").on(t.messageId, t.status),
    index("message_recipients_outbox_idx").on(t.outboxId).where(sql`${t.outboxId} is not null`),
    index("message_recipients_provider_idx")
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);

/** The club's own sending domain: its DKIM key pair (the private key sealed as payment credentials are). */
export const clubDomains = pgTable(
  "club_domains",
  {
    ...clubRowKey(),
    domain: text("domain").notNull(),
    dkimSelector: text("dkim_selector").notNull(),
    dkimPublicKey: text("dkim_public_key").notNull(),
    /** The PEM private key sealed by the SecretBox; never sent back. */
    dkimPrivateKeySealed: text("dkim_private_key_sealed").notNull(),
    spfStatus: text("spf_status", { enum: domainRecordStatuses }).notNull().default("pending"),
    dkimStatus: text("dkim_status", { enum: domainRecordStatuses }).notNull().default("pending"),
    dmarcStatus: text("dmarc_status", { enum: domainRecordStatuses }).notNull().default("pending"),
    verified: boolean("verified").notNull().default(false),
    /** What the last verify found per record (the value read, or why it failed). */
    lastResults: jsonb("last_results"),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    /** The domain's id at Postmark, when mail goes through Postmark. */
    postmarkDomainId: text("postmark_domain_id"),
    ...timestamps,
  },
  (t) => [uniqueIndex("club_domains_club_idx").on(t.clubId)],
);

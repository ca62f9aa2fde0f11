import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { type Branding, CLUB_DEFAULTS } from "../../../shared/clubs.ts";
import type { MembershipStatus } from "../../../shared/member-statuses.ts";
import { type TemplateValues, VARIABLE_PATTERN } from "../../../shared/template-variables.ts";
import { withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { messages } from "../../db/schema/communications.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { againWithoutGoneMembers } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { yieldToRequests } from "../../jobs/yield.ts";
import { type ClubSender, clubSender } from "../../mail/club-sender.ts";
import { DELIVER_NOW, MAIL_OUTBOX_JOB } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { type EmailTheme, escapeHtml, renderEmail } from "../../mail/templates.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import {
  attachOutbox,
  clubForMail,
  countRecipients,
  hasUnwritten,
  lockNextRecipients,
  type MessageRow,
  type PendingRecipient,
  type RecipientCursor,
  resolveRecipientsBatch,
} from "./messages.repository.ts";
import { htmlToText, recipientValues, renderSubject } from "./render.ts";
import { unsubscribeLinks, unsubscribeToken } from "./unsubscribe-token.ts";

/*
 * Sending a message (issue 16). When it is due, its audience is resolved into its recipients, an INSERT …
 * SELECT of RESOLVE_BATCH members per short transaction (once: the count is kept on the message), then the
 * recipients are written to the outbox in batches, each in a short transaction that locks its recipients
 * (FOR UPDATE SKIP LOCKED) and notes each one's outbox row. A run that stops halfway (a crash, a restart, a deploy) is run again by the queue or by the
 * minutely sweep and takes only the recipients without an outbox row: none is lost, none is written twice.
 * The outbox delivers them at MAIL_BULK_PER_MINUTE (mail/outbox.ts) and reports each one's delivery back.
 */

/** Recipients written to the outbox per transaction. */
export const SEND_BATCH = 100;

export interface SendingDeps {
  db: Db;
  queue: Pick<JobQueue, "send">;
  appUrl: string;
  /** AUTH_SECRET: signs the unsubscribe links. */
  secret: string;
  /** The server's sender (`Name <address>`): its address sends the club's messages under the club's name. */
  mailFrom: string;
}

/**
 * The message's body for one recipient: the stored body (sanitised when it was written) with each value
 * escaped where it goes; what render.ts's renderBody does, without sanitising the same body again per
 * recipient (it costs a millisecond each, minutes for 100,000 members). The plain-text part is made once per
 * message, its values put in as they are (text is not HTML).
 */
function bodyFiller(bodyHtml: string) {
  const text = htmlToText(bodyHtml);
  return (values: TemplateValues) => ({
    html: bodyHtml.replace(VARIABLE_PATTERN, (whole, name: string) =>
      escapeHtml(name in values ? values[name as keyof TemplateValues] : whole),
    ),
    text: text.replace(VARIABLE_PATTERN, (whole, name: string) =>
      name in values ? values[name as keyof TemplateValues] : whole,
    ),
  });
}

type ClubForMail = NonNullable<Awaited<ReturnType<typeof clubForMail>>>;

/** Makes each recipient's e-mail of a message, in the club's layout and the reader's language. */
export function composer(deps: SendingDeps, message: MessageRow, club: ClubForMail, sender: ClubSender) {
  const formats = clubFormatsOf({ preferences: club.preferences, timezone: club.timezone });
  const branding = { ...CLUB_DEFAULTS.branding, ...(club.brandingSettings as Partial<Branding>) };
  // The club's sender, reply-to and signature, and its verified domain (mail/club-sender.ts), as on all its mail.
  const { from, replyTo } = sender;
  const fill = bodyFiller(message.bodyHtml);
  return (recipient: PendingRecipient) => {
    const locale = memberEmailLocale({ accountLanguage: recipient.language, clubLanguage: formats.language });
    const status = recipient.membership_status as MembershipStatus | null;
    const values = recipientValues({
      firstName: recipient.first_name,
      lastName: recipient.last_name,
      email: recipient.email,
      membershipNumber: recipient.membership_number,
      membershipTypeName: recipient.membership_type_name ?? recipient.membership_type ?? "",
      membershipStatusLabel: status ? (t("labels", locale).membershipStatuses[status] ?? status) : "",
      membershipEndDate: recipient.membership_end_date,
      clubName: club.name,
      dateFormat: formats.dateFormat,
    });
    const words = t("communicationMessages", locale).mail;
    const links = recipient.member_id
      ? unsubscribeLinks(deps.appUrl, unsubscribeToken(deps.secret, club.id, recipient.member_id))
      : null;
    const subject = renderSubject(message.subject, values).replace(/[\r\n]+/g, " ");
    const content = renderEmail({
      locale,
      subject,
      heading: subject,
      paragraphs: [],
      body: fill(values),
      footer: words.footer(club.name),
      ...(links ? { footerLink: { label: words.unsubscribe, url: links.page } } : {}),
      brand: club.name,
      logoUrl: branding.logoUrl,
      primaryColor: branding.primaryColor,
      theme: branding.emailTheme as EmailTheme,
      signature: sender.signature,
    });
    return {
      toAddress: recipient.email,
      fromAddress: from,
      replyTo,
      subject: content.subject,
      html: content.html,
      text: content.text,
      tag: "message",
      stream: "broadcast" as const,
      clubId: club.id,
      // RFC 8058: the https address takes a one-click POST; mail clients show "Unsubscribe" from it.
      headers: links
        ? {
            "List-Unsubscribe": `<${links.oneClick}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          }
        : null,
    };
  };
}

/** Members of the audience written into its recipients per transaction (an INSERT … SELECT each). */
export const RESOLVE_BATCH = 500;

/**
 * Starts a due message: marks it sending, then resolves its audience into recipients a batch at a time, each
 * under the message's lock in a short transaction (decision 037), the requests getting their turn between
 * two; the count is kept on the message with the last batch, so that the resolution is done once. A member
 * deleted between two batches is not among the next one's (a batch that met one deleted after it read them
 * is done again without them). Answers the message when there is sending to do (now or still), null when it is
 * not due, was cancelled, or is sent.
 */
async function start(db: Db, messageId: string): Promise<(MessageRow & { resolvedNow: boolean }) | null> {
  for (let resolvedNow = false; ; resolvedNow = true) {
    const step = await againWithoutGoneMembers(() =>
      withAudit(db, { actorId: null }, async (tx) => {
        const [message] = await tx.select().from(messages).where(eq(messages.id, messageId)).for("update");
        if (!message || message.status === "cancelled" || message.status === "sent") return null;
        if (message.scheduledAt.getTime() > Date.now()) return null;
        if (message.status === "sending" && message.startedAt && message.recipientCount !== null) {
          return { message, resolved: true };
        }
        const read = await resolveRecipientsBatch(tx, message, RESOLVE_BATCH);
        const resolved = read < RESOLVE_BATCH;
        const [started] = await tx
          .update(messages)
          .set({
            status: "sending",
            startedAt: message.startedAt ?? new Date(),
            ...(resolved ? { recipientCount: await countRecipients(tx, messageId) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(messages.id, messageId))
          .returning();
        return started ? { message: started, resolved } : null;
      }),
    );
    if (!step) return null;
    if (step.resolved) return { ...step.message, resolvedNow };
    await yieldToRequests();
  }
}

/**
 * Writes one batch of the message's recipients to the outbox, from `cursor` on; answers how many it wrote and
 * the cursor after them.
 */
async function writeBatch(
  deps: SendingDeps,
  messageId: string,
  compose: ReturnType<typeof composer>,
  cursor: RecipientCursor,
): Promise<{ written: number; next: RecipientCursor }> {
  return deps.db.transaction(async (tx) => {
    const recipients = await lockNextRecipients(tx, messageId, SEND_BATCH, cursor);
    if (recipients.length === 0) return { written: 0, next: cursor };
    const rows = recipients.map((r) => ({ id: randomUUID(), ...compose(r) }));
    await tx.insert(mailOutbox).values(rows);
    await attachOutbox(
      tx,
      recipients.map((r, i) => ({ recipientId: r.id, outboxId: rows[i]?.id as string })),
    );
    await deps.queue.send(MAIL_OUTBOX_JOB, {}, { singletonKey: DELIVER_NOW, db: tx });
    const last = recipients.at(-1)?.member_id ?? null;
    return { written: recipients.length, next: cursor === "orphans" ? cursor : { after: last } };
  });
}

/**
 * Sends a message that is due, or goes on with one that stopped halfway; `maxBatches` stops it after that
 * many batches (tests play a restart with it). The message is sent once every recipient is in the outbox.
 */
export async function sendMessage(
  deps: SendingDeps,
  messageId: string,
  options: { maxBatches?: number } = {},
): Promise<{ written: number; finished: boolean }> {
  const message = await start(deps.db, messageId);
  if (!message) return { written: 0, finished: false };
  if (message.resolvedNow && (message.recipientCount ?? 0) >= ANALYZE_FROM) await analyze(deps.db);
  const club = await clubForMail(deps.db, message.clubId);
  if (!club) return { written: 0, finished: false };
  const compose = composer(deps, message, club, await clubSender(deps.db, club.id, deps.mailFrom));
  let written = 0;
  let batches = 0;
  let cursor: RecipientCursor = { after: null };
  for (;;) {
    if (options.maxBatches !== undefined && batches >= options.maxBatches) {
      return { written, finished: false };
    }
    const batch = await writeBatch(deps, messageId, compose, cursor);
    if (batch.written === 0) {
      // The members' recipients are done: then those whose member was deleted meanwhile.
      if (cursor === "orphans") break;
      cursor = "orphans";
      continue;
    }
    cursor = batch.next;
    written += batch.written;
    batches++;
    // Requests get their turn between two batches (on PGlite they share the one connection).
    await yieldToRequests();
  }
  // Another run may hold the last batches' locks: the message is sent when none is left unwritten.
  if (await hasUnwritten(deps.db, messageId)) return { written, finished: false };
  const finished = await withAudit(deps.db, { actorId: null }, async (tx) => {
    const done = await tx
      .update(messages)
      .set({ status: "sent", finishedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(messages.id, messageId),
          eq(messages.status, "sending"),
          sql`not exists (select 1 from message_recipients r where r.message_id = ${messageId}
            and r.outbox_id is null and r.status = 'queued')`,
        ),
      )
      .returning({ id: messages.id });
    return done.length > 0;
  });
  if (written >= ANALYZE_FROM) await analyze(deps.db);
  return { written, finished };
}

/** Recipients written at once from which the tables' statistics are brought up to date. */
const ANALYZE_FROM = 1000;

/**
 * Brings the statistics of the recipients and the outbox up to date after thousands of rows came at once:
 * with the old ones the planner takes the tables for small and reads every row to find one (PGlite has no
 * autovacuum; PostgreSQL's comes later). A tenth of a second, once per message.
 */
async function analyze(db: Db): Promise<void> {
  await db.execute(sql`analyze message_recipients`);
  await db.execute(sql`analyze mail_outbox`);
}

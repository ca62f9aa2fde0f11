import { and, eq, sql } from "drizzle-orm";
import type { MembershipStatus } from "../../../shared/member-statuses.ts";
import { type TemplateValues, VARIABLE_PATTERN } from "../../../shared/template-variables.ts";
import { withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { messages } from "../../db/schema/communications.ts";
import { againWithoutGoneMembers } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { type JobDeps, jobMailer } from "../../jobs/job-deps.ts";
import { yieldToRequests } from "../../jobs/yield.ts";
import { type ClubMail, renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { escapeHtml } from "../../mail/templates.ts";
import { type ClubContext, loadClubContext } from "../clubs/club-context.ts";
import { type MemberPush, queuePushes } from "../push/push.sender.ts";
import {
  attachOutbox,
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

/**
 * A job's database, queue and time; the server's sender (`Name <address>`), whose address sends the club's
 * messages under the club's name; the app's address without its trailing slashes (`jobAppUrl`).
 */
export interface SendingDeps extends Pick<JobDeps, "db" | "queue" | "mailFrom" | "now"> {
  appUrl: string;
  /** AUTH_SECRET: signs the unsubscribe links. */
  secret: string;
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

/**
 * Makes each recipient's e-mail of a message, in the club's layout and the reader's language, from the club's
 * context read once per send: its sender, reply-to, signature and verified domain (mail/club-sender.ts) and its
 * look, as on all its mail.
 */
export function composer(deps: SendingDeps, message: MessageRow, club: ClubContext) {
  const { formats } = club;
  const fill = bodyFiller(message.bodyHtml);
  return (recipient: PendingRecipient): ClubMail => {
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
    const content = renderClubEmail(club.mail, {
      locale,
      subject,
      heading: subject,
      paragraphs: [],
      body: fill(values),
      footer: words.footer(club.name),
      ...(links ? { footerLink: { label: words.unsubscribe, url: links.page } } : {}),
    });
    return {
      to: recipient.email,
      content,
      tag: "message",
      stream: "broadcast",
      // RFC 8058: the https address takes a one-click POST; mail clients show "Unsubscribe" from it.
      ...(links
        ? {
            headers: {
              "List-Unsubscribe": `<${links.oneClick}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            },
          }
        : {}),
    };
  };
}

/** The push beside each member's e-mail of a message (issue 34): the club's name and the message's subject. */
function pushesOf(club: ClubContext, recipients: PendingRecipient[], mails: ClubMail[]): MemberPush[] {
  return recipients.flatMap((r, i) =>
    r.member_id
      ? [{ memberId: r.member_id, title: club.name, body: mails[i]?.content.subject ?? "", url: "/" }]
      : [],
  );
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
async function start(
  db: Db,
  messageId: string,
  now: Date,
): Promise<(MessageRow & { resolvedNow: boolean }) | null> {
  for (let resolvedNow = false; ; resolvedNow = true) {
    const step = await againWithoutGoneMembers(() =>
      withAudit(db, { actorId: null }, async (tx) => {
        const [message] = await tx.select().from(messages).where(eq(messages.id, messageId)).for("update");
        if (!message || message.status === "cancelled" || message.status === "sent") return null;
        if (message.scheduledAt.getTime() > now.getTime()) return null;
        if (message.status === "sending" && message.startedAt && message.recipientCount !== null) {
          return { message, resolved: true };
        }
        const read = await resolveRecipientsBatch(tx, message, RESOLVE_BATCH);
        const resolved = read < RESOLVE_BATCH;
        const [started] = await tx
          .update(messages)
          .set({
            status: "sending",
            startedAt: message.startedAt ?? now,
            ...(resolved ? { recipientCount: await countRecipients(tx, messageId) } : {}),
            updatedAt: now,
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

/** What writing a message's batches uses: its club's context, the e-mail of each recipient, the outbox. */
interface Sending {
  db: Db;
  club: ClubContext;
  compose: ReturnType<typeof composer>;
  mailer: Mailer;
}

/**
 * Writes one batch of the message's recipients to the outbox, from `cursor` on; answers how many it wrote and
 * the cursor after them.
 */
async function writeBatch(
  sending: Sending,
  messageId: string,
  cursor: RecipientCursor,
): Promise<{ written: number; next: RecipientCursor }> {
  return sending.db.transaction(async (tx) => {
    const recipients = await lockNextRecipients(tx, messageId, SEND_BATCH, cursor);
    if (recipients.length === 0) return { written: 0, next: cursor };
    // The batch's e-mails in one insert, with one run of the outbox job; a message is no notification (the
    // club's switch does not hold it back). The ids come in the order of the e-mails: the i-th recipient's.
    const mails = recipients.map(sending.compose);
    const outboxIds = await sendClubMail(tx, sending.mailer, sending.club.mail, mails);
    await queuePushes(
      tx,
      sending.mailer.jobs,
      sending.club.id,
      "message",
      pushesOf(sending.club, recipients, mails),
    );
    await attachOutbox(
      tx,
      recipients.map((r, i) => ({ recipientId: r.id, outboxId: outboxIds[i] as string })),
    );
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
  const message = await start(deps.db, messageId, deps.now());
  if (!message) return { written: 0, finished: false };
  if (message.resolvedNow && (message.recipientCount ?? 0) >= ANALYZE_FROM) await analyze(deps.db);
  // The club's context, its sender with it, in one query for the whole message.
  const club = await loadClubContext(deps.db, message.clubId, deps.mailFrom);
  if (!club) return { written: 0, finished: false };
  // Mail is written in each batch's transaction.
  const sending: Sending = {
    db: deps.db,
    club,
    compose: composer(deps, message, club),
    mailer: jobMailer(deps),
  };
  let written = 0;
  let batches = 0;
  let cursor: RecipientCursor = { after: null };
  for (;;) {
    if (options.maxBatches !== undefined && batches >= options.maxBatches) {
      return { written, finished: false };
    }
    const batch = await writeBatch(sending, messageId, cursor);
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
      .set({ status: "sent", finishedAt: deps.now(), updatedAt: deps.now() })
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

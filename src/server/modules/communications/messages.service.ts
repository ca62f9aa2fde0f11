import { and, eq, sql } from "drizzle-orm";
import { communicationSettingsOf } from "../../../shared/clubs.ts";
import type {
  Audience,
  AudienceCount,
  CreateMessageRequest,
  MessageCounts,
  MessageDetail,
  MessageList,
  MessageListQuery,
  MessageSummary,
  RecipientList,
  RecipientListQuery,
  ResendResult,
} from "../../../shared/communication-messages.ts";
import { isUuid } from "../../../shared/ids.ts";
import { unknownVariables } from "../../../shared/template-variables.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { messages, messageTemplates } from "../../db/schema/communications.ts";
import { AppError, validationFailed } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { audienceFieldValues } from "../members/member-fields.service.ts";
import { MESSAGE_SEND_JOB, type MessageSendData } from "./messages.job.ts";
import {
  countAudience,
  countsOf,
  findMessage,
  listMessages,
  listRecipients,
  type MessageRow,
  requeueFailed,
} from "./messages.repository.ts";
import { sanitizeBody } from "./render.ts";

/*
 * Messages to members (issue 16): the audience's live count, a message written and sent now or at its time,
 * the history with its counts, the recipients, cancel and resend. Every change of a message is audited.
 */

export type MessagesDeps = Pick<AppContext, "db" | "queue" | "clock">;

/** How far in the past a chosen time may be (the time the form took to send) before it is refused. */
const PAST_TOLERANCE_MS = 60_000;

const notFound = () => new AppError("NOT_FOUND", t("communicationMessages").messageNotFound);

/** The club's message of an id from the URL; a malformed id answers 404 as another club's message does. */
async function findOwn(db: Db, clubId: string, messageId: string) {
  const found = isUuid(messageId) ? await findMessage(db, clubId, messageId.toLowerCase()) : undefined;
  if (!found) throw notFound();
  return found;
}

export async function audienceCount(db: Db, access: Access, audience: Audience): Promise<AudienceCount> {
  return countAudience(db, access.clubId, await checkedAudience(db, access.clubId, audience));
}

/** The audience with a custom field's values checked against the field and written as stored (decision 064). */
async function checkedAudience(db: Db, clubId: string, audience: Audience): Promise<Audience> {
  if (audience.kind !== "customField") return audience;
  const values = await audienceFieldValues(db, clubId, audience.fieldId, audience.values);
  return { ...audience, fieldId: audience.fieldId.toLowerCase(), values };
}

function summaryOf(
  row: { message: MessageRow; createdByName: string | null },
  counts: MessageCounts,
): MessageSummary {
  const m = row.message;
  const audience = m.audience as Audience;
  return {
    id: m.id,
    subject: m.subject,
    status: m.status,
    audience: {
      kind: audience.kind,
      values: audience.values ?? [],
      ...(audience.kind === "customField" ? { fieldId: audience.fieldId } : {}),
    },
    templateId: m.templateId,
    counts,
    createdBy: row.createdByName,
    createdAt: m.createdAt.toISOString(),
    scheduledAt: m.scheduledAt.toISOString(),
    startedAt: m.startedAt?.toISOString() ?? null,
    finishedAt: m.finishedAt?.toISOString() ?? null,
    cancelledAt: m.cancelledAt?.toISOString() ?? null,
  };
}

export async function messageDetail(db: Db, clubId: string, messageId: string): Promise<MessageDetail> {
  const row = await findOwn(db, clubId, messageId);
  const id = row.message.id;
  const counts = await countsOf(db, [id]);
  return { ...summaryOf(row, counts.get(id) as MessageCounts), bodyHtml: row.message.bodyHtml };
}

export async function messageList(db: Db, access: Access, query: MessageListQuery): Promise<MessageList> {
  const { rows, total } = await listMessages(db, access.clubId, query.page, query.pageSize);
  const counts = await countsOf(
    db,
    rows.map((r) => r.message.id),
  );
  return {
    messages: rows.map((r) => summaryOf(r, counts.get(r.message.id) as MessageCounts)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function recipientList(
  db: Db,
  access: Access,
  messageId: string,
  query: RecipientListQuery,
): Promise<RecipientList> {
  const { message } = await findOwn(db, access.clubId, messageId);
  const { rows, total } = await listRecipients(
    db,
    access.clubId,
    message.id,
    query.status,
    query.page,
    query.pageSize,
  );
  return {
    recipients: rows.map((r) => ({
      id: r.id,
      memberId: r.memberId,
      name: r.name,
      email: r.email,
      status: r.status,
      error: r.error,
      sentAt: r.sentAt?.toISOString() ?? null,
      openedAt: r.openedAt?.toISOString() ?? null,
      clickedAt: r.clickedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Whether the club sends messages to its members (its communication settings' newsletter). */
async function newsletterEnabled(db: Db, clubId: string): Promise<boolean> {
  const [club] = await db
    .select({ settings: clubs.communicationSettings })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  // On unless switched off (the default): a stored value that is no boolean counts as not stored.
  return communicationSettingsOf(club?.settings).newsletterEnabled !== false;
}

/**
 * A new message: checked (known variables, a body left after sanitising, a time not passed, a template of the
 * club, someone to receive it), kept, and handed to the sending job (now, or at its time).
 */
export async function createMessage(
  deps: MessagesDeps,
  access: Access,
  input: CreateMessageRequest,
  audit: AuditContext,
): Promise<MessageDetail> {
  const { db } = deps;
  const now = deps.clock.now();
  const v = t("communicationsValidation");
  const fields: { path: string; message: string }[] = [];
  const unknownInSubject = unknownVariables(input.subject);
  if (unknownInSubject.length > 0) {
    fields.push({ path: "subject", message: v.unknownVariables(unknownInSubject.join(", ")) });
  }
  const unknownInBody = unknownVariables(input.bodyHtml);
  if (unknownInBody.length > 0) {
    fields.push({ path: "bodyHtml", message: v.unknownVariables(unknownInBody.join(", ")) });
  }
  const bodyHtml = sanitizeBody(input.bodyHtml);
  if (bodyHtml.replace(/<[^>]*>/g, "").trim() === "") fields.push({ path: "bodyHtml", message: v.body });
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
  if (scheduledAt && scheduledAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
    fields.push({ path: "scheduledAt", message: v.scheduledInPast });
  }
  if (input.templateId) {
    const [template] = await db
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(and(eq(messageTemplates.clubId, access.clubId), eq(messageTemplates.id, input.templateId)));
    if (!template) fields.push({ path: "templateId", message: v.template });
  }
  if (fields.length > 0) throw validationFailed(fields);
  if (!(await newsletterEnabled(db, access.clubId))) {
    throw new AppError("CONFLICT", t("communicationMessages").newsletterDisabled);
  }
  const audience = await checkedAudience(db, access.clubId, input.audience);
  const count = await countAudience(db, access.clubId, audience);
  if (count.recipients === 0) throw validationFailed([{ path: "audience", message: v.audience.empty }]);

  const later = scheduledAt && scheduledAt.getTime() > now.getTime();
  const id = await withAudit(db, audit, async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        clubId: access.clubId,
        templateId: input.templateId ?? null,
        subject: input.subject,
        bodyHtml,
        audience,
        status: later ? "scheduled" : "sending",
        scheduledAt: later ? scheduledAt : now,
        createdBy: access.userId,
      })
      .returning({ id: messages.id });
    if (!row) throw new Error("The message was not kept");
    const data: MessageSendData = { clubId: access.clubId, messageId: row.id };
    await deps.queue.send(MESSAGE_SEND_JOB, data, { db: tx, ...(later ? { startAfter: scheduledAt } : {}) });
    return row.id;
  });
  return messageDetail(db, access.clubId, id);
}

/** Calls off a scheduled message that has not started; 409 otherwise. */
export async function cancelMessage(
  db: Db,
  access: Access,
  messageId: string,
  audit: AuditContext,
  now: Date,
): Promise<MessageDetail> {
  const { message } = await findOwn(db, access.clubId, messageId);
  const cancelled = await withAudit(db, audit, async (tx) =>
    tx
      .update(messages)
      .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(messages.clubId, access.clubId),
          eq(messages.id, message.id),
          eq(messages.status, "scheduled"),
          sql`${messages.startedAt} is null`,
        ),
      )
      .returning({ id: messages.id }),
  );
  if (cancelled.length === 0) throw new AppError("CONFLICT", t("communicationMessages").notCancellable);
  return messageDetail(db, access.clubId, messageId);
}

/**
 * Puts the message's failed recipients back in the queue at their members' current addresses and sends them
 * again; answers how many, and how many of those still have the address that failed.
 */
export async function resendFailed(
  deps: MessagesDeps,
  access: Access,
  messageId: string,
  audit: AuditContext,
): Promise<ResendResult> {
  const found = await findOwn(deps.db, access.clubId, messageId);
  const id = found.message.id;
  if (found.message.status === "cancelled") {
    throw new AppError("CONFLICT", t("communicationMessages").cancelledNoResend);
  }
  const now = deps.clock.now();
  return withAudit(deps.db, audit, async (tx) => {
    // Each at its member's current address: the one that was refused may have been corrected since.
    const requeued = await requeueFailed(tx, access.clubId, id, now);
    const unchanged = requeued.filter((r) => r.unchanged).length;
    if (requeued.length === 0) return { requeued: 0, unchanged: 0 };
    await tx
      .update(messages)
      .set({ status: "sending", finishedAt: null, updatedAt: now })
      .where(eq(messages.id, id));
    const data: MessageSendData = { clubId: access.clubId, messageId: id };
    await deps.queue.send(MESSAGE_SEND_JOB, data, { db: tx });
    return { requeued: requeued.length, unchanged };
  });
}

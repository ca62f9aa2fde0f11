import { z } from "zod";
import { AUDIT_QUEUE_BATCH, type AuditEventType, auditEventTypes, type RetentionCategory } from "./audit.ts";
import { message } from "./i18n/zod.ts";
import { hiddenCharacterPaths, text, trimWhitespace } from "./text.ts";

/*
 * The web app's audit events (issue 17, spec section 3's client audit event): what the queue of
 * src/web/lib/audit-queue.ts sends to POST /api/audit/events, in batches of 1 to 25. The server fills in
 * who, from where and in which session (userId, userEmail, userRole, sessionId, ipAddress, userAgent), the
 * retention category and the expiry; the client's fields are bounded here. The checks' messages are in the
 * "validation" catalog (`auditEvents`).
 */

/** The most bytes of one JSON value of an event (old or new values, changes, parameters, metadata). */
export const AUDIT_JSON_MAX_BYTES = 4096;
/** How far ahead of the server's clock an event's time may be (the browser's clock is not the server's). */
export const AUDIT_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** How old an event may be when it arrives. */
export const AUDIT_EVENT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const auditRequestMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** A JSON object of at most 4 KB, with no NUL or broken character anywhere in it (jsonb refuses them). */
const jsonValue = () =>
  z
    .record(
      z.string(),
      z.unknown(),
      message((m) => m.auditEvents.notObject),
    )
    .refine(
      (value) => bytes(value) <= AUDIT_JSON_MAX_BYTES,
      message((m) => m.auditEvents.valueTooLarge(AUDIT_JSON_MAX_BYTES / 1024)),
    )
    .refine(
      (value) => hiddenCharacterPaths(value).length === 0,
      message((m) => m.hiddenCharacters),
    )
    .optional();

const name = (max: number) => text().overwrite(trimWhitespace).min(1).max(max);

/** One event as the web app writes it. */
export const clientAuditEventSchema = z.strictObject({
  eventId: z.uuid(),
  timestamp: z.iso.datetime({ offset: true }).refine(
    (value) => {
      const at = Date.parse(value);
      const now = Date.now();
      return at <= now + AUDIT_CLOCK_SKEW_MS && at >= now - AUDIT_EVENT_MAX_AGE_MS;
    },
    message((m) => m.auditEvents.timestamp),
  ),
  /** The club the event happened in; omitted outside a club. */
  clubId: z.uuid().optional(),
  eventType: z.enum(auditEventTypes),
  /** A word of the web app (navigation, members, financial, …), lower case. */
  eventCategory: name(50),
  /** What happened: page_view, or a mutation's name (members.create). */
  action: name(100),
  resourceType: name(200).optional(),
  resourceId: name(100).optional(),
  resourceName: name(200).optional(),
  requestMethod: z.enum(auditRequestMethods).optional(),
  requestPath: name(500).optional(),
  requestParams: jsonValue(),
  oldValues: jsonValue(),
  newValues: jsonValue(),
  changes: jsonValue(),
  success: z.boolean().default(true),
  errorMessage: name(1000).optional(),
  errorCode: name(100).optional(),
  metadata: jsonValue(),
});
export type ClientAuditEvent = z.infer<typeof clientAuditEventSchema>;
/** An event as the queue holds it before it is sent. */
export type ClientAuditEventInput = z.input<typeof clientAuditEventSchema>;

export const auditEventBatchSchema = z.strictObject({
  events: z
    .array(
      clientAuditEventSchema,
      message((m) => m.auditEvents.batchSize(AUDIT_QUEUE_BATCH)),
    )
    .min(
      1,
      message((m) => m.auditEvents.batchSize(AUDIT_QUEUE_BATCH)),
    )
    .max(
      AUDIT_QUEUE_BATCH,
      message((m) => m.auditEvents.batchSize(AUDIT_QUEUE_BATCH)),
    ),
});
export type AuditEventBatch = z.infer<typeof auditEventBatchSchema>;

/** The answer (202): how many of the batch's events were new (a batch sent again stores nothing twice). */
export const auditEventBatchResultSchema = z.object({ stored: z.number().int().min(0) });
export type AuditEventBatchResult = z.infer<typeof auditEventBatchResultSchema>;

/** Categories of a business event kept as long as the money records they speak of (spec section 9). */
const moneyCategories = new Set<RetentionCategory>(["financial", "billing", "payment"]);

/**
 * How long an event is kept (spec section 9): a security event as security; a business event about money
 * (category financial, billing or payment) as that; an event of category member as member; a data change as
 * data_change; anything else as general.
 */
export function retentionCategoryOf(eventType: AuditEventType, eventCategory: string): RetentionCategory {
  const category = eventCategory.toLowerCase() as RetentionCategory;
  if (eventType === "security") return "security";
  if (eventType === "business" && moneyCategories.has(category)) return category;
  if (category === "member") return "member";
  if (eventType === "data_change") return "data_change";
  return "general";
}

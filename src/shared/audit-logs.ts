import { z } from "zod";
import { AUDIT_DEFAULT_LIMIT, auditEventSources, auditEventTypes } from "./audit.ts";
import {
  AUDIT_LIMIT_MAX,
  AUDIT_SEARCH_MAX,
  auditActionsList,
  auditedTables,
  eventSorts,
  trailSorts,
} from "./audit-log-values.ts";
import { instantSchema } from "./date-schema.ts";
import { exportProgressFields } from "./export-progress.ts";
import { message } from "./i18n/zod.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * The audit log screen's requests and answers (issue 17, spec sections 2 '/audit-logs', 3 and 9): the trail
 * of data changes and the events, each filtered, sorted and paged on the server (limit 50, offset 0 by
 * default) with the exact total; an entry's detail; exports of the filtered rows as CSV or JSON. The checks'
 * messages are in the "validation" catalog (section auditLogs).
 */

const instant = (pick: Parameters<typeof message>[0]) => instantSchema(message(pick)).optional();

const pageFields = {
  limit: z.coerce
    .number(message((m) => m.auditLogs.limit(AUDIT_LIMIT_MAX)))
    .int(message((m) => m.auditLogs.limit(AUDIT_LIMIT_MAX)))
    .min(
      1,
      message((m) => m.auditLogs.limit(AUDIT_LIMIT_MAX)),
    )
    .max(
      AUDIT_LIMIT_MAX,
      message((m) => m.auditLogs.limit(AUDIT_LIMIT_MAX)),
    )
    .default(AUDIT_DEFAULT_LIMIT),
  offset: z.coerce
    .number(message((m) => m.auditLogs.offset))
    .int(message((m) => m.auditLogs.offset))
    .min(
      0,
      message((m) => m.auditLogs.offset),
    )
    .default(0),
  direction: z
    .enum(
      ["asc", "desc"],
      message((m) => m.auditLogs.direction),
    )
    .default("desc"),
};

const commonFilters = {
  from: instant((m) => m.auditLogs.from),
  to: instant((m) => m.auditLogs.to),
  /** A user's id, or 'system'. */
  user: text(message((m) => m.auditLogs.user))
    .overwrite(trimWhitespace)
    .max(
      100,
      message((m) => m.auditLogs.user),
    )
    .optional(),
  q: text(message((m) => m.tooLong.search(AUDIT_SEARCH_MAX)))
    .overwrite(trimWhitespace)
    .max(
      AUDIT_SEARCH_MAX,
      message((m) => m.tooLong.search(AUDIT_SEARCH_MAX)),
    )
    .optional(),
};

/** The trail's filters, as the list and an export take them. */
export const trailFilterSchema = z.object({
  ...commonFilters,
  table: z
    .enum(
      auditedTables,
      message((m) => m.auditLogs.table),
    )
    .optional(),
  action: z
    .enum(
      auditActionsList,
      message((m) => m.auditLogs.action),
    )
    .optional(),
  sort: z
    .enum(
      trailSorts,
      message((m) => m.auditLogs.sort),
    )
    .default("changedAt"),
  direction: pageFields.direction,
});
export type TrailFilter = z.output<typeof trailFilterSchema>;
export const trailListQuerySchema = trailFilterSchema.extend({
  limit: pageFields.limit,
  offset: pageFields.offset,
});
export type TrailListQuery = z.output<typeof trailListQuerySchema>;

/** The events' filters. */
export const eventFilterSchema = z.object({
  ...commonFilters,
  eventType: z
    .enum(
      auditEventTypes,
      message((m) => m.auditLogs.eventType),
    )
    .optional(),
  action: text(message((m) => m.auditLogs.action))
    .overwrite(trimWhitespace)
    .max(
      100,
      message((m) => m.auditLogs.action),
    )
    .optional(),
  sort: z
    .enum(
      eventSorts,
      message((m) => m.auditLogs.sort),
    )
    .default("occurredAt"),
  direction: pageFields.direction,
});
export type EventFilter = z.output<typeof eventFilterSchema>;
export const eventListQuerySchema = eventFilterSchema.extend({
  limit: pageFields.limit,
  offset: pageFields.offset,
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** A row of the trail's list: who changed what, when and from where. */
export const trailEntrySchema = z.object({
  id: z.number().int(),
  tableName: z.string(),
  recordId: z.string(),
  action: z.enum(auditActionsList),
  changedFields: z.array(z.string()).nullable(),
  /** A user's id, or 'system'. */
  changedBy: z.string(),
  /** The acting user's name; null for the system (the screen says 'System') or a user since deleted. */
  changedByName: z.string().nullable(),
  changedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TrailEntry = z.infer<typeof trailEntrySchema>;
/** An entry with its old and new values (redacted fields hold "[REDACTED]"). */
export const trailDetailSchema = trailEntrySchema.extend({
  oldData: z.record(z.string(), z.unknown()).nullable(),
  newData: z.record(z.string(), z.unknown()).nullable(),
});
export type TrailDetail = z.infer<typeof trailDetailSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
export const trailListSchema = pageOf(trailEntrySchema);
export type TrailList = z.infer<typeof trailListSchema>;

/** A row of the events' list. */
export const eventEntrySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  source: z.enum(auditEventSources),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  eventType: z.enum(auditEventTypes),
  eventCategory: z.string(),
  action: z.string(),
  resourceType: z.string().nullable(),
  resourceId: z.string().nullable(),
  resourceName: z.string().nullable(),
  success: z.boolean(),
  errorCode: z.string().nullable(),
  ipAddress: z.string().nullable(),
});
export type EventEntry = z.infer<typeof eventEntrySchema>;
export const eventDetailSchema = eventEntrySchema.extend({
  userRole: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestMethod: z.string().nullable(),
  requestPath: z.string().nullable(),
  oldValues: z.unknown().nullable(),
  newValues: z.unknown().nullable(),
  changes: z.unknown().nullable(),
  metadata: z.unknown().nullable(),
  errorMessage: z.string().nullable(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;
export const eventListSchema = pageOf(eventEntrySchema);
export type EventList = z.infer<typeof eventListSchema>;

export const exportSources = ["trail", "events"] as const;
export const exportFormats = ["csv", "json"] as const;

/** An export of the filtered rows of the trail or the events. */
export const createExportSchema = z.discriminatedUnion(
  "source",
  [
    z.object({
      source: z.literal("trail"),
      format: z.enum(
        exportFormats,
        message((m) => m.auditLogs.format),
      ),
      filters: trailFilterSchema.default({ sort: "changedAt", direction: "desc" }),
    }),
    z.object({
      source: z.literal("events"),
      format: z.enum(
        exportFormats,
        message((m) => m.auditLogs.format),
      ),
      filters: eventFilterSchema.default({ sort: "occurredAt", direction: "desc" }),
    }),
  ],
  message((m) => m.auditLogs.source),
);
export type CreateExportInput = z.input<typeof createExportSchema>;
export type CreateExportRequest = z.output<typeof createExportSchema>;

export const exportStatusSchema = z.object({
  id: z.uuid(),
  source: z.enum(exportSources),
  format: z.enum(exportFormats),
  status: z.enum(["pending", "running", "done", "failed"]),
  ...exportProgressFields,
  /** The download's address while it is done and not expired. */
  downloadUrl: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** The columns of a trail export, in order. */
export const trailCsvColumns = [
  "id",
  "changed_at",
  "changed_by",
  "changed_by_name",
  "table_name",
  "record_id",
  "action",
  "changed_fields",
  "ip_address",
  "user_agent",
  "old_data",
  "new_data",
] as const;
/** The columns of an events export, in order. */
export const eventCsvColumns = [
  "id",
  "occurred_at",
  "source",
  "user_id",
  "user_email",
  "event_type",
  "event_category",
  "action",
  "resource_type",
  "resource_id",
  "resource_name",
  "success",
  "error_code",
  "ip_address",
  "user_agent",
] as const;

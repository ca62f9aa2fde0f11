import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  alertKinds,
  auditEventSources,
  auditEventTypes,
  loginMethods,
  retentionCategories,
  sessionStatuses,
  terminationReasons,
} from "../../../shared/audit.ts";
import { exportFileColumns } from "./columns.ts";

export const auditActions = ["INSERT", "UPDATE", "DELETE"] as const;

/**
 * Every insert, update and delete of club data, written by the `audit_row_change` trigger inside the same
 * transaction (spec section 3 'Audit trail entry'). Rows are only ever added.
 */
export const auditTrail = pgTable(
  "audit_trail",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tableName: text("table_name").notNull(),
    recordId: text("record_id").notNull(),
    action: text("action", { enum: auditActions }).notNull(),
    oldData: jsonb("old_data"),
    newData: jsonb("new_data"),
    changedFields: text("changed_fields").array(),
    /** The acting user's id, or 'system' for changes made by jobs and other work outside a request. */
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    clubId: uuid("club_id"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [
    // The audit log's list: a club's rows newest first, the id breaking ties (a page is one index range). Its
    // queries order `desc nulls last` (or `asc nulls first`), as drizzle writes `.desc()`: a plain `desc` is
    // nulls first, which this index cannot give (decision 036).
    index("audit_trail_club_changed_idx").on(t.clubId, t.changedAt.desc(), t.id.desc()),
    // The list sorted by table or by action, and filtered on one (decision 036): one range each.
    index("audit_trail_club_table_idx").on(t.clubId, t.tableName.desc(), t.changedAt.desc(), t.id.desc()),
    index("audit_trail_club_action_idx").on(t.clubId, t.action.desc(), t.changedAt.desc(), t.id.desc()),
    index("audit_trail_record_idx").on(t.tableName, t.recordId),
    index("audit_trail_changed_by_idx").on(t.changedBy).where(sql`${t.changedBy} <> 'system'`),
  ],
);

/**
 * The trail's counts per club, UTC day, table, action and actor, for the days the `audit.rollup` job has
 * summed (those before `audit_rollup_state.rolled_until`): a total of the audit log over a long range adds
 * these up and counts only the rows of the days not summed yet (issue 17, 1,000,000 rows in a club).
 */
export const auditTrailDaily = pgTable(
  "audit_trail_daily",
  {
    clubId: uuid("club_id").notNull(),
    day: date("day").notNull(),
    tableName: text("table_name").notNull(),
    action: text("action").notNull(),
    changedBy: text("changed_by").notNull(),
    rows: integer("rows").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.day, t.tableName, t.action, t.changedBy] })],
);

/** Up to which UTC day (excluded) the trail's rows are summed in audit_trail_daily: one row, id 1. */
export const auditRollupState = pgTable("audit_rollup_state", {
  id: integer("id").primaryKey(),
  rolledUntil: date("rolled_until").notNull(),
});

/**
 * Spec section 3's client audit event, and the server's own security events (sign-ins, refused requests,
 * rate limits, critical errors): one table, told apart by `source`. Not audited by the trigger: it is itself
 * the record. Deleted by the retention job once `expires_at` has passed.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The event's own id, made where it happened: a batch sent twice stores each event once. */
    eventId: uuid("event_id").notNull().unique(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source", { enum: auditEventSources }).notNull(),
    userId: text("user_id"),
    userEmail: text("user_email"),
    userRole: text("user_role"),
    sessionId: text("session_id"),
    clubId: uuid("club_id"),
    eventType: text("event_type", { enum: auditEventTypes }).notNull(),
    eventCategory: text("event_category").notNull(),
    action: text("action").notNull(),
    resourceType: text("resource_type"),
    resourceId: text("resource_id"),
    resourceName: text("resource_name"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    requestMethod: text("request_method"),
    requestPath: text("request_path"),
    requestParams: jsonb("request_params"),
    oldValues: jsonb("old_values"),
    newValues: jsonb("new_values"),
    changes: jsonb("changes"),
    success: boolean("success").notNull().default(true),
    errorMessage: text("error_message"),
    errorCode: text("error_code"),
    metadata: jsonb("metadata"),
    retentionCategory: text("retention_category", { enum: retentionCategories }).notNull(),
    anonymized: boolean("anonymized").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("audit_events_club_occurred_idx").on(t.clubId, t.occurredAt.desc(), t.id.desc()),
    // The events sorted or filtered by type (the security dashboard's events are one type), and by action:
    // one range each, in the order `desc nulls last` / `asc nulls first` of audit-logs.repository.ts.
    index("audit_events_club_type_idx").on(t.clubId, t.eventType.desc(), t.occurredAt.desc(), t.id.desc()),
    index("audit_events_club_action_idx").on(t.clubId, t.action.desc(), t.occurredAt.desc(), t.id.desc()),
    index("audit_events_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Spec section 3's user session record: a row per sign-in, kept after better-auth's own session row is gone
 * (sign-out, revoke, expiry, password reset), with why and after how long it ended.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** better-auth's session id (not its token). */
    sessionId: text("session_id").notNull().unique(),
    userId: text("user_id").notNull(),
    /** The club the session last worked in. */
    clubId: uuid("club_id"),
    loginTimestamp: timestamp("login_timestamp", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: sessionStatuses }).notNull().default("active"),
    pageViews: integer("page_views").notNull().default(0),
    actionsPerformed: integer("actions_performed").notNull().default(0),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    loginMethod: text("login_method", { enum: loginMethods }).notNull().default("email"),
    logoutTimestamp: timestamp("logout_timestamp", { withTimezone: true }),
    sessionDurationSeconds: integer("session_duration_seconds"),
    terminationReason: text("termination_reason", { enum: terminationReasons }),
    lastActivity: timestamp("last_activity", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_sessions_user_idx").on(t.userId, t.loginTimestamp.desc()),
    index("user_sessions_active_idx").on(t.status, t.lastActivity).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * An alert of the security dashboard: a count of one kind of event in a club reached its threshold (spec
 * section 9). At most one open alert of a kind per club: it is raised once, and a new one only after it is
 * dismissed.
 */
export const securityAlerts = pgTable(
  "security_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id").notNull(),
    kind: text("kind", { enum: alertKinds }).notNull(),
    eventCount: integer("event_count").notNull(),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    dismissedBy: text("dismissed_by"),
  },
  (t) => [
    uniqueIndex("security_alerts_open_idx").on(t.clubId, t.kind).where(sql`${t.dismissedAt} is null`),
    index("security_alerts_club_raised_idx").on(t.clubId, t.raisedAt.desc()),
  ],
);

export const auditExportFormats = ["csv", "json"] as const;
export const auditExportStatuses = ["pending", "running", "done", "failed"] as const;

/** An export of the audit log's filtered rows, written by a job into the file store; its link lives 24 hours. */
export const auditExports = pgTable(
  "audit_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id").notNull(),
    requestedBy: text("requested_by").notNull(),
    format: text("format", { enum: auditExportFormats }).notNull(),
    /** The list's filters when it was asked for. */
    filters: jsonb("filters").notNull(),
    ...exportFileColumns(auditExportStatuses),
  },
  (t) => [
    index("audit_exports_club_created_idx").on(t.clubId, t.createdAt.desc()),
    index("audit_exports_expires_idx").on(t.expiresAt),
  ],
);

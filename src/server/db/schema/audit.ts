import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    index("audit_trail_club_changed_idx").on(t.clubId, t.changedAt.desc()),
    index("audit_trail_record_idx").on(t.tableName, t.recordId),
    index("audit_trail_changed_by_idx").on(t.changedBy).where(sql`${t.changedBy} <> 'system'`),
  ],
);

import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Refused answers (401, 403, 404) of a club's routes, counted per club, caller (a user's id, else the
 * client's address) and minute: one row is upserted per refusal, so a sweep of thousands of requests adds a
 * few rows, and rows older than the sweep window are pruned. Ten or more in five minutes are one
 * suspicious_activity event (src/server/modules/security/security.monitor.ts). Only clubs that exist get
 * rows: an attacker cannot grow the table with made-up club ids.
 */
export const securityRefusals = pgTable(
  "security_refusals",
  {
    clubId: uuid("club_id").notNull(),
    /** "user:<id>" or "ip:<address>". */
    actor: text("actor").notNull(),
    minute: timestamp("minute", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.actor, t.minute] })],
);

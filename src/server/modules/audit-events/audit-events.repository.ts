import type { Db } from "../../db/client.ts";
import { auditEvents } from "../../db/schema/audit.ts";

export type NewAuditEvent = typeof auditEvents.$inferInsert;

/**
 * Stores a batch of events in one insert; an event whose id is stored already is skipped (a batch sent again
 * after a lost answer). Answers the events that were new.
 */
export function insertAuditEvents(db: Db, events: NewAuditEvent[]) {
  return db
    .insert(auditEvents)
    .values(events)
    .onConflictDoNothing({ target: auditEvents.eventId })
    .returning({ eventType: auditEvents.eventType, action: auditEvents.action });
}

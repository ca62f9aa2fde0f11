import { randomUUID } from "node:crypto";
import { retentionExpiry } from "../../../shared/audit.ts";
import { type AuditEventBatch, retentionCategoryOf } from "../../../shared/audit-events.ts";
import { type Access, effectiveRole } from "../../auth/access.ts";
import type { AuditContext } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { listClubsOfUser } from "../clubs/clubs.service.ts";
import { countActivity, cutUserAgent } from "../sessions/sessions.service.ts";
import { insertAuditEvents, type NewAuditEvent } from "./audit-events.repository.ts";

/** What other modules use of this module's queries (decision 051). */
export { insertAuditEvents } from "./audit-events.repository.ts";

/** The action of a page view (the web app's router, once a navigation has resolved). */
export const PAGE_VIEW_ACTION = "page_view";

/** Who asked, as a server-side event records them: their access to the club, session and address. */
export interface EventRequester {
  access: Access;
  email: string;
  sessionId: string;
  audit: AuditContext;
}

/**
 * A data-change event the server writes for a request (an export asked for or downloaded, a member's data
 * downloaded or erased): who, when, from where, and what; the retention follows `retention`.
 */
export function requestEvent(
  requester: EventRequester,
  at: Date,
  event: {
    action: string;
    eventCategory: string;
    resourceType: string;
    resourceId: string;
    resourceName: string | null;
    retention: "data_change" | "security";
    metadata?: object | null;
  },
): NewAuditEvent {
  const { retention, metadata, ...what } = event;
  return {
    eventId: randomUUID(),
    occurredAt: at,
    recordedAt: at,
    source: "server",
    userId: requester.access.userId,
    userEmail: requester.email,
    userRole: requester.access.role,
    sessionId: requester.sessionId,
    clubId: requester.access.clubId,
    eventType: "data_change",
    ...what,
    ipAddress: requester.audit.ipAddress ?? null,
    userAgent: requester.audit.userAgent ?? null,
    success: true,
    metadata: metadata ?? null,
    retentionCategory: retention,
    expiresAt: retentionExpiry(retention, at),
  };
}

/** Who sent a batch, from where: the server's fields of every event (spec section 3). */
export interface EventSender {
  userId: string;
  userEmail: string;
  sessionId: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Stores a batch of the web app's events (issue 17) with the server's fields, and adds its new page views
 * and actions to the session's record, in one transaction: one insert, one update.
 *
 * An event naming a club the user has no part in (any more) is stored without the club and without a role:
 * the batch is not refused (the queue would retry it, then switch auditing off for the whole browser session
 * over a membership that ended between the action and the flush), and no event reaches another club's log.
 * The answer is the same either way, so it tells nothing about the club.
 */
export async function storeClientEvents(
  db: Db,
  sender: EventSender,
  batch: AuditEventBatch,
  now: Date,
): Promise<number> {
  const named = new Set(batch.events.flatMap((e) => (e.clubId ? [e.clubId.toLowerCase()] : [])));
  const roles = new Map<string, string>();
  if (named.size > 0) {
    for (const records of await listClubsOfUser(db, sender.userId)) {
      const role = effectiveRole(records, sender.userId);
      if (role && named.has(records.id)) roles.set(records.id, role);
    }
  }
  const userAgent = cutUserAgent(sender.userAgent);
  const rows: NewAuditEvent[] = batch.events.map((event) => {
    const clubId = event.clubId?.toLowerCase();
    const role = clubId ? roles.get(clubId) : undefined;
    const retentionCategory = retentionCategoryOf(event.eventType, event.eventCategory);
    return {
      eventId: event.eventId,
      occurredAt: new Date(event.timestamp),
      source: "client",
      userId: sender.userId,
      userEmail: sender.userEmail,
      userRole: role ?? null,
      sessionId: sender.sessionId,
      clubId: role ? clubId : null,
      eventType: event.eventType,
      eventCategory: event.eventCategory,
      action: event.action,
      resourceType: event.resourceType ?? null,
      resourceId: event.resourceId ?? null,
      resourceName: event.resourceName ?? null,
      ipAddress: sender.ipAddress,
      userAgent,
      requestMethod: event.requestMethod ?? null,
      requestPath: event.requestPath ?? null,
      requestParams: event.requestParams ?? null,
      oldValues: event.oldValues ?? null,
      newValues: event.newValues ?? null,
      changes: event.changes ?? null,
      success: event.success,
      errorMessage: event.errorMessage ?? null,
      errorCode: event.errorCode ?? null,
      metadata: event.metadata ?? null,
      retentionCategory,
      expiresAt: retentionExpiry(retentionCategory, now),
    };
  });
  // The club the session last worked in: the last event's that named one of the user's clubs.
  const lastClub = rows.findLast((r) => r.clubId)?.clubId ?? null;
  return db.transaction(async (tx) => {
    const stored = await insertAuditEvents(tx, rows);
    const pageViews = stored.filter((e) => e.action === PAGE_VIEW_ACTION).length;
    const actions = stored.filter(
      (e) => e.eventType === "user_action" && e.action !== PAGE_VIEW_ACTION,
    ).length;
    if (stored.length > 0) {
      await countActivity(tx, sender.sessionId, { pageViews, actions, clubId: lastClub });
    }
    return stored.length;
  });
}

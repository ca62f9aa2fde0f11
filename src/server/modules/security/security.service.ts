import { canManageAdmin } from "../../../shared/admins.ts";
import { ALERT_THRESHOLDS, alertKinds } from "../../../shared/audit.ts";
import { addDays, todayIn } from "../../../shared/dates.ts";
import {
  ACTIVITY_DAYS,
  type SecurityAction,
  type SecurityActivity,
  type SecurityEvent,
  type SecurityEventList,
  type SecurityEventQuery,
  type SecuritySession,
  type SecuritySummary,
  securityActions,
} from "../../../shared/security.ts";
import type { Access } from "../../auth/access.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { t } from "../../i18n.ts";
import { clubZone } from "../clubs/clubs.service.ts";
import { endSession } from "../sessions/sessions.service.ts";
import { insertSecurityEvents } from "./security.monitor.ts";
import {
  adminSessions,
  countsByKind,
  deleteAuthSession,
  dismissAlert,
  type EventRow,
  eventPage,
  openAlerts,
  type SessionRow,
  signInsPerDay,
} from "./security.repository.ts";
import { deviceOf } from "./user-agent.ts";

/**
 * Ends a session 'revoked' under the shared rule (`endSession`: only an active record changes), then deletes
 * better-auth's session row, so its next request answers 401.
 */
async function revokeSession(tx: Db, sessionId: string): Promise<boolean> {
  const ended = await endSession(tx, sessionId, "revoked");
  await deleteAuthSession(tx, sessionId);
  return ended;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const HOUR = 3_600_000;
const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

export type SecurityDeps = Pick<AppContext, "db" | "clock">;

export async function securitySummary(deps: SecurityDeps, access: Access): Promise<SecuritySummary> {
  const now = deps.clock.now().getTime();
  const counts = await countsByKind(
    deps.db,
    access.clubId,
    new Date(now - 24 * HOUR),
    new Date(now - 168 * HOUR),
  );
  const alerts = await openAlerts(deps.db, access.clubId);
  return {
    stats: alertKinds.map((kind) => {
      const row = counts.find((c) => c.kind === kind);
      return {
        kind,
        threshold: ALERT_THRESHOLDS[kind],
        counts: { last24Hours: Number(row?.last24 ?? 0), last7Days: Number(row?.last7 ?? 0) },
      };
    }),
    alerts: alerts.map((a) => ({
      id: a.id,
      kind: a.kind,
      eventCount: Number(a.event_count),
      threshold: ALERT_THRESHOLDS[a.kind],
      raisedAt: iso(a.raised_at),
    })),
  };
}

/**
 * Whether `actor` may revoke the session of `target`: their own; the owner any administrator's; an admin
 * those of the roles they may manage (admins.service), never the owner's.
 */
function mayRevoke(access: Access, row: SessionRow): boolean {
  if (row.user_id === access.userId) return true;
  if (row.role === "owner") return false;
  if (access.role === "owner") return true;
  return canManageAdmin(access, { role: row.role, userId: row.user_id });
}

/** A person's name as the dashboard shows it: first and last name, else the account's name, else the address. */
function personName(row: SessionRow): string {
  const fullName = [row.first_name, row.last_name]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  return fullName || row.name || row.email;
}

/** Whose session a session_revoked event ended, from its metadata. */
function revokedUserOf(row: EventRow): SecurityEvent["revokedUser"] {
  const email = row.metadata?.revokedEmail;
  if (row.action !== "session_revoked" || typeof email !== "string") return null;
  const name = row.metadata?.revokedName;
  return { name: typeof name === "string" ? name : null, email };
}

function toSession(row: SessionRow, access: Access, currentSessionId: string): SecuritySession {
  const current = row.session_id === currentSessionId;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    name: personName(row),
    email: row.email,
    role: row.role,
    ...deviceOf(row.user_agent),
    ipAddress: row.ip_address,
    signedInAt: iso(row.login_timestamp),
    lastActivity: iso(row.last_activity),
    current,
    canRevoke: !current && mayRevoke(access, row),
  };
}

export async function securitySessions(
  deps: SecurityDeps,
  access: Access,
  currentSessionId: string,
): Promise<SecuritySession[]> {
  const rows = await adminSessions(deps.db, access.clubId, deps.clock.now());
  return rows.map((row) => toSession(row, access, currentSessionId));
}

/**
 * Revokes a session of the club's owner or administrators, in one transaction: its user_sessions record ends
 * 'revoked', better-auth's session row is deleted (its next request answers 401), and a session_revoked
 * event is written. 404 for a session not of this club's administrators; 403 for one the caller may not end.
 */
export async function revokeAdminSession(
  deps: SecurityDeps,
  access: Access,
  sessionId: string,
  request: {
    ipAddress: string | null;
    userAgent: string | null;
    sessionId: string;
    path: string;
    /** The revoker's address: the event names who ended the session (issue 33 §12). */
    email: string;
  },
): Promise<void> {
  const errors = t("errors").security;
  // better-auth's ids are letters and digits: anything else (a NUL the database would refuse) is no session.
  if (!SESSION_ID.test(sessionId)) throw new AppError("NOT_FOUND", errors.sessionNotFound);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [row] = await adminSessions(tx, access.clubId, now, { sessionId });
    if (!row) throw new AppError("NOT_FOUND", errors.sessionNotFound);
    if (!mayRevoke(access, row)) {
      throw new AppError("FORBIDDEN", row.role === "owner" ? errors.ownerSession : errors.cannotRevoke);
    }
    await revokeSession(tx, sessionId);
    await insertSecurityEvents(
      tx,
      {
        action: "session_revoked",
        clubIds: [access.clubId],
        success: true,
        userId: access.userId,
        userEmail: request.email,
        sessionId: request.sessionId,
        ipAddress: request.ipAddress,
        userAgent: request.userAgent,
        requestMethod: "DELETE",
        requestPath: request.path,
        metadata: {
          revokedSessionId: sessionId,
          revokedUserId: row.user_id,
          revokedEmail: row.email,
          revokedName: personName(row),
        },
      },
      now,
    );
  });
}

export async function dismissSecurityAlert(
  deps: SecurityDeps,
  access: Access,
  alertId: string,
): Promise<{ id: string; dismissedAt: string }> {
  const row = await dismissAlert(deps.db, access.clubId, alertId, access.userId, deps.clock.now());
  if (!row) throw new AppError("NOT_FOUND", t("errors").security.alertNotFound);
  return { id: row.id, dismissedAt: iso(row.dismissed_at) };
}

export async function securityEvents(
  deps: SecurityDeps,
  access: Access,
  query: SecurityEventQuery,
): Promise<SecurityEventList> {
  const { rows, total } = await eventPage(deps.db, access.clubId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    events: rows.flatMap((r) =>
      (securityActions as readonly string[]).includes(r.action)
        ? [
            {
              id: String(r.id),
              occurredAt: iso(r.occurred_at),
              action: r.action as SecurityAction,
              success: r.success,
              userEmail: r.user_email,
              ipAddress: r.ip_address,
              requestMethod: r.request_method,
              requestPath: r.request_path,
              count: typeof r.metadata?.count === "number" ? r.metadata.count : null,
              revokedUser: revokedUserOf(r),
            },
          ]
        : [],
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Sign-ins and failed sign-ins per day of the last 30 days in the club's time zone, today last. */
export async function securityActivity(deps: SecurityDeps, access: Access): Promise<SecurityActivity> {
  const timeZone = await clubZone(deps.db, access.clubId);
  const now = deps.clock.now();
  const today = todayIn(timeZone, now);
  const first = addDays(today, -(ACTIVITY_DAYS - 1));
  // A day more than 30 reaches back past the first day's midnight in any zone; rows before it are dropped.
  const rows = await signInsPerDay(
    deps.db,
    access.clubId,
    timeZone,
    new Date(now.getTime() - (ACTIVITY_DAYS + 1) * 24 * HOUR),
  );
  const days = Array.from({ length: ACTIVITY_DAYS }, (_, i) => addDays(first, i));
  return {
    timeZone,
    days: days.map((date) => ({
      date,
      signIns: Number(rows.find((r) => r.day === date && r.action === "sign_in_succeeded")?.n ?? 0),
      failures: Number(rows.find((r) => r.day === date && r.action === "sign_in_failed")?.n ?? 0),
    })),
  };
}

import { type SQL, sql } from "drizzle-orm";
import type { AdminRole } from "../../../shared/admins.ts";
import type { AlertKind } from "../../../shared/audit.ts";
import { type Db, rowsOf } from "../../db/client.ts";

/*
 * The security dashboard's queries (issue 17 part B). Every function takes the club's id and reads only its
 * rows; the server's security events are audit_events of source 'server' and event_type 'security'.
 */

const SERVER_SECURITY = sql`source = 'server' and event_type = 'security'`;

/** Counts per alert kind (event_category) since each of two moments. */
export async function countsByKind(
  db: Db,
  clubId: string,
  since24h: Date,
  since7d: Date,
): Promise<{ kind: AlertKind; last24: number; last7: number }[]> {
  const result = await db.execute(sql`
    select event_category as kind,
      count(*) filter (where occurred_at > ${since24h.toISOString()}::timestamptz)::int as last24,
      count(*)::int as last7
    from audit_events
    where club_id = ${clubId} and ${SERVER_SECURITY}
      and event_category in ('failed_logins', 'suspicious_activity', 'critical_errors')
      and occurred_at > ${since7d.toISOString()}::timestamptz
    group by event_category`);
  return rowsOf(result);
}

export interface AlertRow {
  id: string;
  kind: AlertKind;
  event_count: number;
  raised_at: Date | string;
}

export async function openAlerts(db: Db, clubId: string): Promise<AlertRow[]> {
  const result = await db.execute(sql`
    select id, kind, event_count, raised_at from security_alerts
    where club_id = ${clubId} and dismissed_at is null order by raised_at desc nulls last`);
  return rowsOf(result);
}

/** Dismisses the club's open alert `alertId`; undefined when there is none (another club's, or dismissed). */
export async function dismissAlert(
  db: Db,
  clubId: string,
  alertId: string,
  userId: string,
  now: Date,
): Promise<{ id: string; dismissed_at: Date | string } | undefined> {
  const result = await db.execute(sql`
    update security_alerts set dismissed_at = ${now.toISOString()}::timestamptz, dismissed_by = ${userId}
    where id = ${alertId} and club_id = ${clubId} and dismissed_at is null
    returning id, dismissed_at`);
  return rowsOf<{ id: string; dismissed_at: Date | string }>(result)[0];
}

export interface SessionRow {
  session_id: string;
  user_id: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: AdminRole;
  ip_address: string | null;
  user_agent: string | null;
  login_timestamp: Date | string;
  last_activity: Date | string;
}

/**
 * Active sessions of the club's owner and active administrators (club_admins): better-auth's unexpired
 * sessions, each with its user_sessions record (address, user agent, sign-in, last activity) when it has one;
 * a session whose record has ended is not listed. `only` narrows it to one session.
 */
export async function adminSessions(
  db: Db,
  clubId: string,
  now: Date,
  only?: { sessionId: string },
): Promise<SessionRow[]> {
  const one: SQL = only ? sql`and s.id = ${only.sessionId}` : sql``;
  const result = await db.execute(sql`
    with staff as (
      select owner_id as user_id, 'owner' as role from clubs where id = ${clubId}
      union all
      select a.user_id, a.role from club_admins a join clubs c on c.id = a.club_id
      where a.club_id = ${clubId} and a.status = 'active' and a.user_id <> c.owner_id
    )
    select s.id as session_id, s.user_id, u.name, u.first_name, u.last_name, u.email, staff.role,
      coalesce(us.ip_address, s.ip_address) as ip_address,
      coalesce(us.user_agent, s.user_agent) as user_agent,
      coalesce(us.login_timestamp, s.created_at) as login_timestamp,
      coalesce(us.last_activity, s.updated_at) as last_activity
    from "session" s
    join staff on staff.user_id = s.user_id
    join "user" u on u.id = s.user_id
    left join user_sessions us on us.session_id = s.id
    where s.expires_at > ${now.toISOString()}::timestamptz and (us.status is null or us.status = 'active') ${one}
    order by coalesce(us.last_activity, s.updated_at) desc, s.id
    limit 500`);
  return rowsOf(result);
}

/** Deletes better-auth's session row, so that its next request answers 401. */
export async function deleteAuthSession(tx: Db, sessionId: string): Promise<void> {
  await tx.execute(sql`delete from "session" where id = ${sessionId}`);
}

export interface EventRow {
  id: number | string;
  occurred_at: Date | string;
  action: string;
  success: boolean;
  user_email: string | null;
  ip_address: string | null;
  request_method: string | null;
  request_path: string | null;
  metadata: { count?: number; revokedEmail?: string; revokedName?: string } | null;
}

export async function eventPage(
  db: Db,
  clubId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: EventRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.execute(sql`
      select id, occurred_at, action, success, user_email, ip_address, request_method, request_path, metadata
      from audit_events where club_id = ${clubId} and ${SERVER_SECURITY}
      order by occurred_at desc nulls last, id desc nulls last limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`
      select count(*)::int as n from audit_events where club_id = ${clubId} and ${SERVER_SECURITY}`),
  ]);
  return { rows: rowsOf(rows), total: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

/** Sign-ins and failed sign-ins per day (YYYY-MM-DD in `timeZone`) since `since`. */
export async function signInsPerDay(
  db: Db,
  clubId: string,
  timeZone: string,
  since: Date,
): Promise<{ day: string; action: string; n: number }[]> {
  const result = await db.execute(sql`
    select to_char(occurred_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, action, count(*)::int as n
    from audit_events
    where club_id = ${clubId} and ${SERVER_SECURITY}
      and action in ('sign_in_succeeded', 'sign_in_failed')
      and occurred_at >= ${since.toISOString()}::timestamptz
    group by 1, 2`);
  return rowsOf(result);
}

import { sql } from "drizzle-orm";
import type { LoginMethod, TerminationReason } from "../../../shared/audit.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import { userSessions } from "../../db/schema/audit.ts";

/*
 * The user_sessions records (spec section 3's user session record, section 4's audit session): one per
 * better-auth session, written when it is made, kept current by the route guards and the web app's event
 * batches, and ended once with its reason. Every end goes through `endSession` or `expireSessions`, which
 * change only a row still active: the first writer wins (a revoke writes 'revoked' before better-auth's row
 * is deleted, so the delete's hook then changes nothing).
 */

export interface SessionStart {
  sessionId: string;
  userId: string;
  ipAddress: string | null;
  /** Already cut to USER_AGENT_MAX. */
  userAgent: string | null;
  loginMethod: LoginMethod;
}

/** The record of a new session (once: a second call for the same session changes nothing). */
export async function insertSession(db: Db, start: SessionStart): Promise<void> {
  await db
    .insert(userSessions)
    .values({
      sessionId: start.sessionId,
      userId: start.userId,
      ipAddress: start.ipAddress,
      userAgent: start.userAgent,
      loginMethod: start.loginMethod,
    })
    .onConflictDoNothing({ target: userSessions.sessionId });
}

/**
 * The shared rule's columns of an ended session, in SQL: the reason, when it ended (`at`, now by default) and
 * the seconds from sign-in until then.
 */
const ended = (reason: TerminationReason, at = sql`now()`) => sql`
  status = 'terminated',
  termination_reason = ${reason},
  logout_timestamp = ${at},
  session_duration_seconds = greatest(0, floor(extract(epoch from ${at} - login_timestamp)))::integer`;

/**
 * When an expired session ended: its expiry when better-auth's row is still there, else its last activity
 * (the row went without a hook); never later than now. Not when the hourly job happened to find it.
 */
const expiredAt = sql`least(now(), coalesce(
  (select s.expires_at from session s where s.id = user_sessions.session_id), user_sessions.last_activity))`;

/** Ends an active session with `reason`; false when it was not active (ended already, or never recorded). */
export async function endSession(db: Db, sessionId: string, reason: TerminationReason): Promise<boolean> {
  const result = await db.execute(sql`
    update user_sessions set ${ended(reason)}
    where session_id = ${sessionId} and status = 'active'
    returning id`);
  return rowsOf(result).length === 1;
}

/**
 * Ends up to `limit` active sessions whose better-auth session has expired or is gone (a delete that ran no
 * hook, an instance that died before its hook ran) as 'expired'; answers how many. SKIP LOCKED: two runs
 * side by side take different rows.
 */
export async function expireSessions(db: Db, limit: number): Promise<number> {
  const rows = await db.execute(sql`
    update user_sessions set ${ended("expired", expiredAt)}
    where id in (
      select u.id from user_sessions u
      where u.status = 'active'
        and not exists (select 1 from session s where s.id = u.session_id and s.expires_at > now())
      order by u.id
      limit ${limit}
      for update skip locked
    ) and status = 'active'
    returning id`);
  return rowsOf(rows).length;
}

/**
 * Records that sessions were active now (the activity tracker's batch, one statement for all of them): each
 * active session's last activity, and the club it last worked in where one is given.
 */
export async function touchSessions(
  db: Db,
  seen: { sessionId: string; clubId: string | null }[],
): Promise<void> {
  if (seen.length === 0) return;
  const rows = JSON.stringify(seen.map((s) => ({ session_id: s.sessionId, club_id: s.clubId })));
  await db.execute(sql`
    update user_sessions u
    set last_activity = greatest(u.last_activity, now()), club_id = coalesce(v.club_id, u.club_id)
    from jsonb_to_recordset(${rows}::jsonb) as v(session_id text, club_id uuid)
    where u.session_id = v.session_id and u.status = 'active'`);
}

/** A batch of the web app's events: its page views and actions added to the session's counts. */
export async function countActivity(
  db: Db,
  sessionId: string,
  counts: { pageViews: number; actions: number; clubId: string | null },
): Promise<void> {
  await db.execute(sql`
    update user_sessions
    set page_views = page_views + ${counts.pageViews},
        actions_performed = actions_performed + ${counts.actions},
        last_activity = greatest(last_activity, now()),
        club_id = coalesce(${counts.clubId}::uuid, club_id)
    where session_id = ${sessionId} and status = 'active'`);
}

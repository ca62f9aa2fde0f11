import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { ALERT_THRESHOLDS, type AlertKind, retentionExpiry } from "../../../shared/audit.ts";
import { isUuid } from "../../../shared/ids.ts";
import {
  ALERT_WINDOW_MINUTES,
  alertKindOfAction,
  type SecurityAction,
  SWEEP_REFUSALS,
  SWEEP_WINDOW_MINUTES,
} from "../../../shared/security.ts";
import { findAccountByEmail } from "../../auth/accounts.ts";
import type { SignInReport } from "../../auth/auth-proxy.ts";
import type { Clock } from "../../clock.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import { auditEvents } from "../../db/schema/audit.ts";
import { clientIp } from "../../http/client-ip.ts";
import type { Logger } from "../../logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { listClubsOfUser } from "../clubs/clubs.service.ts";
import { cutUserAgent } from "../sessions/sessions.service.ts";
import { sendAlertMail } from "./security.mail.ts";

/*
 * The server's security events (issue 17 part B): sign-ins, rate limits, sweeps of refused requests and
 * critical errors, written to audit_events (source 'server', event_type 'security', kept 2 years), and the
 * alerts they raise at the thresholds of spec section 9 with an e-mail to the club's owner.
 *
 * Nothing here slows or changes an answer: the work runs after the answer is made, in the background
 * (`defer`), at most MAX_PENDING pieces at once (more are dropped: a flood cannot queue work without bound;
 * refusals have a budget of their own, so a flood of them cannot crowd out the sign-ins' and errors' events),
 * and a failure is logged, never thrown.
 *
 * Nor can a caller grow the log without bound: a refused answer (401, 403, 404 of a club's route) only adds
 * one to its (club, caller, minute) row of security_refusals, for a club that exists, pruned after ten
 * minutes, and only the tenth within five minutes writes an event; a caller's rate limits are one event per
 * club and minute (per instance); sign-ins are bounded by the sign-in limits themselves.
 */

/** Background pieces of work in flight at most; more are dropped. */
const MAX_PENDING = 64;
/** Of which counting refused answers (a sweep needs only ten of them counted). */
const MAX_PENDING_REFUSALS = 16;
/** Refusal counts older than this are pruned (at most once a minute per instance). */
const PRUNE_AFTER_MINUTES = 2 * SWEEP_WINDOW_MINUTES;
/** Rate limits remembered per instance, to write one event per caller, club and minute (then forgotten). */
const RECENT_MAX = 10_000;
/** What is kept of an error's message and of a user agent. */
const TEXT_MAX = 500;

/** An error's kind for the log of a club: its name, and the code of a database error (drizzle wraps it). */
export function errorKind(error: Error): string {
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? `${error.name} (${code})` : error.name;
}

const CLUB_PATH = /^\/api\/clubs\/([^/]+)(?:\/|$)/;

/** The club a request's path names (/api/clubs/{clubId}/…), when it is a well-formed id. */
export function clubOfPath(path: string): string | null {
  const id = CLUB_PATH.exec(path)?.[1];
  return id && isUuid(id) ? id.toLowerCase() : null;
}

export interface SecurityEventInput {
  action: SecurityAction;
  /** The clubs the event belongs to; none: one club-less row. */
  clubIds: string[];
  success: boolean;
  userId?: string | null;
  userEmail?: string | null;
  sessionId?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  requestMethod?: string | null;
  requestPath?: string | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  metadata?: Record<string, unknown> | null;
}

export interface SecurityMonitorDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  appUrl: string;
  trustProxy: boolean;
}

type Flagged = { Variables: { securityRecorded?: boolean; user?: { id: string } } };

export class SecurityMonitor {
  private readonly pending = new Set<Promise<void>>();
  private pendingRefusals = 0;
  private lastPrune = 0;
  /** (kind, club, caller) → the minute its last event was written: a flood of 429s is one event a minute. */
  private readonly recent = new Map<string, number>();
  /** (club, caller) → until when its sweep is known: its further refusals in the window are not counted. */
  private readonly swept = new Map<string, number>();

  constructor(private readonly deps: SecurityMonitorDeps) {}

  /** Runs `work` after the answer, without waiting for it; a failure is logged. */
  defer(work: () => Promise<void>): void {
    if (this.pending.size >= MAX_PENDING) return;
    const run = Promise.resolve()
      .then(work)
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, "Failed to record a security event"))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Whether `key` has had no event this minute (and now has); the memory is dropped when it grows large. */
  private firstThisMinute(key: string): boolean {
    const minute = Math.floor(this.deps.clock.now().getTime() / 60_000);
    if (this.recent.get(key) === minute) return false;
    if (this.recent.size >= RECENT_MAX) this.recent.clear();
    this.recent.set(key, minute);
    return true;
  }

  /** Resolves once the background work started so far (and what it started) is done. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /**
   * Writes an event (one row per club, or one club-less row) and, for a kind with a threshold, raises its
   * alert in each club that reached it; the alert and its e-mail in the event's transaction.
   */
  async record(input: SecurityEventInput): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const kind = alertKindOfAction[input.action];
    await db.transaction(async (tx) => {
      await insertSecurityEvents(tx, input, now);
      if (!kind) return;
      for (const clubId of input.clubIds) await this.raiseAlert(tx, clubId, kind, now);
    });
  }

  /**
   * Counts the club's events of `kind` in the last hour, after its last dismissed alert; at the threshold an
   * alert is inserted once (the open-alert unique index) and the owner is e-mailed.
   */
  private async raiseAlert(tx: Db, clubId: string, kind: AlertKind, now: Date): Promise<void> {
    const since = new Date(now.getTime() - ALERT_WINDOW_MINUTES * 60_000);
    const result = await tx.execute(sql`
      select count(*)::int as n from audit_events
      where club_id = ${clubId} and event_type = 'security' and source = 'server' and event_category = ${kind}
        and occurred_at > greatest(${since.toISOString()}::timestamptz, coalesce(
          (select max(dismissed_at) from security_alerts where club_id = ${clubId} and kind = ${kind}),
          '-infinity'::timestamptz))`);
    const count = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    if (count < ALERT_THRESHOLDS[kind]) return;
    const inserted = await tx.execute(sql`
      insert into security_alerts (club_id, kind, event_count, raised_at)
      values (${clubId}, ${kind}, ${count}, ${now.toISOString()}::timestamptz)
      on conflict (club_id, kind) where dismissed_at is null do nothing
      returning id`);
    if (rowsOf(inserted).length === 0) return;
    await sendAlertMail(tx, this.deps, clubId, kind, count);
  }

  /** A sign-in with a password or a one-time code: an event in each club the account has a part in. */
  signIn(input: SignInReport): void {
    this.defer(async () => {
      const account = await accountClubs(this.deps.db, input.email);
      await this.record({
        action: input.success ? "sign_in_succeeded" : "sign_in_failed",
        clubIds: account?.clubIds ?? [],
        success: input.success,
        userId: account?.userId ?? null,
        userEmail: account ? input.email : null,
        ipAddress: input.ipAddress,
        userAgent: input.userAgent,
        requestMethod: "POST",
        requestPath: input.path,
        metadata: { method: input.method },
      });
    });
  }

  /** A sign-in refused by the per-account limit: a rate limit in each club of the account. */
  signInLimited(c: Context, email: string, ipAddress: string | undefined): void {
    (c as Context<Flagged>).set("securityRecorded", true);
    if (!this.firstThisMinute(`limit:${email}:${ipAddress ?? ""}`)) return;
    this.defer(async () => {
      const account = await accountClubs(this.deps.db, email);
      await this.record({
        action: "rate_limited",
        clubIds: account?.clubIds ?? [],
        success: false,
        userId: account?.userId ?? null,
        userEmail: account ? email : null,
        ipAddress,
        userAgent: c.req.header("user-agent"),
        requestMethod: c.req.method,
        requestPath: c.req.path,
        errorCode: "RATE_LIMITED",
      });
    });
  }

  /**
   * Watches every API answer: a 500 is a critical error, a 429 a rate limit, and a 401, 403 or 404 of a
   * club's route is counted towards a sweep. Reads only what the request already holds; the rest is deferred.
   */
  observe(): MiddlewareHandler<Flagged> {
    return async (c, next) => {
      await next();
      try {
        const status = c.res.status;
        if (status !== 500 && status !== 429 && status !== 401 && status !== 403 && status !== 404) return;
        if (status === 429 && c.get("securityRecorded")) return;
        const clubId = clubOfPath(c.req.path);
        const ip = clientIp(c, this.deps.trustProxy) ?? null;
        const userId = c.get("user")?.id ?? null;
        const request = {
          ipAddress: ip,
          userAgent: c.req.header("user-agent") ?? null,
          requestMethod: c.req.method,
          requestPath: c.req.path,
          userId,
        };
        if (status === 500) {
          const error = c.error;
          this.defer(() =>
            this.record({
              action: "critical_error",
              clubIds: clubId ? [clubId] : [],
              success: false,
              ...request,
              errorCode: "INTERNAL",
              // The error's kind (and a database error's code) only: its message may hold data or the
              // server's internals, and owners and admins read these events; the server's log has it whole.
              errorMessage: error ? errorKind(error) : null,
            }),
          );
        } else if (status === 429) {
          if (!this.firstThisMinute(`429:${clubId ?? ""}:${userId ?? ip ?? ""}`)) return;
          this.defer(() =>
            this.record({
              action: "rate_limited",
              clubIds: clubId ? [clubId] : [],
              success: false,
              ...request,
              errorCode: "RATE_LIMITED",
            }),
          );
        } else if (clubId) {
          const actor = userId ? `user:${userId}` : `ip:${ip ?? "unknown"}`;
          if (this.pendingRefusals >= MAX_PENDING_REFUSALS || this.pending.size >= MAX_PENDING) return;
          if ((this.swept.get(`${clubId}|${actor}`) ?? 0) > this.deps.clock.now().getTime()) return;
          this.pendingRefusals++;
          this.defer(() =>
            this.countRefusal(clubId, actor, request).finally(() => {
              this.pendingRefusals--;
            }),
          );
        }
      } catch (error) {
        this.deps.logger.warn({ err: error }, "Failed to observe an answer for security events");
      }
    };
  }

  /**
   * One refused answer: the (club, caller, minute) row's count goes up by one, in one statement, for a club
   * that exists. When the caller's count over the last five minutes reaches SWEEP_REFUSALS exactly, the sweep
   * is one refused_requests event (suspicious activity).
   */
  private async countRefusal(
    clubId: string,
    actor: string,
    request: Omit<SecurityEventInput, "action" | "clubIds" | "success">,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const since = new Date(now.getTime() - (SWEEP_WINDOW_MINUTES - 1) * 60_000);
    // The row's new count (atomic per row) plus the caller's earlier minutes, in one statement: each refusal
    // sees its own total, so exactly one sees SWEEP_REFUSALS however many run at once.
    const counted = await db.execute(sql`
      with bumped as (
        insert into security_refusals (club_id, actor, minute, count)
        select ${clubId}::uuid, ${actor}, date_trunc('minute', ${now.toISOString()}::timestamptz), 1
        where exists (select 1 from clubs where id = ${clubId}::uuid)
        on conflict (club_id, actor, minute) do update set count = security_refusals.count + 1
        returning minute, count
      )
      select (bumped.count + coalesce((
        select sum(r.count) from security_refusals r
        where r.club_id = ${clubId}::uuid and r.actor = ${actor} and r.minute <> bumped.minute
          and r.minute >= date_trunc('minute', ${since.toISOString()}::timestamptz)), 0))::int as n
      from bumped`);
    const total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
    if (total >= SWEEP_REFUSALS) {
      // The sweep is known: this instance stops counting the caller's refusals until the window has passed.
      if (this.swept.size >= RECENT_MAX) this.swept.clear();
      this.swept.set(`${clubId}|${actor}`, now.getTime() + SWEEP_WINDOW_MINUTES * 60_000);
    }
    if (total === SWEEP_REFUSALS) {
      await this.record({
        action: "refused_requests",
        clubIds: [clubId],
        success: false,
        ...request,
        metadata: { count: SWEEP_REFUSALS, windowMinutes: SWEEP_WINDOW_MINUTES },
      });
    }
    if (now.getTime() - this.lastPrune > 60_000) {
      this.lastPrune = now.getTime();
      const before = new Date(now.getTime() - PRUNE_AFTER_MINUTES * 60_000);
      await db.execute(
        sql`delete from security_refusals where minute < ${before.toISOString()}::timestamptz`,
      );
    }
  }
}

/** Writes a security event: one row per club it belongs to, or one club-less row. */
export async function insertSecurityEvents(tx: Db, input: SecurityEventInput, now: Date): Promise<void> {
  const kind = alertKindOfAction[input.action];
  const clubs: (string | null)[] = input.clubIds.length > 0 ? input.clubIds : [null];
  await tx.insert(auditEvents).values(
    clubs.map((clubId) => ({
      eventId: randomUUID(),
      occurredAt: now,
      source: "server" as const,
      eventType: "security" as const,
      eventCategory: kind ?? (input.action === "session_revoked" ? "session" : "authentication"),
      action: input.action,
      clubId,
      userId: input.userId ?? null,
      userEmail: input.userEmail ?? null,
      sessionId: input.sessionId ?? null,
      ipAddress: input.ipAddress ?? null,
      userAgent: cutUserAgent(input.userAgent ?? null),
      requestMethod: input.requestMethod ?? null,
      requestPath: input.requestPath?.slice(0, TEXT_MAX) ?? null,
      success: input.success,
      errorCode: input.errorCode ?? null,
      errorMessage: input.errorMessage?.slice(0, TEXT_MAX) ?? null,
      metadata: input.metadata ?? null,
      retentionCategory: "security" as const,
      expiresAt: retentionExpiry("security", now),
    })),
  );
}

/** The account of an e-mail address and the clubs it has a part in (owner, administrator, member). */
async function accountClubs(db: Db, email: string): Promise<{ userId: string; clubIds: string[] } | null> {
  const found = await findAccountByEmail(db, email);
  if (!found) return null;
  const clubs = await listClubsOfUser(db, found.id);
  return { userId: found.id, clubIds: clubs.map((club) => club.id) };
}

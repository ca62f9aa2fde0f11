import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { touchSessions } from "./sessions.repository.ts";

/** A session's last activity is written at most once a minute per session and instance. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;
/** Sessions remembered before the ones not written for a minute are forgotten (a bound on the memory). */
const REMEMBERED_MAX = 10_000;
/**
 * The writes due are gathered for this long and made in one statement: in a rush of hundreds of members
 * (each session's first request in a minute writes), one statement instead of one per request (decision 038).
 */
export const ACTIVITY_BATCH_MS = 200;
/** At most this many sessions in one statement. */
const BATCH_MAX = 500;

/**
 * Keeps user_sessions.last_activity (and the club the session last worked in) current without a write per
 * request (issue 17): the route guards call `seen` on every signed-in request; it writes when this instance
 * has not written the session for a minute, or the session moved to another club. The write is not awaited
 * (the request neither waits for it nor fails with it; a failure is logged); the writes due within
 * ACTIVITY_BATCH_MS are made in one statement. Several instances each write at most once a minute, and
 * `greatest(last_activity, now())` keeps their order right.
 */
export class ActivityTracker {
  private readonly written = new Map<string, { at: number; clubId: string | null }>();
  private readonly pending = new Set<Promise<void>>();
  /** The sessions whose write is due, with the club to record (null: keep the one recorded). */
  private readonly queued = new Map<string, string | null>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session `sessionId` made a request, in `clubId` when it named a club of the user. */
  seen(sessionId: string, clubId: string | null): void {
    const now = this.now();
    const last = this.written.get(sessionId);
    const sameClub = !clubId || last?.clubId === clubId;
    if (last && now - last.at < ACTIVITY_WRITE_INTERVAL_MS && sameClub) return;
    if (this.written.size >= REMEMBERED_MAX) this.forget(now);
    this.written.set(sessionId, { at: now, clubId: clubId ?? last?.clubId ?? null });
    const queued = this.queued.get(sessionId);
    this.queued.set(sessionId, clubId ?? queued ?? null);
    if (this.queued.size >= BATCH_MAX) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), ACTIVITY_BATCH_MS);
      this.timer.unref();
    }
  }

  /** Writes the sessions gathered so far, in one statement. */
  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.queued.size === 0) return;
    const seen = [...this.queued].map(([sessionId, clubId]) => ({ sessionId, clubId }));
    this.queued.clear();
    const write = touchSessions(this.db, seen)
      .catch((error: unknown) => {
        // The next request after a minute tries again.
        for (const { sessionId } of seen) this.written.delete(sessionId);
        this.logger.warn({ err: error }, "Failed to record sessions' last activity");
      })
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Resolves when every write started so far has finished (tests, and a server that stops). */
  async settled(): Promise<void> {
    this.flush();
    await Promise.all([...this.pending]);
  }

  private forget(now: number): void {
    for (const [id, entry] of this.written) {
      if (now - entry.at >= ACTIVITY_WRITE_INTERVAL_MS) this.written.delete(id);
    }
    if (this.written.size >= REMEMBERED_MAX) this.written.clear();
  }
}

import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { touchSession } from "./sessions.repository.ts";

/** A session's last activity is written at most once a minute per session and instance. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;
/** Sessions remembered before the ones not written for a minute are forgotten (a bound on the memory). */
const REMEMBERED_MAX = 10_000;

/**
 * Keeps user_sessions.last_activity (and the club the session last worked in) current without a write per
 * request (issue 17): the route guards call `seen` on every signed-in request; it writes when this instance
 * has not written the session for a minute, or the session moved to another club. The write is not awaited
 * (the request neither waits for it nor fails with it; a failure is logged) and needs no timer: several
 * instances each write at most once a minute, and `greatest(last_activity, now())` keeps their order right.
 */
export class ActivityTracker {
  private readonly written = new Map<string, { at: number; clubId: string | null }>();
  private readonly pending = new Set<Promise<void>>();

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
    const write = touchSession(this.db, sessionId, clubId)
      .catch((error: unknown) => {
        // The next request after a minute tries again.
        this.written.delete(sessionId);
        this.logger.warn({ err: error }, "Failed to record a session's last activity");
      })
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Resolves when every write started so far has finished (tests, and a server that stops). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private forget(now: number): void {
    for (const [id, entry] of this.written) {
      if (now - entry.at >= ACTIVITY_WRITE_INTERVAL_MS) this.written.delete(id);
    }
    if (this.written.size >= REMEMBERED_MAX) this.written.clear();
  }
}

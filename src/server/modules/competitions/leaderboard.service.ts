import { randomBytes } from "node:crypto";
import type { Leaderboard } from "../../../shared/competitions/scores.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { Logger } from "../../logger.ts";
import { leaderboardOf } from "./leaderboard.ts";
import {
  type CompetitionRow,
  competitionByToken,
  findCompetition,
  setPublicToken,
  versionsOf,
} from "./scores.repository.ts";
import { boardData, competitionNotFound, type ScoresDeps, visibleCompetition } from "./scores.service.ts";

/*
 * The live leaderboard (issue 35 item 7). Computed from the cards at each new scores version and kept per
 * competition, version and language, so that 200 viewers asking at once cost one computation; its ETag is the
 * version (a viewer asking again before the next score gets 304 without it being computed). Its events: one
 * timer per watched competition (never per viewer) reads the version every second and tells every listener of
 * a new one. Staff may make it public by a link (a token); the public view has no entry ids.
 */

const CACHE_MAX = 200;
const cache = new Map<string, Leaderboard>();

/** The ETag of a competition's scores version. */
export function etagOf(version: number): string {
  return `"scores-${version}"`;
}

/** Whether the If-None-Match header names this version's ETag. */
export function notModified(ifNoneMatch: string | undefined, version: number): boolean {
  if (!ifNoneMatch) return false;
  const tag = etagOf(version);
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === tag);
}

/** The leaderboard of a competition at its current version, computed once per version, view and language. */
export async function boardOf(
  db: Db,
  competition: CompetitionRow,
  publicView: boolean,
  /** False inside a transaction that writes: a version it rolls back would be taken again by other scores. */
  cached = true,
): Promise<Leaderboard> {
  const texts = t("competitionScores");
  const key = `${competition.id}:${competition.scoresVersion}:${publicView ? "public" : "club"}:${texts.singleDivision}`;
  const hit = cached ? cache.get(key) : undefined;
  if (hit) return hit;
  const data = await boardData(db, competition.clubId, competition);
  const board = leaderboardOf(
    data,
    { single: texts.singleDivision, fallbackName: texts.fallbackName },
    publicView,
  );
  if (!cached) return board;
  if (cache.size >= CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, board);
  return board;
}

/** A club's competition for its leaderboard (members: drawn or published), with its version. */
export function leaderboardCompetition(deps: ScoresDeps, access: Access, competitionId: string) {
  return visibleCompetition(deps.db, access, competitionId);
}

/** The public leaderboard's competition by its token, else 404. */
export async function publicCompetition(deps: ScoresDeps, token: string): Promise<CompetitionRow> {
  const found =
    token.length >= 16 && token.length <= 64 ? await competitionByToken(deps.db, token) : undefined;
  if (!found) throw new AppError("NOT_FOUND", t("competitionScores").notFound.leaderboard);
  return found.competition;
}

/** Staff turn the public link on (a new token) or off. */
export async function setPublicLink(
  deps: ScoresDeps,
  access: Access,
  competitionId: string,
  enabled: boolean,
  audit: AuditContext,
): Promise<{ publicToken: string | null }> {
  return withAudit(deps.db, audit, async (tx) => {
    const competition = await findCompetition(tx, access.clubId, competitionId);
    if (!competition) throw competitionNotFound();
    const token = enabled ? (competition.publicToken ?? randomBytes(18).toString("base64url")) : null;
    await setPublicToken(tx, access.clubId, competitionId, token, deps.clock.now());
    return { publicToken: token };
  });
}

type Listener = (version: number) => void;
interface Watched {
  version: number | null;
  listeners: Set<Listener>;
  timer: ReturnType<typeof setInterval>;
  polling: boolean;
}

/**
 * The competitions' versions for their events: one timer per competition with listeners, reading its version
 * every `intervalMs` and calling each listener when it changed; the timer stops with the last listener.
 */
export class VersionWatch {
  private readonly watched = new Map<string, Watched>();

  constructor(
    private readonly db: Db,
    private readonly logger: Pick<Logger, "warn">,
    private readonly intervalMs = 1000,
  ) {}

  /** How many competitions are watched (one timer each). */
  get timers(): number {
    return this.watched.size;
  }

  /** Listens to a competition's new versions; answers the function that stops listening. */
  subscribe(competitionId: string, version: number, listener: Listener): () => void {
    let watched = this.watched.get(competitionId);
    if (!watched) {
      const timer = setInterval(() => void this.poll(competitionId), this.intervalMs);
      timer.unref?.();
      watched = { version, listeners: new Set(), timer, polling: false };
      this.watched.set(competitionId, watched);
    }
    watched.listeners.add(listener);
    const entry = watched;
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0 && this.watched.get(competitionId) === entry) {
        clearInterval(entry.timer);
        this.watched.delete(competitionId);
      }
    };
  }

  /** Reads the version once; a new one goes to every listener. */
  private async poll(competitionId: string): Promise<void> {
    const watched = this.watched.get(competitionId);
    if (!watched || watched.polling) return;
    watched.polling = true;
    try {
      const version = (await versionsOf(this.db, [competitionId])).get(competitionId);
      if (version !== undefined && version !== watched.version) {
        watched.version = version;
        for (const listener of watched.listeners) listener(version);
      }
    } catch (error) {
      this.logger.warn({ err: error, competitionId }, "leaderboard version poll failed");
    } finally {
      watched.polling = false;
    }
  }

  /** Stops every timer (the app closes). */
  close(): void {
    for (const watched of this.watched.values()) clearInterval(watched.timer);
    this.watched.clear();
  }
}

import { randomBytes } from "node:crypto";
import { type BoardPatch, diffBoard } from "../../../shared/competitions/board-patch.ts";
import { type Leaderboard, leaderboardSchema } from "../../../shared/competitions/scores.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { StreamEvent } from "../../http/event-stream.ts";
import { t, withLocale } from "../../i18n.ts";
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
 * timer per watched competition (never per viewer) reads the version every second and pushes the new board
 * (a patch of the last one) to every listener. Staff may make it public by a link (a token); the public view has no entry ids.
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
  const key = `${competition.id}:${competition.scoresVersion}:${publicView ? "public" : "club"}:${texts.fallbackName}`;
  const hit = cached ? cache.get(key) : undefined;
  if (hit) return hit;
  const data = await boardData(db, competition.clubId, competition);
  const board = leaderboardOf(data, { fallbackName: texts.fallbackName }, publicView);
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

/** What an event stream hears: one event, written and compressed once for every listener of its board. */
type Listener = (event: StreamEvent) => void;

/** The listeners of one board (club or public, one language) and the board last pushed to them. */
interface Audience {
  publicView: boolean;
  locale: Locale;
  listeners: Set<Listener>;
  last: Leaderboard | null;
}

interface Watched {
  clubId: string;
  version: number;
  audiences: Map<string, Audience>;
  timer: ReturnType<typeof setInterval>;
  polling: boolean;
}

/** A board event's text: the patch of the board last pushed (see board-patch.ts). */
function boardEvent(patch: BoardPatch): StreamEvent {
  return new StreamEvent(`event: board\ndata: ${JSON.stringify(patch)}\n\n`);
}

/**
 * The live leaderboards' events: one timer per competition with listeners, reading its version every
 * `intervalMs`. At a new version the board is computed once per audience (club or public view, language),
 * parsed through its schema and written as one event (a patch of the board pushed before) that every listener
 * of the audience gets as it is: 200 viewers cost one computation and one serialization, not 200 requests. The
 * timer stops with the last listener.
 */
export class LiveBoards {
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

  /**
   * Listens to a competition's boards from `version` (the one the stream opened at) for one audience; answers
   * the function that stops listening.
   */
  subscribe(
    competition: Pick<CompetitionRow, "id" | "clubId" | "scoresVersion">,
    audience: { publicView: boolean; locale: Locale },
    listener: Listener,
  ): () => void {
    let watched = this.watched.get(competition.id);
    if (!watched) {
      const timer = setInterval(() => void this.poll(competition.id), this.intervalMs);
      timer.unref?.();
      watched = {
        clubId: competition.clubId,
        version: competition.scoresVersion,
        audiences: new Map(),
        timer,
        polling: false,
      };
      this.watched.set(competition.id, watched);
    }
    const key = `${audience.publicView ? "public" : "club"}:${audience.locale}`;
    let listeners = watched.audiences.get(key);
    if (!listeners) {
      listeners = { ...audience, listeners: new Set(), last: null };
      watched.audiences.set(key, listeners);
    }
    listeners.listeners.add(listener);
    const entry = watched;
    const group = listeners;
    return () => {
      group.listeners.delete(listener);
      if (group.listeners.size === 0) entry.audiences.delete(key);
      if (entry.audiences.size === 0 && this.watched.get(competition.id) === entry) {
        clearInterval(entry.timer);
        this.watched.delete(competition.id);
      }
    };
  }

  /** Reads the version once; at a new one, each audience's board goes to its listeners. */
  private async poll(competitionId: string): Promise<void> {
    const watched = this.watched.get(competitionId);
    if (!watched || watched.polling) return;
    watched.polling = true;
    try {
      const version = (await versionsOf(this.db, [competitionId])).get(competitionId);
      if (version === undefined || version === watched.version) return;
      const competition = await findCompetition(this.db, watched.clubId, competitionId);
      if (!competition) return;
      watched.version = competition.scoresVersion;
      for (const audience of watched.audiences.values()) {
        const board = leaderboardSchema.parse(
          await withLocale(audience.locale, () => boardOf(this.db, competition, audience.publicView)),
        );
        const event = boardEvent(diffBoard(audience.last, board));
        audience.last = board;
        for (const listener of audience.listeners) listener(event);
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

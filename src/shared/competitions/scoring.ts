import { strokeIndexRanks, strokesOnHole } from "../handicap/whs.ts";
import type { CompetitionFormat } from "./model.ts";

/**
 * Competition scoring as pure functions: per-hole results, card totals, four-ball better ball, countback and the
 * ranking of a field. No I/O; the strokes per hole are the handicap rules' (src/shared/handicap/whs.ts).
 */

/**
 * Recommended handicap allowances (Rules of Handicapping, Appendix C, medium-sized field): individual stroke play
 * 95 %, Stableford 95 %, par/bogey 95 %, four-ball Stableford 85 %. A gross competition uses no handicap: 100 % is
 * kept so that a Playing Handicap can still be shown.
 */
export const defaultAllowance: Record<CompetitionFormat, number> = {
  stroke_gross: 100,
  stroke_net: 95,
  stableford: 95,
  par_bogey: 95,
  fourball_stableford: 85,
};

/** Formats whose result is better when higher (points, holes won). */
export function higherIsBetter(format: CompetitionFormat): boolean {
  return format === "stableford" || format === "par_bogey" || format === "fourball_stableford";
}

/**
 * Stableford points on a hole (Rules of Golf 21.1): 2 for net par, one more for each stroke better, one less for
 * each stroke worse, never below 0. No score or picked up (null): 0.
 */
export function stablefordPoints(gross: number | null, par: number, strokes: number): number {
  if (gross === null) return 0;
  return Math.max(0, 2 + par + strokes - gross);
}

/** Par/bogey (Rules of Golf 21.3): net score below par wins (1), equal halves (0), above or no score loses (-1). */
export function parBogeyResult(gross: number | null, par: number, strokes: number): 1 | 0 | -1 {
  if (gross === null) return -1;
  const net = gross - strokes;
  return net < par ? 1 : net === par ? 0 : -1;
}

export interface CardHole {
  number: number;
  par: number;
  strokeIndex: number;
  gross: number | null;
}

export interface CardResult {
  gross: number | null;
  net: number | null;
  points: number | null;
  parBogey: number | null;
  holesPlayed: number;
  perHole: { gross: number | null; strokes: number; net: number | null; points: number; parBogey: number }[];
}

/**
 * Scores a card (holes in card order, 9 or 18) with a Playing Handicap.
 * - perHole: strokes received by stroke index, net, Stableford points and par/bogey result for every format.
 * - gross and net: the card's totals, null when any hole lacks a score (no return in stroke play); net = gross −
 *   Playing Handicap.
 * - points: the Stableford total (Stableford formats), parBogey: holes won minus holes lost (par/bogey); null for
 *   the formats that do not use them.
 */
export function scoreCard(format: CompetitionFormat, holes: CardHole[], playingHandicap: number): CardResult {
  const ranks = strokeIndexRanks(holes.map((hole) => hole.strokeIndex));
  const count = holes.length;
  const perHole = holes.map((hole, i) => {
    const strokes = strokesOnHole(playingHandicap, ranks[i] ?? hole.strokeIndex, count === 9 ? 9 : 18);
    return {
      gross: hole.gross,
      strokes,
      net: hole.gross === null ? null : hole.gross - strokes,
      points: stablefordPoints(hole.gross, hole.par, strokes),
      parBogey: parBogeyResult(hole.gross, hole.par, strokes),
    };
  });
  const complete = perHole.every((hole) => hole.gross !== null);
  const gross = complete ? perHole.reduce((sum, hole) => sum + (hole.gross ?? 0), 0) : null;
  const stableford = format === "stableford" || format === "fourball_stableford";
  return {
    gross,
    net: gross === null ? null : gross - Math.trunc(playingHandicap),
    points: stableford ? perHole.reduce((sum, hole) => sum + hole.points, 0) : null,
    parBogey: format === "par_bogey" ? perHole.reduce((sum, hole) => sum + hole.parBogey, 0) : null,
    holesPlayed: perHole.filter((hole) => hole.gross !== null).length,
    perHole,
  };
}

/** Four-ball better ball (Stableford): the better of the partners' points on each hole, and their total. */
export function fourBallBetterBall(a: CardResult, b: CardResult): { points: number; perHole: number[] } {
  const length = Math.max(a.perHole.length, b.perHole.length);
  const perHole = Array.from({ length }, (_, i) =>
    Math.max(a.perHole[i]?.points ?? 0, b.perHole[i]?.points ?? 0),
  );
  return { points: perHole.reduce((sum, points) => sum + points, 0), perHole };
}

/**
 * A four-ball side's card (Rules of Golf 23.2): on each hole the better of the partners' Stableford points, so
 * that the side ranks and counts back (compareCountback, rankResults) like one card. A hole is played when
 * either partner has a score there; a side of one (its partner absent, Rule 23.4) is that player's card.
 * Gross and net are not a side's: null.
 */
export function fourBallResult(a: CardResult, b: CardResult | null): CardResult {
  const better = b
    ? fourBallBetterBall(a, b)
    : { points: a.perHole.reduce((s, h) => s + h.points, 0), perHole: a.perHole.map((h) => h.points) };
  const perHole = better.perHole.map((points, i) => {
    const mine = a.perHole[i];
    const theirs = b?.perHole[i];
    const played = (mine?.gross ?? null) !== null || (theirs?.gross ?? null) !== null;
    return {
      gross: null,
      strokes: 0,
      net: null,
      points,
      parBogey: 0,
      played,
    };
  });
  return {
    gross: null,
    net: null,
    points: better.points,
    parBogey: null,
    holesPlayed: perHole.filter((h) => h.played).length,
    perHole: perHole.map(({ played: _played, ...hole }) => hole),
  };
}

/** The result a format ranks by; null when there is none (no return). */
export function primaryScore(format: CompetitionFormat, result: CardResult): number | null {
  switch (format) {
    case "stroke_gross":
      return result.gross;
    case "stroke_net":
      return result.net;
    case "stableford":
    case "fourball_stableford":
      return result.points ?? result.perHole.reduce((sum, hole) => sum + hole.points, 0);
    case "par_bogey":
      return result.parBogey ?? result.perHole.reduce((sum, hole) => sum + hole.parBogey, 0);
  }
}

/** The countback segments: 18 holes → last 9, 6, 3, 1; 9 holes → last 6, 3, 1. */
export function countbackSegments(holesInRound: 9 | 18): number[] {
  return holesInRound === 18 ? [9, 6, 3, 1] : [6, 3, 1];
}

/**
 * A segment's score multiplied by holesInRound, so that the handicap fraction stays exact (integers only):
 * net stroke play deducts segment ÷ holesInRound of the Playing Handicap, unrounded.
 */
function segmentScore(
  format: CompetitionFormat,
  entry: { result: CardResult; playingHandicap: number },
  indexes: number[],
  holesInRound: number,
): number | null {
  let total = 0;
  for (const index of indexes) {
    const hole = entry.result.perHole[index];
    if (!hole) return null;
    switch (format) {
      case "stroke_gross":
      case "stroke_net":
        if (hole.gross === null) return null;
        total += hole.gross;
        break;
      case "stableford":
      case "fourball_stableford":
        total += hole.points;
        break;
      case "par_bogey":
        total += hole.parBogey;
        break;
    }
  }
  const scaled = total * holesInRound;
  return format === "stroke_net" ? scaled - Math.trunc(entry.playingHandicap) * indexes.length : scaled;
}

function better(format: CompetitionFormat, a: number | null, b: number | null): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return higherIsBetter(format) ? b - a : a - b;
}

/**
 * Compares two cards like an Array.sort comparator: negative when `a` ranks before `b`, 0 when still tied.
 * First the format's result (gross, net, points or holes won minus lost), then countback (matching cards), the
 * method the Rules of Golf's Committee Procedures recommend and clubs commonly use:
 * - 18 holes: the last 9, 6, 3 and 1 holes; in net stroke play with 1/2, 1/3, 1/6 and 1/18 of the Playing
 *   Handicap deducted, fractions kept (not rounded); gross stroke play without deduction; Stableford and par/bogey
 *   compare the points (results) on those holes, which already include the strokes.
 * - 9 holes: the last 6, 3 and 1 holes, deducting 6/9, 3/9 and 1/9 of the (9-hole) Playing Handicap: the same
 *   rule, the fraction being the segment's share of the round.
 * - "Last" is by the card's hole numbers, not the order a player played them: after a two-tee or shotgun start
 *   the last 9 are still holes 10-18 (R&A guidance). `lastHoleOrder` (hole positions on the card, 1-based, in
 *   the order to count from the end) lets a Committee choose otherwise.
 * Still equal after the last hole: 0 (a tie the Committee decides, or shares).
 */
export function compareCountback(
  format: CompetitionFormat,
  a: { result: CardResult; playingHandicap: number },
  b: { result: CardResult; playingHandicap: number },
  holesInRound: 9 | 18,
  lastHoleOrder?: number[],
): number {
  const primary = better(format, primaryScore(format, a.result), primaryScore(format, b.result));
  if (primary !== 0) return primary;
  const order = (lastHoleOrder ?? Array.from({ length: holesInRound }, (_, i) => i + 1)).map(
    (position) => position - 1,
  );
  for (const length of countbackSegments(holesInRound)) {
    const indexes = order.slice(-length);
    const result = better(
      format,
      segmentScore(format, a, indexes, holesInRound),
      segmentScore(format, b, indexes, holesInRound),
    );
    if (result !== 0) return result;
  }
  return 0;
}

/**
 * Ranks a field: entries with status "ok" and a result by compareCountback, positions 1, 2, 2, 4 … (equal after
 * countback share a position); tiedOnCountback is true for an entry whose result equals another's, so that the
 * order between them came from countback (or is still a tie). Entries with another status, or no result (no
 * return), follow in their original order with position null.
 */
export function rankResults<
  T extends {
    result: CardResult;
    playingHandicap: number;
    status: "ok" | "no_return" | "disqualified" | "withdrawn";
  },
>(
  format: CompetitionFormat,
  entries: T[],
  holesInRound: 9 | 18,
): (T & { position: number | null; tiedOnCountback: boolean })[] {
  const ranked = entries
    .map((entry, original) => ({ entry, original }))
    .filter(({ entry }) => entry.status === "ok" && primaryScore(format, entry.result) !== null);
  ranked.sort((x, y) => compareCountback(format, x.entry, y.entry, holesInRound) || x.original - y.original);
  const primaries = ranked.map(({ entry }) => primaryScore(format, entry.result));
  const out: (T & { position: number | null; tiedOnCountback: boolean })[] = [];
  ranked.forEach(({ entry }, i) => {
    const previous = ranked[i - 1];
    const sharesPosition =
      previous !== undefined && compareCountback(format, previous.entry, entry, holesInRound) === 0;
    const position = sharesPosition ? (out[i - 1]?.position ?? i + 1) : i + 1;
    const tiedOnCountback = primaries.some((p, j) => j !== i && p === primaries[i]);
    out.push({ ...entry, position, tiedOnCountback });
  });
  const included = new Set(ranked.map(({ original }) => original));
  entries.forEach((entry, original) => {
    if (!included.has(original)) out.push({ ...entry, position: null, tiedOnCountback: false });
  });
  return out;
}

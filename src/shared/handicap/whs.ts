/**
 * The World Handicap System's formulas as pure functions (Rules of Handicapping, 2024 edition, published by the
 * USGA and The R&A; the rule numbers below are theirs). No I/O, no dates from the clock, no imports: the server
 * and the browser call the same code.
 *
 * Conventions:
 * - A plus Handicap Index is a negative number: "+2.1" is -2.1. The same for Course and Playing Handicaps.
 * - Handicap Index at most 54.0 (Rule 5.3).
 * - Rounding: every "rounded" in the rules is to the nearest unit with .5 rounded upwards, that is towards +∞.
 *   For negative values this is towards zero: a Score Differential of -1.55 is -1.5 (Rule 5.1c) and a plus
 *   Playing Handicap of +4.5 is +4 ("moves up towards zero including rounding", Appendix C). See roundHalfUp.
 */

export const MAX_HANDICAP_INDEX = 54;

/** 18-hole ratings, or one nine's ratings (the nine's par, Course Rating and Slope Rating). */
export interface Rating {
  par: number;
  courseRating: number;
  slopeRating: number;
}

/** strokeIndex 1..18; for a 9-hole round either 1..9 or the 18-hole course's odd or even indexes as printed. */
export interface Hole {
  number: number;
  par: number;
  strokeIndex: number;
}

/**
 * Rounds half upwards (towards +∞) at `decimals` places, without floating-point drift: the value is scaled to an
 * integer count of units (tenths for decimals = 1) and 1e-9 of a unit is added before Math.round, so a value
 * that is x.5 units in decimal arithmetic but x.4999999999997 in binary (e.g. 10.55 × 10) still rounds up.
 * Math.round itself rounds .5 towards +∞ (-15.5 → -15), which is the rules' direction for negative values.
 * The result never is -0.
 */
export function roundHalfUp(x: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const units = Math.round(x * factor + 1e-9);
  return units / factor + 0;
}

/** Whole tenths of a value already given to a tenth (an index, a differential): exact integer arithmetic. */
function tenths(x: number): number {
  return Math.round(x * 10);
}

/**
 * Rule 6.1a, unrounded: Handicap Index × (Slope Rating ÷ 113) + (Course Rating − par). The Playing Handicap is
 * computed from this full value; rounding happens only after the allowance (Rule 6.1 note).
 */
export function courseHandicapExact(index: number, rating: Rating): number {
  return (index * rating.slopeRating) / 113 + (rating.courseRating - rating.par);
}

/**
 * Rule 6.1a: the Course Handicap rounded to a whole number (.5 upwards; a plus handicap of -0.5 is 0, -2.5 is -2).
 * The rounded value is the one for net double bogey, net par and score differentials (Rule 6.1 note).
 */
export function courseHandicap(index: number, rating: Rating): number {
  return roundHalfUp(courseHandicapExact(index, rating));
}

/**
 * Rule 6.1b, unrounded: half the Handicap Index, rounded to the nearest tenth (USGA local guidance for Rule 6, as
 * the 9-hole example there does), with the nine's par, Course Rating and Slope Rating.
 */
export function nineHoleCourseHandicapExact(index: number, nine: Rating): number {
  return courseHandicapExact(roundHalfUp(index / 2, 1), nine);
}

/** Rule 6.1b: the 9-hole Course Handicap, rounded to a whole number as the final step. */
export function nineHoleCourseHandicap(index: number, nine: Rating): number {
  return roundHalfUp(nineHoleCourseHandicapExact(index, nine));
}

/**
 * Rule 6.2: Course Handicap × handicap allowance, rounded to a whole number (.5 upwards; a plus handicap moves
 * towards zero, Appendix C). Pass the unrounded Course Handicap (courseHandicapExact) as the rule asks; a rounded
 * one gives the same result in most but not all cases.
 */
export function playingHandicap(courseHandicap: number, allowancePercent: number): number {
  return roundHalfUp((courseHandicap * allowancePercent) / 100);
}

/**
 * Strokes received on a hole by stroke index (Appendix E): one on each hole whose index is at most the handicap,
 * a second round once the handicap exceeds the number of holes, and so on. A plus handicap gives strokes back
 * starting at the highest index (SI 18, then 17, …; over 9 holes SI 9, then 8, …) and returns a negative number.
 * For 9 holes the stroke index is the hole's rank 1..9 within the nine (see strokeIndexRanks).
 */
export function strokesOnHole(playingHandicap: number, strokeIndex: number, holes: 9 | 18 = 18): number {
  const handicap = Math.trunc(playingHandicap);
  if (handicap >= 0) {
    return Math.floor(handicap / holes) + (strokeIndex <= handicap % holes ? 1 : 0);
  }
  const given = -handicap;
  return -(Math.floor(given / holes) + (strokeIndex > holes - (given % holes) ? 1 : 0)) + 0; // never -0
}

/**
 * The holes' stroke indexes as ranks 1..n in the order of the printed indexes: 1..18 stays 1..18; a nine that
 * carries the 18-hole course's odd (or even) indexes becomes 1..9 in their order (Appendix E).
 */
export function strokeIndexRanks(strokeIndexes: readonly number[]): number[] {
  const order = strokeIndexes.map((strokeIndex, position) => ({ strokeIndex, position }));
  order.sort((a, b) => a.strokeIndex - b.strokeIndex || a.position - b.position);
  const ranks = new Array<number>(strokeIndexes.length).fill(0);
  order.forEach((entry, rank) => {
    ranks[entry.position] = rank + 1;
  });
  return ranks;
}

/**
 * Rule 3.1b: net double bogey = par + 2 + the strokes received on the hole (fewer for a plus handicap), from the
 * (rounded) Course Handicap.
 */
export function netDoubleBogey(hole: Hole, courseHandicap: number, holes: 9 | 18 = 18): number {
  return hole.par + 2 + strokesOnHole(courseHandicap, hole.strokeIndex, holes);
}

/**
 * Rule 3.1 and 3.2: each hole's score capped at net double bogey; a hole not played (null) counts as net par
 * (par + strokes received). The stroke indexes are ranked within the holes given, so a nine with the course's odd
 * or even indexes works. 9 or 18 holes.
 * Note: the 2024 edition uses the player's expected score for holes not played in a round of 10-17 holes
 * (Rule 3.2 / 5.1); this function keeps net par, as the competition card does.
 */
export function adjustedGrossScore(holes: Hole[], gross: (number | null)[], courseHandicap: number): number {
  if (holes.length !== gross.length) throw new RangeError("one score (or null) is needed for each hole");
  const count: 9 | 18 = holes.length <= 9 ? 9 : 18;
  const ranks = strokeIndexRanks(holes.map((hole) => hole.strokeIndex));
  let total = 0;
  holes.forEach((hole, i) => {
    const strokes = strokesOnHole(courseHandicap, ranks[i] ?? hole.strokeIndex, count);
    const score = gross[i];
    if (score === null || score === undefined) {
      total += hole.par + strokes;
    } else {
      total += Math.min(score, hole.par + 2 + strokes);
    }
  });
  return total;
}

/**
 * Rule 5.1a: (113 ÷ Slope Rating) × (adjusted gross score − Course Rating − PCC adjustment), rounded to the
 * nearest tenth (.5 upwards; a negative differential rounds towards zero, Rule 5.1c).
 */
export function scoreDifferential(adjustedGross: number, rating: Rating, pcc = 0): number {
  return roundHalfUp((113 / rating.slopeRating) * (adjustedGross - rating.courseRating - pcc), 1);
}

/**
 * The expected 9-hole Score Differential of a player with this Handicap Index (2024 definition "expected score").
 * The Rules of Handicapping do not publish its formula (England Golf: "not shared by the USGA"); this uses the
 * linear approximation HI × 0.52 + 1.2 used by public calculators, rounded to a tenth (index 14.0 → 8.5, the
 * figure public code quotes from a USGA 9-hole example; not verified against a USGA page). A national system's
 * own value, when known, should replace it: the 18-hole differential then follows the rule exactly.
 */
export function expectedNineHoleDifferential(index: number): number {
  return roundHalfUp(index * 0.52 + 1.2, 1);
}

/**
 * Rule 5.1b (2024): the 9-hole Score Differential (113 ÷ 9-hole Slope Rating) × (9-hole adjusted gross score −
 * 9-hole Course Rating − ½ PCC), unrounded, plus the expected Score Differential for the 9 holes not played;
 * the 18-hole result is rounded to the nearest tenth.
 */
export function nineHoleScoreDifferential(
  adjustedGross9: number,
  nine: Rating,
  index: number,
  pcc = 0,
): number {
  const played = (113 / nine.slopeRating) * (adjustedGross9 - nine.courseRating - 0.5 * pcc);
  return roundHalfUp(played + expectedNineHoleDifferential(index), 1);
}

export interface ScoreRecordEntry {
  id: string;
  playedOn: string /* YYYY-MM-DD */;
  differential: number;
  /** Rule 5.9: the reduction this score triggered (-1 or -2), applied to the most recent 20 including itself. */
  exceptionalAdjustment?: number;
}

export interface IndexComputation {
  index: number | null; // null: fewer than 3 scores
  counted: number; // how many of the most recent 20 were used
  usedIds: string[]; // the ids of differentials used
  recentIds: string[]; // the most recent (up to) 20 in order, newest first
  adjustment: number; // table 5.2a adjustment (e.g. -2.0 for 3 scores)
  uncapped: number | null; // before caps
  cap: "none" | "soft" | "hard";
  lowIndex: number | null;
}

/** Rule 5.2a's table: [differentials in the record] → [lowest n averaged, adjustment]. 20 and more: 8, 0. */
const fewerThan20: Record<number, readonly [number, number]> = {
  3: [1, -2],
  4: [1, -1],
  5: [1, 0],
  6: [2, -1],
  7: [2, 0],
  8: [2, 0],
  9: [3, 0],
  10: [3, 0],
  11: [3, 0],
  12: [4, 0],
  13: [4, 0],
  14: [4, 0],
  15: [5, 0],
  16: [5, 0],
  17: [6, 0],
  18: [6, 0],
  19: [7, 0],
};

/** Rule 5.2a/5.2b: how many of the lowest differentials count and the adjustment, for a record of this size. */
export function differentialsToUse(scores: number): { count: number; adjustment: number } | null {
  if (scores < 3) return null;
  if (scores >= 20) return { count: 8, adjustment: 0 };
  const row = fewerThan20[scores];
  if (!row) return null;
  return { count: row[0], adjustment: row[1] };
}

function byNewestFirst(a: ScoreRecordEntry, b: ScoreRecordEntry): number {
  if (a.playedOn !== b.playedOn) return a.playedOn < b.playedOn ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * Rule 5.2 with 5.8 and 5.9: the Handicap Index from a scoring record.
 * - The record is sorted newest first (playedOn, then id); the most recent 20 count.
 * - Each differential carries the exceptional score reductions (Rule 5.9) of the scores that had it among their
 *   most recent 20 when they were submitted: the score itself and the 19 before it; several add up.
 * - Fewer than 20: Rule 5.2a's table (lowest 1 of 3 with -2.0 … lowest 7 of 19); 20: lowest 8 (Rule 5.2b).
 *   The average plus the adjustment is rounded to a tenth; then the caps against the Low Handicap Index (Rule
 *   5.8), then the maximum of 54.0 (Rule 5.3).
 */
export function computeHandicapIndex(record: ScoreRecordEntry[], lowIndex: number | null): IndexComputation {
  const newestFirst = [...record].sort(byNewestFirst);
  const recent = newestFirst.slice(0, 20);
  const recentIds = recent.map((entry) => entry.id);
  const use = differentialsToUse(recent.length);
  if (!use) {
    return {
      index: null,
      counted: 0,
      usedIds: [],
      recentIds,
      adjustment: 0,
      uncapped: null,
      cap: "none",
      lowIndex,
    };
  }
  // Oldest first for the exceptional reductions: entry at position p is adjusted by each later-or-same score q
  // with q - p < 20 that triggered one.
  const oldestFirst = [...newestFirst].reverse();
  const reductionTenths = new Map<string, number>();
  oldestFirst.forEach((entry, position) => {
    let sum = 0;
    for (let q = position; q < oldestFirst.length && q - position < 20; q++) {
      sum += tenths(oldestFirst[q]?.exceptionalAdjustment ?? 0);
    }
    reductionTenths.set(entry.id, sum);
  });
  const adjusted = recent.map((entry, order) => ({
    id: entry.id,
    order,
    tenths: tenths(entry.differential) + (reductionTenths.get(entry.id) ?? 0),
  }));
  // Lowest first; equal differentials: the more recent one first (a stable, documented choice).
  const lowest = [...adjusted].sort((a, b) => a.tenths - b.tenths || a.order - b.order).slice(0, use.count);
  const sumTenths = lowest.reduce((sum, entry) => sum + entry.tenths, 0);
  const uncapped = roundHalfUp(sumTenths / use.count / 10 + use.adjustment, 1);
  const capped = applyCaps(uncapped, lowIndex);
  return {
    index: Math.min(capped.index, MAX_HANDICAP_INDEX),
    counted: use.count,
    usedIds: lowest.map((entry) => entry.id),
    recentIds,
    adjustment: use.adjustment,
    uncapped,
    cap: capped.cap,
    lowIndex,
  };
}

/**
 * Rule 5.8: against the Low Handicap Index, an increase of more than 3.0 is halved above 3.0 (soft cap, rounded to
 * a tenth, .5 upwards), and after that the increase is at most 5.0 (hard cap). No Low Handicap Index (fewer than
 * 20 scores): no cap. Computed in whole tenths.
 */
export function applyCaps(
  uncapped: number,
  lowIndex: number | null,
): { index: number; cap: "none" | "soft" | "hard" } {
  if (lowIndex === null) return { index: uncapped, cap: "none" };
  const low = tenths(lowIndex);
  const value = tenths(uncapped);
  const increase = value - low;
  if (increase <= 30) return { index: uncapped, cap: "none" };
  const soft = low + 30 + Math.round((increase - 30) / 2);
  if (soft - low > 50) return { index: (low + 50) / 10, cap: "hard" };
  return { index: soft / 10, cap: "soft" };
}

/**
 * Rule 5.9: a Score Differential (unrounded allowed) 7.0 to 9.9 below the Handicap Index in effect when the round
 * was played → -1; 10.0 or more below → -2; otherwise 0.
 */
export function exceptionalScoreReduction(differential: number, indexBefore: number): 0 | -1 | -2 {
  const below = indexBefore - differential;
  if (below >= 10 - 1e-9) return -2;
  if (below >= 7 - 1e-9) return -1;
  return 0;
}

const dayMs = 86_400_000;

function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / dayMs;
}

/**
 * Rule 5.7: the lowest Handicap Index of the 365 days up to and including `asOf`, the day the most recent score
 * in the record was played (interpretation 5.7/1: a Low Handicap Index older than 365 days still counts until the
 * next score is played). When no index falls in that period the player's index in effect then (the latest before
 * it) is the Low Handicap Index (interpretation 5.7/2). Null when there is no history. Whether 20 scores exist
 * (a Low Handicap Index is established) is the caller's question.
 */
export function lowIndexOf(history: { date: string; index: number }[], asOf: string): number | null {
  const end = dayNumber(asOf);
  const start = end - 365;
  let lowest: number | null = null;
  let latestBefore: { day: number; index: number } | null = null;
  for (const entry of history) {
    const day = dayNumber(entry.date);
    if (day > end) continue;
    if (day >= start) {
      if (lowest === null || entry.index < lowest) lowest = entry.index;
    } else if (latestBefore === null || day > latestBefore.day) {
      latestBefore = { day, index: entry.index };
    }
  }
  return lowest ?? latestBefore?.index ?? null;
}

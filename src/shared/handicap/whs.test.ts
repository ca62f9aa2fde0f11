import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adjustedGrossScore,
  applyCaps,
  computeHandicapIndex,
  courseHandicap,
  courseHandicapExact,
  differentialsToUse,
  exceptionalScoreReduction,
  expectedNineHoleDifferential,
  type Hole,
  lowIndexOf,
  MAX_HANDICAP_INDEX,
  netDoubleBogey,
  nineHoleCourseHandicap,
  nineHoleCourseHandicapExact,
  nineHoleScoreDifferential,
  playingHandicap,
  type Rating,
  roundHalfUp,
  type ScoreRecordEntry,
  scoreDifferential,
  strokeIndexRanks,
  strokesOnHole,
} from "./whs.ts";

// The White tees (men) of the Rule 6.1b/1 clarification: 18 holes 73.1/132, holes 1-9 36.1/132, 10-18 37.0/131.
const white: Rating = { par: 72, courseRating: 73.1, slopeRating: 132 };

/** 18 holes of par 4 with stroke index = hole number unless given. */
function parFours(strokeIndexes?: number[]): Hole[] {
  return Array.from({ length: 18 }, (_, i) => ({
    number: i + 1,
    par: 4,
    strokeIndex: strokeIndexes?.[i] ?? i + 1,
  }));
}

function record(differentials: number[], start = "2026-01-01", prefix = "s"): ScoreRecordEntry[] {
  // Oldest first in the list given; one score a day.
  const first = Date.parse(`${start}T00:00:00Z`);
  return differentials.map((differential, i) => ({
    id: `${prefix}${String(i).padStart(2, "0")}`,
    playedOn: new Date(first + i * 86_400_000).toISOString().slice(0, 10),
    differential,
  }));
}

describe("rounding (one helper for every rule)", () => {
  it("Rule 5.1c examples: a minus differential of -1.54 and of -1.55 both round to -1.5 (towards zero)", () => {
    expect(roundHalfUp(-1.54, 1)).toBe(-1.5);
    expect(roundHalfUp(-1.55, 1)).toBe(-1.5);
    expect(roundHalfUp(-1.56, 1)).toBe(-1.6);
  });

  it("USGA soft cap example: 11.6 - 1.05 = 10.55 rounds to 10.6 despite binary drift", () => {
    expect(roundHalfUp(11.6 - 1.05, 1)).toBe(10.6);
    expect(roundHalfUp(4.35, 1)).toBe(4.4);
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-2);
    expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
  });
});

describe("Course Handicap (Rule 6.1)", () => {
  it("Rule 6.1a built from the rule text with the Rule 6.1b/1 White tees: index 10.4 → 13.249 → 13", () => {
    expect(courseHandicapExact(10.4, white)).toBeCloseTo(13.2487, 4);
    expect(courseHandicap(10.4, white)).toBe(13);
  });

  it("Rule 6.1a built from the rule text: a plus index +1.5 on the same tees → -0.652 → +1 (-1)", () => {
    expect(courseHandicap(-1.5, white)).toBe(-1);
    expect(courseHandicap(0, { par: 72, courseRating: 71.5, slopeRating: 113 })).toBe(0); // -0.5 rounds up to 0
  });

  it("USGA local guidance for Rule 6, 9-hole example: index 8.7, 35.3/121/par 36 → 4.35 → 4.4 → 4.011 → 4", () => {
    const nine: Rating = { par: 36, courseRating: 35.3, slopeRating: 121 };
    expect(nineHoleCourseHandicapExact(8.7, nine)).toBeCloseTo(4.0115, 4);
    expect(nineHoleCourseHandicap(8.7, nine)).toBe(4);
  });
});

describe("Playing Handicap (Rule 6.2, Appendix C)", () => {
  it("Rule 6.2 built from the rule text: Course Handicap 30.72 × 85 % (four-ball) = 26.11 → 26", () => {
    const ch = courseHandicapExact(27.7, { par: 72, courseRating: 71.1, slopeRating: 129 });
    expect(ch).toBeCloseTo(30.7221, 4);
    expect(playingHandicap(ch, 85)).toBe(26);
    expect(playingHandicap(20, 95)).toBe(19);
  });

  it("Rule 6.2a/1 example: 71.0/125/par 71, four-ball 85 %: index 8.6 → 9.5132 → 8 and 10.3 → 11.3938 → 10 (rounded first both were 9)", () => {
    const tees: Rating = { par: 71, courseRating: 71.0, slopeRating: 125 };
    expect(courseHandicapExact(8.6, tees)).toBeCloseTo(9.5132, 3);
    expect(courseHandicapExact(10.3, tees)).toBeCloseTo(11.3938, 3);
    expect(playingHandicap(courseHandicapExact(8.6, tees), 85)).toBe(8);
    expect(playingHandicap(courseHandicapExact(10.3, tees), 85)).toBe(10);
    expect(playingHandicap(courseHandicap(8.6, tees), 85)).toBe(9);
    expect(playingHandicap(courseHandicap(10.3, tees), 85)).toBe(9);
  });

  it("Rule 6.1 note: the full Course Handicap is kept and rounded only after the allowance (14.45 × 95 % → 14, not 13)", () => {
    expect(playingHandicap(14.45, 95)).toBe(14);
    expect(playingHandicap(14, 95)).toBe(13);
  });

  it("Appendix C: a plus Playing Handicap moves up towards zero including rounding (+5 × 90 % = +4.5 → +4)", () => {
    expect(playingHandicap(-5, 90)).toBe(-4);
  });
});

describe("strokes received by stroke index (Appendix E)", () => {
  it("built from the rule text: handicap 10 gets one stroke on SI 1-10, none on SI 11", () => {
    expect(strokesOnHole(10, 10)).toBe(1);
    expect(strokesOnHole(10, 11)).toBe(0);
  });

  it("built from the rule text: handicap 24 gets two strokes on SI 1-6 and one on SI 7-18", () => {
    expect(strokesOnHole(24, 6)).toBe(2);
    expect(strokesOnHole(24, 7)).toBe(1);
    expect(strokesOnHole(24, 18)).toBe(1);
    expect(strokesOnHole(40, 4)).toBe(3);
  });

  it("Appendix C example: a Playing Handicap of +2 gives strokes back at SI 18 and 17", () => {
    expect(strokesOnHole(-2, 18)).toBe(-1);
    expect(strokesOnHole(-2, 17)).toBe(-1);
    expect(strokesOnHole(-2, 16)).toBe(0);
  });

  it("built from the rule text: over 9 holes the nine's ranks count, a plus 1 gives back on rank 9", () => {
    expect(strokesOnHole(4, 4, 9)).toBe(1);
    expect(strokesOnHole(4, 5, 9)).toBe(0);
    expect(strokesOnHole(11, 2, 9)).toBe(2);
    expect(strokesOnHole(-1, 9, 9)).toBe(-1);
    expect(strokeIndexRanks([3, 17, 1, 9, 5, 13, 7, 15, 11])).toEqual([2, 9, 1, 5, 3, 7, 4, 8, 6]);
  });

  it("the total strokes over the holes equal the handicap", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 60 }), fc.constantFrom<9 | 18>(9, 18), (handicap, holes) => {
        let total = 0;
        for (let si = 1; si <= holes; si++) total += strokesOnHole(handicap, si, holes);
        expect(total).toBe(handicap);
      }),
    );
  });
});

describe("net double bogey and adjusted gross score (Rules 3.1, 3.2)", () => {
  it("USGA net double bogey example: Course Handicap 10, a par 4 with a stroke: 8 counts as 7; 83 for the competition, 82 for handicap", () => {
    expect(netDoubleBogey({ number: 12, par: 4, strokeIndex: 5 }, 10)).toBe(7);
    expect(netDoubleBogey({ number: 13, par: 4, strokeIndex: 11 }, 10)).toBe(6);
    // Hole 12 has SI 5 (a stroke), hole 5 SI 12; bogeys on holes 1-7, an 8 on hole 12, pars elsewhere.
    const card = parFours(Array.from({ length: 18 }, (_, i) => (i === 11 ? 5 : i === 4 ? 12 : i + 1)));
    const gross = card.map((hole) => (hole.number <= 7 ? 5 : hole.number === 12 ? 8 : 4));
    expect(gross.reduce((a, b) => a + b, 0)).toBe(83);
    expect(adjustedGrossScore(card, gross, 10)).toBe(82);
  });

  it("USGA FAQ on Rule 3.1: Course Handicap 15, a par 4 with stroke index 10 → maximum 7", () => {
    expect(netDoubleBogey({ number: 1, par: 4, strokeIndex: 10 }, 15)).toBe(7);
  });

  it("USGA net double bogey example: Course Handicap 19-36 starts at triple bogey, +1 on SI ≤ CH − 18", () => {
    expect(netDoubleBogey({ number: 1, par: 4, strokeIndex: 6 }, 24)).toBe(8);
    expect(netDoubleBogey({ number: 1, par: 4, strokeIndex: 7 }, 24)).toBe(7);
  });

  it("Rule 3.1b built from the rule text: a plus Course Handicap of +2 lowers the limit on SI 17-18 to par + 1", () => {
    expect(netDoubleBogey({ number: 18, par: 4, strokeIndex: 18 }, -2)).toBe(5);
    expect(netDoubleBogey({ number: 1, par: 4, strokeIndex: 1 }, -2)).toBe(6);
  });

  it("Rule 3.2 built from the rule text: a hole not played counts as net par", () => {
    const holes = parFours();
    const gross: (number | null)[] = holes.map(() => 4);
    gross[0] = null; // SI 1, Course Handicap 10: net par 5
    expect(adjustedGrossScore(holes, gross, 10)).toBe(72 + 1);
  });

  it("Appendix E built from the rule text: a nine with the course's odd stroke indexes gets the strokes on its four hardest", () => {
    const nine: Hole[] = [1, 3, 5, 7, 9, 11, 13, 15, 17].map((si, i) => ({
      number: i + 1,
      par: 4,
      strokeIndex: si,
    }));
    const gross = nine.map(() => 9);
    // Course Handicap 4: ranks 1-4 (SI 1, 3, 5, 7) allow 7, the others 6.
    expect(adjustedGrossScore(nine, gross, 4)).toBe(4 * 7 + 5 * 6);
  });

  it("rejects a card whose scores do not match its holes", () => {
    expect(() => adjustedGrossScore(parFours(), [4, 4], 10)).toThrow(RangeError);
  });
});

describe("Score Differential (Rule 5.1)", () => {
  it("Rule 5.1a built from the rule text: 85 on 73.1/132 → (113 ÷ 132) × 11.9 = 10.19 → 10.2", () => {
    expect(scoreDifferential(85, white)).toBe(10.2);
  });

  it("Rule 5.1a built from the rule text: a PCC of +1.0 is taken off before the slope (→ 9.3)", () => {
    expect(scoreDifferential(85, white, 1)).toBe(9.3);
  });

  it("Rule 5.1c built from the rule text: below the Course Rating the differential is negative (70 → -2.7)", () => {
    expect(scoreDifferential(70, white)).toBe(-2.7);
  });

  it("Rule 5.1b (2024) built from the rule text: 9-hole differential 7.2 + expected 8.5 for index 14.0 (approximation, not the rules' table) = 15.7", () => {
    expect(expectedNineHoleDifferential(14)).toBe(8.5);
    const nine: Rating = { par: 36, courseRating: 34.8, slopeRating: 113 };
    expect(nineHoleScoreDifferential(42, nine, 14)).toBe(15.7);
    // Half the PCC applies to the nine played.
    expect(nineHoleScoreDifferential(42, nine, 14, 1)).toBe(15.2);
  });

  it("property: a worse adjusted gross score never lowers the differential", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 160 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 550, max: 800 }),
        fc.integer({ min: 55, max: 155 }),
        fc.integer({ min: -10, max: 30 }),
        (score, worse, ratingTenths, slope, pccTenths) => {
          const rating: Rating = { par: 72, courseRating: ratingTenths / 10, slopeRating: slope };
          const pcc = pccTenths / 10;
          expect(scoreDifferential(score + worse, rating, pcc)).toBeGreaterThanOrEqual(
            scoreDifferential(score, rating, pcc),
          );
        },
      ),
    );
  });
});

describe("Handicap Index (Rules 5.2, 5.3)", () => {
  it("Rule 5.2a table: 3 → lowest 1 -2.0, 4 → 1 -1.0, 5 → 1, 6 → 2 -1.0, 7-8 → 2, 19 → 7, 20 → 8", () => {
    expect(differentialsToUse(2)).toBeNull();
    expect(differentialsToUse(3)).toEqual({ count: 1, adjustment: -2 });
    expect(differentialsToUse(4)).toEqual({ count: 1, adjustment: -1 });
    expect(differentialsToUse(5)).toEqual({ count: 1, adjustment: 0 });
    expect(differentialsToUse(6)).toEqual({ count: 2, adjustment: -1 });
    expect(differentialsToUse(8)).toEqual({ count: 2, adjustment: 0 });
    expect(differentialsToUse(11)).toEqual({ count: 3, adjustment: 0 });
    expect(differentialsToUse(14)).toEqual({ count: 4, adjustment: 0 });
    expect(differentialsToUse(16)).toEqual({ count: 5, adjustment: 0 });
    expect(differentialsToUse(18)).toEqual({ count: 6, adjustment: 0 });
    expect(differentialsToUse(19)).toEqual({ count: 7, adjustment: 0 });
    expect(differentialsToUse(20)).toEqual({ count: 8, adjustment: 0 });
    expect(differentialsToUse(45)).toEqual({ count: 8, adjustment: 0 });
  });

  it("Rule 5 interpretation example 1: differentials 15.3, 15.2, 16.6 → 15.2 − 2 = initial index 13.2", () => {
    const result = computeHandicapIndex(record([15.3, 15.2, 16.6]), null);
    expect(result.index).toBe(13.2);
    expect(result.counted).toBe(1);
    expect(result.adjustment).toBe(-2);
    expect(result.usedIds).toEqual(["s01"]);
    expect(result.recentIds).toEqual(["s02", "s01", "s00"]);
    expect(result.cap).toBe("none");
  });

  it("Rule 5 interpretation example 2: 40.7, 42.4, 36.1 → 34.1; three more (45.9, 43.6, 45.0) → 38.4 − 1 = 37.4", () => {
    expect(computeHandicapIndex(record([40.7, 42.4, 36.1]), null).index).toBe(34.1);
    const six = computeHandicapIndex(record([40.7, 42.4, 36.1, 45.9, 43.6, 45.0]), null);
    expect(six.index).toBe(37.4);
    expect(six.uncapped).toBe(37.4);
    expect(six.counted).toBe(2);
    expect(six.adjustment).toBe(-1);
    expect(new Set(six.usedIds)).toEqual(new Set(["s00", "s02"]));
  });

  it("Rule 5.2b built from the rule text: the lowest 8 of the most recent 20 (an older low one no longer counts)", () => {
    // 21 scores: the oldest (1.0) drops out; the lowest 8 of the other 20 are 10.0 … 17.0.
    const diffs = [
      1.0,
      10.0,
      11.0,
      12.0,
      13.0,
      14.0,
      15.0,
      16.0,
      17.0,
      ...Array.from({ length: 12 }, () => 25.0),
    ];
    const result = computeHandicapIndex(record(diffs), null);
    expect(result.recentIds).toHaveLength(20);
    expect(result.recentIds).not.toContain("s00");
    expect(result.counted).toBe(8);
    expect(result.index).toBe(13.5);
  });

  it("fewer than 3 scores: no index", () => {
    const result = computeHandicapIndex(record([20.1, 22.3]), null);
    expect(result.index).toBeNull();
    expect(result.uncapped).toBeNull();
    expect(result.recentIds).toEqual(["s01", "s00"]);
  });

  it("Rule 5.3: an initial index over 54.0 is 54.0", () => {
    expect(computeHandicapIndex(record([60.4, 61.0, 59.9]), null).index).toBe(MAX_HANDICAP_INDEX);
  });

  it("sorts by playedOn then id, whatever order the record comes in", () => {
    const entries: ScoreRecordEntry[] = [
      { id: "b", playedOn: "2026-05-01", differential: 12 },
      { id: "c", playedOn: "2026-04-01", differential: 14 },
      { id: "a", playedOn: "2026-05-01", differential: 13 },
    ];
    expect(computeHandicapIndex(entries, null).recentIds).toEqual(["b", "a", "c"]);
  });
});

describe("caps (Rule 5.8)", () => {
  it("USGA cap examples, soft cap: average 11.6, Low Handicap Index 6.5 → 11.6 − 1.05 = 10.55 → 10.6", () => {
    expect(applyCaps(11.6, 6.5)).toEqual({ index: 10.6, cap: "soft" });
  });

  it("USGA cap examples, hard cap: average 18.2, Low Handicap Index 10.2 → soft 15.7 → hard 15.2", () => {
    expect(applyCaps(18.2, 10.2)).toEqual({ index: 15.2, cap: "hard" });
  });

  it("USGA FAQ (Rule 5.8): Low Handicap Index 10.0 and 8-of-20 of 13.4 → 13.2", () => {
    expect(applyCaps(13.4, 10)).toEqual({ index: 13.2, cap: "soft" });
  });

  it("England Golf soft cap example: Low Handicap Index 14.8, best 8 average 19.7 → 18.8", () => {
    expect(applyCaps(19.7, 14.8)).toEqual({ index: 18.8, cap: "soft" });
  });

  it("Rule 5.8 built from the rule text: an increase of exactly 3.0 is not capped, no Low Handicap Index no cap", () => {
    expect(applyCaps(9.5, 6.5)).toEqual({ index: 9.5, cap: "none" });
    expect(applyCaps(30, null)).toEqual({ index: 30, cap: "none" });
    expect(applyCaps(5.0, 8.0)).toEqual({ index: 5.0, cap: "none" });
  });

  it("the caps apply inside computeHandicapIndex: 20 scores of 11.6 against a Low Handicap Index of 6.5 → 10.6", () => {
    const result = computeHandicapIndex(record(Array.from({ length: 20 }, () => 11.6)), 6.5);
    expect(result).toMatchObject({ index: 10.6, uncapped: 11.6, cap: "soft", lowIndex: 6.5 });
  });

  it("properties: never more than 5.0 above the Low Handicap Index, never above the uncapped value, never above 54", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 540 }), fc.integer({ min: -100, max: 540 }), (u, l) => {
        const uncapped = u / 10;
        const low = l / 10;
        const { index } = applyCaps(uncapped, low);
        expect(index).toBeLessThanOrEqual(uncapped);
        expect(tenthsOf(index) - l).toBeLessThanOrEqual(50);
        if (uncapped - low <= 3) expect(index).toBe(uncapped);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -50, max: 700 }), { minLength: 3, maxLength: 30 }),
        fc.option(fc.integer({ min: -50, max: 540 }), { nil: null }),
        (diffs, low) => {
          const result = computeHandicapIndex(
            record(diffs.map((d) => d / 10)),
            low === null ? null : low / 10,
          );
          expect(result.index).not.toBeNull();
          expect(result.index ?? 0).toBeLessThanOrEqual(MAX_HANDICAP_INDEX);
          if (low !== null) expect(tenthsOf(result.index ?? 0) - low).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});

function tenthsOf(x: number): number {
  return Math.round(x * 10);
}

describe("exceptional scores (Rule 5.9)", () => {
  it("Rule 5.9 table: 7.0-9.9 below → -1, 10.0 or more → -2, less than 7.0 → 0 (unrounded differential)", () => {
    expect(exceptionalScoreReduction(7.8, 14.8)).toBe(-1);
    expect(exceptionalScoreReduction(7.9, 14.8)).toBe(0);
    expect(exceptionalScoreReduction(4.8, 14.8)).toBe(-2);
    expect(exceptionalScoreReduction(4.85, 14.8)).toBe(-1);
    expect(exceptionalScoreReduction(-12.1, -2.0)).toBe(-2);
  });

  it("DGU guidance on Rule 5.9 (2024): index 14.8, an exceptional 6.8 would give 13.5; with -1 on the last 20 it is 12.5", () => {
    expect(exceptionalScoreReduction(6.8, 14.8)).toBe(-1);
    // Before (20 scores): the lowest 8 are 14.4 × 6, 14.8, 17.2 (average 14.8), the rest 20.0; the oldest, a
    // 20.0, drops out when the 6.8 comes in.
    const before = [
      20.0,
      14.4,
      14.4,
      14.4,
      14.4,
      14.4,
      14.4,
      14.8,
      17.2,
      ...Array.from({ length: 11 }, () => 20.0),
    ];
    expect(computeHandicapIndex(record(before), null).index).toBe(14.8);
    const after = record([...before, 6.8]);
    expect(computeHandicapIndex(after, null).index).toBe(13.5);
    const last = after[after.length - 1];
    if (last) last.exceptionalAdjustment = -1;
    expect(computeHandicapIndex(after, null).index).toBe(12.5);
  });

  it("Rule 5.9 built from the rule text: the reduction stays on the 20 it was applied to and dilutes as scores follow", () => {
    // 19 scores of 10.0, then an exceptional 2.0 (-1 on all 20). Then more scores of 10.0 push the oldest out.
    const entries = record([...Array.from({ length: 19 }, () => 10.0), 2.0]);
    const exceptional = entries[19];
    if (exceptional) exceptional.exceptionalAdjustment = -1;
    // Lowest 8: 1.0 and seven 9.0 → 64 / 8 = 8.0
    expect(computeHandicapIndex(entries, null).index).toBe(8.0);
    const later = [
      ...entries,
      ...record(
        Array.from({ length: 8 }, () => 10.0),
        "2026-03-01",
        "t",
      ),
    ];
    // Scores after the exceptional one carry no reduction; the 11 still in the 20 that were adjusted do.
    // Lowest 8: 1.0 and seven 9.0 again (11 adjusted ones remain) → 8.0
    expect(computeHandicapIndex(later, null).index).toBe(8.0);
    const muchLater = [
      ...entries,
      ...record(
        Array.from({ length: 19 }, () => 10.0),
        "2026-03-01",
        "t",
      ),
    ];
    // Only the exceptional score is left of the adjusted ones: 1.0 and seven 10.0 → 71 / 8 = 8.875 → 8.9
    expect(computeHandicapIndex(muchLater, null).index).toBe(8.9);
  });
});

describe("Low Handicap Index (Rule 5.7)", () => {
  const history = [
    { date: "2020-03-01", index: 10.6 },
    { date: "2020-09-01", index: 11.4 },
    { date: "2021-01-01", index: 12.3 },
  ];

  it("Rule 5.7/1 example: after the score of 1 April 2021 the Low Handicap Index of 1 March 2020 (10.6) still counts", () => {
    // The most recent score before the new one was played on 1 January 2021: its 365 days include 1 March 2020.
    expect(lowIndexOf(history, "2021-01-01")).toBe(10.6);
  });

  it("Rule 5.7/1 example: once the index is updated, the low is found in the 365 days before 1 April 2021 (11.4)", () => {
    expect(lowIndexOf(history, "2021-04-01")).toBe(11.4);
  });

  it("Rule 5.7/2 example: no index in the 365 days → the index in effect then is the Low Handicap Index", () => {
    expect(lowIndexOf(history, "2022-07-01")).toBe(12.3);
    expect(lowIndexOf([], "2022-07-01")).toBeNull();
    expect(lowIndexOf([{ date: "2023-01-01", index: 5 }], "2022-07-01")).toBeNull();
  });
});

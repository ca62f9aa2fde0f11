import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CompetitionFormat, competitionFormats } from "./model.ts";
import {
  type CardHole,
  type CardResult,
  compareCountback,
  countbackSegments,
  defaultAllowance,
  fourBallBetterBall,
  fourBallResult,
  parBogeyResult,
  rankResults,
  scoreCard,
  stablefordPoints,
} from "./scoring.ts";

/** An 18-hole card of par 4s, stroke index = hole number. */
function card(gross: (number | null)[], strokeIndexes?: number[]): CardHole[] {
  return gross.map((score, i) => ({
    number: i + 1,
    par: 4,
    strokeIndex: strokeIndexes?.[i] ?? i + 1,
    gross: score,
  }));
}

const pars = Array.from({ length: 18 }, () => 4);

describe("Appendix C allowances", () => {
  it("Appendix C: 95 % individual stroke play, Stableford and par/bogey, 85 % four-ball Stableford, gross 100 %", () => {
    expect(defaultAllowance).toEqual({
      stroke_gross: 100,
      stroke_net: 95,
      stableford: 95,
      par_bogey: 95,
      fourball_stableford: 85,
    });
    expect(Object.keys(defaultAllowance).sort()).toEqual([...competitionFormats].sort());
  });
});

describe("per-hole results", () => {
  it("Rules of Golf 21.1b: Stableford 0 for net double bogey or worse, 1 net bogey, 2 net par, 3 birdie, 4 eagle", () => {
    expect(stablefordPoints(6, 4, 0)).toBe(0);
    expect(stablefordPoints(9, 4, 0)).toBe(0);
    expect(stablefordPoints(5, 4, 0)).toBe(1);
    expect(stablefordPoints(4, 4, 0)).toBe(2);
    expect(stablefordPoints(3, 4, 0)).toBe(3);
    expect(stablefordPoints(2, 4, 0)).toBe(4);
    expect(stablefordPoints(5, 4, 1)).toBe(2); // net par with a stroke
    expect(stablefordPoints(4, 4, -1)).toBe(1); // a plus handicap gives a stroke back
    expect(stablefordPoints(null, 4, 2)).toBe(0);
  });

  it("Rules of Golf 21.3: par/bogey wins below net par, halves at net par, loses above or with no score", () => {
    expect(parBogeyResult(4, 4, 1)).toBe(1);
    expect(parBogeyResult(5, 4, 1)).toBe(0);
    expect(parBogeyResult(6, 4, 1)).toBe(-1);
    expect(parBogeyResult(null, 4, 1)).toBe(-1);
  });

  it("property: Stableford points never negative, one more per stroke better until 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: -1, max: 4 }),
        (gross, par, strokes) => {
          const points = stablefordPoints(gross, par, strokes);
          expect(points).toBeGreaterThanOrEqual(0);
          if (points > 0) expect(stablefordPoints(gross - 1, par, strokes)).toBe(points + 1);
        },
      ),
    );
  });
});

describe("scoreCard", () => {
  it("built from the rules: Playing Handicap 20 on level par (72) → two strokes on SI 1-2, net 52, 56 points", () => {
    const result = scoreCard("stableford", card(pars), 20);
    expect(result.gross).toBe(72);
    expect(result.net).toBe(52);
    expect(result.points).toBe(56);
    expect(result.parBogey).toBeNull();
    expect(result.holesPlayed).toBe(18);
    expect(result.perHole[0]).toEqual({ gross: 4, strokes: 2, net: 2, points: 4, parBogey: 1 });
    expect(result.perHole[2]).toEqual({ gross: 4, strokes: 1, net: 3, points: 3, parBogey: 1 });
  });

  it("a hole without a score: no gross or net total (no return in stroke play), 0 points there in Stableford", () => {
    const gross: (number | null)[] = [...pars];
    gross[5] = null;
    const stroke = scoreCard("stroke_net", card(gross), 10);
    expect(stroke.gross).toBeNull();
    expect(stroke.net).toBeNull();
    expect(stroke.points).toBeNull();
    expect(stroke.holesPlayed).toBe(17);
    const stableford = scoreCard("stableford", card(gross), 10);
    expect(stableford.points).toBe(36 + 10 - 3); // hole 6 (SI 6, a stroke) would have been 3 points
  });

  it("par/bogey: holes won minus holes lost", () => {
    const gross = [...pars];
    gross[17] = 6; // SI 18, no stroke with handicap 2: lost
    const result = scoreCard("par_bogey", card(gross), 2);
    // Won SI 1-2 (net 3), halved 15, lost 1.
    expect(result.parBogey).toBe(1);
  });

  it("Appendix C: a plus 2 Playing Handicap gives strokes back on SI 18 and 17 (net = gross + 2)", () => {
    const result = scoreCard("stroke_net", card(pars), -2);
    expect(result.perHole[17]?.strokes).toBe(-1);
    expect(result.perHole[16]?.strokes).toBe(-1);
    expect(result.perHole[15]?.strokes).toBe(0);
    expect(result.net).toBe(74);
  });

  it("Appendix E: a 9-hole card with the course's even stroke indexes gets its strokes on the nine's hardest", () => {
    const nine: CardHole[] = [2, 18, 8, 4, 10, 16, 6, 14, 12].map((si, i) => ({
      number: i + 10,
      par: 4,
      strokeIndex: si,
      gross: 5,
    }));
    const result = scoreCard("stableford", nine, 3);
    // Strokes on SI 2, 4, 6 (the nine's ranks 1-3).
    expect(result.perHole.map((hole) => hole.strokes)).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0]);
    expect(result.points).toBe(3 * 2 + 6 * 1);
  });
});

describe("four-ball better ball", () => {
  it("takes the better of the partners' points on each hole", () => {
    const a = scoreCard("fourball_stableford", card([3, 6, ...pars.slice(2)]), 0);
    const b = scoreCard("fourball_stableford", card([5, 4, ...pars.slice(2)]), 0);
    const better = fourBallBetterBall(a, b);
    expect(better.perHole.slice(0, 3)).toEqual([3, 2, 2]);
    expect(better.points).toBe(37);
  });

  it("ranks sides by better-ball points, counts back on the side's points (last 9), and plays a hole when either partner scored", () => {
    // Side X: A 36 points, B birdies the 1st (3 points) and the 18th: better ball 38, 19 on the back nine.
    // Side Y: C and D 38 between them as well, but 20 on the back nine: Y first on countback.
    const a = scoreCard("fourball_stableford", card(pars), 0);
    const b = scoreCard("fourball_stableford", card([3, ...pars.slice(1, 17), 3]), 0);
    const c = scoreCard("fourball_stableford", card([...pars.slice(0, 16), 3, 3]), 0);
    const d = scoreCard("fourball_stableford", card(pars), 0);
    const x = fourBallResult(a, b);
    const y = fourBallResult(c, d);
    expect([x.points, y.points]).toEqual([38, 38]);
    const ranked = rankResults(
      "fourball_stableford",
      [
        { name: "X", result: x, playingHandicap: 0, status: "ok" as const },
        { name: "Y", result: y, playingHandicap: 0, status: "ok" as const },
      ],
      18,
    );
    expect(ranked.map((r) => [r.name, r.position, r.tiedOnCountback])).toEqual([
      ["Y", 1, true],
      ["X", 2, true],
    ]);
    // Thru: the holes either partner has a score on; a side of one is its player's card.
    const front = scoreCard("fourball_stableford", card([4, 4, null, ...Array(15).fill(null)]), 0);
    const back = scoreCard("fourball_stableford", card([null, 5, 4, ...Array(15).fill(null)]), 0);
    expect(fourBallResult(front, back)).toMatchObject({ holesPlayed: 3, points: 6, gross: null });
    expect(fourBallResult(front, null)).toMatchObject({ holesPlayed: 2, points: 4 });
  });
});

function entry(format: CompetitionFormat, gross: (number | null)[], playingHandicap: number) {
  return { result: scoreCard(format, card(gross), playingHandicap), playingHandicap };
}

// Net 70 each: A 88 − 18, B 82 − 12. Fronts 44 and 41.
const frontA = [5, 5, 5, 5, 5, 5, 5, 5, 4];
const frontB = [5, 5, 5, 4, 5, 4, 5, 4, 4];

describe("countback", () => {
  it("segments: 18 holes last 9, 6, 3, 1; 9 holes last 6, 3, 1", () => {
    expect(countbackSegments(18)).toEqual([9, 6, 3, 1]);
    expect(countbackSegments(9)).toEqual([6, 3, 1]);
  });

  it("net 70 v 70 (handicaps 18 and 12): last 9 tie (44 − 9 = 41 − 6 = 35), decided on the last 6 (28 − 6 = 22 beats 27 − 4 = 23)", () => {
    const a = entry("stroke_net", [...frontA, 5, 6, 5, 5, 5, 5, 4, 5, 4], 18);
    const b = entry("stroke_net", [...frontB, 5, 5, 4, 5, 4, 5, 4, 5, 4], 12);
    expect(a.result.net).toBe(70);
    expect(b.result.net).toBe(70);
    expect(compareCountback("stroke_net", a, b, 18)).toBeLessThan(0);
    expect(compareCountback("stroke_net", b, a, 18)).toBeGreaterThan(0);
  });

  it("net 70 v 70 (handicaps 18 and 12): tied on the last 9, 6 and 3, decided on the last hole with the fraction kept (4 − 1 = 3 beats 4 − 0.67)", () => {
    const a = entry("stroke_net", [...frontA, 5, 5, 5, 5, 5, 4, 5, 6, 4], 18);
    const b = entry("stroke_net", [...frontB, 5, 5, 4, 5, 4, 4, 5, 5, 4], 12);
    expect(a.result.net).toBe(70);
    expect(b.result.net).toBe(70);
    // Had the 12/18 been rounded to 1, the last hole would tie (3 v 3).
    expect(compareCountback("stroke_net", a, b, 18)).toBeLessThan(0);
  });

  it("the lower net wins before any countback; identical cards stay tied (0)", () => {
    const a = entry("stroke_net", pars, 10);
    const b = entry("stroke_net", pars, 12);
    expect(compareCountback("stroke_net", b, a, 18)).toBeLessThan(0);
    expect(compareCountback("stroke_net", a, entry("stroke_net", pars, 10), 18)).toBe(0);
  });

  it("Stableford: more points first; equal points decided on the points of the last 9 (no deduction)", () => {
    const a = entry("stableford", [5, 5, 5, 5, 5, 5, 5, 5, 5, ...pars.slice(9)], 18); // 9 × 2 + 9 × 3 = 45
    const b = entry("stableford", [...pars.slice(9), 5, 5, 5, 5, 5, 5, 5, 5, 5], 18); // same 45, weaker back nine
    expect(a.result.points).toBe(45);
    expect(b.result.points).toBe(45);
    expect(compareCountback("stableford", a, b, 18)).toBeLessThan(0);
  });

  it("a shotgun start changes nothing: the last 9 are holes 10-18 of the card; lastHoleOrder can choose otherwise", () => {
    const a = entry("stableford", [5, 5, 5, 5, 5, 5, 5, 5, 5, ...pars.slice(9)], 18);
    const b = entry("stableford", [...pars.slice(9), 5, 5, 5, 5, 5, 5, 5, 5, 5], 18);
    // A Committee that counts back over the order played from the 10th tee (10-18, then 1-9).
    const playedFrom10 = [10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(compareCountback("stableford", a, b, 18, playedFrom10)).toBeGreaterThan(0);
  });

  it("9 holes, built from common practice: last 6, 3, 1 with 6/9, 3/9, 1/9 of the handicap", () => {
    const nine = (gross: number[], handicap: number) => ({
      result: scoreCard("stroke_net", card(gross).slice(0, 9), handicap),
      playingHandicap: handicap,
    });
    // Net 36 each: 45 − 9 and 42 − 6. Last 6: 30 − 6 = 24 v 28 − 4 = 24; last 3: 15 − 3 = 12 v 14 − 2 = 12;
    // last hole: 5 − 1 = 4 v 4 − 2/3 = 3.33 → B.
    const a = nine([5, 5, 5, 5, 5, 5, 5, 5, 5], 9);
    const b = nine([5, 5, 4, 5, 4, 5, 5, 5, 4], 6);
    expect(a.result.net).toBe(36);
    expect(b.result.net).toBe(36);
    expect(compareCountback("stroke_net", a, b, 9)).toBeGreaterThan(0);
  });

  it("par/bogey: more holes up first", () => {
    const a = entry("par_bogey", [3, ...pars.slice(1)], 0);
    const b = entry("par_bogey", pars, 0);
    expect(compareCountback("par_bogey", a, b, 18)).toBeLessThan(0);
  });
});

describe("rankResults", () => {
  type Entry = {
    name: string;
    result: CardResult;
    playingHandicap: number;
    status: "ok" | "no_return" | "disqualified" | "withdrawn";
  };
  const make = (
    name: string,
    gross: (number | null)[],
    handicap: number,
    status: Entry["status"] = "ok",
  ): Entry => ({
    name,
    result: scoreCard("stroke_net", card(gross), handicap),
    playingHandicap: handicap,
    status,
  });

  it("orders by net with countback, shares a position when still tied, and puts the other results last", () => {
    const tiedA = make("A", [...frontA, 5, 6, 5, 5, 5, 5, 4, 5, 4], 18); // net 70, wins the countback
    const tiedB = make("B", [...frontB, 5, 5, 4, 5, 4, 5, 4, 5, 4], 12); // net 70
    const best = make("C", pars, 4); // net 68
    const same1 = make("D", [...pars.slice(0, 17), 7], 0); // net 75
    const same2 = make("E", [...pars.slice(0, 17), 7], 0); // net 75, identical card
    const dq = make("F", pars, 20, "disqualified");
    const noReturn = make("G", [null, ...pars.slice(1)], 10); // status ok but no score on a hole
    const withdrawn = make("H", pars, 10, "withdrawn");
    const ranked = rankResults("stroke_net", [dq, tiedB, same1, noReturn, tiedA, best, withdrawn, same2], 18);
    expect(ranked.map((r) => [r.name, r.position, r.tiedOnCountback])).toEqual([
      ["C", 1, false],
      ["A", 2, true],
      ["B", 3, true],
      ["D", 4, true],
      ["E", 4, true],
      ["F", null, false],
      ["G", null, false],
      ["H", null, false],
    ]);
  });

  it("property: positions never decrease down the list and every ok result with a score is placed", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gross: fc.array(fc.integer({ min: 3, max: 9 }), { minLength: 18, maxLength: 18 }),
            handicap: fc.integer({ min: -3, max: 36 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.constantFrom<CompetitionFormat>(...competitionFormats),
        (players, format) => {
          const entries = players.map((p, i) => ({
            id: i,
            result: scoreCard(format, card(p.gross), p.handicap),
            playingHandicap: p.handicap,
            status: "ok" as const,
          }));
          const ranked = rankResults(format, entries, 18);
          expect(ranked).toHaveLength(entries.length);
          let last = 0;
          for (const r of ranked) {
            expect(r.position).not.toBeNull();
            expect(r.position ?? 0).toBeGreaterThanOrEqual(last);
            last = r.position ?? 0;
          }
          expect(ranked[0]?.position).toBe(1);
        },
      ),
    );
  });
});

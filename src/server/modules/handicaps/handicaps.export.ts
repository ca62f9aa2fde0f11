import { stringify } from "csv-stringify/sync";
import type { Db } from "../../db/client.ts";
import { safeCell } from "../members/members.export.ts";
import { scoresForExport } from "./handicaps.repository.ts";

/*
 * The acceptable scores as a CSV a national handicap system takes (issue 35 item 8): one row a score, the
 * player's association id first, the gross of each hole in 18 columns (empty: not played, or a score posted as a
 * total), ratings and differentials with a point for the decimal whatever the club's language. Member-typed
 * cells pass the one guard against spreadsheet formulas (safeCell).
 */

export const scoresCsvColumns = [
  "player_id",
  "member_name",
  "membership_number",
  "date",
  "course",
  "tee",
  "holes",
  ...Array.from({ length: 18 }, (_, i) => `hole_${i + 1}`),
  "adjusted_gross",
  "par",
  "course_rating",
  "slope_rating",
  "pcc",
  "differential",
] as const;

const tenths = (x10: number) => (x10 / 10).toFixed(1);

/** `GET /handicaps/scores.csv?from=&to=`: the scores played from-to (both included; all when not given). */
export async function scoresCsv(db: Db, clubId: string, from: string | undefined, to: string | undefined) {
  const rows = await scoresForExport(db, clubId, from, to);
  const records = rows.map(({ score, firstName, lastName, membershipNumber, associationPlayerId }) => {
    const holes = Array.from({ length: 18 }, (_, i) => {
      const strokes = score.holeScores?.[i];
      return strokes === null || strokes === undefined ? "" : String(strokes);
    });
    return [
      safeCell(associationPlayerId),
      safeCell([firstName, lastName].filter(Boolean).join(" ")),
      safeCell(membershipNumber),
      score.playedOn,
      safeCell(score.courseName),
      safeCell(score.teeName),
      String(score.holesPlayed),
      ...holes,
      String(score.adjustedGross),
      String(score.par),
      tenths(score.courseRatingX10),
      String(score.slopeRating),
      String(score.pcc),
      tenths(score.differentialX10),
    ];
  });
  const name = `handicap-scores${from ? `-${from}` : ""}${to ? `-${to}` : ""}.csv`;
  return { name, body: stringify([[...scoresCsvColumns], ...records]) };
}

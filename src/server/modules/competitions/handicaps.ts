import type { TeeGender } from "../../../shared/competitions/model.ts";
import {
  courseHandicap,
  courseHandicapExact,
  nineHoleCourseHandicap,
  nineHoleCourseHandicapExact,
  playingHandicap,
  type Rating,
} from "../../../shared/handicap/whs.ts";
import type { golfTees } from "../../db/schema/competitions.ts";
import type { CompetitionRow } from "./competitions.repository.ts";

/*
 * An entrant's course and playing handicap for the draw (Rules of Handicapping 6.1 and 6.2), from their index at
 * entry and the ratings of the tee their gender plays in the competition (18 holes, or the front nine of a
 * 9-hole competition). The formulas are the shared ones (src/shared/handicap/whs.ts); none is written here.
 * Without an index, or without a rated tee for the gender, both are left empty.
 */

type TeeRow = typeof golfTees.$inferSelect;

export function handicapsOf(
  row: Pick<CompetitionRow, "tees" | "holes" | "allowancePercent">,
  tees: TeeRow[],
  gender: TeeGender,
  indexX10: number | null,
): { courseHandicap: number | null; playingHandicap: number | null } {
  const none = { courseHandicap: null, playingHandicap: null };
  if (indexX10 === null) return none;
  const teeId = row.tees.find((x) => x.gender === gender)?.teeId;
  const rated = tees.find((x) => x.id === teeId)?.ratings.find((r) => r.gender === gender);
  if (!rated) return none;
  const index = indexX10 / 10;
  if (row.holes === 9) {
    const nine: Rating = {
      par: rated.front.par,
      courseRating: rated.front.courseRatingX10 / 10,
      slopeRating: rated.front.slopeRating,
    };
    return {
      courseHandicap: nineHoleCourseHandicap(index, nine),
      playingHandicap: playingHandicap(nineHoleCourseHandicapExact(index, nine), row.allowancePercent),
    };
  }
  const rating: Rating = {
    par: rated.par,
    courseRating: rated.courseRatingX10 / 10,
    slopeRating: rated.slopeRating,
  };
  return {
    courseHandicap: courseHandicap(index, rating),
    playingHandicap: playingHandicap(courseHandicapExact(index, rating), row.allowancePercent),
  };
}

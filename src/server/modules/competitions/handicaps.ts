import type { TeeGender } from "../../../shared/competitions/model.ts";
import type { golfTees } from "../../db/schema/competitions.ts";
import type { CompetitionRow } from "./competitions.repository.ts";

/*
 * An entrant's course and playing handicap for the draw (Rules of Handicapping 6.1 and 6.2), from their index at
 * entry and the ratings of the tee their gender plays in the competition. The formulas are the shared ones
 * (src/shared/handicap/whs.ts); none is written here.
 */

type TeeRow = typeof golfTees.$inferSelect;

export function handicapsOf(
  row: Pick<CompetitionRow, "tees" | "holes" | "allowancePercent">,
  tees: TeeRow[],
  gender: TeeGender,
  indexX10: number | null,
): { courseHandicap: number | null; playingHandicap: number | null } {
  // TODO(coordinator): src/shared/handicap/whs.ts is not in this worktree yet; wired when it lands.
  void row;
  void tees;
  void gender;
  void indexX10;
  return { courseHandicap: null, playingHandicap: null };
}

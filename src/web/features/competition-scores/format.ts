import type { CompetitionFormat } from "../../../shared/competitions/model.ts";
import type { LeaderboardRow } from "../../../shared/competitions/scores.ts";

/** A score against par as golfers write it: E, +3, -2. */
export function toParText(value: number | null): string {
  if (value === null) return "";
  if (value === 0) return "E";
  return value > 0 ? `+${value}` : `\u2212${-value}`;
}

/** Whether the format ranks by points (more is better) rather than strokes. */
export function byPoints(format: CompetitionFormat): boolean {
  return format === "stableford" || format === "fourball_stableford";
}

/** A row's main score for its format. */
export function mainScore(format: CompetitionFormat, row: LeaderboardRow): string {
  if (byPoints(format)) return row.points === null ? "" : String(row.points);
  if (format === "par_bogey") return toParText(row.parBogey);
  if (format === "stroke_gross") return row.gross === null ? "" : String(row.gross);
  return row.net === null ? "" : String(row.net);
}

import type { Leaderboard, LeaderboardRow } from "./scores.ts";

/*
 * The live leaderboard's events carry the board itself (decision 075), as a patch of the board the viewer holds:
 * a row unchanged since the last board pushed is its index in that board's rows (all divisions, in order), a row
 * that changed is written out. A viewer holding another version (it just opened, or missed an event) asks for the
 * whole board. Without zod: the leaderboard's screens apply patches in the browser.
 */

/** One event's board: `base` is the version it patches (null: the whole board). */
export interface BoardPatch {
  base: number | null;
  version: number;
  competition: Leaderboard["competition"];
  divisions: { name: string | null; rows: (number | LeaderboardRow)[] }[];
}

/** The patch from `previous` (the board last pushed, or null) to `next`. */
export function diffBoard(previous: Leaderboard | null, next: Leaderboard): BoardPatch {
  const known = new Map<string, number>();
  if (previous) {
    let index = 0;
    for (const division of previous.divisions) {
      for (const row of division.rows) known.set(JSON.stringify(row), index++);
    }
  }
  return {
    base: previous ? previous.version : null,
    version: next.version,
    competition: next.competition,
    divisions: next.divisions.map((division) => ({
      name: division.name,
      rows: division.rows.map((row) => known.get(JSON.stringify(row)) ?? row),
    })),
  };
}

/** The board after `patch`, or null when it does not apply to `board` (another version: ask for the board). */
export function applyBoardPatch(board: Leaderboard | undefined, patch: BoardPatch): Leaderboard | null {
  if (patch.base !== null && board?.version !== patch.base) return null;
  const rows = board ? board.divisions.flatMap((division) => division.rows) : [];
  const divisions: Leaderboard["divisions"] = [];
  for (const division of patch.divisions) {
    const out: LeaderboardRow[] = [];
    for (const row of division.rows) {
      const resolved = typeof row === "number" ? rows[row] : row;
      if (!resolved) return null;
      out.push(resolved);
    }
    divisions.push({ name: division.name, rows: out });
  }
  return { competition: patch.competition, version: patch.version, divisions };
}

import type { Db } from "../../db/client.ts";
import type { GolfDeps } from "./golf-deps.ts";

/** A tee time whose places may have freed up. */
export interface FreedSlot {
  clubId: string;
  courseId: string;
  date: string;
  time: string;
}

/**
 * After places free up at a tee time (a cancellation, a move, a player removed), in the same transaction: the
 * first waiting group that fits is booked and told by e-mail, or offered the time for 30 minutes, as the
 * club chose. (Owned by the waiting-list module; this is its contract.)
 */
export async function fillFreedPlaces(
  _tx: Db,
  _deps: Pick<GolfDeps, "mailer" | "appUrl" | "clock">,
  _slot: FreedSlot,
): Promise<void> {}

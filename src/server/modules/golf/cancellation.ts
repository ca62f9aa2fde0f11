import type { Db } from "../../db/client.ts";
import type { GolfDeps } from "./golf-deps.ts";

/** Why bookings are cancelled, for their bookers' e-mail. */
export interface CancellationInput {
  clubId: string;
  bookingIds: string[];
  /** The staff's or member's reason, or the block's note. */
  reason: string | null;
  /** The user cancelling; null for the system. */
  actorUserId: string | null;
  /** Cancelled because a block now closes the time: the freed places do not go to the waiting list. */
  blocked: boolean;
  /** Staff cancelled after the cut-off (recorded on the booking). */
  override?: boolean;
}

/**
 * Cancels bookings in `tx` (their players too, which frees their places), e-mails each booker, and offers the
 * freed places to the waiting list unless a block closed them. Answers how many were cancelled.
 * (Owned by the bookings module; this is its contract.)
 */
export async function cancelBookings(_tx: Db, _deps: GolfDeps, _input: CancellationInput): Promise<number> {
  throw new Error("cancelBookings is not written yet");
}

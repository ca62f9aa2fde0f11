import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { golfBookingPlayers, golfBookings } from "../../db/schema/golf.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { sendBookingMails } from "./golf-mail.ts";
import { fillFreedPlaces } from "./waitlist.service.ts";

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
 *
 * Bookings already cancelled, or of another club, are left alone and not counted. The rules (who may cancel,
 * the cut-off) are the caller's: this is the writing of it.
 */
export async function cancelBookings(tx: Db, deps: GolfDeps, input: CancellationInput): Promise<number> {
  if (input.bookingIds.length === 0) return 0;
  const cancelled = await tx
    .update(golfBookings)
    .set({
      status: "cancelled",
      cancelledAt: deps.clock.now(),
      cancelledBy: input.actorUserId,
      cancelReason: input.reason,
      ...(input.override ? { override: true } : {}),
    })
    .where(
      and(
        eq(golfBookings.clubId, input.clubId),
        inArray(golfBookings.id, input.bookingIds),
        ne(golfBookings.status, "cancelled"),
      ),
    )
    .returning({
      id: golfBookings.id,
      courseId: golfBookings.courseId,
      teeDate: golfBookings.teeDate,
      teeTime: golfBookings.teeTime,
    });
  if (cancelled.length === 0) return 0;
  const ids = cancelled.map((b) => b.id);
  // Their places free up (the trigger counts them off their tee slots); no-shows stay recorded as such.
  await tx
    .update(golfBookingPlayers)
    .set({ status: "cancelled" })
    .where(
      and(
        inArray(golfBookingPlayers.bookingId, ids),
        inArray(golfBookingPlayers.status, ["booked", "checked_in"]),
      ),
    );
  await sendBookingMails(tx, deps, input.clubId, ids, { kind: "cancellation", reason: input.reason });
  if (!input.blocked) {
    const slots = new Map(cancelled.map((b) => [`${b.courseId} ${b.teeDate} ${b.teeTime}`, b]));
    for (const b of slots.values()) {
      await fillFreedPlaces(tx, deps, {
        clubId: input.clubId,
        courseId: b.courseId,
        date: b.teeDate,
        time: b.teeTime,
      });
    }
  }
  return cancelled.length;
}

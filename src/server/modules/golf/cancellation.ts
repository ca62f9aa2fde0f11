import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { golfBookingPlayers, golfBookings } from "../../db/schema/golf.ts";
import { refundGreenFees } from "../billing/account-green-fees.ts";
import { lockBookings, playingMemberIds } from "./bookings.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { sendBookingMails } from "./golf-mail.ts";
import { bySlot } from "./placement.ts";
import { cancelledByClub } from "./visitors-club-cancel.ts";
import { fillFreedPlaces, lockForFreeing } from "./waitlist.service.ts";

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
  /**
   * The visitor cancels their own booking, or their unpaid hold runs out (visitors.service.ts settles those):
   * otherwise a paid visitor's booking cancelled here was cancelled by the club, which owes the whole amount back.
   */
  visitor?: boolean;
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
  // Locks in the order of decision 035: the bookings (by id); the members leaving their rounds, and those
  // waiting for the places they free; the tee slots (sorted). Then the writes, which wait for nobody.
  const targets = await lockBookings(tx, input.clubId, input.bookingIds);
  if (targets.length === 0) return 0;
  const ids = targets.map((b) => b.id);
  const slots = [
    ...new Map(
      targets.map((b) => [
        `${b.courseId} ${b.teeDate} ${b.teeTime}`,
        { clubId: input.clubId, courseId: b.courseId, date: b.teeDate, time: b.teeTime },
      ]),
    ).values(),
  ].sort(bySlot);
  await lockForFreeing(tx, input.clubId, slots, await playingMemberIds(tx, ids), !input.blocked);
  await tx
    .update(golfBookings)
    .set({
      status: "cancelled",
      cancelledAt: deps.clock.now(),
      cancelledBy: input.actorUserId,
      cancelReason: input.reason,
      ...(input.override ? { override: true } : {}),
    })
    .where(inArray(golfBookings.id, ids));
  // Their places free up (the trigger counts them off their tee slots); no-shows stay recorded as such.
  const freed = await tx
    .update(golfBookingPlayers)
    .set({ status: "cancelled" })
    .where(
      and(
        inArray(golfBookingPlayers.bookingId, ids),
        inArray(golfBookingPlayers.status, ["booked", "checked_in"]),
      ),
    )
    .returning({ id: golfBookingPlayers.id });
  // Fees taken from members' accounts at booking go back to them (decision 086).
  await refundGreenFees(
    tx,
    input.clubId,
    freed.map((p) => p.id),
    input.actorUserId,
  );
  await sendBookingMails(tx, deps, input.clubId, ids, { kind: "cancellation", reason: input.reason });
  if (!input.visitor) await cancelledByClub(tx, deps, input.clubId, ids, input.reason);
  if (!input.blocked) {
    for (const slot of slots) await fillFreedPlaces(tx, deps, slot);
  }
  return ids.length;
}

import type { Db } from "../../db/client.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { findVisitorBooking, markCancelledByClub } from "./visitors.repository.ts";
import { sendVisitorMail, visitorTokenOf } from "./visitors-mail.ts";

/**
 * Paid visitors' bookings that the club cancelled (staff on the tee sheet, a block over their time), in the
 * cancellation's transaction (decision 084): each is marked cancelled with its whole amount owed back
 * (`refund_due_minor`, which the golf job refunds at Stripe), and its visitor is told by e-mail.
 */
export async function cancelledByClub(
  tx: Db,
  deps: GolfDeps,
  clubId: string,
  bookingIds: string[],
  reason: string | null,
): Promise<void> {
  const rows = await markCancelledByClub(tx, clubId, bookingIds, deps.clock.now());
  for (const row of rows) {
    const read = await findVisitorBooking(tx, clubId, row.id);
    if (!read) continue;
    const token = deps.calendarSecret ? visitorTokenOf(deps.calendarSecret, row.id) : null;
    await sendVisitorMail(deps, read, "cancelledByClub", token, { tx, reason });
  }
}

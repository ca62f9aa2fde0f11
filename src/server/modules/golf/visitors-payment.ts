import { isUuid } from "../../../shared/ids.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import { recordPayment } from "../billing/billing.service.ts";
import { issueVisitorReceipt } from "../billing/visitor-receipt.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import type { GolfDeps } from "./golf-deps.ts";
import {
  findVisitorBooking,
  lockVisitorBooking,
  markPlayersInvoiced,
  updateVisitorBooking,
  visitorBookingPlayers,
} from "./visitors.repository.ts";
import { sendVisitorMail, type VisitorMailDeps, visitorTokenOf } from "./visitors-mail.ts";

/*
 * A visitor's payment, as Stripe's webhook reports a paid Checkout Session of a visitor's booking (decision 084):
 * once per booking, in one transaction, the booking is confirmed, its receipt issued and paid, and the visitor
 * e-mailed the confirmation with their booking's link.
 */

/** The Checkout Session's metadata purpose of a visitor's booking. */
export const VISITOR_BOOKING_PURPOSE = "visitor_booking";

export interface PaidSession {
  id: string;
  visitorBookingId: string;
  amountMinor: number;
  currency: string;
  paymentIntent: string | null;
}

/**
 * What became of a paid session: `confirmed` now, `already` confirmed by an earlier report, `unmatched` (money
 * for a booking no longer held, or of another amount or currency: the caller keeps it for staff to refund), or
 * `unknown` (no such booking of the club).
 */
export type VisitorPaymentOutcome = "confirmed" | "already" | "unmatched" | "unknown";

export async function confirmVisitorPayment(
  deps: VisitorMailDeps & Pick<GolfDeps, "clock"> & { secret: string },
  clubId: string,
  session: PaidSession,
  audit: AuditContext,
): Promise<VisitorPaymentOutcome> {
  if (!isUuid(session.visitorBookingId)) return "unknown";
  const read = await findVisitorBooking(deps.db, clubId, session.visitorBookingId.toLowerCase());
  if (!read) return "unknown";
  const now = deps.clock.now();
  return withAudit(deps.db, audit, async (tx) => {
    const row = await lockVisitorBooking(tx, clubId, read.visit.id);
    if (!row) return "unknown";
    if (row.status === "confirmed" && row.checkoutSessionId === session.id) return "already";
    if (row.status !== "awaiting_payment") return "unmatched";
    if (session.amountMinor !== row.totalMinor || session.currency !== row.currency) return "unmatched";
    const players = await visitorBookingPlayers(tx, clubId, row.bookingId);
    const receipt = await issueVisitorReceipt(
      tx,
      clubId,
      {
        name: row.name,
        email: row.email,
        courseName: read.courseName,
        teeDate: read.teeDate,
        teeTime: read.teeTime,
        players: row.players.map((p, i) => ({
          bookingPlayerId: players[i]?.id ?? null,
          name: p.name,
          priceMinor: p.priceMinor,
        })),
      },
      row.currency,
      now,
    );
    if (receipt) {
      await recordPayment(
        tx,
        clubId,
        receipt.id,
        {
          method: "stripe",
          amountMinor: session.amountMinor,
          receivedOn: await clubToday(tx, clubId, now),
          reference: session.paymentIntent,
          gatewayReference: session.id,
        },
        audit,
        now,
      );
      await markPlayersInvoiced(tx, clubId, row.bookingId, now);
    }
    const confirmed = await updateVisitorBooking(tx, clubId, row.id, {
      status: "confirmed",
      checkoutSessionId: session.id,
      invoiceId: receipt?.id ?? null,
      updatedAt: now,
    });
    await sendVisitorMail(
      deps,
      { ...read, visit: confirmed },
      "confirmed",
      visitorTokenOf(deps.secret, row.id),
      { tx, invoiceNumber: receipt?.number ?? null },
    );
    return "confirmed";
  });
}

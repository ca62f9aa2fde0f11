import type { Logger } from "pino";
import type { Clock } from "../../clock.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import { withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { StripeGateway } from "../billing/stripe.ts";
import { refundVisitorPayment } from "../billing/visitor-refund.ts";
import { refundsDue, updateVisitorBooking } from "./visitors.repository.ts";

/**
 * The refunds the club owes visitors whose paid bookings it cancelled (decision 084), run by the golf job: each
 * booking's whole amount refunded on its receipt and sent to Stripe, by the system. Stripe out of reach leaves it
 * owed for the next run; Stripe refusing it (or no Stripe payment to refund) is logged and left to staff, who
 * refund it from the receipt. Answers how many were refunded.
 */
export async function refundVisitorsCancelledByClub(
  deps: { db: Db; box: SecretBox; logger: Logger; clock: Clock; gateway: StripeGateway },
  limit = 20,
): Promise<number> {
  const due = await refundsDue(deps.db, limit);
  let refunded = 0;
  for (const row of due) {
    const reason = t("visitors").clubCancelledReason;
    let amount = 0;
    try {
      amount = row.checkoutSessionId
        ? await refundVisitorPayment(deps, row.clubId, row.checkoutSessionId, row.refundDueMinor, reason, {
            actorId: null,
          })
        : 0;
    } catch (error) {
      const unreachable = error instanceof AppError && error.title === t("billingOnline").refund.unreachable;
      deps.logger.warn(
        { err: error, clubId: row.clubId, visitorBookingId: row.id },
        "A visitor's refund failed",
      );
      if (unreachable) continue;
    }
    await withAudit(deps.db, { actorId: null }, (tx) =>
      updateVisitorBooking(tx, row.clubId, row.id, {
        refundDueMinor: 0,
        refundedMinor: row.refundedMinor + amount,
        updatedAt: deps.clock.now(),
      }),
    );
    if (amount > 0) refunded += 1;
  }
  return refunded;
}

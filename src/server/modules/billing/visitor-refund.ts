import type { AuditContext } from "../../db/audit.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { findInvoice, paymentOfGateway } from "./billing.repository.ts";
import { refundPayment } from "./billing.service.ts";
import { clubTodayOf } from "./billing-settings.ts";
import { clubBilling } from "./invoices.repository.ts";
import { type RefundDeps, sendRefund, stripeRefundTarget } from "./online.service.ts";

/*
 * Billing's side of a visitor's cancelled booking (decision 084): the refund of its Stripe payment, recorded on
 * its receipt and sent to Stripe as staff's refunds are (decision 079); and the receipt's number.
 */

/**
 * Refunds `amountMinor` of the payment Stripe's Checkout Session `sessionId` recorded, and sends it to Stripe.
 * Answers what was refunded: 0 when no such payment was recorded. Stripe refusing it takes it back and answers
 * 503 with Stripe's reason, as for staff.
 */
export async function refundVisitorPayment(
  deps: RefundDeps,
  clubId: string,
  sessionId: string,
  amountMinor: number,
  reason: string,
  audit: AuditContext,
): Promise<number> {
  const payment = await paymentOfGateway(deps.db, clubId, sessionId);
  if (!payment) return 0;
  const club = await clubBilling(deps.db, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const target = await stripeRefundTarget(deps, clubId, payment.id);
  const now = deps.clock.now();
  const refund = await refundPayment(
    deps.db,
    clubId,
    payment.id,
    { amountMinor, reason, refundedOn: clubTodayOf(club, now) },
    audit,
    now,
  );
  if (target) await sendRefund(deps, clubId, { id: refund.refundId, amountMinor }, target, audit);
  return amountMinor;
}

/** The number of a visitor's receipt. */
export async function receiptNumber(
  deps: Pick<RefundDeps, "db">,
  clubId: string,
  invoiceId: string,
): Promise<string | null> {
  return (await findInvoice(deps.db, clubId, invoiceId))?.number ?? null;
}

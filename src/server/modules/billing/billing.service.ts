import { invoiceTotals, type PaymentMethod, taxGroupKey } from "../../../shared/billing.ts";
import { formatMoney } from "../../../shared/money.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import type { ApplicationMailDeps } from "../memberships/application-mail.ts";
import { balanceNow } from "./balances.ts";
import {
  deleteRefund,
  type InvoiceRow,
  insertInvoice,
  insertPayment,
  insertRefund,
  linesOf,
  lockInvoice,
  lockPayment,
  lockRefund,
  paymentOfGateway,
  refundedOf,
  settleCreditNotes,
  updateInvoice,
  updateRefund,
} from "./billing.repository.ts";
import { clubLocale, clubOrRefuse } from "./billing-settings.ts";
import { fulfil } from "./fulfilment.ts";
import { releaseGreenFees } from "./invoices.repository.ts";
import { issueDraft } from "./issuing.ts";

/** An amount in the request's language and the invoice's currency. */
function money(minor: number, currency: string): string {
  return formatMoney(minor, currency, currentLocale());
}

/** Refuses a payment on an invoice that is not owed: a draft, one paid in full, a void one. */
function checkPayable(invoice: InvoiceRow): void {
  const texts = t("billing").payment;
  const number = invoice.number ?? "";
  if (invoice.status === "draft") throw new AppError("CONFLICT", texts.draft);
  if (invoice.status === "paid") throw new AppError("CONFLICT", texts.paid(number));
  if (invoice.status === "void") throw new AppError("CONFLICT", texts.void(number));
}

export interface PaymentInput {
  method: PaymentMethod;
  amountMinor: number;
  receivedOn: string;
  reference?: string | null;
  /**
   * The gateway's own id of the payment (a Stripe Checkout session): reported again, it records nothing more.
   * Money a gateway took is recorded whatever the invoice's state (it came in): above the balance, or on an
   * invoice paid or voided meanwhile, it leaves money owed back to the member (a negative balance to refund).
   */
  gatewayReference?: string | null;
}

/**
 * Records money received for an open or overdue invoice: at most what is still owed (a partial payment is
 * fine). The invoice becomes paid when nothing is left. Answers the invoice, the payment and the balance
 * after it. Paying a joining invoice tells the applicant their membership is active (`mail`; without it, as in
 * a test's direct call, nobody is told).
 */
export async function recordPayment(
  db: Db,
  clubId: string,
  invoiceId: string,
  input: PaymentInput,
  audit: AuditContext,
  now: Date,
  mail?: ApplicationMailDeps,
): Promise<{ invoice: InvoiceRow; paymentId: string; balanceMinor: number }> {
  return withAudit(db, audit, async (tx) => {
    const invoice = await lockInvoice(tx, clubId, invoiceId);
    if (!invoice) throw new AppError("NOT_FOUND", t("billing").notFound.invoice);
    // A gateway's payment that was recorded already (it repeats its reports): nothing more. The invoice's lock
    // makes repeats that arrive together wait for the first.
    const fromGateway = Boolean(input.gatewayReference);
    const recorded = input.gatewayReference
      ? await paymentOfGateway(tx, clubId, input.gatewayReference)
      : undefined;
    if (recorded) return { invoice, paymentId: recorded.id, balanceMinor: await balanceNow(tx, invoice) };
    if (!fromGateway) checkPayable(invoice);
    const owed = await balanceNow(tx, invoice);
    if (!fromGateway && input.amountMinor > owed) {
      throw new AppError(
        "CONFLICT",
        t("billing").payment.moreThanBalance(
          money(input.amountMinor, invoice.currency),
          money(owed, invoice.currency),
        ),
      );
    }
    const payment = await insertPayment(tx, clubId, {
      invoiceId,
      method: input.method,
      amountMinor: input.amountMinor,
      currency: invoice.currency,
      receivedOn: input.receivedOn,
      reference: input.reference ?? null,
      gatewayReference: input.gatewayReference ?? null,
      createdBy: audit.actorId,
    });
    const balanceMinor = owed - input.amountMinor;
    const settles = balanceMinor <= 0 && (invoice.status === "open" || invoice.status === "overdue");
    const updated = settles
      ? await updateInvoice(tx, clubId, invoiceId, { status: "paid", paidAt: now })
      : invoice;
    // A renewal renews the membership, a joining invoice admits the applicant: once, with the payment.
    const fulfilled = settles ? await fulfil(tx, updated, now, mail ?? null) : updated;
    return { invoice: fulfilled, paymentId: payment.id, balanceMinor };
  });
}

/**
 * Gives back money of a payment, at most what of it is not refunded yet, with a reason. An invoice paid in
 * full is owed again (open) by what was given back.
 */
export async function refundPayment(
  db: Db,
  clubId: string,
  paymentId: string,
  input: { amountMinor: number; reason: string; refundedOn: string },
  audit: AuditContext,
  now: Date,
  /** More work of the same transaction, once the refund is written (the account that keeps it, decision 081). */
  alsoInTx?: (tx: Db, refund: { id: string; balanceMinor: number; invoice: InvoiceRow }) => Promise<void>,
): Promise<{ invoice: InvoiceRow; balanceMinor: number; refundId: string }> {
  return withAudit(db, audit, async (tx) => {
    const payment = await lockPayment(tx, clubId, paymentId);
    if (!payment) throw new AppError("NOT_FOUND", t("billing").notFound.payment);
    const invoice = await lockInvoice(tx, clubId, payment.invoiceId);
    if (!invoice) throw new AppError("NOT_FOUND", t("billing").notFound.invoice);
    if (input.refundedOn < payment.receivedOn) {
      const message = t("billing").refund.beforePayment;
      throw fieldRefused("refundedOn", message);
    }
    const left = payment.amountMinor - (await refundedOf(tx, clubId, paymentId));
    if (input.amountMinor > left) {
      throw new AppError(
        "CONFLICT",
        t("billing").refund.moreThanPaid(
          money(input.amountMinor, invoice.currency),
          money(left, invoice.currency),
        ),
      );
    }
    const refund = await insertRefund(tx, clubId, {
      paymentId,
      amountMinor: input.amountMinor,
      reason: input.reason,
      refundedOn: input.refundedOn,
      createdBy: audit.actorId,
    });
    const balanceMinor = await balanceNow(tx, invoice);
    await alsoInTx?.(tx, { id: refund.id, balanceMinor, invoice });
    if (invoice.status === "void") {
      // The money a voided invoice still holds is what its credit note owes back: settled when none is left.
      if (balanceMinor >= invoice.totalMinor) await settleCreditNotes(tx, clubId, invoice.id, now);
      return { invoice, balanceMinor, refundId: refund.id };
    }
    const updated =
      invoice.status === "paid" && balanceMinor > 0
        ? await updateInvoice(tx, clubId, invoice.id, { status: "open", paidAt: null })
        : invoice;
    return { invoice: updated, balanceMinor, refundId: refund.id };
  });
}

/** What Stripe answered of a refund sent to it (decision 079): its id there and its status. */
export async function markRefundSent(
  db: Db,
  clubId: string,
  refundId: string,
  gateway: { reference: string; status: "pending" | "requires_action" | "succeeded" },
  audit: AuditContext,
): Promise<void> {
  await withAudit(db, audit, async (tx) => {
    await updateRefund(tx, clubId, refundId, {
      gatewayReference: gateway.reference,
      gatewayStatus: gateway.status,
    });
  });
}

/**
 * Takes back a refund that did not happen (Stripe refused it, or failed or cancelled it later; decision 079):
 * the refund is removed (its record stays in the audit trail) and an open invoice that nothing is owed on any
 * more is paid again. Answers whether there was such a refund.
 */
export async function withdrawRefund(
  db: Db,
  clubId: string,
  refundId: string,
  audit: AuditContext,
  now: Date,
): Promise<boolean> {
  return withAudit(db, audit, async (tx) => {
    const refund = await lockRefund(tx, clubId, refundId);
    if (!refund) return false;
    // The payment, then its invoice: the order refundPayment locks them in (decision 035).
    const payment = await lockPayment(tx, clubId, refund.paymentId);
    const invoice = payment && (await lockInvoice(tx, clubId, payment.invoiceId));
    await deleteRefund(tx, clubId, refundId);
    if (!invoice) return true;
    const balanceMinor = await balanceNow(tx, invoice);
    if (balanceMinor <= 0 && (invoice.status === "open" || invoice.status === "overdue")) {
      await updateInvoice(tx, clubId, invoice.id, { status: "paid", paidAt: now });
    }
    return true;
  });
}

/**
 * Voids an issued invoice with a reason, in the caller's audited transaction (it keeps its number; a draft is
 * deleted instead). Where money was received and not given back, a credit note for it is issued in the same
 * transaction (CN-…), addressed as the invoice was. With `inFull` (credit and reissue, decision 076) the credit
 * note credits the invoice's whole total, and the invoice must hold no money (refund it first): the credit note
 * is settled as it is issued, as nothing is to be given back. Answers the voided invoice and the credit note,
 * if any.
 */
export async function voidInvoice(
  tx: Db,
  clubId: string,
  invoiceId: string,
  input: { reason: string; today: string; inFull?: boolean },
  audit: AuditContext,
  now: Date,
): Promise<{ invoice: InvoiceRow; creditNote: InvoiceRow | null }> {
  const invoice = await lockInvoice(tx, clubId, invoiceId);
  if (!invoice) throw new AppError("NOT_FOUND", t("billing").notFound.invoice);
  const texts = t("billing").void;
  const number = invoice.number ?? "";
  if (invoice.status === "draft")
    throw new AppError("CONFLICT", input.inFull ? t("billing").reissue.draft : texts.draft);
  if (invoice.status === "void") throw new AppError("CONFLICT", texts.already(number));
  if (input.inFull && invoice.kind !== "invoice")
    throw new AppError("CONFLICT", t("billing").reissue.creditNote);
  // Money that came in and was not given back: what the invoice asked less what is still owed.
  const received = invoice.totalMinor - (await balanceNow(tx, invoice));
  if (input.inFull && received !== 0) {
    throw new AppError(
      "CONFLICT",
      t("billing").reissue.holdsMoney(number, money(received, invoice.currency)),
    );
  }
  const voided = await updateInvoice(tx, clubId, invoice.id, {
    status: "void",
    voidedAt: now,
    voidReason: input.reason,
  });
  // Its green fees may be billed again, on another invoice.
  await releaseGreenFees(tx, clubId, invoice.id);
  const credited = input.inFull ? invoice.totalMinor : received;
  if (credited <= 0) return { invoice: voided, creditNote: null };
  // The credit note is the club's document, as the invoice was: in the club's language.
  const words = t("billing", clubLocale(await clubOrRefuse(tx, clubId)));
  const draft = await insertInvoice(
    tx,
    clubId,
    {
      kind: "credit_note",
      memberId: invoice.memberId,
      payerMemberId: invoice.payerMemberId,
      billTo: invoice.billTo,
      currency: invoice.currency,
      terms: invoice.terms,
      creditFor: invoice.id,
      createdBy: audit.actorId,
    },
    input.inFull
      ? await mirroredLines(tx, clubId, invoice.id, words.reissue.line(number))
      : [
          {
            position: 0,
            kind: "custom",
            description: words.creditNote.line(number),
            quantity: 1,
            unitMinor: credited,
          },
        ],
  );
  // A credit note is settled by giving the money back, not by a date: it is due when issued.
  const creditNote = await issueDraft(tx, draft, input.today, input.today);
  // Credited in full with no money held: nothing to give back, settled now.
  if (input.inFull) {
    return {
      invoice: voided,
      creditNote: await updateInvoice(tx, clubId, creditNote.id, { status: "paid", paidAt: now }),
    };
  }
  return { invoice: voided, creditNote };
}

/**
 * The billing day's own functions (billing.job.ts), for the go-live screen's count of the first day (decision
 * 061), which runs them in a transaction it rolls back (decision 051: another module takes them from here).
 */
export { chargeOverdue, issueRenewals, sendReminders } from "./billing.job.ts";
export type { RenewalCursor } from "./invoices.repository.ts";

/**
 * The lines of a credit note for an invoice's whole (decision 080): one per rate of its tax summary, its net sum
 * at that rate, so that the credit note's summary is the invoice's, rate by rate and cent by cent.
 */
async function mirroredLines(tx: Db, clubId: string, invoiceId: string, description: string) {
  const lines = await linesOf(tx, clubId, invoiceId);
  return invoiceTotals(lines).taxes.map((group, position) => {
    const first = lines.find((l) => taxGroupKey(l) === taxGroupKey(group));
    return {
      position,
      kind: "custom" as const,
      description,
      quantity: 1,
      unitMinor: group.netMinor,
      taxRateId: first?.taxRateId ?? null,
      taxName: group.taxName,
      taxPercent: group.taxPercent,
      taxKind: group.taxKind,
      taxNote: group.taxNote,
    };
  });
}

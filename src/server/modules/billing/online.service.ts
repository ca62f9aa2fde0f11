import type Stripe from "stripe";
import { AUTO_TOP_UP_PURPOSE, TOP_UP_PURPOSE } from "../../../shared/accounts.ts";
import {
  accountReturnUrl,
  type CheckoutSession,
  checkoutReturnUrl,
  type UnmatchedPaymentList,
} from "../../../shared/billing-online.ts";
import { financialSettingsOf } from "../../../shared/clubs.ts";
import { isUuid } from "../../../shared/ids.ts";
import { MONEY_MAX } from "../../../shared/money.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { currentLocale, t } from "../../i18n.ts";
import { clubToday, findClub } from "../clubs/clubs.service.ts";
import { confirmVisitorPayment, VISITOR_BOOKING_PURPOSE } from "../golf/visitors-payment.ts";
import { findMemberOfUserWithType } from "../members/member-records.service.ts";
import type { ApplicationMailDeps } from "../memberships/application-mail.ts";
import { openPaymentCredentials } from "../payments/payments.service.ts";
import { moveAccount, ownHolder, recordTopUp, topUpMetadata } from "./accounts.service.ts";
import { recordAutoTopUpIntent, recordSavedCard } from "./auto-top-up.service.ts";
import { balanceNow } from "./balances.ts";
import type { InvoiceRow } from "./billing.repository.ts";
import {
  findInvoice,
  findPayment,
  keepUnmatchedPayment,
  lockUnmatchedPayment,
  openUnmatchedPayments,
  refundOfGateway,
  updateUnmatchedPayment,
} from "./billing.repository.ts";
import { markRefundSent, recordPayment, withdrawRefund } from "./billing.service.ts";
import { billingSettingsOf, clubLocale } from "./billing-settings.ts";
import { clubBilling } from "./invoices.repository.ts";
import { checkoutRefused, onlineSecretKey, withStoredKeys } from "./online-status.ts";
import { GatewayError, keyMode, type StripeGateway, verifyWebhook, WebhookSignatureError } from "./stripe.ts";

/*
 * Paying an invoice online (issue 15): a member opens a Stripe Checkout page for the balance of their own
 * invoice; Stripe's webhook, its signature checked with the club's webhook secret, records the payment once
 * per Checkout Session, however often Stripe reports it.
 */

/** What paying online needs. */
export type OnlineDeps = Pick<AppContext, "db" | "box" | "appUrl" | "logger" | "clock"> & {
  gateway: StripeGateway;
  /** The server's secret (AUTH_SECRET): a visitor's booking's link, e-mailed when its payment arrives. */
  secret: string;
  /** Tells an applicant whose joining invoice is paid that their membership is active. */
  mailer: ApplicationMailDeps["mailer"];
};

/** Refuses an invoice that is not the caller's own open invoice with money owed; answers the balance. */
async function payableBalance(
  deps: OnlineDeps,
  access: Access,
  invoiceId: string,
): Promise<[InvoiceRow, number]> {
  const notFound = () => new AppError("NOT_FOUND", t("billing").notFound.invoice);
  if (!isUuid(invoiceId)) throw notFound();
  const [invoice, own] = await Promise.all([
    findInvoice(deps.db, access.clubId, invoiceId.toLowerCase()),
    findMemberOfUserWithType(deps.db, access.clubId, access.userId).then((m) => m?.id),
  ]);
  // Another member's invoice (staff's too: each pays only their own here) answers as another club's would.
  // One billed to one's household's payer is the payer's to pay (decision 062).
  if (!invoice || !own || (invoice.payerMemberId ?? invoice.memberId) !== own) throw notFound();
  const texts = t("billingOnline").checkout;
  const number = invoice.number ?? "";
  if (invoice.kind === "credit_note") throw new AppError("CONFLICT", texts.creditNote(number));
  if (invoice.status === "draft") throw new AppError("CONFLICT", texts.draft);
  if (invoice.status === "paid") throw new AppError("CONFLICT", texts.paid(number));
  if (invoice.status === "void") throw new AppError("CONFLICT", texts.void(number));
  const balance = await balanceNow(deps.db, invoice);
  if (balance <= 0) throw new AppError("CONFLICT", texts.nothingOwed(number));
  return [invoice, balance];
}

/**
 * A Stripe Checkout page for the balance of the caller's own open (or overdue) invoice, in its currency. The
 * club must take "stripe" among its payment methods and have stored a Stripe secret key of the mode its
 * gateway settings name (test or live). A second click on the same day for the same balance answers the same
 * page. `email` is the signed-in user's, for Checkout when the invoice names none.
 */
export async function startCheckout(
  deps: OnlineDeps,
  access: Access,
  invoiceId: string,
  email: string,
): Promise<CheckoutSession> {
  const now = deps.clock.now();
  const [invoice, balance] = await payableBalance(deps, access, invoiceId);
  const texts = t("billingOnline").checkout;
  const club = await findClub(deps.db, access.clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const financial = financialSettingsOf(club.financialSettings);
  const ready = await withStoredKeys(deps, club.id, () =>
    onlineSecretKey(deps.db, deps.box, club.id, financial),
  );
  if ("refusal" in ready) {
    const refusal = ready.refusal;
    throw new AppError("CONFLICT", refusal === "notTaken" ? texts.notTaken(club.name) : texts[refusal]);
  }
  const { secretKey } = ready;

  try {
    const session = await deps.gateway.createCheckout({
      secretKey,
      clubId: club.id,
      reference: invoice.id,
      metadata: { invoiceId: invoice.id },
      description: t("billingOnline").line(invoice.number ?? "", club.name),
      amountMinor: balance,
      currency: invoice.currency,
      customerEmail: invoice.billTo.email || email || null,
      locale: currentLocale(),
      successUrl: checkoutReturnUrl(deps.appUrl, invoice.id, "paid"),
      cancelUrl: checkoutReturnUrl(deps.appUrl, invoice.id, "cancelled"),
      day: now.toISOString().slice(0, 10),
    });
    deps.logger.info(
      { clubId: club.id, invoiceId: invoice.id, sessionId: session.id, amountMinor: balance },
      "Stripe Checkout started",
    );
    return { url: session.url };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.logger.warn(
      { err: error, clubId: club.id, invoiceId: invoice.id, kind: error.kind },
      "Stripe did not open a Checkout page",
    );
    throw checkoutRefused(error);
  }
}

/**
 * A Stripe Checkout page for a top-up of the caller's own member account (decision 081): the same gateway, keys
 * and webhook as an invoice's; the session's metadata names the member (`purpose: "account_top_up"`). Each click
 * opens a page of its own (a fresh `topUpId`), so a second top-up of the same amount on the same day is one.
 * `returnUrl` is the member's account page.
 */
export async function startTopUpCheckout(
  deps: OnlineDeps,
  access: Access,
  amountMinor: number,
  email: string,
): Promise<CheckoutSession> {
  const holder = await ownHolder(deps.db, access);
  const texts = t("billingOnline").checkout;
  const club = await findClub(deps.db, access.clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  const financial = financialSettingsOf(club.financialSettings);
  const ready = await withStoredKeys(deps, club.id, () =>
    onlineSecretKey(deps.db, deps.box, club.id, financial),
  );
  if ("refusal" in ready) {
    const refusal = ready.refusal;
    throw new AppError("CONFLICT", refusal === "notTaken" ? texts.notTaken(club.name) : texts[refusal]);
  }
  const topUpId = crypto.randomUUID();
  try {
    const session = await deps.gateway.createCheckout({
      secretKey: ready.secretKey,
      clubId: club.id,
      reference: holder.id,
      metadata: topUpMetadata(holder.id, topUpId),
      description: t("accounts").checkoutLine(club.name),
      amountMinor,
      currency: financial.currency || club.currency,
      customerEmail: holder.email || email || null,
      locale: currentLocale(),
      successUrl: accountReturnUrl(deps.appUrl, "paid"),
      cancelUrl: accountReturnUrl(deps.appUrl, "cancelled"),
      day: deps.clock.now().toISOString().slice(0, 10),
    });
    deps.logger.info(
      { clubId: club.id, memberId: holder.id, sessionId: session.id, amountMinor },
      "Stripe Checkout of a top-up started",
    );
    return { url: session.url };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.logger.warn(
      { err: error, clubId: club.id, kind: error.kind },
      "Stripe did not open a Checkout page",
    );
    throw checkoutRefused(error);
  }
}

/**
 * A request to the club's Stripe webhook: 404 for an unknown club or one without a webhook secret, 400 for a
 * missing, stale or forged signature (nothing recorded). A Checkout Session paid (`checkout.session.completed`
 * with payment_status "paid", or `checkout.session.async_payment_succeeded`) records its payment on the
 * invoice its metadata names, once per session (`gatewayReference`), by the system. A setup session of an
 * automatic top-up stores the member's card, and `payment_intent.succeeded` of one records it on the account, once
 * (decision 087). Anything else is answered and left alone.
 */
export async function receiveStripeWebhook(
  deps: OnlineDeps,
  clubId: string,
  payload: string,
  signature: string | undefined,
  audit: AuditContext,
): Promise<void> {
  const texts = t("billingOnline").webhook;
  const club = isUuid(clubId) ? await findClub(deps.db, clubId.toLowerCase()) : undefined;
  if (!club) throw new AppError("NOT_FOUND", texts.unknown);
  const keys = await withStoredKeys(deps, club.id, () =>
    openPaymentCredentials(deps.db, deps.box, club.id, "stripe"),
  );
  const secret = keys?.webhookSecret;
  if (!secret) throw new AppError("NOT_FOUND", texts.noSecret);

  let event: Stripe.Event;
  try {
    event = verifyWebhook(payload, signature, secret);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    deps.logger.warn({ clubId: club.id, kind: error.kind }, "Stripe webhook refused: %s", error.message);
    const title = {
      missing: texts.signatureMissing,
      expired: texts.signatureExpired,
      future: texts.signatureFuture,
      invalid: texts.signatureInvalid,
    }[error.kind];
    throw new AppError("BAD_REQUEST", title);
  }

  if (
    event.type === "refund.updated" ||
    event.type === "refund.failed" ||
    event.type === "charge.refund.updated"
  ) {
    await settleRefund(deps, club.id, event.id, event.data.object, audit);
  } else if (
    event.type === "checkout.session.completed" &&
    event.data.object.mode === "setup" &&
    event.data.object.metadata?.purpose === AUTO_TOP_UP_PURPOSE
  ) {
    // A card saved for automatic top-ups (decision 087).
    await recordSavedCard(deps, club.id, event.id, event.data.object, keys?.secretKey, audit);
  } else if (
    event.type === "payment_intent.succeeded" &&
    event.data.object.metadata?.purpose === AUTO_TOP_UP_PURPOSE
  ) {
    await recordAutoTopUpIntent(deps, club.id, event.id, event.data.object);
  } else if (event.type === "checkout.session.completed" && event.data.object.payment_status === "paid") {
    await recordSession(deps, club.id, event.id, event.data.object, audit);
  } else if (event.type === "checkout.session.async_payment_succeeded") {
    await recordSession(deps, club.id, event.id, event.data.object, audit);
  }
}

/** Records a paid Checkout Session's money on its invoice, once per session. */
async function recordSession(
  deps: OnlineDeps,
  clubId: string,
  eventId: string,
  session: Stripe.Checkout.Session,
  audit: AuditContext,
): Promise<void> {
  if (session.metadata?.purpose === TOP_UP_PURPOSE) {
    await recordTopUpSession(deps, clubId, eventId, session, audit);
    return;
  }
  if (session.metadata?.purpose === VISITOR_BOOKING_PURPOSE) {
    await recordVisitorSession(deps, clubId, eventId, session, audit);
    return;
  }
  const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id ?? "";
  const context = { clubId, eventId, sessionId: session.id, invoiceId };
  // A session the club's Stripe account made for something else (another shop on the same account).
  if (!invoiceId) {
    deps.logger.info(context, "Stripe Checkout Session without an invoice: left alone");
    return;
  }
  const invoice = isUuid(invoiceId) ? await findInvoice(deps.db, clubId, invoiceId.toLowerCase()) : undefined;
  // Signed with this club's secret but naming another club's invoice (or none): nothing to record here.
  // Answered 200 all the same: Stripe would repeat the event for days, and it would never fit.
  if (!invoice || (session.metadata?.clubId && session.metadata.clubId !== clubId)) {
    deps.logger.warn(context, "Stripe Checkout Session names an invoice that is not this club's: ignored");
    return;
  }
  const amountMinor = session.amount_total ?? 0;
  // Stripe writes amounts as whole numbers of the minor unit, at most 99,999,999 for most currencies. A signed
  // event with a fraction (or a text, or a number past any amount) is not Stripe's: 400, logged, nothing
  // recorded (a fraction answered 500 from the database's bigint; decision 039).
  if (!Number.isSafeInteger(amountMinor) || amountMinor > MONEY_MAX) {
    deps.logger.error({ ...context, amountTotal: session.amount_total }, "Stripe event refused: its amount");
    throw new AppError("BAD_REQUEST", t("billingOnline").webhook.malformed);
  }
  const currency = (session.currency ?? "").toUpperCase();
  // Our sessions are made in the invoice's currency for a positive balance. Anything else would put an amount
  // of one currency on an invoice of another: the books would be wrong. It is logged for the club to settle
  // by hand (the money is in its Stripe account) and answered 200, since no repeat of it would ever fit.
  const paymentIntent = session.payment_intent;
  const reference = typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? null);
  if (amountMinor <= 0 || currency !== invoice.currency) {
    deps.logger.error(
      { ...context, amountMinor, currency, invoiceCurrency: invoice.currency },
      "Stripe payment not recorded: its amount or currency does not fit the invoice",
    );
    // Money that came in is shown to staff with what to do (decision 079), once per session.
    if (amountMinor > 0 && /^[A-Z]{3}$/.test(currency)) {
      await withAudit(deps.db, audit, (tx) =>
        keepUnmatchedPayment(tx, clubId, {
          invoiceId: invoice.id,
          gatewayReference: session.id,
          paymentIntent: reference,
          amountMinor,
          currency,
          receivedAt: deps.clock.now(),
        }),
      );
    }
    return;
  }
  const now = deps.clock.now();
  const result = await recordPayment(
    deps.db,
    clubId,
    invoice.id,
    {
      method: "stripe",
      amountMinor,
      receivedOn: await clubToday(deps.db, clubId, now),
      reference,
      gatewayReference: session.id,
    },
    audit,
    now,
    { mailer: deps.mailer, appUrl: deps.appUrl },
  );
  deps.logger.info(
    { ...context, paymentId: result.paymentId, balanceMinor: result.balanceMinor },
    "Stripe payment recorded",
  );
}

/**
 * The money of a paid Checkout Session of a top-up or a visitor's booking: its amount (a signed event with an
 * amount that is not a whole number of minor units is refused, 400), its payment intent and its currency.
 */
function sessionMoney(
  deps: Pick<OnlineDeps, "logger">,
  context: Record<string, string>,
  session: Stripe.Checkout.Session,
): { amountMinor: number; reference: string | null; currency: string } {
  const amountMinor = session.amount_total ?? 0;
  if (!Number.isSafeInteger(amountMinor) || amountMinor > MONEY_MAX) {
    deps.logger.error({ ...context, amountTotal: session.amount_total }, "Stripe event refused: its amount");
    throw new AppError("BAD_REQUEST", t("billingOnline").webhook.malformed);
  }
  const paymentIntent = session.payment_intent;
  const reference = typeof paymentIntent === "string" ? paymentIntent : (paymentIntent?.id ?? null);
  return { amountMinor, reference, currency: (session.currency ?? "").toUpperCase() };
}

/**
 * Confirms the visitor's booking a paid session names (decision 084), once. Money that no held booking can take
 * (the hold ran out, another amount) is shown to staff to refund, as any unmatched payment (decision 079).
 */
async function recordVisitorSession(
  deps: OnlineDeps,
  clubId: string,
  eventId: string,
  session: Stripe.Checkout.Session,
  audit: AuditContext,
): Promise<void> {
  const visitorBookingId = session.metadata?.visitorBookingId ?? "";
  const context = { clubId, eventId, sessionId: session.id, visitorBookingId };
  if (session.metadata?.clubId && session.metadata.clubId !== clubId) {
    deps.logger.warn(context, "Stripe visitor's payment names another club: ignored");
    return;
  }
  const { amountMinor, reference, currency } = sessionMoney(deps, context, session);
  const outcome = await confirmVisitorPayment(
    deps,
    clubId,
    { id: session.id, visitorBookingId, amountMinor, currency, paymentIntent: reference },
    audit,
  );
  if (outcome === "unmatched" && amountMinor > 0 && /^[A-Z]{3}$/.test(currency)) {
    await withAudit(deps.db, audit, (tx) =>
      keepUnmatchedPayment(tx, clubId, {
        invoiceId: null,
        memberId: null,
        gatewayReference: session.id,
        paymentIntent: reference,
        amountMinor,
        currency,
        receivedAt: deps.clock.now(),
      }),
    );
  }
  deps.logger.info({ ...context, amountMinor, outcome }, "Stripe visitor's payment received");
}

/** Records a paid top-up on the member's account its metadata names, once per session (decision 081). */
async function recordTopUpSession(
  deps: OnlineDeps,
  clubId: string,
  eventId: string,
  session: Stripe.Checkout.Session,
  audit: AuditContext,
): Promise<void> {
  const memberId = session.metadata?.memberId ?? "";
  const context = { clubId, eventId, sessionId: session.id, memberId };
  if (session.metadata?.clubId && session.metadata.clubId !== clubId) {
    deps.logger.warn(context, "Stripe top-up names another club: ignored");
    return;
  }
  const { amountMinor, reference, currency } = sessionMoney(deps, context, session);
  const outcome =
    amountMinor > 0
      ? await recordTopUp(
          deps.db,
          clubId,
          memberId,
          { id: session.id, amountMinor, currency, paymentIntent: reference },
          audit,
        )
      : "unknown";
  if (outcome === "currency" && /^[A-Z]{3}$/.test(currency)) {
    // Money in another currency than the account's is shown to staff with what to do (decision 079).
    await withAudit(deps.db, audit, (tx) =>
      keepUnmatchedPayment(tx, clubId, {
        invoiceId: null,
        memberId,
        gatewayReference: session.id,
        paymentIntent: reference,
        amountMinor,
        currency,
        receivedAt: deps.clock.now(),
      }),
    );
  }
  deps.logger.info({ ...context, amountMinor, outcome }, "Stripe top-up received");
}

/** Stripe's refusal of a refund, or its silence, as the answer to staff: nothing was refunded (503). */
function refundRefused(error: GatewayError): AppError {
  const texts = t("billingOnline").refund;
  if (error.kind === "unreachable") return new AppError("UNAVAILABLE", texts.unreachable);
  if (error.kind === "keyRefused") return new AppError("UNAVAILABLE", texts.keyRefused);
  return new AppError("UNAVAILABLE", texts.refused(error.stripeMessage ?? error.message));
}

/** What sending a refund to Stripe needs. */
export type RefundDeps = Pick<OnlineDeps, "db" | "box" | "logger" | "clock" | "gateway">;

/**
 * Where a refund of this payment must be sent (decision 079): the Stripe payment intent of a payment Stripe took,
 * and the club's key to send it with; null for money taken by hand, or when the club has no Stripe key any more
 * (the refund is then recorded as given back by hand, as before).
 */
export async function stripeRefundTarget(
  deps: RefundDeps,
  clubId: string,
  paymentId: string,
): Promise<{ secretKey: string; paymentIntent: string } | null> {
  if (!isUuid(paymentId)) return null;
  const payment = await findPayment(deps.db, clubId, paymentId.toLowerCase());
  if (payment?.method !== "stripe" || !payment.reference?.startsWith("pi_")) return null;
  const keys = await withStoredKeys(deps, clubId, () =>
    openPaymentCredentials(deps.db, deps.box, clubId, "stripe"),
  );
  const secretKey = keys?.secretKey;
  if (!secretKey || keyMode(secretKey) === "unknown") return null;
  return { secretKey, paymentIntent: payment.reference };
}

/**
 * Sends a refund just recorded to Stripe, outside its transaction (decision 079). Stripe's answer is kept with
 * it (its id, "pending" until the webhook confirms it); a refusal, or Stripe out of reach, takes the refund back
 * and answers 503 with Stripe's reason: nothing was refunded.
 */
export async function sendRefund(
  deps: RefundDeps,
  clubId: string,
  refund: { id: string; amountMinor: number },
  target: { secretKey: string; paymentIntent: string },
  audit: AuditContext,
): Promise<void> {
  const texts = t("billingOnline").refund;
  let sent: { id: string; status: string | null };
  try {
    sent = await deps.gateway.createRefund({
      secretKey: target.secretKey,
      clubId,
      refundId: refund.id,
      paymentIntent: target.paymentIntent,
      amountMinor: refund.amountMinor,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.logger.warn({ err: error, clubId, refundId: refund.id, kind: error.kind }, "Stripe did not refund");
    await withdrawRefund(deps.db, clubId, refund.id, audit, deps.clock.now());
    throw refundRefused(error);
  }
  if (sent.status === "failed" || sent.status === "canceled") {
    await withdrawRefund(deps.db, clubId, refund.id, audit, deps.clock.now());
    throw new AppError("UNAVAILABLE", texts.refused(sent.status));
  }
  const status = sent.status === "succeeded" || sent.status === "requires_action" ? sent.status : "pending";
  await markRefundSent(deps.db, clubId, refund.id, { reference: sent.id, status }, audit);
  deps.logger.info({ clubId, refundId: refund.id, stripeRefund: sent.id, status }, "Refund sent to Stripe");
}

/** Stripe's word on a refund it was sent: succeeded kept as such; failed or cancelled taken back. */
async function settleRefund(
  deps: OnlineDeps,
  clubId: string,
  eventId: string,
  refund: Stripe.Refund,
  audit: AuditContext,
): Promise<void> {
  const context = { clubId, eventId, stripeRefund: refund.id, status: refund.status };
  const ours = await refundOfGateway(deps.db, clubId, refund.id);
  if (!ours) {
    deps.logger.info(context, "Stripe refund not sent by Clubhouse: left alone");
    return;
  }
  if (refund.status === "failed" || refund.status === "canceled") {
    await withdrawRefund(deps.db, clubId, ours.id, audit, deps.clock.now());
    deps.logger.warn({ ...context, refundId: ours.id }, "Stripe refund failed: taken back");
    return;
  }
  const status =
    refund.status === "succeeded" || refund.status === "requires_action" ? refund.status : "pending";
  if (status !== ours.gatewayStatus) {
    await markRefundSent(deps.db, clubId, ours.id, { reference: refund.id, status }, audit);
  }
  deps.logger.info({ ...context, refundId: ours.id }, "Stripe refund status recorded");
}

/** `GET /billing/unmatched-payments`: the money Stripe took that is not on an invoice and not dealt with yet. */
export async function unmatchedPaymentList(
  deps: Pick<RefundDeps, "db">,
  clubId: string,
): Promise<UnmatchedPaymentList> {
  const rows = await openUnmatchedPayments(deps.db, clubId);
  return { payments: rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() })) };
}

/**
 * Keeps money Stripe took that is not on an invoice on the member's account (decision 081), in `tx`: `amountMinor`
 * in the account's currency (staff say what the payment is worth in it), credited once per payment. The member is
 * the top-up's, else the invoice's payer or member; none known answers 409.
 */
async function keepOnAccount(
  tx: Db,
  clubId: string,
  row: { id: string; invoiceId: string | null; memberId: string | null },
  amountMinor: number,
  audit: AuditContext,
): Promise<void> {
  const invoice = row.invoiceId ? await findInvoice(tx, clubId, row.invoiceId) : undefined;
  const memberId = row.memberId ?? invoice?.payerMemberId ?? invoice?.memberId ?? null;
  if (!memberId) throw new AppError("CONFLICT", t("accounts").overpayment.noMember);
  const club = await clubBilling(tx, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  await moveAccount(tx, clubId, memberId, billingSettingsOf(club).currency, amountMinor, {
    kind: "credit",
    description: t("accounts", clubLocale(club)).line.unmatched,
    unmatchedPaymentId: row.id,
    createdBy: audit.actorId,
  });
}

/**
 * Deals with money Stripe took that is not on an invoice (decision 079): `refund` gives all of it back at Stripe
 * (its payment intent, the row's id as idempotency key); `settled` says staff dealt with it by hand. Another
 * club's, or one dealt with already, answers 404 and 409.
 */
export async function resolveUnmatchedPayment(
  deps: RefundDeps,
  access: Access,
  id: string,
  action: "refund" | "settled" | "kept",
  audit: AuditContext,
  keptMinor = 0,
): Promise<UnmatchedPaymentList> {
  const texts = t("billingOnline").unmatched;
  const { clubId } = access;
  if (!isUuid(id)) throw new AppError("NOT_FOUND", texts.notFound);
  const payment = await withAudit(deps.db, audit, async (tx) => {
    const row = await lockUnmatchedPayment(tx, clubId, id.toLowerCase());
    if (!row) throw new AppError("NOT_FOUND", texts.notFound);
    if (row.resolution !== "open") throw new AppError("CONFLICT", texts.done);
    if (action === "kept") {
      await keepOnAccount(tx, clubId, row, keptMinor, audit);
      await updateUnmatchedPayment(tx, clubId, row.id, {
        resolution: "kept",
        resolvedAt: deps.clock.now(),
        resolvedBy: audit.actorId,
      });
    }
    if (action === "settled") {
      await updateUnmatchedPayment(tx, clubId, row.id, {
        resolution: "settled",
        resolvedAt: deps.clock.now(),
        resolvedBy: audit.actorId,
      });
    }
    return row;
  });
  if (action === "refund") {
    const target = await withStoredKeys(deps, clubId, () =>
      openPaymentCredentials(deps.db, deps.box, clubId, "stripe"),
    );
    const secretKey = target?.secretKey;
    if (!secretKey || !payment.paymentIntent) throw new AppError("CONFLICT", texts.noKey);
    let sent: { id: string; status: string | null };
    try {
      sent = await deps.gateway.createRefund({
        secretKey,
        clubId,
        refundId: payment.id,
        paymentIntent: payment.paymentIntent,
        amountMinor: payment.amountMinor,
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.logger.warn({ err: error, clubId, unmatchedId: payment.id }, "Stripe did not refund");
      throw refundRefused(error);
    }
    await withAudit(deps.db, audit, (tx) =>
      updateUnmatchedPayment(tx, clubId, payment.id, {
        resolution: "refunded",
        resolvedAt: deps.clock.now(),
        resolvedBy: audit.actorId,
        refundReference: sent.id,
      }),
    );
  }
  return unmatchedPaymentList(deps, clubId);
}

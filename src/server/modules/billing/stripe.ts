import { createHash } from "node:crypto";
import Stripe from "stripe";

/*
 * The Stripe gateway (issue 15): Checkout Sessions for an invoice's balance, refunds, and the webhook's signature;
 * for member accounts' automatic top-ups (decision 087) a Customer per member, a Checkout Session in setup mode
 * that saves a card, the SetupIntent it made, off-session PaymentIntents on the saved card and its detaching.
 * The rest of the app reads only what is here; words for people are the service's (online.service.ts).
 */

/** Where the SDK sends its requests (env STRIPE_API_URL); Stripe's own API when not given. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: "http" | "https";
}

/** Whether a secret key is for Stripe's test mode or live mode (`sk_test_…`, `rk_live_…`), or not Stripe's. */
export type KeyMode = "test" | "live" | "unknown";

export function keyMode(secretKey: string): KeyMode {
  if (/^(sk|rk)_test_/.test(secretKey)) return "test";
  if (/^(sk|rk)_live_/.test(secretKey)) return "live";
  return "unknown";
}

/** One invoice's balance, or a top-up of a member's account (decision 081), to be paid on a Checkout page. */
export interface CheckoutRequest {
  secretKey: string;
  clubId: string;
  /** The invoice paid, or the member whose account is topped up (Checkout's client reference). */
  reference: string;
  /** What the webhook reads back: `{ invoiceId }`, or `{ purpose: "account_top_up", memberId }`. */
  metadata: Record<string, string>;
  /** The page's one line: "Invoice INV-2026-00001 — Riverside Golf Club". */
  description: string;
  /** In the currency's minor unit, as Stripe takes it. */
  amountMinor: number;
  /** ISO 4217, as the invoice keeps it (USD); Stripe is sent it in lower case. */
  currency: string;
  customerEmail: string | null;
  /** The page's language (en, de, fr, es). */
  locale: "en" | "de" | "fr" | "es";
  successUrl: string;
  cancelUrl: string;
  /** The day the request is made (UTC), part of the idempotency key. */
  day: string;
  /** When the page stops taking the payment (Stripe's 24 hours when not given; 30 minutes at least). */
  expiresAt?: Date;
}

/**
 * Why Stripe did not give a Checkout page: it could not be reached (or answered 5xx or 429: try again), it
 * refused the club's key (401, 403), or it refused the request (its `message` says why).
 */
export class GatewayError extends Error {
  override name = "GatewayError";
  constructor(
    readonly kind: "unreachable" | "keyRefused" | "refused",
    message: string,
    readonly stripeMessage: string | null = null,
  ) {
    super(message);
  }
}

/**
 * Why a webhook's signature was refused: no Stripe-Signature header, too old, dated ahead of this server's clock
 * beyond FUTURE_TOLERANCE_SECONDS, or not made with the secret.
 */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
  constructor(
    readonly kind: "missing" | "expired" | "future" | "invalid",
    message: string,
  ) {
    super(message);
  }
}

/** How long a member waits for Stripe before being told it could not be reached (the SDK's default is 80 s). */
const TIMEOUT_MS = 20_000;
/** Clients kept, one per secret key; a club that changes its key leaves one behind, so the map is bounded. */
const MAX_CLIENTS = 200;

/** The Stripe SDK, one client per secret key, sending to `address` (Stripe's own API when undefined). */
export class StripeGateway {
  private readonly clients = new Map<string, Stripe>();

  constructor(private readonly address: StripeApiAddress | undefined) {}

  private client(secretKey: string): Stripe {
    let client = this.clients.get(secretKey);
    if (!client) {
      if (this.clients.size >= MAX_CLIENTS) this.clients.clear();
      client = new Stripe(secretKey, {
        ...(this.address ?? {}),
        timeout: TIMEOUT_MS,
        // One retry after a network failure or a 5xx; the idempotency key makes it safe.
        maxNetworkRetries: 1,
        telemetry: false,
        appInfo: { name: "Clubhouse" },
      });
      this.clients.set(secretKey, client);
    }
    return client;
  }

  /**
   * A Checkout Session (mode payment) for the invoice's balance: its page's address and the session's id.
   * The idempotency key is the invoice, the day and everything sent, so a second click (or a retry) on the
   * same day for the same balance gets the same session back, and a changed balance a new one. Stripe
   * keeps a key at least 24 hours and a session is open 24 hours: a key of today never answers an expired
   * session.
   */
  async createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const metadata = { clubId: request.clubId, ...request.metadata };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.amountMinor,
            product_data: { name: request.description },
          },
        },
      ],
      ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      client_reference_id: request.reference,
      metadata,
      payment_intent_data: { description: request.description, metadata },
      locale: request.locale,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      ...(request.expiresAt ? { expires_at: Math.floor(request.expiresAt.getTime() / 1000) } : {}),
    };
    const digest = createHash("sha256").update(JSON.stringify(params)).digest("base64url").slice(0, 22);
    const idempotencyKey = `clubhouse-checkout-${request.reference}-${request.day}-${digest}`;
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client(request.secretKey).checkout.sessions.create(params, { idempotencyKey });
    } catch (error) {
      throw gatewayError(error);
    }
    if (!session.url) throw new GatewayError("refused", "Stripe answered a session without a page address");
    return { id: session.id, url: session.url };
  }

  /**
   * Closes an open Checkout Session, so that it can no longer be paid (a visitor's booking cancelled before its
   * payment, decision 084). A session already complete or expired answers GatewayError "refused".
   */
  async expireCheckout(secretKey: string, sessionId: string): Promise<void> {
    try {
      await this.client(secretKey).checkout.sessions.expire(sessionId);
    } catch (error) {
      throw gatewayError(error);
    }
  }

  /**
   * A refund of part or all of a payment intent (decision 079). The idempotency key is the refund's own id in
   * Clubhouse: a retry after a lost answer gets the same refund back, never a second one.
   */
  async createRefund(request: {
    secretKey: string;
    clubId: string;
    refundId: string;
    paymentIntent: string;
    amountMinor: number;
  }): Promise<{ id: string; status: string | null }> {
    try {
      const refund = await this.client(request.secretKey).refunds.create(
        {
          payment_intent: request.paymentIntent,
          amount: request.amountMinor,
          metadata: { clubId: request.clubId, refundId: request.refundId },
        },
        { idempotencyKey: `clubhouse-refund-${request.refundId}` },
      );
      return { id: refund.id, status: refund.status };
    } catch (error) {
      throw gatewayError(error);
    }
  }

  /** A Stripe Customer for the member (decision 087), one per member: the idempotency key is the club and member. */
  async createCustomer(request: {
    secretKey: string;
    clubId: string;
    memberId: string;
    email: string | null;
    name: string;
  }): Promise<string> {
    try {
      const customer = await this.client(request.secretKey).customers.create(
        {
          name: request.name,
          ...(request.email ? { email: request.email } : {}),
          metadata: { clubId: request.clubId, memberId: request.memberId },
        },
        // One Customer per member: a retry (or a second click while the first is on its way) gets the same one.
        { idempotencyKey: `clubhouse-customer-${request.clubId}-${request.memberId}` },
      );
      return customer.id;
    } catch (error) {
      throw gatewayError(error);
    }
  }

  /** A Checkout Session in setup mode: the member saves a card to their Customer for the club to charge later. */
  async createSetupCheckout(request: SetupCheckoutRequest): Promise<{ id: string; url: string }> {
    const metadata = { clubId: request.clubId, ...request.metadata };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: "setup",
      customer: request.customer,
      currency: request.currency.toLowerCase(),
      client_reference_id: request.reference,
      metadata,
      setup_intent_data: { metadata },
      locale: request.locale,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client(request.secretKey).checkout.sessions.create(params, {
        idempotencyKey: `clubhouse-setup-${request.reference}`,
      });
    } catch (error) {
      throw gatewayError(error);
    }
    if (!session.url) throw new GatewayError("refused", "Stripe answered a session without a page address");
    return { id: session.id, url: session.url };
  }

  /** The SetupIntent of a setup session, with its card (`expand: ["payment_method"]`). */
  async retrieveSetupIntent(secretKey: string, id: string): Promise<SavedCard> {
    let intent: Stripe.SetupIntent;
    try {
      intent = await this.client(secretKey).setupIntents.retrieve(id, { expand: ["payment_method"] });
    } catch (error) {
      throw gatewayError(error);
    }
    const method = intent.payment_method;
    const card = typeof method === "object" && method !== null ? method.card : null;
    if (typeof method !== "object" || method === null || !card) {
      throw new GatewayError("refused", "The SetupIntent holds no card");
    }
    const customer = intent.customer;
    return {
      setupIntentId: intent.id,
      status: intent.status,
      customer: typeof customer === "string" ? customer : (customer?.id ?? null),
      paymentMethodId: method.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
    };
  }

  /** An off-session PaymentIntent on the saved card, confirmed at once (an automatic top-up). A decline is an answer; Stripe unreachable or the key refused throws GatewayError. */
  async chargeSavedCard(request: {
    secretKey: string;
    attemptId: string;
    customer: string;
    paymentMethod: string;
    amountMinor: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<SavedCardCharge> {
    try {
      const intent = await this.client(request.secretKey).paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          customer: request.customer,
          payment_method: request.paymentMethod,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        // The attempt's own id: a retry after a lost answer gets the same PaymentIntent, never a second charge.
        { idempotencyKey: `clubhouse-auto-top-up-${request.attemptId}` },
      );
      if (intent.status === "succeeded") return { outcome: "succeeded", paymentIntent: intent.id };
      if (intent.status === "processing") return { outcome: "processing", paymentIntent: intent.id };
      // requires_action (the bank wants the cardholder), requires_payment_method: not taken.
      return {
        outcome: "declined",
        paymentIntent: intent.id,
        code: intent.status,
        message: intent.last_payment_error?.message ?? intent.status,
      };
    } catch (error) {
      // A card's refusal (402: card_declined, expired_card, authentication_required) or a request Stripe will
      // never take (the card detached meanwhile): not taken, and asking again would not change it.
      if (
        error instanceof Stripe.errors.StripeCardError ||
        error instanceof Stripe.errors.StripeInvalidRequestError
      ) {
        const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
        const code = [error.code, error.decline_code].filter(Boolean).join(": ") || error.type;
        return {
          outcome: "declined",
          paymentIntent: raw?.payment_intent?.id ?? null,
          code,
          message: error.message,
        };
      }
      throw gatewayError(error);
    }
  }

  /** Detaches a saved card from its Customer: the club can no longer charge it. */
  async detachPaymentMethod(secretKey: string, id: string): Promise<void> {
    try {
      await this.client(secretKey).paymentMethods.detach(id);
    } catch (error) {
      throw gatewayError(error);
    }
  }
}

/** A card saved through a Checkout Session in setup mode, as its SetupIntent holds it. */
export interface SavedCard {
  setupIntentId: string;
  status: string;
  customer: string | null;
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Stripe's answer to an off-session charge of a saved card: taken (or on its way), or declined and why. */
export type SavedCardCharge =
  | { outcome: "succeeded"; paymentIntent: string }
  | { outcome: "processing"; paymentIntent: string }
  | { outcome: "declined"; paymentIntent: string | null; code: string; message: string };

/** A Checkout Session in setup mode: the member saves a card for the club to charge later (decision 087). */
export interface SetupCheckoutRequest {
  secretKey: string;
  clubId: string;
  /** The Stripe Customer the card is saved to. */
  customer: string;
  /** Read back by the webhook (also on the SetupIntent): `{ purpose: "account_auto_top_up", memberId, … }`. */
  metadata: Record<string, string>;
  /** ISO 4217, the currency the card will be charged in. */
  currency: string;
  locale: "en" | "de" | "fr" | "es";
  successUrl: string;
  cancelUrl: string;
  /** Client reference and part of the idempotency key: a fresh id per click. */
  reference: string;
}

/** A failure of the SDK as one of GatewayError's kinds. */
function gatewayError(error: unknown): GatewayError {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new GatewayError("unreachable", error instanceof Error ? error.message : String(error));
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new GatewayError("unreachable", error.message);
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new GatewayError("keyRefused", error.message, error.message);
  }
  return new GatewayError("refused", error.message, error.message);
}

/**
 * How far ahead of this server's clock a signature's timestamp may be (decision 039). Stripe's SDK checks only
 * the past (its default tolerance, 5 minutes): a signature dated an hour ahead passed, and a captured event
 * could be replayed for an hour and five minutes. A minute covers two clocks kept by NTP.
 */
export const FUTURE_TOLERANCE_SECONDS = 60;

/** The `t=` of a Stripe-Signature header, in seconds since the epoch (NaN when it has none). */
function signedAt(header: string): number {
  const part = header.split(",").find((p) => p.trim().startsWith("t="));
  return part ? Number(part.trim().slice(2)) : Number.NaN;
}

/**
 * The event of a webhook request, after its Stripe-Signature header is checked against the raw body with the
 * endpoint's secret: Stripe's default tolerance of 5 minutes for a timestamp in the past, and
 * FUTURE_TOLERANCE_SECONDS for one ahead of `now`. Throws WebhookSignatureError.
 */
export function verifyWebhook(
  payload: string,
  header: string | undefined,
  secret: string,
  now: number = Date.now(),
): Stripe.Event {
  if (!header) throw new WebhookSignatureError("missing", "No Stripe-Signature header");
  try {
    const event = Stripe.webhooks.constructEvent(payload, header, secret, undefined, undefined, now);
    if (signedAt(header) > now / 1000 + FUTURE_TOLERANCE_SECONDS) {
      throw new WebhookSignatureError("future", "Timestamp ahead of this server's clock");
    }
    return event;
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(
        message.startsWith("Timestamp outside the tolerance zone") ? "expired" : "invalid",
        message,
      );
    }
    // Signed, but not an event (a body that is not JSON).
    throw new WebhookSignatureError("invalid", message);
  }
}

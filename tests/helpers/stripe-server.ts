import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Stripe from "stripe";
import { freePort } from "./free-port.ts";
import type { TestApp } from "./test-app.ts";

/*
 * A local server that speaks the part of Stripe's API the app calls (POST /v1/checkout/sessions in mode payment
 * or setup, POST /v1/checkout/sessions/{id}/expire, POST /v1/refunds, and for automatic top-ups (decision 087)
 * POST /v1/customers, GET /v1/setup_intents/{id} with expand[]=payment_method, POST /v1/payment_intents
 * (off-session and confirmed: succeeded, or declined with Stripe's 402 card error) and POST
 * /v1/payment_methods/{id}/detach), as Stripe does: form-encoded parameters in brackets, `Authorization: Bearer
 * <secret key>`, `Idempotency-Key` (the same key answers the first answer again), Stripe's error bodies. The app
 * reaches it through STRIPE_API_URL (the SDK's host, port and protocol), so the real SDK makes real HTTP
 * requests. It keeps every request for the tests to read. It serves no Checkout page: a test (or a browser test)
 * says the customer finished with `pay` or `saveCard`, then posts the event Stripe would send.
 */

/** A request as the server received it. */
export interface StripeRequest {
  method: string;
  path: string;
  /** The secret key of `Authorization: Bearer …`. */
  secretKey: string | null;
  idempotencyKey: string | null;
  /** The form's fields as sent (`line_items[0][price_data][currency]` → "usd"). */
  form: Record<string, string>;
}

/** A Checkout Session as Stripe answers it (the fields the app and the tests read, and Stripe's usual others). */
export interface CheckoutSessionObject {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  expires_at: number;
  livemode: boolean;
  locale: string | null;
  metadata: Record<string, string>;
  mode: "payment" | "setup";
  payment_intent: string | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  /** A setup session's SetupIntent (seti_…); null (or left out) in mode payment. */
  setup_intent?: string | null;
  status: "open" | "complete" | "expired";
  success_url: string | null;
  url: string | null;
}

/** A card saved to a customer (a SetupIntent's payment method), as Stripe answers it. */
export interface PaymentMethodObject {
  id: string;
  object: "payment_method";
  type: "card";
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** A PaymentIntent as Stripe answers it (the fields the app reads). */
export interface PaymentIntentObject {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  status: "succeeded" | "requires_payment_method";
  off_session: boolean;
  created: number;
  livemode: boolean;
}

/** A refund as Stripe answers it. */
export interface RefundObject {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled";
  failure_reason?: string;
}

export interface StripeServer {
  /** The address to give the app as STRIPE_API_URL. */
  url: string;
  requests: StripeRequest[];
  /** Every session made, by id. */
  sessions: Map<string, CheckoutSessionObject>;
  /** Secret keys the server takes (others answer 401 as Stripe does). */
  keys: Set<string>;
  /** Every refund made, by id. */
  refunds: Map<string, RefundObject>;
  /** A payment intent's amount and currency (as `pay` makes them): a refund of more is refused as Stripe does. */
  intents: Map<string, { amount: number; currency: string }>;
  /** Stripe's answer to the next refunds: "pending" (as for cards, by default) or a refusal's message. */
  refundAnswer: { status: "pending" | "succeeded" } | { refusal: string };
  /** The session as Stripe holds it once the customer paid: complete, paid, with its payment intent. */
  pay(sessionId: string, paymentStatus?: "paid" | "unpaid"): CheckoutSessionObject;
  /** Customers made (POST /v1/customers), by id. */
  customers: Map<
    string,
    { id: string; email: string | null; name: string | null; metadata: Record<string, string> }
  >;
  /** Saved cards, by id (`detached` once POST /v1/payment_methods/{id}/detach came). */
  paymentMethods: Map<string, PaymentMethodObject & { detached: boolean }>;
  /** Off-session PaymentIntents made, by id (declined ones too). */
  paymentIntents: Map<string, PaymentIntentObject>;
  /**
   * How the next off-session charges answer: "succeeded" (by default), or declined with Stripe's 402 card error
   * (`card_declined` with `insufficient_funds`). A card saved with last4 "0341" always declines, as Stripe's
   * test card 4000 0000 0000 0341 does once attached.
   */
  chargeAnswer: "succeeded" | "declined";
  /**
   * The setup session as Stripe holds it once the customer saved a card on its page: complete, with a
   * SetupIntent whose payment method is the card (Visa •••• 4242, 12/2034 unless told).
   */
  saveCard(sessionId: string, card?: Partial<PaymentMethodObject["card"]>): CheckoutSessionObject;
  /** Stops answering (Stripe down): listening stops and open connections are cut. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Stripe's minimum charge per currency, in minor units (those the tests use). */
const MINIMUM: Record<string, number> = { usd: 50, eur: 50, gbp: 30 };

const unix = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

/** `a[b][0][c]=v` pairs, flat: the tests compare the exact fields the SDK sent. */
function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The fields under `prefix[…]` as an object of their remaining names (metadata[clubId] → { clubId }). */
function under(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^([^[]+)\[([^\]]+)\]$/.exec(key);
    if (match?.[1] === prefix && match[2]) out[match[2]] = value;
  }
  return out;
}

function reply(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "content-type": "application/json",
    "request-id": randomId("req"),
    "stripe-version": Stripe.API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function invalid(res: ServerResponse, message: string, extra: Record<string, string> = {}) {
  reply(res, 400, { error: { type: "invalid_request_error", message, ...extra } });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

/** Starts the server on a free port of 127.0.0.1, taking `keys` as valid secret keys. */
export async function startStripeServer(keys: string[]): Promise<StripeServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, CheckoutSessionObject>();
  const known = new Set(keys);
  /** Idempotency-Key → the body first sent with it and the session answered. */
  const replays = new Map<string, { body: string; sessionId: string }>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    const secretKey = auth?.[1] ?? null;
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const form = formFields(body);
    const path = (req.url ?? "").split("?")[0] ?? "";
    requests.push({ method: req.method ?? "", path, secretKey, idempotencyKey, form });

    if (!secretKey || !known.has(secretKey)) {
      const shown = secretKey ? `${secretKey.slice(0, 8)}*********${secretKey.slice(-4)}` : "";
      reply(res, 401, {
        error: {
          type: "invalid_request_error",
          message: secretKey
            ? `Invalid API Key provided: ${shown}`
            : "You did not provide an API key. You need to provide your API key in the Authorization header.",
        },
      });
      return;
    }
    if (req.method === "POST" && path === "/v1/refunds")
      return refund(res, form, secretKey, idempotencyKey, body);
    if (req.method === "POST" && path === "/v1/customers")
      return replayed(res, secretKey, idempotencyKey, body, () => customer(form));
    const setupIntent = /^\/v1\/setup_intents\/([\w]+)$/.exec(path);
    if (req.method === "GET" && setupIntent) return readSetupIntent(res, setupIntent[1] ?? "", req.url ?? "");
    if (req.method === "POST" && path === "/v1/payment_intents")
      return replayed(res, secretKey, idempotencyKey, body, () => paymentIntent(form, secretKey));
    const detaching = /^\/v1\/payment_methods\/([\w]+)\/detach$/.exec(path);
    if (req.method === "POST" && detaching) {
      const method = paymentMethods.get(detaching[1] ?? "");
      if (!method || method.detached) {
        return invalid(
          res,
          `The payment method you provided is not attached to a customer so detachment is impossible.`,
          {
            code: "payment_method_unexpected_state",
          },
        );
      }
      method.detached = true;
      const { detached: _, ...shown } = method;
      return reply(res, 200, { ...shown, customer: null });
    }
    // Expiring an open session, as Stripe does (a complete one is refused).
    const expiring = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (req.method === "POST" && expiring) {
      const session = sessions.get(expiring[1] ?? "");
      if (!session) return invalid(res, `No such checkout.session: '${expiring[1]}'`);
      if (session.status !== "open") {
        return invalid(res, `Only Checkout Sessions with a status in ["open"] can be expired.`);
      }
      const expired = { ...session, status: "expired" as const };
      sessions.set(session.id, expired);
      reply(res, 200, expired);
      return;
    }
    if (req.method !== "POST" || path !== "/v1/checkout/sessions") {
      reply(res, 404, {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${req.method}: ${path}).`,
        },
      });
      return;
    }
    // The same key again: the same answer, or Stripe's refusal when the parameters differ.
    const key = idempotencyKey ? `${secretKey} ${idempotencyKey}` : null;
    const earlier = key ? replays.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== body) {
        reply(res, 400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      reply(res, 200, sessions.get(earlier.sessionId), { "idempotent-replayed": "true" });
      return;
    }

    if (form.mode === "setup") return setupSession(res, form, secretKey, key, body);
    if (form.mode !== "payment") return invalid(res, "Missing required param: mode.", { param: "mode" });
    if (!form.success_url)
      return invalid(res, "Missing required param: success_url.", { param: "success_url" });
    const currency = form["line_items[0][price_data][currency]"] ?? "";
    if (!/^[a-z]{3}$/.test(currency)) {
      return invalid(res, `Invalid currency: ${currency}.`, { param: "line_items[0][price_data][currency]" });
    }
    let amount = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
      const unitAmount = Number(form[`line_items[${i}][price_data][unit_amount]`]);
      const quantity = Number(form[`line_items[${i}][quantity]`]);
      if (!Number.isInteger(unitAmount) || unitAmount < 0) {
        return invalid(res, "Invalid integer", { param: `line_items[${i}][price_data][unit_amount]` });
      }
      amount += unitAmount * quantity;
    }
    const minimum = MINIMUM[currency] ?? 50;
    if (amount < minimum) {
      return invalid(
        res,
        `The Checkout Session's total amount due must add up to at least ${minimum} ${currency}`,
        {
          code: "amount_too_small",
        },
      );
    }
    const id = randomId(secretKey.startsWith("sk_live_") ? "cs_live" : "cs_test");
    const session: CheckoutSessionObject = {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created: unix(),
      currency,
      customer: null,
      customer_email: form.customer_email ?? null,
      expires_at: unix() + 86_400,
      livemode: secretKey.startsWith("sk_live_"),
      locale: form.locale ?? null,
      metadata: under(form, "metadata"),
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      setup_intent: null,
      status: "open",
      success_url: form.success_url ?? null,
      url: `${base}/c/pay/${id}`,
    };
    sessions.set(id, session);
    if (key) replays.set(key, { body, sessionId: id });
    reply(res, 200, session);
  }

  const customers: StripeServer["customers"] = new Map();
  const paymentMethods: StripeServer["paymentMethods"] = new Map();
  const paymentIntents = new Map<string, PaymentIntentObject>();
  /** A SetupIntent's customer and, once the customer saved a card, its payment method. */
  const setupIntents = new Map<
    string,
    { id: string; customer: string | null; metadata: Record<string, string>; paymentMethod: string | null }
  >();
  /** Idempotency-Key → the body first sent with it and the status and object answered (customers, intents). */
  const answers = new Map<string, { body: string; status: number; object: unknown }>();
  const charging: { answer: StripeServer["chargeAnswer"] } = { answer: "succeeded" };

  /** Answers `make()`'s status and object, or the first answer again for a key used before (Stripe's rule). */
  function replayed(
    res: ServerResponse,
    secretKey: string,
    idempotencyKey: string | null,
    body: string,
    make: () => { status: number; object: unknown },
  ) {
    const key = idempotencyKey ? `${secretKey} ${idempotencyKey}` : null;
    const earlier = key ? answers.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== body) {
        return reply(res, 400, {
          error: {
            type: "idempotency_error",
            message: "Keys for idempotent requests can only be used with the same parameters.",
          },
        });
      }
      return reply(res, earlier.status, earlier.object, { "idempotent-replayed": "true" });
    }
    const made = make();
    if (key) answers.set(key, { body, ...made });
    return reply(res, made.status, made.object);
  }

  /** POST /v1/customers. */
  function customer(form: Record<string, string>) {
    const made = {
      id: randomId("cus"),
      object: "customer",
      email: form.email ?? null,
      name: form.name ?? null,
      metadata: under(form, "metadata"),
    };
    customers.set(made.id, made);
    return { status: 200, object: made };
  }

  /** POST /v1/checkout/sessions with mode=setup: needs a customer (or customer_creation) and a success_url. */
  function setupSession(
    res: ServerResponse,
    form: Record<string, string>,
    secretKey: string,
    key: string | null,
    body: string,
  ) {
    if (!form.success_url)
      return invalid(res, "Missing required param: success_url.", { param: "success_url" });
    if (form.customer && !customers.has(form.customer)) {
      return invalid(res, `No such customer: '${form.customer}'`, {
        code: "resource_missing",
        param: "customer",
      });
    }
    const live = secretKey.startsWith("sk_live_");
    const id = randomId(live ? "cs_live" : "cs_test");
    const intent = randomId("seti");
    setupIntents.set(intent, {
      id: intent,
      customer: form.customer ?? null,
      metadata: under(form, "setup_intent_data[metadata]"),
      paymentMethod: null,
    });
    const session: CheckoutSessionObject = {
      id,
      object: "checkout.session",
      amount_subtotal: 0,
      amount_total: 0,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created: unix(),
      currency: form.currency ?? "",
      customer: form.customer ?? null,
      customer_email: null,
      expires_at: unix() + 86_400,
      livemode: live,
      locale: form.locale ?? null,
      metadata: under(form, "metadata"),
      mode: "setup",
      payment_intent: null,
      payment_status: "no_payment_required",
      setup_intent: intent,
      status: "open",
      success_url: form.success_url ?? null,
      url: `${base}/c/setup/${id}`,
    };
    sessions.set(id, session);
    if (key) replays.set(key, { body, sessionId: id });
    reply(res, 200, session);
  }

  /** GET /v1/setup_intents/{id}, its payment method expanded when asked (expand[]=payment_method). */
  function readSetupIntent(res: ServerResponse, id: string, url: string) {
    const intent = setupIntents.get(id);
    if (!intent) return invalid(res, `No such setupintent: '${id}'`, { code: "resource_missing" });
    const expand = [...new URLSearchParams(url.split("?")[1] ?? "")].some(
      ([name, value]) => /^expand\[\d*\]$/.test(name) && value === "payment_method",
    );
    const method = intent.paymentMethod ? paymentMethods.get(intent.paymentMethod) : undefined;
    const shownMethod = method ? (({ detached: _, ...m }) => m)(method) : null;
    reply(res, 200, {
      id: intent.id,
      object: "setup_intent",
      customer: intent.customer,
      metadata: intent.metadata,
      status: method ? "succeeded" : "requires_payment_method",
      usage: "off_session",
      payment_method: expand ? shownMethod : (intent.paymentMethod ?? null),
    });
  }

  /** POST /v1/payment_intents, confirmed off-session on a saved card: succeeded, or Stripe's 402 decline. */
  function paymentIntent(
    form: Record<string, string>,
    secretKey: string,
  ): { status: number; object: unknown } {
    const amount = Number(form.amount);
    const currency = form.currency ?? "";
    const method = paymentMethods.get(form.payment_method ?? "");
    if (!Number.isInteger(amount) || amount <= 0) {
      return {
        status: 400,
        object: { error: { type: "invalid_request_error", message: "Invalid integer", param: "amount" } },
      };
    }
    if (!method || method.detached || method.customer !== form.customer) {
      return {
        status: 400,
        object: {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such PaymentMethod: '${form.payment_method}'`,
            param: "payment_method",
          },
        },
      };
    }
    const declines = charging.answer === "declined" || method.card.last4 === "0341";
    const intent: PaymentIntentObject = {
      id: randomId("pi"),
      object: "payment_intent",
      amount,
      amount_received: declines ? 0 : amount,
      currency,
      customer: form.customer ?? null,
      payment_method: method.id,
      description: form.description ?? null,
      metadata: under(form, "metadata"),
      status: declines ? "requires_payment_method" : "succeeded",
      off_session: form.off_session === "true",
      created: unix(),
      livemode: secretKey.startsWith("sk_live_"),
    };
    paymentIntents.set(intent.id, intent);
    if (declines) {
      return {
        status: 402,
        object: {
          error: {
            type: "card_error",
            code: "card_declined",
            decline_code: "insufficient_funds",
            message: "Your card has insufficient funds.",
            payment_intent: intent,
          },
        },
      };
    }
    intents.set(intent.id, { amount, currency });
    return { status: 200, object: intent };
  }

  const refunds = new Map<string, RefundObject>();
  const intents = new Map<string, { amount: number; currency: string }>();
  const refundReplays = new Map<string, { body: string; refundId: string }>();
  const state: { refundAnswer: StripeServer["refundAnswer"] } = { refundAnswer: { status: "pending" } };

  /** POST /v1/refunds: a refund of a payment intent, of its amount or part of what is left of it. */
  function refund(
    res: ServerResponse,
    form: Record<string, string>,
    secretKey: string,
    idempotencyKey: string | null,
    body: string,
  ) {
    const key = idempotencyKey ? `${secretKey} ${idempotencyKey}` : null;
    const earlier = key ? refundReplays.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== body) {
        return reply(res, 400, {
          error: {
            type: "idempotency_error",
            message: "Keys for idempotent requests can only be used with the same parameters.",
          },
        });
      }
      return reply(res, 200, refunds.get(earlier.refundId), { "idempotent-replayed": "true" });
    }
    const intentId = form.payment_intent ?? "";
    const intent = intents.get(intentId);
    if (!intent) {
      return invalid(res, `No such payment_intent: '${intentId}'`, {
        code: "resource_missing",
        param: "payment_intent",
      });
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intentId && r.status !== "failed" && r.status !== "canceled")
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = form.amount === undefined ? intent.amount - refunded : Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount - refunded) {
      return invalid(
        res,
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - refunded})`,
        { code: "amount_too_large", param: "amount" },
      );
    }
    const answer = state.refundAnswer;
    if ("refusal" in answer) return invalid(res, answer.refusal, { code: "charge_disputed" });
    const made: RefundObject = {
      id: randomId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      created: unix(),
      metadata: under(form, "metadata"),
      payment_intent: intentId,
      reason: form.reason ?? null,
      status: answer.status,
    };
    refunds.set(made.id, made);
    if (key) refundReplays.set(key, { body, refundId: made.id });
    reply(res, 200, made);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      reply(res, 500, { error: { type: "api_error", message: String(error) } });
    });
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  await listen();

  return {
    url: base,
    requests,
    sessions,
    refunds,
    intents,
    get refundAnswer() {
      return state.refundAnswer;
    },
    set refundAnswer(answer) {
      state.refundAnswer = answer;
    },
    keys: known,
    customers,
    paymentMethods,
    paymentIntents,
    get chargeAnswer() {
      return charging.answer;
    },
    set chargeAnswer(answer) {
      charging.answer = answer;
    },
    saveCard(sessionId, card = {}) {
      const session = sessions.get(sessionId);
      if (!session?.setup_intent) throw new Error(`No setup session ${sessionId}`);
      const intent = setupIntents.get(session.setup_intent);
      if (!intent) throw new Error(`No SetupIntent ${session.setup_intent}`);
      const method: PaymentMethodObject & { detached: boolean } = {
        id: randomId("pm"),
        object: "payment_method",
        type: "card",
        customer: intent.customer,
        card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034, ...card },
        detached: false,
      };
      paymentMethods.set(method.id, method);
      intent.paymentMethod = method.id;
      const saved: CheckoutSessionObject = { ...session, status: "complete", url: null };
      sessions.set(sessionId, saved);
      return saved;
    },
    pay(sessionId, paymentStatus = "paid") {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const paid: CheckoutSessionObject = {
        ...session,
        status: "complete",
        payment_status: paymentStatus,
        payment_intent: session.payment_intent ?? randomId("pi"),
        url: null,
      };
      sessions.set(sessionId, paid);
      if (paid.payment_intent) {
        intents.set(paid.payment_intent, { amount: paid.amount_total, currency: paid.currency });
      }
      return paid;
    },
    stop,
    start: listen,
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}

/**
 * The JSON of a Stripe event of `type` about `session`, as Stripe sends it to a webhook: a paid session (`pay`),
 * or a setup session whose card was saved (`saveCard`; checkout.session.completed in mode setup).
 */
export function checkoutEvent(
  session: CheckoutSessionObject,
  type:
    | "checkout.session.completed"
    | "checkout.session.async_payment_succeeded"
    | "checkout.session.expired" = "checkout.session.completed",
): string {
  return JSON.stringify(
    {
      id: randomId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: unix(),
      data: { object: session },
      livemode: session.livemode,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
}

/** The JSON of a Stripe event `payment_intent.succeeded` about `intent`, as Stripe sends it to a webhook. */
export function paymentIntentEvent(
  intent: PaymentIntentObject,
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" = "payment_intent.succeeded",
): string {
  return JSON.stringify({
    id: randomId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: unix(),
    data: { object: intent },
    livemode: intent.livemode,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** The JSON of a Stripe event of `type` about `refund` (refund.updated when Stripe settles or fails it). */
export function refundEvent(
  refund: RefundObject,
  type: "refund.updated" | "refund.failed" = "refund.updated",
): string {
  return JSON.stringify({
    id: randomId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: unix(),
    data: { object: refund },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** A Stripe-Signature header of `payload` made with `secret` (Stripe's own test helper), at `timestamp`. */
export function signature(payload: string, secret: string, timestamp = unix()): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** One of Stripe's webhook addresses (docs.stripe.com/ips), as the request's peer. */
export const STRIPE_WEBHOOK_IP = "54.187.174.169";
export const STRIPE_WEBHOOK_AGENT = "Stripe/1.0 (+https://stripe.com/docs/webhooks)";

/** Posts `payload` to the club's webhook as Stripe does, with `header` as its Stripe-Signature (none if null). */
export function postWebhook(
  t: TestApp,
  clubId: string,
  payload: string,
  header: string | null,
): Promise<Response> {
  const headers: Record<string, string> = {
    "content-type": "application/json; charset=utf-8",
    "user-agent": STRIPE_WEBHOOK_AGENT,
  };
  if (header !== null) headers["stripe-signature"] = header;
  return t.fetch(
    `/api/webhooks/stripe/${clubId}`,
    { method: "POST", headers, body: payload },
    STRIPE_WEBHOOK_IP,
  );
}

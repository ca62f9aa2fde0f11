import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { auditTrail } from "../../src/server/db/schema/audit.ts";
import { invoices, payments } from "../../src/server/db/schema/billing.ts";
import { paymentCredentials } from "../../src/server/db/schema/payments.ts";
import { ConfigError, parseEnv, stripeApiAddress } from "../../src/server/env.ts";
import { insertInvoice } from "../../src/server/modules/billing/billing.repository.ts";
import { recordPayment, voidInvoice } from "../../src/server/modules/billing/billing.service.ts";
import { clubToday } from "../../src/server/modules/clubs/clubs.repository.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { issueOn, newClub } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { giveRole } from "../helpers/roles.ts";
import {
  type CheckoutSessionObject,
  checkoutEvent,
  postWebhook,
  refundEvent,
  STRIPE_WEBHOOK_AGENT,
  STRIPE_WEBHOOK_IP,
  type StripeServer,
  signature,
  startStripeServer,
} from "../helpers/stripe-server.ts";
import { APP_URL, type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Paying an invoice online (issue 15): a member opens Stripe Checkout for their own open invoice; Stripe's
// webhook, with a verified signature, records the payment once however often it is sent. Stripe is a local
// server that speaks its HTTP API (tests/helpers/stripe-server.ts): the real SDK makes real requests to it.

const SECRET = "sk_test_51Riverside0000000000000001";
const WEBHOOK_SECRET = "whsec_riverside_0000000000000001";
const OTHER_SECRET = "sk_test_51Hilltop00000000000000002";
const OTHER_WEBHOOK_SECRET = "whsec_hilltop_00000000000000002";
const LIVE_SECRET = "sk_live_51Riverside0000000000000003";
const CLUB = "Riverside Golf Club";
const audit = { actorId: null };

let stripe: StripeServer;
let t: TestApp;
let owner: Client;
let clubId: string;
let otherClubId: string;
let ada: FastMember;
let ben: FastMember;
let dana: FastMember;

/** An issued invoice of the club to `member`, addressed to them, of one untaxed line of `amount`. */
async function invoiceFor(member: FastMember, amount: number, club = clubId) {
  const draft = await insertInvoice(
    t.database.db,
    club,
    {
      memberId: member.memberId,
      billTo: { name: "Member", email: member.email, membershipNumber: null, address: null },
      currency: "USD",
      terms: "Net 30",
    },
    amount > 0
      ? [{ position: 0, kind: "custom", description: "Dues", quantity: 1, unitMinor: amount, taxable: false }]
      : [],
  );
  return issueOn(t, owner, club, draft.id, "2026-05-01");
}

/** The member's click on "Pay online" for the invoice. */
function checkout(member: FastMember, invoiceId: string, club = clubId, language = "en") {
  return asPerson(t, member.cookie, `/api/clubs/${club}/billing/invoices/${invoiceId}/checkout`, {
    method: "POST",
    headers: { "accept-language": language },
  });
}

/** The Checkout page's address the app answered, and the session the local Stripe made for it. */
async function startedSession(res: Response): Promise<{ url: string; session: CheckoutSessionObject }> {
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  const session = [...stripe.sessions.values()].find((s) => s.url === url);
  if (!session) throw new Error(`No session has the page ${url}`);
  return { url, session };
}

/** Stores the club's Stripe keys as its owner does. */
async function storeKeys(club: string, credentials: Record<string, string>) {
  const res = await owner.request(`/api/clubs/${club}/payment-credentials/stripe`, {
    method: "PUT",
    json: { credentials },
  });
  expect(res.status).toBe(200);
}

const paymentsOf = (invoiceId: string) =>
  t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));

async function statusOf(invoiceId: string) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row?.status;
}

async function refusal(res: Response, status: number, title: string) {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { title: string }).title).toBe(title);
}

beforeAll(async () => {
  stripe = await startStripeServer([SECRET, OTHER_SECRET, LIVE_SECRET]);
  t = await createTestApp({ env: { STRIPE_API_URL: stripe.url } });
  owner = await signedInClient(t, "stripe.owner@example.com");
  clubId = await newClub(owner, CLUB);
  otherClubId = await newClub(owner, "Hilltop Golf Club");
  await storeKeys(clubId, {
    publishableKey: "pk_test_51Riverside",
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
  });
  await storeKeys(otherClubId, {
    publishableKey: "pk_test_51Hilltop",
    secretKey: OTHER_SECRET,
    webhookSecret: OTHER_WEBHOOK_SECRET,
  });
  [ada, ben] = (await fastMembers(t, clubId, 2, "payer")) as [FastMember, FastMember];
  [dana] = (await fastMembers(t, otherClubId, 1, "hilltop")) as [FastMember];
});

afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe("starting Checkout", () => {
  it("gives the member a Checkout page for the balance, in its currency, with the invoice named", async () => {
    const invoice = await invoiceFor(ada, 12_500);
    const before = stripe.requests.length;
    const { url, session } = await startedSession(await checkout(ada, invoice.id));
    expect(url).toMatch(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
    expect(stripe.requests).toHaveLength(before + 1);
    const request = stripe.requests.at(-1);
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", secretKey: SECRET });
    expect(request?.idempotencyKey).toBeTruthy();
    expect(request?.form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "12500",
      "line_items[0][price_data][product_data][name]": `Invoice ${invoice.number} — ${CLUB}`,
      customer_email: ada.email,
      client_reference_id: invoice.id,
      "metadata[clubId]": clubId,
      "metadata[invoiceId]": invoice.id,
      success_url: `${APP_URL}/billing?invoice=${invoice.id}&paid=1`,
      cancel_url: `${APP_URL}/billing?invoice=${invoice.id}&cancelled=1`,
    });
    expect(session).toMatchObject({
      amount_total: 12_500,
      currency: "usd",
      metadata: { clubId, invoiceId: invoice.id },
      payment_status: "unpaid",
    });
  });

  it("answers the same page to a second click, and a new one when the balance changed", async () => {
    const invoice = await invoiceFor(ada, 8_000);
    const first = await startedSession(await checkout(ada, invoice.id));
    const sessionsBefore = stripe.sessions.size;
    const second = await startedSession(await checkout(ada, invoice.id));
    expect(second.url).toBe(first.url);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    const [a, b] = stripe.requests.slice(-2);
    expect(b?.idempotencyKey).toBe(a?.idempotencyKey);

    // Staff take 30.00 at the desk: the page for what is left is a new one.
    await recordPayment(
      t.database.db,
      clubId,
      invoice.id,
      { method: "cash", amountMinor: 3_000, receivedOn: "2026-05-02" },
      audit,
      new Date(),
    );
    const third = await startedSession(await checkout(ada, invoice.id));
    expect(third.url).not.toBe(first.url);
    expect(third.session.amount_total).toBe(5_000);
  });

  it("names the invoice in the member's language", async () => {
    const invoice = await invoiceFor(ada, 4_000);
    await startedSession(await checkout(ada, invoice.id, clubId, "de"));
    expect(stripe.requests.at(-1)?.form).toMatchObject({
      "line_items[0][price_data][product_data][name]": `Rechnung ${invoice.number} — ${CLUB}`,
      locale: "de",
    });
  });
});

describe("the webhook", () => {
  it("records one payment however often the event is sent, at once or again, and the invoice is paid", async () => {
    const invoice = await invoiceFor(ada, 15_000);
    const { session } = await startedSession(await checkout(ada, invoice.id));
    const paid = stripe.pay(session.id);
    const payload = checkoutEvent(paid);
    for (let i = 0; i < 3; i++) {
      const res = await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    const together = await Promise.all(
      [1, 2].map(() => postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))),
    );
    expect(together.map((r) => r.status)).toEqual([200, 200]);

    const rows = await paymentsOf(invoice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      method: "stripe",
      amountMinor: 15_000,
      currency: "USD",
      receivedOn: await clubToday(t.database.db, clubId, new Date()),
      reference: paid.payment_intent,
      gatewayReference: session.id,
      createdBy: null,
    });
    expect(await statusOf(invoice.id)).toBe("paid");

    // The audit trail has the payment, made by the system from Stripe's address.
    const trail = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.tableName, "payments"), eq(auditTrail.recordId, rows[0]?.id ?? "")));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: "INSERT",
      changedBy: "system",
      clubId,
      ipAddress: STRIPE_WEBHOOK_IP,
      userAgent: STRIPE_WEBHOOK_AGENT,
    });

    // Paid: nothing more to pay online.
    await refusal(
      await checkout(ada, invoice.id),
      409,
      `${invoice.number} is paid in full: there is nothing left to pay.`,
    );
  });

  it("records one payment for both event kinds of one session, and none while an async payment is pending", async () => {
    const invoice = await invoiceFor(ben, 6_000);
    const { session } = await startedSession(await checkout(ben, invoice.id));
    const send = async (payload: string) => {
      const res = await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET));
      expect(res.status).toBe(200);
    };
    // A bank debit: Checkout completes unpaid, and the money is reported later.
    await send(checkoutEvent(stripe.pay(session.id, "unpaid")));
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect(await statusOf(invoice.id)).toBe("open");
    const paid = stripe.pay(session.id);
    await send(checkoutEvent(paid, "checkout.session.async_payment_succeeded"));
    await send(checkoutEvent(paid, "checkout.session.completed"));
    await send(checkoutEvent(paid, "checkout.session.async_payment_succeeded"));
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect(await statusOf(invoice.id)).toBe("paid");
  });

  it("refuses a forged signature with 400 and records nothing", async () => {
    const invoice = await invoiceFor(ada, 7_700);
    const { session } = await startedSession(await checkout(ada, invoice.id));
    const payload = checkoutEvent(stripe.pay(session.id));
    const forged =
      "The Stripe-Signature does not match the body and the club's webhook secret: the request did not come from Stripe, or it was changed on the way.";
    // Signed with another secret (another club's).
    await refusal(
      await postWebhook(t, clubId, payload, signature(payload, OTHER_WEBHOOK_SECRET)),
      400,
      forged,
    );
    // Signed, then changed on the way.
    const tampered = payload.replace('"amount_total": 7700', '"amount_total": 1');
    expect(tampered).not.toBe(payload);
    await refusal(await postWebhook(t, clubId, tampered, signature(payload, WEBHOOK_SECRET)), 400, forged);
    // A made-up header.
    await refusal(await postWebhook(t, clubId, payload, "t=1,v1=0000"), 400, forged);
    // No signature at all.
    await refusal(
      await postWebhook(t, clubId, payload, null),
      400,
      "The Stripe-Signature header is missing: the request did not come from Stripe.",
    );
    // A true signature of ten minutes ago: a replay.
    const old = Math.floor(Date.now() / 1000) - 600;
    await refusal(
      await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET, old)),
      400,
      "The Stripe-Signature timestamp is more than 5 minutes old: the event is refused as a possible replay.",
    );
    // A true signature dated an hour ahead: refused as well (the tolerance held only for the past, so a
    // captured event stayed good until an hour and five minutes later).
    const ahead = Math.floor(Date.now() / 1000) + 3600;
    await refusal(
      await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET, ahead)),
      400,
      "The Stripe-Signature timestamp is more than a minute ahead of this server's clock: the event is refused. Check the server's clock.",
    );
    // The right club's event and signature, sent to another club's address.
    await refusal(
      await postWebhook(t, otherClubId, payload, signature(payload, WEBHOOK_SECRET)),
      400,
      forged,
    );
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect(await statusOf(invoice.id)).toBe("open");
    // The same event, truly signed now, is recorded.
    expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it("takes a signature a few seconds ahead of the server's clock (clocks differ a little)", async () => {
    const invoice = await invoiceFor(ben, 4_200);
    const { session } = await startedSession(await checkout(ben, invoice.id));
    const payload = checkoutEvent(stripe.pay(session.id));
    const soon = Math.floor(Date.now() / 1000) + 30;
    expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET, soon))).status).toBe(
      200,
    );
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it("answers 400 for a signed event whose amount is not a whole number of cents, and records nothing", async () => {
    const invoice = await invoiceFor(ada, 5_000);
    const { session } = await startedSession(await checkout(ada, invoice.id));
    const paid = stripe.pay(session.id);
    const malformed =
      "The event is not as Stripe writes it: amount_total must be a whole number of the currency's smallest unit, from 1 to 10,000,000,000.";
    for (const amount of [4999.5, 1e300, "5000"]) {
      const payload = checkoutEvent({ ...paid, amount_total: amount as number });
      await refusal(
        await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET)),
        400,
        malformed,
      );
    }
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    expect(await statusOf(invoice.id)).toBe("open");
  });

  it("answers 404 for an unknown club and for a club without a webhook secret", async () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "checkout.session.completed" });
    const header = signature(payload, WEBHOOK_SECRET);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-club"]) {
      await refusal(
        await postWebhook(t, id, payload, header),
        404,
        "No club receives Stripe events at this address.",
      );
    }
    const bare = await newClub(owner, "Bare Golf Club");
    await storeKeys(bare, { publishableKey: "pk_test_bare", secretKey: SECRET });
    await refusal(
      await postWebhook(t, bare, payload, header),
      404,
      "This club has no Stripe webhook secret: store it with the club's Stripe keys before Stripe sends events here.",
    );
  });

  it("leaves alone a session naming another club's invoice, in another currency, or of another event", async () => {
    const theirs = await invoiceFor(dana, 9_000, otherClubId);
    const ours = await invoiceFor(ada, 9_000);
    const { session } = await startedSession(await checkout(ada, ours.id));
    const paid = stripe.pay(session.id);
    const send = async (object: CheckoutSessionObject, type?: Parameters<typeof checkoutEvent>[1]) => {
      const payload = checkoutEvent(object, type);
      const res = await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    };
    await send({ ...paid, metadata: { clubId, invoiceId: theirs.id }, client_reference_id: theirs.id });
    await send({ ...paid, metadata: { clubId: otherClubId, invoiceId: ours.id } });
    await send({ ...paid, currency: "eur" });
    await send({ ...paid, metadata: {}, client_reference_id: null });
    await send(paid, "checkout.session.expired");
    expect(await paymentsOf(theirs.id)).toHaveLength(0);
    expect(await paymentsOf(ours.id)).toHaveLength(0);
    expect(await statusOf(ours.id)).toBe("open");
  });
});

describe("who may pay which invoice", () => {
  it("answers 404 for another member's invoice, another club's, and staff paying a member's", async () => {
    const adas = await invoiceFor(ada, 2_000);
    const danas = await invoiceFor(dana, 2_000, otherClubId);
    const notFound = "Invoice not found";
    await refusal(await checkout(ben, adas.id), 404, notFound);
    // Ben is made a manager too: staff pay their own invoices here, and only those.
    await giveRole(t, clubId, ben.email, "manager");
    await startedSession(await checkout(ben, (await invoiceFor(ben, 2_500)).id));
    await refusal(await checkout(ben, adas.id), 404, notFound);
    await refusal(await checkout(ada, danas.id), 404, notFound);
    await refusal(await checkout(ada, "not-an-invoice"), 404, notFound);
    await refusal(await checkout(ada, danas.id, otherClubId), 404, "Club not found");
    // The owner has no member record of their own here: a member's invoice is not theirs to pay online.
    await refusal(
      await owner.request(`/api/clubs/${clubId}/billing/invoices/${adas.id}/checkout`, { method: "POST" }),
      404,
      notFound,
    );
    const res = await t.fetch(`/api/clubs/${clubId}/billing/invoices/${adas.id}/checkout`, {
      method: "POST",
    });
    expect(res.status).toBe(401);
    expect(stripe.sessions.size).toBeGreaterThan(0);
    expect([...stripe.sessions.values()].some((s) => s.metadata.invoiceId === adas.id)).toBe(false);
  });
});

describe("refusals of Checkout", () => {
  let carl: FastMember;
  let refusalClub: string;
  const keys = { publishableKey: "pk_test_51Refusal", secretKey: SECRET, webhookSecret: WEBHOOK_SECRET };

  beforeAll(async () => {
    refusalClub = await newClub(owner, "Refusal Golf Club");
    [carl] = (await fastMembers(t, refusalClub, 1, "carl")) as [FastMember];
    await storeKeys(refusalClub, keys);
  });

  const gateway = async (testMode: boolean) => {
    const res = await owner.request(`/api/clubs/${refusalClub}/payment-gateway`, {
      method: "PUT",
      json: { provider: "stripe", testMode },
    });
    expect(res.status).toBe(200);
  };

  it("refuses an invoice that is not owed: paid, void, a draft, a credit note, nothing owed", async () => {
    const paid = await invoiceFor(carl, 5_000, refusalClub);
    await recordPayment(
      t.database.db,
      refusalClub,
      paid.id,
      { method: "cash", amountMinor: 5_000, receivedOn: "2026-05-02" },
      audit,
      new Date(),
    );
    await refusal(
      await checkout(carl, paid.id, refusalClub),
      409,
      `${paid.number} is paid in full: there is nothing left to pay.`,
    );
    await refusal(
      await checkout(carl, paid.id, refusalClub, "de"),
      409,
      `${paid.number} ist vollständig bezahlt: Es ist nichts mehr zu zahlen.`,
    );

    const { creditNote } = await withAudit(t.database.db, audit, (tx) =>
      voidInvoice(tx, refusalClub, paid.id, { reason: "Duplicate", today: "2026-05-03" }, audit, new Date()),
    );
    await refusal(
      await checkout(carl, paid.id, refusalClub),
      409,
      `${paid.number} is void: it cannot be paid.`,
    );
    if (!creditNote) throw new Error("No credit note");
    await refusal(
      await checkout(carl, creditNote.id, refusalClub),
      409,
      `${creditNote.number} is a credit note: the club owes you this money, so there is nothing to pay.`,
    );

    const draft = await insertInvoice(
      t.database.db,
      refusalClub,
      {
        memberId: carl.memberId,
        billTo: { name: "Carl", email: carl.email, membershipNumber: null, address: null },
        currency: "USD",
        terms: "Net 30",
      },
      [],
    );
    await refusal(
      await checkout(carl, draft.id, refusalClub),
      409,
      "This invoice is a draft: it can be paid once the club has issued it.",
    );

    const nothing = await invoiceFor(carl, 0, refusalClub);
    await refusal(
      await checkout(carl, nothing.id, refusalClub),
      409,
      `Nothing is owed on ${nothing.number}.`,
    );
  });

  it("refuses when the club takes no payments online: Stripe not accepted, or no keys", async () => {
    const invoice = await invoiceFor(carl, 5_000, refusalClub);
    const notTaken =
      "Refusal Golf Club does not take payments online. Please pay this invoice in another way the club accepts.";
    const settings = (await (await owner.request(`/api/clubs/${refusalClub}/settings`)).json()) as {
      financial: Record<string, unknown>;
    };
    const financial = (paymentMethods: string[]) =>
      owner.request(`/api/clubs/${refusalClub}/settings/financial`, {
        method: "PUT",
        json: { ...settings.financial, paymentMethods },
      });
    expect((await financial(["bank_transfer", "cash"])).status).toBe(200);
    await refusal(await checkout(carl, invoice.id, refusalClub), 409, notTaken);
    expect((await financial(["stripe", "bank_transfer"])).status).toBe(200);

    const removed = await owner.request(`/api/clubs/${refusalClub}/payment-credentials/stripe`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(204);
    await refusal(await checkout(carl, invoice.id, refusalClub), 409, notTaken);
    await storeKeys(refusalClub, keys);
    await startedSession(await checkout(carl, invoice.id, refusalClub));
  });

  it("refuses a secret key of the other mode than the gateway's test mode, saying which to fix", async () => {
    const invoice = await invoiceFor(carl, 5_000, refusalClub);
    await storeKeys(refusalClub, { ...keys, secretKey: LIVE_SECRET });
    await refusal(
      await checkout(carl, invoice.id, refusalClub),
      409,
      "Online payment is not available: the club's Stripe secret key is a live key (sk_live_…) but test mode is on. The club's owner needs to store a test key or switch test mode off in the club's payment settings.",
    );
    // Live mode with the live key: Stripe is asked.
    await gateway(false);
    await startedSession(await checkout(carl, invoice.id, refusalClub));
    await storeKeys(refusalClub, keys);
    await refusal(
      await checkout(carl, invoice.id, refusalClub),
      409,
      "Online payment is not available: the club's Stripe secret key is a test key (sk_test_…) but test mode is off. The club's owner needs to store a live key or switch test mode on in the club's payment settings.",
    );
    await gateway(true);
    await storeKeys(refusalClub, { ...keys, secretKey: "not-a-stripe-key" });
    await refusal(
      await checkout(carl, invoice.id, refusalClub),
      409,
      "Online payment is not available: the club's stored Stripe secret key is not one (it begins with sk_test_, sk_live_, rk_test_ or rk_live_). The club's owner needs to store it again in the club's payment settings.",
    );
    await storeKeys(refusalClub, keys);
  });

  it("answers 503 with a message when Stripe refuses the key or the request, or cannot be reached", async () => {
    const invoice = await invoiceFor(carl, 5_000, refusalClub);
    await storeKeys(refusalClub, { ...keys, secretKey: "sk_test_51Revoked0000000000000009" });
    await refusal(
      await checkout(carl, invoice.id, refusalClub),
      503,
      "Stripe refused the club's secret key. The club's owner needs to check the Stripe keys in the club's payment settings.",
    );
    await storeKeys(refusalClub, keys);

    // Keys sealed with another PAYMENT_ENCRYPTION_KEY cannot be opened: neither page nor webhook goes on.
    await t.database.db
      .update(paymentCredentials)
      .set({ encryptedCredentials: "v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA" })
      .where(eq(paymentCredentials.clubId, refusalClub));
    const unreadable =
      "Online payment is not available right now: the club's Stripe keys cannot be read. The club's owner needs to store them again in the club's payment settings.";
    await refusal(await checkout(carl, invoice.id, refusalClub), 503, unreadable);
    const payload = JSON.stringify({ id: "evt_2", object: "event", type: "checkout.session.completed" });
    const webhook = await postWebhook(t, refusalClub, payload, signature(payload, WEBHOOK_SECRET));
    expect(webhook.status).toBe(503);
    await storeKeys(refusalClub, keys);

    // Below Stripe's minimum charge: Stripe's own words, quoted.
    const small = await invoiceFor(carl, 30, refusalClub);
    await refusal(
      await checkout(carl, small.id, refusalClub),
      503,
      "Stripe refused to open the payment page: “The Checkout Session's total amount due must add up to at least 50 usd”",
    );

    await stripe.stop();
    try {
      await refusal(
        await checkout(carl, invoice.id, refusalClub),
        503,
        "Stripe could not be reached. Please try again in a few minutes.",
      );
    } finally {
      await stripe.start();
    }
    await startedSession(await checkout(carl, invoice.id, refusalClub));
  });
});

describe("STRIPE_API_URL", () => {
  it("gives the SDK a host, port and protocol, Stripe's own API when not set, and refuses a path", () => {
    const address = (value?: string) =>
      stripeApiAddress(parseEnv(value ? { STRIPE_API_URL: value } : {}).STRIPE_API_URL);
    expect(address()).toBeUndefined();
    expect(address("http://127.0.0.1:12111")).toEqual({ host: "127.0.0.1", port: 12111, protocol: "http" });
    expect(address("https://stripe.internal.example/")).toEqual({
      host: "stripe.internal.example",
      port: 443,
      protocol: "https",
    });
    expect(address("http://[::1]:12111")).toEqual({ host: "::1", port: 12111, protocol: "http" });
    expect(() => parseEnv({ STRIPE_API_URL: "http://127.0.0.1:12111/v1" })).toThrow(
      new ConfigError(
        "Invalid configuration:\n  STRIPE_API_URL: must be an address without a path, query or fragment",
      ),
    );
    expect(() => parseEnv({ STRIPE_API_URL: "ftp://127.0.0.1" })).toThrow(/STRIPE_API_URL: must be an http/);
  });
});

describe("refunds of Stripe payments (issue 36 §6, decision 079)", () => {
  /** An invoice of `amount` the member paid in full through Checkout, its payment as recorded. */
  async function paidOnline(member: FastMember, amount: number) {
    const invoice = await invoiceFor(member, amount);
    const { session } = await startedSession(await checkout(member, invoice.id));
    const payload = checkoutEvent(stripe.pay(session.id));
    expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
    const [payment] = await paymentsOf(invoice.id);
    if (!payment) throw new Error("The payment was not recorded");
    return { invoice, payment };
  }

  const refundThroughApi = (paymentId: string, amountMinor: number) =>
    owner.request(`/api/clubs/${clubId}/billing/payments/${paymentId}/refunds`, {
      method: "POST",
      json: { amountMinor, reason: "Lesson cancelled" },
    });

  const refundsOf = async (invoiceId: string) => {
    const res = await owner.request(`/api/clubs/${clubId}/billing/invoices/${invoiceId}`);
    const detail = (await res.json()) as {
      payments: { refunds: { amountMinor: number; gatewayStatus: string | null }[] }[];
    };
    return detail.payments.flatMap((p) => p.refunds);
  };

  it("sends the refund to Stripe once, and Stripe's webhook confirms it", async () => {
    const { invoice, payment } = await paidOnline(ben, 8_000);
    expect(await statusOf(invoice.id)).toBe("paid");
    const before = stripe.requests.length;
    const res = await refundThroughApi(payment.id, 3_000);
    expect(res.status, await res.clone().text()).toBe(201);
    const sent = stripe.requests.slice(before).filter((r) => r.path === "/v1/refunds");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: "POST",
      secretKey: SECRET,
      form: { payment_intent: payment.reference, amount: "3000", "metadata[clubId]": clubId },
    });
    expect(sent[0]?.idempotencyKey).toMatch(/^clubhouse-refund-[0-9a-f-]{36}$/);
    expect(await refundsOf(invoice.id)).toEqual([
      expect.objectContaining({ amountMinor: 3_000, gatewayStatus: "pending" }),
    ]);
    expect(await statusOf(invoice.id)).toBe("open");

    const refund = [...stripe.refunds.values()].find((r) => r.payment_intent === payment.reference);
    if (!refund) throw new Error("Stripe made no refund");
    const payload = refundEvent({ ...refund, status: "succeeded" });
    // Stripe repeats its events: the second changes nothing.
    for (const _ of [1, 2]) {
      expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
    }
    expect(await refundsOf(invoice.id)).toEqual([
      expect.objectContaining({ amountMinor: 3_000, gatewayStatus: "succeeded" }),
    ]);
  });

  it("takes back a refund that Stripe refuses, or fails later, and the invoice is paid again", async () => {
    const { invoice, payment } = await paidOnline(ben, 6_000);
    stripe.refundAnswer = { refusal: "This charge is disputed and cannot be refunded." };
    try {
      await refusal(
        await refundThroughApi(payment.id, 6_000),
        503,
        "Stripe refused the refund, so nothing was refunded: “This charge is disputed and cannot be refunded.”",
      );
    } finally {
      stripe.refundAnswer = { status: "pending" };
    }
    expect(await refundsOf(invoice.id)).toEqual([]);
    expect(await statusOf(invoice.id)).toBe("paid");

    expect((await refundThroughApi(payment.id, 6_000)).status).toBe(201);
    expect(await statusOf(invoice.id)).toBe("open");
    const refund = [...stripe.refunds.values()].find((r) => r.payment_intent === payment.reference);
    if (!refund) throw new Error("Stripe made no refund");
    const payload = refundEvent(
      { ...refund, status: "failed", failure_reason: "expired_or_canceled_card" },
      "refund.failed",
    );
    expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
    expect(await refundsOf(invoice.id)).toEqual([]);
    expect(await statusOf(invoice.id)).toBe("paid");
    // The refund and its removal are in the audit trail.
    const trail = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.clubId, clubId), eq(auditTrail.tableName, "refunds")));
    expect(trail.filter((row) => row.action === "DELETE")).toHaveLength(2);
  });

  it("records a refund of money taken by hand without asking Stripe", async () => {
    const invoice = await invoiceFor(ben, 2_000);
    const { paymentId } = await recordPayment(
      t.database.db,
      clubId,
      invoice.id,
      { method: "cash", amountMinor: 2_000, receivedOn: "2026-05-02" },
      audit,
      new Date(),
    );
    const before = stripe.requests.length;
    expect((await refundThroughApi(paymentId, 500)).status).toBe(201);
    expect(stripe.requests.length).toBe(before);
    expect(await refundsOf(invoice.id)).toEqual([
      expect.objectContaining({ amountMinor: 500, gatewayStatus: null }),
    ]);
  });
});

describe("a payment in another currency than its invoice's (issue 36 §6, decision 079)", () => {
  it("is shown to staff once, who refund it at Stripe or say it was settled by hand", async () => {
    const unmatched = `/api/clubs/${clubId}/billing/unmatched-payments`;
    const list = async (client = owner) =>
      (
        (await (await client.request(unmatched)).json()) as {
          payments: { id: string; currency: string; amountMinor: number; invoiceNumber: string | null }[];
        }
      ).payments;
    const before = (await list()).length;
    const invoices = [await invoiceFor(ben, 4_000), await invoiceFor(ben, 4_500)];
    const sessions: CheckoutSessionObject[] = [];
    for (const invoice of invoices) {
      const { session } = await startedSession(await checkout(ben, invoice.id));
      // Paid in euros (a Stripe account that converts, or a session made elsewhere).
      const paid = { ...stripe.pay(session.id), currency: "eur" };
      stripe.intents.set(paid.payment_intent as string, { amount: paid.amount_total, currency: "eur" });
      sessions.push(paid);
      const payload = checkoutEvent(paid);
      for (const _ of [1, 2]) {
        expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
      }
      expect(await paymentsOf(invoice.id)).toEqual([]);
    }
    const shown = (await list()).slice(before);
    expect(shown.map((p) => [p.invoiceNumber, p.amountMinor, p.currency])).toEqual([
      [invoices[0]?.number, 4_000, "EUR"],
      [invoices[1]?.number, 4_500, "EUR"],
    ]);
    const [first, second] = shown as [(typeof shown)[number], (typeof shown)[number]];

    // Given back at Stripe: all of it, once.
    const sent = stripe.requests.length;
    const refunded = await owner.request(`${unmatched}/${first.id}/refund`, { method: "POST" });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    const refundRequests = stripe.requests.slice(sent).filter((r) => r.path === "/v1/refunds");
    expect(refundRequests.map((r) => [r.form.payment_intent, r.form.amount])).toEqual([
      [sessions[0]?.payment_intent, "4000"],
    ]);
    await refusal(
      await owner.request(`${unmatched}/${first.id}/refund`, { method: "POST" }),
      409,
      "This payment has been dealt with already.",
    );
    // Settled by hand.
    expect((await owner.request(`${unmatched}/${second.id}/settle`, { method: "POST" })).status).toBe(200);
    expect((await list()).slice(before)).toEqual([]);
    const trail = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.clubId, clubId), eq(auditTrail.tableName, "unmatched_payments")))
      .orderBy(auditTrail.id);
    expect(
      trail.filter((row) => row.recordId === first.id || row.recordId === second.id).map((row) => row.action),
    ).toEqual(["INSERT", "INSERT", "UPDATE", "UPDATE"]);

    // Another club's owner is told there is no such payment; a manager reads but does not act.
    await refusal(
      await owner.request(`/api/clubs/${otherClubId}/billing/unmatched-payments/${second.id}/settle`, {
        method: "POST",
      }),
      404,
      "There is no such payment in this club.",
    );
    const manager = await signedInClient(t, "stripe.manager@example.com");
    await giveRole(t, clubId, "stripe.manager@example.com", "manager");
    expect((await manager.request(unmatched)).status).toBe(200);
    expect((await manager.request(`${unmatched}/${second.id}/settle`, { method: "POST" })).status).toBe(403);
  });
});

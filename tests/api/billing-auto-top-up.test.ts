import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTopUpAttempts, memberAccounts } from "../../src/server/db/schema/accounts.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { newClub } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import {
  checkoutEvent,
  paymentIntentEvent,
  postWebhook,
  type StripeServer,
  signature,
  startStripeServer,
} from "../helpers/stripe-server.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Automatic top-ups of member accounts by a saved card (issue 36 §6, decision 087), where the club switches them
// on: a member saves a card through Stripe Checkout in setup mode, its webhook stores the card once, a charge
// that leaves the balance below the threshold is followed (by the job) by one off-session PaymentIntent recorded
// once on the statement, a decline turns it off and e-mails the member, and the card can be removed.

const SECRET = "sk_test_51AutoTopUp0000000000000001";
const WEBHOOK_SECRET = "whsec_auto_top_up_000000000000001";
const JOB = "billing.account-auto-top-ups";
const SWEEP = "billing.account-auto-top-ups-sweep";

let stripe: StripeServer;
let t: TestApp;
let owner: Client;
let clubId: string;
let otherClubId: string;
let ada: FastMember;
let ben: FastMember;
let cal: FastMember;
let dee: FastMember;

interface AutoTopUp {
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
  active: boolean;
  thresholdMinor: number | null;
  amountMinor: number | null;
  consentedAt: string | null;
  failedAt: string | null;
  failure: string | null;
}
interface Account {
  balanceMinor: number;
  canAutoTopUp?: boolean;
  autoTopUp: AutoTopUp;
  movements: { kind: string; amountMinor: number; method: string | null; description: string }[];
}

async function body<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const my = (member: FastMember, rest = "", init: RequestInit & { json?: unknown } = {}, club = clubId) =>
  asPerson(t, member.cookie, `/api/clubs/${club}/billing/my/account${rest}`, init);

const setUp = (member: FastMember, json: Record<string, unknown>) =>
  my(member, "/auto-top-up/checkout", { method: "POST", json });

async function setAutoTopUp(on: boolean) {
  const settings = (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const saved = await owner.request(`/api/clubs/${clubId}/settings/financial`, {
    method: "PUT",
    json: { ...settings.financial, accountAutoTopUp: on },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

const charge = (member: FastMember, amountMinor: number) =>
  owner.request(`/api/clubs/${clubId}/billing/accounts/${member.memberId}/charges`, {
    method: "POST",
    json: { description: "Lesson", amountMinor },
  });

const topUpByStaff = (member: FastMember, amountMinor: number) =>
  owner.request(`/api/clubs/${clubId}/billing/accounts/${member.memberId}/top-ups`, {
    method: "POST",
    json: { method: "cash", amountMinor },
  });

/** The member saves a card through the stand-in's setup page; Stripe's event is posted `times` times. */
async function saveCard(member: FastMember, json: Record<string, unknown>, last4 = "4242", times = 1) {
  const { url } = await body<{ url: string }>(await setUp(member, json), 200);
  const session = [...stripe.sessions.values()].find((s) => s.url === url);
  expect(session?.mode).toBe("setup");
  const saved = stripe.saveCard(session?.id as string, { last4 });
  const payload = checkoutEvent(saved);
  for (let i = 0; i < times; i++) {
    const res = await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET));
    expect(res.status, await res.text()).toBe(200);
  }
  return saved;
}

beforeAll(async () => {
  stripe = await startStripeServer([SECRET]);
  t = await createTestApp({ env: { STRIPE_API_URL: stripe.url } });
  owner = await signedInClient(t, "autotopup.owner@example.com");
  clubId = await newClub(owner, "Riverside Golf Club");
  otherClubId = await newClub(owner, "Hilltop Golf Club");
  const res = await owner.request(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    method: "PUT",
    json: {
      credentials: { publishableKey: "pk_test_51Auto", secretKey: SECRET, webhookSecret: WEBHOOK_SECRET },
    },
  });
  expect(res.status).toBe(200);
  [ada, ben, cal, dee] = (await fastMembers(t, clubId, 4, "saver")) as [
    FastMember,
    FastMember,
    FastMember,
    FastMember,
  ];
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

describe("saving a card", () => {
  it("is refused with a clear message while the club does not top accounts up automatically", async () => {
    const res = await setUp(ada, { thresholdMinor: 1_000, amountMinor: 5_000, consent: true });
    const refusal = await body<{ title: string }>(res, 409);
    expect(refusal.title).toBe("Riverside Golf Club does not top up members' accounts automatically.");
    const account = await body<Account>(await my(ada), 200);
    expect(account.canAutoTopUp).toBe(false);
    expect(stripe.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(0);
  });

  it("asks for consent, an amount and a threshold from 0", async () => {
    await setAutoTopUp(true);
    for (const json of [
      { thresholdMinor: 1_000, amountMinor: 5_000, consent: false },
      { thresholdMinor: 1_000, amountMinor: 5_000 },
      { thresholdMinor: -1, amountMinor: 5_000, consent: true },
      { thresholdMinor: 1_000, amountMinor: 0, consent: true },
    ]) {
      expect((await setUp(ada, json)).status).toBe(422);
    }
    const refusal = await body<{ errors: Record<string, string[]> }>(
      await setUp(ada, { thresholdMinor: 1_000, amountMinor: 5_000, consent: false }),
      422,
    );
    expect(JSON.stringify(refusal)).toContain("Tick the box to authorise the club to charge your card.");
  });

  it("opens Checkout in setup mode for a Stripe customer made once, and stores the card once", async () => {
    const account = await body<Account>(await my(ada), 200);
    expect(account.canAutoTopUp).toBe(true);
    expect(account.autoTopUp).toMatchObject({ card: null, active: false });

    const session = await saveCard(
      ada,
      { thresholdMinor: 1_000, amountMinor: 5_000, consent: true },
      "4242",
      2,
    );
    const created = stripe.requests.find(
      (r) => r.path === "/v1/checkout/sessions" && r.form.mode === "setup",
    );
    expect(created?.form).toMatchObject({
      mode: "setup",
      currency: "usd",
      "metadata[purpose]": "account_auto_top_up",
      "metadata[clubId]": clubId,
      "metadata[memberId]": ada.memberId,
      "setup_intent_data[metadata][purpose]": "account_auto_top_up",
      "setup_intent_data[metadata][memberId]": ada.memberId,
      "metadata[thresholdMinor]": "1000",
      "metadata[amountMinor]": "5000",
    });
    expect(created?.form.success_url).toMatch(/\/billing\?tab=mine&card=saved$/);
    const customers = [...stripe.customers.values()];
    expect(customers).toHaveLength(1);
    expect(session.customer).toBe(customers[0]?.id);
    expect(customers[0]?.metadata).toMatchObject({ clubId, memberId: ada.memberId });

    // The event came twice: the SetupIntent was read once, and the card is stored once.
    expect(stripe.requests.filter((r) => r.path.startsWith("/v1/setup_intents/"))).toHaveLength(1);
    const mine = await body<Account>(await my(ada), 200);
    expect(mine.autoTopUp).toMatchObject({
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
      active: true,
      thresholdMinor: 1_000,
      amountMinor: 5_000,
      failedAt: null,
    });
    expect(mine.autoTopUp.consentedAt).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(memberAccounts)
      .where(eq(memberAccounts.memberId, ada.memberId));
    expect(row?.stripeCustomerId).toBe(customers[0]?.id);
    expect(row?.autoTopUpConsentVersion).toBe("2026-12-02");

    // Staff read it on the member's account.
    const staff = await body<Account>(
      await owner.request(`/api/clubs/${clubId}/billing/accounts/${ada.memberId}`),
      200,
    );
    expect(staff.autoTopUp).toMatchObject({ active: true, card: { last4: "4242" } });

    // A second setup reuses the member's customer.
    await body<{ url: string }>(
      await setUp(ada, { thresholdMinor: 1_000, amountMinor: 5_000, consent: true }),
      200,
    );
    expect(stripe.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(1);
  });
});

describe("the automatic top-up", () => {
  it("follows a charge below the threshold with one off-session PaymentIntent, recorded once", async () => {
    expect((await topUpByStaff(ada, 2_000)).status).toBe(201);
    // 20.00 → 15.00: above the threshold of 10.00, nothing happens.
    expect((await charge(ada, 500)).status).toBe(201);
    await t.jobs.runDue(JOB);
    expect(stripe.paymentIntents.size).toBe(0);

    // 15.00 → 7.00: below it. The charge's commit sends the job's run.
    expect((await charge(ada, 800)).status).toBe(201);
    const results = (await t.jobs.runDue(JOB)) as { attempts: number; succeeded: number }[];
    expect(results).toEqual([{ attempts: 1, succeeded: 1, declined: 0 }]);
    const intents = [...stripe.paymentIntents.values()];
    expect(intents).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(memberAccounts)
      .where(eq(memberAccounts.memberId, ada.memberId));
    expect(intents[0]).toMatchObject({
      amount: 5_000,
      currency: "usd",
      customer: row?.stripeCustomerId,
      payment_method: row?.paymentMethodId,
      off_session: true,
      status: "succeeded",
      metadata: { purpose: "account_auto_top_up", clubId, memberId: ada.memberId },
    });
    const request = stripe.requests.find((r) => r.path === "/v1/payment_intents");
    expect(request?.form).toMatchObject({ confirm: "true", off_session: "true" });
    expect(request?.idempotencyKey).toBe(`clubhouse-auto-top-up-${intents[0]?.metadata.attemptId}`);

    const account = await body<Account>(await my(ada), 200);
    expect(account.balanceMinor).toBe(5_700);
    expect(account.movements[0]).toMatchObject({
      kind: "top_up",
      amountMinor: 5_000,
      method: "stripe",
      description: "Automatic top-up by card •••• 4242",
    });

    // Stripe's payment_intent.succeeded for the same intent records nothing twice, however often it comes.
    const payload = paymentIntentEvent(intents[0] as NonNullable<(typeof intents)[0]>);
    for (const _ of [1, 2]) {
      expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
    }
    const after = await body<Account>(await my(ada), 200);
    expect(after.balanceMinor).toBe(5_700);
    expect(after.movements.filter((m) => m.description.startsWith("Automatic top-up"))).toHaveLength(1);

    // The sweep finds nothing more to do: above the threshold now, and one a day at most.
    expect((await charge(ada, 5_000)).status).toBe(201);
    const swept = (await t.jobs.runDue(JOB)) as { attempts: number }[];
    expect(swept.reduce((n, r) => n + r.attempts, 0)).toBe(0);
    expect(stripe.paymentIntents.size).toBe(1);
  });

  it("turns itself off after a decline, keeps the reason, and e-mails the member to save a card again", async () => {
    await saveCard(ben, { thresholdMinor: 500, amountMinor: 2_000, consent: true }, "0341");
    expect((await topUpByStaff(ben, 1_000)).status).toBe(201);
    expect((await charge(ben, 600)).status).toBe(201);
    const results = (await t.jobs.runDue(JOB)) as { declined: number }[];
    expect(results.reduce((n, r) => n + r.declined, 0)).toBe(1);

    const account = await body<Account>(await my(ben), 200);
    expect(account.balanceMinor).toBe(400);
    expect(account.autoTopUp).toMatchObject({ active: false, card: { last4: "0341" } });
    expect(account.autoTopUp.failure).toContain("Your card has insufficient funds.");
    expect(account.autoTopUp.failure).toContain("card_declined");
    expect(account.autoTopUp.failedAt).not.toBeNull();
    const mail = await t.lastMailTo(ben.email, "Your automatic top-up was declined — Riverside Golf Club");
    expect(mail?.text).toContain("$20.00");
    expect(mail?.text).toContain("•••• 0341");
    expect(mail?.text).toContain("Automatic top-ups are off until you save a card again");

    // Another charge and the sweep: nothing is tried again.
    expect((await charge(ben, 100)).status).toBe(201);
    await t.jobs.runDue(JOB);
    await t.jobs.send(SWEEP, {});
    await t.jobs.runDue(SWEEP);
    const attempts = await t.database.db.select().from(accountTopUpAttempts);
    expect(attempts.filter((a) => a.status === "failed")).toHaveLength(1);
    expect(attempts).toHaveLength(2);
  });

  it("charges nothing once the club switches automatic top-ups off", async () => {
    await saveCard(cal, { thresholdMinor: 1_000, amountMinor: 3_000, consent: true });
    await setAutoTopUp(false);
    expect((await topUpByStaff(cal, 1_200)).status).toBe(201);
    expect((await charge(cal, 500)).status).toBe(201);
    const before = stripe.paymentIntents.size;
    await t.jobs.runDue(JOB);
    await t.jobs.send(SWEEP, {});
    await t.jobs.runDue(SWEEP);
    expect(stripe.paymentIntents.size).toBe(before);
    const account = await body<Account>(await my(cal), 200);
    expect(account.canAutoTopUp).toBe(false);
    expect(account.balanceMinor).toBe(700);

    // Switched on again, the sweep tops cal up.
    await setAutoTopUp(true);
    await t.jobs.send(SWEEP, {});
    await t.jobs.runDue(SWEEP);
    expect((await body<Account>(await my(cal), 200)).balanceMinor).toBe(3_700);
  });
});

describe("when Stripe does not answer", () => {
  it("keeps the attempt waiting and asks again with the same key: the card is charged once", async () => {
    // Saved while the balance (0) is below 10.00: its top-up is due at once, but Stripe is down.
    await saveCard(dee, { thresholdMinor: 1_000, amountMinor: 2_000, consent: true });
    await stripe.stop();
    try {
      await t.jobs.runDue(JOB);
    } finally {
      await stripe.start();
    }
    const [account] = await t.database.db
      .select()
      .from(memberAccounts)
      .where(eq(memberAccounts.memberId, dee.memberId));
    const waiting = await t.database.db
      .select()
      .from(accountTopUpAttempts)
      .where(eq(accountTopUpAttempts.accountId, account?.id as string));
    expect(waiting.map((a) => a.status)).toEqual(["pending"]);
    expect((await body<Account>(await my(dee), 200)).balanceMinor).toBe(0);

    // At once, the sweep leaves it (another run may still be asking); five minutes on, it asks again.
    await t.jobs.send(SWEEP, {});
    await t.jobs.runDue(SWEEP);
    const key = `clubhouse-auto-top-up-${waiting[0]?.id}`;
    expect(stripe.requests.filter((r) => r.idempotencyKey === key)).toHaveLength(0);
    t.clock.setOffset(6 * 60 * 1000);
    try {
      await t.jobs.send(SWEEP, {});
      await t.jobs.runDue(SWEEP);
    } finally {
      t.clock.setOffset(0);
    }
    expect(stripe.requests.filter((r) => r.idempotencyKey === key)).toHaveLength(1);
    const intents = [...stripe.paymentIntents.values()].filter((i) => i.metadata.memberId === dee.memberId);
    expect(intents).toHaveLength(1);
    const after = await body<Account>(await my(dee), 200);
    expect(after.balanceMinor).toBe(2_000);
    const [done] = await t.database.db
      .select()
      .from(accountTopUpAttempts)
      .where(eq(accountTopUpAttempts.id, waiting[0]?.id as string));
    expect(done).toMatchObject({ status: "succeeded", paymentIntent: intents[0]?.id });
  });
});

describe("removing the card", () => {
  it("lets the member remove their card: detached at Stripe, and no more top-ups", async () => {
    const [row] = await t.database.db
      .select()
      .from(memberAccounts)
      .where(eq(memberAccounts.memberId, ada.memberId));
    const account = await body<Account>(await my(ada, "/auto-top-up", { method: "DELETE" }), 200);
    expect(account.autoTopUp).toMatchObject({ card: null, active: false, thresholdMinor: null });
    expect(stripe.paymentMethods.get(row?.paymentMethodId as string)?.detached).toBe(true);
    // Removing again changes nothing.
    expect((await my(ada, "/auto-top-up", { method: "DELETE" })).status).toBe(200);
  });

  it("lets staff remove a member's card from the member's account", async () => {
    const res = await owner.request(`/api/clubs/${clubId}/billing/accounts/${cal.memberId}/auto-top-up`, {
      method: "DELETE",
    });
    const account = await body<Account>(res, 200);
    expect(account.autoTopUp.card).toBeNull();
  });

  it("lets no member touch another's card, and answers another club's 404", async () => {
    await saveCard(cal, { thresholdMinor: 100, amountMinor: 1_000, consent: true });
    const other = await asPerson(
      t,
      ben.cookie,
      `/api/clubs/${clubId}/billing/accounts/${cal.memberId}/auto-top-up`,
      {
        method: "DELETE",
      },
    );
    expect(other.status).toBe(403);
    // Ben's own removal is his own card's.
    expect((await my(ben, "/auto-top-up", { method: "DELETE" })).status).toBe(200);
    expect((await body<Account>(await my(cal), 200)).autoTopUp.card?.last4).toBe("4242");
    const elsewhere = await owner.request(
      `/api/clubs/${otherClubId}/billing/accounts/${cal.memberId}/auto-top-up`,
      { method: "DELETE" },
    );
    expect(elsewhere.status).toBe(404);
    expect((await my(ben, "/auto-top-up/checkout", { method: "POST", json: {} }, otherClubId)).status).toBe(
      404,
    );
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { accountMovements, memberAccounts } from "../../src/server/db/schema/accounts.ts";
import { auditTrail } from "../../src/server/db/schema/audit.ts";
import { refunds, unmatchedPayments } from "../../src/server/db/schema/billing.ts";
import { clubs } from "../../src/server/db/schema/clubs.ts";
import { insertInvoice, keepUnmatchedPayment } from "../../src/server/modules/billing/billing.repository.ts";
import { recordPayment } from "../../src/server/modules/billing/billing.service.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { issueOn, newClub } from "../helpers/billing.ts";
import { asPerson, type FastMember, fastMembers } from "../helpers/golf-sessions.ts";
import { giveRole } from "../helpers/roles.ts";
import {
  checkoutEvent,
  postWebhook,
  type StripeServer,
  signature,
  startStripeServer,
} from "../helpers/stripe-server.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Member accounts (issue 36 §3, decision 081): a prepaid balance topped up by staff or by card (Stripe Checkout,
// through the invoices' webhook), charged from the club's price list, never below the limit of the member's
// type however many charges arrive at once, refunds to the account, and money of an overpaid invoice or of a
// payment in another currency kept on it.

const SECRET = "sk_test_51Accounts00000000000000001";
const WEBHOOK_SECRET = "whsec_accounts_0000000000000001";
const audit = { actorId: null };

let stripe: StripeServer;
let t: TestApp;
let owner: Client;
let clubId: string;
let otherClubId: string;
let ada: FastMember;
let ben: FastMember;
let cal: FastMember;
let dana: FastMember;

interface Account {
  memberId: string;
  currency: string;
  balanceMinor: number;
  limitMinor: number;
  availableMinor: number;
  total: number;
  movements: {
    id: string;
    kind: string;
    amountMinor: number;
    balanceAfterMinor: number;
    description: string;
    method: string | null;
    refundableMinor: number;
  }[];
}

const accountPath = (memberId: string, rest = "", club = clubId) =>
  `/api/clubs/${club}/billing/accounts/${memberId}${rest}`;

async function body<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

async function title(res: Response, status: number): Promise<string> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (JSON.parse(text) as { title: string }).title;
}

const topUp = (member: FastMember, amountMinor: number, method = "cash") =>
  owner.request(accountPath(member.memberId, "/top-ups"), { method: "POST", json: { method, amountMinor } });

const chargeOf = (member: FastMember, json: Record<string, unknown>) =>
  owner.request(accountPath(member.memberId, "/charges"), { method: "POST", json });

async function setLimit(club: string, code: string, accountLimitMinor: number) {
  const types = await body<{ membershipTypes: { id: string; code: string }[] }>(
    await owner.request(`/api/clubs/${club}/membership-types`),
    200,
  );
  const type = types.membershipTypes.find((m) => m.code === code);
  const res = await owner.request(`/api/clubs/${club}/membership-types/${type?.id}`, {
    method: "PATCH",
    json: { accountLimitMinor },
  });
  expect((await body<{ accountLimitMinor: number }>(res, 200)).accountLimitMinor).toBe(accountLimitMinor);
}

async function addItem(name: string, priceMinor: number) {
  const list = await body<{ items: { id: string; name: string }[] }>(
    await owner.request(`/api/clubs/${clubId}/billing/price-list`, {
      method: "POST",
      json: { name, priceMinor },
    }),
    201,
  );
  return list.items.find((i) => i.name === name)?.id as string;
}

beforeAll(async () => {
  stripe = await startStripeServer([SECRET]);
  t = await createTestApp({ env: { STRIPE_API_URL: stripe.url } });
  owner = await signedInClient(t, "accounts.owner@example.com");
  clubId = await newClub(owner, "Riverside Golf Club");
  otherClubId = await newClub(owner, "Hilltop Golf Club");
  const res = await owner.request(`/api/clubs/${clubId}/payment-credentials/stripe`, {
    method: "PUT",
    json: {
      credentials: { publishableKey: "pk_test_51Acc", secretKey: SECRET, webhookSecret: WEBHOOK_SECRET },
    },
  });
  expect(res.status).toBe(200);
  [ada, ben, cal] = (await fastMembers(t, clubId, 3, "holder")) as [FastMember, FastMember, FastMember];
  [dana] = (await fastMembers(t, otherClubId, 1, "elsewhere")) as [FastMember];
});

afterAll(async () => {
  await t.close();
  await stripe.close();
});

describe("top-ups, charges and the statement", () => {
  it("records a top-up by staff and a charge of the price list, each with the balance after it", async () => {
    const locker = await addItem("Locker rental", 1_500);
    await body(await topUp(ada, 5_000), 201);
    const account = await body<Account>(await chargeOf(ada, { priceItemId: locker, quantity: 2 }), 201);
    expect(account).toMatchObject({
      currency: "USD",
      balanceMinor: 2_000,
      limitMinor: 0,
      availableMinor: 2_000,
    });
    expect(account.movements.map((m) => [m.kind, m.amountMinor, m.balanceAfterMinor, m.description])).toEqual(
      [
        ["charge", -3_000, 2_000, "2 × Locker rental"],
        ["top_up", 5_000, 5_000, "Top-up in cash"],
      ],
    );

    // The member reads the same statement on their phone.
    const mine = await body<Account & { canTopUpOnline: boolean }>(
      await asPerson(t, ada.cookie, `/api/clubs/${clubId}/billing/my/account`),
      200,
    );
    expect(mine).toMatchObject({ memberId: ada.memberId, balanceMinor: 2_000, canTopUpOnline: true });
    expect(mine.movements).toHaveLength(2);

    // Every change is in the audit trail.
    const trail = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.clubId, clubId), eq(auditTrail.tableName, "account_movements")));
    expect(trail.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a charge the balance and the limit do not cover, and charges down to the type's limit", async () => {
    await body(await topUp(ben, 1_000), 201);
    const refused = await title(
      await chargeOf(ben, { description: "Range tokens", amountMinor: 1_001 }),
      409,
    );
    expect(refused).toBe("Not enough on the account: $10.00 can be charged now.");
    const german = await owner.request(accountPath(ben.memberId, "/charges"), {
      method: "POST",
      json: { description: "Range tokens", amountMinor: 1_001 },
      headers: { "accept-language": "de" },
    });
    expect(await title(german, 409)).toMatch(/^Nicht genug auf dem Konto/);

    await setLimit(clubId, "annual", 5_000);
    const charged = await body<Account>(
      await chargeOf(ben, { description: "Range tokens", amountMinor: 6_000 }),
      201,
    );
    expect(charged).toMatchObject({ balanceMinor: -5_000, limitMinor: 5_000, availableMinor: 0 });
    await title(await chargeOf(ben, { description: "One more", amountMinor: 1 }), 409);
    await setLimit(clubId, "annual", 0);
  });

  it("keeps the balance at or above its limit however many charges arrive at once", async () => {
    await setLimit(clubId, "annual", 2_000);
    await body(await topUp(cal, 10_000), 201);
    // 40 charges of 10.00 at once on 100.00 with a limit of 20.00: exactly 12 fit.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        chargeOf(cal, { description: `Drink ${i + 1}`, amountMinor: 1_000 }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(28);
    const [row] = await t.database.db
      .select()
      .from(memberAccounts)
      .where(eq(memberAccounts.memberId, cal.memberId));
    expect(row?.balanceMinor).toBe(-2_000);
    const movements = await t.database.db
      .select()
      .from(accountMovements)
      .where(eq(accountMovements.accountId, row?.id as string));
    expect(movements.reduce((sum, m) => sum + m.amountMinor, 0)).toBe(-2_000);
    expect(Math.min(...movements.map((m) => m.balanceAfterMinor))).toBe(-2_000);
    await setLimit(clubId, "annual", 0);
  });

  it("gives a charge back to the account once, at most what is left of it", async () => {
    const account = await body<Account>(await owner.request(accountPath(cal.memberId)), 200);
    const drink = account.movements.find((m) => m.kind === "charge") as Account["movements"][number];
    expect(drink.refundableMinor).toBe(1_000);
    const refund = (amountMinor: number) =>
      owner.request(accountPath(cal.memberId, "/refunds"), {
        method: "POST",
        json: { chargeId: drink.id, amountMinor, note: "Spilt" },
      });
    const answers = await Promise.all([refund(800), refund(800), refund(800)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const after = await body<Account>(await owner.request(accountPath(cal.memberId)), 200);
    expect(after.balanceMinor).toBe(-1_200);
    expect(after.movements[0]).toMatchObject({ kind: "refund", amountMinor: 800 });
    expect(after.movements.find((m) => m.id === drink.id)?.refundableMinor).toBe(200);
    expect(await title(await refund(201), 409)).toBe("At most $2.00 of this charge can be given back.");
  });

  it("pages the statement on the server", async () => {
    const first = await body<Account>(
      await owner.request(accountPath(cal.memberId, "?page=1&pageSize=25")),
      200,
    );
    const second = await body<Account>(
      await owner.request(accountPath(cal.memberId, "?page=2&pageSize=25")),
      200,
    );
    expect(first.total).toBe(14);
    expect(first.movements).toHaveLength(14);
    expect(second.movements).toHaveLength(0);
  });
});

describe("who may do what", () => {
  it("answers another club's member 404, and a member may not read or charge another's account", async () => {
    expect((await owner.request(accountPath(dana.memberId))).status).toBe(404);
    expect((await owner.request(accountPath(ada.memberId, "", otherClubId))).status).toBe(404);
    expect((await asPerson(t, ben.cookie, accountPath(ada.memberId))).status).toBe(403);
    const charge = await asPerson(t, ben.cookie, accountPath(ada.memberId, "/charges"), {
      method: "POST",
      json: { description: "Sneaky", amountMinor: 100 },
    });
    expect(charge.status).toBe(403);
  });

  it("lets a manager read an account but not change it", async () => {
    const manager = await signedInClient(t, "accounts.manager@example.com");
    await giveRole(t, clubId, "accounts.manager@example.com", "manager");
    expect((await manager.request(accountPath(ada.memberId))).status).toBe(200);
    const res = await manager.request(accountPath(ada.memberId, "/top-ups"), {
      method: "POST",
      json: { method: "cash", amountMinor: 100 },
    });
    expect(res.status).toBe(403);
  });

  it("refuses a price list item of the same name, and an item off sale", async () => {
    const list = `/api/clubs/${clubId}/billing/price-list`;
    const again = await owner.request(list, {
      method: "POST",
      json: { name: "locker rental", priceMinor: 100 },
    });
    expect(await title(again, 409)).toBe("The price list has locker rental already.");
    const id = await addItem("Ball bucket", 500);
    await body(
      await owner.request(`${list}/${id}`, {
        method: "PUT",
        json: { name: "Ball bucket", priceMinor: 500, active: false },
      }),
      200,
    );
    expect(await title(await chargeOf(ada, { priceItemId: id }), 409)).toBe(
      "Ball bucket is no longer on sale: switch it on in the price list first.",
    );
  });
});

describe("topping up by card", () => {
  it("opens Checkout for the amount, and Stripe's webhook credits the account once", async () => {
    const res = await asPerson(t, ada.cookie, `/api/clubs/${clubId}/billing/my/account/checkout`, {
      method: "POST",
      json: { amountMinor: 2_500 },
    });
    const { url } = await body<{ url: string }>(res, 200);
    const session = [...stripe.sessions.values()].find((s) => s.url === url);
    expect(session?.metadata).toMatchObject({ purpose: "account_top_up", memberId: ada.memberId, clubId });
    expect(session?.amount_total).toBe(2_500);
    const paid = stripe.pay(session?.id as string);
    const payload = checkoutEvent(paid);
    for (const _ of [1, 2, 3]) {
      expect((await postWebhook(t, clubId, payload, signature(payload, WEBHOOK_SECRET))).status).toBe(200);
    }
    const account = await body<Account>(await owner.request(accountPath(ada.memberId)), 200);
    expect(account.balanceMinor).toBe(4_500);
    expect(account.movements.filter((m) => m.method === "stripe")).toEqual([
      expect.objectContaining({ kind: "top_up", amountMinor: 2_500, description: "Top-up online" }),
    ]);
  });
});

describe("money kept on the account (decision 079's second choice)", () => {
  async function invoiceFor(member: FastMember, amount: number) {
    const draft = await insertInvoice(
      t.database.db,
      clubId,
      {
        memberId: member.memberId,
        billTo: { name: "Holder", email: member.email, membershipNumber: null, address: null },
        currency: "USD",
        terms: "Net 30",
      },
      [{ position: 0, kind: "custom", description: "Dues", quantity: 1, unitMinor: amount, taxable: false }],
    );
    return issueOn(t, owner, clubId, draft.id, "2026-05-01");
  }

  it("keeps a payment in another currency on the member's account, once", async () => {
    const invoice = await invoiceFor(ben, 4_000);
    await withAudit(t.database.db, audit, (tx) =>
      keepUnmatchedPayment(tx, clubId, {
        invoiceId: invoice.id,
        gatewayReference: "cs_test_wrong_currency_1",
        paymentIntent: "pi_wrong_currency_1",
        amountMinor: 3_700,
        currency: "EUR",
        receivedAt: new Date(),
      }),
    );
    const unmatched = `/api/clubs/${clubId}/billing/unmatched-payments`;
    const list = await body<{ payments: { id: string; memberId: string | null }[] }>(
      await owner.request(unmatched),
      200,
    );
    const row = list.payments.find((p) => p.memberId === ben.memberId);
    expect(row).toBeDefined();
    const keep = (amountMinor: number) =>
      owner.request(`${unmatched}/${row?.id}/keep`, { method: "POST", json: { amountMinor } });
    const answers = await Promise.all([keep(4_000), keep(4_000)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const account = await body<Account>(await owner.request(accountPath(ben.memberId)), 200);
    expect(account.movements[0]).toMatchObject({ kind: "credit", amountMinor: 4_000 });
    const [stored] = await t.database.db
      .select()
      .from(unmatchedPayments)
      .where(eq(unmatchedPayments.id, row?.id as string));
    expect(stored?.resolution).toBe("kept");
  });

  it("moves what an overpaid invoice holds beyond its total to the account", async () => {
    const invoice = await invoiceFor(ada, 3_000);
    const pay = (gatewayReference: string | null) =>
      recordPayment(
        t.database.db,
        clubId,
        invoice.id,
        { method: "stripe", amountMinor: 3_000, receivedOn: "2026-05-02", gatewayReference },
        audit,
        new Date(),
      );
    await pay("cs_test_overpaid_1");
    const { paymentId } = await pay("cs_test_overpaid_2");
    const before = await body<Account>(await owner.request(accountPath(ada.memberId)), 200);
    const move = () =>
      owner.request(`/api/clubs/${clubId}/billing/invoices/${invoice.id}/overpayment-to-account`, {
        method: "POST",
        json: { paymentId },
      });
    const detail = await body<{ balanceMinor: number; status: string }>(await move(), 200);
    expect(detail).toMatchObject({ balanceMinor: 0, status: "paid" });
    expect(await title(await move(), 409)).toMatch(/is not overpaid/);
    const after = await body<Account>(await owner.request(accountPath(ada.memberId)), 200);
    expect(after.balanceMinor - before.balanceMinor).toBe(3_000);
    const kept = await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(kept).toEqual([
      expect.objectContaining({
        amountMinor: 3_000,
        reason: "Kept on the member's account",
        gatewayStatus: null,
      }),
    ]);
  });
});

describe("monthly statements by e-mail", () => {
  it("sends each account's statement of the past month once, in the member's language", async () => {
    await t.database.db.update(clubs).set({ status: "active" }).where(eq(clubs.id, clubId));
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 20));
    const month = new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      now,
    );
    const results = (await t.runDaily("billing.account-statements", next)) as { statements: number }[];
    expect(results.reduce((n, r) => n + r.statements, 0)).toBeGreaterThanOrEqual(3);
    const mail = await t.lastMailTo(ada.email, `Your account statement for ${month} — Riverside Golf Club`);
    expect(mail?.text).toContain("Top-up in cash");
    expect(mail?.text).toContain("2 × Locker rental");
    expect(mail?.text).toContain("Top-up online");

    // The next day's run finds nothing left to send for that month.
    const again = (await t.runDaily("billing.account-statements", new Date(next.getTime() + 86_400_000))) as {
      statements: number;
    }[];
    expect(again.reduce((n, r) => n + r.statements, 0)).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(memberAccounts)
      .where(eq(memberAccounts.memberId, ada.memberId));
    expect(row?.lastStatementMonth).toBe(now.toISOString().slice(0, 7));
  });
});

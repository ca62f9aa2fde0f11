import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { invoiceLines, payments } from "../../src/server/db/schema/billing.ts";
import { AppError } from "../../src/server/errors.ts";
import { withLocale } from "../../src/server/i18n.ts";
import {
  type PaymentInput,
  recordPayment,
  refundPayment,
  voidInvoice,
} from "../../src/server/modules/billing/billing.service.ts";
import { balanceOf } from "../../src/shared/billing.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { draftInvoice, issueOn, newClub } from "../helpers/billing.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Payments and refunds (issue 15, decision 025): partial payments, a paid invoice, refunds that open it again,
// the limits of each, a gateway's event recorded once, and the balance always reckoned from the rows.

let t: TestApp;
let owner: Client;
let clubId: string;
const audit = { actorId: null };
const on = (receivedOn = "2026-05-02") => ({ receivedOn });

/** An issued invoice of one untaxed line of `amount`. */
async function issued(amount: number) {
  const d = await draftInvoice(t, clubId, null, [
    { position: 0, kind: "custom", description: "Dues", quantity: 1, unitMinor: amount, taxable: false },
  ]);
  return issueOn(t, owner, clubId, d.id, "2026-05-01");
}

const pay = (invoiceId: string, amountMinor: number, extra: Partial<PaymentInput> = {}) =>
  recordPayment(
    t.database.db,
    clubId,
    invoiceId,
    { method: "cash", amountMinor, ...on(), ...extra },
    audit,
    new Date(),
  );

/** The refusal a call makes, as an AppError (fails the test if it succeeds). */
async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "payments.owner@example.com");
  clubId = await newClub(owner, "Payments Club");
});

afterAll(async () => {
  await t.close();
});

describe("payments", () => {
  it("take a partial then a full payment, and the invoice is paid when nothing is left", async () => {
    const invoice = await issued(20_000);
    const first = await pay(invoice.id, 7_500, { method: "bank_transfer", reference: "SEPA 0042" });
    expect(first.balanceMinor).toBe(12_500);
    expect(first.invoice.status).toBe("open");
    const second = await pay(invoice.id, 12_500, { method: "card" });
    expect(second.balanceMinor).toBe(0);
    expect(second.invoice.status).toBe("paid");
    expect(second.invoice.paidAt).toBeInstanceOf(Date);
    const refused = await refusal(pay(invoice.id, 1));
    expect(refused.code).toBe("CONFLICT");
    expect(refused.message).toBe(`${invoice.number} is paid in full: there is nothing left to pay.`);
  });

  it("refuse more than is owed, naming both amounts in the reader's language, and a draft", async () => {
    const invoice = await issued(10_000);
    const over = await refusal(pay(invoice.id, 10_001));
    expect(over.message).toBe("A payment of $100.01 is more than the $100.00 still owed.");
    const german = await withLocale("de", () => refusal(pay(invoice.id, 10_001)));
    expect(german.message).toBe(
      "Eine Zahlung von 100,01\u00a0$ ist mehr als die noch offenen 100,00\u00a0$.",
    );
    const draft = await draftInvoice(t, clubId, null, []);
    expect((await refusal(pay(draft.id, 100))).message).toBe("A draft cannot be paid: issue it first.");
    expect((await refusal(pay("00000000-0000-4000-8000-000000000000", 100))).code).toBe("NOT_FOUND");
  });

  it("record a gateway's payment once, however often and however close together it is reported", async () => {
    const invoice = await issued(4_200);
    const event = { method: "stripe" as const, gatewayReference: "cs_test_3x" };
    const answers = await Promise.all([pay(invoice.id, 4_200, event), pay(invoice.id, 4_200, event)]);
    const again = await pay(invoice.id, 4_200, event);
    expect([...answers, again].map((a) => a.balanceMinor)).toEqual([0, 0, 0]);
    const rows = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(1);
  });

  it("record money a gateway took even when staff were paid meanwhile, leaving it owed back", async () => {
    const invoice = await issued(3_000);
    await pay(invoice.id, 3_000);
    const online = await pay(invoice.id, 3_000, { method: "stripe", gatewayReference: "cs_test_late" });
    expect(online.balanceMinor).toBe(-3_000);
    expect(online.invoice.status).toBe("paid");
    // Staff may not record more than is owed by hand.
    expect((await refusal(pay(invoice.id, 1))).message).toBe(
      `${invoice.number} is paid in full: there is nothing left to pay.`,
    );
  });
});

describe("refunds", () => {
  it("open a paid invoice again by what was given back, and never give back more than was paid", async () => {
    const invoice = await issued(9_000);
    await pay(invoice.id, 5_000);
    const paid = await pay(invoice.id, 4_000);
    expect(paid.invoice.status).toBe("paid");
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoice.id))
      .orderBy(payments.amountMinor);
    if (!payment) throw new Error("No payment");
    const input = { amountMinor: 1_500, reason: "Locker not used", refundedOn: "2026-05-10" };
    const refunded = await refundPayment(t.database.db, clubId, payment.id, input, audit, new Date());
    expect(refunded).toMatchObject({ balanceMinor: 1_500, invoice: { status: "open", paidAt: null } });
    const over = await refusal(
      refundPayment(t.database.db, clubId, payment.id, { ...input, amountMinor: 2_501 }, audit, new Date()),
    );
    expect(over.message).toBe("A refund of $25.01 is more than the $25.00 of this payment not yet refunded.");
  });

  it("keep the balance the total less the payments plus the refunds, whatever their order", async () => {
    // Each step pays part of what is owed, then gives back part of that payment.
    const step = fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 0, max: 20_000 }));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 50_000 }),
        fc.array(step, { maxLength: 4 }),
        async (total, steps) => {
          const invoice = await issued(total);
          const paid: number[] = [];
          const refunded: number[] = [];
          for (const [payAmount, refundAmount] of steps) {
            const owed = balanceOf(total, paid, refunded);
            if (owed === 0) break;
            const amount = Math.min(payAmount, owed);
            const payment = await pay(invoice.id, amount);
            paid.push(amount);
            expect(payment.balanceMinor).toBe(balanceOf(total, paid, refunded));
            const back = Math.min(refundAmount, amount);
            if (back === 0) continue;
            const input = { amountMinor: back, reason: "Test", refundedOn: "2026-05-03" };
            const refund = await refundPayment(
              t.database.db,
              clubId,
              payment.paymentId,
              input,
              audit,
              new Date(),
            );
            refunded.push(back);
            expect(refund.balanceMinor).toBe(balanceOf(total, paid, refunded));
            expect(refund.invoice.status).toBe(refund.balanceMinor === 0 ? "paid" : "open");
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("voiding", () => {
  const voiding = (invoiceId: string, reason = "Billed twice") =>
    withAudit(t.database.db, audit, (tx) =>
      voidInvoice(tx, clubId, invoiceId, { reason, today: "2026-05-20" }, audit, new Date()),
    );

  it("voids an invoice with its reason, and no credit note where no money came in", async () => {
    const invoice = await issued(3_000);
    const { invoice: voided, creditNote } = await voiding(invoice.id);
    expect(voided).toMatchObject({ status: "void", voidReason: "Billed twice", number: invoice.number });
    expect(voided.voidedAt).toBeInstanceOf(Date);
    expect(creditNote).toBeNull();
    expect((await refusal(voiding(invoice.id))).message).toBe(`${invoice.number} is void already.`);
    expect((await refusal(pay(invoice.id, 100))).message).toBe(
      `${invoice.number} is void: it cannot be paid.`,
    );
    const draft = await draftInvoice(t, clubId, null, []);
    expect((await refusal(voiding(draft.id))).message).toBe("A draft is not voided: delete it instead.");
  });

  it("issues a credit note for the money received and not given back", async () => {
    const invoice = await issued(9_000);
    const paid = await pay(invoice.id, 9_000);
    await refundPayment(
      t.database.db,
      clubId,
      paid.paymentId,
      { amountMinor: 1_500, reason: "Locker not used", refundedOn: "2026-05-10" },
      audit,
      new Date(),
    );
    const { creditNote } = await voiding(invoice.id, "Membership cancelled");
    expect(creditNote).toMatchObject({
      kind: "credit_note",
      status: "open",
      number: "CN-2026-00001",
      creditFor: invoice.id,
      totalMinor: 7_500,
      issueDate: "2026-05-20",
      billTo: invoice.billTo,
    });
    const [line] = await t.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, creditNote?.id ?? ""));
    expect(line?.description).toBe(`Credit of the money received on ${invoice.number}, which was voided`);
  });
});

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAudit } from "../../src/server/db/audit.ts";
import { rowsOf } from "../../src/server/db/client.ts";
import { chargeOverdue } from "../../src/server/modules/billing/billing.job.ts";
import {
  recordPayment,
  refundPayment,
  voidInvoice,
} from "../../src/server/modules/billing/billing.service.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { draftInvoice, issueOn, issueThroughApi, newClub, onClubDay } from "../helpers/billing.ts";
import type { Client } from "../helpers/test-app.ts";
import { createTestApp, type TestApp } from "../helpers/test-app.ts";

// Billing's totals (GET …/billing/totals, the dashboard's billing card) read what is owed from
// `billing_balances`, kept by triggers on invoices, payments and refunds (decision 042). Whatever the writes,
// their order or their concurrency, the totals are what the rows themselves say: each open or overdue
// invoice's total, less its payments, plus their refunds.

let t: TestApp;
let owner: Client;
let clubId: string;
const audit = { actorId: null };

interface Totals {
  currency: string;
  outstandingMinor: number;
  overdueMinor: number;
}

/** What the club's open and overdue invoices owe, reckoned from the rows (the totals' former query). */
async function reckoned(): Promise<Totals[]> {
  const rows = rowsOf<{ currency: string; outstanding: string; overdue: string }>(
    await t.database.db.execute(sql`
      select i.currency, sum(o.owed) as outstanding,
        coalesce(sum(o.owed) filter (where i.status = 'overdue'), 0) as overdue
      from invoices i cross join lateral (
        select i.total_minor
          - coalesce((select sum(p.amount_minor) from payments p where p.invoice_id = i.id), 0)
          + coalesce((select sum(r.amount_minor) from payments p join refunds r on r.payment_id = p.id
              where p.invoice_id = i.id), 0) as owed
      ) o
      where i.club_id = ${clubId} and i.kind = 'invoice' and i.status in ('open', 'overdue')
      group by i.currency order by i.currency`),
  );
  return rows.map((r) => ({
    currency: r.currency,
    outstandingMinor: Number(r.outstanding),
    overdueMinor: Number(r.overdue),
  }));
}

/** The totals as staff see them (no money comes in this month here: only what is owed lists a currency). */
async function shown(): Promise<Totals[]> {
  const res = await owner.request(`/api/clubs/${clubId}/billing/totals`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { totals: (Totals & { paidThisMonthMinor: number })[] };
  return body.totals.map(({ currency, outstandingMinor, overdueMinor }) => ({
    currency,
    outstandingMinor,
    overdueMinor,
  }));
}

/** A draft invoice of one untaxed line of `amount`. */
function drafted(amount: number) {
  return draftInvoice(t, clubId, null, [
    { position: 0, kind: "custom", description: "Dues", quantity: 1, unitMinor: amount, taxable: false },
  ]);
}

/** An invoice of one untaxed line of `amount`, issued as staff do on `issueDate` in the club's time zone. */
async function issued(amount: number, issueDate: string) {
  const d = await drafted(amount);
  return issueOn(t, owner, clubId, d.id, issueDate);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "balances.owner@example.com");
  clubId = await newClub(owner, "Balances Club");
});

afterAll(async () => {
  await t.close();
});

describe("billing's totals", () => {
  it("are what the open and overdue invoices owe, whatever is paid, given back, voided or overdue", async () => {
    const step = fc.record({
      amount: fc.integer({ min: 1, max: 90_000 }),
      pay: fc.integer({ min: 0, max: 100 }),
      refund: fc.integer({ min: 0, max: 100 }),
      next: fc.constantFrom("nothing", "void", "overdue"),
      payLater: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        for (const s of steps) {
          const invoice = await issued(s.amount, "2026-01-02");
          const payAmount = Math.floor((s.amount * s.pay) / 100);
          if (payAmount > 0) {
            const payment = await recordPayment(
              t.database.db,
              clubId,
              invoice.id,
              { method: "cash", amountMinor: payAmount, receivedOn: "2026-01-05" },
              audit,
              new Date(),
            );
            const back = Math.floor((payAmount * s.refund) / 100);
            if (back > 0)
              await refundPayment(
                t.database.db,
                clubId,
                payment.paymentId,
                { amountMinor: back, reason: "Test", refundedOn: "2026-01-06" },
                audit,
                new Date(),
              );
          }
          if (s.next === "void")
            await withAudit(t.database.db, audit, (tx) =>
              voidInvoice(tx, clubId, invoice.id, { reason: "Test", today: "2026-01-07" }, audit, new Date()),
            );
          if (s.next === "overdue")
            // The club's day long after every due date: late fees on what is still open.
            await withAudit(t.database.db, audit, (tx) =>
              chargeOverdue(tx, { clubId, localDate: "2026-06-01" }),
            );
          // A cent more afterwards, on the invoice as it is now (overdue, open or paid).
          const [now] = rowsOf<{ status: string }>(
            await t.database.db.execute(sql`select status from invoices where id = ${invoice.id}`),
          );
          if (s.payLater && (now?.status === "open" || now?.status === "overdue"))
            await recordPayment(
              t.database.db,
              clubId,
              invoice.id,
              { method: "cash", amountMinor: 1, receivedOn: "2026-06-02" },
              audit,
              new Date(),
            );
          expect(await shown()).toEqual(await reckoned());
        }
      }),
      { numRuns: 10 },
    );
    expect((await reckoned()).length).toBe(1);
  });

  it("stay right when payments on many invoices are recorded at once", async () => {
    const drafts = await Promise.all(Array.from({ length: 12 }, (_, i) => drafted(10_000 + i)));
    // Issued all at once on one club day (each issueOn would put the clock back while others are in flight).
    const invoices = await onClubDay(t, clubId, "2026-05-01", () =>
      Promise.all(drafts.map((d) => issueThroughApi(t, owner, clubId, d.id))),
    );
    await Promise.all(
      invoices.flatMap((invoice) =>
        [1_000, 2_000, 3_000].map((amountMinor) =>
          recordPayment(
            t.database.db,
            clubId,
            invoice.id,
            { method: "cash", amountMinor, receivedOn: "2026-05-02" },
            audit,
            new Date(),
          ),
        ),
      ),
    );
    expect(await shown()).toEqual(await reckoned());
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLines } from "../../src/server/db/schema/billing.ts";
import { chargeOverdue } from "../../src/server/modules/billing/billing.job.ts";
import { recordPayment } from "../../src/server/modules/billing/billing.service.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { draftInvoice, issueOn, newClub } from "../helpers/billing.ts";
import { goLive } from "../helpers/go-live.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The daily job of overdue invoices (issue 15, decision 025): past the due date and the grace period an open
// invoice becomes overdue and gets exactly one late fee, however often and however many at once run it.

let t: TestApp;
let owner: Client;
const audit = { actorId: null };

async function issuedIn(clubId: string, amount: number, issueDate: string) {
  const d = await draftInvoice(t, clubId, null, [
    { position: 0, kind: "membership", description: "Dues", quantity: 1, unitMinor: amount, taxable: false },
  ]);
  return issueOn(t, owner, clubId, d.id, issueDate);
}

const run = (clubId: string, localDate: string) =>
  t.database.db.transaction((tx) => chargeOverdue(tx, { clubId, localDate }));

async function lateFees(invoiceId: string) {
  const lines = await t.database.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  return lines.filter((l) => l.kind === "late_fee");
}

let clubId: string;
let fixedClubId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "overdue.owner@example.com");
  clubId = await newClub(owner, "Overdue Club");
  fixedClubId = await newClub(owner, "Fixed Fee Club");
  // Live, so that their daily jobs run for them (decision 061).
  await goLive(owner, clubId);
  await goLive(owner, fixedClubId);
  // A club that chose the fixed fee of $25.00 (its percentage, 5 by default, is then not used).
  await t.database.db.execute(sql`update clubs set financial_settings = financial_settings || '{"lateFeeType": "fixed"}'::jsonb,
    membership_settings = membership_settings || '{"lateFeeAmount": 25}'::jsonb where id = ${fixedClubId}`);
});

afterAll(async () => {
  await t.close();
});

describe("overdue invoices", () => {
  it("wait for the grace period, then take one late fee of the balance, however many runs at once", async () => {
    // Due 2026-01-31 (Net 30); the grace period is 30 days: overdue from 2026-03-03.
    const invoice = await issuedIn(clubId, 20_000, "2026-01-01");
    expect(invoice.dueDate).toBe("2026-01-31");
    await recordPayment(
      t.database.db,
      clubId,
      invoice.id,
      { method: "cash", amountMinor: 5_000, receivedOn: "2026-02-01" },
      audit,
      new Date(),
    );
    expect(await run(clubId, "2026-03-02")).toEqual({ overdue: 0, feesMinor: 0, fees: 0 });
    const runs = await Promise.all([
      run(clubId, "2026-03-03"),
      run(clubId, "2026-03-03"),
      run(clubId, "2026-03-03"),
    ]);
    // One run found it; the others waited for its lock and found it overdue.
    expect(runs.reduce((n, r) => n + r.overdue, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.feesMinor, 0)).toBe(750);
    const fees = await lateFees(invoice.id);
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ unitMinor: 750, description: "Late fee", taxable: false });
    expect(await run(clubId, "2026-04-01")).toEqual({ overdue: 0, feesMinor: 0, fees: 0 });
    const paid = await recordPayment(
      t.database.db,
      clubId,
      invoice.id,
      { method: "cash", amountMinor: 15_750, receivedOn: "2026-04-02" },
      audit,
      new Date(),
    );
    expect(paid).toMatchObject({ balanceMinor: 0, invoice: { status: "paid", totalMinor: 20_750 } });
  });

  it("charge the club's fixed fee where it chose one, through the daily job", async () => {
    const invoice = await issuedIn(fixedClubId, 8_000, "2026-01-01");
    const results = (await t.runDaily("billing.overdue", new Date("2026-03-10T12:00:00Z"))) as {
      overdue: number;
      feesMinor: number;
    }[];
    expect(results).toContainEqual({ overdue: 1, feesMinor: 2_500, fees: 1 });
    expect((await lateFees(invoice.id))[0]?.unitMinor).toBe(2_500);
  });
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceLines, invoices } from "../../src/server/db/schema/billing.ts";
import { chargeOverdue } from "../../src/server/modules/billing/billing.job.ts";
import { insertInvoice, type NewInvoiceLine } from "../../src/server/modules/billing/billing.repository.ts";
import { recordPayment, refundPayment } from "../../src/server/modules/billing/billing.service.ts";
import type { InvoiceDetail } from "../../src/shared/invoices.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { issueOn, newClub } from "../helpers/billing.ts";
import { goLive } from "../helpers/go-live.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// The daily job of overdue invoices (issue 15, decision 025; issue 36, decision 076): past the due date and the
// grace period an open invoice becomes overdue, and its late fee is an invoice of its own that names it, due on
// a day to come, issued exactly once however often and however many at once run the job. The overdue invoice
// itself stays as it was issued: the same lines, the same total, the same PDF but for its status.

let t: TestApp;
let owner: Client;
const audit = { actorId: null };

/** An invoice of `amount` (untaxed) to Ada, issued on `issueDate` through the app; its address has a "1x5". */
async function issuedIn(clubId: string, amount: number, issueDate: string, more: NewInvoiceLine[] = []) {
  const draft = await insertInvoice(
    t.database.db,
    clubId,
    {
      memberId: null,
      billTo: {
        name: "Ada Player",
        email: "ada@example.com",
        membershipNumber: "MB00001",
        address: "Flat 1x5, 12 Road\nSpringfield",
      },
      currency: "USD",
      terms: "Net 30",
    },
    [
      {
        position: 0,
        kind: "membership",
        description: "Dues",
        quantity: 1,
        unitMinor: amount,
        taxable: false,
      },
      ...more,
    ],
  );
  return issueOn(t, owner, clubId, draft.id, issueDate);
}

const run = (clubId: string, localDate: string) =>
  t.database.db.transaction((tx) => chargeOverdue(tx, { clubId, localDate }));

/** An invoice's row and its lines, as stored. */
async function stored(invoiceId: string) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const lines = await t.database.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  return { row, lines };
}

/** The late-fee invoices of an invoice. */
function lateFeeInvoices(invoiceId: string) {
  return t.database.db.select().from(invoices).where(eq(invoices.lateFeeFor, invoiceId));
}

async function detail(clubId: string, invoiceId: string): Promise<InvoiceDetail> {
  const res = await owner.request(`/api/clubs/${clubId}/billing/invoices/${invoiceId}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as InvoiceDetail;
}

/** The text of an issued document's PDF as staff download it, in English (pdftotext -layout). */
async function pdfText(clubId: string, invoiceId: string): Promise<string> {
  const res = await owner.request(`/api/clubs/${clubId}/billing/invoices/${invoiceId}/pdf`, {
    headers: { "accept-language": "en" },
  });
  expect(res.status).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), "overdue-pdf-"));
  try {
    const file = path.join(dir, "invoice.pdf");
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\u00a0/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a PDF bills, word by word: from its lines' heading to its balance (its status, above, may change). */
function billed(text: string): string {
  const from = text.indexOf("Description");
  const to = text.indexOf("Balance due");
  expect(from).toBeGreaterThan(0);
  expect(to).toBeGreaterThan(from);
  // The columns' spacing is pdftotext's guess from the whole page, whose facts gained a status row.
  return text.slice(from, text.indexOf("\n", to)).replace(/[ \t]+/g, " ");
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
  // A club that chose the fixed fee of $25.00 (its percentage, 5 by default, is then not used), on terms that
  // give no days ("Due on receipt").
  await t.database.db.execute(sql`update clubs set financial_settings = financial_settings || '{"lateFeeType": "fixed", "invoiceTerms": "Due on receipt"}'::jsonb,
    membership_settings = membership_settings || '{"lateFeeAmount": 25}'::jsonb where id = ${fixedClubId}`);
});

afterAll(async () => {
  await t.close();
});

describe("overdue invoices", () => {
  it("wait for the grace period, then take one late-fee invoice of their own, however many runs at once", async () => {
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
    const before = await stored(invoice.id);
    const pdfBefore = await pdfText(clubId, invoice.id);
    expect(await run(clubId, "2026-03-02")).toEqual({ overdue: 0, feesMinor: 0, fees: 0 });
    const runs = await Promise.all([
      run(clubId, "2026-03-03"),
      run(clubId, "2026-03-03"),
      run(clubId, "2026-03-03"),
    ]);
    // One run found it; the others waited for its lock and found it overdue.
    expect(runs.reduce((n, r) => n + r.overdue, 0)).toBe(1);
    expect(runs.reduce((n, r) => n + r.feesMinor, 0)).toBe(750);
    expect(runs.reduce((n, r) => n + r.fees, 0)).toBe(1);

    // The invoice as issued: its lines and totals the same, only its status overdue.
    const after = await stored(invoice.id);
    expect(after.lines).toEqual(before.lines);
    expect(after.lines.map((l) => l.kind)).toEqual(["membership"]);
    expect(after.row).toMatchObject({
      status: "overdue",
      subtotalMinor: 20_000,
      taxMinor: 0,
      totalMinor: 20_000,
      number: invoice.number,
      dueDate: "2026-01-31",
    });

    // Its late fee: 5 % of the $150.00 owed, on an invoice of its own that names it, due 30 days (Net 30) on.
    const fees = await lateFeeInvoices(invoice.id);
    expect(fees).toHaveLength(1);
    const fee = fees[0] as (typeof fees)[number];
    expect(fee).toMatchObject({
      kind: "invoice",
      status: "open",
      lateFeeFor: invoice.id,
      memberId: invoice.memberId,
      billTo: invoice.billTo,
      currency: "USD",
      issueDate: "2026-03-03",
      dueDate: "2026-04-02",
      subtotalMinor: 750,
      taxMinor: 0,
      totalMinor: 750,
      year: 2026,
    });
    // Numbered in the club's invoice series, the next after the invoice's own.
    expect(fee.sequence).toBe((invoice.sequence as number) + 1);
    expect(fee.number).toBe(`INV-2026-${String(fee.sequence).padStart(5, "0")}`);
    const feeLines = (await stored(fee.id)).lines;
    expect(feeLines).toHaveLength(1);
    expect(feeLines[0]).toMatchObject({
      kind: "late_fee",
      description: `Late fee for invoice ${invoice.number}`,
      quantity: 1,
      unitMinor: 750,
      taxable: false,
    });

    // The next days' runs add nothing.
    expect(await run(clubId, "2026-03-04")).toEqual({ overdue: 0, feesMinor: 0, fees: 0 });
    expect(await run(clubId, "2026-04-01")).toEqual({ overdue: 0, feesMinor: 0, fees: 0 });
    expect(await lateFeeInvoices(invoice.id)).toHaveLength(1);

    // Staff see each document name the other; the invoice's history says when its fee was charged.
    const shown = await detail(clubId, invoice.id);
    expect(shown).toMatchObject({
      status: "overdue",
      totalMinor: 20_000,
      balanceMinor: 15_000,
      lateFee: { id: fee.id, number: fee.number, totalMinor: 750 },
      lateFeeFor: null,
    });
    expect(shown.lines).toHaveLength(1);
    expect(shown.history.find((h) => h.action === "lateFee")).toMatchObject({
      amountMinor: 750,
      detail: fee.number,
    });
    expect(await detail(clubId, fee.id)).toMatchObject({
      lateFeeFor: { id: invoice.id, number: invoice.number, totalMinor: 20_000 },
      lateFee: null,
      balanceMinor: 750,
    });

    // Its PDF bills what it billed when it was issued; the late fee's names the invoice, due on its own date.
    const pdfAfter = await pdfText(clubId, invoice.id);
    expect(billed(pdfAfter)).toBe(billed(pdfBefore));
    expect(pdfAfter).toMatch(/Total\s+\$200\.00/);
    expect(pdfAfter).toMatch(/Balance due\s+\$150\.00/);
    expect(pdfAfter).not.toContain("Late fee");
    expect(pdfAfter).toContain("Flat 1x5, 12 Road");
    const feePdf = await pdfText(clubId, fee.id);
    expect(feePdf).toContain(fee.number as string);
    expect(feePdf).toMatch(new RegExp(`Late fee for invoice\\s+${invoice.number}`));
    expect(feePdf).toContain(`Late fee for invoice ${invoice.number}`);
    expect(feePdf).toMatch(/Total\s+\$7\.50/);
    expect(feePdf).toContain("Please pay $7.50 by 04/02/2026.");
    expect(feePdf).toContain("Flat 1x5, 12 Road");

    // Paying what the invoice asked settles it; its late fee is owed on its own invoice.
    const paid = await recordPayment(
      t.database.db,
      clubId,
      invoice.id,
      { method: "cash", amountMinor: 15_000, receivedOn: "2026-04-02" },
      audit,
      new Date(),
    );
    expect(paid).toMatchObject({ balanceMinor: 0, invoice: { status: "paid", totalMinor: 20_000 } });
    expect(await detail(clubId, fee.id)).toMatchObject({ status: "open", balanceMinor: 750 });

    // The late fee unpaid past its own due date and grace becomes overdue, with no late fee of its own.
    expect(await run(clubId, "2026-05-03")).toEqual({ overdue: 1, feesMinor: 0, fees: 0 });
    expect(await lateFeeInvoices(fee.id)).toEqual([]);
    expect((await stored(fee.id)).row?.status).toBe("overdue");
  });

  it("charge an invoice reopened by a refund and overdue again no second late fee", async () => {
    const invoice = await issuedIn(clubId, 10_000, "2026-02-01");
    expect(await run(clubId, "2026-04-05")).toMatchObject({ fees: 1, feesMinor: 500 });
    const { paymentId } = await recordPayment(
      t.database.db,
      clubId,
      invoice.id,
      { method: "cash", amountMinor: 10_000, receivedOn: "2026-04-06" },
      audit,
      new Date(),
    );
    await refundPayment(
      t.database.db,
      clubId,
      paymentId,
      { amountMinor: 4_000, reason: "Paid twice", refundedOn: "2026-04-07" },
      audit,
      new Date(),
    );
    await t.database.db.update(invoices).set({ dueDate: "2026-04-07" }).where(eq(invoices.id, invoice.id));
    expect(await run(clubId, "2026-06-01")).toMatchObject({ fees: 0 });
    expect(await lateFeeInvoices(invoice.id)).toHaveLength(1);
    expect((await stored(invoice.id)).row).toMatchObject({ status: "overdue", totalMinor: 10_000 });
  });

  it("leave an invoice charged a late-fee line before as it was, with no late-fee invoice besides", async () => {
    // Before decision 076 the fee was a line of the invoice itself: such an invoice keeps it, and takes no other.
    const invoice = await issuedIn(clubId, 6_000, "2026-01-10", [
      { position: 1, kind: "late_fee", description: "Late fee", quantity: 1, unitMinor: 300, taxable: false },
    ]);
    const before = await stored(invoice.id);
    expect(await run(clubId, "2026-04-01")).toMatchObject({ fees: 0, feesMinor: 0 });
    const after = await stored(invoice.id);
    expect(after.lines).toEqual(before.lines);
    expect(after.row).toMatchObject({ status: "overdue", totalMinor: 6_300 });
    expect(await lateFeeInvoices(invoice.id)).toEqual([]);
  });

  it("refuse, in the database, to change what an issued invoice asks or its lines", async () => {
    const invoice = await issuedIn(clubId, 4_000, "2026-03-01");
    await expect(
      t.database.db.update(invoices).set({ totalMinor: 4_500 }).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(invoiceLines)
        .set({ unitMinor: 4_500 })
        .where(and(eq(invoiceLines.invoiceId, invoice.id), eq(invoiceLines.position, 0))),
    ).rejects.toThrow();
    expect((await stored(invoice.id)).row?.totalMinor).toBe(4_000);
  });

  it("charge the club's fixed fee where it chose one, through the daily job, due 14 days on without terms", async () => {
    const invoice = await issuedIn(fixedClubId, 8_000, "2026-01-01");
    const results = (await t.runDaily("billing.overdue", new Date("2026-03-10T12:00:00Z"))) as {
      overdue: number;
      feesMinor: number;
    }[];
    expect(results).toContainEqual({ overdue: 1, feesMinor: 2_500, fees: 1 });
    const [fee] = await lateFeeInvoices(invoice.id);
    expect(fee).toMatchObject({ totalMinor: 2_500, issueDate: "2026-03-10", dueDate: "2026-03-24" });
    expect((await stored(invoice.id)).row?.totalMinor).toBe(8_000);
  });
});

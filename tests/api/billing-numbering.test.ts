import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAccessRecords } from "../../src/server/auth/access.repository.ts";
import { authorizeRecords } from "../../src/server/auth/access.ts";
import { auditTrail } from "../../src/server/db/schema/audit.ts";
import { billingCounters, invoices } from "../../src/server/db/schema/billing.ts";
import { AppError } from "../../src/server/errors.ts";
import { type NewInvoiceLine, takeNumber } from "../../src/server/modules/billing/billing.repository.ts";
import { issue } from "../../src/server/modules/billing/invoices.service.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { draftInvoice, issueOn, issueThroughApi, newClub, onClubDay } from "../helpers/billing.ts";
import { fastMembers } from "../helpers/golf-sessions.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Billing's foundation (issue 15, decision 025): an invoice's number comes from its club's series of the year,
// taken in the transaction that issues it; its totals and due date are fixed then.

let t: TestApp;
let owner: Client;
let clubId: string;
let otherClubId: string;
let memberId: string;
const audit = { actorId: null };

const lines: NewInvoiceLine[] = [
  { position: 0, kind: "membership", description: "Annual membership 2027", quantity: 1, unitMinor: 120_000 },
  { position: 1, kind: "custom", description: "Locker", quantity: 3, unitMinor: 333 },
  { position: 2, kind: "custom", description: "Donation", quantity: 1, unitMinor: 5000, taxable: false },
];

function draft(club = clubId, taxRate = 7.25) {
  return draftInvoice(t, club, club === clubId ? memberId : null, lines, taxRate);
}

/**
 * Issues a draft on `date` through the service the issue route calls, as the club's owner with the access its
 * guard finds: its refusals are the AppErrors the route answers with.
 */
async function issueAsOwner(club: string, invoiceId: string, date: string) {
  const userId = ((await (await owner.request("/api/me")).json()) as { id: string }).id;
  const records = await findAccessRecords(t.database.db, club, userId);
  const access = authorizeRecords(records, club, userId, { permission: "billing.manage", denied: () => "" });
  const deps = { db: t.database.db, clock: t.clock, queue: t.jobs };
  return onClubDay(t, club, date, () => issue(deps, access, invoiceId, { send: false }, audit));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "billing.owner@example.com");
  clubId = await newClub(owner, "Billing Club");
  otherClubId = await newClub(owner, "Other Billing Club");
  const [m] = await fastMembers(t, clubId, 1, "payer");
  memberId = m?.memberId ?? "";
  // The club's tax rate, which issuing gives the invoice: the drafts' 7.25 %.
  const settings = (await (await owner.request(`/api/clubs/${clubId}/settings`)).json()) as {
    financial: Record<string, unknown>;
  };
  const saved = await owner.request(`/api/clubs/${clubId}/settings/financial`, {
    method: "PUT",
    json: { ...settings.financial, taxRate: 7.25 },
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe("issuing an invoice", () => {
  it("fixes its number, totals and due date, and is not issued twice", async () => {
    const invoice = await draft();
    expect(invoice).toMatchObject({ status: "draft", number: null, issueDate: null });
    const issued = await issueOn(t, owner, clubId, invoice.id, "2026-03-10");
    expect(issued).toMatchObject({
      status: "open",
      number: "INV-2026-00001",
      issueDate: "2026-03-10",
      dueDate: "2026-04-09",
      // 120,000 + 999 taxable at 7.25 % = 8,772.4275 → 8,772; the donation is not taxed.
      subtotalMinor: 125_999,
      taxMinor: 8772,
      totalMinor: 134_771,
    });
    const again = await issueAsOwner(clubId, invoice.id, "2026-03-11").catch((e) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).code).toBe("CONFLICT");
  });

  it("gives 50 invoices issued at once the numbers 2 to 51 of the year, each once, and another year its own", async () => {
    const drafts = await Promise.all(Array.from({ length: 50 }, () => draft()));
    const issued = await onClubDay(t, clubId, "2026-06-01", () =>
      Promise.all(drafts.map((d) => issueThroughApi(t, owner, clubId, d.id))),
    );
    const numbers = issued.map((i) => i.number).sort();
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[0]).toBe("INV-2026-00002");
    expect(numbers.at(-1)).toBe("INV-2026-00051");
    const nextYear = await issueOn(t, owner, clubId, (await draft()).id, "2027-01-02");
    expect(nextYear.number).toBe("INV-2027-00001");
  });

  it("gives a number back when the issue is rolled back, and numbers each club apart", async () => {
    await t.database.db
      .transaction(async (tx) => {
        expect(await takeNumber(tx, clubId, "invoice", 2026)).toBe(52);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    const next = await issueOn(t, owner, clubId, (await draft()).id, "2026-07-01");
    expect(next.number).toBe("INV-2026-00052");
    const other = await issueOn(t, owner, otherClubId, (await draft(otherClubId)).id, "2026-07-01");
    expect(other.number).toBe("INV-2026-00001");
    const counters = await t.database.db
      .select()
      .from(billingCounters)
      .where(and(eq(billingCounters.clubId, clubId), eq(billingCounters.year, 2026)));
    expect(counters[0]?.lastNumber).toBe(52);
  });

  it("answers 404 for another club's invoice, and is in the audit trail", async () => {
    const invoice = await draft();
    const refused = await issueAsOwner(otherClubId, invoice.id, "2026-08-01").catch((e) => e);
    expect((refused as AppError).code).toBe("NOT_FOUND");
    await issueOn(t, owner, clubId, invoice.id, "2026-08-01");
    const rows = await t.database.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.tableName, "invoices"), eq(auditTrail.recordId, invoice.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(["INSERT", "UPDATE"]);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe("open");
  });
});

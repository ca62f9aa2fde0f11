import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { clubs, taxRates } from "../../src/server/db/schema/clubs.ts";
import {
  findInvoice,
  type InvoiceRow,
  insertInvoice,
  type NewInvoiceLine,
} from "../../src/server/modules/billing/billing.repository.ts";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";
import { apiOf } from "./api-client.ts";
import type { Client, TestApp } from "./test-app.ts";

/** A new club of `client`'s (its owner), by its id. */
export async function newClub(client: Client, name: string): Promise<string> {
  const res = await apiOf(client).post("/api/clubs", { body: { name, email: "office@club.example" } });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

/**
 * A draft invoice of the club to a member (or nobody's), in USD, on Net 30: its lines that are not marked
 * untaxed billed at `taxRate` percent (a rate of no name, as lines billed before decision 080 are).
 */
export function draftInvoice(
  t: TestApp,
  clubId: string,
  memberId: string | null,
  lines: NewInvoiceLine[],
  taxRate = 0,
) {
  return insertInvoice(
    t.database.db,
    clubId,
    {
      memberId,
      billTo: { name: "Ada Player", email: "ada@example.com", membershipNumber: "MB00001", address: null },
      currency: "USD",
      terms: "Net 30",
    },
    lines.map((line) => ({
      ...line,
      taxPercent: line.taxPercent ?? (line.taxable === false ? 0 : taxRate),
    })),
  );
}

/**
 * The club's default tax rate of `percent` (decision 080), as staff make it in the financial settings: a rate of
 * this name is changed to it, else one is added.
 */
export async function setDefaultTaxRate(t: TestApp, clubId: string, percent: number, name = "Standard rate") {
  const db = t.database.db;
  await db.update(taxRates).set({ isDefault: false }).where(eq(taxRates.clubId, clubId));
  const [changed] = await db
    .update(taxRates)
    .set({ percent, isDefault: true, active: true })
    .where(and(eq(taxRates.clubId, clubId), eq(taxRates.name, name)))
    .returning();
  if (changed) return changed;
  const [row] = await db.insert(taxRates).values({ clubId, name, percent, isDefault: true }).returning();
  if (!row) throw new Error("The tax rate was not written");
  return row;
}

/**
 * Issues a draft as staff do (issue 31 §5): `POST …/billing/invoices/{id}/issue` through the app as `client`
 * (who manages the club's billing), so it is dated today in the club's time zone by the app's clock (see
 * `onClubDay`) and taxed at the club's rate. Not e-mailed unless `send`. Answers the issued invoice's row.
 */
export async function issueThroughApi(
  t: TestApp,
  client: Client,
  clubId: string,
  invoiceId: string,
  { send = false }: { send?: boolean } = {},
): Promise<InvoiceRow> {
  const res = await apiOf(client).post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/issue", {
    path: { clubId, invoiceId },
    body: { send },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const issued = await findInvoice(t.database.db, clubId, invoiceId);
  if (!issued) throw new Error(`No invoice ${invoiceId} in club ${clubId}`);
  return issued;
}

/**
 * Runs `work` with the app's clock at noon of `date` ('YYYY-MM-DD') in the club's time zone, so that the
 * club's today is `date`; then puts the clock back as it was, whatever `work` did.
 */
export async function onClubDay<T>(
  t: TestApp,
  clubId: string,
  date: string,
  work: () => Promise<T>,
): Promise<T> {
  const [club] = await t.database.db
    .select({ timezone: clubs.timezone })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  if (!club) throw new Error(`No club ${clubId}`);
  // Put back as it was: a test file may run its server's clock at an hour of its own.
  const before = t.clock.now().getTime() - Date.now();
  t.clock.setOffset(clubInstant(date, "12:00", club.timezone).getTime() - Date.now());
  try {
    return await work();
  } finally {
    t.clock.setOffset(before);
  }
}

/**
 * Issues a draft through the app (`issueThroughApi`) on `date` in the club's time zone, then puts the clock back.
 * One at a time: several issued at once share one `onClubDay` around them (each would put the clock back).
 */
export function issueOn(
  t: TestApp,
  client: Client,
  clubId: string,
  invoiceId: string,
  date: string,
): Promise<InvoiceRow> {
  return onClubDay(t, clubId, date, () => issueThroughApi(t, client, clubId, invoiceId));
}

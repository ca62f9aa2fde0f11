import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { invoiceLines, invoices } from "../../db/schema/billing.ts";
import { clubs, taxRates } from "../../db/schema/clubs.ts";
import { golfSettings } from "../../db/schema/golf.ts";

/* The club's tax rates (decision 080): the only place that queries them. */

export type TaxRateRow = typeof taxRates.$inferSelect;
const rateRows = clubRows(taxRates, "tax rate");

export const findTaxRate = rateRows.find;
export const insertTaxRate = rateRows.insert;
export const updateTaxRate = rateRows.updated;
export const deleteTaxRate = rateRows.delete;

/** The club's rates in their order (position, then name). */
export function taxRatesOf(db: Db, clubId: string): Promise<TaxRateRow[]> {
  return db
    .select()
    .from(taxRates)
    .where(eq(taxRates.clubId, clubId))
    .orderBy(asc(taxRates.position), asc(taxRates.name));
}

/** The ids of the club's rates that an issued document's line names. */
export async function usedTaxRateIds(db: Db, clubId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: invoiceLines.taxRateId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoiceLines.clubId, clubId),
        sql`${invoiceLines.taxRateId} is not null`,
        ne(invoices.status, "draft"),
      ),
    );
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}

/**
 * Holds the club's rates for a change of them (its row locked until `tx` ends): two changes of the default, or
 * two new rates at once, are made one after the other.
 */
export async function lockClubTaxRates(tx: Db, clubId: string): Promise<boolean> {
  const rows = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).for("update");
  return rows.length > 0;
}

/** No rate of the club is the default any more (before another becomes it). */
export async function clearDefaultTaxRate(tx: Db, clubId: string, exceptId?: string): Promise<void> {
  await tx
    .update(taxRates)
    .set({ isDefault: false })
    .where(
      and(
        eq(taxRates.clubId, clubId),
        eq(taxRates.isDefault, true),
        exceptId ? ne(taxRates.id, exceptId) : undefined,
      ),
    );
}

/** The rates the golf settings give members' and guests' green fees (null: the default). */
export async function greenFeeTaxRateIds(
  db: Db,
  clubId: string,
): Promise<{ member: string | null; guest: string | null }> {
  const [row] = await db
    .select({
      member: golfSettings.memberGreenFeeTaxRateId,
      guest: golfSettings.guestGreenFeeTaxRateId,
    })
    .from(golfSettings)
    .where(eq(golfSettings.clubId, clubId));
  return row ?? { member: null, guest: null };
}

import { balanceOf } from "../../../shared/billing.ts";
import type { Db } from "../../db/client.ts";
import { type InvoiceRow, moneyOf } from "./billing.repository.ts";

/*
 * What came in on invoices and what is owed on them (issue 15, decision 025): never stored, always reckoned
 * from the payments and refunds themselves, for any number of invoices in one query.
 */

/** What is owed on an invoice now (total − paid + refunded, whatever its status). */
export async function balanceNow(db: Db, invoice: InvoiceRow): Promise<number> {
  return (
    (await moneyByInvoice(db, invoice.clubId, [invoice])).get(invoice.id)?.owedMinor ?? invoice.totalMinor
  );
}

export interface InvoiceMoney {
  /** What came in, less what was given back. */
  paidMinor: number;
  /** Its total less that, whatever its status. */
  owedMinor: number;
  /**
   * What is owed as the screens show it: nothing on a draft or a void invoice; on a credit note, its total
   * until the club has given the money back (the club owes it).
   */
  balanceMinor: number;
}

/** What came in on each of these invoices and what is owed (one query however many). */
export async function moneyByInvoice(
  db: Db,
  clubId: string,
  invoices: Pick<InvoiceRow, "id" | "kind" | "totalMinor" | "status">[],
): Promise<Map<string, InvoiceMoney>> {
  const money = await moneyOf(
    db,
    clubId,
    invoices.map((i) => i.id),
  );
  return new Map(
    invoices.map((i) => {
      const m = money.get(i.id);
      const owedMinor = balanceOf(i.totalMinor, [m?.paidMinor ?? 0], [m?.refundedMinor ?? 0]);
      const paidMinor = i.totalMinor - owedMinor;
      // A draft owes nothing yet; a void one nothing (its credit note carries what is owed back).
      const balanceMinor =
        i.kind === "credit_note"
          ? i.status === "open"
            ? i.totalMinor
            : 0
          : i.status === "draft" || i.status === "void"
            ? 0
            : owedMinor;
      return [i.id, { paidMinor, owedMinor, balanceMinor }];
    }),
  );
}

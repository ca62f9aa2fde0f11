import { type DocumentKind, documentNumber, invoiceTotals, termsDays } from "../../../shared/billing.ts";
import { addDays } from "../../../shared/dates.ts";
import type { Db } from "../../db/client.ts";
import { type InvoiceRow, insertInvoice, linesOf, takeNumber, updateInvoice } from "./billing.repository.ts";

/*
 * Issuing (issue 15, decision 025): a draft becomes a document with the next number of its club's series,
 * its totals from its lines and its dates. The one way invoices and credit notes are numbered, apart from the
 * renewal run's block of numbers (billing.job.ts). An issued document is never changed (decision 076): a late
 * fee is an invoice of its own (`issueLateFee`), a correction a credit note and a new invoice.
 */

/**
 * Issues a draft in the caller's transaction (which has locked it): the club's tax rate now, the next number
 * of the year of `issueDate`, the totals from its lines, the due date from its terms.
 */
export async function issueDraftIn(
  tx: Db,
  draft: InvoiceRow,
  issueDate: string,
  taxRate: number,
): Promise<InvoiceRow> {
  const withRate = draft.taxRate === taxRate ? draft : { ...draft, taxRate };
  return issueDraft(tx, withRate, issueDate, addDays(issueDate, termsDays(draft.terms)));
}

/** A draft made a document in `tx`: its next number of the year, its totals from its lines, its dates. */
export async function issueDraft(
  tx: Db,
  draft: InvoiceRow,
  issueDate: string,
  dueDate: string,
): Promise<InvoiceRow> {
  const kind = draft.kind as DocumentKind;
  const totals = invoiceTotals(await linesOf(tx, draft.clubId, draft.id), draft.taxRate);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeNumber(tx, draft.clubId, kind, year);
  return updateInvoice(tx, draft.clubId, draft.id, {
    status: "open",
    taxRate: draft.taxRate,
    number: documentNumber(kind, year, sequence),
    year,
    sequence,
    issueDate,
    dueDate,
    subtotalMinor: totals.subtotalMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
  });
}

/**
 * The late fee of an overdue invoice as an invoice of its own (decision 076), issued in `tx` (which has locked
 * the overdue invoice, then takes the counter: decision 035's order): addressed as the overdue invoice was, one
 * untaxed line naming it, numbered in the club's invoice series as any invoice is, dated `issueDate` and due on
 * `dueDate`. The overdue invoice itself is left as it was issued. A second one for the same invoice is refused
 * by a unique index (`invoices_one_late_fee`).
 */
export async function issueLateFee(
  tx: Db,
  overdue: InvoiceRow,
  fee: { description: string; amountMinor: number; terms: string; issueDate: string; dueDate: string },
): Promise<InvoiceRow> {
  const draft = await insertInvoice(
    tx,
    overdue.clubId,
    {
      kind: "invoice",
      memberId: overdue.memberId,
      payerMemberId: overdue.payerMemberId,
      billTo: overdue.billTo,
      currency: overdue.currency,
      taxRate: 0,
      terms: fee.terms,
      lateFeeFor: overdue.id,
    },
    [
      {
        position: 0,
        kind: "late_fee",
        description: fee.description,
        quantity: 1,
        unitMinor: fee.amountMinor,
        taxable: false,
      },
    ],
  );
  return issueDraft(tx, draft, fee.issueDate, fee.dueDate);
}

import { type DocumentKind, documentNumber, invoiceTotals, termsDays } from "../../../shared/billing.ts";
import { addDays } from "../../../shared/dates.ts";
import type { Db } from "../../db/client.ts";
import {
  type InvoiceRow,
  insertInvoice,
  linesOf,
  takeNumber,
  updateInvoice,
  updateLineTax,
} from "./billing.repository.ts";
import { ClubTaxRates } from "./tax-rates.service.ts";

/*
 * Issuing (issue 15, decision 025): a draft becomes a document with the next number of its club's series,
 * its totals from its lines and its dates. The one way invoices and credit notes are numbered, apart from the
 * renewal run's block of numbers (billing.job.ts). An issued document is never changed (decision 076): a late
 * fee is an invoice of its own (`issueLateFee`), a correction a credit note and a new invoice.
 */

/**
 * Issues a draft in the caller's transaction (which has locked it): the next number of the year of
 * `issueDate`, the totals from its lines at their rates as they are now, the due date from its terms.
 */
export async function issueDraftIn(tx: Db, draft: InvoiceRow, issueDate: string): Promise<InvoiceRow> {
  return issueDraft(tx, draft, issueDate, addDays(issueDate, termsDays(draft.terms)));
}

/**
 * A draft's lines as it is issued (decision 080): each line's copy of its rate as the rate is now (a rate
 * edited since the line was written), after which the copy never changes. A credit note's are its invoice's.
 */
async function linesAtIssue(tx: Db, draft: InvoiceRow) {
  const lines = await linesOf(tx, draft.clubId, draft.id);
  // A credit note bills its invoice's rates as that invoice was issued with them, whatever they are now.
  if (draft.kind === "credit_note" || !lines.some((l) => l.taxRateId || l.taxName !== null)) return lines;
  const rates = await ClubTaxRates.of(tx, draft.clubId);
  return Promise.all(
    lines.map(async (line) => {
      const now = rates.refreshed(line);
      if (
        now.taxName !== line.taxName ||
        now.taxPercent !== line.taxPercent ||
        now.taxKind !== line.taxKind ||
        now.taxNote !== line.taxNote ||
        now.taxRateId !== line.taxRateId
      ) {
        const { taxRateId, taxName, taxPercent, taxKind, taxNote, taxable } = now;
        await updateLineTax(tx, draft.clubId, line.id, {
          taxRateId,
          taxName,
          taxPercent,
          taxKind,
          taxNote,
          taxable,
        });
      }
      return now;
    }),
  );
}

/** A draft made a document in `tx`: its next number of the year, its totals from its lines, its dates. */
export async function issueDraft(
  tx: Db,
  draft: InvoiceRow,
  issueDate: string,
  dueDate: string,
): Promise<InvoiceRow> {
  const kind = draft.kind as DocumentKind;
  const totals = invoiceTotals(await linesAtIssue(tx, draft));
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeNumber(tx, draft.clubId, kind, year);
  return updateInvoice(tx, draft.clubId, draft.id, {
    status: "open",
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

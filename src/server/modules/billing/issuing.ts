import { type DocumentKind, documentNumber, invoiceTotals, termsDays } from "../../../shared/billing.ts";
import { addDays } from "../../../shared/dates.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { type InvoiceRow, linesOf, lockInvoice, takeNumber, updateInvoice } from "./billing.repository.ts";

/*
 * Issuing (issue 15, decision 025): a draft becomes a document with the next number of its club's series,
 * its totals from its lines and its dates. The one way invoices and credit notes are numbered, apart from the
 * renewal run's block of numbers (billing.job.ts).
 */

/**
 * Issues a draft (issue 15, decision 025): it takes the next number of its club's series for the year of
 * `issueDate`, its totals from its lines and the tax rate it carries, and its due date from its terms. From
 * here the invoice is not edited; it is paid or voided. Answers the issued invoice.
 */
export async function issueInvoice(
  db: Db,
  clubId: string,
  invoiceId: string,
  issueDate: string,
  audit: AuditContext,
): Promise<InvoiceRow> {
  return withAudit(db, audit, async (tx) => {
    const invoice = await lockInvoice(tx, clubId, invoiceId);
    if (!invoice) throw new AppError("NOT_FOUND", t("billing").notFound.invoice);
    if (invoice.status !== "draft") {
      throw new AppError("CONFLICT", t("billing").issue.notDraft(invoice.number ?? ""));
    }
    return issueDraft(tx, invoice, issueDate, addDays(issueDate, termsDays(invoice.terms)));
  });
}

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

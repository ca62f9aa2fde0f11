import { type DocumentKind, documentNumber, invoiceTotals, termsDays } from "../../../shared/billing.ts";
import { addDays } from "../../../shared/dates.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { type InvoiceRow, linesOf, lockInvoice, takeNumber, updateInvoice } from "./billing.repository.ts";

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
    const lines = await linesOf(tx, clubId, invoiceId);
    const totals = invoiceTotals(lines, invoice.taxRate);
    const year = Number(issueDate.slice(0, 4));
    const sequence = await takeNumber(tx, clubId, invoice.kind as DocumentKind, year);
    return updateInvoice(tx, clubId, invoiceId, {
      status: "open",
      number: documentNumber(invoice.kind as DocumentKind, year, sequence),
      year,
      sequence,
      issueDate,
      dueDate: addDays(issueDate, termsDays(invoice.terms)),
      subtotalMinor: totals.subtotalMinor,
      taxMinor: totals.taxMinor,
      totalMinor: totals.totalMinor,
    });
  });
}

import { brandingOf } from "../../../shared/clubs.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { InvoiceDetail } from "../../../shared/invoices.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { keyOfUrl } from "../branding/branding.service.ts";
import { decodeAddress } from "../clubs/clubs.settings.ts";
import type { InvoiceRow } from "./billing.repository.ts";
import { billingSettingsOf } from "./billing-settings.ts";
import { type InvoiceDocument, renderInvoicePdf } from "./invoice-pdf.ts";
import { detailOf } from "./invoice-view.ts";
import { type ClubBilling, clubBilling } from "./invoices.repository.ts";

/** What turning an invoice into its PDF needs besides the database: the club's logo is in the file store. */
export interface DocumentDeps {
  files: FileStore;
  logger: Logger;
}

/** The club's address as lines: plain text by its line breaks, a structured one part by part. */
function addressLines(stored: string | null): string[] | null {
  const address = decodeAddress(stored);
  if (!address) return null;
  if (typeof address === "string") {
    const lines = address.split(/\r?\n|,\s*/).map((l) => l.trim());
    return lines.filter(Boolean);
  }
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [address.address, [cityLine, address.state].filter(Boolean).join(", "), address.country].filter(
    (l): l is string => Boolean(l),
  );
}

/** The club's logo as its bytes, or null: a logo that cannot be read is left out of the document. */
async function logoOf(club: ClubBilling, deps: DocumentDeps): Promise<Buffer | null> {
  const url = brandingOf(club.brandingSettings).logoUrl ?? null;
  const key = keyOfUrl(url, club.id);
  if (!key) return null;
  try {
    return (await deps.files.get(key))?.bytes ?? null;
  } catch (error) {
    deps.logger.warn({ err: error, clubId: club.id }, "The club's logo could not be read for a document");
    return null;
  }
}

/** An issued document as its PDF shows it, in `locale`. */
export async function invoiceDocument(
  club: ClubBilling,
  detail: InvoiceDetail,
  locale: Locale,
  deps: DocumentDeps,
): Promise<InvoiceDocument> {
  const settings = billingSettingsOf(club);
  const bank = settings.financial.bankDetails;
  const hasBank = Boolean(bank && Object.values(bank).some((v) => v));
  const refundedMinor = detail.payments.reduce((sum, p) => sum + p.refundedMinor, 0);
  const paidMinor = detail.payments.reduce((sum, p) => sum + p.amountMinor, 0);
  const voidedDate = detail.voidedAt
    ? (detail.history.find((h) => h.action === "voided")?.at ?? detail.voidedAt)
    : null;
  return {
    kind: detail.kind,
    number: detail.number ?? "",
    status: detail.status,
    issueDate: detail.issueDate ?? "",
    dueDate: detail.dueDate ?? "",
    currency: detail.currency,
    locale,
    dateFormat: settings.formats.dateFormat,
    club: {
      name: club.name,
      address: addressLines(club.address),
      email: club.email,
      phone: club.contactNumber,
      website: club.website,
      logo: await logoOf(club, deps),
      taxNumber: settings.financial.taxNumber ?? null,
    },
    billTo: detail.billTo,
    lines: detail.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitMinor: l.unitMinor,
      amountMinor: l.amountMinor,
      periodStart: l.periodStart,
      periodEnd: l.periodEnd,
      taxMarker: l.taxMarker,
    })),
    subtotalMinor: detail.subtotalMinor,
    taxes: detail.taxes.map((g) => ({
      marker: g.marker,
      name: g.taxName,
      percent: g.taxPercent,
      kind: g.taxKind,
      note: g.taxNote,
      netMinor: g.netMinor,
      taxMinor: g.taxMinor,
    })),
    taxMinor: detail.taxMinor,
    totalMinor: detail.totalMinor,
    paidMinor,
    refundedMinor,
    balanceMinor: detail.balanceMinor,
    payments: detail.payments.map((p) => ({
      date: p.receivedOn,
      method: p.method,
      amountMinor: p.amountMinor,
    })),
    bankDetails: hasBank && bank ? bank : null,
    paymentInstructions: settings.financial.paymentInstructions ?? null,
    creditFor: detail.creditFor?.number ?? null,
    lateFeeFor: detail.lateFeeFor?.number ?? null,
    notes: detail.notes,
    voided:
      detail.status === "void" && voidedDate
        ? {
            date: new Intl.DateTimeFormat("en-CA", { timeZone: settings.formats.timezone }).format(
              new Date(voidedDate),
            ),
            reason: detail.voidReason ?? "",
          }
        : null,
  };
}

/** An issued document's PDF, in `locale`, with its detail. */
export async function invoicePdf(
  db: Db,
  invoice: InvoiceRow,
  locale: Locale,
  deps: DocumentDeps,
): Promise<{ pdf: Buffer; detail: InvoiceDetail }> {
  const club = await clubBilling(db, invoice.clubId);
  if (!club) throw new Error("The invoice's club is gone");
  const detail = await detailOf(db, invoice);
  const pdf = await renderInvoicePdf(await invoiceDocument(club, detail, locale, deps));
  return { pdf, detail };
}

/** The file name of a document's PDF: its number. */
export function pdfFileName(detail: Pick<InvoiceDetail, "number" | "kind">): string {
  return `${detail.number ?? detail.kind}.pdf`;
}

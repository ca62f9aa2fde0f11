import { type BillingPeriod, periodEnd } from "../../../shared/billing-periods.ts";
import { formatCalendarDate } from "../../../shared/formats.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { memberDisplayName } from "../members/member-view.ts";
import type { MembershipTypeRow } from "../memberships/membership-types.service.ts";
import { type InvoiceRow, insertInvoice, type NewInvoiceLine } from "./billing.repository.ts";
import { queueBillingMail } from "./billing-mail.ts";
import { billingSettingsOf, clubLocale, clubTodayOf } from "./billing-settings.ts";
import { joiningFeeLine, membershipDescription } from "./invoice-lines.ts";
import { clubBilling } from "./invoices.repository.ts";
import { issueDraftIn } from "./issuing.ts";
import { ClubTaxRates } from "./tax-rates.service.ts";

/** The applicant as the application recorded them. */
export interface Applicant {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  membershipNumber: string | null;
  membershipStartDate: string | null;
}

/**
 * The joining invoice of an application to a type with a price (issue 15, deliverable 7), in the application's
 * transaction: its joining fee and its first period, issued today and e-mailed. Paying it activates the
 * application when the club requires payment on signup (fulfilment.ts). None for a free type, or one priced in
 * another currency than the club bills in (staff bill it by hand).
 */
export async function issueSignupInvoice(
  tx: Db,
  clubId: string,
  applicant: Applicant,
  type: MembershipTypeRow,
  actorId: string | null,
  queue: Pick<JobQueue, "send"> | undefined,
  now: Date,
): Promise<InvoiceRow | null> {
  const club = await clubBilling(tx, clubId);
  if (!club) return null;
  const settings = billingSettingsOf(club);
  if (type.currency !== settings.currency) return null;
  const today = clubTodayOf(club, now);
  const start = applicant.membershipStartDate ?? today;
  const end = periodEnd(start, type.billingPeriod as BillingPeriod);
  const words = t("billing", clubLocale(club)).lineText;
  const date = (d: string) => formatCalendarDate(d, settings.formats.dateFormat) ?? d;
  const rates = await ClubTaxRates.of(tx, clubId);
  const lines: NewInvoiceLine[] = [];
  if (type.priceMinor > 0) {
    lines.push({
      position: lines.length,
      kind: "membership",
      description: membershipDescription(words, type.name, start, end, date),
      quantity: 1,
      unitMinor: type.priceMinor,
      ...rates.forLine(null, type.taxRateId, ""),
      periodStart: start,
      periodEnd: end,
      membershipType: type.code,
    });
  }
  if (type.joiningFeeMinor > 0) {
    lines.push(joiningFeeLine(words, type, lines.length, rates));
  }
  if (lines.length === 0) return null;
  const draft = await insertInvoice(
    tx,
    clubId,
    {
      memberId: applicant.id,
      billTo: {
        name: memberDisplayName(applicant),
        email: applicant.email,
        membershipNumber: applicant.membershipNumber,
        address: null,
      },
      currency: settings.currency,
      terms: settings.financial.invoiceTerms,
      purpose: "signup",
      membershipType: type.code,
      periodStart: start,
      periodEnd: end,
      createdBy: actorId,
    },
    lines,
  );
  const issued = await issueDraftIn(tx, draft, today);
  if (queue) await queueBillingMail(tx, queue, { clubId, invoiceIds: [issued.id], kind: "invoice" });
  return issued;
}

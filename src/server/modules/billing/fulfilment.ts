import { membershipSettingsOf } from "../../../shared/clubs.ts";
import type { Db } from "../../db/client.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import type { ApplicationMailDeps } from "../memberships/application-mail.ts";
import { applyPaidPeriod } from "../memberships/memberships.service.ts";
import { type InvoiceRow, updateInvoice } from "./billing.repository.ts";
import { clubBilling } from "./invoices.repository.ts";

/**
 * What paying an invoice does besides settling it (issue 15), in the payment's transaction, once (its
 * `fulfilledAt`): a renewal invoice renews the member's membership for the period it billed (the memberships
 * module's rule, `applyPaidPeriod`); a joining invoice activates the pending application when the club
 * requires payment on signup, and tells the applicant by e-mail (`mail`). Answers the invoice as it is afterwards.
 */
export async function fulfil(
  tx: Db,
  invoice: InvoiceRow,
  now: Date,
  mail: ApplicationMailDeps | null,
): Promise<InvoiceRow> {
  if (invoice.fulfilledAt || invoice.purpose === "standard" || !invoice.memberId) return invoice;
  if (!invoice.membershipType || !invoice.periodStart) return invoice;
  if (invoice.purpose === "signup") {
    const club = await clubBilling(tx, invoice.clubId);
    if (!membershipSettingsOf(club?.membershipSettings).requirePaymentOnSignup) return invoice;
  }
  const today = await clubToday(tx, invoice.clubId, now);
  const actorId = null;
  const changed = await applyPaidPeriod(
    tx,
    invoice.clubId,
    invoice.memberId,
    { membershipType: invoice.membershipType, start: invoice.periodStart, end: invoice.periodEnd, today },
    invoice.purpose === "signup" ? "approved" : "renewed",
    actorId,
    mail,
  );
  if (!changed) return invoice;
  return updateInvoice(tx, invoice.clubId, invoice.id, { fulfilledAt: now });
}

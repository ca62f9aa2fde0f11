import { financialSettingsOf } from "../../../shared/clubs.ts";
import type { Db } from "../../db/client.ts";
import { findCredentials } from "../payments/payments.repository.ts";
import { clubBilling } from "./invoices.repository.ts";

/**
 * Whether the club's members can pay online: the owner stored Stripe credentials, and Stripe is among the
 * club's payment methods (its financial settings).
 */
export async function takesOnlinePayments(db: Db, clubId: string): Promise<boolean> {
  const [club, credentials] = await Promise.all([
    clubBilling(db, clubId),
    findCredentials(db, clubId, "stripe"),
  ]);
  if (!club || !credentials) return false;
  return financialSettingsOf(club.financialSettings).paymentMethods.includes("stripe");
}

import { financialSettingsOf } from "../../../shared/clubs.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/client.ts";
import { findCredentials } from "../payments/payments.repository.ts";
import { openPaymentCredentials } from "../payments/payments.service.ts";
import { clubBilling } from "./invoices.repository.ts";
import { keyMode } from "./stripe.ts";

/**
 * Whether the club's members can pay online: Stripe is among the club's payment methods and the owner stored
 * its credentials. With the key store (`box`), also that the secret key is of the mode the gateway settings
 * name (test or live), as Checkout requires (online.service.ts): a member is not offered a button that can only
 * be refused. The e-mails' jobs, which have no key store, ask without it.
 */
export async function takesOnlinePayments(db: Db, clubId: string, box?: SecretBox): Promise<boolean> {
  // One after another: `db` may be a transaction (the e-mails' job asks in its own).
  const club = await clubBilling(db, clubId);
  const credentials = await findCredentials(db, clubId, "stripe");
  if (!club || !credentials) return false;
  const financial = financialSettingsOf(club.financialSettings);
  if (!financial.paymentMethods.includes("stripe")) return false;
  if (!box) return true;
  try {
    const secretKey = (await openPaymentCredentials(db, box, clubId, "stripe"))?.secretKey;
    if (!secretKey) return false;
    const mode = keyMode(secretKey);
    return mode === (financial.paymentGateway.testMode ? "test" : "live");
  } catch {
    // Keys that cannot be opened (another PAYMENT_ENCRYPTION_KEY) cannot pay: Checkout would refuse.
    return false;
  }
}

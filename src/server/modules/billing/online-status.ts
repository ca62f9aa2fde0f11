import type { FinancialSettings } from "../../../shared/clubs.ts";
import { financialSettingsOf } from "../../../shared/clubs.ts";
import type { OfflinePayment } from "../../../shared/invoices.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { Logger } from "../../logger.ts";
import { openPaymentCredentials } from "../payments/payments.service.ts";
import { clubBilling } from "./invoices.repository.ts";
import { type GatewayError, keyMode } from "./stripe.ts";

/** Why a club's members cannot pay online now (each has its own words for whoever asked to pay). */
export type OnlineRefusal = "notTaken" | "notStripeKey" | "testKeyLiveMode" | "liveKeyTestMode";

/**
 * The club's Stripe secret key when its members can pay online, else why not: Stripe must be among its payment
 * methods (its financial settings), the owner must have stored a secret key, and the key must be of the mode
 * the gateway settings name (test or live). Throws when the stored keys cannot be opened (another
 * PAYMENT_ENCRYPTION_KEY). The one rule of Checkout (online.service.ts) and of offering to pay online.
 */
export async function onlineSecretKey(
  db: Db,
  box: SecretBox,
  clubId: string,
  financial: FinancialSettings,
): Promise<{ secretKey: string } | { refusal: OnlineRefusal }> {
  if (!financial.paymentMethods.includes("stripe")) return { refusal: "notTaken" };
  const secretKey = (await openPaymentCredentials(db, box, clubId, "stripe"))?.secretKey;
  if (!secretKey) return { refusal: "notTaken" };
  const mode = keyMode(secretKey);
  if (mode === "unknown") return { refusal: "notStripeKey" };
  const testMode = financial.paymentGateway.testMode;
  if (mode === "test" && !testMode) return { refusal: "testKeyLiveMode" };
  if (mode === "live" && testMode) return { refusal: "liveKeyTestMode" };
  return { secretKey };
}

/** Whether the club's members can pay online now (`onlineSecretKey`); keys that cannot be opened cannot pay. */
export async function takesOnlinePayments(db: Db, box: SecretBox, clubId: string): Promise<boolean> {
  return (await accountOffers(db, box, clubId)).canTopUpOnline;
}

/**
 * What a member's own account offers online (decisions 081, 087): a top-up by card when the club takes payments
 * online, and saving a card for automatic top-ups when it also tops accounts up automatically. One read of the
 * club and one of its keys for both.
 */
export async function accountOffers(
  db: Db,
  box: SecretBox,
  clubId: string,
): Promise<{ canTopUpOnline: boolean; canAutoTopUp: boolean }> {
  const club = await clubBilling(db, clubId);
  if (!club) return { canTopUpOnline: false, canAutoTopUp: false };
  const financial = financialSettingsOf(club.financialSettings);
  let online = false;
  try {
    online = "secretKey" in (await onlineSecretKey(db, box, clubId, financial));
  } catch {
    online = false;
  }
  return { canTopUpOnline: online, canAutoTopUp: online && financial.accountAutoTopUp };
}

/**
 * How the club's members pay without the gateway (issue 34): its bank account when bank transfer is among its
 * payment methods and the account number is told, and its payment instructions.
 */
export function offlinePayment(financial: FinancialSettings): OfflinePayment {
  const bank = financial.bankDetails;
  const transfers = financial.paymentMethods.includes("bank_transfer") && Boolean(bank.accountNumber);
  return { bankDetails: transfers ? bank : null, instructions: financial.paymentInstructions };
}

/** Reads the club's stored Stripe keys with `read`; an unreadable store is logged and refused (503). */
export async function withStoredKeys<T>(
  deps: { logger: Logger },
  clubId: string,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    // PAYMENT_ENCRYPTION_KEY changed (or differs between instances) since the keys were stored.
    deps.logger.error({ err: error, clubId }, "The club's Stripe credentials cannot be opened");
    throw new AppError("UNAVAILABLE", t("billingOnline").checkout.unreadable);
  }
}

/** Stripe's refusal to open a Checkout page, or its silence, as the answer to the payer (503). */
export function checkoutRefused(error: GatewayError): AppError {
  const texts = t("billingOnline").checkout;
  if (error.kind === "unreachable") return new AppError("UNAVAILABLE", texts.unreachable);
  if (error.kind === "keyRefused") return new AppError("UNAVAILABLE", texts.keyRefused);
  return new AppError("UNAVAILABLE", texts.refused(error.stripeMessage ?? error.message));
}

import { clockTime, formatCalendarDate } from "../../../shared/formats.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import {
  type InvoiceRow,
  insertInvoice,
  type NewInvoiceLine,
  paymentOfGateway,
} from "./billing.repository.ts";
import { billingSettingsOf, clubLocale, clubTodayOf } from "./billing-settings.ts";
import { clubBilling } from "./invoices.repository.ts";
import { issueDraftIn } from "./issuing.ts";
import { greenFeeTaxRateIds } from "./tax-rates.repository.ts";
import { ClubTaxRates } from "./tax-rates.service.ts";

/*
 * The receipt of a visitor's paid booking (decision 084): an invoice issued to the visitor (no member), a green
 * fee line per player at the guests' green fee tax rate, which the Stripe payment then settles. The books (the
 * journal, the tax summary, refunds) see it as every other invoice.
 */

export interface VisitorRound {
  name: string;
  email: string;
  courseName: string;
  teeDate: string;
  teeTime: string;
  players: { bookingPlayerId: string | null; name: string; priceMinor: number }[];
}

/** Issues the receipt in `tx`, dated the club's today; null when the club bills in another currency. */
export async function issueVisitorReceipt(
  tx: Db,
  clubId: string,
  round: VisitorRound,
  currency: string,
  now: Date,
): Promise<InvoiceRow | null> {
  const club = await clubBilling(tx, clubId);
  if (!club) return null;
  const settings = billingSettingsOf(club);
  if (settings.currency !== currency) return null;
  const words = t("billing", clubLocale(club)).lineText;
  const date = formatCalendarDate(round.teeDate, settings.formats.dateFormat) ?? round.teeDate;
  const time = clockTime(round.teeTime, settings.formats.timeFormat);
  const [rates, green] = await Promise.all([ClubTaxRates.of(tx, clubId), greenFeeTaxRateIds(tx, clubId)]);
  const lines: NewInvoiceLine[] = round.players.map((player, position) => ({
    position,
    kind: "green_fee",
    description: words.greenFee(round.courseName, date, time, words.guest(player.name)),
    quantity: 1,
    unitMinor: player.priceMinor,
    ...rates.forLine(null, green.guest, ""),
    bookingPlayerId: player.bookingPlayerId,
  }));
  const draft = await insertInvoice(
    tx,
    clubId,
    {
      memberId: null,
      billTo: { name: round.name, email: round.email, membershipNumber: null, address: null },
      currency,
      terms: t("visitors", clubLocale(club)).receiptTerms,
      purpose: "standard",
      createdBy: null,
    },
    lines,
  );
  return issueDraftIn(tx, draft, clubTodayOf(club, now));
}

/** The payment Stripe's Checkout Session `sessionId` recorded, if any. */
export async function paymentOfSession(db: Db, clubId: string, sessionId: string) {
  return paymentOfGateway(db, clubId, sessionId);
}

import { lateFee } from "../../../shared/billing.ts";
import { CLUB_DEFAULTS } from "../../../shared/clubs.ts";
import { addDays } from "../../../shared/dates.ts";
import { DEFAULT_LOCALE } from "../../../shared/i18n/locales.ts";
import { toMinor } from "../../../shared/money.ts";
import { setAuditContext } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import type { ClubDay, DailyClubJob } from "../../jobs/daily.ts";
import { clubLanguageOf } from "../../mail/recipient-locale.ts";
import { findClub } from "../clubs/clubs.repository.ts";
import { addLateFeeLine, openInvoicesDueBy, updateInvoice } from "./billing.repository.ts";
import { balancesOf } from "./billing.service.ts";

export interface OverdueResult {
  /** Invoices that became overdue this run. */
  overdue: number;
  /** Late fees added, in the club currency's minor units. */
  feesMinor: number;
}

/**
 * A club's day (issue 15, decision 025): every open invoice past its due date and the club's grace period
 * becomes overdue and gets its one late fee, a line of `lateFeePercentage` of its balance, or of the fixed
 * `lateFeeAmount` where the club set the percentage to 0. Audited as the system, in the caller's transaction.
 * Running it again, or on two instances at once, adds nothing: the invoices are locked and no longer open,
 * and an invoice takes one late fee line at most (a unique index).
 */
export async function chargeOverdue(tx: Db, day: ClubDay): Promise<OverdueResult> {
  await setAuditContext(tx, { actorId: null });
  const club = await findClub(tx, day.clubId);
  if (!club) return { overdue: 0, feesMinor: 0 };
  const financial = { ...CLUB_DEFAULTS.financial, ...(club.financialSettings as object) };
  const membership = { ...CLUB_DEFAULTS.membership, ...(club.membershipSettings as object) };
  // Due on D with a grace of G days: overdue from D + G + 1.
  const lastDueDate = addDays(day.localDate, -membership.gracePeriodDays - 1);
  const due = await openInvoicesDueBy(tx, day.clubId, lastDueDate);
  // The line is the club's own document's: in the club's language.
  const texts = t("billing", clubLanguageOf(club.preferences) ?? DEFAULT_LOCALE).lateFee;
  const balances = await balancesOf(tx, day.clubId, due);
  let feesMinor = 0;
  for (const invoice of due) {
    const balance = balances.get(invoice.id) ?? invoice.totalMinor;
    const fee = lateFee(
      balance,
      financial.lateFeePercentage > 0
        ? { kind: "percentage", percent: financial.lateFeePercentage }
        : { kind: "fixed", amountMinor: toMinor(membership.lateFeeAmount, invoice.currency) ?? 0 },
    );
    const added = fee > 0 && (await addLateFeeLine(tx, day.clubId, invoice.id, texts.line, fee));
    await updateInvoice(tx, day.clubId, invoice.id, {
      status: "overdue",
      ...(added ? { subtotalMinor: invoice.subtotalMinor + fee, totalMinor: invoice.totalMinor + fee } : {}),
    });
    if (added) feesMinor += fee;
  }
  return { overdue: due.length, feesMinor };
}

/** Each club's invoices go overdue shortly after midnight in the club's time zone. */
export const billingDailyJob: DailyClubJob = {
  name: "billing.overdue",
  at: "00:15",
  run: chargeOverdue,
};

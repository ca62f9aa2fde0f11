import { financialSettingsOf } from "../../../shared/clubs.ts";
import { clockTime, formatCalendarDate } from "../../../shared/formats.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { memberNames } from "../members/member-names.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { moveAccount, movementTax, refundCharge } from "./account-moves.ts";
import { chargesOfBookingPlayers } from "./accounts.repository.ts";
import { billingSettingsOf, clubLocale } from "./billing-settings.ts";
import { clubBilling, holdGreenFees } from "./invoices.repository.ts";
import { greenFeeTaxRateIds } from "./tax-rates.repository.ts";
import { ClubTaxRates } from "./tax-rates.service.ts";

/*
 * Green fees taken from member accounts (issue 36 §3, decision 086). When the club's `accountGreenFees` is on, a
 * member's green fee, and the fee of each guest they bring, is charged to the account of the member (the guest's
 * host) in the booking's transaction, one movement per player, and the player's fee is marked as billed
 * (`invoiced_at`), so no invoice bills it again. A cancellation gives each charge back in its transaction.
 */

/** A player just placed on a booking (its row as written). */
export interface BookedFee {
  /** The golf booking player's id. */
  id: string;
  memberId: string | null;
  hostMemberId: string | null;
  guestName: string | null;
  greenFeeMinor: number;
  currency: string;
}

/** The round the fees are for, as the account's statement names it. */
export interface BookedRound {
  courseName: string;
  teeDate: string;
  teeTime: string;
}

/**
 * Charges the fees of these newly placed players to their members' accounts in `tx`, when the club takes green
 * fees from accounts and the fee is in its billing currency. `whenShort`:
 * - `refuse`: a fee the balance and the member's limit do not cover refuses the whole booking (409 "Not enough
 *   on the account"), as a member booking or staff booking for them is told;
 * - `invoice`: such a fee stays to be invoiced (a place the waiting list or a ballot's draw gave, where nobody
 *   is there to be told).
 * Answers how many fees were charged.
 */
export async function chargeGreenFees(
  tx: Db,
  clubId: string,
  round: BookedRound,
  players: BookedFee[],
  actorUserId: string | null,
  whenShort: "refuse" | "invoice",
  now: Date,
): Promise<number> {
  const payable = players.filter((p) => p.greenFeeMinor > 0 && payerOf(p));
  if (payable.length === 0) return 0;
  const club = await clubBilling(tx, clubId);
  if (!club || !financialSettingsOf(club.financialSettings).accountGreenFees) return 0;
  const settings = billingSettingsOf(club);
  const words = t("billing", clubLocale(club)).lineText;
  const date = formatCalendarDate(round.teeDate, settings.formats.dateFormat) ?? round.teeDate;
  const time = clockTime(round.teeTime, settings.formats.timeFormat);
  // Accounts are changed in one order (by member, then player), so two bookings charging the same two members
  // wait for each other instead of deadlocking.
  const sorted = payable
    .filter((p) => p.currency === settings.currency)
    .sort((a, b) => compare(payerOf(a), payerOf(b)) || compare(a.id, b.id));
  const names = await memberNames(
    tx,
    clubId,
    sorted.flatMap((p) => (p.memberId ? [p.memberId] : [])),
  );
  // The green fees' rates, as an invoice would bill them (decision 080).
  const [rates, green] = await Promise.all([ClubTaxRates.of(tx, clubId), greenFeeTaxRateIds(tx, clubId)]);
  const charged: string[] = [];
  for (const player of sorted) {
    const member = names.get(player.memberId ?? "");
    const name = player.guestName ? words.guest(player.guestName) : member ? memberDisplayName(member) : "";
    try {
      await moveAccount(tx, clubId, payerOf(player), settings.currency, -player.greenFeeMinor, {
        kind: "charge",
        description: words.greenFee(round.courseName, date, time, name),
        bookingPlayerId: player.id,
        ...movementTax(rates.configured(player.guestName ? green.guest : green.member)),
        createdBy: actorUserId,
      });
      charged.push(player.id);
    } catch (error) {
      // Only a refusal of the account (not enough, another currency) leaves the fee to the invoice.
      if (whenShort === "invoice" && error instanceof AppError && error.code === "CONFLICT") continue;
      throw error;
    }
  }
  await holdGreenFees(tx, clubId, charged, now);
  return charged.length;
}

/** Gives back, in `tx`, what of these cancelled players' fees was taken from an account and not given back yet. */
export async function refundGreenFees(
  tx: Db,
  clubId: string,
  playerIds: string[],
  actorUserId: string | null,
): Promise<void> {
  for (const charge of await chargesOfBookingPlayers(tx, clubId, playerIds)) {
    await refundCharge(tx, clubId, charge.memberId, charge.currency, charge.id, null, {
      note: null,
      createdBy: actorUserId,
    });
  }
}

/** Whose account pays a player's fee: the member's own, or a guest's host's. */
function payerOf(p: BookedFee): string {
  return p.memberId ?? (p.guestName ? (p.hostMemberId ?? "") : "");
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

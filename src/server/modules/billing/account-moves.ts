import { isUuid } from "../../../shared/ids.ts";
import { formatMoney } from "../../../shared/money.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import {
  ensureAccount,
  findAccount,
  findAccountHolder,
  insertMovement,
  lockCharge,
  type MovementRow,
  moveBalance,
  type NewMovement,
} from "./accounts.repository.ts";
import { wakeAutoTopUps } from "./auto-top-up.hooks.ts";
import type { TaxRateRow } from "./tax-rates.repository.ts";
import { lineTaxColumns } from "./tax-rates.service.ts";

/*
 * The two writes of a member account's balance (decision 081): a movement (a charge refused below the member's
 * limit) and the refund of a charge. Kept apart from accounts.service.ts so that the modules that charge accounts
 * in their own transactions (competition entries, golf bookings: decision 086) import no more of billing than this.
 */

const money = (minor: number, currency: string) => formatMoney(minor, currency, currentLocale());

/** The copy of a tax rate a charge keeps (decision 086): the rate its amount includes; none without a rate. */
export function movementTax(
  rate: TaxRateRow | undefined,
): Pick<NewMovement, "taxName" | "taxPercent" | "taxKind"> {
  const { taxName, taxPercent, taxKind } = lineTaxColumns(rate);
  return { taxName, taxPercent, taxKind };
}

/** What a movement of a charge, a credit or a refund records besides its amount. */
export type MovementFacts = Omit<NewMovement, "accountId" | "amountMinor" | "balanceAfterMinor">;

/**
 * Moves `amountMinor` (negative: a charge) on the member's account in `tx` (which names the actor for the
 * audit trail) and records the movement with the balance after it. A charge the balance and the member's
 * limit do not cover is refused with 409 and changes nothing. `currency` is the club's billing currency: an
 * account kept in another is refused.
 */
export async function moveAccount(
  tx: Db,
  clubId: string,
  memberId: string,
  currency: string,
  amountMinor: number,
  facts: MovementFacts,
): Promise<MovementRow> {
  const account = await ensureAccount(tx, clubId, memberId, currency);
  if (account.currency !== currency) {
    throw new AppError("CONFLICT", t("accounts").currency(account.currency, currency));
  }
  const moved = await moveBalance(tx, clubId, memberId, amountMinor);
  if (!moved) {
    const [now, holder] = await Promise.all([
      findAccount(tx, clubId, memberId),
      findAccountHolder(tx, clubId, memberId),
    ]);
    const available = (now?.balanceMinor ?? 0) + (holder?.limitMinor ?? 0);
    throw new AppError("CONFLICT", t("accounts").notEnough(money(Math.max(available, 0), currency)));
  }
  // A charge below the threshold of a saved card: its top-up follows once this commits (decision 087).
  if (amountMinor < 0) wakeAutoTopUps(tx, clubId, moved);
  return insertMovement(tx, clubId, {
    ...facts,
    accountId: moved.id,
    amountMinor,
    balanceAfterMinor: moved.balanceMinor,
  });
}

/**
 * Gives (part of) a charge back to the account, in `tx`: at most what of it is not given back yet (the charge's
 * row is locked, so two refunds at once cannot give it back twice).
 */
export async function refundCharge(
  tx: Db,
  clubId: string,
  memberId: string,
  currency: string,
  chargeId: string,
  amountMinor: number | null,
  facts: Pick<MovementFacts, "note" | "createdBy" | "competitionEntryId" | "bookingPlayerId"> & {
    description?: string;
  },
): Promise<MovementRow | undefined> {
  const account = await findAccount(tx, clubId, memberId);
  const charged =
    account && isUuid(chargeId) ? await lockCharge(tx, clubId, account.id, chargeId) : undefined;
  if (!charged) throw new AppError("NOT_FOUND", t("accounts").notFound.charge);
  const left = -charged.row.amountMinor - charged.refundedMinor;
  const amount = amountMinor ?? left;
  if (amount <= 0 && amountMinor === null) return undefined;
  if (amount > left) {
    throw new AppError("CONFLICT", t("accounts").tooMuchRefund(money(Math.max(left, 0), currency)));
  }
  const { description, ...rest } = facts;
  return moveAccount(tx, clubId, memberId, currency, amount, {
    ...rest,
    kind: "refund",
    refundOfId: charged.row.id,
    // Given back at the rate it was charged at.
    taxName: charged.row.taxName,
    taxPercent: charged.row.taxPercent,
    taxKind: charged.row.taxKind,
    description: description ?? t("accounts").line.refund(charged.row.description),
  });
}

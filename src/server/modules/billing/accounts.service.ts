import {
  type AccountMovement,
  type AccountPageQuery,
  type AccountRefundInput,
  type ChargeInput,
  type MemberAccount,
  type MyAccount,
  type PriceItem,
  type PriceItemInput,
  type PriceList,
  TOP_UP_PURPOSE,
  type TopUpInput,
} from "../../../shared/accounts.ts";
import { financialSettingsOf } from "../../../shared/clubs.ts";
import { isUuid } from "../../../shared/ids.ts";
import { DEFAULT_PAGE_SIZE } from "../../../shared/paging.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, violatedUniqueIndex } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { type MovementFacts, moveAccount, movementTax, refundCharge } from "./account-moves.ts";
import {
  type AccountRow,
  chargeOfEntry,
  findAccount,
  findAccountById,
  findAccountHolder,
  listPriceItems,
  lockCharge,
  type MovementRow,
  memberIdOfUser,
  movementPage,
  type PriceItemRow,
  priceItemRows,
} from "./accounts.repository.ts";
import { autoTopUpView } from "./auto-top-up.hooks.ts";
import { balanceNow } from "./balances.ts";
import { findInvoice, findPayment } from "./billing.repository.ts";
import { refundPayment } from "./billing.service.ts";
import { billingSettingsOf, clubLocale } from "./billing-settings.ts";
import { clubBilling } from "./invoices.repository.ts";
import { greenFeeTaxRateIds } from "./tax-rates.repository.ts";
import { ClubTaxRates } from "./tax-rates.service.ts";

/*
 * Member accounts (issue 36 §3, decision 081): a prepaid balance per member. Every movement is written in the
 * transaction that changes the balance, with the balance after it; a charge is refused (409, "Not enough on the
 * account") when the balance less it would go below minus the member's type's limit.
 */

export { accountTotals } from "./accounts.repository.ts";
/** The balance's two writes, for the modules that already import them from here. */
export { type MovementFacts, moveAccount, refundCharge };

/** The club's billing currency and language, or 404. */
export async function clubOf(db: Db, clubId: string) {
  const club = await clubBilling(db, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  return { club, currency: billingSettingsOf(club).currency, locale: clubLocale(club) };
}

/** The club's member by id, or 404 (another club's too). */
export async function holderOrRefuse(db: Db, clubId: string, memberId: string) {
  const holder = isUuid(memberId) ? await findAccountHolder(db, clubId, memberId.toLowerCase()) : undefined;
  if (!holder) throw new AppError("NOT_FOUND", t("accounts").notFound.member);
  return holder;
}

function movementView(row: MovementRow, refundedMinor: number): AccountMovement {
  return {
    id: row.id,
    kind: row.kind,
    amountMinor: row.amountMinor,
    balanceAfterMinor: row.balanceAfterMinor,
    method: row.method,
    description: row.description,
    note: row.note,
    refundableMinor: row.kind === "charge" ? Math.max(-row.amountMinor - refundedMinor, 0) : 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member's account as staff and the member read it: balance, limit and a page of its statement. */
export async function accountView(
  db: Db,
  clubId: string,
  holder: NonNullable<Awaited<ReturnType<typeof findAccountHolder>>>,
  query: AccountPageQuery,
  clubCurrency?: string,
): Promise<MemberAccount> {
  const [account, currency] = await Promise.all([
    findAccount(db, clubId, holder.id),
    clubCurrency ?? clubOf(db, clubId).then((c) => c.currency),
  ]);
  const page = account
    ? await movementPage(db, account.id, query.page, query.pageSize)
    : { rows: [], total: 0 };
  const balanceMinor = account?.balanceMinor ?? 0;
  return {
    memberId: holder.id,
    memberName: memberDisplayName({ ...holder, membershipNumber: null }),
    currency: account?.currency ?? currency,
    balanceMinor,
    limitMinor: holder.limitMinor,
    availableMinor: balanceMinor + holder.limitMinor,
    movements: page.rows.map((r) => movementView(r.movement, r.refundedMinor)),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    autoTopUp: autoTopUpView(account),
  };
}

const FIRST_PAGE: AccountPageQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

/** `GET /billing/accounts/{memberId}`: a member's account (staff). */
export async function memberAccount(
  db: Db,
  access: Access,
  memberId: string,
  query: AccountPageQuery,
): Promise<MemberAccount> {
  const holder = await holderOrRefuse(db, access.clubId, memberId);
  return accountView(db, access.clubId, holder, query);
}

/** `GET /billing/my/account`: one's own account; a user without a member record in the club answers 404. */
export async function myAccount(
  db: Db,
  access: Access,
  query: AccountPageQuery,
  offers: () => Promise<Pick<MyAccount, "canTopUpOnline" | "canAutoTopUp">>,
): Promise<MyAccount> {
  const holder = await ownHolder(db, access);
  const [view, offered] = await Promise.all([accountView(db, access.clubId, holder, query), offers()]);
  return { ...view, ...offered };
}

/** The caller's own member record in the club, with its limit; 404 without one. */
export async function ownHolder(db: Db, access: Access) {
  const ownMemberId = await memberIdOfUser(db, access.clubId, access.userId);
  if (!ownMemberId) throw new AppError("NOT_FOUND", t("accounts").notFound.member);
  return holderOrRefuse(db, access.clubId, ownMemberId);
}

const topUpLine = {
  cash: "topUpCash",
  bank_transfer: "topUpTransfer",
  card: "topUpCard",
  stripe: "topUpOnline",
} as const;

/** `POST /billing/accounts/{memberId}/top-ups`: staff record money paid onto the account. */
export async function topUp(
  db: Db,
  access: Access,
  memberId: string,
  input: TopUpInput,
  audit: AuditContext,
): Promise<MemberAccount> {
  const [holder, { currency, locale }] = await Promise.all([
    holderOrRefuse(db, access.clubId, memberId),
    clubOf(db, access.clubId),
  ]);
  await withAudit(db, audit, (tx) =>
    moveAccount(tx, access.clubId, holder.id, currency, input.amountMinor, {
      kind: "top_up",
      method: input.method,
      description: t("accounts", locale).line[topUpLine[input.method]],
      note: input.note ?? null,
      createdBy: audit.actorId,
    }),
  );
  return accountView(db, access.clubId, holder, FIRST_PAGE, currency);
}

/** `POST /billing/accounts/{memberId}/charges`: an item of the price list, or a charge of staff's own. */
export async function charge(
  db: Db,
  access: Access,
  memberId: string,
  input: ChargeInput,
  audit: AuditContext,
): Promise<MemberAccount> {
  const [holder, { currency }] = await Promise.all([
    holderOrRefuse(db, access.clubId, memberId),
    clubOf(db, access.clubId),
  ]);
  let amountMinor: number;
  let description: string;
  let priceItemId: string | null = null;
  if (input.priceItemId) {
    const item = await priceItemRows.find(db, access.clubId, input.priceItemId.toLowerCase());
    if (!item) throw new AppError("NOT_FOUND", t("accounts").notFound.item);
    if (!item.active) throw new AppError("CONFLICT", t("accounts").itemInactive(item.name));
    amountMinor = item.priceMinor * input.quantity;
    description = input.quantity > 1 ? `${input.quantity} × ${item.name}` : item.name;
    priceItemId = item.id;
  } else {
    amountMinor = (input.amountMinor ?? 0) * input.quantity;
    description = input.description ?? "";
  }
  // A charge of the desk includes the club's default rate (decision 086).
  const rates = await ClubTaxRates.of(db, access.clubId);
  await withAudit(db, audit, (tx) =>
    moveAccount(tx, access.clubId, holder.id, currency, -amountMinor, {
      kind: "charge",
      description,
      priceItemId,
      ...movementTax(rates.defaultRate),
      note: input.note ?? null,
      createdBy: audit.actorId,
    }),
  );
  return accountView(db, access.clubId, holder, FIRST_PAGE, currency);
}

/** `POST /billing/accounts/{memberId}/refunds`: staff give a charge (or part of it) back to the account. */
export async function refundToAccount(
  db: Db,
  access: Access,
  memberId: string,
  input: AccountRefundInput,
  audit: AuditContext,
): Promise<MemberAccount> {
  const [holder, { currency, locale }] = await Promise.all([
    holderOrRefuse(db, access.clubId, memberId),
    clubOf(db, access.clubId),
  ]);
  await withAudit(db, audit, async (tx) => {
    const account = await findAccount(tx, access.clubId, holder.id);
    const charged = account ? await lockCharge(tx, access.clubId, account.id, input.chargeId) : undefined;
    await refundCharge(tx, access.clubId, holder.id, currency, input.chargeId, input.amountMinor, {
      note: input.note ?? null,
      createdBy: audit.actorId,
      description: charged ? t("accounts", locale).line.refund(charged.row.description) : "",
    });
  });
  return accountView(db, access.clubId, holder, FIRST_PAGE, currency);
}

// ——— Top-ups by card: a Checkout Session whose metadata names the member (online.service.ts) ———

/** The metadata of a top-up's Checkout Session. */
export function topUpMetadata(memberId: string, topUpId: string): Record<string, string> {
  return { purpose: TOP_UP_PURPOSE, memberId, topUpId };
}

/**
 * Records a paid top-up's money on the member's account, once per Checkout Session (a repeat of Stripe's event
 * finds the movement and records nothing). False when the member is not the club's (deleted meanwhile).
 */
export async function recordTopUp(
  db: Db,
  clubId: string,
  memberId: string,
  session: { id: string; amountMinor: number; currency: string; paymentIntent: string | null },
  audit: AuditContext,
): Promise<"recorded" | "again" | "unknown" | "currency"> {
  const holder = isUuid(memberId) ? await findAccountHolder(db, clubId, memberId.toLowerCase()) : undefined;
  if (!holder) return "unknown";
  const { currency, locale } = await clubOf(db, clubId);
  if (session.currency !== currency) return "currency";
  try {
    await withAudit(db, audit, (tx) =>
      moveAccount(tx, clubId, holder.id, currency, session.amountMinor, {
        kind: "top_up",
        method: "stripe",
        description: t("accounts", locale).line.topUpOnline,
        gatewayReference: session.id,
        paymentIntent: session.paymentIntent,
        createdBy: null,
      }),
    );
  } catch (error) {
    if (violatedUniqueIndex(error) !== undefined) return "again";
    throw error;
  }
  return "recorded";
}

// ——— The club's price list ———

function itemView(row: PriceItemRow): PriceItem {
  return { id: row.id, name: row.name, priceMinor: row.priceMinor, active: row.active };
}

/** `GET /billing/price-list`: the club's items, by name, in its billing currency. */
export async function priceList(db: Db, clubId: string): Promise<PriceList> {
  const [{ currency }, rows] = await Promise.all([clubOf(db, clubId), listPriceItems(db, clubId)]);
  return { currency, items: rows.map(itemView) };
}

/** Adds an item to the price list, or changes one (`itemId`); a name the list has already answers 409. */
export async function savePriceItem(
  db: Db,
  access: Access,
  itemId: string | null,
  input: PriceItemInput,
  audit: AuditContext,
): Promise<PriceList> {
  const { clubId } = access;
  try {
    await withAudit(db, audit, async (tx) => {
      if (itemId === null) {
        await priceItemRows.insert(tx, clubId, input);
        return;
      }
      const row = isUuid(itemId)
        ? await priceItemRows.update(tx, clubId, itemId.toLowerCase(), input)
        : undefined;
      if (!row) throw new AppError("NOT_FOUND", t("accounts").notFound.item);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) !== undefined)
      throw new AppError("CONFLICT", t("accounts").nameTaken(input.name));
    throw error;
  }
  return priceList(db, clubId);
}

export type { AccountRow };

/**
 * `POST /billing/invoices/{invoiceId}/overpayment-to-account`: what an overpaid invoice holds beyond its total is
 * taken off it (a refund of `paymentId` with the reason "Kept on the member's account", never sent to Stripe) and
 * credited to the account of the invoice's payer or member, in one transaction (decision 081).
 */
export async function overpaymentToAccount(
  db: Db,
  access: Access,
  invoiceId: string,
  paymentId: string,
  audit: AuditContext,
  now: Date,
): Promise<void> {
  const { clubId } = access;
  const texts = t("accounts").overpayment;
  const invoice = isUuid(invoiceId) ? await findInvoice(db, clubId, invoiceId.toLowerCase()) : undefined;
  if (!invoice) throw new AppError("NOT_FOUND", t("billing").notFound.invoice);
  const payment = await findPayment(db, clubId, paymentId.toLowerCase());
  if (!payment || payment.invoiceId !== invoice.id)
    throw new AppError("NOT_FOUND", t("billing").notFound.payment);
  const memberId = invoice.payerMemberId ?? invoice.memberId;
  if (!memberId) throw new AppError("CONFLICT", texts.noMember);
  const overpaid = -(await balanceNow(db, invoice));
  if (overpaid <= 0 || invoice.kind !== "invoice") {
    throw new AppError("CONFLICT", texts.notOverpaid(invoice.number ?? ""));
  }
  const { currency, locale } = await clubOf(db, clubId);
  const words = t("accounts", locale);
  await refundPayment(
    db,
    clubId,
    payment.id,
    { amountMinor: overpaid, reason: words.overpayment.reason, refundedOn: await clubToday(db, clubId, now) },
    audit,
    now,
    async (tx, refund) => {
      // Another refund or payment came in meanwhile: the invoice is no longer overpaid by this much.
      if (refund.balanceMinor !== 0) throw new AppError("CONFLICT", texts.notOverpaid(invoice.number ?? ""));
      await moveAccount(tx, clubId, memberId, currency, overpaid, {
        kind: "credit",
        description: words.line.overpayment(invoice.number ?? ""),
        invoiceId: invoice.id,
        refundId: refund.id,
        createdBy: audit.actorId,
      });
    },
  );
}

// ——— Competition entries charged to the account (the club's `accountCompetitionEntries`) ———

/**
 * Takes a member's competition entry fee from their account in `tx` (the entry's transaction), when the club
 * charges entries to accounts and the fee is in its billing currency. Refused with 409 "Not enough on the
 * account" when the balance and the limit do not cover it: the entry is not made. Null when nothing is charged.
 */
export async function chargeCompetitionEntry(
  tx: Db,
  clubId: string,
  entry: { id: string; memberId: string },
  competition: { name: string; entryFeeMinor: number; currency: string },
  actorUserId: string | null,
): Promise<MovementRow | null> {
  if (competition.entryFeeMinor <= 0) return null;
  const { club, currency, locale } = await clubOf(tx, clubId);
  if (!financialSettingsOf(club.financialSettings).accountCompetitionEntries) return null;
  if (competition.currency !== currency) return null;
  // At the members' green fee rate, as an invoice bills a competition's entry (decision 086).
  const [rates, green] = await Promise.all([ClubTaxRates.of(tx, clubId), greenFeeTaxRateIds(tx, clubId)]);
  return moveAccount(tx, clubId, entry.memberId, currency, -competition.entryFeeMinor, {
    kind: "charge",
    description: t("accounts", locale).line.entry(competition.name),
    competitionEntryId: entry.id,
    ...movementTax(rates.configured(green.member)),
    createdBy: actorUserId,
  });
}

/** Gives an entry's charge back to the account in `tx` (a withdrawal before entries close); nothing if none. */
export async function refundCompetitionEntry(
  tx: Db,
  clubId: string,
  entryId: string,
  competitionName: string,
  actorUserId: string | null,
): Promise<void> {
  const charge = await chargeOfEntry(tx, clubId, entryId);
  if (!charge) return;
  const { currency, locale } = await clubOf(tx, clubId);
  const account = await findAccountById(tx, clubId, charge.accountId);
  if (!account) return;
  await refundCharge(tx, clubId, account.memberId, currency, charge.id, null, {
    description: t("accounts", locale).line.withdrawal(competitionName),
    competitionEntryId: entryId,
    createdBy: actorUserId,
  });
}

/** Which of these entries paid their fee from the account (and were not given it back): the draw bills them nothing. */
export { entriesPaidFromAccount } from "./accounts.repository.ts";

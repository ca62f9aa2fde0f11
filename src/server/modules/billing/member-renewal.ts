import { type BillingPeriod, periodEnd } from "../../../shared/billing-periods.ts";
import { addDays } from "../../../shared/dates.ts";
import { formatCalendarDate } from "../../../shared/formats.ts";
import type { RenewalOffer } from "../../../shared/member-home.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { type MemberWithType, payerOfMember } from "../members/member-records.service.ts";
import { findMembershipTypeByCode } from "../memberships/membership-types.service.ts";
import { moneyByInvoice } from "./balances.ts";
import { periodsPerInvoice } from "./billing.job.ts";
import { findInvoice, holdNumbering, type InvoiceRow, insertInvoice } from "./billing.repository.ts";
import { queueBillingMail } from "./billing-mail.ts";
import { billedParty, billingSettingsOf, clubLocale, nextPeriodStart } from "./billing-settings.ts";
import { membershipDescription } from "./invoice-lines.ts";
import { type ClubBilling, invoiceOfPeriod, openRenewalInvoice } from "./invoices.repository.ts";
import { issueDraftIn } from "./issuing.ts";
import { ClubTaxRates } from "./tax-rates.service.ts";

/*
 * A member renewing their own membership from their home (issue 18, decision 030). The renewal invoice is the
 * one the daily renewal run would issue (billing.job.ts): the next period, or one billing cycle of periods, of
 * the member's type at its price; paying it renews the membership (fulfilment.ts, `applyPaidPeriod`). A member
 * has one open renewal invoice at a time: "Renew" pressed again, or after the run issued it, finds it.
 */

/** Whole days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The statuses a member renews from themselves: active or grace near the end, or expired. "Near the end" is the
 * club's notice (its renewal invoice days), but never in the first half of the membership's period: a member
 * who joined today on a monthly type, whose period ends within the notice, is not told to renew (issue 34).
 */
function due(member: MemberWithType, today: string, noticeDays: number): boolean {
  if (member.membershipStatus === "expired") return true;
  if (member.membershipStatus !== "active" && member.membershipStatus !== "grace") return false;
  const end = member.membershipEndDate;
  if (end === null || end > addDays(today, noticeDays)) return false;
  const start = member.membershipStartDate;
  return !start || start >= end || daysBetween(start, today) * 2 >= daysBetween(start, end);
}

const none = {
  invoiceId: null,
  periodStart: null,
  periodEnd: null,
  amountMinor: null,
  currency: null,
} as const;

/** What the next renewal bills: its period and line, or why the member cannot renew online. */
async function plan(db: Db, club: ClubBilling, member: MemberWithType, today: string) {
  const settings = billingSettingsOf(club);
  if (!due(member, today, settings.financial.renewalInvoiceDays)) return { state: "notDue" as const };
  const type = await findMembershipTypeByCode(db, club.id, member.membershipType);
  const period = type?.billingPeriod as BillingPeriod | undefined;
  if (
    !type?.active ||
    type.priceMinor <= 0 ||
    !period ||
    period === "lifetime" ||
    type.currency !== settings.currency
  ) {
    return { state: "askClub" as const };
  }
  const count = periodsPerInvoice(period, settings.financial.billingCycle);
  const start = nextPeriodStart(member, today);
  const end = periodEnd(start, period, count);
  return { state: "renew" as const, type, count, start, end, settings };
}

/** What the member can do about renewing now (their home), read without changing anything. */
export async function renewalOfferFor(
  db: Db,
  club: ClubBilling,
  member: MemberWithType,
  today: string,
): Promise<RenewalOffer> {
  if (!["active", "grace", "expired"].includes(member.membershipStatus)) return { state: "notDue", ...none };
  const open = await openRenewalInvoice(db, club.id, member.id);
  if (open) {
    const owed = (await moneyByInvoice(db, club.id, [open])).get(open.id)?.owedMinor ?? open.totalMinor;
    // Billed to the household's payer (decision 062): theirs to pay, not the member's to open.
    const payerPays = open.payerMemberId !== null && open.payerMemberId !== member.id;
    return {
      state: payerPays ? "payerPays" : "pay",
      invoiceId: payerPays ? null : open.id,
      periodStart: open.periodStart,
      periodEnd: open.periodEnd,
      amountMinor: owed,
      currency: open.currency,
    };
  }
  const next = await plan(db, club, member, today);
  if (next.state !== "renew") return { state: next.state, ...none };
  return {
    state: (await payerOfMember(db, club.id, member.id)) ? "payerPays" : "renew",
    invoiceId: null,
    periodStart: next.start,
    periodEnd: next.end,
    amountMinor: next.type.priceMinor * next.count,
    currency: next.settings.currency,
  };
}

export type RenewalOutcome =
  | { kind: "invoice"; invoice: InvoiceRow; created: boolean }
  | { kind: "refused"; state: "notDue" | "askClub" | "payerPays" };

/**
 * "Renew", in the caller's audited transaction which has locked the member's row (two presses at once take
 * turns): the open renewal invoice when there is one, else the next period's renewal invoice issued today, due
 * by the club's terms and e-mailed (with `queue`), else why not.
 */
export async function renewInTransaction(
  tx: Db,
  club: ClubBilling,
  member: MemberWithType,
  today: string,
  actorId: string,
  queue: Pick<JobQueue, "send"> | undefined,
): Promise<RenewalOutcome> {
  if (!["active", "grace", "expired"].includes(member.membershipStatus)) {
    return { kind: "refused", state: "notDue" };
  }
  // The invoice numbers before anything is read or written (decision 035): the renewal run holds them while it
  // reads what is due and writes its invoices, and this then finds the one it wrote for the member.
  await holdNumbering(tx, club.id, "invoice", Number(today.slice(0, 4)));
  const open = await openRenewalInvoice(tx, club.id, member.id);
  if (open?.payerMemberId && open.payerMemberId !== member.id) return { kind: "refused", state: "payerPays" };
  if (open) return { kind: "invoice", invoice: open, created: false };
  const next = await plan(tx, club, member, today);
  if (next.state !== "renew") return { kind: "refused", state: next.state };
  // A household member's renewal is their payer's to issue and pay (decision 062).
  const party = await billedParty(tx, club.id, member);
  if (party.payerMemberId) return { kind: "refused", state: "payerPays" };
  // The period billed already (paid meanwhile, not yet applied): that invoice, never a second one.
  const billed = await invoiceOfPeriod(tx, club.id, member.id, next.start);
  if (billed) {
    const row = await findInvoice(tx, club.id, billed.id);
    if (row) return { kind: "invoice", invoice: row, created: false };
  }
  const { type, settings, start, end, count } = next;
  const words = t("billing", clubLocale(club)).lineText;
  const date = (d: string) => formatCalendarDate(d, settings.formats.dateFormat) ?? d;
  const rates = await ClubTaxRates.of(tx, club.id);
  const line = { quantity: count, unitMinor: type.priceMinor, ...rates.forLine(null, type.taxRateId, "") };
  const draft = await insertInvoice(
    tx,
    club.id,
    {
      memberId: member.id,
      billTo: party.billTo,
      currency: settings.currency,
      terms: settings.financial.invoiceTerms,
      purpose: "renewal",
      membershipType: type.code,
      periodStart: start,
      periodEnd: end,
      createdBy: actorId,
    },
    [
      {
        position: 0,
        kind: "membership",
        description: membershipDescription(words, type.name, start, end, date),
        ...line,
        periodStart: start,
        periodEnd: end,
        membershipType: type.code,
      },
    ],
  );
  const issued = await issueDraftIn(tx, draft, today);
  if (queue) await queueBillingMail(tx, queue, { clubId: club.id, invoiceIds: [issued.id], kind: "invoice" });
  return { kind: "invoice", invoice: issued, created: true };
}

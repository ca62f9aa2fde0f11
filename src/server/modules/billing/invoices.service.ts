import { invoiceTotals } from "../../../shared/billing.ts";
import { type BillingPeriod, periodEnd } from "../../../shared/billing-periods.ts";
import { financialSettingsOf } from "../../../shared/clubs.ts";
import { clockTime, formatCalendarDate } from "../../../shared/formats.ts";
import { isUuid } from "../../../shared/ids.ts";
import type {
  Billable,
  InvoiceDetail,
  InvoiceDraftInput,
  InvoiceLineInput,
  InvoiceList,
  InvoiceListQuery,
  MyBilling,
  PaymentRequest,
  RefundRequest,
  ReissueResult,
} from "../../../shared/invoices.ts";
import { MONEY_MAX } from "../../../shared/money.ts";
import type { Access } from "../../auth/access.ts";
import type { Clock } from "../../clock.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused, isGoneMemberError, uniqueViolationAs } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { t } from "../../i18n.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import {
  findMemberOfUserWithType,
  findMemberWithType,
  type MemberWithType,
} from "../members/member-records.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import type { ApplicationMailDeps } from "../memberships/application-mail.ts";
import { findMembershipTypeByCode } from "../memberships/membership-types.service.ts";
import { moneyByInvoice } from "./balances.ts";
import {
  findInvoice,
  holdNumbering,
  type InvoiceRow,
  insertInvoice,
  insertLines,
  linesOf,
  lockInvoice,
  type NewInvoiceLine,
  updateInvoice,
} from "./billing.repository.ts";
import { recordPayment, refundPayment, voidInvoice } from "./billing.service.ts";
import { queueBillingMail } from "./billing-mail.ts";
import {
  billedParty,
  billingSettingsOf,
  clubLocale,
  clubOrRefuse,
  clubTodayOf,
  nextPeriodStart,
} from "./billing-settings.ts";
import { joiningFeeLine, membershipDescription } from "./invoice-lines.ts";
import { detailOf, summaryOf } from "./invoice-view.ts";
import {
  billableGreenFees,
  billingTotals,
  type ClubBilling,
  deleteInvoiceRow,
  deleteLines,
  holdGreenFees,
  invoiceOverlappingPeriod,
  listInvoices,
  memberInvoices,
  releaseGreenFees,
} from "./invoices.repository.ts";
import { issueDraftIn } from "./issuing.ts";
import { type RefundDeps, sendRefund, stripeRefundTarget } from "./online.service.ts";
import { offlinePayment } from "./online-status.ts";
import { greenFeeTaxRateIds } from "./tax-rates.repository.ts";
import { ClubTaxRates, lineTaxColumns } from "./tax-rates.service.ts";

/** What other modules use of this module's queries (decision 051). */
export { billingTotals, openMemberInvoices } from "./invoices.repository.ts";

/*
 * Invoices as staff make them and members read them (issue 15, decision 025): drafts from a membership type,
 * a member's green fees or lines of one's own; issuing (a number, totals, the e-mail with its PDF); the list
 * with its totals; one invoice with its lines, payments and history; a member's own.
 */

const texts = () => t("billing");
export const INVOICE_NOT_FOUND = () => texts().notFound.invoice;

interface ResolvedLines {
  lines: NewInvoiceLine[];
  /** The green fees these lines bill (held for this invoice). */
  greenFeeIds: string[];
  /** The membership period one membership line bills: the invoice's purpose. */
  membership: { type: string; start: string; end: string | null } | null;
}

/** Turns a draft's lines into lines with prices, from the club's types and the member's green fees. */
async function resolveLines(
  tx: Db,
  club: ClubBilling,
  member: MemberWithType,
  input: InvoiceLineInput[],
  today: string,
): Promise<ResolvedLines> {
  const settings = billingSettingsOf(club);
  const words = t("billing", clubLocale(club)).lineText;
  const date = (d: string | null) => (d ? (formatCalendarDate(d, settings.formats.dateFormat) ?? d) : "");
  const lines: NewInvoiceLine[] = [];
  const greenFeeIds: string[] = [];
  const rates = await ClubTaxRates.of(tx, club.id);
  const greenRates = await greenFeeTaxRateIds(tx, club.id);
  let membership: ResolvedLines["membership"] = null;
  const refusals = texts().lines;
  const wantedFees = input.flatMap((l, i) =>
    l.kind === "green_fee" ? [{ id: l.bookingPlayerId, at: i }] : [],
  );
  for (const fee of wantedFees) {
    if (!isUuid(fee.id)) throw fieldRefused(`lines.${fee.at}.bookingPlayerId`, refusals.greenFeeUnknown);
  }
  const fees = wantedFees.length
    ? await billableGreenFees(tx, club.id, member.id, {
        ids: wantedFees.map((f) => f.id.toLowerCase()),
        lock: true,
      })
    : [];
  const feeById = new Map(fees.map((f) => [f.id, f]));
  for (const [i, line] of input.entries()) {
    const position = lines.length;
    switch (line.kind) {
      case "membership":
      case "joining_fee": {
        const type = await findMembershipTypeByCode(tx, club.id, line.membershipType);
        if (!type) throw fieldRefused(`lines.${i}.membershipType`, refusals.typeUnknown(line.membershipType));
        if (type.currency !== settings.currency) {
          throw fieldRefused(
            `lines.${i}.membershipType`,
            refusals.currency(type.name, type.currency, settings.currency),
          );
        }
        if (line.kind === "joining_fee") {
          if (type.joiningFeeMinor <= 0)
            throw fieldRefused(`lines.${i}.membershipType`, refusals.noJoiningFee(type.name));
          lines.push(joiningFeeLine(words, type, position, rates, line.taxRateId, `lines.${i}.taxRateId`));
          break;
        }
        const period = type.billingPeriod as BillingPeriod;
        if (period === "lifetime" && line.periods > 1) {
          throw fieldRefused(`lines.${i}.periods`, refusals.lifetimeOnce(type.name));
        }
        const start = line.periodStart ?? nextPeriodStart(member, today);
        const end = periodEnd(start, period, line.periods);
        lines.push({
          position,
          kind: "membership",
          description: membershipDescription(words, type.name, start, end, date),
          quantity: line.periods,
          unitMinor: type.priceMinor,
          ...rates.forLine(line.taxRateId, type.taxRateId, `lines.${i}.taxRateId`),
          periodStart: start,
          periodEnd: end,
          membershipType: type.code,
        });
        if (!membership) membership = { type: type.code, start, end };
        break;
      }
      case "green_fee": {
        const fee = feeById.get(line.bookingPlayerId.toLowerCase());
        if (!fee) throw new AppError("CONFLICT", refusals.greenFeeTaken, { fields: [] });
        if (fee.currency !== settings.currency) {
          throw fieldRefused(
            `lines.${i}.bookingPlayerId`,
            refusals.greenFeeCurrency(fee.currency, settings.currency),
          );
        }
        if (greenFeeIds.includes(fee.id)) break;
        const player = fee.guestName
          ? words.guest(fee.guestName)
          : memberDisplayName({
              firstName: fee.firstName,
              lastName: fee.lastName,
              email: fee.email,
              membershipNumber: fee.membershipNumber,
            });
        lines.push({
          position,
          kind: "green_fee",
          // A competition's entry fee (its drawn group's booking) names the competition, not a round's green fee.
          description: fee.competitionName
            ? words.competitionEntry(fee.competitionName, date(fee.teeDate))
            : words.greenFee(
                fee.courseName,
                date(fee.teeDate),
                clockTime(fee.teeTime, settings.formats.timeFormat),
                player,
              ),
          quantity: 1,
          unitMinor: fee.greenFeeMinor,
          ...rates.forLine(
            line.taxRateId,
            fee.guestName ? greenRates.guest : greenRates.member,
            `lines.${i}.taxRateId`,
          ),
          bookingPlayerId: fee.id,
        });
        greenFeeIds.push(fee.id);
        break;
      }
      case "custom":
        lines.push({
          position,
          kind: "custom",
          description: line.description,
          quantity: line.quantity,
          unitMinor: line.unitMinor,
          // No rate chosen and marked untaxed: billed without tax; else the chosen rate or the default.
          ...(line.taxRateId || line.taxable
            ? rates.forLine(line.taxRateId, null, `lines.${i}.taxRateId`)
            : lineTaxColumns(undefined)),
        });
        break;
    }
  }
  return { lines, greenFeeIds, membership };
}

/** The member billed by a draft, or 422 on `memberId`. */
async function memberOrRefuse(tx: Db, clubId: string, memberId: string): Promise<MemberWithType> {
  const member = isUuid(memberId) ? await findMemberWithType(tx, clubId, memberId.toLowerCase()) : undefined;
  if (!member) throw fieldRefused("memberId", texts().memberUnknown);
  return member;
}

/**
 * Writes a draft's lines and what follows from them: its green fees held, its purpose (a membership line bills
 * a period: renewal, or joining for a pending applicant), its totals at the club's tax rate now.
 */
async function writeDraft(
  tx: Db,
  club: ClubBilling,
  member: MemberWithType,
  input: InvoiceDraftInput,
  today: string,
  now: Date,
  existing: InvoiceRow | null,
  actorId: string | null,
): Promise<InvoiceRow> {
  const settings = billingSettingsOf(club);
  const resolved = await resolveLines(tx, club, member, input.lines, today);
  const totals = invoiceTotals(
    resolved.lines.map((l) => ({
      quantity: l.quantity ?? 1,
      unitMinor: l.unitMinor,
      taxName: l.taxName ?? null,
      taxPercent: l.taxPercent ?? 0,
      taxKind: l.taxKind ?? "standard",
      taxNote: l.taxNote ?? null,
    })),
  );
  if (totals.subtotalMinor < 0) throw fieldRefused("lines", texts().lines.negative);
  if (totals.subtotalMinor > MONEY_MAX || totals.totalMinor > MONEY_MAX) {
    throw fieldRefused("lines", texts().lines.totalTooLarge);
  }
  if ((await holdGreenFees(tx, club.id, resolved.greenFeeIds, now)) < resolved.greenFeeIds.length) {
    throw new AppError("CONFLICT", texts().lines.greenFeeTaken);
  }
  const purpose = resolved.membership
    ? member.membershipStatus === "pending"
      ? "signup"
      : "renewal"
    : "standard";
  if (resolved.membership) {
    const { start, end } = resolved.membership;
    const taken = await invoiceOverlappingPeriod(tx, club.id, member.id, start, end);
    if (taken && taken.id !== existing?.id) {
      const date = (d: string | null) => (d ? (formatCalendarDate(d, settings.formats.dateFormat) ?? d) : "");
      const message =
        taken.number && taken.periodEnd
          ? texts().periodBilledFor(taken.number, date(taken.periodStart), date(taken.periodEnd))
          : texts().periodBilled(taken.number ?? texts().draft);
      throw new AppError("CONFLICT", message);
    }
  }
  const billed = await billedParty(tx, club.id, member);
  const values = {
    memberId: member.id,
    payerMemberId: billed.payerMemberId,
    billTo: billed.billTo,
    currency: settings.currency,
    terms: settings.financial.invoiceTerms,
    subtotalMinor: totals.subtotalMinor,
    taxMinor: totals.taxMinor,
    totalMinor: totals.totalMinor,
    purpose,
    membershipType: resolved.membership?.type ?? null,
    periodStart: resolved.membership?.start ?? null,
    periodEnd: resolved.membership?.end ?? null,
    notes: input.notes ?? null,
  } as const;
  if (!existing) {
    return insertInvoice(tx, club.id, { ...values, createdBy: actorId }, resolved.lines);
  }
  const row = await updateInvoice(tx, club.id, existing.id, values);
  await insertLines(tx, club.id, existing.id, resolved.lines);
  return row;
}

/**
 * A draft's write for `member`, with its refusals: a unique index said a period is billed already (two drafts at
 * once), the same 409 as the check's; the member's foreign key failed, their record deleted after it was read
 * (decision 039), 409 naming them.
 */
function draftWrite<T>(member: MemberWithType, work: Promise<T>): Promise<T> {
  return uniqueViolationAs(
    work,
    "invoices_one_per_period",
    () => new AppError("CONFLICT", texts().periodBilled(texts().draft)),
  ).catch((error: unknown) => {
    if (isGoneMemberError(error))
      throw new AppError("CONFLICT", texts().memberGone(memberDisplayName(member)));
    throw error;
  });
}

/** The job queue (`queue`): an issued document's e-mail (with its PDF) is written by `billing.mail` once issuing commits. */
export type InvoicesDeps = Pick<AppContext, "db" | "clock" | "queue">;

/** Asks, in `tx`, for the e-mail of a document to its member; `again` when it went before. */
function sendDocument(tx: Db, deps: InvoicesDeps, clubId: string, invoiceId: string, again = false) {
  return queueBillingMail(tx, deps.queue, { clubId, invoiceIds: [invoiceId], kind: "invoice", again });
}

/** `POST /billing/invoices`: a draft to a member, issued at once when asked. */
export async function createInvoice(
  deps: InvoicesDeps,
  access: Access,
  input: InvoiceDraftInput & { issue: boolean; send: boolean },
  audit: AuditContext,
): Promise<InvoiceDetail> {
  const now = deps.clock.now();
  const id = await withAudit(deps.db, audit, (tx) =>
    createInvoiceIn(tx, deps, access.clubId, input, now, audit.actorId),
  );
  return invoiceDetail(deps.db, access.clubId, id);
}

/**
 * A draft to a member, issued (and e-mailed) at once when asked, in the caller's audited transaction: the one
 * way a new invoice is made, by staff or by another billing rule (a returned direct debit's bank fee, decision
 * 077). Answers its id.
 */
export async function createInvoiceIn(
  tx: Db,
  deps: InvoicesDeps,
  clubId: string,
  input: InvoiceDraftInput & { issue: boolean; send: boolean },
  now: Date,
  actorId: string | null,
): Promise<string> {
  const club = await clubOrRefuse(tx, clubId);
  const today = clubTodayOf(club, now);
  const member = await memberOrRefuse(tx, clubId, input.memberId);
  // Issued at once: the numbers before the draft (decision 035), as "Renew" and the renewal run take them.
  if (input.issue) await holdNumbering(tx, club.id, "invoice", Number(today.slice(0, 4)));
  const draft = await draftWrite(member, writeDraft(tx, club, member, input, today, now, null, actorId));
  if (input.issue) {
    await issueDraftIn(tx, draft, today);
    if (input.send) await sendDocument(tx, deps, clubId, draft.id);
  }
  return draft.id;
}

/** The club's document of this id, locked until the transaction ends; 404 for another club's or a malformed id. */
async function lockedInvoice(tx: Db, clubId: string, invoiceId: string) {
  const invoice = await lockInvoice(tx, clubId, uuidParam(invoiceId, INVOICE_NOT_FOUND));
  if (!invoice) throw new AppError("NOT_FOUND", INVOICE_NOT_FOUND());
  return invoice;
}

/** The club's draft of this id, locked; 409 with `refusal` for an issued document. */
async function lockedDraft(tx: Db, clubId: string, invoiceId: string, refusal: (number: string) => string) {
  const invoice = await lockedInvoice(tx, clubId, invoiceId);
  if (invoice.status !== "draft") throw new AppError("CONFLICT", refusal(invoice.number ?? ""));
  return invoice;
}

/** `PUT /billing/invoices/{id}`: a draft's member, lines and notes, replaced. */
export async function updateDraft(
  deps: InvoicesDeps,
  access: Access,
  invoiceId: string,
  input: InvoiceDraftInput,
  audit: AuditContext,
): Promise<InvoiceDetail> {
  const now = deps.clock.now();
  await withAudit(deps.db, audit, async (tx) => {
    const invoice = await lockedDraft(tx, access.clubId, invoiceId, texts().issue.notEditable);
    const club = await clubOrRefuse(tx, access.clubId);
    const member = await memberOrRefuse(tx, access.clubId, input.memberId);
    await releaseGreenFees(tx, access.clubId, invoice.id);
    await deleteLines(tx, access.clubId, invoice.id);
    await draftWrite(
      member,
      writeDraft(tx, club, member, input, clubTodayOf(club, now), now, invoice, audit.actorId),
    );
  });
  return invoiceDetail(deps.db, access.clubId, invoiceId);
}

/** `DELETE /billing/invoices/{id}`: a draft is deleted (its green fees may be billed again); an issued one never. */
export async function deleteDraft(
  deps: InvoicesDeps,
  access: Access,
  invoiceId: string,
  audit: AuditContext,
) {
  await withAudit(deps.db, audit, async (tx) => {
    const invoice = await lockedDraft(tx, access.clubId, invoiceId, texts().issue.notDeletable);
    await releaseGreenFees(tx, access.clubId, invoice.id);
    await deleteLines(tx, access.clubId, invoice.id);
    await deleteInvoiceRow(tx, access.clubId, invoice.id);
  });
}

/** `POST /billing/invoices/{id}/issue`: the next number, today's date, the due date; e-mailed unless not asked. */
export async function issue(
  deps: InvoicesDeps,
  access: Access,
  invoiceId: string,
  input: { send: boolean },
  audit: AuditContext,
): Promise<InvoiceDetail> {
  const now = deps.clock.now();
  await withAudit(deps.db, audit, async (tx) => {
    const invoice = await lockedDraft(tx, access.clubId, invoiceId, texts().issue.notDraft);
    const club = await clubOrRefuse(tx, access.clubId);
    await issueDraftIn(tx, invoice, clubTodayOf(club, now));
    if (input.send) await sendDocument(tx, deps, access.clubId, invoice.id);
  });
  return invoiceDetail(deps.db, access.clubId, invoiceId);
}

/** `POST /billing/invoices/{id}/send`: the invoice e-mailed to its member again, with its PDF. */
export async function sendAgain(deps: InvoicesDeps, access: Access, invoiceId: string, audit: AuditContext) {
  await withAudit(deps.db, audit, async (tx) => {
    const invoice = await lockedInvoice(tx, access.clubId, invoiceId);
    if (invoice.status === "draft") throw new AppError("CONFLICT", texts().send.draft);
    if (!invoice.billTo.email) throw new AppError("CONFLICT", texts().send.noAddress(invoice.billTo.name));
    await sendDocument(tx, deps, access.clubId, invoice.id, true);
  });
  return invoiceDetail(deps.db, access.clubId, invoiceId);
}

/** `GET /billing/invoices`: a page of the club's documents with what each is owed. */
export async function listClubInvoices(
  db: Db,
  access: Access,
  query: InvoiceListQuery,
): Promise<InvoiceList> {
  const filter = {
    ...query,
    memberId: query.memberId && isUuid(query.memberId) ? query.memberId.toLowerCase() : undefined,
  };
  if (query.memberId && !filter.memberId)
    return { invoices: [], total: 0, totalCapped: false, page: query.page, pageSize: query.pageSize };
  const { rows, total, totalCapped } = await listInvoices(db, access.clubId, filter);
  const money = await moneyByInvoice(db, access.clubId, rows);
  return {
    invoices: rows.map((row) => summaryOf(row, money.get(row.id))),
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** `GET /billing/totals`: outstanding, overdue and received this month, per currency. */
export async function clubTotals(db: Db, clock: Clock, access: Access) {
  const club = await clubOrRefuse(db, access.clubId);
  const today = clubTodayOf(club, clock.now());
  const monthStart = `${today.slice(0, 8)}01`;
  const [y, m] = today.split("-").map(Number) as [number, number];
  const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return {
    totals: await billingTotals(db, access.clubId, monthStart, monthEnd),
    currency: billingSettingsOf(club).currency,
  };
}

/** One document with everything about it; 404 for another club's or a malformed id. */
export async function invoiceDetail(db: Db, clubId: string, invoiceId: string): Promise<InvoiceDetail> {
  const invoice = await findInvoice(db, clubId, uuidParam(invoiceId, INVOICE_NOT_FOUND));
  if (!invoice) throw new AppError("NOT_FOUND", INVOICE_NOT_FOUND());
  return detailOf(db, invoice);
}

/**
 * Whether a document is billed to this member: their own, unless it went to their household's payer; or one of
 * their household's members' that was billed to them as its payer (decision 062).
 */
export function billedTo(invoice: Pick<InvoiceRow, "memberId" | "payerMemberId">, memberId: string): boolean {
  return (invoice.payerMemberId ?? invoice.memberId) === memberId;
}

/**
 * One's own issued document, or one billed to one as a household's payer (another member's, one billed to one's
 * payer, or a draft, answers 404 like another club's).
 */
export async function myInvoiceRow(db: Db, access: Access, invoiceId: string): Promise<InvoiceRow> {
  const id = uuidParam(invoiceId, INVOICE_NOT_FOUND);
  const own = await findMemberOfUserWithType(db, access.clubId, access.userId);
  const invoice = own ? await findInvoice(db, access.clubId, id) : undefined;
  if (!invoice || !own || !billedTo(invoice, own.id) || invoice.status === "draft") {
    throw new AppError("NOT_FOUND", INVOICE_NOT_FOUND());
  }
  return invoice;
}

/** `GET /billing/my/invoices/{id}`: one's own document, without its history. */
export async function myInvoice(db: Db, access: Access, invoiceId: string): Promise<InvoiceDetail> {
  return detailOf(db, await myInvoiceRow(db, access, invoiceId), { forMember: true });
}

/** A club's issued document (a draft has no PDF yet: 409); 404 for another club's. */
export async function issuedInvoiceRow(db: Db, clubId: string, invoiceId: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(db, clubId, uuidParam(invoiceId, INVOICE_NOT_FOUND));
  if (!invoice) throw new AppError("NOT_FOUND", INVOICE_NOT_FOUND());
  if (invoice.status === "draft") throw new AppError("CONFLICT", texts().pdf.draft);
  return invoice;
}

/** `GET /billing/my`: one's own documents, what one owes, and whether one can pay online. */
export async function myBilling(
  db: Db,
  access: Access,
  payOnline: () => Promise<boolean>,
): Promise<MyBilling> {
  const memberId = (await findMemberOfUserWithType(db, access.clubId, access.userId))?.id;
  const none = { bankDetails: null, instructions: null };
  if (!memberId) return { member: false, invoices: [], balances: [], payOnline: false, payOffline: none };
  const rows = await memberInvoices(db, access.clubId, memberId);
  const money = await moneyByInvoice(db, access.clubId, rows);
  const invoices = rows.map((row) => summaryOf(row, money.get(row.id)));
  const balances = new Map<string, number>();
  for (const invoice of invoices) {
    if (invoice.kind !== "invoice" || !["open", "overdue"].includes(invoice.status)) continue;
    balances.set(invoice.currency, (balances.get(invoice.currency) ?? 0) + invoice.balanceMinor);
  }
  return {
    member: true,
    invoices,
    balances: [...balances].map(([currency, balanceMinor]) => ({ currency, balanceMinor })),
    payOnline: await payOnline(),
    payOffline: offlinePayment(
      financialSettingsOf((await clubOrRefuse(db, access.clubId)).financialSettings),
    ),
  };
}

/** `GET /billing/members/{id}/billable`: the member's next period of their type, and their green fees to bill. */
export async function billable(db: Db, clock: Clock, access: Access, memberId: string): Promise<Billable> {
  const member = await findMemberWithType(
    db,
    access.clubId,
    uuidParam(memberId, () => t("errors").members.notFound),
  );
  if (!member) throw new AppError("NOT_FOUND", t("errors").members.notFound);
  const club = await clubOrRefuse(db, access.clubId);
  const settings = billingSettingsOf(club);
  const today = clubTodayOf(club, clock.now());
  const type = await findMembershipTypeByCode(db, access.clubId, member.membershipType);
  const fees = await billableGreenFees(db, access.clubId, member.id);
  const rates = await ClubTaxRates.of(db, access.clubId);
  const greenRates = await greenFeeTaxRateIds(db, access.clubId);
  const start = nextPeriodStart(member, today);
  const end = type ? periodEnd(start, type.billingPeriod as BillingPeriod) : null;
  // An invoice bills this period already (issue 34): the form does not offer it again.
  const taken = type ? await invoiceOverlappingPeriod(db, access.clubId, member.id, start, end) : undefined;
  return {
    member: {
      id: member.id,
      name: memberDisplayName(member),
      email: member.email,
      membershipNumber: member.membershipNumber,
      membershipType: member.membershipType,
      membershipStatus: member.membershipStatus,
      membershipEndDate: member.membershipEndDate,
    },
    currency: settings.currency,
    taxRates: rates.options(),
    terms: settings.financial.invoiceTerms,
    membership: type
      ? {
          membershipType: type.code,
          name: type.name,
          priceMinor: type.priceMinor,
          currency: type.currency,
          billingPeriod: type.billingPeriod,
          joiningFeeMinor: type.joiningFeeMinor,
          taxRateId: rates.configuredId(type.taxRateId),
          periodStart: start,
          periodEnd: end,
          billedBy: taken?.periodStart
            ? { number: taken.number, periodStart: taken.periodStart, periodEnd: taken.periodEnd }
            : null,
        }
      : null,
    greenFees: fees.map((f) => ({
      bookingPlayerId: f.id,
      date: f.teeDate,
      time: f.teeTime,
      courseName: f.courseName,
      competitionName: f.competitionName,
      playerName: f.guestName ?? memberDisplayName(f),
      guest: f.guestName !== null,
      status: f.status,
      feeMinor: f.greenFeeMinor,
      currency: f.currency,
      taxRateId: rates.configuredId(f.guestName ? greenRates.guest : greenRates.member),
    })),
  };
}

/** A day of a payment or refund: today unless given, never after today (the club's). */
async function dayOrToday(
  db: Db,
  clock: Clock,
  clubId: string,
  given: string | null | undefined,
  path: string,
) {
  const today = await clubToday(db, clubId, clock.now());
  const day = given ?? today;
  if (day > today) throw fieldRefused(path, texts().future);
  return day;
}

/** `POST /billing/invoices/{id}/payments`: money received for an invoice, recorded by staff. */
export async function payInvoice(
  db: Db,
  clock: Clock,
  access: Access,
  invoiceId: string,
  input: PaymentRequest,
  audit: AuditContext,
  mail: ApplicationMailDeps,
) {
  const id = uuidParam(invoiceId, INVOICE_NOT_FOUND);
  const receivedOn = await dayOrToday(db, clock, access.clubId, input.receivedOn, "receivedOn");
  await recordPayment(
    db,
    access.clubId,
    id,
    { method: input.method, amountMinor: input.amountMinor, receivedOn, reference: input.reference ?? null },
    audit,
    clock.now(),
    mail,
  );
  return { invoice: await invoiceDetail(db, access.clubId, id), creditNote: null };
}

/** `POST /billing/payments/{id}/refunds`: money given back on a payment. */
export async function refund(
  db: Db,
  clock: Clock,
  access: Access,
  paymentId: string,
  input: RefundRequest,
  audit: AuditContext,
  online?: RefundDeps,
) {
  const id = uuidParam(paymentId, () => texts().notFound.payment);
  const refundedOn = await dayOrToday(db, clock, access.clubId, input.refundedOn, "refundedOn");
  // A Stripe payment's refund goes to Stripe once recorded, outside its transaction (decision 079).
  const target = online ? await stripeRefundTarget(online, access.clubId, id) : null;
  const { invoice, refundId } = await refundPayment(
    db,
    access.clubId,
    id,
    { amountMinor: input.amountMinor, reason: input.reason, refundedOn },
    audit,
    clock.now(),
  );
  if (online && target) {
    await sendRefund(online, access.clubId, { id: refundId, amountMinor: input.amountMinor }, target, audit);
  }
  return { invoice: await invoiceDetail(db, access.clubId, invoice.id), creditNote: null };
}

/** `POST /billing/invoices/{id}/void`: voided with its reason; the credit note, if any, is e-mailed. */
export async function voidClubInvoice(
  deps: InvoicesDeps,
  access: Access,
  invoiceId: string,
  input: { reason: string },
  audit: AuditContext,
) {
  const id = uuidParam(invoiceId, INVOICE_NOT_FOUND);
  const today = await clubToday(deps.db, access.clubId, deps.clock.now());
  const { creditNote } = await withAudit(deps.db, audit, async (tx) => {
    const outcome = await voidInvoice(
      tx,
      access.clubId,
      id,
      { reason: input.reason, today },
      audit,
      deps.clock.now(),
    );
    if (outcome.creditNote) await sendDocument(tx, deps, access.clubId, outcome.creditNote.id);
    return outcome;
  });
  return {
    invoice: await invoiceDetail(deps.db, access.clubId, id),
    creditNote: creditNote
      ? { id: creditNote.id, number: creditNote.number, totalMinor: creditNote.totalMinor }
      : null,
  };
}

/**
 * `POST /billing/invoices/{id}/reissue` (decision 076): an issued invoice is corrected, never changed. It is
 * credited in full (voided, with a credit note for its whole total, e-mailed) and copied as a new draft, in one
 * transaction: the draft bills the same lines (its green fees held again), to the member as they are now, for
 * staff to correct and issue. An invoice that holds money is refused (refund it first, or void it).
 */
export async function creditAndReissue(
  deps: InvoicesDeps,
  access: Access,
  invoiceId: string,
  input: { reason: string },
  audit: AuditContext,
): Promise<ReissueResult> {
  const id = uuidParam(invoiceId, INVOICE_NOT_FOUND);
  const now = deps.clock.now();
  const { creditNote, draftId, draftTotal } = await withAudit(deps.db, audit, async (tx) => {
    const club = await clubOrRefuse(tx, access.clubId);
    const today = clubTodayOf(club, now);
    const { invoice, creditNote } = await voidInvoice(
      tx,
      access.clubId,
      id,
      { reason: input.reason, today, inFull: true },
      audit,
      now,
    );
    if (creditNote) await sendDocument(tx, deps, access.clubId, creditNote.id);
    const lines = await linesOf(tx, access.clubId, invoice.id);
    const member = invoice.memberId
      ? await findMemberWithType(tx, access.clubId, invoice.memberId)
      : undefined;
    const billed = member
      ? await billedParty(tx, access.clubId, member)
      : { payerMemberId: invoice.payerMemberId, billTo: invoice.billTo };
    // The copy bills each line at its rate as it is now (the copy is a draft; issuing it copies the rate).
    const rates = await ClubTaxRates.of(tx, access.clubId);
    const copied = lines.map((l) => rates.refreshed(l));
    const totals = invoiceTotals(copied);
    // Another invoice may have taken the period the voided one gave up meanwhile: the same 409 as a draft's.
    const draft = await uniqueViolationAs(
      insertInvoice(
        tx,
        access.clubId,
        {
          memberId: invoice.memberId,
          payerMemberId: billed.payerMemberId,
          billTo: billed.billTo,
          currency: invoice.currency,
          terms: billingSettingsOf(club).financial.invoiceTerms,
          subtotalMinor: totals.subtotalMinor,
          taxMinor: totals.taxMinor,
          totalMinor: totals.totalMinor,
          purpose: invoice.purpose,
          membershipType: invoice.membershipType,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          notes: invoice.notes,
          createdBy: audit.actorId,
        },
        copied.map((l) => ({
          position: l.position,
          kind: l.kind,
          description: l.description,
          quantity: l.quantity,
          unitMinor: l.unitMinor,
          taxRateId: l.taxRateId,
          taxName: l.taxName,
          taxPercent: l.taxPercent,
          taxKind: l.taxKind,
          taxNote: l.taxNote,
          periodStart: l.periodStart,
          periodEnd: l.periodEnd,
          membershipType: l.membershipType,
          bookingPlayerId: l.bookingPlayerId,
        })),
      ),
      "invoices_one_per_period",
      () => new AppError("CONFLICT", texts().periodBilled(texts().draft)),
    );
    // The green fees the voided invoice gave back are the copy's.
    const fees = lines.flatMap((l) => (l.bookingPlayerId ? [l.bookingPlayerId] : []));
    await holdGreenFees(tx, access.clubId, fees, now);
    return { creditNote, draftId: draft.id, draftTotal: totals.totalMinor };
  });
  return {
    invoice: await invoiceDetail(deps.db, access.clubId, id),
    creditNote: creditNote
      ? { id: creditNote.id, number: creditNote.number, totalMinor: creditNote.totalMinor }
      : null,
    draft: { id: draftId, number: null, totalMinor: draftTotal },
  };
}

import { stringify } from "csv-stringify/sync";
import { invoiceTotals, isTaxed, type LineKind, type TaxKind } from "../../../shared/billing.ts";
import {
  type JournalQuery,
  type JournalSettings,
  journalSettingsOf,
  journalSettingsSchema,
} from "../../../shared/journal.ts";
import type { Access } from "../../auth/access.ts";
import type { Clock } from "../../clock.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { clubLocale, clubOrRefuse } from "./billing-settings.ts";
import {
  type JournalCursor,
  type JournalEvent,
  journalEvents,
  journalSettingsRow,
  type LineGroup,
  lineGroups,
  saveJournalSettings,
} from "./journal.repository.ts";
import {
  type Booking,
  datevHead,
  datevRow,
  quickBooksColumns,
  quickBooksRows,
  windows1252,
  xeroColumns,
  xeroRows,
} from "./journal-files.ts";

/*
 * The accountant's journal (issue 36, item 7, decision 078). Each thing that moved the club's money in a period
 * becomes bookings, each one amount debited to one account and credited to another:
 * - an invoice issued: its lines' net amounts from receivables to their revenue accounts (by the membership
 *   type's account, else the line kind's), its tax from receivables to the rate's tax account;
 * - an invoice voided: the same bookings, the other way round, on the day it was voided (its credit note, if
 *   money had come in, is what the club then owes back, and is not booked again);
 * - a credit note of its own (of an invoice that stands): its lines back from revenue to receivables;
 * - a payment: from receivables to the account of its method; a refund: back;
 * - a movement of a member's account (decision 086): see `accountBookings`.
 * Amounts are net, the tax its own booking: no DATEV tax key, "Tax Exempt" for Xero (the tax is booked).
 */

const BATCH = 2000;

export async function journalSettings(db: Db, clubId: string): Promise<JournalSettings> {
  const row = await journalSettingsRow(db, clubId);
  if (!row) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  return journalSettingsOf(row.journalSettings);
}

/** Saves the club's accounts (billing.manage), audited in the same transaction. */
export async function updateJournalSettings(
  db: Db,
  access: Access,
  value: JournalSettings,
  audit: AuditContext,
): Promise<JournalSettings> {
  const settings = journalSettingsSchema.parse(value);
  return withAudit(db, audit, async (tx) => {
    if (!(await saveJournalSettings(tx, access.clubId, settings))) {
      throw new AppError("NOT_FOUND", t("errors").clubNotFound);
    }
    return settings;
  });
}

/** Percent as the tax line names it: 19 → "19", 7.5 → "7.5". */
const percent = (rate: number) => String(Number(rate.toFixed(4)));

/** The bookings of one event, its lines' groups given (for documents). */
export function bookingsOf(
  event: JournalEvent,
  groups: readonly LineGroup[],
  settings: JournalSettings,
  texts: ReturnType<typeof t<"billingDocument">>["journal"],
): Booking[] {
  const name = event.name ?? "";
  const document = event.number ?? "";
  const base = { date: event.day, document, currency: event.currency, datevTaxKey: null, taxName: null };
  /** `amount` from `debit` to… a negative amount the other way. */
  const move = (debit: string, credit: string, amountMinor: number, text: string): Booking[] => {
    if (amountMinor === 0) return [];
    return amountMinor > 0
      ? [{ ...base, debit, credit, amountMinor, text }]
      : [{ ...base, debit: credit, credit: debit, amountMinor: -amountMinor, text }];
  };
  const receivable = settings.receivable;
  const revenueOf = (group: LineGroup) =>
    settings.membershipTypes.find((o) => group.membershipType && o.membershipType === group.membershipType)
      ?.account ??
    settings.revenue[group.kind as LineKind] ??
    settings.revenue.custom;
  const taxAccount = (rate: number) =>
    settings.taxRates.find((r) => Math.abs(r.rate - rate) < 1e-9)?.account ?? settings.tax;
  // Revenue by account (the tax aside), and the tax per rate as the document reckons it: each rate's net sum
  // taxed and rounded once (decision 080), one booking per rate to its own account.
  const revenue = new Map<string, { account: string; net: number }>();
  for (const g of groups) {
    const key = `${g.kind}|${g.membershipType ?? ""}`;
    const sum = revenue.get(key) ?? { account: revenueOf(g), net: 0 };
    revenue.set(key, { ...sum, net: sum.net + g.netMinor });
  }
  const taxes = invoiceTotals(groups.map((g) => ({ ...g, quantity: 1, unitMinor: g.netMinor }))).taxes;
  const documentBookings = (sign: 1 | -1, text: string) => [
    ...[...revenue.values()].flatMap(({ account, net }) => move(receivable, account, sign * net, text)),
    ...taxes.flatMap((g) =>
      move(receivable, taxAccount(g.taxPercent), sign * g.taxMinor, texts.tax(percent(g.taxPercent), name)),
    ),
  ];
  switch (event.type) {
    case "invoice":
      return documentBookings(1, texts.invoice(name));
    case "void":
      return documentBookings(-1, texts.void(name));
    case "credit":
      return documentBookings(-1, texts.credit(name));
    case "payment":
      return move(paymentAccount(settings, event.method), receivable, event.amountMinor, texts.payment(name));
    case "refund":
      return move(receivable, paymentAccount(settings, event.method), event.amountMinor, texts.refund(name));
    case "account":
      return accountBookings(event, settings, texts.account(name, event.reference ?? ""), move, taxAccount);
  }
}

/**
 * A member account's movement (decision 086). The balance is a liability: the club owes it to the member.
 * - a charge moves the amount from the balance to revenue (green fees' and entries' account, else other lines'),
 *   the tax it includes apart: the rate's share of the gross amount, rounded half away from zero; its refund
 *   the other way round at the same rate;
 * - a top-up, or money kept on the account (an overpayment, a payment that fitted no invoice), comes in by its
 *   method's account and is owed to the member.
 */
function accountBookings(
  event: JournalEvent,
  settings: JournalSettings,
  text: string,
  move: (debit: string, credit: string, amountMinor: number, text: string) => Booking[],
  taxAccount: (rate: number) => string,
): Booking[] {
  const m = event.movement;
  if (!m) return [];
  const balances = settings.memberAccounts;
  if (m.kind === "charge" || m.kind === "refund") {
    // A charge's amount is negative (a refund's positive): the gross the balance gave up.
    const gross = -event.amountMinor;
    const tax = isTaxed({ taxKind: m.taxKind as TaxKind, taxPercent: m.taxPercent })
      ? Math.sign(gross) * Math.round((Math.abs(gross) * m.taxPercent) / (100 + m.taxPercent))
      : 0;
    const revenue = m.greenFee ? settings.revenue.green_fee : settings.revenue.custom;
    return [
      ...move(balances, revenue, gross - tax, text),
      ...move(balances, taxAccount(m.taxPercent), tax, text),
    ];
  }
  return move(paymentAccount(settings, event.method), balances, event.amountMinor, text);
}

function paymentAccount(settings: JournalSettings, method: string | null): string {
  return (
    settings.payments[(method ?? "bank_transfer") as keyof JournalSettings["payments"]] ??
    settings.payments.bank_transfer
  );
}

/** Every account the settings name. */
function accountsOf(settings: JournalSettings): string[] {
  return [
    settings.receivable,
    settings.memberAccounts,
    ...Object.values(settings.revenue),
    ...settings.membershipTypes.map((o) => o.account),
    settings.tax,
    ...settings.taxRates.map((r) => r.account),
    ...Object.values(settings.payments),
  ];
}

/** The first day of the financial year that `day` is in, the year starting in `month`. */
export function financialYearStart(day: string, month: number): string {
  const year = Number(day.slice(0, 4));
  const start = `${year}-${String(month).padStart(2, "0")}-01`;
  return day >= start ? start : `${year - 1}-${String(month).padStart(2, "0")}-01`;
}

/** `GET /billing/journal`: the period's bookings as the chosen format's file, written a batch at a time. */
export async function journalFile(db: Db, clock: Clock, access: Access, query: JournalQuery) {
  const { clubId } = access;
  const club = await clubOrRefuse(db, clubId);
  const row = await journalSettingsRow(db, clubId);
  const settings = journalSettingsOf(row?.journalSettings);
  const texts = t("billingDocument", clubLocale(club)).journal;
  const refusals = t("billingValidation").journal;
  const timezone = club.timezone;
  const now = clock.now();

  let head: string;
  let encode: (text: string) => Uint8Array;
  let rows: (bookings: Booking[], first: number) => string;
  let contentType: string;
  let extension: string;
  if (query.format === "datev") {
    const { consultantNumber, clientNumber, accountLength, chart, financialYearStartMonth } = settings.datev;
    if (consultantNumber === null || clientNumber === null) {
      throw fieldRefused("format", refusals.datevNumbers);
    }
    const yearStart = financialYearStart(query.from, financialYearStartMonth);
    if (financialYearStart(query.to, financialYearStartMonth) !== yearStart) {
      throw fieldRefused("to", refusals.datevYear(yearStart));
    }
    // General ledger accounts have the header's digits; personal accounts (debtors) one more.
    const wrong = accountsOf(settings).find((a) => !new RegExp(`^\\d{1,${accountLength + 1}}$`).test(a));
    if (wrong !== undefined) throw fieldRefused("format", refusals.datevAccount(wrong, accountLength));
    head = datevHead({
      consultantNumber,
      clientNumber,
      financialYearStart: yearStart,
      from: query.from,
      to: query.to,
      accountLength,
      createdAt: now,
      name: `Clubhouse ${query.from.slice(2)}–${query.to.slice(2)}`,
      chart,
      currency: club.currency,
    });
    encode = windows1252;
    rows = (bookings) => bookings.map(datevRow).join("");
    contentType = "text/csv; charset=windows-1252";
    extension = "csv";
  } else {
    const encoder = new TextEncoder();
    encode = (text) => encoder.encode(text);
    const xero = query.format === "xero";
    head = `\uFEFF${stringify([[...(xero ? xeroColumns : quickBooksColumns)]])}`;
    rows = (bookings, first) =>
      bookings.length === 0 ? "" : stringify(xero ? xeroRows(bookings) : quickBooksRows(bookings, first));
    contentType = "text/csv; charset=utf-8";
    extension = "csv";
  }

  let after: JournalCursor | null = null;
  let done = false;
  let started = false;
  let written = 0;
  const period = { from: query.from, to: query.to, timezone };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encode(head));
        return;
      }
      const events = await journalEvents(db, clubId, period, after, BATCH);
      if (events.length < BATCH) done = true;
      const last = events.at(-1);
      if (last) after = { day: last.day, created: last.created, id: last.id };
      const documents = events.filter(
        (e) => e.type === "invoice" || e.type === "void" || e.type === "credit",
      );
      const groups = await lineGroups(
        db,
        clubId,
        documents.map((e) => e.documentId),
      );
      // Not Map.groupBy: the app still starts on Node 20 (decision 014).
      const byDocument = new Map<string, LineGroup[]>();
      for (const g of groups) byDocument.set(g.invoiceId, [...(byDocument.get(g.invoiceId) ?? []), g]);
      const bookings = events.flatMap((e) =>
        bookingsOf(e, byDocument.get(e.documentId) ?? [], settings, texts),
      );
      const text = rows(bookings, written + 1);
      written += bookings.length;
      if (text) controller.enqueue(encode(text));
      if (done) controller.close();
    },
  });
  const name = `journal-${query.format}-${query.from}-${query.to}.${extension}`;
  return { name, contentType, stream };
}

import {
  documentNumber,
  invoiceTotals,
  lateFee,
  lateFeeDueDays,
  termsDays,
} from "../../../shared/billing.ts";
import { type BillingPeriod, periodEnd, periodMonths } from "../../../shared/billing-periods.ts";
import { CLUB_DEFAULTS, type financialSettingsSchema } from "../../../shared/clubs.ts";
import { addDays } from "../../../shared/dates.ts";
import { formatCalendarDate } from "../../../shared/formats.ts";
import { toMinor } from "../../../shared/money.ts";
import { setAuditContext } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { invoiceLines, invoices } from "../../db/schema/billing.ts";
import { againWithoutGoneMembers } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { ClubDay, DailyClubJob, DailyClubJobInBatches, DailyContext } from "../../jobs/daily.ts";
import type { JobDeps } from "../../jobs/job-deps.ts";
import { clubWorkJob, type JobDefinition } from "../../jobs/queue.ts";
import { batchRows, batchTook, JOB_BATCH_ROWS, yieldToRequests } from "../../jobs/yield.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { moneyByInvoice } from "./balances.ts";
import {
  holdNumbering,
  invoicesWithLateFee,
  openInvoicesDueBy,
  takeNumbers,
  updateInvoice,
} from "./billing.repository.ts";
import { type BillingMailKind, queueBillingMail } from "./billing-mail.ts";
import { billingSettingsOf, clubLocale } from "./billing-settings.ts";
import { membershipDescription } from "./invoice-lines.ts";
import {
  type ClubBilling,
  clubBilling,
  type RenewalCursor,
  type RenewalDue,
  remindersDue,
  renewalsDue,
} from "./invoices.repository.ts";
import { issueLateFee } from "./issuing.ts";
import { ClubTaxRates } from "./tax-rates.service.ts";

/*
 * Billing's daily work per club (issue 15, decision 025), each at a time of the club's own day, each recorded
 * once per club and day (jobs/daily.ts) and done in that record's transaction: late fees and overdue notices,
 * renewal invoices, reminders. Their e-mails are handed to the job `billing.mail` in the same transaction.
 */

/** How many invoices one e-mail run writes (each in its own transaction). */
const MAIL_BATCH = 50;
/** How many renewal invoices a batch writes, in one transaction (on PGlite every request waits for it). */
const RENEWAL_BATCH = 250;

/** Whether the club sends automatic reminders (its communication settings; on by default). */
function remindsAutomatically(club: ClubBilling): boolean {
  const settings = club.communicationSettings as { automatedReminders?: boolean } | null;
  return settings?.automatedReminders ?? CLUB_DEFAULTS.communication.automatedReminders;
}

/** Hands the e-mails of `kind` for these invoices to the mail job, in batches, in `tx`. */
async function queueMails(
  tx: Db,
  context: DailyContext | undefined,
  day: ClubDay,
  documents: readonly { id: string }[],
  kind: BillingMailKind,
): Promise<void> {
  if (!context) return;
  const ids = documents.map((d) => d.id);
  for (let i = 0; i < ids.length; i += MAIL_BATCH) {
    const invoiceIds = ids.slice(i, i + MAIL_BATCH);
    await queueBillingMail(tx, context.queue, { clubId: day.clubId, invoiceIds, kind });
  }
}

export interface OverdueResult {
  /** Invoices that became overdue this run. */
  overdue: number;
  /** Late fees charged, in the club currency's minor units. */
  feesMinor: number;
  /** How many late-fee invoices were issued (an overdue invoice with nothing owed, or a fee of 0, takes none). */
  fees: number;
}

type Financial = ReturnType<typeof financialSettingsSchema.parse>;

/** The club's late fee rule: a percentage of the balance, or the fixed amount of the membership settings. */
function lateFeeRule(financial: Financial, fixedMajor: number, currency: string) {
  return financial.lateFeeType === "fixed"
    ? { kind: "fixed" as const, amountMinor: toMinor(fixedMajor, currency) ?? 0 }
    : { kind: "percentage" as const, percent: financial.lateFeePercentage };
}

/**
 * A club's day (issue 15, decisions 025 and 076): every open invoice past its due date and the club's grace
 * period becomes overdue and gets its one late fee, `lateFeePercentage` of its balance, or the fixed
 * `lateFeeAmount` where the club chose a fixed fee, as an invoice of its own: the overdue invoice is left as it
 * was issued (its lines, its total), and the late-fee invoice names it, numbered in the club's invoice series
 * and due the club's terms (or `LATE_FEE_DEFAULT_DAYS`) from today. Its member is told (the club's automated
 * reminders), the late-fee invoice with the notice. Audited as the system, in the caller's transaction.
 * Running it again, or on two instances at once, adds nothing: the invoices are locked and no longer open,
 * an invoice that has its late fee takes none again, and a unique index allows one late-fee invoice per
 * invoice. A late-fee invoice that goes unpaid becomes overdue, but takes no late fee of its own.
 */
export async function chargeOverdue(
  tx: Db,
  day: ClubDay,
  context?: DailyContext,
  limit?: number,
): Promise<OverdueResult> {
  await setAuditContext(tx, { actorId: null });
  const club = await clubBilling(tx, day.clubId);
  if (!club) return { overdue: 0, feesMinor: 0, fees: 0 };
  const { financial, membership } = billingSettingsOf(club);
  // Due on D with a grace of G days: overdue from D + G + 1.
  const lastDueDate = addDays(day.localDate, -membership.gracePeriodDays - 1);
  const due = await openInvoicesDueBy(tx, day.clubId, lastDueDate, limit);
  const charged = await invoicesWithLateFee(
    tx,
    day.clubId,
    due.map((i) => i.id),
  );
  // The late-fee invoice is the club's own document: in the club's language.
  const words = t("billing", clubLocale(club)).lateFee;
  const dueDate = addDays(day.localDate, lateFeeDueDays(financial.invoiceTerms));
  const money = await moneyByInvoice(tx, day.clubId, due);
  let feesMinor = 0;
  let fees = 0;
  for (const invoice of due) {
    await updateInvoice(tx, day.clubId, invoice.id, { status: "overdue" });
    if (invoice.lateFeeFor !== null || charged.has(invoice.id)) continue;
    const balance = money.get(invoice.id)?.owedMinor ?? invoice.totalMinor;
    const fee = lateFee(balance, lateFeeRule(financial, membership.lateFeeAmount, invoice.currency));
    if (fee <= 0) continue;
    await issueLateFee(tx, invoice, {
      description: words.line(invoice.number ?? ""),
      amountMinor: fee,
      terms: financial.invoiceTerms,
      issueDate: day.localDate,
      dueDate,
    });
    feesMinor += fee;
    fees++;
  }
  if (remindsAutomatically(club)) {
    await queueMails(tx, context, day, due, "overdue");
  }
  return { overdue: due.length, feesMinor, fees };
}

/**
 * Each club's invoices go overdue shortly after midnight in the club's time zone, `batchRows` invoices per
 * short transaction (decision 037): an overdue invoice is no longer open, so the next batch takes the next.
 */
export const billingDailyJob: DailyClubJobInBatches = {
  name: "billing.overdue",
  at: "00:15",
  batch: async (tx, day, context) => {
    const limit = context.batchRows ?? JOB_BATCH_ROWS;
    const result = await chargeOverdue(tx, day, context, limit);
    return { done: result.overdue, counts: { ...result }, more: result.overdue >= limit };
  },
};

/**
 * How many of the type's periods one renewal invoice bills: the club's billing cycle when it is longer than the
 * type's period (a monthly membership in a club that bills annually: 12 months on one invoice), else one
 * period (a year is not renewed by a twelfth).
 */
export function periodsPerInvoice(period: BillingPeriod, cycle: Financial["billingCycle"]): number {
  const months = periodMonths(period);
  if (months === null) return 1;
  const cycleMonths = cycle === "monthly" ? 1 : cycle === "quarterly" ? 3 : 12;
  return Math.max(1, Math.floor(cycleMonths / months));
}

export interface RenewalResult {
  issued: number;
  totalMinor: number;
  /** Whether more memberships are due than this run issued (the next batch follows). */
  more: boolean;
  /** Where this batch ended in the day's order: the next batch reads after it. */
  cursor?: RenewalCursor;
}

/**
 * With the club's automatic billing on, a renewal invoice for each membership that ends within the club's
 * `renewalInvoiceDays` and whose next period is not billed yet, up to `limit` of them: its next period (or
 * the periods of one billing cycle) of the member's type at the type's price, taxed, numbered and issued
 * today, due by the club's terms, and e-mailed. Paying it renews the membership (fulfilment.ts). Numbers are
 * taken as a block in `tx`, so a batch that fails gives them all back; a batch run again finds the periods it
 * billed billed.
 */
export async function issueRenewals(
  tx: Db,
  day: ClubDay,
  context?: DailyContext,
  limit = RENEWAL_BATCH,
  after?: RenewalCursor,
): Promise<RenewalResult> {
  await setAuditContext(tx, { actorId: null });
  const club = await clubBilling(tx, day.clubId);
  if (!club) return { issued: 0, totalMinor: 0, more: false };
  const settings = billingSettingsOf(club);
  const { financial } = settings;
  if (!financial.autoBillingEnabled) return { issued: 0, totalMinor: 0, more: false };
  const horizon = addDays(day.localDate, financial.renewalInvoiceDays);
  // The numbers first, then what is due (decision 035): "Renew" and staff issuing an invoice take them before
  // they write one, so none of theirs can be written between this read and these inserts.
  await holdNumbering(tx, day.clubId, "invoice", Number(day.localDate.slice(0, 4)));
  // After the last batch's place: each batch read every membership billed before it again (to find it billed),
  // and a day of 10,000 renewals in small batches took minutes.
  const found = await renewalsDue(tx, day.clubId, horizon, settings.currency, limit + 1, after);
  const due = found.slice(0, limit);
  const words = t("billing", clubLocale(club)).lineText;
  const date = (d: string) => formatCalendarDate(d, settings.formats.dateFormat) ?? d;
  const dueDate = addDays(day.localDate, termsDays(financial.invoiceTerms));
  const year = Number(day.localDate.slice(0, 4));
  let issued = 0;
  let totalMinor = 0;
  const rates = await ClubTaxRates.of(tx, day.clubId);
  for (let i = 0; i < due.length; i += RENEWAL_BATCH) {
    const batch = due.slice(i, i + RENEWAL_BATCH);
    const first = await takeNumbers(tx, day.clubId, "invoice", year, batch.length);
    const planned = batch.map((renewal: RenewalDue, k) => {
      const period = renewal.billingPeriod as BillingPeriod;
      const count = periodsPerInvoice(period, financial.billingCycle);
      const start = addDays(renewal.endDate, 1);
      const end = periodEnd(start, period, count);
      // The type's tax rate (else the club's default), as issuing by hand reckons it (decision 080).
      const line = {
        quantity: count,
        unitMinor: renewal.priceMinor,
        ...rates.forLine(null, renewal.taxRateId, ""),
      };
      const totals = invoiceTotals([line]);
      const sequence = first + k;
      return { renewal, start, end, line, totals, sequence };
    });
    const rows = await tx
      .insert(invoices)
      .values(
        planned.map((p) => ({
          clubId: day.clubId,
          kind: "invoice" as const,
          memberId: p.renewal.memberId,
          // A household member's renewal is billed to the household's payer (decision 062).
          payerMemberId: p.renewal.payer?.id ?? null,
          billTo: p.renewal.payer
            ? {
                name: memberDisplayName(p.renewal.payer),
                email: p.renewal.payer.email,
                membershipNumber: p.renewal.payer.membershipNumber,
                address: null,
                forMember: memberDisplayName(p.renewal),
              }
            : {
                name: memberDisplayName(p.renewal),
                email: p.renewal.email,
                membershipNumber: p.renewal.membershipNumber,
                address: null,
              },
          status: "open" as const,
          number: documentNumber("invoice", year, p.sequence),
          year,
          sequence: p.sequence,
          currency: settings.currency,
          terms: financial.invoiceTerms,
          issueDate: day.localDate,
          dueDate,
          subtotalMinor: p.totals.subtotalMinor,
          taxMinor: p.totals.taxMinor,
          totalMinor: p.totals.totalMinor,
          purpose: "renewal" as const,
          membershipType: p.renewal.typeCode,
          periodStart: p.start,
          periodEnd: p.end,
        })),
      )
      .returning({ id: invoices.id, sequence: invoices.sequence });
    const idOf = new Map(rows.map((r) => [r.sequence, r.id]));
    await tx.insert(invoiceLines).values(
      planned.map((p) => ({
        clubId: day.clubId,
        invoiceId: idOf.get(p.sequence) as string,
        position: 0,
        kind: "membership" as const,
        description: membershipDescription(words, p.renewal.typeName, p.start, p.end, date),
        quantity: p.line.quantity,
        unitMinor: p.line.unitMinor,
        taxable: p.line.taxable,
        taxRateId: p.line.taxRateId,
        taxName: p.line.taxName,
        taxPercent: p.line.taxPercent,
        taxKind: p.line.taxKind,
        taxNote: p.line.taxNote,
        periodStart: p.start,
        periodEnd: p.end,
        membershipType: p.renewal.typeCode,
      })),
    );
    await queueMails(tx, context, day, rows, "invoice");
    issued += rows.length;
    totalMinor += planned.reduce((sum, p) => sum + p.totals.totalMinor, 0);
  }
  const last = due.at(-1);
  return {
    issued,
    totalMinor,
    more: found.length > limit,
    ...(last ? { cursor: { endDate: last.endDate, memberId: last.memberId } } : {}),
  };
}

/** The job that issues a club's renewal invoices a batch at a time (job-registry.ts). */
export const RENEWAL_BATCH_JOB = "billing.renewal-batch";

/** A club's day of renewals, and where its last batch ended (none for the day's first). */
type RenewalDay = ClubDay & { after?: RenewalCursor };

function queueRenewalBatch(tx: Db, queue: DailyContext["queue"], day: RenewalDay) {
  return queue.send(RENEWAL_BATCH_JOB, day, { db: tx, singletonKey: `${day.clubId}/${day.localDate}` });
}

/**
 * Renewal invoices go out early in the club's morning. The club's day hands them to `billing.renewal-batch`,
 * which issues them a batch per transaction, each batch sending the next: on PGlite a transaction holds the
 * one connection, and 10,000 invoices in one would keep every request waiting for seconds.
 */
export const renewalDailyJob: DailyClubJob = {
  name: "billing.renewals",
  at: "01:00",
  run: async (tx, day, context) => {
    await queueRenewalBatch(tx, context.queue, day);
    return { queued: true };
  },
};

/** A batch of a club's renewal invoices, in its own transaction; the next batch is sent with it. */
export function renewalBatchJob(deps: Pick<JobDeps, "db" | "queue">): JobDefinition<RenewalDay> {
  return clubWorkJob<RenewalDay>(
    RENEWAL_BATCH_JOB,
    {
      policy: "short",
      retry: { limit: 4, delaySeconds: 60, backoff: true },
      expireInSeconds: 15 * 60,
      batchSize: 1,
    },
    async ({ after, ...day }) => {
      // A member deleted after the batch read them (23503 on the invoice's member key): the batch is done again
      // without them, not failed (decision 037).
      // As many as fit in a short time on PGlite (jobs/yield.ts), RENEWAL_BATCH on PostgreSQL.
      const rows = Math.min(RENEWAL_BATCH, batchRows(RENEWAL_BATCH_JOB));
      const started = performance.now();
      const result = await againWithoutGoneMembers(() =>
        deps.db.transaction(async (tx) => {
          const batch = await issueRenewals(tx, day, { queue: deps.queue }, rows, after);
          if (batch.more) await queueRenewalBatch(tx, deps.queue, { ...day, after: batch.cursor });
          return batch;
        }),
      );
      batchTook(RENEWAL_BATCH_JOB, result.issued, performance.now() - started);
      // Requests get their turn before the next batch: PGlite's work never leaves the process's event loop
      // on its own, and a worker fetches the next run at once.
      await yieldToRequests();
      return result;
    },
  );
}

/**
 * The reminders of a club's day: each open invoice due within the club's `reminderDaysBeforeDue` whose reminder
 * has not gone gets one (the club's automated reminders on; 0 days is none).
 */
export async function sendReminders(
  tx: Db,
  day: ClubDay,
  context?: DailyContext,
): Promise<{ reminded: number }> {
  const club = await clubBilling(tx, day.clubId);
  if (!club || !remindsAutomatically(club)) return { reminded: 0 };
  const days = billingSettingsOf(club).financial.reminderDaysBeforeDue;
  if (days <= 0) return { reminded: 0 };
  const due = await remindersDue(tx, day.clubId, addDays(day.localDate, 1), addDays(day.localDate, days));
  await queueMails(tx, context, day, due, "reminder");
  return { reminded: due.length };
}

/** Reminders go in the club's morning, when people read their mail. */
export const reminderDailyJob: DailyClubJob = {
  name: "billing.reminders",
  at: "08:00",
  run: sendReminders,
};

import { clubStatusOf, communicationSettingsOf, financialSettingsOf } from "../../../shared/clubs.ts";
import type {
  FirstDay,
  GoLive,
  GoLiveInput,
  GoLiveResult,
  GoLiveStart,
  ImportFirstDay,
} from "../../../shared/go-live.ts";
import { goLiveInputSchema } from "../../../shared/go-live.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import type { ClubDay, DailyContext, DayProgress } from "../../jobs/daily.ts";
import { JOB_BATCH_ROWS } from "../../jobs/yield.ts";
import {
  chargeOverdue,
  issueRenewals,
  type RenewalCursor,
  sendReminders,
} from "../billing/billing.service.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import { leavePastQuiet } from "../memberships/membership-records.service.ts";
import { advanceClubMemberships, sendRenewalReminders } from "../memberships/memberships.service.ts";
import { getPaymentCredentials } from "../payments/payments.service.ts";
import { findGoLiveClub, hasPricedType, lockClubStatus, setClubLive } from "./go-live.repository.ts";

/*
 * A quiet start (issue 32 §4, decision 061). A new club is `setting_up`: the daily jobs that send, bill or charge
 * skip it (jobs/daily.ts, `whileSettingUp`). Its owner goes live from a short checklist that also says, in
 * numbers, what the jobs would do on the first day, and chooses how to start: from today (periods that ended
 * before today are left unbilled, each with a `quiet` line in the member's history) or with everything due.
 */

export const GO_LIVE_DENIED = () => t("errors").clubs.goLiveDenied;

/** What the first-day count needs of the app: the queue the jobs hand their work to (rolled back with it). */
export type FirstDayContext = Pick<DailyContext, "queue" | "mailFrom" | "appUrl" | "reminderBacklogPerDay">;

/** Thrown to roll the first day's count back, with its figures. */
class CountedAndRolledBack extends Error {
  constructor(readonly figures: FirstDay) {
    super("first day counted");
  }
}

/**
 * What the daily jobs would do on `day` for the club, started as `start` says: the jobs' own functions, in the
 * order of the club's day (memberships move on, late fees, renewal invoices, invoice reminders, renewal notices),
 * each taking its batches as its job does, in one transaction that is then rolled back: nothing is written,
 * numbered or sent. The figures are what these functions answered, so the screen and the jobs cannot disagree.
 */
export async function countFirstDay(
  db: Db,
  day: ClubDay,
  currency: string,
  start: GoLiveStart,
  context: FirstDayContext,
): Promise<FirstDay> {
  const rows = JOB_BATCH_ROWS;
  const jobContext: DailyContext = { ...context, batchRows: rows };
  try {
    await db.transaction(async (tx) => {
      const pastLeftUnbilled =
        start === "today" ? await leavePastQuiet(tx, day.clubId, day.localDate, null) : 0;
      for (let more = true; more; ) more = (await advanceClubMemberships(tx, day, jobContext)).more;
      let overdueInvoices = 0;
      let fees = 0;
      let feesMinor = 0;
      for (let more = true; more; ) {
        const batch = await chargeOverdue(tx, day, jobContext, rows);
        overdueInvoices += batch.overdue;
        fees += batch.fees;
        feesMinor += batch.feesMinor;
        more = batch.overdue >= rows;
      }
      let renewals = 0;
      let renewalsMinor = 0;
      for (let more = true, after: RenewalCursor | undefined; more; ) {
        const batch = await issueRenewals(tx, day, jobContext, rows, after);
        renewals += batch.issued;
        renewalsMinor += batch.totalMinor;
        more = batch.more;
        after = batch.cursor;
      }
      const { reminded: invoiceReminders } = await sendReminders(tx, day, jobContext);
      let membershipNotices = 0;
      const progress: DayProgress = { processed: 0, batches: 0 };
      for (let more = true; more; ) {
        const batch = await sendRenewalReminders(tx, day, jobContext, progress);
        membershipNotices += batch.done;
        progress.processed += batch.done;
        progress.batches++;
        progress.cursor = batch.cursor;
        more = batch.more;
      }
      const total = (count: number, totalMinor: number) => (count === 0 ? [] : [{ currency, totalMinor }]);
      throw new CountedAndRolledBack({
        renewalInvoices: { count: renewals, totals: total(renewals, renewalsMinor) },
        overdueInvoices,
        lateFees: { count: fees, totals: total(fees, feesMinor) },
        invoiceReminders,
        membershipNotices,
        pastLeftUnbilled,
      });
    });
  } catch (error) {
    if (error instanceof CountedAndRolledBack) return error.figures;
    throw error;
  }
  throw new Error("The first day's count did not roll back");
}

/** The club's row for the screen, or 404. */
async function clubOrRefuse(db: Db, clubId: string) {
  const club = await findGoLiveClub(db, clubId);
  if (!club) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
  return club;
}

/** The go-live screen: the club's state, the checklist and the first day counted for each way of starting. */
export async function goLiveView(
  db: Db,
  access: Pick<Access, "clubId">,
  now: Date,
  context: FirstDayContext,
): Promise<GoLive> {
  const { clubId } = access;
  const club = await clubOrRefuse(db, clubId);
  const financial = financialSettingsOf(club.financialSettings);
  const communication = communicationSettingsOf(club.communicationSettings);
  const [pricedType, credentials, date] = await Promise.all([
    hasPricedType(db, clubId),
    getPaymentCredentials(db, clubId, "stripe"),
    clubToday(db, clubId, now),
  ]);
  const day = { clubId, localDate: date };
  const currency = financial.currency || club.currency;
  // One after the other: on PGlite each holds the one connection for its transaction.
  const today = await countFirstDay(db, day, currency, "today", context);
  const dueNow = await countFirstDay(db, day, currency, "dueNow", context);
  return {
    status: clubStatusOf(club.status),
    date,
    checklist: [
      {
        item: "financial",
        // How members pay: a bank account, instructions on the invoice, or online payments' keys.
        done: Boolean(
          financial.bankDetails.accountNumber || financial.paymentInstructions || credentials.configured,
        ),
      },
      { item: "membershipTypes", done: pricedType },
      {
        item: "sender",
        done: Boolean(communication.defaultSenderName && communication.defaultSenderEmail),
      },
    ],
    firstDay: { today, dueNow },
  };
}

/**
 * What the first day would send now (issue 32 §4: the import's result says it): for a club setting up, its
 * go-live day started from today; for a live club, the daily jobs' next run as things stand.
 */
export async function importFirstDay(
  db: Db,
  access: Pick<Access, "clubId">,
  now: Date,
  context: FirstDayContext,
): Promise<ImportFirstDay> {
  const { clubId } = access;
  const club = await clubOrRefuse(db, clubId);
  const status = clubStatusOf(club.status);
  const date = await clubToday(db, clubId, now);
  const currency = financialSettingsOf(club.financialSettings).currency || club.currency;
  const start = status === "setting_up" ? "today" : "dueNow";
  const firstDay = await countFirstDay(db, { clubId, localDate: date }, currency, start, context);
  return { status, date, firstDay };
}

/**
 * Takes the club live (its owner; audited): from then on the daily jobs run for it, their first day being today
 * (the days it was setting up wrote no `job_runs` row). Started `today` (the default), each membership whose
 * period ended before today gets its `quiet` history line in the same transaction, so that no renewal invoice or
 * notice goes out for it; `dueNow` leaves everything due to the jobs. A club that is live already: 409.
 */
export async function goLive(
  db: Db,
  access: Pick<Access, "clubId">,
  input: GoLiveInput,
  audit: AuditContext,
  now: Date,
): Promise<GoLiveResult> {
  const { start } = goLiveInputSchema.parse(input);
  const { clubId } = access;
  return withAudit(db, audit, async (tx) => {
    const status = await lockClubStatus(tx, clubId);
    if (status === undefined) throw new AppError("NOT_FOUND", t("errors").clubNotFound);
    if (clubStatusOf(status) === "active") throw new AppError("CONFLICT", t("errors").clubs.alreadyLive);
    const today = await clubToday(tx, clubId, now);
    const pastLeftUnbilled = start === "today" ? await leavePastQuiet(tx, clubId, today, audit.actorId) : 0;
    await setClubLive(tx, clubId, now);
    return { status: "active" as const, start, pastLeftUnbilled };
  });
}

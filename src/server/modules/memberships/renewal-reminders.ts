import { addDays } from "../../../shared/dates.ts";
import { formatCalendarDate } from "../../../shared/formats.ts";
import { type Locale, matchLocale } from "../../../shared/i18n/locales.ts";
import type { MembershipStatus } from "../../../shared/member-statuses.ts";
import type { Db } from "../../db/client.ts";
import { t } from "../../i18n.ts";
import type {
  BatchOutcome,
  ClubDay,
  DailyClubJobInBatches,
  DailyContext,
  DayProgress,
} from "../../jobs/daily.ts";
import { JOB_BATCH_ROWS } from "../../jobs/yield.ts";
import { type ClubMail, renderClubEmail, sendClubMail } from "../../mail/club-mail.ts";
import { transactionMailer } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { type ClubContext, loadClubContext } from "../clubs/club-context.ts";
import { renderBody, renderSubject } from "../communications/render.ts";
import { builtinText, findBuiltinVersions, memberValues } from "../communications/templates.service.ts";
import {
  accountLanguages,
  type DueReminderRow,
  insertMembershipEvents,
  membersDueReminder,
} from "./memberships.repository.ts";

/*
 * Membership renewal reminders (issue 16 item 4): an e-mail 60, 30 and 7 days before a membership ends and
 * one when it has ended, each once per end date. A reminder is due while the days left are within its window
 * (60: 31 to 60 days left; 30: 8 to 30; 7: 1 to 7; the end: its day and up to 7 days after), so that a day the server
 * missed is made up the next day, and a window passed without one is not sent late. Each sent reminder is a
 * line of the member's membership history ("reminded", its note the window), which is also how it is sent
 * once. Off when the club's automated reminders or e-mail notifications are off (mail/club-sender.ts).
 *
 * Sent in batches (decision 037): a batch of `batchRows` members per short transaction, each reminder's e-mail
 * and history line in the batch's transaction, so that a run stopped between two batches goes on with the
 * members not reminded yet. A reminder is either of the day's flow (its window opened today or yesterday) or
 * of a backlog (its window opened earlier and none went: the first run after an import or a seed, reminders
 * switched on again): the flow goes in full, the backlog only while the club's day has sent fewer than
 * REMINDER_BACKLOG_PER_DAY reminders in all, the memberships that end first first; the rest follows on the
 * next days (a backlog reminder whose window closes first gives way to the next window's).
 */

/** Reminders a club's day sends at most, unless its own flow alone is more (decision 037). */
export const REMINDER_BACKLOG_PER_DAY = 1000;
/** A window opened this many days ago or less: the day's flow (a server down for a day still counts it). */
const FLOW_DAYS = 2;

/** The reminders' windows, by the days before the end at which each opens (0: the end), the first first. */
export const RENEWAL_REMINDER_DAYS = [60, 30, 7, 0] as const;
/** How long after the end the "has ended" reminder may still go (a server down on the day). */
const ENDED_WINDOW_DAYS = 7;
/** The first window's days: no reminder is due to a membership that ends later. */
const FIRST_WINDOW_DAYS = Math.max(...RENEWAL_REMINDER_DAYS);

/**
 * The window of a membership `daysLeft` days before its end (negative: after it): the window of the fewest days
 * that are at least as many (45 days left: 60; 30: 30; 3: 7; ended 2 days ago: the end's, 0), undefined
 * outside them all.
 */
function reminderWindowOf(daysLeft: number): number | undefined {
  if (daysLeft < -ENDED_WINDOW_DAYS || daysLeft > FIRST_WINDOW_DAYS) return undefined;
  return Math.min(...RENEWAL_REMINDER_DAYS.filter((days) => days >= daysLeft));
}

/** The days from `from` to `to` (two YYYY-MM-DD dates). */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A reminder due: its member as read, the window it is of and the days left until the end. */
interface DueReminder extends DueReminderRow {
  window: number;
  daysLeft: number;
}

/** Where a run's reading of due reminders stands: at an end date, after a member (by id) or from its first. */
interface ReadCursor {
  endingOn: string;
  afterId: string | null;
}

/**
 * Up to `limit` members ending on `from.endingOn` (after `from.afterId`) whose reminder of the window they are
 * in on `today` (the club's date) has not gone, by id. All of them are in the same window, that of the end date.
 */
async function dueReminders(
  tx: Db,
  clubId: string,
  today: string,
  limit: number,
  from: ReadCursor,
): Promise<DueReminder[]> {
  const daysLeft = daysFrom(today, from.endingOn);
  const window = reminderWindowOf(daysLeft);
  if (window === undefined) return [];
  const rows = await membersDueReminder(tx, clubId, { ...from, reminder: window, limit });
  return rows.map((row) => ({ ...row, window, daysLeft }));
}

/** The end dates whose reminders are the day's flow (a window opens on them today or within FLOW_DAYS). */
function flowDates(today: string): string[] {
  return RENEWAL_REMINDER_DAYS.flatMap((window) =>
    Array.from({ length: FLOW_DAYS }, (_, k) => addDays(today, window - k)),
  ).sort();
}

/** The other end dates of the windows, in order: their reminders not sent yet are a backlog. */
function backlogDates(today: string): string[] {
  const flow = new Set(flowDates(today));
  return Array.from({ length: FIRST_WINDOW_DAYS + ENDED_WINDOW_DAYS + 1 }, (_, i) =>
    addDays(today, i - ENDED_WINDOW_DAYS),
  ).filter((d) => !flow.has(d));
}

/**
 * Up to `limit` due reminders of members ending on `dates` (in order), from `from` on: one end date after the
 * other, by member id, until there are enough.
 */
async function dueOn(
  tx: Db,
  clubId: string,
  today: string,
  dates: string[],
  limit: number,
  from: ReadCursor | undefined,
): Promise<DueReminder[]> {
  const found: DueReminder[] = [];
  const start = from ? Math.max(0, dates.indexOf(from.endingOn)) : 0;
  for (let i = start; i < dates.length && found.length < limit; i++) {
    const endingOn = dates[i] as string;
    const afterId = from?.endingOn === endingOn ? from.afterId : null;
    found.push(...(await dueReminders(tx, clubId, today, limit - found.length, { endingOn, afterId })));
  }
  return found;
}

const cursorAfter = (rows: DueReminder[], otherwise?: ReadCursor): ReadCursor | undefined => {
  const last = rows.at(-1);
  return last ? { endingOn: last.endDate.slice(0, 10), afterId: last.id } : otherwise;
};

/**
 * The reminder's wording (the club's version in the reader's language, else the product's built-in text)
 * filled in for the member of `row`: the values communications' builtinWording gives a member
 * (templates.service.ts), from what the batch read of them rather than from a query per member.
 */
function wordingFor(
  text: { subject: string; bodyHtml: string },
  row: DueReminderRow,
  club: ClubContext,
  locale: Locale,
) {
  const values = memberValues(
    {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      membershipNumber: row.membershipNumber,
      membershipTypeName: row.typeName ?? "",
      membershipType: row.membershipType,
      membershipStatus: row.membershipStatus as MembershipStatus,
      membershipEndDate: row.endDate,
    },
    club,
    locale,
  );
  return { subject: renderSubject(text.subject, values), body: renderBody(text.bodyHtml, values) };
}

/**
 * A batch of a club's renewal reminders for its day: up to `context.batchRows` of them written to the outbox in
 * `tx` with their history lines, the backlog's within what the day has left of REMINDER_BACKLOG_PER_DAY
 * (`progress`: what the day's batches sent so far). Answers how many were written, and whether more are due.
 */
export async function sendRenewalReminders(
  tx: Db,
  day: ClubDay,
  context: DailyContext,
  progress: DayProgress = { processed: 0, batches: 0 },
): Promise<BatchOutcome> {
  const none = { done: 0, counts: { reminded: 0 }, more: false };
  const serverFrom = context.mailFrom ?? "Clubhouse <no-reply@clubhouse.localhost>";
  const club = await loadClubContext(tx, day.clubId, serverFrom);
  if (!club) return none;
  // Reminders are notifications: none while the club switched them or its notification e-mails off, and no
  // history line either, so that they go once switched on again.
  if (!club.communication.automatedReminders || !club.mail.sender.notifications) return none;
  const size = context.batchRows ?? JOB_BATCH_ROWS;
  // The flow first, in full; then the backlog, while the day has sent fewer than the cap in all.
  const cap = context.reminderBacklogPerDay ?? REMINDER_BACKLOG_PER_DAY;
  // Each part read from where this run's previous batch stopped (from the start after a restart).
  const read = progress.cursor as { flow?: ReadCursor; backlog?: ReadCursor } | undefined;
  const flow = await dueOn(tx, club.id, day.localDate, flowDates(day.localDate), size + 1, read?.flow);
  const due = flow.slice(0, size);
  const cursor = { flow: cursorAfter(due, read?.flow), backlog: read?.backlog };
  let more = flow.length > size;
  if (!more) {
    const capRoom = cap - progress.processed - due.length;
    const batchRoom = size - due.length;
    // A batch filled by the flow's last rows: the next one looks for a backlog.
    if (capRoom > 0 && batchRoom === 0) more = true;
    else if (capRoom > 0) {
      const take = Math.min(batchRoom, capRoom);
      const dates = backlogDates(day.localDate);
      const backlog = (await dueOn(tx, club.id, day.localDate, dates, take + 1, read?.backlog)).slice(
        0,
        take + 1,
      );
      const taken = backlog.slice(0, take);
      due.push(...taken);
      cursor.backlog = cursorAfter(taken, read?.backlog);
      more = backlog.length > take && capRoom > take;
    }
  }
  if (due.length === 0) return none;
  const appUrl = (context.appUrl ?? "").replace(/\/+$/, "");
  // The readers' languages in one query, the club's own wording read once, the members' values from the
  // reading above: a batch costs a few statements, none a reminder (decision 037).
  const languageOf = await accountLanguages(
    tx,
    due.map((row) => row.email),
  );
  // The reminder is written from the built-in renewal reminder (communication templates, issue 33): the
  // club's version in the reader's language when it edited one, else the product's text in that language;
  // the days left stay the product's sentence.
  const versions = club.editedBuiltins.includes("renewal_reminder")
    ? await findBuiltinVersions(tx, club.id, "renewal_reminder")
    : [];
  const mails: ClubMail[] = due.map((row) => {
    const locale = memberEmailLocale({
      accountLanguage: matchLocale(languageOf.get(row.email.toLowerCase())),
      clubLanguage: club.formats.language,
    });
    const words = t("email", locale).renewalReminder;
    const date = formatCalendarDate(row.endDate, club.formats.dateFormat) ?? row.endDate;
    const type = row.typeName ?? row.membershipType;
    const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email;
    const status =
      row.daysLeft < 0
        ? words.ended(type, date)
        : row.daysLeft === 0
          ? words.endsToday(type, date)
          : words.ending(type, date, row.daysLeft);
    const wording = wordingFor(builtinText("renewal_reminder", versions, locale), row, club, locale);
    const content = renderClubEmail(club.mail, {
      locale,
      subject: wording.subject,
      heading: words.heading(name),
      paragraphs: [status],
      body: wording.body,
      ...(appUrl ? { action: { label: words.action, url: `${appUrl}/` } } : {}),
      footer: words.footer(club.name),
    });
    return { to: row.email, content, tag: `membership-renewal-${row.window}` };
  });
  // Written in the batch's transaction with their history lines (which is how each goes once); one run of the
  // outbox delivers them once it commits.
  await sendClubMail(tx, transactionMailer(tx, serverFrom, context.queue), club.mail, mails, {
    notification: true,
  });
  await insertMembershipEvents(
    tx,
    club.id,
    due.map((row) => ({
      memberId: row.id,
      action: "reminded" as const,
      membershipType: row.membershipType,
      status: row.membershipStatus,
      startDate: row.startDate,
      endDate: row.endDate,
      note: String(row.window),
      actorId: null,
    })),
  );
  return { done: due.length, counts: { reminded: due.length }, more, cursor };
}

/** Each club's renewal reminders, in the morning of the club's own day (after its memberships moved on). */
export const renewalRemindersDailyJob: DailyClubJobInBatches = {
  name: "memberships.renewal-reminders",
  at: "08:00",
  batch: sendRenewalReminders,
};

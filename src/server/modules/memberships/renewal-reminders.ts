import { eq, sql } from "drizzle-orm";
import { type Branding, CLUB_DEFAULTS } from "../../../shared/clubs.ts";
import { addDays } from "../../../shared/dates.ts";
import { formatCalendarDate } from "../../../shared/formats.ts";
import { matchLocale } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { clubs, members, membershipEvents, membershipTypes } from "../../db/schema/clubs.ts";
import { t } from "../../i18n.ts";
import type {
  BatchOutcome,
  ClubDay,
  DailyClubJobInBatches,
  DailyContext,
  DayProgress,
} from "../../jobs/daily.ts";
import { JOB_BATCH_ROWS } from "../../jobs/yield.ts";
import { clubSender, fromClub } from "../../mail/club-sender.ts";
import { DELIVER_NOW, MAIL_OUTBOX_JOB } from "../../mail/mailer.ts";
import { enqueueMails, type OutgoingMail } from "../../mail/outbox.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import { type EmailTheme, renderEmail } from "../../mail/templates.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import { clubWordingOf } from "../communications/templates.service.ts";

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

export const RENEWAL_REMINDER_DAYS = [60, 30, 7, 0] as const;
/** How long after the end the "has ended" reminder may still go (a server down on the day). */
const ENDED_WINDOW_DAYS = 7;

interface DueRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  membership_type: string;
  type_name: string | null;
  membership_status: string;
  start_date: string;
  end_date: string;
  days_left: number;
  reminder_window: number;
}

/** Where a run's reading of due reminders stands: at an end date, after a member (by id) or from its first. */
interface ReadCursor {
  endingOn: string;
  afterId: string | null;
}

/**
 * Up to `limit` members ending on `from.endingOn` (after `from.afterId`) whose reminder of the window they are
 * in has not gone, on `today` (the club's date), by id: one end date's members read in the index (reading
 * every member of the windows took a batch 0.1–1.6 s at 100,000 members).
 */
async function dueReminders(
  tx: Db,
  clubId: string,
  today: string,
  limit: number,
  from: ReadCursor,
): Promise<DueRow[]> {
  const result = await tx.execute(sql`
    with candidates as (
      select m.id, m.email, m.first_name, m.last_name, m.membership_type, m.membership_status,
        m.membership_start_date::text as start_date, m.membership_end_date::text as end_date,
        (m.membership_end_date - ${today}::date) as days_left
      from ${members} m
      where m.club_id = ${clubId}
        and m.email is not null and m.email <> ''
        and m.membership_status in ('active', 'grace', 'expired')
        and m.membership_end_date between ${today}::date - ${ENDED_WINDOW_DAYS}::int and ${today}::date + 60
        and m.membership_end_date = ${from.endingOn}::date
        ${from.afterId ? sql`and m.id > ${from.afterId}::uuid` : sql``}
    ), windowed as (
      select c.*, case when c.days_left > 30 then 60 when c.days_left > 7 then 30 when c.days_left > 0 then 7
        else 0 end as reminder_window
      from candidates c
    )
    select w.*, mt.name as type_name
    from windowed w
    left join ${membershipTypes} mt on mt.club_id = ${clubId} and mt.code = w.membership_type
    -- The member's own history, looked up in its index (a NOT EXISTS read every history row of the club,
    -- hashed, in each batch: 0.1 s growing to 0.45 s at 100,000 members).
    left join lateral (
      select 1 as sent from ${membershipEvents} e
      where e.club_id = ${clubId} and e.member_id = w.id and e.action = 'reminded'
        and e.end_date = w.end_date::date and e.note = w.reminder_window::text
      limit 1
    ) reminded on true
    where reminded.sent is null
    order by w.id
    limit ${limit}`);
  return (result as unknown as { rows: DueRow[] }).rows.map((r) => ({
    ...r,
    days_left: Number(r.days_left),
    reminder_window: Number(r.reminder_window),
  }));
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
  return Array.from({ length: 60 + ENDED_WINDOW_DAYS + 1 }, (_, i) =>
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
): Promise<DueRow[]> {
  const found: DueRow[] = [];
  const start = from ? Math.max(0, dates.indexOf(from.endingOn)) : 0;
  for (let i = start; i < dates.length && found.length < limit; i++) {
    const endingOn = dates[i] as string;
    const afterId = from?.endingOn === endingOn ? from.afterId : null;
    found.push(...(await dueReminders(tx, clubId, today, limit - found.length, { endingOn, afterId })));
  }
  return found;
}

const cursorAfter = (rows: DueRow[], otherwise?: ReadCursor): ReadCursor | undefined => {
  const last = rows.at(-1);
  return last ? { endingOn: last.end_date.slice(0, 10), afterId: last.id } : otherwise;
};

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
  const [club] = await tx.select().from(clubs).where(eq(clubs.id, day.clubId)).limit(1);
  if (!club) return none;
  const settings = { ...CLUB_DEFAULTS.communication, ...(club.communicationSettings as object) };
  if (!settings.automatedReminders) return none;
  const sender = await clubSender(
    tx,
    club.id,
    context.mailFrom ?? "Clubhouse <no-reply@clubhouse.localhost>",
  );
  if (!sender.notifications) return none;
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
  const formats = clubFormatsOf(club);
  const branding = { ...CLUB_DEFAULTS.branding, ...(club.brandingSettings as Partial<Branding>) };
  const appUrl = (context.appUrl ?? "").replace(/\/+$/, "");
  // The readers' languages in one query, the club's own wording read once: a batch costs a few statements,
  // not four a reminder (decision 037).
  const accounts = await tx
    .select({ email: sql<string>`lower(${user.email})`, language: user.language })
    .from(user)
    .where(
      sql`lower(${user.email}) in (${sql.join(
        due.map((row) => sql`lower(${row.email})`),
        sql`, `,
      )})`,
    );
  const languageOf = new Map(accounts.map((a) => [a.email, a.language]));
  // The club's own wording, when it edited the built-in renewal reminder (communication templates): its
  // subject and text in place of the product's; the days left stay the product's sentence.
  const wording = await clubWordingOf(tx, "renewal_reminder", club);
  const mails: OutgoingMail[] = [];
  for (const row of due) {
    const locale = memberEmailLocale({
      accountLanguage: matchLocale(languageOf.get(row.email.toLowerCase())),
      clubLanguage: formats.language,
    });
    const words = t("email", locale).renewalReminder;
    const date = formatCalendarDate(row.end_date, formats.dateFormat) ?? row.end_date;
    const type = row.type_name ?? row.membership_type;
    const name = [row.first_name, row.last_name].filter(Boolean).join(" ") || row.email;
    const ended = row.days_left < 0;
    const status =
      row.days_left < 0
        ? words.ended(type, date)
        : row.days_left === 0
          ? words.endsToday(type, date)
          : words.ending(type, date, row.days_left);
    const custom = wording ? await wording({ memberId: row.id, email: row.email, locale }) : null;
    const content = renderEmail({
      locale,
      subject: custom?.subject ?? (ended ? words.subjectEnded(club.name) : words.subject(club.name, date)),
      heading: words.heading(name),
      ...(custom ? { paragraphs: [status], body: custom.body } : { paragraphs: [status, words.renew] }),
      ...(appUrl ? { action: { label: words.action, url: `${appUrl}/` } } : {}),
      footer: words.footer(club.name),
      brand: club.name,
      logoUrl: branding.logoUrl,
      primaryColor: branding.primaryColor,
      theme: branding.emailTheme as EmailTheme,
      signature: sender.signature,
    });
    mails.push(
      fromClub(sender, { to: row.email, ...content, tag: `membership-renewal-${row.reminder_window}` }),
    );
  }
  // Written in the batch's transaction with their history lines (which is how each goes once); one run of the
  // outbox delivers them once it commits.
  await enqueueMails(tx, sender.from, mails);
  await tx.insert(membershipEvents).values(
    due.map((row) => ({
      clubId: club.id,
      memberId: row.id,
      action: "reminded" as const,
      membershipType: row.membership_type,
      status: row.membership_status,
      startDate: row.start_date,
      endDate: row.end_date,
      note: String(row.reminder_window),
      actorId: null,
    })),
  );
  await context.queue.send(MAIL_OUTBOX_JOB, {}, { singletonKey: DELIVER_NOW, db: tx });
  return { done: due.length, counts: { reminded: due.length }, more, cursor };
}

/** Each club's renewal reminders, in the morning of the club's own day (after its memberships moved on). */
export const renewalRemindersDailyJob: DailyClubJobInBatches = {
  name: "memberships.renewal-reminders",
  at: "08:00",
  batch: sendRenewalReminders,
};

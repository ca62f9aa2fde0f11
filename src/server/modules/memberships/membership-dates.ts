import { type SQL, sql } from "drizzle-orm";

// Decision 012's rule of the dates, written once: the daily job's statements and the import's insert (and
// through advanceMemberships every single change) decide with these.

/** A club's grace period in days, from its membership settings (30 when not set); `club` is a clubs row. */
export function graceDaysOf(club: SQL): SQL {
  return sql`coalesce((${club}.membership_settings->>'gracePeriodDays')::int, 30)`;
}

/** The membership's period has ended: its end date is before the club's today (never, without an end). */
export function ended(end: SQL, today: SQL): SQL {
  return sql`${end} < ${today}`;
}

/** The grace period after the end is over too: the end date plus the grace days is before today. */
export function graceOver(end: SQL, today: SQL, graceDays: SQL): SQL {
  return sql`${end} < ${today} - ${graceDays}`;
}

/**
 * The status that the dates imply for a membership of `status` (SQL), where the daily job would leave it:
 * active or grace past the grace period → expired, active past its end → grace, any other as it is.
 */
export function impliedStatus(status: SQL, end: SQL, today: SQL, graceDays: SQL): SQL {
  return sql`case
    when ${status} in ('active', 'grace') and ${graceOver(end, today, graceDays)} then 'expired'
    when ${status} = 'active' and ${ended(end, today)} then 'grace'
    else ${status} end`;
}

/**
 * The member `member` (the members row's alias) is not left out by a quiet start (decision 061): no `quiet` line
 * of its history holds its current end date. A quiet import, or going live "from today", writes that line for a
 * membership whose period had already ended; the renewal invoices and the renewal notices skip it until the
 * membership has another end date (renewed by hand, or paid). Looked up in the history's index by member.
 */
export function notLeftQuiet(member: SQL): SQL {
  return sql`not exists (
    select 1 from membership_events q
    where q.club_id = ${member}.club_id and q.member_id = ${member}.id and q.action = 'quiet'
      and q.end_date = ${member}.membership_end_date)`;
}

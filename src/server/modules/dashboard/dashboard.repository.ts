import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

/*
 * What the staff dashboard reads (issue 18, decision 029): each section one query of the club's rows, by the
 * club's indexes. Dates are the club's calendar dates, worked out by the service.
 */

export interface MemberCount {
  kind: "joined" | "ended" | "ending";
  status: string;
  /** YYYY-MM; null for the ending count. */
  month: string | null;
  n: number;
}

/**
 * Every members figure in one query: the club's member counts by status and month (member_counts, kept by its
 * triggers: a few hundred rows, whatever the club's size), and the active memberships ending from `today` to
 * `endingUntil` (a range of members_club_membership_idx). The service adds them up.
 */
export async function memberCounts(
  db: Db,
  clubId: string,
  dates: { today: string; endingUntil: string },
): Promise<MemberCount[]> {
  const result = await db.execute(sql`
    select kind, membership_status as status, to_char(month, 'YYYY-MM') as month, n from member_counts
    where club_id = ${clubId} and n <> 0
    union all
    select 'ending', 'active', null, count(*)::int from members
    where club_id = ${clubId} and membership_status = 'active'
      and membership_end_date between ${dates.today}::date and ${dates.endingUntil}::date`);
  return rowsOf<MemberCount>(result).map((r) => ({ ...r, n: Number(r.n) }));
}

/**
 * The club's active courses in their order, with their day rules and the players their tee times hold on
 * `date` (golf_tee_slots.booked, kept by its trigger: booked and checked-in players, not cancelled ones).
 */
export async function courseUse(db: Db, clubId: string, date: string) {
  const result = await db.execute(sql`
    select c.id, c.name, c.days, coalesce(sum(s.booked), 0)::int as booked
    from golf_courses c
    left join golf_tee_slots s on s.course_id = c.id and s.tee_date = ${date}::date
    where c.club_id = ${clubId} and c.active
    group by c.id
    order by c.position, c.name`);
  return rowsOf<{ id: string; name: string; days: unknown; booked: number }>(result);
}

/**
 * Revenue per month and currency from `from` to `to`: payments received in the month less refunds given in
 * it (a refund counts in the month it was given, whatever the payment's).
 */
export async function revenueByMonth(db: Db, clubId: string, from: string, to: string) {
  const result = await db.execute(sql`
    with moves as (
      select currency, to_char(received_on, 'YYYY-MM') as month, amount_minor as amount from payments
      where club_id = ${clubId} and received_on between ${from}::date and ${to}::date
      union all
      -- The few refunds each find their payment's currency by its primary key (a join read every payment).
      select (select p.currency from payments p where p.id = r.payment_id), to_char(r.refunded_on, 'YYYY-MM'),
        -r.amount_minor
      from refunds r
      where r.club_id = ${clubId} and r.refunded_on between ${from}::date and ${to}::date
    )
    select month, currency, sum(amount)::bigint as amount from moves group by 1, 2 order by 1, 2`);
  return rowsOf<{ month: string; currency: string; amount: string | number }>(result).map((r) => ({
    month: r.month,
    currency: r.currency,
    amountMinor: Number(r.amount),
  }));
}

/** Messages whose sending started at or after `since` (not cancelled), and the recipients they were written to. */
export async function messagesSince(db: Db, clubId: string, since: Date) {
  const result = await db.execute(sql`
    select count(*)::int as messages, coalesce(sum(recipient_count), 0)::int as recipients from messages
    where club_id = ${clubId} and started_at >= ${since.toISOString()}::timestamptz and status <> 'cancelled'`);
  const [row] = rowsOf<{ messages: number; recipients: number }>(result);
  return { messages: Number(row?.messages ?? 0), recipients: Number(row?.recipients ?? 0) };
}

/** The club's latest trail entries, newest first, with the acting user's name (one range of the trail's index). */
export async function recentTrail(db: Db, clubId: string, limit: number) {
  const result = await db.execute(sql`
    select t.id, t.table_name, t.action, t.changed_by, u.name as changed_by_name, t.changed_at
    from (
      select id, table_name, action, changed_by, changed_at from audit_trail
      where club_id = ${clubId} order by changed_at desc, id desc limit ${limit}
    ) t
    left join "user" u on u.id = t.changed_by
    order by t.changed_at desc, t.id desc`);
  return rowsOf<{
    id: number | string;
    table_name: string;
    action: "INSERT" | "UPDATE" | "DELETE";
    changed_by: string;
    changed_by_name: string | null;
    changed_at: Date | string;
  }>(result).map((r) => ({
    id: Number(r.id),
    tableName: r.table_name,
    action: r.action,
    changedBy: r.changed_by,
    changedByName: r.changed_by_name,
    changedAt: new Date(r.changed_at).toISOString(),
  }));
}

import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";

/*
 * What the staff dashboard reads (issue 18, decision 029): each section one query of the club's rows, by the
 * club's indexes. Dates are the club's calendar dates, worked out by the service.
 */

export interface MemberCount {
  kind: "joined" | "ended" | "ends";
  status: string;
  /** YYYY-MM of the month (joined, ended); YYYY-MM-DD of the end date (ends). */
  day: string;
  n: number;
}

/**
 * Every members figure in one query of the club's member counts (member_counts, kept by its triggers): by
 * status and month joined or ended, and the active memberships ending from `today` to `endingUntil`. A few
 * hundred rows whatever the club's size; the service adds them up.
 */
export async function memberCounts(
  db: Db,
  clubId: string,
  dates: { today: string; endingUntil: string },
): Promise<MemberCount[]> {
  const result = await db.execute(sql`
    select kind, membership_status as status,
      case when kind = 'ends' then to_char(day, 'YYYY-MM-DD') else to_char(day, 'YYYY-MM') end as day, n
    from member_counts
    where club_id = ${clubId} and n <> 0
      and (kind <> 'ends' or day between ${dates.today}::date and ${dates.endingUntil}::date)`);
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
      -- Summed per day by the index's order before any month is written (to_char on every row cost more than
      -- reading them).
      select currency, received_on as day, sum(amount_minor) as amount from payments
      where club_id = ${clubId} and received_on between ${from}::date and ${to}::date
      group by 1, 2
      union all
      -- The few refunds each find their payment's currency by its primary key (a join read every payment).
      select (select p.currency from payments p where p.id = r.payment_id), r.refunded_on, -r.amount_minor
      from refunds r
      where r.club_id = ${clubId} and r.refunded_on between ${from}::date and ${to}::date
    ),
    months as (
      select date_trunc('month', day) as month, currency, sum(amount) as amount from moves group by 1, 2
    )
    select to_char(month, 'YYYY-MM') as month, currency, amount::bigint as amount from months order by 1, 2`);
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

/**
 * The club's latest trail entries, newest first, with the acting user's name: one range of the trail's index
 * `(club_id, changed_at desc nulls last, id desc nulls last)`. The order says `nulls last` as the index does
 * (both columns are never null): a plain `desc` is nulls first, which made PostgreSQL read and sort the club's
 * whole trail for 8 rows (issue 30, decision 036).
 */
export async function recentTrail(db: Db, clubId: string, limit: number) {
  // The record's name from its row as the entry keeps it (after the change, or before a removal): an invoice's
  // number, a person's name, a name, a subject, a line's description (issue 34).
  const result = await db.execute(sql`
    select t.id, t.table_name, t.action, t.changed_by, u.name as changed_by_name, t.changed_at,
      coalesce(
        nullif(t.data->>'number', ''),
        nullif(trim(concat_ws(' ', t.data->>'first_name', t.data->>'last_name')), ''),
        nullif(t.data->>'name', ''),
        nullif(t.data->>'subject', ''),
        nullif(t.data->>'description', '')
      ) as record_name
    from (
      select id, table_name, action, changed_by, changed_at, coalesce(new_data, old_data) as data from audit_trail
      where club_id = ${clubId} order by changed_at desc nulls last, id desc nulls last limit ${limit}
    ) t
    left join "user" u on u.id = t.changed_by
    order by t.changed_at desc nulls last, t.id desc nulls last`);
  return rowsOf<{
    id: number | string;
    table_name: string;
    action: "INSERT" | "UPDATE" | "DELETE";
    changed_by: string;
    changed_by_name: string | null;
    changed_at: Date | string;
    record_name: string | null;
  }>(result).map((r) => ({
    id: Number(r.id),
    tableName: r.table_name,
    action: r.action,
    changedBy: r.changed_by,
    changedByName: r.changed_by_name,
    changedAt: new Date(r.changed_at).toISOString(),
    recordName: r.record_name ? r.record_name.slice(0, 120) : null,
  }));
}

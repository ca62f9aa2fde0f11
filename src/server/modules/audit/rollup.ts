import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/*
 * The trail's daily sums (issue 17): audit_trail_daily holds, per club, UTC day, table, action and actor, how
 * many rows the trail has; audit_rollup_state.rolled_until says up to which day (excluded) it does. The job
 * `audit.rollup` sums each finished day once, up to a month of days per transaction, up to the day before yesterday: a
 * transaction that began yesterday and commits late still lands in a day not summed yet. The trail is only
 * ever added to (changed_at is the writing transaction's time), and retention deletes whole days of both the
 * rows and their sums, so the sums stay exact.
 */

const DAY_MS = 86_400_000;
const MONTH_DAYS = 31;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Rows<T> = { rows: T[] };

export async function runRollup(db: Db, now: Date): Promise<{ days: number }> {
  const target = Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS;
  const [state] = (
    (await db.execute(
      sql`select rolled_until::text as day from audit_rollup_state where id = 1`,
    )) as unknown as Rows<{ day: string }>
  ).rows;
  let day: number;
  if (state) {
    day = Date.parse(`${state.day}T00:00:00Z`);
  } else {
    const [oldest] = (
      (await db.execute(sql`select min(changed_at) as at from audit_trail`)) as unknown as Rows<{
        at: string | Date | null;
      }>
    ).rows;
    const at = oldest?.at ? new Date(oldest.at).getTime() : target;
    day = Math.min(target, Math.floor(at / DAY_MS) * DAY_MS);
    await db.execute(
      sql`insert into audit_rollup_state (id, rolled_until) values (1, ${isoDay(day)}) on conflict do nothing`,
    );
  }
  let days = 0;
  // Up to a month of days per transaction: a first run over years of rows takes a few dozen passes.
  for (; day < target; ) {
    const until = Math.min(target, day + MONTH_DAYS * DAY_MS);
    const start = new Date(day).toISOString();
    const end = new Date(until).toISOString();
    await db.transaction(async (tx) => {
      // The state row locked first: two runs side by side sum each day once.
      const [locked] = (
        (await tx.execute(
          sql`select rolled_until::text as day from audit_rollup_state where id = 1 for update`,
        )) as unknown as Rows<{ day: string }>
      ).rows;
      if (locked?.day !== isoDay(day)) return;
      await tx.execute(sql`insert into audit_trail_daily (club_id, day, table_name, action, changed_by, rows)
        select club_id, (changed_at at time zone 'UTC')::date, table_name, action, changed_by, count(*)
        from audit_trail
        where changed_at >= ${start} and changed_at < ${end} and club_id is not null
        group by 1, 2, 3, 4, 5
        on conflict (club_id, day, table_name, action, changed_by)
          do update set rows = audit_trail_daily.rows + excluded.rows`);
      await tx.execute(sql`update audit_rollup_state set rolled_until = ${isoDay(until)} where id = 1`);
    });
    days += Math.round((until - day) / DAY_MS);
    day = until;
  }
  return { days };
}

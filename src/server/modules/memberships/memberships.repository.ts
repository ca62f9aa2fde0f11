import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubs, members, membershipEvents } from "../../db/schema/clubs.ts";
import type { MemberRow } from "../members/members.repository.ts";

export type NewMembershipEvent = Omit<typeof membershipEvents.$inferInsert, "clubId" | "id" | "createdAt">;

/** Writes history rows (in the caller's transaction, beside the audited change of the member rows). */
export async function insertMembershipEvents(
  tx: Db,
  clubId: string,
  events: NewMembershipEvent[],
): Promise<void> {
  if (events.length === 0) return;
  // Large imports: a few thousand rows per statement keeps under PostgreSQL's parameter limit.
  for (let i = 0; i < events.length; i += 2000) {
    await tx.insert(membershipEvents).values(events.slice(i, i + 2000).map((e) => ({ ...e, clubId })));
  }
}

export type MembershipValues = Pick<
  MemberRow,
  "membershipType" | "membershipStatus" | "membershipStartDate" | "membershipEndDate"
>;

export async function updateMembership(
  tx: Db,
  clubId: string,
  memberId: string,
  values: Partial<MembershipValues>,
): Promise<void> {
  await tx
    .update(members)
    .set(values)
    .where(and(eq(members.clubId, clubId), eq(members.id, memberId)));
}

function movedCount(result: unknown): number {
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The clubs' days as a VALUES list: (club_id, today). */
function clubDays(days: { clubId: string; today: string }[]) {
  return sql`(values ${sql.join(
    days.map((d) => sql`(${d.clubId}::uuid, ${d.today}::date)`),
    sql`, `,
  )}) as day(club_id, today)`;
}

/**
 * Active memberships whose end date is before their club's today pass to grace, with a history row each
 * ('grace', no actor). One statement for every club; it reads the index (club_id, membership_status,
 * membership_end_date). The history rows take the clock's time, not the transaction's, so that a membership
 * taken through grace to expired in one run shows the two in order. Returns the number moved.
 */
export async function moveEndedToGrace(tx: Db, days: { clubId: string; today: string }[]): Promise<number> {
  if (days.length === 0) return 0;
  const result = await tx.execute(sql`
    with moved as (
      update ${members} m set membership_status = 'grace', updated_at = now()
      from ${clubDays(days)}
      where m.club_id = day.club_id
        and m.membership_status = 'active'
        and m.membership_end_date < day.today
      returning m.id, m.club_id, m.membership_type, m.membership_start_date, m.membership_end_date
    )
    , logged as (
      insert into ${membershipEvents}
        (club_id, member_id, action, membership_type, status, start_date, end_date, created_at)
      select club_id, id, 'grace', membership_type, 'grace', membership_start_date, membership_end_date,
        clock_timestamp()
      from moved
      returning 1
    )
    select count(*)::int as n from logged`);
  return movedCount(result);
}

/**
 * Grace memberships whose end date plus the club's `grace_period_days` is before the club's today expire,
 * with a history row each ('expired', no actor). Returns the number moved.
 */
export async function moveGraceToExpired(tx: Db, days: { clubId: string; today: string }[]): Promise<number> {
  if (days.length === 0) return 0;
  const result = await tx.execute(sql`
    with moved as (
      update ${members} m set membership_status = 'expired', updated_at = now()
      from ${clubDays(days)}
      join ${clubs} c on c.id = day.club_id
      where m.club_id = day.club_id
        and m.membership_status = 'grace'
        and m.membership_end_date
          < day.today - coalesce((c.membership_settings->>'gracePeriodDays')::int, 30)
      returning m.id, m.club_id, m.membership_type, m.membership_start_date, m.membership_end_date
    )
    , logged as (
      insert into ${membershipEvents}
        (club_id, member_id, action, membership_type, status, start_date, end_date, created_at)
      select club_id, id, 'expired', membership_type, 'expired', membership_start_date, membership_end_date,
        clock_timestamp()
      from moved
      returning 1
    )
    select count(*)::int as n from logged`);
  return movedCount(result);
}

import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { user } from "../../db/schema/auth.ts";
import { clubs, members, membershipEvents, membershipTypes } from "../../db/schema/clubs.ts";
import { ended, graceDaysOf, graceOver, notLeftQuiet } from "./membership-dates.ts";

type MemberRow = typeof members.$inferSelect;

export type NewMembershipEvent = Omit<typeof membershipEvents.$inferInsert, "clubId" | "id" | "createdAt">;

const memberRows = clubRows(members, "member");

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

export const updateMembership = memberRows.update;

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

/** Only these members (all of the clubs' members when undefined): one JSON parameter, however many. */
function onlyMembers(memberIds: string[] | undefined) {
  return memberIds
    ? sql`and m.id in (select value::uuid from json_array_elements_text(${JSON.stringify(memberIds)}::json))`
    : sql``;
}

/**
 * Moves the clubs' memberships of status `from` that `when` picks (`m` the member, `day` the club's day,
 * `c` the club) to `to`, with a history row each (action `to`, no actor), and answers how many. One statement
 * for every club; it reads the index (club_id, membership_status, membership_end_date). The history rows take
 * the clock's time, not the transaction's, so that a membership taken through grace to expired in one run
 * shows the two in order.
 */
async function move(
  tx: Db,
  days: { clubId: string; today: string }[],
  memberIds: string[] | undefined,
  step: { from: "active" | "grace"; to: "grace" | "expired"; when: SQL },
  limit?: number,
): Promise<number> {
  if (days.length === 0 || memberIds?.length === 0 || limit === 0) return 0;
  // The members to move first (`limit` of them at most: the daily job's batches, decision 037), then the move.
  const result = await tx.execute(sql`
    with picked as (
      select m.id
      from ${members} m
      join ${clubDays(days)} on m.club_id = day.club_id
      join ${clubs} c on c.id = day.club_id
      where m.membership_status = ${step.from}
        and ${step.when}
        ${onlyMembers(memberIds)}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}
    )
    , moved as (
      update ${members} m set membership_status = ${step.to}, updated_at = now()
      from picked
      where m.id = picked.id and m.membership_status = ${step.from}
      returning m.id, m.club_id, m.membership_type, m.membership_start_date, m.membership_end_date
    )
    , logged as (
      insert into ${membershipEvents}
        (club_id, member_id, action, membership_type, status, start_date, end_date, created_at)
      select club_id, id, ${step.to}, membership_type, ${step.to}, membership_start_date, membership_end_date,
        clock_timestamp()
      from moved
      returning 1
    )
    select count(*)::int as n from logged`);
  return movedCount(result);
}

/** Active memberships whose end date is before their club's today pass to grace. */
export function moveEndedToGrace(
  tx: Db,
  days: { clubId: string; today: string }[],
  memberIds?: string[],
  limit?: number,
): Promise<number> {
  const when = ended(sql`m.membership_end_date`, sql`day.today`);
  return move(tx, days, memberIds, { from: "active", to: "grace", when }, limit);
}

/** Grace memberships whose end date plus the club's grace period is before the club's today expire. */
export function moveGraceToExpired(
  tx: Db,
  days: { clubId: string; today: string }[],
  memberIds?: string[],
  limit?: number,
): Promise<number> {
  const when = graceOver(sql`m.membership_end_date`, sql`day.today`, graceDaysOf(sql`c`));
  return move(tx, days, memberIds, { from: "grace", to: "expired", when }, limit);
}

/** How many memberships a run moved on. */
export interface AdvanceResult {
  /** Active memberships past their end date, now in their grace period. */
  grace: number;
  /** Grace periods over, now expired. */
  expired: number;
}

/**
 * The daily job's moves on the club's day `today`: active memberships that ended before it pass to grace,
 * and grace memberships whose end date plus the club's grace period is before it expire, with a history row
 * per step. The job runs it for every member of a club; a new member, or a changed membership, is put
 * through it at once (`memberIds`). In this order, a membership long past its end passes through grace to
 * expired in one call, with both history rows. With `limit`, it moves that many at most (a batch of the daily
 * job, decision 037): grace first, then expiries with what the batch has left; the next batch goes on.
 */
export async function advanceMemberships(
  tx: Db,
  day: { clubId: string; today: string },
  memberIds?: string[],
  limit?: number,
): Promise<AdvanceResult> {
  const grace = await moveEndedToGrace(tx, [day], memberIds, limit);
  const expired = await moveGraceToExpired(
    tx,
    [day],
    memberIds,
    limit === undefined ? undefined : limit - grace,
  );
  return { grace, expired };
}

// ——— A quiet start (decision 061) ———

/**
 * Leaves the past of a quiet start unbilled: each of the club's members (of `memberIds`, else all) whose
 * membership's period ended before `today` and that a renewal invoice or notice could still be about (active,
 * grace or expired) gets a `quiet` line in its history for that end date, by `actorId`; one already left out for
 * it is not written again. The renewal invoices and notices skip those end dates (`notLeftQuiet`). Answers how
 * many were written. One statement.
 */
export async function leavePastQuiet(
  tx: Db,
  clubId: string,
  today: string,
  actorId: string | null,
  memberIds?: string[],
): Promise<number> {
  if (memberIds?.length === 0) return 0;
  const result = await tx.execute(sql`
    with logged as (
      insert into ${membershipEvents}
        (club_id, member_id, action, membership_type, status, start_date, end_date, note, actor_id)
      select m.club_id, m.id, 'quiet', m.membership_type, m.membership_status, m.membership_start_date,
        m.membership_end_date, ${today}, ${actorId}
      from ${members} m
      where m.club_id = ${clubId}
        and m.membership_status in ('active', 'grace', 'expired')
        and m.membership_end_date is not null and ${ended(sql`m.membership_end_date`, sql`${today}::date`)}
        ${onlyMembers(memberIds)}
        and ${notLeftQuiet(sql`m`)}
      returning 1
    )
    select count(*)::int as n from logged`);
  return movedCount(result);
}

// ——— Renewal reminders (renewal-reminders.ts) ———

/** A member a renewal reminder is due to, with what its e-mail and its history line are written from. */
export interface DueReminderRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  membershipNumber: string | null;
  membershipType: string;
  /** The name of the member's type (null were the type gone: its code stands in). */
  typeName: string | null;
  membershipStatus: string;
  startDate: string;
  endDate: string;
}

/**
 * Up to `limit` of the club's members ending on `endingOn` (after the member `afterId`), by id, with an e-mail
 * address and a membership a reminder is for, who have had no reminder of the window `reminder` (its days, the
 * note of its history line) for that end date. One end date's members are read in the index (reading every
 * member of the windows took a batch 0.1–1.6 s at 100,000 members); every member of them is in one window.
 */
export async function membersDueReminder(
  db: Db,
  clubId: string,
  due: { endingOn: string; afterId: string | null; reminder: number; limit: number },
): Promise<DueReminderRow[]> {
  const result = await db.execute(sql`
    select m.id, m.email, m.first_name, m.last_name, m.membership_number, m.membership_type,
      m.membership_status, m.membership_start_date::text as start_date, m.membership_end_date::text as end_date,
      mt.name as type_name
    from ${members} m
    left join ${membershipTypes} mt on mt.club_id = ${clubId} and mt.code = m.membership_type
    -- The member's own history, looked up in its index (a NOT EXISTS read every history row of the club,
    -- hashed, in each batch: 0.1 s growing to 0.45 s at 100,000 members).
    left join lateral (
      select 1 as sent from ${membershipEvents} e
      where e.club_id = ${clubId} and e.member_id = m.id and e.action = 'reminded'
        and e.end_date = m.membership_end_date and e.note = ${String(due.reminder)}
      limit 1
    ) reminded on true
    where m.club_id = ${clubId}
      and m.email is not null and m.email <> ''
      and m.membership_status in ('active', 'grace', 'expired')
      and m.membership_end_date = ${due.endingOn}::date
      ${due.afterId ? sql`and m.id > ${due.afterId}::uuid` : sql``}
      and reminded.sent is null
      and ${notLeftQuiet(sql`m`)}
    order by m.id
    limit ${due.limit}`);
  const rows = (result as unknown as { rows: Record<string, string | null>[] }).rows;
  return rows.map((r) => ({
    id: r.id as string,
    email: r.email as string,
    firstName: r.first_name ?? null,
    lastName: r.last_name ?? null,
    membershipNumber: r.membership_number ?? null,
    membershipType: r.membership_type as string,
    typeName: r.type_name ?? null,
    membershipStatus: r.membership_status as string,
    startDate: r.start_date as string,
    endDate: r.end_date as string,
  }));
}

/** The languages of the accounts of these addresses, by address in lower case, in one query. */
export async function accountLanguages(db: Db, emails: string[]): Promise<Map<string, string | null>> {
  if (emails.length === 0) return new Map();
  const accounts = await db
    .select({ email: sql<string>`lower(${user.email})`, language: user.language })
    .from(user)
    .where(
      sql`lower(${user.email}) in (${sql.join(
        emails.map((email) => sql`lower(${email})`),
        sql`, `,
      )})`,
    );
  return new Map(accounts.map((a) => [a.email, a.language]));
}

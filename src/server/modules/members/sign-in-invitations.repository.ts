import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubs, members, signInInvitationRuns, signInInvitations } from "../../db/schema/clubs.ts";
import { filterConditions, type MemberFilterValues } from "./members.repository.ts";

/*
 * The sign-in invitations' queries (decision 065). A member's link is "live" while it is not expired and went to
 * the member's present address (or is still to be written by the job).
 */

/**
 * The members of a selection: the list's filters, ids (already checked to be the club's), or those invited
 * before (a resend; optionally of these ids).
 */
export type MemberSet =
  | { filter: MemberFilterValues }
  | { memberIds: string[] }
  | { invited: true; memberIds?: string[] | undefined };

function setCondition(clubId: string, set: MemberSet): SQL {
  if ("filter" in set) return filterConditions(clubId, set.filter);
  const ids = set.memberIds ? inArray(members.id, set.memberIds) : undefined;
  if ("invited" in set) {
    return and(
      eq(members.clubId, clubId),
      ids,
      sql`exists (select 1 from ${signInInvitations} s where s.member_id = ${members.id})`,
    ) as SQL;
  }
  return and(eq(members.clubId, clubId), ids) as SQL;
}

/** A live link of the member (the outer `members` row): still to be written, or unexpired to its address. */
function liveLink(now: Date): SQL {
  return sql`exists (select 1 from ${signInInvitations} s where s.member_id = ${members.id}
    and (s.mail_id is null or (s.expires_at > ${now.toISOString()}::timestamptz
      and s.email = lower(${members.email}))))`;
}

/** How many of the ids are members of the club. */
export async function countClubMembers(db: Db, clubId: string, memberIds: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.clubId, clubId), inArray(members.id, memberIds)));
  return Number(row?.n ?? 0);
}

/** The set's counts: in all, with an account, without an address, with a live link, and the rest (to send). */
export async function countSet(db: Db, clubId: string, set: MemberSet, now: Date) {
  const live = liveLink(now);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      withAccount: sql<number>`count(*) filter (where ${members.userId} is not null)::int`,
      withoutEmail: sql<number>`count(*) filter (where ${members.userId} is null and ${members.email} is null)::int`,
      alreadyInvited: sql<number>`count(*) filter (where ${members.userId} is null and ${members.email} is not null and ${live})::int`,
    })
    .from(members)
    .where(setCondition(clubId, set));
  const total = Number(row?.total ?? 0);
  const withAccount = Number(row?.withAccount ?? 0);
  const withoutEmail = Number(row?.withoutEmail ?? 0);
  const alreadyInvited = Number(row?.alreadyInvited ?? 0);
  return {
    total,
    withAccount,
    withoutEmail,
    alreadyInvited,
    toSend: total - withAccount - withoutEmail - alreadyInvited,
  };
}

export async function insertRun(tx: Db, values: typeof signInInvitationRuns.$inferInsert): Promise<string> {
  const [row] = await tx
    .insert(signInInvitationRuns)
    .values(values)
    .returning({ id: signInInvitationRuns.id });
  if (!row) throw new Error("The sign-in invitation was not recorded");
  return row.id;
}

/**
 * Gives the next `limit` members of the set who get an e-mail (by id, after `after`) a link to be written by the
 * run, in the caller's transaction: a member's earlier link is replaced, so that it stops working. `resend` takes
 * those with a live link too; a member whose link is the run's already is left as it is (a run resolved again
 * after a restart sends nobody twice). Answers how many members it read and the last one's id.
 */
export async function assignLinksBatch(
  tx: Db,
  clubId: string,
  set: MemberSet,
  run: { id: string; resend: boolean },
  now: Date,
  page: { after: string | null; limit: number },
): Promise<{ read: number; last: string | null }> {
  const eligible = and(
    setCondition(clubId, set),
    sql`${members.userId} is null`,
    sql`${members.email} is not null`,
    page.after ? sql`${members.id} > ${page.after}::uuid` : undefined,
    run.resend ? undefined : sql`not ${liveLink(now)}`,
    sql`not exists (select 1 from ${signInInvitations} s where s.member_id = ${members.id} and s.run_id = ${run.id}::uuid)`,
  );
  const ids = await tx
    .select({ id: members.id })
    .from(members)
    .where(eligible)
    .orderBy(members.id)
    .limit(page.limit);
  if (ids.length === 0) return { read: 0, last: null };
  const values = sql.join(
    ids.map((r) => sql`(${clubId}::uuid, ${r.id}::uuid, ${run.id}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into sign_in_invitations (club_id, member_id, run_id) values ${values}
    on conflict (member_id) do update set run_id = excluded.run_id, token_hash = null, email = null,
      mail_id = null, sent_at = null, expires_at = null, opened_at = null, signed_in_at = null,
      updated_at = ${now.toISOString()}::timestamptz`);
  return { read: ids.length, last: ids.at(-1)?.id ?? null };
}

export interface UnwrittenLink {
  id: string;
  memberId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * The next links of the run to write, locked (SKIP LOCKED: a second run beside it takes others), of members who
 * still have no account and an address.
 */
export async function lockUnwritten(tx: Db, runId: string, limit: number): Promise<UnwrittenLink[]> {
  const result = await tx.execute(sql`
    select s.id, s.member_id as "memberId", lower(m.email) as email, m.first_name as "firstName",
      m.last_name as "lastName"
    from sign_in_invitations s join members m on m.id = s.member_id
    where s.run_id = ${runId}::uuid and s.mail_id is null and m.user_id is null and m.email is not null
    order by s.id
    limit ${limit}
    for update of s skip locked`);
  return (result as unknown as { rows: UnwrittenLink[] }).rows;
}

/** Notes each written link's token, address, outbox row and expiry, in one statement. */
export async function markWritten(
  tx: Db,
  written: { id: string; tokenHash: string; email: string; mailId: string }[],
  now: Date,
  expiresAt: Date,
): Promise<void> {
  if (written.length === 0) return;
  const values = sql.join(
    written.map((w) => sql`(${w.id}::uuid, ${w.tokenHash}, ${w.email}, ${w.mailId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    update sign_in_invitations s set token_hash = v.hash, email = v.email, mail_id = v.mail,
      sent_at = ${now.toISOString()}::timestamptz, expires_at = ${expiresAt.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, hash, email, mail) where s.id = v.id`);
}

/** The run of this id of the club. */
export async function findRun(db: Db, clubId: string, runId: string) {
  const [row] = await db
    .select()
    .from(signInInvitationRuns)
    .where(and(eq(signInInvitationRuns.clubId, clubId), eq(signInInvitationRuns.id, runId)));
  return row;
}

/** The club's latest run, and how many of its links are written. */
export async function latestRun(db: Db, clubId: string) {
  const [run] = await db
    .select()
    .from(signInInvitationRuns)
    .where(eq(signInInvitationRuns.clubId, clubId))
    .orderBy(desc(signInInvitationRuns.createdAt))
    .limit(1);
  if (!run) return null;
  const result = await db.execute(sql`
    select count(*)::int as links, count(*) filter (where s.mail_id is not null)::int as written,
      count(*) filter (where s.mail_id is null and m.user_id is null and m.email is not null)::int as unwritten
    from sign_in_invitations s join members m on m.id = s.member_id where s.run_id = ${run.id}::uuid`);
  const row = (result as unknown as { rows: { links: number; written: number; unwritten: number }[] })
    .rows[0];
  return {
    run,
    links: Number(row?.links ?? 0),
    written: Number(row?.written ?? 0),
    unwritten: Number(row?.unwritten ?? 0),
  };
}

/** A link's state from its row, its member and its outbox row, as SQL (see `signInInvitationStatuses`). */
const statusSql = sql`case
  when m.user_id is not null then 'signedIn'
  when s.opened_at is not null then 'opened'
  when o.status = 'sent' then 'sent'
  when o.status = 'failed' then 'failed'
  else 'queued' end`;

/** The club's invited members counted by their link's state. */
export async function countStatuses(db: Db, clubId: string) {
  const result = await db.execute(sql`
    select ${statusSql} as status, count(*)::int as n,
      count(*) filter (where m.user_id is null and m.email is not null)::int as resendable
    from sign_in_invitations s join members m on m.id = s.member_id
    left join mail_outbox o on o.id = s.mail_id
    where s.club_id = ${clubId}::uuid group by 1`);
  return (result as unknown as { rows: { status: string; n: number; resendable: number }[] }).rows;
}

/** The link of each of these members of the club that has one. */
export async function statusesOf(db: Db, clubId: string, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  const ids = sql.join(
    memberIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select s.member_id as "memberId", ${statusSql} as status, s.sent_at as "sentAt",
      s.opened_at as "openedAt", s.expires_at as "expiresAt"
    from sign_in_invitations s join members m on m.id = s.member_id
    left join mail_outbox o on o.id = s.mail_id
    where s.club_id = ${clubId}::uuid and s.member_id in (${ids})`);
  return (
    result as unknown as {
      rows: {
        memberId: string;
        status: string;
        sentAt: string | Date | null;
        openedAt: string | Date | null;
        expiresAt: string | Date | null;
      }[];
    }
  ).rows;
}

/** The link a token opens, with its member and club; `forUpdate` locks the link. */
export async function findLinkByToken(db: Db, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      link: signInInvitations,
      memberEmail: members.email,
      memberUserId: members.userId,
      firstName: members.firstName,
      lastName: members.lastName,
      clubName: clubs.name,
      branding: clubs.brandingSettings,
      preferences: clubs.preferences,
      timezone: clubs.timezone,
    })
    .from(signInInvitations)
    .innerJoin(members, eq(members.id, signInInvitations.memberId))
    .innerJoin(clubs, eq(clubs.id, signInInvitations.clubId))
    .where(eq(signInInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = forUpdate ? await query.for("update", { of: signInInvitations }) : await query;
  return row;
}

/** The link was opened: its first opening is kept. */
export async function markOpened(db: Db, clubId: string, linkId: string, now: Date): Promise<void> {
  await db
    .update(signInInvitations)
    .set({ openedAt: sql`coalesce(${signInInvitations.openedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(signInInvitations.clubId, clubId), eq(signInInvitations.id, linkId)));
}

export async function markSignedIn(tx: Db, clubId: string, linkId: string, now: Date): Promise<void> {
  await tx
    .update(signInInvitations)
    .set({
      signedInAt: now,
      openedAt: sql`coalesce(${signInInvitations.openedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(signInInvitations.clubId, clubId), eq(signInInvitations.id, linkId)));
}

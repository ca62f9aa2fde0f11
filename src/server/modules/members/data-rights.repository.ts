import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/client.ts";
import { containsPattern } from "../../db/patterns.ts";

/*
 * A member's data rights (GDPR articles 15 and 17, decision 060): the queries of a member's own data and of
 * its erasure. Every query names its club (a user's account and its mail, which belong to no club, only where
 * the account goes with the erasure). Rows are read as JSON (`to_jsonb`), times in UTC, as the club export's.
 */

export type JsonRow = Record<string, unknown>;

/** The rows of `query`, each a JSON object (the query selects one column `row` of jsonb as text). */
async function jsonRows(db: Db, query: SQL): Promise<JsonRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const result = await tx.execute(query);
    return rowsOf<{ row: string }>(result).map((r) => JSON.parse(r.row) as JsonRow);
  });
}

/** The keys of an audit row's data that name the member (their own record, or a row about them). */
const memberKeys = ["member_id", "booker_member_id", "host_member_id"] as const;

/** The audit trail's rows about the member: their record, and every audited row that names them by id. */
function aboutMember(memberId: string): SQL {
  const named = memberKeys.flatMap((k) => [
    sql`a.old_data ->> ${k} = ${memberId}`,
    sql`a.new_data ->> ${k} = ${memberId}`,
  ]);
  return sql`((a.table_name = 'members' and a.record_id = ${memberId}) or ${sql.join(named, sql` or `)})`;
}

// ——— Article 15: what the member's archive holds ———

export interface MemberData {
  member: JsonRow;
  history: JsonRow[];
  bookings: JsonRow[];
  invoices: JsonRow[];
  invoiceLines: JsonRow[];
  payments: JsonRow[];
  messages: JsonRow[];
  auditTrail: JsonRow[];
  auditEvents: JsonRow[];
}

/** Everything the club holds about one member, or undefined when the club has no such member. */
export async function memberData(db: Db, clubId: string, memberId: string): Promise<MemberData | undefined> {
  const [member] = await jsonRows(
    db,
    sql`select ((to_jsonb(m) - 'search_text') || jsonb_build_object('membership_type_name', t.name))::text as row
      from members m join membership_types t on t.club_id = m.club_id and t.code = m.membership_type
      where m.club_id = ${clubId} and m.id = ${memberId}`,
  );
  if (!member) return undefined;
  const userId = typeof member.user_id === "string" ? member.user_id : null;
  const history = await jsonRows(
    db,
    sql`select to_jsonb(e)::text as row from membership_events e
      where e.club_id = ${clubId} and e.member_id = ${memberId} order by e.created_at, e.id`,
  );
  // Their own places, and the guests they brought (whose green fees are billed to them); not the other
  // members of a group.
  const bookings = await jsonRows(
    db,
    sql`select jsonb_build_object('id', p.id, 'booking_id', p.booking_id, 'course', c.name,
        'tee_date', p.tee_date, 'tee_time', p.tee_time, 'starts_at', p.starts_at, 'ends_at', p.ends_at,
        'player', case when p.member_id = ${memberId} then 'member' else 'guest' end, 'guest_name', p.guest_name,
        'status', p.status, 'booking_source', b.source, 'green_fee_minor', p.green_fee_minor,
        'currency', p.currency, 'checked_in_at', p.checked_in_at, 'invoiced_at', p.invoiced_at,
        'created_at', p.created_at)::text as row
      from golf_booking_players p
      join golf_bookings b on b.id = p.booking_id
      join golf_courses c on c.id = p.course_id
      where p.club_id = ${clubId}
        and (p.member_id = ${memberId} or (p.member_id is null and p.host_member_id = ${memberId}))
      order by p.starts_at, p.id`,
  );
  const invoices = await jsonRows(
    db,
    sql`select (to_jsonb(i) - 'search_text')::text as row from invoices i
      where i.club_id = ${clubId} and i.member_id = ${memberId} order by i.created_at, i.id`,
  );
  const invoiceLines = await jsonRows(
    db,
    sql`select to_jsonb(l)::text as row from invoice_lines l join invoices i on i.id = l.invoice_id
      where l.club_id = ${clubId} and i.club_id = ${clubId} and i.member_id = ${memberId}
      order by i.created_at, i.id, l.position`,
  );
  const payments = await jsonRows(
    db,
    sql`select (to_jsonb(p) - 'gateway_reference')::text as row from payments p join invoices i on i.id = p.invoice_id
      where p.club_id = ${clubId} and i.club_id = ${clubId} and i.member_id = ${memberId}
      order by p.received_on, p.id`,
  );
  const messages = await jsonRows(
    db,
    sql`select jsonb_build_object('id', r.id, 'message_id', r.message_id, 'subject', m.subject,
        'email', r.email, 'name', r.name, 'status', r.status, 'error', r.error, 'sent_at', r.sent_at,
        'opened_at', r.opened_at, 'clicked_at', r.clicked_at, 'created_at', r.created_at)::text as row
      from message_recipients r join messages m on m.id = r.message_id
      where r.club_id = ${clubId} and m.club_id = ${clubId} and r.member_id = ${memberId}
      order by r.created_at, r.id`,
  );
  const auditTrail = await jsonRows(
    db,
    sql`select to_jsonb(a)::text as row from audit_trail a
      where a.club_id = ${clubId} and ${aboutMember(memberId)} order by a.id`,
  );
  const byThem = userId ? sql` or e.user_id = ${userId}` : sql``;
  const auditEvents = await jsonRows(
    db,
    sql`select to_jsonb(e)::text as row from audit_events e
      where e.club_id = ${clubId} and ((e.resource_type = 'member' and e.resource_id = ${memberId})${byThem})
      order by e.id`,
  );
  return {
    member,
    history,
    bookings,
    invoices,
    invoiceLines,
    payments,
    messages,
    auditTrail,
    auditEvents,
  };
}

// ——— Article 17: the erasure's writes (in the erasure's transaction, after the member's row is locked) ———

/**
 * The personal fields of the member's row replaced: `name` in the first name, the rest cleared (the custom
 * fields' values too: decision 064).
 */
export async function eraseMemberRow(
  tx: Db,
  clubId: string,
  memberId: string,
  values: { name: string; now: Date; cancel: boolean },
): Promise<void> {
  const membership = values.cancel ? sql`, membership_status = 'cancelled'` : sql``;
  const now = values.now.toISOString();
  await tx.execute(sql`update members set first_name = ${values.name}, last_name = null, email = null,
      phone_number = null, date_of_birth = null, notes = null, user_id = null, custom_fields = '{}'::jsonb,
      bulk_mail_unsubscribed_at = coalesce(bulk_mail_unsubscribed_at, ${now}::timestamptz), status = 'inactive',
      updated_at = ${now}::timestamptz${membership}
    where club_id = ${clubId} and id = ${memberId}`);
}

/** The member's history lines keep what happened, not the staff's notes about them. */
export async function clearHistoryNotes(tx: Db, clubId: string, memberId: string): Promise<void> {
  await tx.execute(
    sql`update membership_events set note = null where club_id = ${clubId} and member_id = ${memberId}`,
  );
}

/** Messages to the member keep their delivery, not the address and name they were written to. */
export async function eraseRecipients(
  tx: Db,
  clubId: string,
  memberId: string,
  email: string | null,
): Promise<void> {
  const byAddress = email ? sql` or lower(email) = lower(${email})` : sql``;
  await tx.execute(sql`update message_recipients set email = '', name = null, error = null
    where club_id = ${clubId} and (member_id = ${memberId}${byAddress})`);
}

/** The club's invitations to the address: gone (an accepted one made the record, a pending one is void). */
export async function deleteInvitationsTo(tx: Db, clubId: string, email: string): Promise<void> {
  await tx.execute(
    sql`delete from admin_invitations where club_id = ${clubId} and lower(email) = lower(${email})`,
  );
}

/** An administrator record the account left behind in the club (inactive): its names and address cleared. */
export async function eraseAdminRows(tx: Db, clubId: string, userId: string): Promise<void> {
  await tx.execute(sql`update club_admins set first_name = null, last_name = null, email = null,
      phone_number = null
    where club_id = ${clubId} and user_id = ${userId}`);
}

/** The member's calendar feed (its token's hash) goes. */
export async function deleteCalendarFeed(tx: Db, clubId: string, memberId: string): Promise<void> {
  await tx.execute(
    sql`delete from golf_calendar_feeds where club_id = ${clubId} and member_id = ${memberId}`,
  );
}

/**
 * The e-mails to the address, sent or waiting: the club's (`clubId`), or every one to it (`clubId` null,
 * when the account goes too), with their copies in the development mailbox.
 */
export async function deleteMailTo(tx: Db, clubId: string | null, email: string): Promise<void> {
  const whose = clubId ? sql` and club_id = ${clubId}` : sql``;
  const result = await tx.execute(
    sql`delete from mail_outbox where lower(to_address) = lower(${email})${whose} returning id::text as id`,
  );
  const ids = rowsOf<{ id: string }>(result).map((r) => r.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = sql.join(
      ids.slice(i, i + 1000).map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`delete from dev_mailbox where outbox_id in (${batch})`);
  }
  if (!clubId) await tx.execute(sql`delete from dev_mailbox where lower(to_address) = lower(${email})`);
}

/** Whether the account has a part in another club, or any administrator role, or owns a club. */
export async function accountKeptElsewhere(tx: Db, clubId: string, userId: string): Promise<boolean> {
  const result = await tx.execute(sql`select
      exists (select 1 from members where user_id = ${userId} and club_id <> ${clubId})
      or exists (select 1 from club_admins where user_id = ${userId}
        and (club_id <> ${clubId} or status = 'active'))
      or exists (select 1 from clubs where owner_id = ${userId}) as kept`);
  return Boolean(rowsOf<{ kept: boolean }>(result)[0]?.kept);
}

/**
 * Deletes an account that belongs to nobody else: its sessions and sign-in methods (cascade), its session
 * records, its sign-in failures and verification codes, and the account.
 */
export async function deleteAccount(tx: Db, userId: string, email: string): Promise<void> {
  const pattern = containsPattern(email.toLowerCase());
  await tx.execute(sql`delete from user_sessions where user_id = ${userId}`);
  await tx.execute(sql`delete from sign_in_failure where lower(email) = lower(${email})`);
  await tx.execute(
    sql`delete from verification where lower(identifier) like ${pattern} or lower(value) like ${pattern}`,
  );
  await tx.execute(sql`delete from "user" where id = ${userId}`);
}

export interface AuditRow {
  id: number;
  tableName: string;
  oldData: unknown;
  newData: unknown;
}

/**
 * The club's audit trail rows that hold the member's data: those about their record or naming them (`linked`),
 * and any whose values contain one of `needles` (their address, full name, telephone: copies such as an
 * invoice's addressee), the rows this transaction wrote included.
 */
export async function auditRowsHolding(
  tx: Db,
  clubId: string,
  memberId: string,
  needles: readonly string[],
): Promise<(AuditRow & { linked: boolean })[]> {
  const matches = needles.flatMap((n) => {
    const p = containsPattern(n);
    return [sql`a.old_data::text ilike ${p}`, sql`a.new_data::text ilike ${p}`];
  });
  const holding = matches.length ? sql` or ${sql.join(matches, sql` or `)}` : sql``;
  const result = await tx.execute(sql`select a.id::int as id, a.table_name as "tableName",
      a.old_data::text as "oldData", a.new_data::text as "newData", ${aboutMember(memberId)} as linked
    from audit_trail a where a.club_id = ${clubId} and (${aboutMember(memberId)}${holding})`);
  return rowsOf<{
    id: number;
    tableName: string;
    oldData: string | null;
    newData: string | null;
    linked: boolean;
  }>(result).map((r) => ({
    id: Number(r.id),
    tableName: r.tableName,
    oldData: r.oldData === null ? null : JSON.parse(r.oldData),
    newData: r.newData === null ? null : JSON.parse(r.newData),
    linked: Boolean(r.linked),
  }));
}

export async function updateAuditRow(tx: Db, clubId: string, row: AuditRow): Promise<void> {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  await tx.execute(sql`update audit_trail set old_data = ${json(row.oldData)}::jsonb,
      new_data = ${json(row.newData)}::jsonb
    where club_id = ${clubId} and id = ${row.id}`);
}

export interface AuditEventRow {
  id: number;
  userEmail: string | null;
  resourceName: string | null;
  errorMessage: string | null;
  requestPath: string | null;
  requestParams: unknown;
  oldValues: unknown;
  newValues: unknown;
  changes: unknown;
  metadata: unknown;
}

/**
 * The audit events that hold the member's data: the club's about the member or by their account, or holding
 * one of `needles`; with `allOfUser`, every event of the account (it is deleted with the erasure).
 */
export async function auditEventsHolding(
  tx: Db,
  clubId: string,
  memberId: string,
  userId: string | null,
  needles: readonly string[],
  allOfUser: boolean,
): Promise<AuditEventRow[]> {
  const text = sql`concat_ws(' ', e.user_email, e.resource_name, e.error_message, e.request_path,
    e.request_params::text, e.old_values::text, e.new_values::text, e.changes::text, e.metadata::text)`;
  const matches = needles.map((n) => sql`${text} ilike ${containsPattern(n)}`);
  const conditions = [
    sql`(e.resource_type = 'member' and e.resource_id = ${memberId})`,
    ...(userId ? [sql`e.user_id = ${userId}`] : []),
    ...matches,
  ];
  const inClub = sql`e.club_id = ${clubId} and (${sql.join(conditions, sql` or `)})`;
  const where = allOfUser && userId ? sql`(${inClub}) or e.user_id = ${userId}` : inClub;
  const result = await tx.execute(sql`select e.id::int as id, e.user_email as "userEmail",
      e.resource_name as "resourceName", e.error_message as "errorMessage", e.request_path as "requestPath",
      e.request_params::text as "requestParams", e.old_values::text as "oldValues",
      e.new_values::text as "newValues", e.changes::text as changes, e.metadata::text as metadata
    from audit_events e where ${where}`);
  const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : null);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    userEmail: (r.userEmail as string | null) ?? null,
    resourceName: (r.resourceName as string | null) ?? null,
    errorMessage: (r.errorMessage as string | null) ?? null,
    requestPath: (r.requestPath as string | null) ?? null,
    requestParams: parse(r.requestParams),
    oldValues: parse(r.oldValues),
    newValues: parse(r.newValues),
    changes: parse(r.changes),
    metadata: parse(r.metadata),
  }));
}

export async function updateAuditEvent(tx: Db, row: AuditEventRow): Promise<void> {
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  await tx.execute(sql`update audit_events set user_email = ${row.userEmail},
      resource_name = ${row.resourceName}, error_message = ${row.errorMessage},
      request_path = ${row.requestPath}, request_params = ${json(row.requestParams)}::jsonb,
      old_values = ${json(row.oldValues)}::jsonb, new_values = ${json(row.newValues)}::jsonb,
      changes = ${json(row.changes)}::jsonb, metadata = ${json(row.metadata)}::jsonb, anonymized = true
    where id = ${row.id}`);
}

/** The account's address and names (what the erasure looks for besides the record's), or undefined. */
export async function accountOf(
  tx: Db,
  userId: string,
): Promise<{ email: string; name: string; fullName: string } | undefined> {
  const result = await tx.execute(sql`select email, name,
      trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) as "fullName"
    from "user" where id = ${userId}`);
  return rowsOf<{ email: string; name: string; fullName: string }>(result)[0];
}

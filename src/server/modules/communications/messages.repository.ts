import { and, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Audience, MessageCounts, RecipientFilter } from "../../../shared/communication-messages.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs } from "../../db/club-rows.ts";
import { user } from "../../db/schema/auth.ts";
import { members } from "../../db/schema/clubs.ts";
import { messageRecipients, messages } from "../../db/schema/communications.ts";

/*
 * The messages' queries (issue 16). An audience is one WHERE over the club's members (its indexes: club and
 * type, club and membership status); its count, its resolution into recipients (INSERT … SELECT, a batch at
 * a time) and the sending's batches each read it once.
 */

export type MessageRow = typeof messages.$inferSelect;

/** The members an audience names. Deactivated member records receive nothing, unless chosen by name. */
export function audienceWhere(clubId: string, audience: Audience): SQL {
  const club = eq(members.clubId, clubId);
  const active = eq(members.status, "active");
  switch (audience.kind) {
    case "all":
      return and(club, active) as SQL;
    case "membershipType":
      return and(club, active, inArray(members.membershipType, audience.values)) as SQL;
    case "membershipStatus":
      return and(club, active, inArray(members.membershipStatus, audience.values)) as SQL;
    case "role":
      return and(club, active, inArray(members.role, audience.values)) as SQL;
    case "members":
      return and(club, inArray(members.id, audience.values)) as SQL;
    case "customField": {
      // Values as stored (decision 064): yes/no are booleans; each reads the GIN index members_custom_fields_idx.
      const held = audience.values.map((v) => {
        const value = v === "true" ? true : v === "false" ? false : v;
        return sql`${members.customFields} @> ${JSON.stringify({ [audience.fieldId]: value })}::jsonb`;
      });
      return and(club, active, or(...held)) as SQL;
    }
  }
}

// Addresses are stored trimmed, an empty one as null (memberFields): no function per row of 100,000.
const hasEmail = sql`(${members.email} is not null and ${members.email} <> '')`;

/** Who of an audience a message reaches, and who it leaves out and why: one count query. */
export async function countAudience(db: Db, clubId: string, audience: Audience) {
  const [row] = await db
    .select({
      recipients: sql<number>`count(*) filter (where ${hasEmail} and ${members.bulkMailUnsubscribedAt} is null)::int`,
      unsubscribed: sql<number>`count(*) filter (where ${hasEmail} and ${members.bulkMailUnsubscribedAt} is not null)::int`,
      withoutEmail: sql<number>`count(*) filter (where not ${hasEmail})::int`,
    })
    .from(members)
    .where(audienceWhere(clubId, audience));
  return {
    recipients: Number(row?.recipients ?? 0),
    unsubscribed: Number(row?.unsubscribed ?? 0),
    withoutEmail: Number(row?.withoutEmail ?? 0),
  };
}

/**
 * Writes the next `limit` members of the audience into the message's recipients, in the order of their ids,
 * after the last member written so far (decision 037: a batch per short transaction; 100,000 in one statement
 * held PGlite's connection for seconds). A member written already is left as is (a run tried again, or one
 * going on after a crash, doubles none). Answers how many members the batch read: fewer than `limit`, the
 * audience is all in.
 */
export async function resolveRecipientsBatch(tx: Db, message: MessageRow, limit: number): Promise<number> {
  const audience = message.audience as Audience;
  // Where the last batch ended: the unique index (message_id, member_id) answers it at once.
  const [last] = await tx
    .select({ memberId: messageRecipients.memberId })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.messageId, message.id), isNotNull(messageRecipients.memberId)))
    .orderBy(desc(messageRecipients.memberId))
    .limit(1);
  const after = last?.memberId ? sql`and ${members.id} > ${last.memberId}::uuid` : sql``;
  const result = await tx.execute(sql`
    with batch as (
      select ${members.id} as id, ${members.email} as email, ${members.firstName} as first_name,
        ${members.lastName} as last_name
      from ${members}
      where ${audienceWhere(message.clubId, audience)} and ${hasEmail}
        and ${members.bulkMailUnsubscribedAt} is null ${after}
      order by ${members.id}
      limit ${limit}
    ), written as (
      insert into message_recipients (club_id, message_id, member_id, email, name)
      select ${message.clubId}::uuid, ${message.id}::uuid, id, btrim(email),
        nullif(btrim(concat_ws(' ', first_name, last_name)), '')
      from batch
      on conflict (message_id, member_id) do nothing
      returning 1
    )
    select (select count(*)::int from batch) as n`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** How many recipients the message has. */
export async function countRecipients(db: Db, messageId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, messageId));
  return Number(row?.n ?? 0);
}

export async function findMessage(db: Db, clubId: string, messageId: string) {
  const [row] = await db
    .select({ message: messages, createdByName: user.name })
    .from(messages)
    .leftJoin(user, eq(user.id, messages.createdBy))
    .where(clubRowIs(messages, clubId, messageId));
  return row;
}

/** A page of the club's messages, newest first, and how many there are. */
export async function listMessages(db: Db, clubId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: messages, createdByName: user.name })
      .from(messages)
      .leftJoin(user, eq(user.id, messages.createdBy))
      .where(eq(messages.clubId, clubId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.clubId, clubId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

const NO_COUNTS: MessageCounts = {
  total: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  opened: 0,
  clicked: 0,
};

/** Each message's recipients counted by delivery, in one query. */
export async function countsOf(db: Db, messageIds: string[]): Promise<Map<string, MessageCounts>> {
  const counts = new Map<string, MessageCounts>();
  if (messageIds.length === 0) return counts;
  const rows = await db
    .select({
      messageId: messageRecipients.messageId,
      total: sql<number>`count(*)::int`,
      queued: sql<number>`count(*) filter (where ${messageRecipients.status} = 'queued')::int`,
      sent: sql<number>`count(*) filter (where ${messageRecipients.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${messageRecipients.status} = 'failed')::int`,
      bounced: sql<number>`count(*) filter (where ${messageRecipients.status} = 'bounced')::int`,
      opened: sql<number>`count(${messageRecipients.openedAt})::int`,
      clicked: sql<number>`count(${messageRecipients.clickedAt})::int`,
    })
    .from(messageRecipients)
    .where(inArray(messageRecipients.messageId, messageIds))
    .groupBy(messageRecipients.messageId);
  for (const row of rows) {
    const { messageId, ...n } = row;
    counts.set(messageId, {
      total: Number(n.total),
      queued: Number(n.queued),
      sent: Number(n.sent),
      failed: Number(n.failed),
      bounced: Number(n.bounced),
      opened: Number(n.opened),
      clicked: Number(n.clicked),
    });
  }
  for (const id of messageIds) if (!counts.has(id)) counts.set(id, { ...NO_COUNTS });
  return counts;
}

function recipientFilter(filter: RecipientFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  if (filter === "opened") return sql`${messageRecipients.openedAt} is not null`;
  if (filter === "clicked") return sql`${messageRecipients.clickedAt} is not null`;
  return eq(messageRecipients.status, filter);
}

/** A page of a message's recipients (in the order of their members), and how many the filter finds. */
export async function listRecipients(
  db: Db,
  clubId: string,
  messageId: string,
  filter: RecipientFilter | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(messageRecipients.clubId, clubId),
    eq(messageRecipients.messageId, messageId),
    recipientFilter(filter),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messageRecipients)
      .where(where)
      // A member is a message's recipient once (the unique index (message_id, member_id) gives the order).
      .orderBy(messageRecipients.memberId)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(messageRecipients).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A recipient waiting to be written to the outbox, with what their e-mail is filled in with. */
export interface PendingRecipient {
  id: string;
  member_id: string | null;
  email: string;
  first_name: string | null;
  last_name: string | null;
  membership_number: string | null;
  membership_type_name: string | null;
  membership_type: string | null;
  membership_status: string | null;
  membership_end_date: string | null;
  language: string | null;
}

/**
 * Where a run of the sending is in a message's recipients: after a member (their id), at the start, or at the
 * recipients whose member was deleted meanwhile (no member id), which come last.
 */
export type RecipientCursor = { after: string | null } | "orphans";

/**
 * The next recipients of a message not yet in the outbox, locked for this transaction (another run skips
 * them): what a batch writes. In the order of their members, from the cursor on, so that each batch reads
 * the unique index (message_id, member_id) from where the last one ended instead of every recipient again.
 */
export async function lockNextRecipients(
  tx: Db,
  messageId: string,
  limit: number,
  cursor: RecipientCursor,
): Promise<PendingRecipient[]> {
  const from =
    cursor === "orphans"
      ? sql`r.member_id is null`
      : cursor.after
        ? sql`r.member_id > ${cursor.after}::uuid`
        : sql`r.member_id is not null`;
  const result = await tx.execute(sql`
    select r.id, r.member_id, r.email, m.first_name, m.last_name, m.membership_number,
      mt.name as membership_type_name, m.membership_type, m.membership_status,
      m.membership_end_date::text as membership_end_date, u.language
    from message_recipients r
    left join members m on m.id = r.member_id
    left join membership_types mt on mt.club_id = m.club_id and mt.code = m.membership_type
    left join "user" u on u.id = m.user_id
    where r.message_id = ${messageId} and ${from} and r.outbox_id is null and r.status = 'queued'
    order by r.member_id
    limit ${limit}
    for update of r skip locked`);
  return (result as unknown as { rows: PendingRecipient[] }).rows;
}

/**
 * Puts the message's failed recipients back in the queue, each at its member's current address (corrected
 * after a refusal, issue 33); a member who has no address now or unsubscribed since stays failed. A recipient
 * whose member was deleted goes again to the address it had. Answers, per recipient put back, whether its
 * address is still the one that failed.
 */
export async function requeueFailed(
  tx: Db,
  clubId: string,
  messageId: string,
  now: Date,
): Promise<{ unchanged: boolean }[]> {
  const result = await tx.execute(sql`
    with failed as (
      select r.id, r.email as old_email,
        case when r.member_id is null then r.email else trim(m.email) end as new_email
      from message_recipients r
      left join members m on m.id = r.member_id and m.club_id = r.club_id
      where r.club_id = ${clubId} and r.message_id = ${messageId} and r.status = 'failed'
        and (r.member_id is null
          or (nullif(trim(m.email), '') is not null and m.bulk_mail_unsubscribed_at is null))
      for update of r
    )
    update message_recipients r set status = 'queued', outbox_id = null, error = null,
      email = f.new_email, updated_at = ${now.toISOString()}::timestamptz
    from failed f
    where r.id = f.id
    returning lower(f.old_email) = lower(f.new_email) as unchanged`);
  return (result as unknown as { rows: { unchanged: boolean }[] }).rows;
}

/** Notes which outbox row carries each recipient. */
export async function attachOutbox(tx: Db, pairs: { recipientId: string; outboxId: string }[]) {
  if (pairs.length === 0) return;
  const values = sql.join(
    pairs.map((p) => sql`(${p.recipientId}::uuid, ${p.outboxId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    update message_recipients r set outbox_id = v.outbox_id, updated_at = now()
    from (values ${values}) as v(id, outbox_id)
    where r.id = v.id`);
}

/** Whether recipients of the message are still to be written to the outbox. */
export async function hasUnwritten(db: Db, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messageRecipients.id })
    .from(messageRecipients)
    .where(
      and(
        eq(messageRecipients.messageId, messageId),
        isNull(messageRecipients.outboxId),
        eq(messageRecipients.status, "queued"),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The messages due to start (scheduled, time come) or under way (a run that stopped halfway). */
export async function dueMessages(db: Db): Promise<{ id: string; clubId: string }[]> {
  return db
    .select({ id: messages.id, clubId: messages.clubId })
    .from(messages)
    .where(sql`${messages.status} in ('scheduled', 'sending') and ${messages.scheduledAt} <= now()`)
    .limit(500);
}

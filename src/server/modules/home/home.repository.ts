import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messageRecipients, messages } from "../../db/schema/communications.ts";

/*
 * What a member's home reads of the club's messages (issue 18, decision 030): only the messages the member was
 * a recipient of, through the recipients' index of (club, member, newest first). Every query names the club and
 * the member.
 */

const columns = {
  id: messages.id,
  subject: messages.subject,
  bodyHtml: messages.bodyHtml,
  startedAt: messages.startedAt,
  sentAt: messageRecipients.sentAt,
  writtenAt: messageRecipients.createdAt,
};

function toMine(row: {
  id: string;
  subject: string;
  bodyHtml: string;
  startedAt: Date | null;
  sentAt: Date | null;
  writtenAt: Date;
}) {
  // When it went to them: the transport's acceptance, else when the message started going out.
  return {
    id: row.id,
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    sentAt: row.sentAt ?? row.startedAt ?? row.writtenAt,
  };
}
export type MessageToMember = ReturnType<typeof toMine>;

/** The latest `limit` messages the club sent to the member, newest first. */
export async function messagesToMember(
  db: Db,
  clubId: string,
  memberId: string,
  limit: number,
): Promise<MessageToMember[]> {
  const rows = await db
    .select(columns)
    .from(messageRecipients)
    .innerJoin(messages, and(eq(messages.id, messageRecipients.messageId), eq(messages.clubId, clubId)))
    .where(and(eq(messageRecipients.clubId, clubId), eq(messageRecipients.memberId, memberId)))
    // `nulls last` as the index (club_id, member_id, created_at desc) is: a plain desc sorted all of them.
    .orderBy(sql`${messageRecipients.createdAt} desc nulls last`)
    .limit(limit);
  return rows.map(toMine);
}

/** One message the club sent to the member; undefined when they were not among its recipients. */
export async function messageToMember(
  db: Db,
  clubId: string,
  memberId: string,
  messageId: string,
): Promise<MessageToMember | undefined> {
  const [row] = await db
    .select(columns)
    .from(messageRecipients)
    .innerJoin(messages, and(eq(messages.id, messageRecipients.messageId), eq(messages.clubId, clubId)))
    .where(
      and(
        eq(messageRecipients.clubId, clubId),
        eq(messageRecipients.memberId, memberId),
        eq(messageRecipients.messageId, messageId),
      ),
    )
    .limit(1);
  return row ? toMine(row) : undefined;
}

import { and, eq, sql } from "drizzle-orm";
import type { UnsubscribeState } from "../../../shared/communication-messages.ts";
import { withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { clubs, members } from "../../db/schema/clubs.ts";
import { messageRecipients } from "../../db/schema/communications.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { readUnsubscribeToken } from "./unsubscribe-token.ts";

/*
 * The public unsubscribe page and RFC 8058's one-click POST (issue 16): the token names the club and the
 * member; unsubscribing sets the member's bulk_mail_unsubscribed_at (the next message leaves them out;
 * transactional mail still reaches them), resubscribing clears it. Audited as the system: nobody signed in.
 */

/** An address as the page shows it to whoever holds the link: j***@example.org. */
export function maskEmail(email: string | null): string {
  if (!email) return "";
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const notFound = () => new AppError("NOT_FOUND", t("communicationMessages").unsubscribeNotFound);

async function memberOf(db: Db, secret: string, token: string) {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw notFound();
  const [row] = await db
    .select({
      id: members.id,
      clubId: members.clubId,
      email: members.email,
      unsubscribedAt: members.bulkMailUnsubscribedAt,
      clubName: clubs.name,
    })
    .from(members)
    .innerJoin(clubs, eq(clubs.id, members.clubId))
    .where(and(eq(members.id, named.memberId), eq(members.clubId, named.clubId)));
  if (!row) throw notFound();
  return row;
}

export async function unsubscribeState(db: Db, secret: string, token: string): Promise<UnsubscribeState> {
  const member = await memberOf(db, secret, token);
  return {
    clubName: member.clubName,
    email: maskEmail(member.email),
    unsubscribed: member.unsubscribedAt !== null,
  };
}

/** Unsubscribes (`subscribed` false) or subscribes again the member the token names; answers the new state. */
export async function setSubscribed(
  db: Db,
  secret: string,
  token: string,
  subscribed: boolean,
  audit: { ipAddress: string | null; userAgent: string | null },
  now: Date,
): Promise<UnsubscribeState> {
  const member = await memberOf(db, secret, token);
  const unsubscribed = member.unsubscribedAt !== null;
  if (unsubscribed === !subscribed) {
    return { clubName: member.clubName, email: maskEmail(member.email), unsubscribed };
  }
  await withAudit(db, { actorId: null, ...audit }, (tx) =>
    tx
      .update(members)
      .set({ bulkMailUnsubscribedAt: subscribed ? null : sql`now()`, updatedAt: now })
      .where(and(eq(members.id, member.id), eq(members.clubId, member.clubId))),
  );
  return { clubName: member.clubName, email: maskEmail(member.email), unsubscribed: !subscribed };
}

/** What Postmark's webhooks report of a message (the fields read here; the rest is ignored). */
export interface PostmarkEvent {
  RecordType?: string;
  MessageID?: string;
  Description?: string;
  Details?: string;
  DeliveredAt?: string;
  ReceivedAt?: string;
  BouncedAt?: string;
}

/** The time Postmark gives, else `now`. */
function timeOf(value: string | undefined, now: Date): Date {
  const at = value ? new Date(value) : now;
  return Number.isNaN(at.getTime()) ? now : at;
}

/**
 * A delivery, bounce, open or click that Postmark reports, on the recipient its message id names; an id that
 * is none of a message's recipients (the product's own mail) is ignored. Answers whether a recipient changed.
 */
export async function recordPostmarkEvent(db: Db, event: PostmarkEvent, now: Date): Promise<boolean> {
  const id = event.MessageID;
  if (!id) return false;
  const byId = eq(messageRecipients.providerMessageId, id);
  let changed: { id: string }[] = [];
  switch (event.RecordType) {
    case "Delivery":
      changed = await db
        .update(messageRecipients)
        .set({
          status: sql`case when ${messageRecipients.status} in ('queued', 'failed') then 'sent' else ${messageRecipients.status} end`,
          sentAt: sql`coalesce(${messageRecipients.sentAt}, ${timeOf(event.DeliveredAt, now).toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(byId)
        .returning({ id: messageRecipients.id });
      break;
    case "Bounce": {
      const reason = [event.Description, event.Details]
        .filter((s) => s?.trim())
        .join(" — ")
        .slice(0, 1000);
      changed = await db
        .update(messageRecipients)
        .set({ status: "bounced", error: reason || "Bounced", updatedAt: now })
        .where(byId)
        .returning({ id: messageRecipients.id });
      break;
    }
    case "Open":
      changed = await db
        .update(messageRecipients)
        .set({
          openedAt: sql`coalesce(${messageRecipients.openedAt}, ${timeOf(event.ReceivedAt, now).toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(byId)
        .returning({ id: messageRecipients.id });
      break;
    case "Click": {
      const at = timeOf(event.ReceivedAt, now).toISOString();
      changed = await db
        .update(messageRecipients)
        .set({
          clickedAt: sql`coalesce(${messageRecipients.clickedAt}, ${at}::timestamptz)`,
          // A click is an open too (images may be blocked).
          openedAt: sql`coalesce(${messageRecipients.openedAt}, ${at}::timestamptz)`,
          updatedAt: now,
        })
        .where(byId)
        .returning({ id: messageRecipients.id });
      break;
    }
    default:
      return false;
  }
  return changed.length > 0;
}

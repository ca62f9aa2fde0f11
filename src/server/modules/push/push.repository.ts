import { and, eq, inArray, sql } from "drizzle-orm";
import type { PushKind, PushPayload, PushSettings } from "../../../shared/push.ts";
import type { Db } from "../../db/client.ts";
import { pushOutbox, pushPreferences, pushSubscriptions, pushVapidKeys } from "../../db/schema/push.ts";

/** The kept VAPID key pair, if made. */
export async function findVapidKeys(db: Db) {
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return row;
}

/** Keeps a VAPID key pair unless one is kept already (another instance made it first: theirs wins). */
export async function keepVapidKeys(db: Db, publicKey: string, privateKeySealed: string) {
  await db.insert(pushVapidKeys).values({ id: 1, publicKey, privateKeySealed }).onConflictDoNothing();
}

export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  waitlist: true,
  ballot: true,
  booking: true,
  message: true,
};

export async function findPushSettings(db: Db, userId: string): Promise<PushSettings> {
  const [row] = await db
    .select({
      waitlist: pushPreferences.waitlist,
      ballot: pushPreferences.ballot,
      booking: pushPreferences.booking,
      message: pushPreferences.message,
    })
    .from(pushPreferences)
    .where(eq(pushPreferences.userId, userId));
  return row ?? DEFAULT_PUSH_SETTINGS;
}

export async function savePushSettings(db: Db, userId: string, settings: PushSettings, now: Date) {
  await db
    .insert(pushPreferences)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { ...settings, updatedAt: now } });
}

export async function countDevices(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/**
 * Keeps a device's subscription for `userId`. An endpoint is one device: subscribed again (new keys, or
 * another user signed in on that device), it is that user's with the new keys.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  sub: { endpoint: string; p256dh: string; auth: string },
  now: Date,
) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: now },
    });
}

/** Removes the user's own subscription of that endpoint (another user's is left alone). */
export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The column of push_preferences that allows a kind. */
const KIND_COLUMN: Record<PushKind, string> = {
  waitlist: "waitlist",
  ballot: "ballot",
  booking: "booking",
  message: "message",
};

/**
 * Writes a push for each device of each member's account that allows `kind` (one INSERT … SELECT, in the
 * caller's transaction). Members without an account, or whose account has no device, get none; nor does the
 * user who made the change (the transaction's audit actor): a member who moves or cancels their own tee time
 * is not told of it, the club's change is. Answers how many were written.
 */
export async function enqueuePushes(
  db: Db,
  clubId: string,
  kind: PushKind,
  pushes: { memberId: string; payload: PushPayload }[],
): Promise<number> {
  if (pushes.length === 0) return 0;
  const column = sql.raw(`p.${KIND_COLUMN[kind]}`);
  const values = sql.join(
    pushes.map((p) => sql`(${p.memberId}::uuid, ${JSON.stringify(p.payload)}::jsonb)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into push_outbox (subscription_id, payload)
    select s.id, v.payload
    from (values ${values}) as v(member_id, payload)
    join members m on m.id = v.member_id and m.club_id = ${clubId}
    join push_subscriptions s on s.user_id = m.user_id
    left join push_preferences p on p.user_id = m.user_id
    where coalesce(${column}, true)
      and m.user_id is distinct from nullif(current_setting('clubhouse.actor_id', true), '')
    returning id`);
  return (result as unknown as { rows?: unknown[] }).rows?.length ?? 0;
}

export interface DuePush {
  id: string;
  attempts: number;
  payload: PushPayload;
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a claimed push stays with the run that claimed it. */
const CLAIM_SECONDS = 120;

/** Claims due pushes (FOR UPDATE SKIP LOCKED: several instances never send one twice). */
export async function claimDuePushes(db: Db, limit: number): Promise<DuePush[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: pushOutbox.id,
        attempts: pushOutbox.attempts,
        payload: pushOutbox.payload,
        subscriptionId: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(sql`${pushOutbox.nextAttemptAt} <= now()`)
      .orderBy(pushOutbox.nextAttemptAt)
      .limit(limit)
      .for("update", { of: pushOutbox, skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(pushOutbox)
      .set({
        attempts: sql`${pushOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(
        inArray(
          pushOutbox.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) => ({ ...r, payload: r.payload as PushPayload }));
  });
}

export async function deletePush(db: Db, id: string) {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

/** A device the push service says is gone (404, 410): its pushes go with it. */
export async function deleteGoneSubscription(db: Db, subscriptionId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

export async function retryPushAt(db: Db, id: string, at: Date) {
  await db.update(pushOutbox).set({ nextAttemptAt: at }).where(eq(pushOutbox.id, id));
}

/** The earliest time a push is due, if any waits. */
export async function nextPushDue(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<Date | null>`min(${pushOutbox.nextAttemptAt})` }).from(pushOutbox);
  return row?.at ? new Date(row.at) : null;
}

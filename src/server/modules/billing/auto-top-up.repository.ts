import { and, asc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountTopUpAttempts, memberAccounts } from "../../db/schema/accounts.ts";
import { user } from "../../db/schema/auth.ts";
import { clubs, members } from "../../db/schema/clubs.ts";
import type { AccountRow } from "./accounts.repository.ts";

/*
 * The automatic top-ups' queries (decision 087): the saved card on the account's row, and one attempt row per
 * charge of it, written before Stripe is asked (its id is the PaymentIntent's idempotency key).
 */

export type AttemptRow = typeof accountTopUpAttempts.$inferSelect;

/** What a saved card's Checkout Session stores on the account. */
export interface SavedCardValues {
  stripeCustomerId: string | null;
  paymentMethodId: string;
  cardBrand: string;
  cardLast4: string;
  cardExpMonth: number;
  cardExpYear: number;
  autoTopUpThresholdMinor: number;
  autoTopUpAmountMinor: number;
  autoTopUpConsentedAt: Date;
  autoTopUpConsentVersion: string;
  autoTopUpSetupSession: string;
}

/** Keeps the member's Stripe Customer on their account, unless one is kept already; the account's customer. */
export async function keepCustomer(
  tx: Db,
  clubId: string,
  accountId: string,
  customerId: string,
): Promise<string> {
  const [row] = await tx
    .update(memberAccounts)
    .set({ stripeCustomerId: customerId })
    .where(
      and(
        eq(memberAccounts.clubId, clubId),
        eq(memberAccounts.id, accountId),
        isNull(memberAccounts.stripeCustomerId),
      ),
    )
    .returning({ customer: memberAccounts.stripeCustomerId });
  if (row?.customer) return row.customer;
  const [kept] = await tx
    .select({ customer: memberAccounts.stripeCustomerId })
    .from(memberAccounts)
    .where(and(eq(memberAccounts.clubId, clubId), eq(memberAccounts.id, accountId)));
  return kept?.customer ?? customerId;
}

/**
 * Stores the card a setup session saved, with when and by how much to top up; a decline before is forgotten.
 * Undefined when this session's card is stored already (a repeat of the event changes nothing).
 */
export async function saveCard(
  tx: Db,
  clubId: string,
  memberId: string,
  values: SavedCardValues,
): Promise<AccountRow | undefined> {
  const { stripeCustomerId, ...rest } = values;
  const [row] = await tx
    .update(memberAccounts)
    .set({
      ...rest,
      ...(stripeCustomerId ? { stripeCustomerId } : {}),
      autoTopUpFailedAt: null,
      autoTopUpFailure: null,
    })
    .where(
      and(
        eq(memberAccounts.clubId, clubId),
        eq(memberAccounts.memberId, memberId),
        sql`${memberAccounts.autoTopUpSetupSession} is distinct from ${values.autoTopUpSetupSession}`,
      ),
    )
    .returning();
  return row;
}

/** Forgets the account's saved card and its top-up (the setup session stays: its repeat stores nothing). */
export async function clearCard(tx: Db, clubId: string, accountId: string): Promise<void> {
  await tx
    .update(memberAccounts)
    .set({
      paymentMethodId: null,
      cardBrand: null,
      cardLast4: null,
      cardExpMonth: null,
      cardExpYear: null,
      autoTopUpThresholdMinor: null,
      autoTopUpAmountMinor: null,
      autoTopUpConsentedAt: null,
      autoTopUpConsentVersion: null,
      autoTopUpFailedAt: null,
      autoTopUpFailure: null,
    })
    .where(and(eq(memberAccounts.clubId, clubId), eq(memberAccounts.id, accountId)));
}

/** The clubs whose financial settings top accounts up automatically. */
export async function clubsWithAutoTopUp(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(sql`(${clubs.financialSettings} ->> 'accountAutoTopUp') = 'true'`)
    .orderBy(asc(clubs.id));
  return rows.map((r) => r.id);
}

/**
 * The club's accounts a saved card tops up now: a card and no decline since it was saved, a balance below the
 * threshold, and no attempt since `since` (none in flight, at most one a day); at most `limit`.
 */
export async function dueAccounts(db: Db, clubId: string, since: Date, limit: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(memberAccounts)
    .where(
      and(
        eq(memberAccounts.clubId, clubId),
        isNotNull(memberAccounts.paymentMethodId),
        isNull(memberAccounts.autoTopUpFailedAt),
        sql`${memberAccounts.balanceMinor} < ${memberAccounts.autoTopUpThresholdMinor}`,
        sql`not exists (select 1 from ${accountTopUpAttempts} a where a.account_id = ${memberAccounts.id}
          and (a.status = 'pending' or a.created_at > ${since}))`,
      ),
    )
    .orderBy(asc(memberAccounts.id))
    .limit(limit);
}

/** The account locked for the rest of the transaction (an attempt is written for it once). */
export async function lockAccount(
  tx: Db,
  clubId: string,
  accountId: string,
): Promise<AccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(memberAccounts)
    .where(and(eq(memberAccounts.clubId, clubId), eq(memberAccounts.id, accountId)))
    .for("update");
  return row;
}

/** Whether the account has an attempt in flight, or one made after `since`. */
export async function hasRecentAttempt(tx: Db, accountId: string, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: accountTopUpAttempts.id })
    .from(accountTopUpAttempts)
    .where(
      and(
        eq(accountTopUpAttempts.accountId, accountId),
        sql`(${accountTopUpAttempts.status} = 'pending' or ${accountTopUpAttempts.createdAt} > ${since})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAttempt(
  tx: Db,
  clubId: string,
  values: Pick<AttemptRow, "accountId" | "amountMinor" | "currency" | "paymentMethodId"> & {
    createdAt: Date;
  },
): Promise<AttemptRow> {
  const [row] = await tx
    .insert(accountTopUpAttempts)
    .values({ ...values, clubId })
    .returning();
  if (!row) throw new Error("The top-up attempt was not written");
  return row;
}

/**
 * The club's attempts still pending made before `before` (a run that stopped before Stripe answered, or Stripe
 * unreachable): asked again with the same idempotency key. At most `limit`, oldest first.
 */
export async function pendingAttempts(
  db: Db,
  clubId: string,
  before: Date,
  limit: number,
): Promise<AttemptRow[]> {
  return db
    .select()
    .from(accountTopUpAttempts)
    .where(
      and(
        eq(accountTopUpAttempts.clubId, clubId),
        eq(accountTopUpAttempts.status, "pending"),
        isNull(accountTopUpAttempts.paymentIntent),
        lt(accountTopUpAttempts.createdAt, before),
      ),
    )
    .orderBy(asc(accountTopUpAttempts.createdAt))
    .limit(limit);
}

export async function findAttempt(db: Db, clubId: string, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(accountTopUpAttempts)
    .where(and(eq(accountTopUpAttempts.clubId, clubId), eq(accountTopUpAttempts.id, id)));
  return row;
}

/** Ends a pending attempt (succeeded or failed); undefined when it had ended already. */
export async function finishAttempt(
  tx: Db,
  clubId: string,
  id: string,
  values: Pick<AttemptRow, "status" | "paymentIntent" | "failure" | "finishedAt">,
): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .update(accountTopUpAttempts)
    .set(values)
    .where(
      and(
        eq(accountTopUpAttempts.clubId, clubId),
        eq(accountTopUpAttempts.id, id),
        eq(accountTopUpAttempts.status, "pending"),
      ),
    )
    .returning();
  return row;
}

/** Keeps Stripe's PaymentIntent of an attempt still on its way (processing). */
export async function notePaymentIntent(tx: Db, clubId: string, id: string, paymentIntent: string) {
  await tx
    .update(accountTopUpAttempts)
    .set({ paymentIntent })
    .where(and(eq(accountTopUpAttempts.clubId, clubId), eq(accountTopUpAttempts.id, id)));
}

/** Turns the account's automatic top-up off after a decline of its card, keeping Stripe's reason. */
export async function markDeclined(
  tx: Db,
  clubId: string,
  accountId: string,
  paymentMethodId: string,
  at: Date,
  failure: string,
): Promise<boolean> {
  const rows = await tx
    .update(memberAccounts)
    .set({ autoTopUpFailedAt: at, autoTopUpFailure: failure })
    .where(
      and(
        eq(memberAccounts.clubId, clubId),
        eq(memberAccounts.id, accountId),
        // The card declined is still the one saved (not one saved again since).
        eq(memberAccounts.paymentMethodId, paymentMethodId),
        isNull(memberAccounts.autoTopUpFailedAt),
      ),
    )
    .returning({ id: memberAccounts.id });
  return rows.length > 0;
}

/** The account's holder: whom a decline is e-mailed to, in their language. */
export async function holderOfAccount(db: Db, clubId: string, accountId: string) {
  const [row] = await db
    .select({
      memberId: members.id,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      language: user.language,
    })
    .from(memberAccounts)
    .innerJoin(members, eq(members.id, memberAccounts.memberId))
    .leftJoin(user, eq(user.id, members.userId))
    .where(and(eq(memberAccounts.clubId, clubId), eq(memberAccounts.id, accountId)));
  return row;
}

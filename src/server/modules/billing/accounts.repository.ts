import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { accountMovements, accountPriceItems, memberAccounts } from "../../db/schema/accounts.ts";
import { user } from "../../db/schema/auth.ts";
import { members, membershipTypes } from "../../db/schema/clubs.ts";

/*
 * Member accounts' queries (decision 081). The balance is kept on the account's row and changed only by
 * `moveBalance`, one conditional UPDATE: a charge that would take it below the member's limit changes nothing,
 * however many arrive at once (each UPDATE waits for the row and checks the balance it then holds).
 */

export type AccountRow = typeof memberAccounts.$inferSelect;
export type MovementRow = typeof accountMovements.$inferSelect;
export type NewMovement = Omit<typeof accountMovements.$inferInsert, "clubId" | "id">;
export type PriceItemRow = typeof accountPriceItems.$inferSelect;

export const priceItemRows = clubRows(accountPriceItems, "price list item");
const movementRows = clubRows(accountMovements, "account movement");

/** How far below zero the member's type lets their account go (0 without a type, or a former type). */
const limitOfMember = (memberId: string) => sql<number>`coalesce((
  select ${membershipTypes.accountLimitMinor} from ${members}
  join ${membershipTypes} on ${membershipTypes.clubId} = ${members.clubId} and ${membershipTypes.code} = ${members.membershipType}
  where ${members.id} = ${memberId}), 0)`;

/** The member of the club with their account's limit; undefined for another club's. */
export async function findAccountHolder(db: Db, clubId: string, memberId: string) {
  const [row] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      userId: members.userId,
      limitMinor: sql<number>`coalesce(${membershipTypes.accountLimitMinor}, 0)`.mapWith(Number),
    })
    .from(members)
    .leftJoin(
      membershipTypes,
      and(eq(membershipTypes.clubId, members.clubId), eq(membershipTypes.code, members.membershipType)),
    )
    .where(and(eq(members.clubId, clubId), eq(members.id, memberId)))
    .limit(1);
  return row;
}

/** The user's member record in the club; undefined without one. */
export async function memberIdOfUser(db: Db, clubId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.userId, userId)))
    .limit(1);
  return row?.id;
}

/** The member's account; undefined while nothing has moved on it. */
export async function findAccount(db: Db, clubId: string, memberId: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(memberAccounts)
    .where(and(eq(memberAccounts.clubId, clubId), eq(memberAccounts.memberId, memberId)));
  return row;
}

/** The member's account, made at a zero balance in `currency` the first time. */
export async function ensureAccount(tx: Db, clubId: string, memberId: string, currency: string) {
  await tx
    .insert(memberAccounts)
    .values({ clubId, memberId, currency })
    .onConflictDoNothing({ target: [memberAccounts.clubId, memberAccounts.memberId] });
  const row = await findAccount(tx, clubId, memberId);
  if (!row) throw new Error("The member account was not written");
  return row;
}

/** An account after a movement: its balance, and whether a saved card tops it up (decision 087). */
export type MovedAccount = Pick<
  AccountRow,
  "id" | "balanceMinor" | "paymentMethodId" | "autoTopUpThresholdMinor" | "autoTopUpFailedAt"
>;

/**
 * Adds `deltaMinor` (negative for a charge) to the member's balance, in one statement: a charge only where the
 * balance after it stays at or above minus the member's limit. The balance after it, or undefined when the
 * charge was refused (nothing changed). A credit always applies.
 */
export async function moveBalance(
  tx: Db,
  clubId: string,
  memberId: string,
  deltaMinor: number,
): Promise<MovedAccount | undefined> {
  const [row] = await tx
    .update(memberAccounts)
    .set({ balanceMinor: sql`${memberAccounts.balanceMinor} + ${deltaMinor}` })
    .where(
      and(
        eq(memberAccounts.clubId, clubId),
        eq(memberAccounts.memberId, memberId),
        deltaMinor >= 0
          ? sql`true`
          : sql`${memberAccounts.balanceMinor} + ${deltaMinor} >= -${limitOfMember(memberId)}`,
      ),
    )
    .returning({
      id: memberAccounts.id,
      balanceMinor: memberAccounts.balanceMinor,
      paymentMethodId: memberAccounts.paymentMethodId,
      autoTopUpThresholdMinor: memberAccounts.autoTopUpThresholdMinor,
      autoTopUpFailedAt: memberAccounts.autoTopUpFailedAt,
    });
  return row;
}

export async function insertMovement(tx: Db, clubId: string, values: NewMovement): Promise<MovementRow> {
  return movementRows.insert(tx, clubId, values);
}

/** What of a charge has been given back already (its refunds' sum, a positive number). */
const refundedOf = sql<number>`coalesce((select sum(r.amount_minor) from account_movements r
  where r.refund_of_id = "account_movements"."id"), 0)`.mapWith(Number);

/** A page of the account's movements, newest first, each charge with what of it was given back. */
export async function movementPage(db: Db, accountId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ movement: accountMovements, refundedMinor: refundedOf })
      .from(accountMovements)
      .where(eq(accountMovements.accountId, accountId))
      .orderBy(desc(accountMovements.createdAt), desc(accountMovements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(accountMovements).where(eq(accountMovements.accountId, accountId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A charge of the account, locked until the transaction ends, with what of it was given back. */
export async function lockCharge(tx: Db, clubId: string, accountId: string, id: string) {
  const [row] = await tx
    .select()
    .from(accountMovements)
    .where(
      and(
        eq(accountMovements.clubId, clubId),
        eq(accountMovements.accountId, accountId),
        eq(accountMovements.id, id),
        eq(accountMovements.kind, "charge"),
      ),
    )
    .for("update");
  if (!row) return undefined;
  const [refunded] = await tx
    .select({ sum: sql<number>`coalesce(sum(${accountMovements.amountMinor}), 0)`.mapWith(Number) })
    .from(accountMovements)
    .where(eq(accountMovements.refundOfId, row.id));
  return { row, refundedMinor: refunded?.sum ?? 0 };
}

/** The movement that records money of this kind once (a Checkout Session, an unmatched payment). */
export async function findMovementByGateway(db: Db, gatewayReference: string) {
  const [row] = await db
    .select()
    .from(accountMovements)
    .where(eq(accountMovements.gatewayReference, gatewayReference));
  return row;
}

/** The club's price list, by name. */
export async function listPriceItems(db: Db, clubId: string): Promise<PriceItemRow[]> {
  return db
    .select()
    .from(accountPriceItems)
    .where(eq(accountPriceItems.clubId, clubId))
    .orderBy(asc(sql`lower(${accountPriceItems.name})`));
}

/** The club's balances and what moved on its accounts, per currency (the dashboard's figures). */
export async function accountTotals(db: Db, clubId: string) {
  return db
    .select({
      currency: memberAccounts.currency,
      accounts: count(),
      creditMinor: sql<number>`coalesce(sum(greatest(${memberAccounts.balanceMinor}, 0)), 0)`.mapWith(Number),
      debitMinor: sql<number>`coalesce(sum(least(${memberAccounts.balanceMinor}, 0)), 0)`.mapWith(Number),
    })
    .from(memberAccounts)
    .where(eq(memberAccounts.clubId, clubId))
    .groupBy(memberAccounts.currency);
}

/** The account of this id in the club. */
export async function findAccountById(db: Db, clubId: string, accountId: string) {
  const [row] = await db
    .select()
    .from(memberAccounts)
    .where(and(eq(memberAccounts.clubId, clubId), eq(memberAccounts.id, accountId)));
  return row;
}

/** A competition entry's charge, if it was charged to an account. */
export async function chargeOfEntry(db: Db, clubId: string, entryId: string) {
  const [row] = await db
    .select()
    .from(accountMovements)
    .where(
      and(
        eq(accountMovements.clubId, clubId),
        eq(accountMovements.competitionEntryId, entryId),
        eq(accountMovements.kind, "charge"),
      ),
    )
    .orderBy(desc(accountMovements.createdAt))
    .limit(1);
  return row;
}

/** The entries of these ids whose fee the account paid and that were not given it back in full. */
export async function entriesPaidFromAccount(
  db: Db,
  clubId: string,
  entryIds: string[],
): Promise<Set<string>> {
  if (entryIds.length === 0) return new Set();
  const rows = await db
    .select({ entryId: accountMovements.competitionEntryId })
    .from(accountMovements)
    .where(and(eq(accountMovements.clubId, clubId), inArray(accountMovements.competitionEntryId, entryIds)))
    .groupBy(accountMovements.competitionEntryId)
    .having(sql`sum(${accountMovements.amountMinor}) < 0`);
  return new Set(rows.map((r) => r.entryId).filter((id): id is string => id !== null));
}

/**
 * Accounts whose statement of `month` (YYYY-MM) has not gone, made before `monthEnd` (the next month's first
 * instant): at most `limit`, each with its holder's address and account language.
 */
export async function statementsDue(db: Db, clubId: string, month: string, monthEnd: Date, limit: number) {
  return db
    .select({
      id: memberAccounts.id,
      memberId: memberAccounts.memberId,
      currency: memberAccounts.currency,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      language: user.language,
    })
    .from(memberAccounts)
    .innerJoin(members, eq(members.id, memberAccounts.memberId))
    .leftJoin(user, eq(user.id, members.userId))
    .where(
      and(
        eq(memberAccounts.clubId, clubId),
        sql`${memberAccounts.createdAt} < ${monthEnd}`,
        sql`(${memberAccounts.lastStatementMonth} is null or ${memberAccounts.lastStatementMonth} < ${month})`,
      ),
    )
    .orderBy(memberAccounts.id)
    .limit(limit);
}

/** Marks the month's statement of the account as sent; false when another run marked it first. */
export async function markStatement(tx: Db, accountId: string, month: string): Promise<boolean> {
  const rows = await tx
    .update(memberAccounts)
    .set({ lastStatementMonth: month })
    .where(
      and(
        eq(memberAccounts.id, accountId),
        sql`(${memberAccounts.lastStatementMonth} is null or ${memberAccounts.lastStatementMonth} < ${month})`,
      ),
    )
    .returning({ id: memberAccounts.id });
  return rows.length > 0;
}

/** The account's movements from `from` to before `to`, oldest first, and its balance before them. */
export async function movementsBetween(db: Db, accountId: string, from: Date, to: Date) {
  const [rows, [before]] = await Promise.all([
    db
      .select()
      .from(accountMovements)
      .where(
        and(
          eq(accountMovements.accountId, accountId),
          sql`${accountMovements.createdAt} >= ${from}`,
          sql`${accountMovements.createdAt} < ${to}`,
        ),
      )
      .orderBy(asc(accountMovements.createdAt), asc(accountMovements.id)),
    db
      .select({ balance: accountMovements.balanceAfterMinor })
      .from(accountMovements)
      .where(and(eq(accountMovements.accountId, accountId), sql`${accountMovements.createdAt} < ${from}`))
      .orderBy(desc(accountMovements.createdAt), desc(accountMovements.id))
      .limit(1),
  ]);
  return { rows, opening: before?.balance ?? 0 };
}

/** The charges of these golf booking players (their green or guest fees taken from an account), with the holder. */
export async function chargesOfBookingPlayers(db: Db, clubId: string, playerIds: string[]) {
  if (playerIds.length === 0) return [];
  return db
    .select({ id: accountMovements.id, memberId: memberAccounts.memberId, currency: memberAccounts.currency })
    .from(accountMovements)
    .innerJoin(memberAccounts, eq(memberAccounts.id, accountMovements.accountId))
    .where(
      and(
        eq(accountMovements.clubId, clubId),
        eq(accountMovements.kind, "charge"),
        inArray(accountMovements.bookingPlayerId, playerIds),
      ),
    )
    .orderBy(asc(memberAccounts.memberId), asc(accountMovements.id));
}

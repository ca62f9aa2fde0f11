import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { user } from "../../db/schema/auth.ts";
import { invoices } from "../../db/schema/billing.ts";
import { members } from "../../db/schema/clubs.ts";
import { sepaMandates, sepaRunItems, sepaRuns } from "../../db/schema/sepa.ts";

/*
 * The reads and writes of SEPA direct debit (decision 077): mandates, collection runs and their items. Every
 * function takes the database or transaction and the club.
 */

export type MandateRow = typeof sepaMandates.$inferSelect;
export type RunRow = typeof sepaRuns.$inferSelect;
export type RunItemRow = typeof sepaRunItems.$inferSelect;

const mandateRows = clubRows(sepaMandates, "mandate");
const runRows = clubRows(sepaRuns, "direct debit run");
const itemRows = clubRows(sepaRunItems, "direct debit");

export const findMandate = mandateRows.find;
export const lockMandate = mandateRows.lock;
export const insertMandate = mandateRows.insert;
export const updateMandate = mandateRows.updated;
export const findRun = runRows.find;
export const lockRun = runRows.lock;
export const insertRun = runRows.insert;
export const updateRun = runRows.updated;
export const lockRunItem = itemRows.lock;
export const updateRunItem = itemRows.updated;

const memberColumns = {
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  membershipNumber: members.membershipNumber,
};

/** The club's mandates (of one member, when given), the newest first, with their member's name. */
export function mandatesOf(db: Db, clubId: string, memberId?: string) {
  return db
    .select({ mandate: sepaMandates, member: memberColumns })
    .from(sepaMandates)
    .leftJoin(members, eq(members.id, sepaMandates.memberId))
    .where(and(eq(sepaMandates.clubId, clubId), memberId ? eq(sepaMandates.memberId, memberId) : undefined))
    .orderBy(desc(sepaMandates.createdAt), desc(sepaMandates.id));
}

/** The member's mandate in force (not revoked), if any. */
export async function mandateInForce(db: Db, clubId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(sepaMandates)
    .where(
      and(
        eq(sepaMandates.clubId, clubId),
        eq(sepaMandates.memberId, memberId),
        isNull(sepaMandates.revokedAt),
      ),
    );
  return row;
}

/** The member of the club, with their name, for a mandate's view. */
export async function memberOfClub(db: Db, clubId: string, memberId: string) {
  const [row] = await db
    .select({ id: members.id, userId: members.userId, ...memberColumns })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.id, memberId)));
  return row;
}

/** The club's mandates in force (not revoked), by their member. */
export async function mandatesInForce(db: Db, clubId: string): Promise<Map<string, MandateRow>> {
  const rows = await db
    .select()
    .from(sepaMandates)
    .where(and(eq(sepaMandates.clubId, clubId), isNull(sepaMandates.revokedAt)));
  return new Map(rows.flatMap((r) => (r.memberId ? [[r.memberId, r] as const] : [])));
}

/** What makes an invoice collectible in a run, but its payer's mandate (the caller matches that). */
function collectible(clubId: string, lastDueDate: string) {
  return and(
    eq(invoices.clubId, clubId),
    eq(invoices.kind, "invoice"),
    eq(invoices.currency, "EUR"),
    or(eq(invoices.status, "open"), eq(invoices.status, "overdue")),
    lte(invoices.dueDate, lastDueDate),
    sql`${invoices.id} not in (select ${sepaRunItems.invoiceId} from ${sepaRunItems} where ${sepaRunItems.clubId} = ${clubId} and ${sepaRunItems.status} = 'pending')`,
  );
}

/**
 * The club's invoices a run may collect: issued euro invoices, open or overdue, due by `lastDueDate`, that no
 * pending collection holds, in due date and id order. Whose payer has a mandate in force the caller decides
 * (`mandatesInForce`): joined here, a club's fresh rows without statistics made the planner compare every pair
 * (3 s for 3,000 on PGlite).
 */
export function collectibleInvoices(db: Db, clubId: string, lastDueDate: string) {
  return db
    .select()
    .from(invoices)
    .where(collectible(clubId, lastDueDate))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
}

/**
 * The invoices of `ids` still collectible, locked until the transaction ends and read as they are now, in due
 * date and id order (as the late fees' run locks them).
 */
export async function lockCollectible(tx: Db, clubId: string, lastDueDate: string, ids: string[]) {
  const rows: (typeof invoices.$inferSelect)[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    rows.push(
      ...(await tx
        .select()
        .from(invoices)
        .where(and(collectible(clubId, lastDueDate), inArray(invoices.id, ids.slice(i, i + 1000))))
        .orderBy(asc(invoices.dueDate), asc(invoices.id))
        .for("update")),
    );
  }
  return rows;
}

export async function insertRunItems(
  tx: Db,
  clubId: string,
  items: Omit<typeof sepaRunItems.$inferInsert, "clubId">[],
) {
  // In batches: a run of ten thousand is more parameters than one statement takes.
  for (let i = 0; i < items.length; i += 1000) {
    await tx.insert(sepaRunItems).values(items.slice(i, i + 1000).map((item) => ({ ...item, clubId })));
  }
}

/** The mandates a run used: recurring from now on (their first collection is in an exported file). */
export async function markMandatesRecurring(tx: Db, clubId: string, mandateIds: string[]) {
  for (let i = 0; i < mandateIds.length; i += 1000) {
    await tx
      .update(sepaMandates)
      .set({ sequence: "RCUR" })
      .where(
        and(
          eq(sepaMandates.clubId, clubId),
          inArray(sepaMandates.id, mandateIds.slice(i, i + 1000)),
          eq(sepaMandates.sequence, "FRST"),
        ),
      );
  }
}

/** The club's runs, the newest first. */
export function runsOf(db: Db, clubId: string) {
  return db
    .select()
    .from(sepaRuns)
    .where(eq(sepaRuns.clubId, clubId))
    .orderBy(desc(sepaRuns.createdAt), desc(sepaRuns.id))
    .limit(200);
}

/** A run's items with their invoice's number, the member billed and the mandate used. */
export function itemsOfRun(db: Db, clubId: string, runId: string) {
  return db
    .select({
      item: sepaRunItems,
      invoiceNumber: invoices.number,
      billTo: invoices.billTo,
      mandateReference: sepaMandates.reference,
      iban: sepaMandates.iban,
    })
    .from(sepaRunItems)
    .innerJoin(invoices, eq(invoices.id, sepaRunItems.invoiceId))
    .innerJoin(sepaMandates, eq(sepaMandates.id, sepaRunItems.mandateId))
    .where(and(eq(sepaRunItems.clubId, clubId), eq(sepaRunItems.runId, runId)))
    .orderBy(asc(sepaRunItems.endToEndId));
}

/** A run's item of this invoice, locked; undefined when the invoice is not in the run. */
export async function lockItemOfInvoice(tx: Db, clubId: string, runId: string, invoiceId: string) {
  const [row] = await tx
    .select()
    .from(sepaRunItems)
    .where(
      and(
        eq(sepaRunItems.clubId, clubId),
        eq(sepaRunItems.runId, runId),
        eq(sepaRunItems.invoiceId, invoiceId),
      ),
    )
    .for("update");
  return row;
}

/** A run's items still pending, locked. */
export function lockPendingItems(tx: Db, clubId: string, runId: string) {
  return tx
    .select()
    .from(sepaRunItems)
    .where(
      and(eq(sepaRunItems.clubId, clubId), eq(sepaRunItems.runId, runId), eq(sepaRunItems.status, "pending")),
    )
    .orderBy(asc(sepaRunItems.id))
    .for("update");
}

/**
 * The members an e-mail of a run reaches, in one query however many: their address and their account's
 * language (billing-mail.ts' `recipientOf`, for a thousand at once).
 */
export async function recipientsOf(db: Db, clubId: string, memberIds: string[]) {
  const found = new Map<
    string,
    { email: string | null; language: string | null; firstName: string | null }
  >();
  for (let i = 0; i < memberIds.length; i += 1000) {
    const rows = await db
      .select({ id: members.id, email: members.email, language: user.language, firstName: members.firstName })
      .from(members)
      .leftJoin(user, eq(user.id, members.userId))
      .where(and(eq(members.clubId, clubId), inArray(members.id, memberIds.slice(i, i + 1000))));
    for (const { id, ...row } of rows) found.set(id, row);
  }
  return found;
}

/**
 * The items a bank's returns file names (decision 082): those with one of these end-to-end ids, or in a run
 * with one of these message ids, with their run's message id and date and the member billed; the newest run
 * first.
 */
export function itemsForReturns(db: Db, clubId: string, endToEndIds: string[], messageIds: string[]) {
  const named = [
    ...(endToEndIds.length > 0 ? [inArray(sepaRunItems.endToEndId, endToEndIds)] : []),
    ...(messageIds.length > 0 ? [inArray(sepaRuns.messageId, messageIds)] : []),
  ];
  if (named.length === 0) return Promise.resolve([]);
  return db
    .select({
      item: sepaRunItems,
      messageId: sepaRuns.messageId,
      collectionDate: sepaRuns.collectionDate,
      billTo: invoices.billTo,
    })
    .from(sepaRunItems)
    .innerJoin(sepaRuns, eq(sepaRuns.id, sepaRunItems.runId))
    .innerJoin(invoices, eq(invoices.id, sepaRunItems.invoiceId))
    .where(and(eq(sepaRunItems.clubId, clubId), or(...named)))
    .orderBy(desc(sepaRuns.createdAt), desc(sepaRuns.id), asc(sepaRunItems.endToEndId));
}

import { and, asc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { type DocumentKind, isTaxed } from "../../../shared/billing.ts";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { invoiceLines, invoices, payments, refunds, unmatchedPayments } from "../../db/schema/billing.ts";
import { sepaRunItems } from "../../db/schema/sepa.ts";

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, "clubId" | "id">;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, "clubId" | "invoiceId" | "id">;

const invoiceRows = clubRows(invoices, "invoice");
const paymentRows = clubRows(payments, "payment");
const refundRows = clubRows(refunds, "refund");
const unmatchedRows = clubRows(unmatchedPayments, "unmatched payment");

/**
 * The next number of the club's series of `kind` in `year`, taken in `tx`: the counter's row stays locked
 * until `tx` ends, so documents of one series are numbered one at a time, and a rolled-back issue gives its
 * number back (no gaps, no duplicates).
 */
export async function takeNumber(tx: Db, clubId: string, kind: DocumentKind, year: number): Promise<number> {
  return takeNumbers(tx, clubId, kind, year, 1);
}

/**
 * Locks the series' counter until the transaction ends, without taking a number (it is made at 0 if the series
 * has none yet). Decision 035: a transaction that writes an invoice of a membership period (one per member and
 * period, a unique index) and numbers it takes the counter before writing it, as the renewal run does: else each
 * can hold what the other waits for (this one its unnumbered invoice, the run the counter).
 */
export async function holdNumbering(tx: Db, clubId: string, kind: DocumentKind, year: number): Promise<void> {
  // ON CONFLICT DO UPDATE locks the existing row even where its WHERE leaves it unchanged (PostgreSQL's INSERT
  // reference): nothing is written, nothing audited.
  await tx.execute(sql`
    insert into billing_counters (club_id, kind, year, last_number) values (${clubId}, ${kind}, ${year}, 0)
    on conflict (club_id, kind, year) do update set last_number = excluded.last_number where false`);
}

/** The first of the next `count` numbers of the series, taken together (as `takeNumber` takes one). */
export async function takeNumbers(
  tx: Db,
  clubId: string,
  kind: DocumentKind,
  year: number,
  count: number,
): Promise<number> {
  const result = (await tx.execute(sql`
    insert into billing_counters (club_id, kind, year, last_number) values (${clubId}, ${kind}, ${year}, ${count})
    on conflict (club_id, kind, year) do update set last_number = billing_counters.last_number + ${count}
    returning last_number`)) as unknown as { rows: { last_number: number }[] };
  const [row] = result.rows;
  if (!row) throw new Error("No number was taken");
  return Number(row.last_number) - count + 1;
}

export async function insertInvoice(tx: Db, clubId: string, values: NewInvoice, lines: NewInvoiceLine[]) {
  const row = await invoiceRows.insert(tx, clubId, values);
  await insertLines(tx, clubId, row.id, lines);
  return row;
}

/**
 * Writes a document's lines. Whether a line is taxed follows from its rate's copy (decision 080): a standard
 * rate above 0 %; a line given no rate is billed without tax.
 */
export async function insertLines(tx: Db, clubId: string, invoiceId: string, lines: NewInvoiceLine[]) {
  if (lines.length > 0) {
    await tx.insert(invoiceLines).values(
      lines.map((line) => ({
        ...line,
        taxable: isTaxed({ taxKind: line.taxKind ?? "standard", taxPercent: line.taxPercent ?? 0 }),
        clubId,
        invoiceId,
      })),
    );
  }
}

/** A draft's line's copy of its rate, as the rate is now (issuing). */
export async function updateLineTax(
  tx: Db,
  clubId: string,
  lineId: string,
  values: Pick<NewInvoiceLine, "taxRateId" | "taxName" | "taxPercent" | "taxKind" | "taxNote" | "taxable">,
): Promise<void> {
  await tx
    .update(invoiceLines)
    .set(values)
    .where(and(eq(invoiceLines.clubId, clubId), eq(invoiceLines.id, lineId)));
}

/** The club's invoice of this id; undefined for another club's. */
export const findInvoice = invoiceRows.find;

/** The club's invoice of this id, locked until the transaction ends; undefined for another club's. */
export const lockInvoice = invoiceRows.lock;

/**
 * Locks every invoice and credit note of the member until the transaction ends (the member's record is being
 * deleted: each keeps whom it was addressed to and loses the member's id). Ordered as the late fees' run locks
 * the club's overdue invoices (due date, then id), so that the two never wait for each other in turn.
 */
export async function lockInvoicesOfMember(tx: Db, clubId: string, memberId: string): Promise<void> {
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.clubId, clubId),
        or(eq(invoices.memberId, memberId), eq(invoices.payerMemberId, memberId)),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .for("update");
}

export function linesOf(db: Db, clubId: string, invoiceId: string) {
  return db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.clubId, clubId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.position));
}

export const updateInvoice = invoiceRows.updated;

/** What was paid on each of these invoices, and refunded of those payments, in minor units (one query). */
export async function moneyOf(
  db: Db,
  clubId: string,
  invoiceIds: string[],
): Promise<Map<string, { paidMinor: number; refundedMinor: number }>> {
  if (invoiceIds.length === 0) return new Map();
  const result = (await db.execute(sql`
    with paid as materialized (
      select id, invoice_id, amount_minor from payments
      where club_id = ${clubId} and invoice_id in (${sql.join(
        invoiceIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    )
    -- The refunds of these payments only (by the refunds' index with the club), not the club's every refund.
    select p.invoice_id, sum(p.amount_minor) as paid, coalesce(sum(r.refunded), 0) as refunded
    from paid p
    left join (
      select r.payment_id, sum(r.amount_minor) as refunded from refunds r
      where r.club_id = ${clubId} and r.payment_id in (select id from paid)
      group by r.payment_id
    ) r on r.payment_id = p.id
    group by p.invoice_id`)) as unknown as { rows: { invoice_id: string; paid: string; refunded: string }[] };
  return new Map(
    result.rows.map((r) => [r.invoice_id, { paidMinor: Number(r.paid), refundedMinor: Number(r.refunded) }]),
  );
}

/** What has been refunded of a payment so far. */
export async function refundedOf(db: Db, clubId: string, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.clubId, clubId), eq(refunds.paymentId, paymentId)));
  return Number(row?.n ?? 0);
}

export const insertPayment = paymentRows.insert;

/** The club's payment of this id; undefined for another club's. */
export const findPayment = paymentRows.find;

/** The club's payment of this id, locked until the transaction ends; undefined for another club's. */
export const lockPayment = paymentRows.lock;

export const insertRefund = refundRows.insert;

/** The club's refund of this id, locked until the transaction ends; undefined for another club's. */
export const lockRefund = refundRows.lock;
export const updateRefund = refundRows.update;
export const deleteRefund = refundRows.delete;

/** The club's refund that Stripe knows by `reference` (re_…), if any. */
export async function refundOfGateway(db: Db, clubId: string, reference: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.clubId, clubId), eq(refunds.gatewayReference, reference)));
  return row;
}

/** The club's payment recorded for a gateway's payment id, if any. */
export async function paymentOfGateway(db: Db, clubId: string, reference: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.clubId, clubId), eq(payments.gatewayReference, reference)));
  return row;
}

/**
 * Not in a direct debit being collected (decision 077): the member's bank is paying it, so it is neither
 * reminded of nor charged a late fee until the debit is confirmed or comes back.
 */
export function notInCollection(): SQL {
  return sql`not exists (select 1 from ${sepaRunItems} i
    where i.invoice_id = ${invoices.id} and i.club_id = ${invoices.clubId} and i.status = 'pending')`;
}

/** The club's open invoices (credit notes are never open), of which `more` holds. */
export function openInvoicesWhere(clubId: string, ...more: (SQL | undefined)[]) {
  return and(eq(invoices.clubId, clubId), eq(invoices.kind, "invoice"), eq(invoices.status, "open"), ...more);
}

/**
 * The club's open invoices due on or before `lastDueDate`, locked until the transaction ends. A run of the
 * same day elsewhere waits for the lock, and then finds them overdue (no longer open).
 */
export function openInvoicesDueBy(tx: Db, clubId: string, lastDueDate: string, limit?: number) {
  const query = tx
    .select()
    .from(invoices)
    .where(openInvoicesWhere(clubId, lte(invoices.dueDate, lastDueDate), notInCollection()))
    // Due date, then id: two runs at once lock them in one order (decision 035).
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  return (limit === undefined ? query : query.limit(limit)).for("update");
}

/**
 * Of these invoices, those that have their late fee already (decision 076): a late-fee invoice of their own, or,
 * from before that decision, a late-fee line on themselves (kept as it was issued).
 */
export async function invoicesWithLateFee(
  tx: Db,
  clubId: string,
  invoiceIds: string[],
): Promise<Set<string>> {
  if (invoiceIds.length === 0) return new Set();
  const ids = sql.join(
    invoiceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    select late_fee_for as id from invoices
    where club_id = ${clubId} and late_fee_for in (${ids})
    union
    select invoice_id as id from invoice_lines
    where club_id = ${clubId} and kind = 'late_fee' and invoice_id in (${ids})`)) as unknown as {
    rows: { id: string }[];
  };
  return new Set(result.rows.map((r) => r.id));
}

/** The late-fee invoices of these invoices (decision 076), by the invoice each charges the fee of. */
export async function lateFeeInvoicesOf(
  db: Db,
  clubId: string,
  invoiceIds: string[],
): Promise<Map<string, InvoiceRow>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clubId, clubId), inArray(invoices.lateFeeFor, invoiceIds)));
  return new Map(rows.map((r) => [r.lateFeeFor as string, r]));
}

/** The open credit notes of a voided invoice are settled: the money it held has all been given back. */
export async function settleCreditNotes(tx: Db, clubId: string, invoiceId: string, at: Date): Promise<void> {
  await tx
    .update(invoices)
    .set({ status: "paid", paidAt: at })
    .where(
      and(
        eq(invoices.clubId, clubId),
        eq(invoices.creditFor, invoiceId),
        eq(invoices.kind, "credit_note"),
        eq(invoices.status, "open"),
      ),
    );
}

/**
 * Keeps a gateway's payment that could not be put on its invoice (decision 079), once per gateway reference:
 * answers whether it was new.
 */
export async function keepUnmatchedPayment(
  tx: Db,
  clubId: string,
  values: Omit<typeof unmatchedPayments.$inferInsert, "clubId">,
): Promise<boolean> {
  const rows = await tx
    .insert(unmatchedPayments)
    .values({ ...values, clubId })
    .onConflictDoNothing({ target: unmatchedPayments.gatewayReference })
    .returning({ id: unmatchedPayments.id });
  return rows.length > 0;
}

/** The club's gateway payments not put on an invoice and not dealt with yet, oldest first, with their invoice. */
export async function openUnmatchedPayments(db: Db, clubId: string) {
  return db
    .select({
      id: unmatchedPayments.id,
      invoiceId: unmatchedPayments.invoiceId,
      invoiceNumber: invoices.number,
      invoiceCurrency: invoices.currency,
      memberName: sql<string | null>`coalesce(${invoices.billTo}->>'name',
        (select trim(concat_ws(' ', m.first_name, m.last_name)) from members m where m.id = ${unmatchedPayments.memberId}))`,
      /** Whose account could keep it (decision 081): a top-up's member, else the invoice's payer or member. */
      memberId: sql<
        string | null
      >`coalesce(${unmatchedPayments.memberId}, ${invoices.payerMemberId}, ${invoices.memberId})`,
      amountMinor: unmatchedPayments.amountMinor,
      currency: unmatchedPayments.currency,
      receivedAt: unmatchedPayments.receivedAt,
    })
    .from(unmatchedPayments)
    .leftJoin(invoices, eq(invoices.id, unmatchedPayments.invoiceId))
    .where(and(eq(unmatchedPayments.clubId, clubId), eq(unmatchedPayments.resolution, "open")))
    .orderBy(unmatchedPayments.receivedAt)
    .limit(100);
}

export const lockUnmatchedPayment = unmatchedRows.lock;
export const updateUnmatchedPayment = unmatchedRows.updated;

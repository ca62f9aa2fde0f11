import { stringify } from "csv-stringify/sync";
import { and, asc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import { invoiceTotals, type LineAmount } from "../../../shared/billing.ts";
import { isUuid } from "../../../shared/ids.ts";
import type { InvoiceListQuery } from "../../../shared/invoices.ts";
import { currencyDigits } from "../../../shared/money.ts";
import type { Access } from "../../auth/access.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import { invoiceLines, invoices, payments, refunds } from "../../db/schema/billing.ts";
import { clubToday } from "../clubs/clubs.service.ts";
import { safeCell } from "../members/members.export.ts";
import { moneyByInvoice } from "./balances.ts";
import type { InvoiceRow } from "./billing.repository.ts";
import { listConditions } from "./invoices.repository.ts";

/*
 * Billing's CSV exports (issue 15): the documents a list's filters find, and the money that moved in a period
 * (payments and refunds). Amounts are written in the currency's major unit with a point ("1234.50"), the form
 * spreadsheets and accounting software read whatever their language; each row names its currency. Rows are
 * read a batch at a time: 100,000 invoices are never held in memory at once.
 */

const BATCH = 2000;

export const invoiceCsvColumns = [
  "number",
  "kind",
  "status",
  "member_name",
  "member_email",
  "membership_number",
  "issue_date",
  "due_date",
  "currency",
  "subtotal",
  "tax_rates",
  "tax",
  "total",
  "paid",
  "balance",
  "voided_reason",
] as const;

export const paymentCsvColumns = [
  "date",
  "type",
  "invoice_number",
  "member_name",
  "method",
  "reference",
  "currency",
  "amount",
  "reason",
] as const;

/** Minor units as a decimal of the major unit: 123450 USD → "1234.50"; -500 → "-5.00". */
export function major(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = digits ? text.slice(0, -digits) : text;
  const part = digits ? `.${text.slice(-digits)}` : "";
  return `${negative ? "-" : ""}${whole}${part}`;
}

/** A stream of CSV: a UTF-8 byte order mark and the header, then each batch `next` gives until it gives none. */
function csvStream(
  header: readonly string[],
  next: () => Promise<string[][] | null>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${stringify([[...header]])}`));
        return;
      }
      const rows = await next();
      if (!rows) {
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(stringify(rows)));
    },
  });
}

/**
 * A document's tax summary in one cell (decision 080): per rate its name, percent, net amount and tax, as the
 * document prints them ("Standard rate 19%: 100.00 + 19.00; Sports exempt: 30.00 + 0.00; untaxed: 5.00 + 0.00").
 */
function taxCell(lines: readonly LineAmount[], currency: string): string {
  return invoiceTotals(lines)
    .taxes.map((g) => {
      const percent = `${Number(g.taxPercent.toFixed(6))}%`;
      const rate =
        g.taxKind === "exempt"
          ? `${g.taxName ?? ""} exempt`.trim()
          : g.taxName
            ? `${g.taxName} ${percent}`
            : g.taxPercent === 0
              ? "untaxed"
              : percent;
      return `${rate}: ${major(g.netMinor, currency)} + ${major(g.taxMinor, currency)}`;
    })
    .join("; ");
}

function invoiceRecord(
  row: InvoiceRow,
  money: { paidMinor: number; balanceMinor: number } | undefined,
  lines: readonly LineAmount[],
): string[] {
  const m = (minor: number) => major(minor, row.currency);
  return [
    row.number ?? "",
    row.kind,
    row.status,
    safeCell(row.billTo.name),
    safeCell(row.billTo.email),
    safeCell(row.billTo.membershipNumber),
    row.issueDate ?? "",
    row.dueDate ?? "",
    row.currency,
    m(row.subtotalMinor),
    safeCell(taxCell(lines, row.currency)),
    m(row.taxMinor),
    m(row.totalMinor),
    m(money?.paidMinor ?? 0),
    m(money?.balanceMinor ?? 0),
    safeCell(row.voidReason),
  ];
}

/** `GET /billing/invoices.csv`: every document the list's filters find, oldest first. */
export async function invoiceCsv(db: Db, clock: Clock, access: Access, query: InvoiceListQuery) {
  const { clubId } = access;
  const filter = {
    ...query,
    memberId: query.memberId && isUuid(query.memberId) ? query.memberId.toLowerCase() : undefined,
  };
  const where = listConditions(clubId, filter);
  let after: { createdAt: Date; id: string } | null = null;
  let done = Boolean(query.memberId && !filter.memberId);
  const next = async () => {
    if (done) return null;
    const rows = await db
      .select()
      .from(invoices)
      .where(
        and(
          where,
          after
            ? or(
                gt(invoices.createdAt, after.createdAt),
                and(eq(invoices.createdAt, after.createdAt), gt(invoices.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(invoices.createdAt), asc(invoices.id))
      .limit(BATCH);
    const last = rows.at(-1);
    if (!last) return null;
    if (rows.length < BATCH) done = true;
    after = { createdAt: last.createdAt, id: last.id };
    const money = await moneyByInvoice(db, clubId, rows);
    const lines = await taxLinesOf(db, clubId, rows);
    return rows.map((row) => invoiceRecord(row, money.get(row.id), lines.get(row.id) ?? []));
  };
  const today = await clubToday(db, clubId, clock.now());
  return { name: `invoices-${today}.csv`, stream: csvStream(invoiceCsvColumns, next) };
}

/** `GET /billing/payments.csv`: the payments received and the refunds made in a period, by date. */
export async function paymentCsv(
  db: Db,
  clock: Clock,
  access: Access,
  query: { from?: string; to?: string },
) {
  const { clubId } = access;
  const today = await clubToday(db, clubId, clock.now());
  const from = query.from ?? "0001-01-01";
  const to = query.to ?? "9999-12-31";
  /** Where the last batch ended: its last row's day, time made and id (keyset, not an offset). */
  let after: { day: string; created: string; id: string } | null = null;
  let done = false;
  const beyond = (day: SQL, created: SQL, id: SQL) =>
    after
      ? sql`and (${day}, ${created}, ${id}) > (${after.day}::date, ${after.created}::timestamptz, ${after.id}::uuid)`
      : sql``;
  const next = async () => {
    if (done) return null;
    // One list of both, by the day the money moved: a payment's amount is positive, a refund's negative. Each
    // batch reads on from the last one's end: the next rows of each in the order of its index (club, day,
    // created_at, id), then the two batches merged. An offset over the sorted union read and sorted everything
    // before it again for every batch (decision 036).
    const result = (await db.execute(sql`
      select * from (
        (select p.received_on as on_day, p.received_on::text as day, 'payment' as type, i.number,
          i.bill_to->>'name' as member, p.method, p.reference, p.currency, p.amount_minor as amount, null as reason,
          p.created_at, p.created_at::text as created, p.id
        from ${payments} p join ${invoices} i on i.id = p.invoice_id
        where p.club_id = ${clubId} and p.received_on between ${from} and ${to}
          ${beyond(sql`p.received_on`, sql`p.created_at`, sql`p.id`)}
        order by p.received_on, p.created_at, p.id
        limit ${BATCH})
        union all
        (select r.refunded_on, r.refunded_on::text, 'refund', i.number, i.bill_to->>'name', p.method, p.reference,
          p.currency, -r.amount_minor, r.reason, r.created_at, r.created_at::text, r.id
        from ${refunds} r join ${payments} p on p.id = r.payment_id join ${invoices} i on i.id = p.invoice_id
        where r.club_id = ${clubId} and r.refunded_on between ${from} and ${to}
          ${beyond(sql`r.refunded_on`, sql`r.created_at`, sql`r.id`)}
        order by r.refunded_on, r.created_at, r.id
        limit ${BATCH})
      ) moved
      order by on_day, created_at, id
      limit ${BATCH}`)) as unknown as {
      rows: {
        created: string;
        id: string;
        day: string;
        type: string;
        number: string | null;
        member: string | null;
        method: string;
        reference: string | null;
        currency: string;
        amount: string;
        reason: string | null;
      }[];
    };
    const rows = result.rows;
    if (rows.length === 0) return null;
    if (rows.length < BATCH) done = true;
    const last = rows.at(-1) as (typeof rows)[number];
    after = { day: String(last.day).slice(0, 10), created: last.created, id: last.id };
    return rows.map((r) => [
      String(r.day).slice(0, 10),
      r.type,
      r.number ?? "",
      safeCell(r.member),
      r.method,
      safeCell(r.reference),
      r.currency,
      major(Number(r.amount), r.currency),
      safeCell(r.reason),
    ]);
  };
  const name = query.from
    ? `payments-${query.from}-${query.to ?? today}.csv`
    : `payments-${query.to ?? today}.csv`;
  return { name, stream: csvStream(paymentCsvColumns, next) };
}

/** The lines of a batch of documents, as their tax summaries read them, by document. */
async function taxLinesOf(db: Db, clubId: string, rows: readonly { id: string }[]) {
  const found = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      quantity: invoiceLines.quantity,
      unitMinor: invoiceLines.unitMinor,
      taxName: invoiceLines.taxName,
      taxPercent: invoiceLines.taxPercent,
      taxKind: invoiceLines.taxKind,
      taxNote: invoiceLines.taxNote,
    })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.clubId, clubId),
        inArray(
          invoiceLines.invoiceId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const byInvoice = new Map<string, LineAmount[]>();
  for (const line of found) {
    const list = byInvoice.get(line.invoiceId) ?? [];
    list.push(line);
    byInvoice.set(line.invoiceId, list);
  }
  return byInvoice;
}

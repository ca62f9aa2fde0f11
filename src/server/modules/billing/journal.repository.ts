import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { LineTax } from "../../../shared/billing.ts";
import type { Db } from "../../db/client.ts";
import { accountMovements, memberAccounts } from "../../db/schema/accounts.ts";
import { invoiceLines, invoices, payments, refunds } from "../../db/schema/billing.ts";
import { clubs, members } from "../../db/schema/clubs.ts";

/*
 * What the accountant's journal reads (decision 078): the documents issued, voided and credited, the money
 * that moved, and the movements of members' accounts (decision 086) in a period, one batch at a time in the order of the day they happened (keyset, not an offset), so
 * that a year of 100,000 invoices is never held in memory at once.
 */

/** Something that happened to the club's money on `day`. */
export interface JournalEvent {
  type: "invoice" | "void" | "credit" | "payment" | "refund" | "account";
  id: string;
  /** The club's calendar date it happened on. */
  day: string;
  created: string;
  /** The document's id (the invoice, the credit note; a payment's or refund's invoice). */
  documentId: string;
  number: string | null;
  name: string | null;
  currency: string;
  /** The document's tax (the sum of its rates'); a payment's or refund's amount. */
  taxMinor: number;
  amountMinor: number;
  /** A payment's (or a refund's payment's) method and reference. */
  method: string | null;
  reference: string | null;
  /**
   * A movement of a member's account (type "account", decision 086): its kind, its description (`reference`),
   * the tax its amount includes, and whether it was a green fee or a competition entry (else another charge).
   * `name` is the member's; `amountMinor` the movement's signed amount.
   */
  movement: { kind: string; taxPercent: number; taxKind: string; greenFee: boolean } | null;
}

/** Where the last batch ended. */
export interface JournalCursor {
  day: string;
  created: string;
  id: string;
}

export async function journalSettingsRow(db: Db, clubId: string) {
  const [row] = await db
    .select({ journalSettings: clubs.journalSettings, timezone: clubs.timezone, currency: clubs.currency })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}

/** Saves the club's journal settings (the caller's audited transaction). */
export async function saveJournalSettings(db: Db, clubId: string, settings: unknown): Promise<boolean> {
  const rows = await db
    .update(clubs)
    .set({ journalSettings: settings, updatedAt: new Date() })
    .where(eq(clubs.id, clubId))
    .returning({ id: clubs.id });
  return rows.length > 0;
}

/**
 * The next `limit` events of the period [from, to] after `after`, by day, then when they were recorded. Each
 * kind's rows are read in the order of its index and the batches merged (decision 036).
 */
export async function journalEvents(
  db: Db,
  clubId: string,
  period: { from: string; to: string; timezone: string },
  after: JournalCursor | null,
  limit: number,
): Promise<JournalEvent[]> {
  const { from, to, timezone } = period;
  const beyond = (day: SQL, created: SQL, id: SQL) =>
    after
      ? sql`and (${day}, ${created}, ${id}) > (${after.day}::date, ${after.created}::timestamptz, ${after.id}::uuid)`
      : sql``;
  const voidDay = sql`(i.voided_at at time zone ${timezone})::date`;
  const movedDay = sql`(m.created_at at time zone ${timezone})::date`;
  const result = (await db.execute(sql`
    select * from (
      (select 'invoice' as type, i.id, i.issue_date as on_day, i.created_at, i.id as document_id, i.number,
        i.bill_to->>'name' as name, i.currency, i.tax_minor, i.total_minor as amount,
        null::text as method, null::text as reference, null::text as m_kind, null::numeric as m_tax_percent,
        null::text as m_tax_kind, null::boolean as m_green_fee
      from ${invoices} i
      where i.club_id = ${clubId} and i.kind = 'invoice' and i.status <> 'draft'
        and i.issue_date between ${from} and ${to}
        ${beyond(sql`i.issue_date`, sql`i.created_at`, sql`i.id`)}
      order by i.issue_date, i.created_at, i.id
      limit ${limit})
      union all
      (select 'void', i.id, ${voidDay}, i.created_at, i.id, i.number, i.bill_to->>'name', i.currency,
        i.tax_minor, i.total_minor, null, i.void_reason, null, null, null, null
      from ${invoices} i
      where i.club_id = ${clubId} and i.kind = 'invoice' and i.status = 'void'
        and ${voidDay} between ${from} and ${to}
        ${beyond(voidDay, sql`i.created_at`, sql`i.id`)}
      order by 3, i.created_at, i.id
      limit ${limit})
      union all
      (select 'credit', c.id, c.issue_date, c.created_at, c.id, c.number, c.bill_to->>'name', c.currency,
        c.tax_minor, c.total_minor, null, f.number, null, null, null, null
      from ${invoices} c left join ${invoices} f on f.id = c.credit_for
      where c.club_id = ${clubId} and c.kind = 'credit_note' and c.status <> 'draft'
        and (f.id is null or f.status <> 'void')
        and c.issue_date between ${from} and ${to}
        ${beyond(sql`c.issue_date`, sql`c.created_at`, sql`c.id`)}
      order by c.issue_date, c.created_at, c.id
      limit ${limit})
      union all
      (select 'payment', p.id, p.received_on, p.created_at, p.invoice_id, i.number, i.bill_to->>'name',
        p.currency, 0, p.amount_minor, p.method, p.reference, null, null, null, null
      from ${payments} p join ${invoices} i on i.id = p.invoice_id
      where p.club_id = ${clubId} and p.received_on between ${from} and ${to}
        ${beyond(sql`p.received_on`, sql`p.created_at`, sql`p.id`)}
      order by p.received_on, p.created_at, p.id
      limit ${limit})
      union all
      (select 'refund', r.id, r.refunded_on, r.created_at, p.invoice_id, i.number, i.bill_to->>'name',
        p.currency, 0, r.amount_minor, p.method, r.reason, null, null, null, null
      from ${refunds} r join ${payments} p on p.id = r.payment_id join ${invoices} i on i.id = p.invoice_id
      where r.club_id = ${clubId} and r.refunded_on between ${from} and ${to}
        ${beyond(sql`r.refunded_on`, sql`r.created_at`, sql`r.id`)}
      order by r.refunded_on, r.created_at, r.id
      limit ${limit})
      union all
      (select 'account', m.id, ${movedDay}, m.created_at, m.account_id, null,
        nullif(trim(concat_ws(' ', mem.first_name, mem.last_name)), ''), a.currency, 0, m.amount_minor,
        coalesce(m.method, rp.method, case when m.unmatched_payment_id is not null then 'stripe' end),
        m.description, m.kind, m.tax_percent, m.tax_kind,
        coalesce(o.booking_player_id, o.competition_entry_id, m.booking_player_id, m.competition_entry_id)
          is not null
      from ${accountMovements} m join ${memberAccounts} a on a.id = m.account_id
        left join ${members} mem on mem.id = a.member_id
        left join ${accountMovements} o on o.id = m.refund_of_id
        left join ${refunds} kept on kept.id = m.refund_id
        left join ${payments} rp on rp.id = kept.payment_id
      where m.club_id = ${clubId}
        and m.created_at >= ${from}::date::timestamp at time zone ${timezone}
        and m.created_at < (${to}::date + 1)::timestamp at time zone ${timezone}
        ${beyond(movedDay, sql`m.created_at`, sql`m.id`)}
      order by m.created_at, m.id
      limit ${limit})
    ) moved
    order by on_day, created_at, id
    limit ${limit}`)) as unknown as {
    rows: {
      type: JournalEvent["type"];
      id: string;
      on_day: string | Date;
      created_at: string | Date;
      document_id: string;
      number: string | null;
      name: string | null;
      currency: string;
      tax_minor: string | number;
      amount: string | number;
      method: string | null;
      reference: string | null;
      m_kind: string | null;
      m_tax_percent: string | number | null;
      m_tax_kind: string | null;
      m_green_fee: boolean | null;
    }[];
  };
  return result.rows.map((r) => ({
    type: r.type,
    id: r.id,
    day: calendarDay(r.on_day),
    created: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
    documentId: r.document_id,
    number: r.number,
    name: r.name,
    currency: r.currency,
    taxMinor: Number(r.tax_minor),
    amountMinor: Number(r.amount),
    method: r.method,
    reference: r.reference,
    movement:
      r.m_kind === null
        ? null
        : {
            kind: r.m_kind,
            taxPercent: Number(r.m_tax_percent ?? 0),
            taxKind: r.m_tax_kind ?? "standard",
            greenFee: r.m_green_fee === true,
          },
  }));
}

/** A date column as the driver gives it (a string from PGlite and node-postgres' text parser, or a Date). */
function calendarDay(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** What a document's lines bill, summed by kind, membership type and tax rate (the lines' copies of it). */
export interface LineGroup extends LineTax {
  invoiceId: string;
  kind: string;
  membershipType: string | null;
  netMinor: number;
}

export async function lineGroups(db: Db, clubId: string, invoiceIds: string[]): Promise<LineGroup[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      kind: invoiceLines.kind,
      membershipType: invoiceLines.membershipType,
      taxName: invoiceLines.taxName,
      taxPercent: invoiceLines.taxPercent,
      taxKind: invoiceLines.taxKind,
      taxNote: invoiceLines.taxNote,
      netMinor: sql<string>`sum(${invoiceLines.quantity}::bigint * ${invoiceLines.unitMinor})`,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.clubId, clubId), inArray(invoiceLines.invoiceId, invoiceIds)))
    .groupBy(
      invoiceLines.invoiceId,
      invoiceLines.kind,
      invoiceLines.membershipType,
      invoiceLines.taxName,
      invoiceLines.taxPercent,
      invoiceLines.taxKind,
      invoiceLines.taxNote,
    )
    // In the order of the document's lines.
    .orderBy(invoiceLines.invoiceId, sql`min(${invoiceLines.position})`);
  return rows.map((r) => ({ ...r, taxPercent: Number(r.taxPercent), netMinor: Number(r.netMinor) }));
}

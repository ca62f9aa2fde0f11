import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { InvoiceListQuery } from "../../../shared/invoices.ts";
import { SEARCH_COUNT_CAP } from "../../../shared/members.ts";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { containsPattern } from "../../db/patterns.ts";
import { auditTrail } from "../../db/schema/audit.ts";
import { user } from "../../db/schema/auth.ts";
import { invoiceLines, invoices, payments, refunds } from "../../db/schema/billing.ts";
import { clubs, members } from "../../db/schema/clubs.ts";
import { competitionEntries, competitions } from "../../db/schema/competitions.ts";
import { golfBookingPlayers, golfCourses } from "../../db/schema/golf.ts";
import { notLeftQuiet } from "../memberships/membership-dates.ts";
import { type InvoiceRow, notInCollection, openInvoicesWhere } from "./billing.repository.ts";

/*
 * What billing reads (issue 15): the invoices' list, one invoice with its lines, payments, refunds and history,
 * the club's totals, what a member may be billed, and the exports. Every query names the club.
 */

/** The list's conditions: the club, kind, status, member, issue dates and search. */
export function listConditions(
  clubId: string,
  query: Omit<InvoiceListQuery, "page" | "pageSize" | "sort" | "order">,
) {
  const conditions: (SQL | undefined)[] = [eq(invoices.clubId, clubId)];
  if (query.kind) conditions.push(eq(invoices.kind, query.kind));
  if (query.status === "outstanding") conditions.push(inArray(invoices.status, ["open", "overdue"]));
  else if (query.status) conditions.push(eq(invoices.status, query.status));
  if (query.memberId) conditions.push(eq(invoices.memberId, query.memberId));
  if (query.from) conditions.push(gte(invoices.issueDate, query.from));
  if (query.to) conditions.push(lte(invoices.issueDate, query.to));
  const term = query.q.trim().toLowerCase();
  if (term) conditions.push(sql`${invoices.searchText} like ${containsPattern(term)}`);
  return and(...conditions);
}

const invoiceRows = clubRows(invoices, "invoice");

const sortColumns = {
  issueDate: [invoices.issueDate, invoices.sequence],
  dueDate: [invoices.dueDate, invoices.sequence],
  number: [invoices.kind, invoices.year, invoices.sequence],
  total: [invoices.totalMinor, invoices.sequence],
  member: [sql`${invoices.billTo}->>'name'`, invoices.sequence],
} as const;

/**
 * A page of the club's invoices and credit notes, and how many match. Drafts (no date yet) sort as the newest.
 * A search counts its matches up to the members' cap and one more (bounded pagination, decision 012): past
 * the cap the total is the cap, and `totalCapped` says there are more.
 */
export async function listInvoices(
  db: Db,
  clubId: string,
  query: InvoiceListQuery,
): Promise<{ rows: InvoiceRow[]; total: number; totalCapped: boolean }> {
  const where = listConditions(clubId, query);
  const direction = query.order === "asc" ? asc : desc;
  const nullsFirst = query.order === "desc";
  // When made breaks ties in the same direction, so that the default order is one range of
  // invoices_club_issue_idx (club, issue date, sequence, created_at), read backwards for the newest first.
  const order = [...sortColumns[query.sort], invoices.createdAt].map((column) =>
    nullsFirst ? sql`${direction(column)} nulls first` : sql`${direction(column)} nulls last`,
  );
  const searching = query.q.trim() !== "";
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset),
    searching
      ? db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`(select 1 from ${invoices} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as matches`)
          .then((r) => Number(r[0]?.n ?? 0))
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(invoices)
          .where(where)
          .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  const totalCapped = total > SEARCH_COUNT_CAP;
  return { rows, total: totalCapped ? SEARCH_COUNT_CAP : total, totalCapped };
}

export function paymentsOf(db: Db, clubId: string, invoiceId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.clubId, clubId), eq(payments.invoiceId, invoiceId)))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
}

export function refundsOf(db: Db, clubId: string, paymentIds: string[]) {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.clubId, clubId), inArray(refunds.paymentId, paymentIds)))
    .orderBy(asc(refunds.refundedOn), asc(refunds.createdAt));
}

/**
 * The documents linked to one: the credit notes issued on an invoice and the invoice a credit note credits; the
 * late-fee invoice of an invoice and the invoice a late-fee invoice charges the fee of (decision 076). Id,
 * number, total and how each is linked.
 */
export function linkedDocuments(
  db: Db,
  clubId: string,
  ids: { creditFor: string | null; lateFeeFor: string | null; invoiceId: string },
) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      totalMinor: invoices.totalMinor,
      creditFor: invoices.creditFor,
      lateFeeFor: invoices.lateFeeFor,
      createdAt: invoices.createdAt,
      status: invoices.status,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.clubId, clubId),
        or(
          eq(invoices.creditFor, ids.invoiceId),
          eq(invoices.lateFeeFor, ids.invoiceId),
          ids.creditFor ? eq(invoices.id, ids.creditFor) : undefined,
          ids.lateFeeFor ? eq(invoices.id, ids.lateFeeFor) : undefined,
        ),
      ),
    );
}

export interface AuditEntry {
  tableName: string;
  recordId: string;
  action: string;
  oldData: Record<string, unknown> | null;
  newData: Record<string, unknown> | null;
  changedFields: string[] | null;
  changedAt: Date;
  actorName: string | null;
  actorEmail: string | null;
}

/** The audit trail of an invoice and of its lines, payments and refunds (by their ids), oldest first. */
export async function auditOf(
  db: Db,
  clubId: string,
  records: { table: string; ids: string[] }[],
): Promise<AuditEntry[]> {
  const wanted = records.filter((r) => r.ids.length > 0);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({
      tableName: auditTrail.tableName,
      recordId: auditTrail.recordId,
      action: auditTrail.action,
      oldData: auditTrail.oldData,
      newData: auditTrail.newData,
      changedFields: auditTrail.changedFields,
      changedAt: auditTrail.changedAt,
      actorName: user.name,
      actorEmail: user.email,
    })
    .from(auditTrail)
    .leftJoin(user, eq(user.id, auditTrail.changedBy))
    .where(
      and(
        eq(auditTrail.clubId, clubId),
        or(...wanted.map((r) => and(eq(auditTrail.tableName, r.table), inArray(auditTrail.recordId, r.ids)))),
      ),
    )
    .orderBy(asc(auditTrail.changedAt), asc(auditTrail.id));
  return rows as AuditEntry[];
}

/**
 * The club's totals per currency: owed on open and overdue invoices, owed on overdue ones, and received from
 * `monthStart` to `monthEnd` less what was given back in those days. What is owed comes from
 * `billing_balances` (one row per currency, kept by triggers: decision 042), what came in this month from the
 * month's range of the payments' and refunds' indexes by day. A currency is listed while the club has an open
 * or overdue invoice in it, or money came in or went back in it this month. A few hundred rows at most,
 * whatever the club's size: no JIT (its threshold is far off).
 */
export async function billingTotals(db: Db, clubId: string, monthStart: string, monthEnd: string) {
  const result = (await db.execute(sql`
    with owed as (
      select currency, outstanding_minor, overdue_minor from billing_balances
      where club_id = ${clubId} and invoices > 0
    ),
    received as (
      select currency, sum(amount_minor) as amount from payments
      where club_id = ${clubId} and received_on between ${monthStart} and ${monthEnd}
      group by currency
    ),
    -- The month's refunds, each finding its payment's currency by its primary key (as the dashboard's revenue
    -- does: a join let the planner read every refund of the club by its payment index).
    returned as (
      select currency, sum(amount) as amount from (
        select (select p.currency from payments p where p.id = r.payment_id) as currency, r.amount_minor as amount
        from refunds r where r.club_id = ${clubId} and r.refunded_on between ${monthStart} and ${monthEnd}
      ) given
      group by currency
    ),
    currencies as (
      select currency from owed union select currency from received union select currency from returned
    )
    select c.currency, coalesce(o.outstanding_minor, 0) as outstanding, coalesce(o.overdue_minor, 0) as overdue,
      coalesce(rc.amount, 0) - coalesce(rt.amount, 0) as paid
    from currencies c
      left join owed o on o.currency = c.currency
      left join received rc on rc.currency = c.currency
      left join returned rt on rt.currency = c.currency
    order by c.currency`)) as unknown as {
    rows: { currency: string; outstanding: string; overdue: string; paid: string }[];
  };
  return result.rows.map((r) => ({
    currency: r.currency,
    outstandingMinor: Number(r.outstanding),
    overdueMinor: Number(r.overdue),
    paidThisMonthMinor: Number(r.paid),
  }));
}

/** The club's currency for billing: its financial settings', else its profile's. */
export async function clubBilling(db: Db, clubId: string) {
  const [row] = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      currency: clubs.currency,
      timezone: clubs.timezone,
      preferences: clubs.preferences,
      financialSettings: clubs.financialSettings,
      membershipSettings: clubs.membershipSettings,
      communicationSettings: clubs.communicationSettings,
      brandingSettings: clubs.brandingSettings,
      email: clubs.email,
      contactNumber: clubs.contactNumber,
      website: clubs.website,
      address: clubs.address,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}
export type ClubBilling = NonNullable<Awaited<ReturnType<typeof clubBilling>>>;

/**
 * The green fees billed to a member and not invoiced yet: their own rounds, and their guests' (a guest's fee is
 * its host's), of bookings not cancelled, with a fee; `ids` narrows them to those players. Locked with `lock`.
 * A competition's entry fee is one of them (decision 075), named by its competition.
 */
export function billableGreenFees(
  db: Db,
  clubId: string,
  memberId: string,
  options: { ids?: string[]; lock?: boolean } = {},
) {
  const query = db
    .select({
      id: golfBookingPlayers.id,
      memberId: golfBookingPlayers.memberId,
      guestName: golfBookingPlayers.guestName,
      teeDate: golfBookingPlayers.teeDate,
      teeTime: golfBookingPlayers.teeTime,
      status: golfBookingPlayers.status,
      greenFeeMinor: golfBookingPlayers.greenFeeMinor,
      currency: golfBookingPlayers.currency,
      courseName: golfCourses.name,
      // The competition whose drawn group this booking is (source "competition"): the fee is its entry fee, and
      // the booking's day is the competition's.
      competitionName: sql<string | null>`(
        select ${competitions.name} from ${competitionEntries}
        join ${competitions} on ${competitions.id} = ${competitionEntries.competitionId}
        where ${competitionEntries.clubId} = ${golfBookingPlayers.clubId}
          and ${competitionEntries.bookingId} = ${golfBookingPlayers.bookingId}
        limit 1)`,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      membershipNumber: members.membershipNumber,
    })
    .from(golfBookingPlayers)
    .innerJoin(golfCourses, eq(golfCourses.id, golfBookingPlayers.courseId))
    .leftJoin(members, eq(members.id, golfBookingPlayers.memberId))
    .where(
      and(
        eq(golfBookingPlayers.clubId, clubId),
        or(
          eq(golfBookingPlayers.memberId, memberId),
          and(isNull(golfBookingPlayers.memberId), eq(golfBookingPlayers.hostMemberId, memberId)),
        ),
        ne(golfBookingPlayers.status, "cancelled"),
        sql`${golfBookingPlayers.greenFeeMinor} > 0`,
        isNull(golfBookingPlayers.invoicedAt),
        options.ids ? inArray(golfBookingPlayers.id, options.ids) : undefined,
      ),
    )
    .$dynamic();
  if (options.lock) {
    // Locked in the order a member's deletion locks their player rows (decision 035): tee time, then id.
    return query
      .orderBy(asc(golfBookingPlayers.teeDate), asc(golfBookingPlayers.teeTime), asc(golfBookingPlayers.id))
      .limit(500)
      .for("update", { of: golfBookingPlayers });
  }
  // Shown by tee time, the member's own round before their guests', guests by name.
  return query
    .orderBy(
      asc(golfBookingPlayers.teeDate),
      asc(golfBookingPlayers.teeTime),
      sql`${golfBookingPlayers.memberId} is null`,
      asc(golfBookingPlayers.guestName),
      asc(golfBookingPlayers.id),
    )
    .limit(500);
}

/**
 * Marks these green fees as put on an invoice, each only if it was not already: answers how many were marked
 * (fewer than asked means another invoice took one first). The rows are locked by the caller.
 */
export async function holdGreenFees(tx: Db, clubId: string, ids: string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(golfBookingPlayers)
    .set({ invoicedAt: at })
    .where(
      and(
        eq(golfBookingPlayers.clubId, clubId),
        inArray(golfBookingPlayers.id, ids),
        isNull(golfBookingPlayers.invoicedAt),
      ),
    )
    .returning({ id: golfBookingPlayers.id });
  return rows.length;
}

/** Gives back the green fees of these lines for another invoice (a deleted draft, a voided invoice). */
export async function releaseGreenFees(tx: Db, clubId: string, invoiceId: string): Promise<void> {
  await tx.execute(sql`
    update golf_booking_players set invoiced_at = null
    where club_id = ${clubId} and invoiced_at is not null and id in (
      select booking_player_id from invoice_lines
      where club_id = ${clubId} and invoice_id = ${invoiceId} and booking_player_id is not null)`);
}

export async function deleteLines(tx: Db, clubId: string, invoiceId: string): Promise<void> {
  await tx
    .delete(invoiceLines)
    .where(and(eq(invoiceLines.clubId, clubId), eq(invoiceLines.invoiceId, invoiceId)));
}

export const deleteInvoiceRow = invoiceRows.delete;

/**
 * The documents billed to a member (decision 062): their own, less those billed to their household's payer, and
 * those of their household's members billed to them as its payer. Read from invoices_club_member_idx and
 * invoices_club_payer_idx.
 */
function billedToMember(clubId: string, memberId: string) {
  return and(
    eq(invoices.clubId, clubId),
    or(
      and(eq(invoices.memberId, memberId), isNull(invoices.payerMemberId)),
      eq(invoices.payerMemberId, memberId),
    ),
  );
}

/** The documents billed to a member (no drafts), newest first. */
export function memberInvoices(db: Db, clubId: string, memberId: string, limit = 200) {
  return db
    .select()
    .from(invoices)
    .where(and(billedToMember(clubId, memberId), ne(invoices.status, "draft")))
    .orderBy(desc(invoices.issueDate), desc(invoices.sequence))
    .limit(limit);
}

/** The invoice that bills a member's period already (not void), if any. */
export async function invoiceOfPeriod(db: Db, clubId: string, memberId: string, periodStart: string) {
  const [row] = await db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.clubId, clubId),
        eq(invoices.memberId, memberId),
        eq(invoices.periodStart, periodStart),
        inArray(invoices.purpose, ["renewal", "signup"]),
        ne(invoices.status, "void"),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The invoice (not void) that bills a day of a member's period `start`..`end` already (inclusive; `end` null: for
 * life), if any, the earliest: a period is billed once, whether it starts on the same day or overlaps (issue 34).
 */
export async function invoiceOverlappingPeriod(
  db: Db,
  clubId: string,
  memberId: string,
  start: string,
  end: string | null,
) {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.clubId, clubId),
        eq(invoices.memberId, memberId),
        inArray(invoices.purpose, ["renewal", "signup"]),
        ne(invoices.status, "void"),
        end === null ? undefined : lte(invoices.periodStart, end),
        or(isNull(invoices.periodEnd), gte(invoices.periodEnd, start)),
      ),
    )
    .orderBy(asc(invoices.periodStart))
    .limit(1);
  return row;
}

/**
 * The members whose membership's renewal invoice is due by `horizon` (their period ends by then), active or in
 * grace, of an active type with a price in the club's currency and a period, whose next period is not billed
 * yet (by a renewal or joining invoice that is not void). By end date.
 */
/** A renewal batch's place in the day's order (membership end date, member): the next batch reads after it. */
export interface RenewalCursor {
  endDate: string;
  memberId: string;
}

export async function renewalsDue(
  db: Db,
  clubId: string,
  horizon: string,
  currency: string,
  limit: number,
  /** Where the day's last batch ended: the memberships up to it were billed or passed over. */
  after?: RenewalCursor,
) {
  const result = (await db.execute(sql`
    select m.id, m.first_name, m.last_name, m.email, m.membership_number, m.membership_end_date::text as membership_end_date,
      t.code, t.name as type_name, t.price_minor, t.billing_period, t.tax_rate_id,
      p.id as payer_id, p.first_name as payer_first_name, p.last_name as payer_last_name, p.email as payer_email,
      p.membership_number as payer_membership_number
    from members m
    join membership_types t on t.club_id = m.club_id and t.code = m.membership_type
    -- The household's payer, when another member (decision 062): the invoice is billed to them.
    left join members p on m.household_id is not null and p.club_id = m.club_id and p.household_id = m.household_id
      and p.household_payer and p.id <> m.id
    where m.club_id = ${clubId}
      and m.membership_status in ('active', 'grace')
      and m.membership_end_date is not null and m.membership_end_date <= ${horizon}
      and t.active and t.price_minor > 0 and t.billing_period <> 'lifetime' and t.currency = ${currency}
      and not exists (
        select 1 from invoices i
        where i.club_id = m.club_id and i.member_id = m.id and i.purpose in ('renewal', 'signup')
          and i.status <> 'void' and i.period_start = m.membership_end_date + 1)
      and ${notLeftQuiet(sql`m`)}
      ${after ? sql`and (m.membership_end_date, m.id) > (${after.endDate}::date, ${after.memberId}::uuid)` : sql``}
    order by m.membership_end_date, m.id
    limit ${limit}`)) as unknown as {
    rows: {
      id: string;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      membership_number: string | null;
      membership_end_date: string;
      code: string;
      type_name: string;
      price_minor: string;
      billing_period: string;
      tax_rate_id: string | null;
      payer_id: string | null;
      payer_first_name: string | null;
      payer_last_name: string | null;
      payer_email: string | null;
      payer_membership_number: string | null;
    }[];
  };
  return result.rows.map((r) => ({
    memberId: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    membershipNumber: r.membership_number,
    endDate: String(r.membership_end_date).slice(0, 10),
    typeCode: r.code,
    typeName: r.type_name,
    priceMinor: Number(r.price_minor),
    billingPeriod: r.billing_period,
    taxRateId: r.tax_rate_id,
    payer: r.payer_id
      ? {
          id: r.payer_id,
          firstName: r.payer_first_name,
          lastName: r.payer_last_name,
          email: r.payer_email,
          membershipNumber: r.payer_membership_number,
        }
      : null,
  }));
}
export type RenewalDue = Awaited<ReturnType<typeof renewalsDue>>[number];

/** Open invoices due from `from` to `to` (both included) whose reminder has not gone. */
export function remindersDue(db: Db, clubId: string, from: string, to: string) {
  return db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      openInvoicesWhere(
        clubId,
        isNull(invoices.remindedAt),
        gte(invoices.dueDate, from),
        lte(invoices.dueDate, to),
        notInCollection(),
      ),
    )
    .orderBy(asc(invoices.dueDate));
}

/** A member's documents still to pay (open or overdue) of which `which` holds. */
function unpaidOfMember(db: Db, clubId: string, memberId: string, which: SQL) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.clubId, clubId),
        eq(invoices.memberId, memberId),
        which,
        inArray(invoices.status, ["open", "overdue"]),
      ),
    );
}

/** A member's open renewal invoice (open or overdue), the latest issued, if any (their home, decision 030). */
export async function openRenewalInvoice(db: Db, clubId: string, memberId: string) {
  const [row] = await unpaidOfMember(db, clubId, memberId, eq(invoices.purpose, "renewal"))
    .orderBy(desc(invoices.issueDate), desc(invoices.sequence))
    .limit(1);
  return row;
}

/**
 * The invoices still to pay (open or overdue) billed to a member, the oldest due first (their home, decision 030):
 * a household's payer's include its members' billed to them (decision 062).
 */
export function openMemberInvoices(db: Db, clubId: string, memberId: string) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        billedToMember(clubId, memberId),
        eq(invoices.kind, "invoice"),
        inArray(invoices.status, ["open", "overdue"]),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.sequence));
}

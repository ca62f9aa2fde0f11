import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  documentKinds,
  invoicePurposes,
  invoiceStatuses,
  lineKinds,
  paymentMethods,
  refundGatewayStatuses,
  taxKinds,
  unmatchedResolutions,
} from "../../../shared/billing.ts";
import { user } from "./auth.ts";
import { clubRowKey, clubs, members, taxRates } from "./clubs.ts";
import { timestamps } from "./columns.ts";
import { golfBookingPlayers } from "./golf.ts";

/*
 * Billing (issue 15, decision 025). Every table but the number counters is audited (migration 0013). What must
 * hold under any concurrency is the database's:
 * - a document's number comes from its club's counter of the kind and year, taken in the transaction that
 *   issues it (the counter's row is locked until then): no gaps, no duplicates, and unique besides;
 * - a green fee is billed once (its player's `invoiced_at` is set by the invoice that bills it, only where it was
 *   not set, and cleared when that invoice is deleted or voided), and an invoice gets one late fee, a document
 *   of its own (decision 076: an issued invoice is never changed);
 * - a membership's period is billed by one renewal or joining invoice that is not void;
 * - a webhook's event records one payment (the event's id is unique).
 * Amounts are integers of the currency's minor unit. The balance is never stored: it is the total less the
 * payments plus their refunds.
 */

const minor = (name: string) => bigint(name, { mode: "number" });

/** The last number given to a club's documents of a kind in a year. */
export const billingCounters = pgTable(
  "billing_counters",
  {
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: documentKinds }).notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.kind, t.year] })],
);

/** Who an invoice is addressed to, as it was when it was issued (the member record may change or go). */
export interface BillTo {
  name: string;
  email: string | null;
  membershipNumber: string | null;
  address: string | null;
  /** The member the document bills for, when it is addressed to their household's payer (decision 062). */
  forMember?: string | null;
}

/**
 * What the club's open and overdue invoices owe, per currency (decision 042): derived data kept by statement
 * triggers on `invoices`, `payments` and `refunds` (migration 0027) in the same transaction as each change, so
 * that billing's totals (and the dashboard) read one row per currency instead of every open invoice and every
 * payment. `invoices` counts the open and overdue invoices (a currency is shown while it has one),
 * `outstandingMinor` is their balances' sum (total − paid + refunded), `overdueMinor` the overdue ones'. Not
 * audited (the invoices, payments and refunds are). One row per club and currency: every billing write that
 * changes what is owed holds it until its transaction ends, after the invoices and the number counters it
 * locks (decision 035's order).
 */
export const billingBalances = pgTable(
  "billing_balances",
  {
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    invoices: integer("invoices").notNull().default(0),
    outstandingMinor: minor("outstanding_minor").notNull().default(0),
    overdueMinor: minor("overdue_minor").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.currency] })],
);

/** An invoice or a credit note. A draft has no number, issue date or totals yet; an issued one is not edited. */
export const invoices = pgTable(
  "invoices",
  {
    ...clubRowKey(),
    kind: text("kind", { enum: documentKinds }).notNull().default("invoice"),
    /** The member billed; null once their record is deleted (the document keeps `billTo`). */
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    billTo: jsonb("bill_to").$type<BillTo>().notNull(),
    /**
     * The household's payer billed for the member's document (decision 062): `billTo` is then the payer's, and the
     * payer, not the member, sees and pays it. Null when the member is billed themselves, or once the payer's
     * record is deleted.
     */
    payerMemberId: uuid("payer_member_id").references(() => members.id, { onDelete: "set null" }),
    status: text("status", { enum: invoiceStatuses }).notNull().default("draft"),
    /** INV-2026-00001, from `year` and `sequence`; null while a draft. */
    number: text("number"),
    year: integer("year"),
    sequence: integer("sequence"),
    currency: text("currency").notNull(),
    terms: text("terms").notNull(),
    issueDate: date("issue_date"),
    dueDate: date("due_date"),
    subtotalMinor: minor("subtotal_minor").notNull().default(0),
    taxMinor: minor("tax_minor").notNull().default(0),
    totalMinor: minor("total_minor").notNull().default(0),
    /** The invoice a credit note gives money back on. */
    creditFor: uuid("credit_for"),
    /**
     * The overdue invoice whose late fee this invoice bills (decision 076): an issued invoice is never changed,
     * so its late fee is a document of its own, one per overdue invoice (a unique index).
     */
    lateFeeFor: uuid("late_fee_for").references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    /**
     * What paying it does besides settling it: a renewal invoice renews the membership for `periodStart` to
     * `periodEnd` of `membershipType`; a joining invoice activates a pending application (with the club's
     * `requirePaymentOnSignup`). `fulfilledAt` is when that was done (once).
     */
    purpose: text("purpose", { enum: invoicePurposes }).notNull().default("standard"),
    membershipType: text("membership_type"),
    periodStart: date("period_start"),
    periodEnd: date("period_end"),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    notes: text("notes"),
    /** When the invoice was last e-mailed to the member; its reminder before the due date; its overdue notice. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    overdueNoticeAt: timestamp("overdue_notice_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** Number, name, e-mail and membership number, lower-cased, for the list's search (a trigram index). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(number, '') || ' ' || coalesce(bill_to->>'name', '') || ' ' || coalesce(bill_to->>'email', '') || ' ' || coalesce(bill_to->>'membershipNumber', ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("invoices_club_number_unique").on(t.clubId, t.number),
    uniqueIndex("invoices_one_per_period")
      .on(t.clubId, t.memberId, t.periodStart)
      .where(sql`${t.purpose} in ('renewal', 'signup') and ${t.status} <> 'void'`),
    // The list's default order (issue date, number, then when made: drafts have neither), read backwards for
    // the newest first (decision 036).
    index("invoices_club_issue_idx").on(t.clubId, t.issueDate, t.sequence, t.createdAt),
    index("invoices_search_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex("invoices_one_late_fee").on(t.lateFeeFor).where(sql`${t.lateFeeFor} is not null`),
    uniqueIndex("invoices_club_series_unique").on(t.clubId, t.kind, t.year, t.sequence),
    index("invoices_club_status_idx").on(t.clubId, t.status, t.dueDate),
    index("invoices_club_member_idx").on(t.clubId, t.memberId),
    // The documents a household's payer is billed for (their billing screen and home).
    index("invoices_club_payer_idx").on(t.clubId, t.payerMemberId).where(sql`${t.payerMemberId} is not null`),
    // The CSV export's batches (by when made, then id: a renewal run makes hundreds at one instant).
    index("invoices_club_created_idx").on(t.clubId, t.createdAt, t.id),
    check(
      "invoices_issued_numbered",
      sql`(${t.status} = 'draft') = (${t.number} is null) and (${t.number} is null) = (${t.issueDate} is null)`,
    ),
    check("invoices_voided", sql`(${t.status} = 'void') = (${t.voidedAt} is not null)`),
  ],
);

/** A line of an invoice: quantity × unit price, taxed or not. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    ...clubRowKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: lineKinds }).notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull().default(1),
    unitMinor: minor("unit_minor").notNull(),
    /** Whether tax is reckoned on it: its rate is a standard one above 0 % (kept with the rate's copy below). */
    taxable: boolean("taxable").notNull().default(true),
    /**
     * Its tax rate (decision 080): the club's rate it was billed at (null once deleted, or for a line billed
     * without tax, a late fee), and a copy of it as billed, which the document shows and reckons with.
     */
    taxRateId: uuid("tax_rate_id").references(() => taxRates.id, { onDelete: "set null" }),
    taxName: text("tax_name"),
    taxPercent: numeric("tax_percent", { precision: 9, scale: 6, mode: "number" }).notNull().default(0),
    taxKind: text("tax_kind", { enum: taxKinds }).notNull().default("standard"),
    taxNote: text("tax_note"),
    periodStart: date("period_start"),
    periodEnd: date("period_end"),
    /** The membership type a membership or joining fee line bills. */
    membershipType: text("membership_type"),
    /** The booking's player whose green fee this line bills (see `golf_booking_players.invoiced_at`). */
    bookingPlayerId: uuid("booking_player_id").references(() => golfBookingPlayers.id, {
      onDelete: "set null",
    }),
    ...timestamps,
  },
  (t) => [
    index("invoice_lines_invoice_idx").on(t.invoiceId, t.position),
    index("invoice_lines_booking_player_idx").on(t.bookingPlayerId),
    index("invoice_lines_tax_rate_idx").on(t.taxRateId),
    uniqueIndex("invoice_lines_one_late_fee").on(t.invoiceId).where(sql`${t.kind} = 'late_fee'`),
    check("invoice_lines_quantity", sql`${t.quantity} between 1 and 10000`),
    check("invoice_lines_tax_exempt", sql`${t.taxKind} <> 'exempt' or ${t.taxPercent} = 0`),
  ],
);

/** Money received for an invoice. */
export const payments = pgTable(
  "payments",
  {
    ...clubRowKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    method: text("method", { enum: paymentMethods }).notNull(),
    amountMinor: minor("amount_minor").notNull(),
    currency: text("currency").notNull(),
    receivedOn: date("received_on").notNull(),
    reference: text("reference"),
    /** The gateway's own id of this payment (a Stripe Checkout session): the same payment, reported again, records nothing more. */
    gatewayReference: text("gateway_reference").unique(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("payments_club_invoice_idx").on(t.clubId, t.invoiceId),
    // By day received (revenue, totals), and the payments CSV's batches in its order (decision 036).
    index("payments_club_received_idx").on(t.clubId, t.receivedOn, t.createdAt, t.id),
    check("payments_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** Money given back on a payment. */
export const refunds = pgTable(
  "refunds",
  {
    ...clubRowKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amountMinor: minor("amount_minor").notNull(),
    reason: text("reason").notNull(),
    refundedOn: date("refunded_on").notNull(),
    /**
     * A refund of a Stripe payment is sent to Stripe (issue 36 §6): its id there (re_…), and its status as
     * Stripe last told it ("pending" until the webhook says "succeeded"; one that fails is removed, decision
     * 079). Null for money given back by hand.
     */
    gatewayReference: text("gateway_reference").unique(),
    gatewayStatus: text("gateway_status", { enum: refundGatewayStatuses }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("refunds_club_payment_idx").on(t.clubId, t.paymentId),
    // By day given (revenue), and the payments CSV's batches in its order (decision 036).
    index("refunds_club_refunded_idx").on(t.clubId, t.refundedOn, t.createdAt, t.id),
    check("refunds_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Money a gateway took that could not be put on its invoice (issue 36 §6, decision 079): a Stripe payment in
 * another currency than the invoice's. Shown to staff until they refund it at Stripe or say it was settled by
 * hand. One row per Checkout Session, however often Stripe reports it.
 */
export const unmatchedPayments = pgTable(
  "unmatched_payments",
  {
    ...clubRowKey(),
    /** The invoice the payment named; null once it is deleted. */
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** The member whose account a top-up was for (decision 081); an invoice's payment names its invoice instead. */
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    gatewayReference: text("gateway_reference").notNull().unique(),
    paymentIntent: text("payment_intent"),
    amountMinor: minor("amount_minor").notNull(),
    currency: text("currency").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    resolution: text("resolution", { enum: unmatchedResolutions }).notNull().default("open"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    /** Stripe's refund (re_…) when it was refunded there. */
    refundReference: text("refund_reference"),
    ...timestamps,
  },
  (t) => [index("unmatched_payments_club_idx").on(t.clubId, t.resolution, t.receivedAt)],
);

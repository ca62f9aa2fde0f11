import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  accountMovementKinds,
  accountTopUpMethods,
  autoTopUpAttemptStatuses,
} from "../../../shared/accounts.ts";
import { taxKinds } from "../../../shared/billing.ts";
import { user } from "./auth.ts";
import { invoices, refunds, unmatchedPayments } from "./billing.ts";
import { clubRowKey, members } from "./clubs.ts";
import { timestamps } from "./columns.ts";
import { competitionEntries } from "./competitions.ts";
import { golfBookingPlayers } from "./golf.ts";

/*
 * Member accounts (issue 36 §3, decision 081): a prepaid balance per member in the club's billing currency,
 * topped up (by card through Stripe Checkout, or by staff), charged (price list items, green fees, guest fees,
 * competition entries) and refunded. What must hold under any concurrency is the database's:
 * - the balance never goes below its limit: a charge is one conditional UPDATE of the account's row
 *   (`balance - x >= -limit`), and the movement with the balance after it is written in the same transaction;
 * - a top-up by card is recorded once per Checkout Session (`gateway_reference` unique);
 * - a golf booking player's fee is charged once (unique per source, and the player's `invoiced_at` is set in
 *   the same transaction, so billing never invoices it too).
 * All audited.
 */

const minor = (name: string) => bigint(name, { mode: "number" });

/** A member's account: its balance now (the sum of its movements, kept in step by each movement's transaction). */
export const memberAccounts = pgTable(
  "member_accounts",
  {
    ...clubRowKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    balanceMinor: minor("balance_minor").notNull().default(0),
    currency: text("currency").notNull(),
    /** The last month (YYYY-MM) whose statement was e-mailed: the monthly job sends each month's once. */
    lastStatementMonth: text("last_statement_month"),
    // ——— Automatic top-up by a saved card (decision 087; only where the club's `accountAutoTopUp` is on) ———
    /** The member's Stripe Customer (cus_…), made once per account. */
    stripeCustomerId: text("stripe_customer_id"),
    /** The saved card (pm_…): set by the webhook of a Checkout Session in setup mode; null when none. */
    paymentMethodId: text("payment_method_id"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardExpMonth: integer("card_exp_month"),
    cardExpYear: integer("card_exp_year"),
    /** Top up when the balance falls below this … */
    autoTopUpThresholdMinor: minor("auto_top_up_threshold_minor"),
    /** … by this much. */
    autoTopUpAmountMinor: minor("auto_top_up_amount_minor"),
    /** When the member agreed to the consent text of `autoTopUpConsentVersion`. */
    autoTopUpConsentedAt: timestamp("auto_top_up_consented_at", { withTimezone: true }),
    autoTopUpConsentVersion: text("auto_top_up_consent_version"),
    /** The Checkout Session (cs_…) that saved the card: a repeat of its event changes nothing. */
    autoTopUpSetupSession: text("auto_top_up_setup_session"),
    /** A declined automatic top-up: when, and Stripe's reason. Set, the automatic top-up is off. */
    autoTopUpFailedAt: timestamp("auto_top_up_failed_at", { withTimezone: true }),
    autoTopUpFailure: text("auto_top_up_failure"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("member_accounts_club_member_idx").on(t.clubId, t.memberId),
    // The job's search: the club's accounts with a card that tops up.
    index("member_accounts_auto_top_up_idx")
      .on(t.clubId)
      .where(sql`${t.paymentMethodId} is not null and ${t.autoTopUpFailedAt} is null`),
  ],
);

/**
 * One automatic top-up of an account by its saved card (decision 087): written before Stripe is asked, its id
 * the PaymentIntent's idempotency key, so a retry after a lost answer never charges twice. At most one pending
 * per account (never two at once).
 */
export const accountTopUpAttempts = pgTable(
  "account_top_up_attempts",
  {
    ...clubRowKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => memberAccounts.id, { onDelete: "cascade" }),
    amountMinor: minor("amount_minor").notNull(),
    currency: text("currency").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    status: text("status", { enum: autoTopUpAttemptStatuses }).notNull().default("pending"),
    /** Stripe's PaymentIntent (pi_…), once it answered. */
    paymentIntent: text("payment_intent").unique(),
    /** Why Stripe declined it (its code and message). */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("account_top_up_attempts_one_pending").on(t.accountId).where(sql`${t.status} = 'pending'`),
    index("account_top_up_attempts_account_idx").on(t.accountId, t.createdAt),
    check("account_top_up_attempts_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** One change of an account's balance: signed (a charge is negative), with the balance after it. */
export const accountMovements = pgTable(
  "account_movements",
  {
    ...clubRowKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => memberAccounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: accountMovementKinds }).notNull(),
    amountMinor: minor("amount_minor").notNull(),
    balanceAfterMinor: minor("balance_after_minor").notNull(),
    /** How a top-up was paid (cash, bank transfer, Stripe). */
    method: text("method", { enum: accountTopUpMethods }),
    description: text("description").notNull(),
    note: text("note"),
    /** The price list item a charge was for. */
    priceItemId: uuid("price_item_id").references(() => accountPriceItems.id, { onDelete: "set null" }),
    /** The golf booking player whose green fee (or guest's fee) this charged or gave back. */
    bookingPlayerId: uuid("booking_player_id").references(() => golfBookingPlayers.id, {
      onDelete: "set null",
    }),
    /** A Stripe Checkout Session (cs_…) of a top-up by card: recorded once. */
    gatewayReference: text("gateway_reference").unique(),
    /** Stripe's payment intent of a top-up by card. */
    paymentIntent: text("payment_intent"),
    /** A payment Stripe took that could not go on its invoice, kept on the account instead (decision 079). */
    unmatchedPaymentId: uuid("unmatched_payment_id").references(() => unmatchedPayments.id, {
      onDelete: "set null",
    }),
    /** The competition entry whose fee this charged (at entry) or gave back (a withdrawal before the close). */
    competitionEntryId: uuid("competition_entry_id").references(() => competitionEntries.id, {
      onDelete: "set null",
    }),
    /** An overpaid invoice whose excess was moved to the account, and the refund that took it off the invoice. */
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    refundId: uuid("refund_id")
      .unique()
      .references(() => refunds.id, { onDelete: "set null" }),
    /** The charge a refund gives back (once: a charge is refunded at most its amount). */
    refundOfId: uuid("refund_of_id"),
    /**
     * The tax a charge's amount includes (decision 086), a copy of the club's rate when it was charged (a refund
     * copies its charge's): the journal books the charge's net revenue and its tax apart. A top-up has none.
     */
    taxName: text("tax_name"),
    taxPercent: numeric("tax_percent", { precision: 9, scale: 6, mode: "number" }).notNull().default(0),
    taxKind: text("tax_kind", { enum: taxKinds }).notNull().default("standard"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("account_movements_account_idx").on(t.accountId, t.createdAt, t.id),
    index("account_movements_club_idx").on(t.clubId, t.createdAt),
    // What of a charge was given back (the statement's "refundable"), and a competition entry's charge.
    index("account_movements_refund_of_idx").on(t.refundOfId).where(sql`${t.refundOfId} is not null`),
    index("account_movements_entry_idx")
      .on(t.competitionEntryId)
      .where(sql`${t.competitionEntryId} is not null`),
    uniqueIndex("account_movements_one_charge_per_player")
      .on(t.bookingPlayerId)
      .where(sql`${t.kind} = 'charge' and ${t.bookingPlayerId} is not null`),
    uniqueIndex("account_movements_one_keep_per_unmatched")
      .on(t.unmatchedPaymentId)
      .where(sql`${t.unmatchedPaymentId} is not null`),
    check("account_movements_amount_nonzero", sql`${t.amountMinor} <> 0`),
  ],
);

/** The club's price list: what staff charge to an account by name (a locker, a range token, a lesson). */
export const accountPriceItems = pgTable(
  "account_price_items",
  {
    ...clubRowKey(),
    name: text("name").notNull(),
    priceMinor: minor("price_minor").notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("account_price_items_club_name_idx").on(t.clubId, sql`lower(${t.name})`),
    check("account_price_items_price_positive", sql`${t.priceMinor} > 0`),
  ],
);

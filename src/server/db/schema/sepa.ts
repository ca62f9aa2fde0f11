import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { runItemStatuses, sequenceTypes, signedHows } from "../../../shared/sepa.ts";
import { painVersions } from "../../../shared/sepa-creditor.ts";
import { user } from "./auth.ts";
import { invoices } from "./billing.ts";
import { clubRowKey, members } from "./clubs.ts";
import { timestamps } from "./columns.ts";

/*
 * SEPA direct debit (issue 36 item 5, decision 077), all audited: members' mandates, the collection runs that
 * write a pain.008 file, and each run's invoices (what was collected with which mandate, and whether it came
 * back). What must hold is the database's: a mandate reference is unique in its club; a member has one mandate
 * in force; an invoice is in one pending collection at a time.
 */

const minor = (name: string) => bigint(name, { mode: "number" });

/** A member's SEPA Core mandate: the account to debit and the authority to do it. */
export const sepaMandates = pgTable(
  "sepa_mandates",
  {
    ...clubRowKey(),
    /** Null once the member's record is deleted (the mandate is kept with the collections it made). */
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    /** Electronic form, upper case, no spaces; the API shows it masked. */
    iban: text("iban").notNull(),
    bic: text("bic"),
    accountHolder: text("account_holder").notNull(),
    /** The unique mandate reference (UMR), at most 35 characters of the SEPA set. */
    reference: text("reference").notNull(),
    signedOn: date("signed_on").notNull(),
    signedHow: text("signed_how", { enum: signedHows }).notNull(),
    /** Online: the account that agreed, when, and to which version of the mandate's text. */
    consentBy: text("consent_by").references(() => user.id, { onDelete: "set null" }),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentTextVersion: text("consent_text_version"),
    /** FRST until a collection with it is exported, then RCUR. */
    sequence: text("sequence", { enum: sequenceTypes }).notNull().default("FRST"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("sepa_mandates_club_reference_unique").on(t.clubId, t.reference),
    uniqueIndex("sepa_mandates_one_in_force").on(t.clubId, t.memberId).where(sql`${t.revokedAt} is null`),
  ],
);

/** A collection run: the club's due invoices with an active mandate, collected on one date, in one file. */
export const sepaRuns = pgTable(
  "sepa_runs",
  {
    ...clubRowKey(),
    /** The file's MsgId: unique per club. */
    messageId: text("message_id").notNull(),
    painVersion: text("pain_version", { enum: painVersions }).notNull(),
    collectionDate: date("collection_date").notNull(),
    itemCount: integer("item_count").notNull(),
    totalMinor: minor("total_minor").notNull(),
    /** The pain.008 file in the file store. */
    fileKey: text("file_key").notNull(),
    /** When staff confirmed the collection went through (its invoices paid). */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("sepa_runs_club_message_unique").on(t.clubId, t.messageId),
    index("sepa_runs_club_created_idx").on(t.clubId, t.createdAt),
  ],
);

/** An invoice of a run: the amount collected with a mandate, and what became of it. */
export const sepaRunItems = pgTable(
  "sepa_run_items",
  {
    ...clubRowKey(),
    runId: uuid("run_id")
      .notNull()
      .references(() => sepaRuns.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    mandateId: uuid("mandate_id")
      .notNull()
      .references(() => sepaMandates.id, { onDelete: "restrict" }),
    sequence: text("sequence", { enum: sequenceTypes }).notNull(),
    amountMinor: minor("amount_minor").notNull(),
    endToEndId: text("end_to_end_id").notNull(),
    status: text("status", { enum: runItemStatuses }).notNull().default("pending"),
    /** The payment recorded when the collection was confirmed. */
    paymentId: uuid("payment_id"),
    returnReason: text("return_reason"),
    returnFeeMinor: minor("return_fee_minor"),
    returnedOn: date("returned_on"),
    /** The invoice of the bank's fee, billed on its own (the collected invoice is never changed). */
    feeInvoiceId: uuid("fee_invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("sepa_run_items_run_idx").on(t.runId),
    uniqueIndex("sepa_run_items_one_pending").on(t.invoiceId).where(sql`${t.status} = 'pending'`),
    check("sepa_run_items_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

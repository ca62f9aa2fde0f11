import { z } from "zod";
import {
  documentKinds,
  invoicePurposes,
  invoiceStatuses,
  lineKinds,
  paymentMethods,
  REASON_MAX,
  refundGatewayStatuses,
  taxKinds,
} from "./billing.ts";
import { bankDetailsSchema } from "./clubs.ts";
import { calendarDateSchema } from "./date-schema.ts";
import { billingMessage } from "./i18n/zod.ts";
import { MONEY_MAX } from "./money.ts";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./paging.ts";
import { taxRateOptionSchema } from "./tax-rates.ts";
import { text, textsBeforeUnion, trimWhitespace } from "./text.ts";

/*
 * The billing API's requests and answers (issue 15, decision 025). Amounts are integers of the currency's
 * smallest unit; dates are the club's calendar dates (YYYY-MM-DD). The arithmetic lives in billing.ts.
 */

export const LINES_MAX = 100;
export const QUANTITY_MAX = 10_000;
export const DESCRIPTION_MAX = 200;
export const NOTES_MAX = 1000;
export const REFERENCE_MAX = 100;
export const SEARCH_MAX = 100;
export const PERIODS_MAX = 12;
/** The largest amount a line's unit price, a line, a payment or a refund may name (decision 039). */
export const AMOUNT_MAX = MONEY_MAX;

const calendarDate = () => calendarDateSchema(billingMessage((m) => m.date));

const optionalText = (max: number, tooLong: ReturnType<typeof billingMessage>) =>
  text()
    .overwrite(trimWhitespace)
    .max(max, tooLong)
    .transform((v) => (v === "" ? null : v));

const typeCode = text(billingMessage((m) => m.lines.membershipType))
  .overwrite(trimWhitespace)
  .min(
    1,
    billingMessage((m) => m.lines.membershipType),
  )
  .max(50);

/**
 * A line's tax rate (decision 080): one of the club's active rates; none is the price's rate (a membership
 * type's, a green fee's), else the club's default.
 */
const taxRateId = text(billingMessage((m) => m.taxRates.rate))
  .overwrite(trimWhitespace)
  .nullish()
  .transform((v) => (v ? v : null));

/** One line of a draft: from a membership type, a booking's green fee, or written by hand. */
const lineKindsSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("membership"),
      membershipType: typeCode,
      /** The first day billed; by default the day after the member's current period (or today). */
      periodStart: calendarDate().nullish(),
      periods: z
        .number(billingMessage((m) => m.lines.periods(PERIODS_MAX)))
        .int(billingMessage((m) => m.lines.periods(PERIODS_MAX)))
        .min(
          1,
          billingMessage((m) => m.lines.periods(PERIODS_MAX)),
        )
        .max(
          PERIODS_MAX,
          billingMessage((m) => m.lines.periods(PERIODS_MAX)),
        )
        .default(1),
      taxRateId,
    }),
    z.object({ kind: z.literal("joining_fee"), membershipType: typeCode, taxRateId }),
    z.object({
      kind: z.literal("green_fee"),
      bookingPlayerId: text(billingMessage((m) => m.lines.bookingPlayer)).overwrite(trimWhitespace),
      taxRateId,
    }),
    z
      .object({
        kind: z.literal("custom"),
        description: text(billingMessage((m) => m.lines.description))
          .overwrite(trimWhitespace)
          .min(
            1,
            billingMessage((m) => m.lines.description),
          )
          .max(
            DESCRIPTION_MAX,
            billingMessage((m) => m.lines.descriptionTooLong(DESCRIPTION_MAX)),
          ),
        quantity: z
          .number(billingMessage((m) => m.lines.quantity(QUANTITY_MAX)))
          .int(billingMessage((m) => m.lines.quantity(QUANTITY_MAX)))
          .min(
            1,
            billingMessage((m) => m.lines.quantity(QUANTITY_MAX)),
          )
          .max(
            QUANTITY_MAX,
            billingMessage((m) => m.lines.quantity(QUANTITY_MAX)),
          )
          .default(1),
        unitMinor: z
          .number(billingMessage((m) => m.lines.unitPrice))
          .int(billingMessage((m) => m.lines.unitPrice))
          .min(
            -AMOUNT_MAX,
            billingMessage((m) => m.lines.unitPrice),
          )
          .max(
            AMOUNT_MAX,
            billingMessage((m) => m.lines.unitPrice),
          ),
        /** false: billed without tax (when no rate is chosen). */
        taxable: z.boolean().default(true),
        taxRateId,
      })
      // A line's amount is bounded as any amount is (decision 039): 10,000 × 100,000,000.00 passed each
      // field's own bound, and 100 such lines came to more than a number holds exactly.
      .refine((line) => Math.abs(line.quantity * line.unitMinor) <= AMOUNT_MAX, {
        ...billingMessage((m) => m.lines.lineTooLarge),
        path: ["unitMinor"],
      }),
  ],
  billingMessage((m) => m.lines.kind),
);
const lineTexts = z.object({
  membershipType: text().optional(),
  periodStart: text().nullish(),
  bookingPlayerId: text().optional(),
  description: text().optional(),
  taxRateId: text().nullish(),
});
export const invoiceLineInputSchema = textsBeforeUnion(lineTexts, lineKindsSchema);
export type InvoiceLineInput = z.output<typeof lineKindsSchema>;

/** A draft invoice to a member: its lines and notes. `issue` issues it at once (and e-mails it unless `send` is false). */
export const invoiceDraftSchema = z.object({
  memberId: text(billingMessage((m) => m.member))
    .overwrite(trimWhitespace)
    .min(
      1,
      billingMessage((m) => m.member),
    ),
  lines: z
    .array(
      invoiceLineInputSchema,
      billingMessage((m) => m.lines.none),
    )
    .min(
      1,
      billingMessage((m) => m.lines.none),
    )
    .max(
      LINES_MAX,
      billingMessage((m) => m.lines.tooMany(LINES_MAX)),
    ),
  notes: optionalText(
    NOTES_MAX,
    billingMessage((m) => m.notesTooLong(NOTES_MAX)),
  ).nullish(),
});
export type InvoiceDraftInput = z.output<typeof invoiceDraftSchema>;

/** Creating a draft may issue it at once. */
export const createInvoiceSchema = invoiceDraftSchema.extend({
  issue: z.boolean().default(false),
  send: z.boolean().default(true),
});

/** Issuing a draft: it is e-mailed to the member with its PDF unless `send` is false. */
export const issueInvoiceSchema = z.object({ send: z.boolean().default(true) });

export const paymentInputSchema = z.object({
  method: z.enum(
    paymentMethods,
    billingMessage((m) => m.method),
  ),
  amountMinor: z
    .number(billingMessage((m) => m.amount))
    .int(billingMessage((m) => m.amount))
    .min(
      1,
      billingMessage((m) => m.amount),
    )
    .max(
      AMOUNT_MAX,
      billingMessage((m) => m.amount),
    ),
  /** The day the money came in; today by default, never after it. */
  receivedOn: calendarDate().nullish(),
  reference: optionalText(
    REFERENCE_MAX,
    billingMessage((m) => m.referenceTooLong(REFERENCE_MAX)),
  ).nullish(),
});
export type PaymentRequest = z.output<typeof paymentInputSchema>;

const reason = text(billingMessage((m) => m.reason))
  .overwrite(trimWhitespace)
  .min(
    1,
    billingMessage((m) => m.reason),
  )
  .max(
    REASON_MAX,
    billingMessage((m) => m.reasonTooLong(REASON_MAX)),
  );

export const refundInputSchema = z.object({
  amountMinor: paymentInputSchema.shape.amountMinor,
  reason,
  /** The day the money went back; today by default, never after it. */
  refundedOn: calendarDate().nullish(),
});
export type RefundRequest = z.output<typeof refundInputSchema>;

export const voidInputSchema = z.object({ reason });
/** Credit and reissue (decision 076): why the issued invoice is corrected. */
export const reissueInputSchema = z.object({ reason });

/** The list's status filter: a status, or "outstanding" (open and overdue). */
export const invoiceStatusFilters = [...invoiceStatuses, "outstanding"] as const;
export const invoiceSortFields = ["issueDate", "dueDate", "number", "total", "member"] as const;
export type InvoiceSortField = (typeof invoiceSortFields)[number];

export const invoiceListQuerySchema = z
  .object({
    q: text()
      .overwrite(trimWhitespace)
      .max(
        SEARCH_MAX,
        billingMessage((m) => m.searchTooLong(SEARCH_MAX)),
      )
      .default(""),
    status: z
      .enum(
        invoiceStatusFilters,
        billingMessage((m) => m.status),
      )
      .optional(),
    kind: z
      .enum(
        documentKinds,
        billingMessage((m) => m.kind),
      )
      .optional(),
    memberId: text().overwrite(trimWhitespace).optional(),
    /** The issue dates from and to (both included). */
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    sort: z
      .enum(
        invoiceSortFields,
        billingMessage((m) => m.sort),
      )
      .default("issueDate"),
    order: z
      .enum(
        ["asc", "desc"],
        billingMessage((m) => m.order),
      )
      .default("desc"),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
      .default(DEFAULT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    ...billingMessage((m) => m.rangeReversed),
    path: ["to"],
  });
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** The payments export: those received between two dates (both included). */
export const paymentsExportQuerySchema = z
  .object({ from: calendarDate().optional(), to: calendarDate().optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    ...billingMessage((m) => m.rangeReversed),
    path: ["to"],
  });

// ——— Answers ———

export const billToSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  membershipNumber: z.string().nullable(),
  address: z.string().nullable(),
  /** The member the document bills for, when it is addressed to their household's payer (decision 062). */
  forMember: z.string().nullable(),
});

/** An invoice or credit note as a list shows it. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(documentKinds),
  number: z.string().nullable(),
  status: z.enum(invoiceStatuses),
  purpose: z.enum(invoicePurposes),
  memberId: z.string().nullable(),
  billTo: billToSchema,
  currency: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  totalMinor: z.number(),
  /** What came in, less what was given back. */
  paidMinor: z.number(),
  /** What is still owed (negative: money owed back to the member). */
  balanceMinor: z.number(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** The club's totals in one currency. */
export const billingTotalsSchema = z.object({
  currency: z.string(),
  /** Owed on open and overdue invoices. */
  outstandingMinor: z.number(),
  /** Owed on overdue invoices. */
  overdueMinor: z.number(),
  /** Received this month (the club's month), less what was given back this month. */
  paidThisMonthMinor: z.number(),
});

/** The club's totals in each currency it bills in, and the currency it bills in now. */
export const billingTotalsListSchema = z.object({
  currency: z.string(),
  totals: z.array(billingTotalsSchema),
});

export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
  total: z.number(),
  /** A search counts up to 1,000 matches: true when there are more. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceLineSchema = z.object({
  id: z.string(),
  position: z.number(),
  kind: z.enum(lineKinds),
  description: z.string(),
  quantity: z.number(),
  unitMinor: z.number(),
  amountMinor: z.number(),
  /** Whether tax is reckoned on it: its rate is a standard one above 0 %. */
  taxable: z.boolean(),
  /** Its rate (the club's, null for a line without one) and the copy of it it was billed at (decision 080). */
  taxRateId: z.string().nullable(),
  taxName: z.string().nullable(),
  taxPercent: z.number(),
  taxKind: z.enum(taxKinds),
  taxNote: z.string().nullable(),
  /** The letter of its rate in the tax summary. */
  taxMarker: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  membershipType: z.string().nullable(),
  bookingPlayerId: z.string().nullable(),
});

export const refundSchema = z.object({
  id: z.string(),
  amountMinor: z.number(),
  reason: z.string(),
  refundedOn: z.string(),
  /** Sent to Stripe (decision 079): as Stripe last told it; null for money given back by hand. */
  gatewayStatus: z.enum(refundGatewayStatuses).nullable(),
  createdAt: z.string(),
});

export const paymentSchema = z.object({
  id: z.string(),
  method: z.enum(paymentMethods),
  amountMinor: z.number(),
  currency: z.string(),
  receivedOn: z.string(),
  reference: z.string().nullable(),
  /** Recorded from the gateway (Stripe), not by staff. */
  online: z.boolean(),
  refundedMinor: z.number(),
  refunds: z.array(refundSchema),
  createdAt: z.string(),
});

export const historyActions = [
  "created",
  "edited",
  "issued",
  "emailed",
  "reminded",
  "overdue",
  "overdueNotice",
  "lateFee",
  "payment",
  "refund",
  "paid",
  "reopened",
  "voided",
  "membershipRenewed",
  "membershipActivated",
] as const;
export type HistoryAction = (typeof historyActions)[number];

/** One event in an invoice's life, from the audit trail. */
export const historyEntrySchema = z.object({
  at: z.string(),
  action: z.enum(historyActions),
  /** Who did it; null for the system (a job, the gateway). */
  actor: z.string().nullable(),
  amountMinor: z.number().nullable(),
  detail: z.string().nullable(),
});

export const linkedDocumentSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  totalMinor: z.number(),
});

/** One rate of a document's tax summary (decision 080): its lines' net sum and its tax, rounded once. */
export const taxSummaryRowSchema = z.object({
  marker: z.string(),
  taxName: z.string().nullable(),
  taxPercent: z.number(),
  taxKind: z.enum(taxKinds),
  taxNote: z.string().nullable(),
  netMinor: z.number(),
  taxMinor: z.number(),
});
export type TaxSummaryRow = z.infer<typeof taxSummaryRowSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  subtotalMinor: z.number(),
  /** Per rate: the net amount and its tax; their taxes add up to `taxMinor`. */
  taxes: z.array(taxSummaryRowSchema),
  taxMinor: z.number(),
  terms: z.string(),
  notes: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(paymentSchema),
  /** The invoice a credit note credits. */
  creditFor: linkedDocumentSchema.nullable(),
  /** The credit notes issued for this invoice. */
  creditNotes: z.array(linkedDocumentSchema),
  /** For a late-fee invoice (decision 076): the overdue invoice whose late fee it charges. */
  lateFeeFor: linkedDocumentSchema.nullable(),
  /** For an overdue invoice: the invoice of its own that charges its late fee (it is itself never changed). */
  lateFee: linkedDocumentSchema.nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  membershipType: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** When paying it renewed the membership or admitted the applicant (its purpose). */
  fulfilledAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  emailedAt: z.string().nullable(),
  history: z.array(historyEntrySchema),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** What staff may bill a member: their membership's next period and the green fees not invoiced yet. */
export const billableSchema = z.object({
  member: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    membershipNumber: z.string().nullable(),
    membershipType: z.string(),
    membershipStatus: z.string(),
    membershipEndDate: z.string().nullable(),
  }),
  currency: z.string(),
  /** The club's active tax rates, for the line editor's choice (the default first among equals). */
  taxRates: z.array(taxRateOptionSchema),
  terms: z.string(),
  /** The member's type and the period a membership line would bill by default; null for a lifetime type. */
  membership: z
    .object({
      membershipType: z.string(),
      name: z.string(),
      priceMinor: z.number(),
      currency: z.string(),
      billingPeriod: z.string(),
      joiningFeeMinor: z.number(),
      /** The rate its fee and joining fee are billed at (the type's, else the default); null: without tax. */
      taxRateId: z.string().nullable(),
      periodStart: z.string(),
      periodEnd: z.string().nullable(),
      /** The invoice (not void; a draft has no number) that bills this period already: no fee is offered then. */
      billedBy: z
        .object({ number: z.string().nullable(), periodStart: z.string(), periodEnd: z.string().nullable() })
        .nullable(),
    })
    .nullable(),
  greenFees: z.array(
    z.object({
      bookingPlayerId: z.string(),
      date: z.string(),
      time: z.string(),
      courseName: z.string(),
      /** The competition whose entry fee this is (its drawn group's booking), else null: a round's green fee. */
      competitionName: z.string().nullable(),
      playerName: z.string(),
      guest: z.boolean(),
      status: z.string(),
      feeMinor: z.number(),
      currency: z.string(),
      /** The rate it is billed at (the golf settings' for members' or guests' green fees, else the default). */
      taxRateId: z.string().nullable(),
    }),
  ),
});
export type Billable = z.infer<typeof billableSchema>;

/**
 * How a member pays without the online gateway (issue 34): the club's bank account when it takes bank transfers
 * and has told its account number, and its payment instructions; the invoice's number is the reference to quote.
 * Both null: the member is told to ask the club.
 */
export const offlinePaymentSchema = z.object({
  bankDetails: bankDetailsSchema.nullable(),
  instructions: z.string().nullable(),
});
export type OfflinePayment = z.infer<typeof offlinePaymentSchema>;

/** A member's own billing: their invoices (no drafts), what they owe, and whether they can pay online. */
export const myBillingSchema = z.object({
  /** Whether the signed-in user has a member record in the club (staff may have none). */
  member: z.boolean(),
  invoices: z.array(invoiceSummarySchema),
  balances: z.array(z.object({ currency: z.string(), balanceMinor: z.number() })),
  payOnline: z.boolean(),
  /** How to pay otherwise (shown where paying online is not offered). */
  payOffline: offlinePaymentSchema,
});
export type MyBilling = z.infer<typeof myBillingSchema>;

/** The outcome of a payment, a refund or voiding: the invoice after it (and a credit note voiding issued). */
export const invoiceChangeSchema = z.object({
  invoice: invoiceDetailSchema,
  creditNote: linkedDocumentSchema.nullable(),
});

/**
 * The outcome of crediting an issued invoice in full and reissuing it (decision 076): the invoice (void, with
 * its credit note), the credit note for its whole total (none for an invoice of nothing), and the new draft that
 * copies it, to correct and issue.
 */
export const reissueResultSchema = z.object({
  invoice: invoiceDetailSchema,
  creditNote: linkedDocumentSchema.nullable(),
  draft: linkedDocumentSchema,
});
export type ReissueResult = z.infer<typeof reissueResultSchema>;

import { z } from "zod";
import { lineKinds, paymentMethods } from "./billing.ts";
import { calendarDateSchema } from "./date-schema.ts";
import { billingMessage } from "./i18n/zod.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * The accountant's journal (issue 36, item 7, decision 078): the club's account numbers, by what a line bills,
 * the membership type it bills, the tax rate and the payment method; and the export of a period's bookings as
 * DATEV's booking batch or the manual-journal CSVs that Xero and QuickBooks Online import.
 */

export const journalFormats = ["datev", "xero", "quickbooks"] as const;
export type JournalFormat = (typeof journalFormats)[number];

/** The longest account "number": QuickBooks names its accounts, and the journal names them as it does. */
export const ACCOUNT_MAX = 100;
export const JOURNAL_OVERRIDES_MAX = 100;

const account = () =>
  text(billingMessage((m) => m.journal.account))
    .overwrite(trimWhitespace)
    .min(
      1,
      billingMessage((m) => m.journal.account),
    )
    .max(
      ACCOUNT_MAX,
      billingMessage((m) => m.journal.accountTooLong(ACCOUNT_MAX)),
    );

const wholeIn = (min: number, max: number, message: ReturnType<typeof billingMessage>) =>
  z.number(message).int(message).min(min, message).max(max, message);

export const datevSettingsSchema = z.object({
  /** The tax adviser's number (Beraternummer); null until the adviser gives it. */
  consultantNumber: wholeIn(
    1001,
    9_999_999,
    billingMessage((m) => m.journal.consultantNumber),
  ).nullable(),
  /** The club's number at the adviser (Mandantennummer). */
  clientNumber: wholeIn(
    1,
    99_999,
    billingMessage((m) => m.journal.clientNumber),
  ).nullable(),
  /** The digits of a general ledger account (Sachkontenlänge). */
  accountLength: wholeIn(
    4,
    8,
    billingMessage((m) => m.journal.accountLength),
  ),
  /** The chart of accounts: SKR 03, SKR 04, or another (""). */
  chart: z.enum(
    ["03", "04", ""],
    billingMessage((m) => m.journal.chart),
  ),
  /** The month (1–12) the club's financial year starts in. */
  financialYearStartMonth: wholeIn(
    1,
    12,
    billingMessage((m) => m.journal.financialYearStartMonth),
  ),
});

const tooMany = billingMessage((m) => m.journal.tooManyOverrides(JOURNAL_OVERRIDES_MAX));

export const journalSettingsSchema = z.object({
  /** Where what members owe is kept (accounts receivable, "Forderungen"). */
  receivable: account(),
  /**
   * Where members' prepaid balances are kept (a liability: revenue received in advance, decision 086): a top-up
   * credits it, a charge debits it.
   */
  memberAccounts: account(),
  /** The revenue account of each kind of line. */
  revenue: z.object(
    Object.fromEntries(lineKinds.map((k) => [k, account()])) as Record<
      (typeof lineKinds)[number],
      ReturnType<typeof account>
    >,
  ),
  /** A membership type's own revenue account (its fee, its joining fee), over the kind's. */
  membershipTypes: z
    .array(
      z.object({
        membershipType: text(billingMessage((m) => m.lines.membershipType))
          .overwrite(trimWhitespace)
          .min(
            1,
            billingMessage((m) => m.lines.membershipType),
          )
          .max(50),
        account: account(),
      }),
    )
    .max(JOURNAL_OVERRIDES_MAX, tooMany),
  /** The tax account of a rate the list does not name. */
  tax: account(),
  /** A tax rate's own account (percent, as the invoice records it). */
  taxRates: z
    .array(
      z.object({
        rate: z
          .number(billingMessage((m) => m.journal.rate))
          .min(
            0,
            billingMessage((m) => m.journal.rate),
          )
          .max(
            100,
            billingMessage((m) => m.journal.rate),
          ),
        account: account(),
      }),
    )
    .max(JOURNAL_OVERRIDES_MAX, tooMany),
  /** Where the money of each payment method arrives (the bank, the till, the card or Stripe clearing account). */
  payments: z.object(
    Object.fromEntries(paymentMethods.map((m) => [m, account()])) as Record<
      (typeof paymentMethods)[number],
      ReturnType<typeof account>
    >,
  ),
  datev: datevSettingsSchema,
});
export type JournalSettings = z.infer<typeof journalSettingsSchema>;

/**
 * A new club's accounts: the codes of Xero's default chart (610 Accounts Receivable, 200 Sales, 260 Other
 * Revenue, 820 VAT, 090 Business Bank Account), which the club replaces with its own chart's.
 */
export const JOURNAL_DEFAULTS: JournalSettings = {
  receivable: "610",
  memberAccounts: "835",
  revenue: { membership: "200", joining_fee: "200", green_fee: "200", late_fee: "260", custom: "200" },
  membershipTypes: [],
  tax: "820",
  taxRates: [],
  payments: { bank_transfer: "090", cash: "090", card: "090", stripe: "090" },
  datev: {
    consultantNumber: null,
    clientNumber: null,
    accountLength: 4,
    chart: "03",
    financialYearStartMonth: 1,
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The club's journal settings as stored (`clubs.journal_settings`), completed with the defaults. */
export function journalSettingsOf(stored: unknown): JournalSettings {
  const raw = isRecord(stored) ? stored : {};
  const parsed = journalSettingsSchema.safeParse({
    ...JOURNAL_DEFAULTS,
    ...raw,
    revenue: { ...JOURNAL_DEFAULTS.revenue, ...(isRecord(raw.revenue) ? raw.revenue : {}) },
    payments: { ...JOURNAL_DEFAULTS.payments, ...(isRecord(raw.payments) ? raw.payments : {}) },
    datev: { ...JOURNAL_DEFAULTS.datev, ...(isRecord(raw.datev) ? raw.datev : {}) },
  });
  return parsed.success ? parsed.data : JOURNAL_DEFAULTS;
}

const calendarDate = () => calendarDateSchema(billingMessage((m) => m.date));

/** `GET /billing/journal`: a period (both days in it) and the file's format. */
export const journalQuerySchema = z
  .object({
    from: calendarDate(),
    to: calendarDate(),
    format: z.enum(
      journalFormats,
      billingMessage((m) => m.journal.format),
    ),
  })
  .refine((q) => q.from <= q.to, {
    ...billingMessage((m) => m.rangeReversed),
    path: ["to"],
  });
export type JournalQuery = z.infer<typeof journalQuerySchema>;

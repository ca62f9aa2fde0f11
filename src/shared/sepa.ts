import { electronicFormatIBAN, isValidBIC, isValidIBAN } from "ibantools";
import { z } from "zod";
import { calendarDateSchema } from "./date-schema.ts";
import { billingMessage } from "./i18n/zod.ts";
import { MONEY_MAX } from "./money.ts";
import { painVersions } from "./sepa-creditor.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * SEPA direct debit (issue 36 item 5, decision 077): the club's creditor identifier, members' mandates, the
 * collection runs that write a pain.008 file, and returned debits. Amounts are integers of the euro's cents.
 * The checks here are the EPC's (SDD Core rulebook, implementation guidelines) and ISO 20022's (pain.008).
 */

/** A mandate's sequence: FRST until a collection with it is exported, then RCUR (EPC SDD Core rulebook 4.5). */
export const sequenceTypes = ["FRST", "RCUR"] as const;
export type SequenceType = (typeof sequenceTypes)[number];

/** How a mandate was signed: on paper (kept by the club), or online by the member with their consent recorded. */
export const signedHows = ["paper", "online"] as const;

/** The version of the online mandate text a member agrees to (the text is in the web app's catalogs). */
export const MANDATE_TEXT_VERSION = "2026-12";

export const MANDATE_REFERENCE_MAX = 35;
export const ACCOUNT_HOLDER_MAX = 70;
export const RETURN_REASON_MAX = 4;

/**
 * The characters a mandate reference may hold (EPC implementation guidelines, "Restricted character set for
 * identifiers"): Latin letters, digits and `/ - ? : ( ) . , ' +` and the space; neither starting nor ending
 * with `/`, nor holding `//`.
 */
const SEPA_ID = /^[A-Za-z0-9/\-?:().,'+ ]+$/;

export function isValidMandateReference(value: string): boolean {
  return (
    value.length >= 1 &&
    value.length <= MANDATE_REFERENCE_MAX &&
    SEPA_ID.test(value) &&
    !value.startsWith("/") &&
    !value.endsWith("/") &&
    !value.includes("//") &&
    value.trim() === value
  );
}

/** An IBAN as stored and written in a file: upper case, no spaces. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s+/g, "").toUpperCase();
}

/**
 * An IBAN as lists show it (decision 077): its country and check digits and its last four characters, the rest
 * as stars, in groups of four: DE89 **** **** **** **30 00.
 */
export function maskIban(iban: string): string {
  const plain = normalizeIban(iban);
  const masked = plain.slice(0, 4) + "*".repeat(Math.max(0, plain.length - 8)) + plain.slice(-4);
  return masked.replace(/(.{4})/g, "$1 ").trim();
}

/** Cents as the decimal a pain.008 file writes (1234 → "12.34"), exactly: by digits, never by a float. */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`Not a whole amount of cents: ${minor}`);
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(3, "0");
  return `${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const calendarDate = () => calendarDateSchema(billingMessage((m) => m.date));

const ibanSchema = text(billingMessage((m) => m.sepa.iban))
  .overwrite(normalizeIban)
  .refine(
    (v) => isValidIBAN(v),
    billingMessage((m) => m.sepa.iban),
  );

const bicSchema = text(billingMessage((m) => m.sepa.bic))
  .overwrite((v) => v.replace(/\s+/g, "").toUpperCase())
  .refine(
    (v) => v === "" || isValidBIC(v),
    billingMessage((m) => m.sepa.bic),
  )
  .transform((v) => (v === "" ? null : v));

const holderSchema = text(billingMessage((m) => m.sepa.accountHolder))
  .overwrite(trimWhitespace)
  .min(
    1,
    billingMessage((m) => m.sepa.accountHolder),
  )
  .max(
    ACCOUNT_HOLDER_MAX,
    billingMessage((m) => m.sepa.accountHolder),
  );

const referenceSchema = text(billingMessage((m) => m.sepa.reference(MANDATE_REFERENCE_MAX)))
  .overwrite(trimWhitespace)
  .refine(
    isValidMandateReference,
    billingMessage((m) => m.sepa.reference(MANDATE_REFERENCE_MAX)),
  );

/** A mandate as staff record one signed on paper (or change it). The reference is made when none is given. */
export const mandateInputSchema = z.object({
  memberId: z.uuid(billingMessage((m) => m.member)),
  iban: ibanSchema,
  bic: bicSchema.nullish(),
  accountHolder: holderSchema,
  reference: referenceSchema.nullish(),
  signedOn: calendarDate(),
});
export type MandateInput = z.infer<typeof mandateInputSchema>;

/** A change of a mandate (the member stays); its reference is kept unless given. */
export const mandateChangeSchema = mandateInputSchema.omit({ memberId: true });
export type MandateChange = z.infer<typeof mandateChangeSchema>;

/** A member's own mandate, signed online: they agree to the mandate text of `textVersion`. */
export const ownMandateInputSchema = z.object({
  iban: ibanSchema,
  bic: bicSchema.nullish(),
  accountHolder: holderSchema,
  consent: z.literal(
    true,
    billingMessage((m) => m.sepa.consent),
  ),
  textVersion: z.literal(
    MANDATE_TEXT_VERSION,
    billingMessage((m) => m.sepa.consent),
  ),
});
export type OwnMandateInput = z.infer<typeof ownMandateInputSchema>;

/** A mandate as the API shows it: its IBAN masked, never whole. */
export const mandateSchema = z.object({
  id: z.uuid(),
  memberId: z.uuid().nullable(),
  memberName: z.string(),
  ibanMasked: z.string(),
  bic: z.string().nullable(),
  accountHolder: z.string(),
  reference: z.string(),
  signedOn: z.string(),
  signedHow: z.enum(signedHows),
  consentBy: z.string().nullable(),
  consentAt: z.string().nullable(),
  consentTextVersion: z.string().nullable(),
  sequence: z.enum(sequenceTypes),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Mandate = z.infer<typeof mandateSchema>;
export const mandateListSchema = z.object({ mandates: z.array(mandateSchema) });

/** A collection run as staff start it: the file's version (else the club's setting). */
export const runInputSchema = z.object({
  painVersion: z
    .enum(
      painVersions,
      billingMessage((m) => m.sepa.painVersion),
    )
    .nullish(),
  /** Only shows what would be collected, writes nothing. */
  preview: z.boolean().default(false),
});
export type RunInput = z.infer<typeof runInputSchema>;

export const runItemStatuses = ["pending", "collected", "returned"] as const;

export const runItemSchema = z.object({
  id: z.uuid(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  memberName: z.string(),
  mandateReference: z.string(),
  ibanMasked: z.string(),
  sequence: z.enum(sequenceTypes),
  amountMinor: z.number().int(),
  endToEndId: z.string(),
  status: z.enum(runItemStatuses),
  returnReason: z.string().nullable(),
  returnFeeMinor: z.number().int().nullable(),
  feeInvoiceId: z.uuid().nullable(),
});
export type RunItem = z.infer<typeof runItemSchema>;

export const runSchema = z.object({
  /** Null for a preview (nothing written). */
  id: z.uuid().nullable(),
  messageId: z.string().nullable(),
  painVersion: z.enum(painVersions),
  collectionDate: z.string(),
  currency: z.literal("EUR"),
  count: z.number().int(),
  totalMinor: z.number().int(),
  firstCount: z.number().int(),
  recurringCount: z.number().int(),
  status: z.enum(["exported", "settled"]),
  createdAt: z.string().nullable(),
  items: z.array(runItemSchema),
});
export type Run = z.infer<typeof runSchema>;
export const runListSchema = z.object({ runs: z.array(runSchema.omit({ items: true })) });

/** A returned debit as staff record it from the bank's statement: its ISO reason code and the bank's fee. */
export const returnInputSchema = z.object({
  reasonCode: text(billingMessage((m) => m.sepa.reasonCode))
    .overwrite((v) => v.trim().toUpperCase())
    .regex(
      /^[A-Z0-9]{4}$/,
      billingMessage((m) => m.sepa.reasonCode),
    ),
  feeMinor: z
    .number(billingMessage((m) => m.sepa.fee))
    .int(billingMessage((m) => m.sepa.fee))
    .min(
      0,
      billingMessage((m) => m.sepa.fee),
    )
    .max(
      MONEY_MAX,
      billingMessage((m) => m.sepa.fee),
    )
    .default(0),
  returnedOn: calendarDate(),
});
export type ReturnInput = z.infer<typeof returnInputSchema>;

/** The mandates list's filter: one member's. */
export const mandateListQuerySchema = z.object({
  memberId: z.uuid(billingMessage((m) => m.member)).optional(),
});

/** One's own mandate, and whether the club collects by direct debit (it has a creditor identifier). */
export const myMandateSchema = z.object({
  available: z.boolean(),
  creditorId: z.string().nullable(),
  textVersion: z.string(),
  mandate: mandateSchema.nullable(),
});

/** The largest bank file of returns read (camt.054 or pain.002): a year of a large club's returns fits. */
export const RETURNS_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * What a line of the bank's returns file comes to (decision 082): `record` (to be recorded, or `recorded`
 * once applied), `returnedAlready` (recorded before: a file read twice records nothing twice), `unknown` (no
 * debit of the club's runs has that end-to-end id), `amountDiffers` (the bank's amount is not the debit's:
 * staff look at it and record it by hand).
 */
export const returnLineStatuses = [
  "record",
  "recorded",
  "returnedAlready",
  "unknown",
  "amountDiffers",
] as const;

export const returnsImportSchema = z.object({
  format: z.enum(["camt.054", "pain.002"]),
  version: z.string(),
  /** Whether the returns were recorded (`apply=true`), or only shown. */
  applied: z.boolean(),
  recordedCount: z.number().int(),
  lines: z.array(
    z.object({
      endToEndId: z.string(),
      status: z.enum(returnLineStatuses),
      runId: z.uuid().nullable(),
      messageId: z.string().nullable(),
      invoiceId: z.uuid().nullable(),
      invoiceNumber: z.string().nullable(),
      memberName: z.string().nullable(),
      /** The debit's amount (the bank's when the debit is unknown). */
      amountMinor: z.number().int().nullable(),
      reasonCode: z.string(),
      feeMinor: z.number().int(),
      returnedOn: z.string(),
    }),
  ),
});
export type ReturnsImport = z.infer<typeof returnsImportSchema>;

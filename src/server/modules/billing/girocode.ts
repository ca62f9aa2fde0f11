import { extractIBAN, isSEPACountry, isValidBIC, isValidIBAN } from "ibantools";
import { normalizeIban } from "../../../shared/sepa.ts";
import type { InvoiceBankDetails } from "./invoice-pdf.ts";

/*
 * The EPC QR code ("GiroCode") printed on euro invoices (issue 36 item 5, decision 082): the payer scans it
 * with a banking app, which fills in a SEPA credit transfer to the club. The payload is the European Payments
 * Council's "Quick Response Code: guidelines to enable data capture for the initiation of a SEPA credit
 * transfer" (EPC069-12, version 2.1): twelve lines separated by a line feed, UTF-8 (character set 1), at most
 * 331 bytes, in a QR code of error correction level M.
 */

/** The payload's limits (EPC069-12, section 3). */
const MAX_BYTES = 331;
const MAX_NAME = 70;
const MAX_TEXT = 140;
const MAX_AMOUNT_MINOR = 99_999_999_999;

export interface GiroCodeInput {
  currency: string;
  /** What is still owed, in cents. */
  amountMinor: number;
  /** The club's bank details as the invoice prints them: the IBAN is the account number. */
  bank: InvoiceBankDetails | null;
  /** The beneficiary when the bank details name no account holder. */
  clubName: string;
  /** The remittance information: the invoice's number, which the document asks the payer to quote. */
  reference: string;
}

/**
 * The payload of the EPC QR code, or null when the invoice cannot carry one: not in euros, nothing owed, or
 * no IBAN of a SEPA country among the club's bank details. Version 002: the BIC is optional within the EEA and
 * is written only when the club gave a valid one.
 */
export function giroCodePayload(input: GiroCodeInput): string | null {
  if (input.currency !== "EUR" || !input.bank) return null;
  if (input.amountMinor <= 0 || input.amountMinor > MAX_AMOUNT_MINOR) return null;
  const iban = normalizeIban(input.bank.accountNumber ?? "");
  if (!isValidIBAN(iban)) return null;
  const country = extractIBAN(iban).countryCode;
  if (!country || !isSEPACountry(country)) return null;
  const bic = (input.bank.routingCode ?? "").replace(/\s+/g, "").toUpperCase();
  const name = oneLine(input.bank.accountHolder?.trim() || input.clubName, MAX_NAME);
  if (!name) return null;
  const lines = [
    "BCD",
    "002",
    "1",
    "SCT",
    isValidBIC(bic) ? bic : "",
    name,
    iban,
    `EUR${euros(input.amountMinor)}`,
    "", // purpose
    "", // structured reference (ISO 11649): the invoice number is not one
    oneLine(input.reference, MAX_TEXT),
  ];
  const payload = lines.join("\n");
  return Buffer.byteLength(payload, "utf8") <= MAX_BYTES ? payload : null;
}

/** Cents as the EPC writes euros: a point, at most two decimals, no trailing zeros needed ("12.3" is valid; we write "12.30"). */
function euros(minor: number): string {
  const cents = String(minor % 100).padStart(2, "0");
  return `${Math.floor(minor / 100)}.${cents}`;
}

/** A field on one line, cut to its length in characters (a line feed would start the next field). */
function oneLine(text: string, max: number): string {
  return Array.from(text.replace(/[\r\n]+/g, " ").trim())
    .slice(0, max)
    .join("");
}

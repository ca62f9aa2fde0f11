import { z } from "zod";
import { billingMessage } from "./i18n/zod.ts";
import { text, trimWhitespace } from "./text.ts";

/*
 * The club's side of SEPA direct debit (decision 077), as its billing settings hold it: the creditor identifier
 * and its check, the pre-notification period, the pain.008 version. Apart from sepa.ts (the mandates' and runs'
 * schemas, with ibantools) so that the settings, which every screen's club summary brings, stay small.
 */

/** The pain.008 versions a run may write: .08 (EPC IG from November 2023), .02 for banks not there yet. */
export const painVersions = ["pain.008.001.08", "pain.008.001.02"] as const;
export type PainVersion = (typeof painVersions)[number];

export const PRENOTIFICATION_DEFAULT_DAYS = 14;
export const PRENOTIFICATION_MIN_DAYS = 1;
export const PRENOTIFICATION_MAX_DAYS = 14;

/** Letters as their numbers in ISO 7064 MOD 97-10 (A = 10 … Z = 35); digits as they are. */
function mod97(digitsAndLetters: string): number {
  let rest = 0;
  for (const char of digitsAndLetters) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** A creditor identifier as stored: upper case, no spaces. */
export function normalizeCreditorId(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * Whether `value` is a SEPA creditor identifier (EPC262-08, "Creditor Identifier Overview"): country code, two
 * check digits, a three-character business code, then the national identifier of up to 28 characters. The
 * check digits are ISO 7064 MOD 97-10 over the national identifier followed by the country code and "00", the
 * business code skipped (as an IBAN's are over its BBAN).
 */
export function isValidCreditorId(value: string): boolean {
  const ci = normalizeCreditorId(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(ci)) return false;
  return mod97(`${ci.slice(7)}${ci.slice(0, 2)}${ci.slice(2, 4)}`) === 1;
}

/** The creditor identifier of the billing settings: empty is none. */
export const creditorIdSchema = text()
  .overwrite((v) => normalizeCreditorId(trimWhitespace(v)))
  .refine(
    (v) => v === "" || isValidCreditorId(v),
    billingMessage((m) => m.sepa.creditorId),
  )
  .transform((v) => (v === "" ? null : v))
  .nullable();

export const preNotificationDaysSchema = z
  .number(billingMessage((m) => m.sepa.preNotificationDays))
  .int(billingMessage((m) => m.sepa.preNotificationDays))
  .min(
    PRENOTIFICATION_MIN_DAYS,
    billingMessage((m) => m.sepa.preNotificationDays),
  )
  .max(
    PRENOTIFICATION_MAX_DAYS,
    billingMessage((m) => m.sepa.preNotificationDays),
  );

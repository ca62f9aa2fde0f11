import { z } from "zod";
import { isIsoCurrency } from "./currencies.ts";
import { message } from "./i18n/zod.ts";

/**
 * A currency of a request (decision 039): three letters, any case, stored in upper case, and a code of ISO 4217
 * (currencies.ts). Before, any three letters passed ("ZZZ"), and invoices were issued in them.
 */
export function currencyCodeSchema() {
  const refusal = message((m) => m.currency);
  return z
    .string(refusal)
    .regex(/^[A-Za-z]{3}$/, { ...refusal, abort: true })
    .toUpperCase()
    .refine(isIsoCurrency, refusal);
}

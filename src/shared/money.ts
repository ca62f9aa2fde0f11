/*
 * Amounts are kept in minor units (cents) of their currency; people read and type major units (120.00).
 */

/**
 * The largest amount a request may name, in minor units (decision 039): 10,000,000,000, that is 100,000,000.00
 * in a currency of two decimals. A price, a fee, a payment, a refund, a line of an invoice (quantity × unit
 * price) and an invoice's total are each at most this (a credit line at least its negative). Sums stay exact in
 * a JavaScript number (below 2^53, about 9.007 × 10^15): an invoice of 100 lines, its tax and its late fee are
 * below 4 × 10^12; a club's totals are sums of at most this per invoice, exact up to 900,000 invoices.
 */
export const MONEY_MAX = 10_000_000_000;

/**
 * Number formatters, made once per language and currency and kept: the types' list writes two amounts a row,
 * and the form asks for its currency's decimals on every render. Null when Intl refuses the options (a code
 * that is not a currency).
 */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat | null {
  let format = formatters.get(key);
  if (format === undefined) {
    try {
      format = make();
    } catch {
      format = null;
    }
    formatters.set(key, format);
  }
  return format;
}

const currencyFormat = (locale: string, currency: string) =>
  formatter(
    `currency:${locale}:${currency}`,
    () => new Intl.NumberFormat(locale, { style: "currency", currency }),
  );

/** How many decimals the currency has (2 for USD, 0 for JPY); 2 when the browser does not know it. */
export function currencyDigits(currency: string): number {
  return currencyFormat("en", currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * 12000 USD cents → "$120.00" in English, "120,00 $" in German: written in the reader's language (`useLocale()`);
 * an unknown code is written after the number.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  const money = currencyFormat(locale, currency);
  if (money) return money.format(major);
  const amount = formatter(
    `fixed:${locale}:${digits}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  );
  return `${amount ? amount.format(major) : major.toFixed(digits)} ${currency}`;
}

/** A typed amount in major units → minor units; undefined when nothing (or not a number) was typed. */
export function toMinor(major: number | string, currency: string): number | undefined {
  const value = typeof major === "number" ? major : major.trim() === "" ? Number.NaN : Number(major);
  if (!Number.isFinite(value)) return undefined;
  // Rounded: 0.1 + 0.2 style binary fractions must not become 30.000000000000004 cents.
  return Math.round(value * 10 ** currencyDigits(currency));
}

/** The decimals JavaScript writes a number with, shortest (1.234 → 3, 25 → 0, 1e-7 → 7). */
export function decimalsOf(value: number): number {
  const [mantissa = "", exponent = "0"] = String(value).split("e");
  return Math.max(0, (mantissa.split(".")[1] ?? "").length - Number(exponent));
}

/**
 * Whether an amount typed in major units is a whole number of the currency's minor units (1.23 dollars, not
 * 1.234): such an amount converts to minor units exactly (decision 039).
 */
export function isWholeMinor(major: number, currency: string): boolean {
  return Number.isFinite(major) && decimalsOf(major) <= currencyDigits(currency);
}

/** Minor units → the major-unit number a money field shows. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/*
 * Amounts are kept in minor units (cents) of their currency; people read and type major units (120.00).
 */

/** How many decimals the currency has (2 for USD, 0 for JPY); 2 when the browser does not know it. */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * 12000 USD cents → "$120.00" in English, "120,00 $" in German: written in the reader's language (`useLocale()`);
 * an unknown code is written after the number.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(major);
  } catch {
    const amount = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
    return `${amount} ${currency}`;
  }
}

/** The separators a number field uses in the reader's language: "1,234.50" in English, "1.234,50" in German. */
export function numberSeparators(locale: string): { decimal: string; thousands: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: "always" }).formatToParts(1234567.5);
  return {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    thousands: parts.find((p) => p.type === "group")?.value ?? ",",
  };
}

/** A typed amount in major units → minor units; undefined when nothing (or not a number) was typed. */
export function toMinor(major: number | string, currency: string): number | undefined {
  const value = typeof major === "number" ? major : major.trim() === "" ? Number.NaN : Number(major);
  if (!Number.isFinite(value)) return undefined;
  // Rounded: 0.1 + 0.2 style binary fractions must not become 30.000000000000004 cents.
  return Math.round(value * 10 ** currencyDigits(currency));
}

/** Minor units → the major-unit number a money field shows. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

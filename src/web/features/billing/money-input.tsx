import { currencyDigits, toMinor } from "../../../shared/money.ts";
import { numberSeparators } from "../../lib/number-separators.ts";

/**
 * What a money field (a Mantine NumberInput) takes: the currency before the amount, the currency's decimals
 * and the reader's separators ("1.234,50" in German). People type major units; `minorOf` turns them into the
 * minor units the API takes.
 */
export function moneyInputProps(currency: string, locale: string, options: { negative?: boolean } = {}) {
  const digits = currencyDigits(currency);
  return {
    leftSection: <span style={{ fontSize: "var(--mantine-font-size-xs)" }}>{currency}</span>,
    leftSectionWidth: 48,
    decimalScale: digits,
    fixedDecimalScale: digits > 0,
    ...numberSeparators(locale),
    allowNegative: options.negative ?? false,
    clampBehavior: "none" as const,
    inputMode: "decimal" as const,
  };
}

/** A money field's value (a number, or "" when empty) in minor units; undefined when nothing was typed. */
export function minorOf(value: number | string, currency: string): number | undefined {
  return toMinor(value, currency);
}

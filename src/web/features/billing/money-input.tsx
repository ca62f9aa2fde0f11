import { currencyDigits } from "../../../shared/money.ts";
import { numberSeparators } from "../../lib/number-separators.ts";

/**
 * What a money field (a Mantine NumberInput) takes: the currency before the amount, the currency's decimals
 * and the reader's separators ("1.234,50" in German). People type major units; `toMinor` (shared/money.ts)
 * turns them into the minor units the API takes.
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

import { NumberInput, TextInput } from "@mantine/core";
import { currencyDigits } from "../../../shared/money.ts";
import { useLocale } from "../../lib/i18n.ts";
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

/**
 * A sum of money received or given back: required, in major units of `currency`, with `help` under it; the
 * dialog's first field with `autofocus`.
 */
export function AmountField({
  label,
  help,
  value,
  onChange,
  error,
  currency,
  autofocus,
}: {
  label: string;
  help?: string;
  value: number | string;
  onChange: (value: number | string) => void;
  error: string | undefined;
  currency: string;
  autofocus?: boolean;
}) {
  const locale = useLocale();
  return (
    <NumberInput
      label={label}
      {...(help ? { description: help, inputWrapperOrder: ["label", "input", "description", "error"] } : {})}
      value={value}
      onChange={onChange}
      error={error}
      required
      withAsterisk={false}
      data-autofocus={autofocus || undefined}
      {...moneyInputProps(currency, locale)}
    />
  );
}

/** The day money came in or went out: a date, today at the latest. */
export function PastDayField({
  label,
  value,
  today,
  onChange,
  error,
}: {
  label: string;
  value: string;
  today: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      value={value}
      max={today}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

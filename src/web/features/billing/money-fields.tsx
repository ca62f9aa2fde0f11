import { NumberInput } from "@mantine/core";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { useLocale } from "../../lib/i18n.ts";
import { moneyInputProps } from "./money-input.tsx";

// The payment and refund dialogs' fields, apart from money-input.tsx: that file is shared by screens (the
// invoice dialog's props), and these fields would bring NumberInput and react-number-format into the chunk
// every signed-in screen loads.

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
    <ClubDateInput
      label={label}
      value={value}
      max={today}
      onChange={(value) => onChange(value)}
      error={error}
    />
  );
}

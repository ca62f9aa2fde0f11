import { Autocomplete, Group, Text } from "@mantine/core";
import { COMMON_CURRENCIES } from "../../shared/choices.ts";
import { ISO_CURRENCIES } from "../../shared/currencies.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { useLocale, useMessages } from "../lib/i18n.ts";

let codes: string[] | undefined;
/**
 * The common codes first, then every other of ISO 4217 that the server takes (the browser's own list has
 * withdrawn codes too, which the server refuses: decision 039).
 */
function currencyCodes(): string[] {
  codes ??= [...new Set([...COMMON_CURRENCIES, ...ISO_CURRENCIES])];
  return codes;
}

const currencyNames = new Map<Locale, Intl.DisplayNames>();

/** A currency's name in the reader's language ("Euro"), when the browser knows it. */
function currencyName(code: string, locale: Locale): string | undefined {
  try {
    let names = currencyNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: "currency" });
      currencyNames.set(locale, names);
    }
    const name = names.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

export interface CurrencyInputProps {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  /** "A 3-letter ISO code, such as USD or EUR." unless given. */
  description?: string;
  maw?: number | Record<string, number>;
}

/** A 3-letter ISO currency code: suggestions with their names, and any code may be typed. */
export function CurrencyInput({ label, value, onChange, error, description, maw }: CurrencyInputProps) {
  const t = useMessages("common");
  const locale = useLocale();
  return (
    <Autocomplete
      label={label}
      description={description ?? t.currencyHelp}
      data={currencyCodes()}
      limit={50}
      value={value}
      onChange={(next) => onChange(next.toUpperCase())}
      error={error}
      maxLength={3}
      maw={maw}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {option.value}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {currencyName(option.value, locale)}
          </Text>
        </Group>
      )}
    />
  );
}

import { Autocomplete, Group, Text } from "@mantine/core";
import { COMMON_CURRENCIES } from "../../shared/choices.ts";

let codes: string[] | undefined;
/** The common codes first, then every other the browser knows. */
function currencyCodes(): string[] {
  if (!codes) {
    let supported: string[] = [];
    try {
      supported = Intl.supportedValuesOf("currency");
    } catch {
      // An older browser: the common codes are offered, and any code may be typed.
    }
    codes = [...new Set([...COMMON_CURRENCIES, ...supported])];
  }
  return codes;
}

function currencyName(code: string): string | undefined {
  try {
    const name = new Intl.DisplayNames(["en"], { type: "currency" }).of(code);
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
  description?: string;
  maw?: number | Record<string, number>;
}

/** A 3-letter ISO currency code: suggestions with their names, and any code may be typed. */
export function CurrencyInput({
  label,
  value,
  onChange,
  error,
  description = "A 3-letter ISO code, such as USD or EUR.",
  maw,
}: CurrencyInputProps) {
  return (
    <Autocomplete
      label={label}
      description={description}
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
            {currencyName(option.value)}
          </Text>
        </Group>
      )}
    />
  );
}

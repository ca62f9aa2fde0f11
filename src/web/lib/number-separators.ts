/** The separators of each language, worked out once: the settings' number fields ask on every render. */
const known = new Map<string, { decimalSeparator: string; thousandSeparator: string }>();

/**
 * How the reader's language writes numbers, as a Mantine NumberInput takes them: its decimal mark ("," in
 * German) and its thousands separator ("." in German, a narrow no-break space in French).
 */
export function numberSeparators(locale: string): { decimalSeparator: string; thousandSeparator: string } {
  let separators = known.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: "always" }).formatToParts(1234567.5);
    separators = {
      decimalSeparator: parts.find((p) => p.type === "decimal")?.value ?? ".",
      thousandSeparator: parts.find((p) => p.type === "group")?.value ?? ",",
    };
    known.set(locale, separators);
  }
  return separators;
}

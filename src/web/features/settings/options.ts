import { type Locale, localeNames, locales, matchLocale } from "../../../shared/i18n/locales.ts";

/** Choices offered by the settings forms. Each input still accepts what the shared schema accepts. */

/** A language's name in the reader's language ("Italian", "italien"), or undefined when unknown. */
function languageName(code: string, reader: Locale): string | undefined {
  try {
    const name = new Intl.DisplayNames([reader], { type: "language" }).of(code);
    if (!name || name === code) return undefined;
    // A menu starts each entry with a capital ("Italien", not "italien").
    return name.charAt(0).toLocaleUpperCase(reader) + name.slice(1);
  } catch {
    return undefined;
  }
}

/**
 * The club's language: the four Clubhouse speaks, each in its own name ("Deutsch"); and the club's current
 * value when it is another (set before, or through the API), named in the reader's language. A regional
 * variant of one of the four ("de-AT") shows Clubhouse in that language; any other is marked by
 * `unavailable` (Clubhouse's own texts do not exist in it).
 */
export function languageOptions(
  current: string,
  reader: Locale,
  unavailable: (name: string, code: string) => string,
): { value: string; label: string }[] {
  const options = locales.map((code) => ({ value: code, label: localeNames[code] }));
  if (!current || (locales as readonly string[]).includes(current)) return options;
  const name = languageName(current, reader) ?? current;
  const label = matchLocale(current) ? `${name} (${current})` : unavailable(name, current);
  return [{ value: current, label }, ...options];
}

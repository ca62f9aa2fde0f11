/** Choices offered by the settings forms. Each input still accepts what the shared schema accepts. */

function supported(key: "timeZone"): string[] {
  try {
    return Intl.supportedValuesOf(key);
  } catch {
    return [];
  }
}

function displayNames(type: "language"): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(["en"], { type });
  } catch {
    return null;
  }
}

let zoneCache: string[] | undefined;
/** The browser's time zones, with `current` kept even when the browser does not list it (e.g. UTC). */
export function timeZones(current: string): string[] {
  zoneCache ??= supported("timeZone");
  return current && !zoneCache.includes(current) ? [current, ...zoneCache] : zoneCache;
}

const LANGUAGES = [
  "en",
  "en-GB",
  "en-US",
  "en-AU",
  "fr",
  "de",
  "es",
  "it",
  "nl",
  "pt",
  "pt-BR",
  "sv",
  "nb",
  "da",
  "fi",
  "pl",
  "cs",
  "ga",
  "el",
  "tr",
  "ja",
  "ko",
  "zh",
  "ar",
  "he",
];

export function languageOptions(current: string): { value: string; label: string }[] {
  const names = displayNames("language");
  const codes = current && !LANGUAGES.includes(current) ? [current, ...LANGUAGES] : LANGUAGES;
  return codes.map((code) => {
    let name: string | undefined;
    try {
      name = names?.of(code);
    } catch {
      name = undefined;
    }
    return { value: code, label: name && name !== code ? `${name} (${code})` : code };
  });
}

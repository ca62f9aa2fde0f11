/** Choices offered by the settings forms. Each input still accepts what the shared schema accepts. */

function displayNames(type: "language"): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(["en"], { type });
  } catch {
    return null;
  }
}

/**
 * The time zones to offer: the server's list (GET /api/time-zones: exactly the zones it accepts, not the
 * browser's, whose names may differ), with `current` kept should the list not have it; only `current` while
 * the list loads.
 */
export function timeZoneOptions(current: string, listed: readonly string[] | undefined): string[] {
  const zones = listed ?? [];
  return current && !zones.includes(current) ? [current, ...zones] : [...zones];
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

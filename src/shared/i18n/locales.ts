/*
 * The languages Clubhouse speaks, and how one is chosen (decision 022). Plain values without zod: the first
 * screen reads them.
 */

export const locales = ["en", "de", "fr", "es"] as const;
export type Locale = (typeof locales)[number];

/** The language of the product's own texts, and the last resort. */
export const DEFAULT_LOCALE: Locale = "en";

/** Each language in its own name, as a language menu lists it. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  es: "Español",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language of a tag such as "de-AT" or "fr_CH", when Clubhouse speaks it; else null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** The first of the candidates (in order of preference) that Clubhouse speaks; English when none. */
export function pickLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    const locale = matchLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The tags of an Accept-Language header, most wanted first ("de-CH, fr;q=0.9, *;q=0.1"). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Which language a person reads (issue 13): their own choice, kept with their account, wins; else the club's
 * language; else the browser's; else English. A value Clubhouse does not speak (a club set to "it") is passed
 * over.
 */
export function chooseLocale(options: {
  own?: string | null | undefined;
  club?: string | null | undefined;
  browser?: readonly string[] | undefined;
}): Locale {
  return pickLocale([options.own, options.club, ...(options.browser ?? [])]);
}

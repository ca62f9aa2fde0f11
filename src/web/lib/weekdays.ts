import type { Locale } from "../../shared/i18n/locales.ts";
import { type Weekday, weekdays } from "../../shared/weekdays.ts";

const names = new Map<Locale, Record<Weekday, string>>();

/**
 * The weekdays' names in the reader's language, as written in a sentence ("Monday", "lundi"): made once per
 * language (opening hours, golf courses).
 */
export function dayNames(locale: Locale): Record<Weekday, string> {
  let known = names.get(locale);
  if (!known) {
    const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    // Monday 1 January 2024 and the six days after it.
    known = Object.fromEntries(
      weekdays.map((day, offset) => [day, format.format(Date.UTC(2024, 0, 1 + offset))]),
    ) as Record<Weekday, string>;
    names.set(locale, known);
  }
  return known;
}

/** A name at the start of a line ("Lundi"). */
export function capitalized(name: string, locale: Locale): string {
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

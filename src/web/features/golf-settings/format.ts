import type { Weekday } from "../../../shared/clubs.ts";
import type { TimeFormat } from "../../../shared/formats.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";

/*
 * How the golf settings write days, times, lengths of rounds and money. Tee times are the club's local
 * times ('HH:MM'), written with the club's clock; amounts are integer minor units of the club's currency.
 */

const WEEKDAY_OFFSET: Record<Weekday, number> = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};

const dayNameCache = new Map<Locale, Record<Weekday, string>>();

/** The weekdays' names in the reader's language, as written in a sentence ("Monday", "lundi"). */
export function dayNames(locale: Locale): Record<Weekday, string> {
  let names = dayNameCache.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    // Monday 1 January 2024 and the six days after it.
    names = Object.fromEntries(
      Object.entries(WEEKDAY_OFFSET).map(([day, offset]) => [
        day,
        format.format(Date.UTC(2024, 0, 1 + offset)),
      ]),
    ) as Record<Weekday, string>;
    dayNameCache.set(locale, names);
  }
  return names;
}

/** A name at the start of a line ("Lundi"). */
export function capitalized(name: string, locale: Locale): string {
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A local time 'HH:MM' on the club's clock: "15:05" (24) or "3:05 PM" (12). */
export function clock(time: string, format: TimeFormat): string {
  const [h = "0", m = "00"] = time.split(":");
  const hour = Number(h);
  if (format === "24" || !Number.isInteger(hour)) return time;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m} ${hour < 12 ? "AM" : "PM"}`;
}

/** Minutes as hours and minutes: 270 → "4:30". */
export function hoursAndMinutes(minutes: number): string {
  if (!Number.isFinite(minutes)) return "";
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "4:30" → 270; NaN for anything that is not hours and minutes. */
export function minutesOfDuration(text: string): number {
  const match = /^\s*(\d{1,2})\s*[:.h]\s*([0-5]\d)\s*$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

// ---------------------------------------------------------------------------------------------------------
// Money

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function currencyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: "currency", currency });
    } catch {
      // Not a currency the browser knows.
      format = null;
    }
    moneyFormats.set(key, format);
  }
  return format;
}

/** How many decimals the currency has (2 for EUR, 0 for JPY); 2 when the browser does not know it. */
export function currencyDigits(currency: string): number {
  return currencyFormat("en", currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/** Minor units → the major-unit number a money field shows. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** A typed amount in major units → minor units; NaN when nothing (or not a number) was typed. */
export function toMinor(major: number | string, currency: string): number {
  const value = typeof major === "number" ? major : major.trim() === "" ? Number.NaN : Number(major);
  // Rounded: 0.1 + 0.2 style binary fractions must not become 30.000000000000004 cents.
  return Number.isFinite(value) ? Math.round(value * 10 ** currencyDigits(currency)) : Number.NaN;
}

/** A NumberInput's value as a number; an empty field is NaN, which the schema refuses with its message. */
export function numberOf(value: string | number): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value);
}

/*
 * Date and time formats (spec sections 3 and 5). The club stores upper-case forms (DD/MM/YYYY, 12); the
 * screens show the display forms the formatting code understands (dd/MM/yyyy, 12h). Dates and times keep the
 * club's format whatever the reader's language; counts are written in the reader's language.
 */

import { isCalendarDate } from "./calendar-date.ts";
import type { Locale } from "./i18n/locales.ts";
import { localeHelpers } from "./i18n/plural.ts";

export const dateFormats = ["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"] as const;
export const timeFormats = ["12", "24"] as const;
export type DateFormat = (typeof dateFormats)[number];
export type TimeFormat = (typeof timeFormats)[number];

export const displayDateFormats = ["dd/MM/yyyy", "MM/dd/yyyy", "yyyy-MM-dd"] as const;
export type DisplayDateFormat = (typeof displayDateFormats)[number];
export const displayTimeFormats = ["12h", "24h"] as const;
export type DisplayTimeFormat = (typeof displayTimeFormats)[number];

const DATE_TO_DISPLAY: Record<DateFormat, DisplayDateFormat> = {
  "DD/MM/YYYY": "dd/MM/yyyy",
  "MM/DD/YYYY": "MM/dd/yyyy",
  "YYYY-MM-DD": "yyyy-MM-dd",
};
const TIME_TO_DISPLAY: Record<TimeFormat, DisplayTimeFormat> = { "12": "12h", "24": "24h" };

/** Spec section 3, Profile view: what is shown when a club has no format of its own. */
export const DEFAULT_DISPLAY_DATE_FORMAT: DisplayDateFormat = "yyyy-MM-dd";
export const DEFAULT_DISPLAY_TIME_FORMAT: DisplayTimeFormat = "24h";

/** "DD/MM/YYYY" → "dd/MM/yyyy"; anything unknown (or missing) → the profile view's default. */
export function toDisplayDateFormat(stored: string | null | undefined): DisplayDateFormat {
  const key = stored?.trim().toUpperCase() ?? "";
  return (dateFormats as readonly string[]).includes(key)
    ? DATE_TO_DISPLAY[key as DateFormat]
    : DEFAULT_DISPLAY_DATE_FORMAT;
}

/** "dd/MM/yyyy" (or the stored form itself, in any case) → "DD/MM/YYYY"; unknown → undefined. */
export function fromDisplayDateFormat(display: string): DateFormat | undefined {
  const key = display.trim().toUpperCase();
  return dateFormats.find((f) => f === key);
}

/** "12" or "12H" → "12h", "24" or "24H" → "24h"; anything else → the profile view's default. */
export function toDisplayTimeFormat(stored: string | null | undefined): DisplayTimeFormat {
  const key = stored?.trim().toUpperCase().replace(/H$/, "") ?? "";
  return (timeFormats as readonly string[]).includes(key)
    ? TIME_TO_DISPLAY[key as TimeFormat]
    : DEFAULT_DISPLAY_TIME_FORMAT;
}

/** "12h" (or "12H", "12") → "12"; unknown → undefined. */
export function fromDisplayTimeFormat(display: string): TimeFormat | undefined {
  const key = display.trim().toUpperCase().replace(/H$/, "");
  return timeFormats.find((f) => f === key);
}

/** Formatters made once per time zone and set of options: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${timeZone ?? ""}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      // An unknown time zone: the browser's own.
      formatter = new Intl.DateTimeFormat("en-US", options);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(date: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const formatter = formatterFor(timeZone, options);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** A date written in a club's format, e.g. formatDate(d, "DD/MM/YYYY") → "31/12/2026". */
export function formatDate(date: Date, format: DateFormat, timeZone?: string): string {
  const p = partsOf(date, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });
  return arrange(p.year ?? "", p.month ?? "", p.day ?? "", format);
}

/**
 * A calendar date (YYYY-MM-DD) written in a club's format, without Intl (it needs no time zone: the first
 * Intl formatter a page makes costs milliseconds that a list of dates need not pay); null if it is no date.
 */
export function formatCalendarDate(date: string, format: DateFormat): string | null {
  if (!isCalendarDate(date)) return null;
  const [y = "", m = "", d = ""] = date.split("-");
  return arrange(y, m, d, format);
}

function arrange(y: string, m: string, d: string, format: DateFormat): string {
  switch (format) {
    case "DD/MM/YYYY":
      return `${d}/${m}/${y}`;
    case "MM/DD/YYYY":
      return `${m}/${d}/${y}`;
    case "YYYY-MM-DD":
      return `${y}-${m}-${d}`;
  }
}

/** A time of day written in a club's clock, e.g. "3:05 PM" (12) or "15:05" (24). */
export function formatTime(date: Date, format: TimeFormat, timeZone?: string): string {
  const p = partsOf(date, timeZone, { hour: "numeric", minute: "2-digit", hourCycle: "h23" });
  return clockTime(`${Number(p.hour ?? 0) % 24}:${p.minute ?? "00"}`, format);
}

/** A club-local time 'HH:MM' (a tee time) in a club's clock: "15:05" (24) or "3:05 PM" (12). */
export function clockTime(time: string, format: TimeFormat): string {
  const [h = "0", minute = "00"] = time.split(":");
  const hour = Number(h);
  if (format === "24") return `${String(hour).padStart(2, "0")}:${minute}`;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * A count written in the reader's language: 1234 → "1,234" in English, "1.234" in German, "1 234" in French
 * (the language's number formatter of the catalogs, made when first used and kept).
 */
export function formatCount(n: number, locale: Locale): string {
  return localeHelpers(locale).number(n);
}

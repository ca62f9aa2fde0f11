/*
 * How the date and time fields write and read a club's dates and times (issue 34): in its date format, on its
 * clock, with its calendar's weeks starting on its first weekday. The values stay as the API takes them:
 * a date YYYY-MM-DD, a time HH:mm. Light (no @mantine/dates): the fields' first paint and the tests use it.
 */

import { isCalendarDate } from "../../shared/calendar-date.ts";
import type { ClubSummary } from "../../shared/clubs.ts";
import { clockTime, type DateFormat, formatCalendarDate, type TimeFormat } from "../../shared/formats.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

/** What a date or time field needs of its club. */
export type DateFieldFormats = Pick<ClubSummary, "dateFormat" | "timeFormat" | "firstDayOfWeek">;

/** A club with no formats of its own (the spec's defaults: MM/DD/YYYY, 12 h, weeks from Sunday). */
export const DEFAULT_FIELD_FORMATS: DateFieldFormats = {
  dateFormat: "MM/DD/YYYY",
  timeFormat: "12",
  firstDayOfWeek: 0,
};

/** A date (YYYY-MM-DD) as its field shows it: "31/12/2026" for a club that writes DD/MM/YYYY; "" if none. */
export function dateFieldText(value: string | null | undefined, format: DateFormat): string {
  if (!value) return "";
  return formatCalendarDate(value, format) ?? value;
}

/** The placeholder of a date field: its format as people read it ("DD/MM/YYYY"). */
export function dateFieldPlaceholder(format: DateFormat): string {
  return format;
}

/**
 * A date as typed in the club's format ("31/12/2026", "31.12.2026", "1/2/2026"), or as the API writes it
 * (2026-12-31), as YYYY-MM-DD; null when it is no date of the calendar.
 */
export function parseDateField(typed: string, format: DateFormat): string | null {
  const text = typed.trim();
  if (isCalendarDate(text)) return text;
  const parts = /^(\d{1,4})[/.\-\s](\d{1,2})[/.\-\s](\d{1,4})$/.exec(text);
  if (!parts) return null;
  const [a = "", b = "", c = ""] = parts.slice(1);
  const [year, month, day] =
    format === "DD/MM/YYYY" ? [c, b, a] : format === "MM/DD/YYYY" ? [c, a, b] : [a, b, c];
  if (year.length !== 4) return null;
  const date = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isCalendarDate(date) ? date : null;
}

/** A time (HH:mm) as its field shows it before it is used: "18:30" on a 24-hour clock, "6:30 PM" on 12. */
export function timeFieldText(value: string | null | undefined, format: TimeFormat): string {
  return value && /^\d{2}:\d{2}/.test(value) ? clockTime(value, format) : "";
}

/** The time picker's clock: "12h" (hours 1–12 with AM/PM) or "24h". */
export function timeFieldClock(format: TimeFormat): "12h" | "24h" {
  return format === "12" ? "12h" : "24h";
}

/** A time as the API takes it (HH:mm) from the picker's value (HH:mm:ss or HH:mm); "" while incomplete. */
export function timeFieldValue(picked: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(picked);
  return match ? `${match[1]}:${match[2]}` : "";
}

/** The dates provider's settings: the reader's language for the names of months and days, the club's week. */
export function datesSettings(formats: DateFieldFormats, locale: Locale) {
  return {
    locale,
    firstDayOfWeek: formats.firstDayOfWeek,
    // No day is coloured as a weekend day: Mantine's red on white is below the contrast of text (axe).
    weekendDays: [] as (0 | 1 | 6)[],
    consistentWeeks: true,
  };
}

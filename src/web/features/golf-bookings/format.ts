/*
 * How the golf screens write tee times, days and money. Tee times are the club's local times ('HH:MM'), written
 * in the club's clock (12 or 24 hours); days in the club's date format with the weekday in the reader's
 * language; money in the club's currency, in the reader's language. No zod here (decision 018).
 */
import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** The weekday of a calendar date (YYYY-MM-DD) in the reader's language: "Saturday", "Samstag". */
export function weekdayName(date: string, locale: string): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    weekdayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** "Saturday 12/05/2026": a day of the sheet, its weekday in the reader's language, its date in the club's. */
export function dayLabel(date: string, club: ClubFormats, locale: string): string {
  return `${weekdayName(date, locale)} ${calendarDate(date, club)}`;
}

import {
  clockTime,
  type DateFormat,
  formatCalendarDate,
  formatDate,
  formatTime,
  type TimeFormat,
} from "../../../shared/formats.ts";
import { wallClockAt } from "../../../shared/wall-clock.ts";

/*
 * What the visitors' pages compute and write themselves, without zod (the public page's first load carries
 * none, decision 018): the instant of a club's tee time, the refund's last moment, dates and times as the club
 * writes them, a Handicap Index as typed.
 */

export interface ClubFormats {
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  timezone: string;
}

/** The instant (ms) at which the clocks of `timeZone` show `date` (YYYY-MM-DD) at `time` (HH:mm). */
export function instantOf(date: string, time: string, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const [h = 0, min = 0] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  // The zone's offset at the guess, then at the instant it gives (a change of clocks between the two).
  let instant = wall - (wallClockAt(wall, timeZone) - wall);
  instant = wall - (wallClockAt(instant, timeZone) - instant);
  return instant;
}

/** Until when cancelling refunds in full: `refundHours` before the tee time. */
export function refundUntilOf(date: string, time: string, timeZone: string, refundHours: number): Date {
  return new Date(instantOf(date, time, timeZone) - refundHours * 3_600_000);
}

/** A calendar date as the club writes it. */
export function clubDate(date: string, formats: ClubFormats): string {
  return formatCalendarDate(date, formats.dateFormat) ?? date;
}

/** A tee time (HH:mm, the club's) in the club's clock. */
export function clubTime(time: string, formats: ClubFormats): string {
  return clockTime(time, formats.timeFormat);
}

/** An instant as the club writes it in its zone: "12/12/2026 08:10". */
export function clubMoment(instant: Date | string, formats: ClubFormats): string {
  const at = typeof instant === "string" ? new Date(instant) : instant;
  return `${formatDate(at, formats.dateFormat, formats.timezone)} ${formatTime(at, formats.timeFormat, formats.timezone)}`;
}

/** A Handicap Index as typed ("18.4", "18,4", "+2.1" for a plus handicap): null when empty, NaN when no number. */
export function handicapOf(text: string): number | null {
  const typed = text.trim().replace(",", ".");
  if (typed === "") return null;
  if (!/^[+-]?\d{1,2}(?:\.\d)?$/.test(typed)) return Number.NaN;
  // A plus handicap ("+2.1") is written below zero.
  return typed.startsWith("+") ? -Number(typed.slice(1)) : Number(typed);
}

const indexFormats = new Map<string, Intl.NumberFormat>();

/** A Handicap Index as shown in the reader's language ("12.4", "12,4"): a plus handicap with its "+". */
export function handicapText(index: number, locale: string): string {
  let format = indexFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    indexFormats.set(locale, format);
  }
  return index < 0 ? `+${format.format(-index)}` : format.format(index);
}

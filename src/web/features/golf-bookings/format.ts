/*
 * How the golf screens write tee times, days and money. Tee times are the club's local times ('HH:MM'), written
 * in the club's clock (12 or 24 hours); days in the club's date format with the weekday in the reader's
 * language; money in the club's currency, in the reader's language. No zod here (decision 018).
 */
import type { TimeFormat } from "../../../shared/formats.ts";
import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";

/** '15:05' in the club's clock: "15:05" (24) or "3:05 PM" (12). */
export function teeTime(time: string, format: TimeFormat): string {
  if (format === "24") return time;
  const [h = "0", m = "00"] = time.split(":");
  const hour = Number(h);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${m} ${hour < 12 ? "AM" : "PM"}`;
}

/** Minutes since midnight of 'HH:MM' (the tee times of a day compare by it). */
export function minutesOf(time: string): number {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
}

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

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: "currency", currency });
    } catch {
      format = null;
    }
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * Minor units of a currency in the reader's language: 12000 USD → "$120.00" in English, "120,00 $" in German;
 * a code the browser does not know is written after the number.
 */
export function money(minor: number, currency: string, locale: string): string {
  const format = moneyFormat(locale, currency);
  const digits = format?.resolvedOptions().maximumFractionDigits ?? 2;
  const major = minor / 10 ** digits;
  return format ? format.format(major) : `${major.toFixed(digits)} ${currency}`;
}

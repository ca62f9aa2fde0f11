import { todayIn } from "../../../shared/dates.ts";
import { type DateFormat, formatDate } from "../../../shared/formats.ts";

/** A calendar date (YYYY-MM-DD, as memberships' dates are) in the club's format. */
export function calendarDate(date: string, format: DateFormat | undefined): string {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return formatDate(d, format ?? "YYYY-MM-DD", "UTC");
}

/** A moment (ISO 8601) as a date in the club's format and time zone. */
export function dayOf(iso: string, format: DateFormat | undefined, timezone: string | undefined): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDate(d, format ?? "YYYY-MM-DD", timezone);
}

/** A period: "01/05/2026 – 31/05/2026", or "From 01/05/2026 (lifetime)" when it has no end. */
export function periodText(start: string, end: string | null, format: DateFormat | undefined): string {
  return end
    ? `${calendarDate(start, format)} – ${calendarDate(end, format)}`
    : `From ${calendarDate(start, format)}, no end`;
}

/** Today in the club's time zone when known, else in the browser's (a preview; the server decides). */
export function clubToday(timezone: string | undefined): string {
  return todayIn(timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

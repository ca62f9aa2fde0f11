import type { ClubSummary } from "../../shared/clubs.ts";
import { todayIn } from "../../shared/dates.ts";
import { formatCalendarDate, formatDate, formatTime } from "../../shared/formats.ts";

/**
 * How a club writes its dates and times: its formats and time zone. Every role has them with its clubs
 * (GET /api/clubs), so that a manager or a member reads the dates as the owner does.
 */
export type ClubFormats = Pick<ClubSummary, "dateFormat" | "timeFormat" | "timezone">;

/** A calendar date (YYYY-MM-DD, as a member's and a membership's dates are) in the club's format; "—" if none. */
export function calendarDate(date: string | null | undefined, club: ClubFormats): string {
  if (!date) return "—";
  return formatCalendarDate(date, club.dateFormat) ?? date;
}

/** A moment (ISO 8601) as the date it was in the club's time zone, in the club's format. */
export function clubDay(iso: string, club: ClubFormats): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDate(d, club.dateFormat, club.timezone);
}

/** A moment (ISO 8601) as date and time in the club's time zone and formats: "24/11/2026 15:05". */
export function clubMoment(iso: string, club: ClubFormats): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${formatDate(d, club.dateFormat, club.timezone)} ${formatTime(d, club.timeFormat, club.timezone)}`;
}

/** Today (YYYY-MM-DD) in the club's time zone (a preview; the server decides). */
export function clubToday(club: ClubFormats): string {
  return todayIn(club.timezone);
}

import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";

/** A period: "01/05/2026 – 31/05/2026", or "From 01/05/2026, no end" when it has none (lifetime). */
export function periodText(start: string, end: string | null, dates: ClubFormats): string {
  return end
    ? `${calendarDate(start, dates)} – ${calendarDate(end, dates)}`
    : `From ${calendarDate(start, dates)}, no end`;
}

import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";

/** A period of a line or an invoice: "01/05/2026 – 30/04/2027", or its start alone when it has no end. */
export function periodText(start: string | null, end: string | null, club: ClubFormats): string | null {
  if (!start) return null;
  return end ? `${calendarDate(start, club)} – ${calendarDate(end, club)}` : calendarDate(start, club);
}

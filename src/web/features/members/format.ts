import type { Member } from "../../../shared/members.ts";
import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";

/**
 * A membership period: "01/05/2026 – 31/05/2026", or "From 01/05/2026" when it has no end (lifetime);
 * `from` is the catalog's text for the latter (`useMessages("members").record.from`).
 */
export function period(
  start: string,
  end: string | null,
  dates: ClubFormats,
  from: (date: string) => string,
): string {
  return end
    ? `${calendarDate(start, dates)} – ${calendarDate(end, dates)}`
    : from(calendarDate(start, dates));
}

/** First and last name as the record has them, else what the server shows for the record. */
export function fullName(member: Pick<Member, "firstName" | "lastName" | "displayName">): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ");
  return name || member.displayName;
}

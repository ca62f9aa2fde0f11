import type { Member } from "../../../shared/members.ts";
import { type ClubFormats, calendarDate } from "../../lib/club-dates.ts";

/** A membership period: "01/05/2026 – 31/05/2026", or "from 01/05/2026" when it has no end (lifetime). */
export function period(start: string, end: string | null, dates: ClubFormats): string {
  return end
    ? `${calendarDate(start, dates)} – ${calendarDate(end, dates)}`
    : `From ${calendarDate(start, dates)}`;
}

/** First and last name as the record has them, else what the server shows for the record. */
export function fullName(member: Pick<Member, "firstName" | "lastName" | "displayName">): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ");
  return name || member.displayName;
}

import { formatDate } from "../../../shared/formats.ts";
import type { Member } from "../../../shared/members.ts";
import type { ClubDates } from "./api.ts";

/** A calendar date (YYYY-MM-DD, as a member's dates are) in the club's format; "—" when there is none. */
export function calendarDate(date: string | null | undefined, dates: ClubDates | undefined): string {
  if (!date) return "—";
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return formatDate(d, dates?.dateFormat ?? "YYYY-MM-DD", "UTC");
}

/** A moment (ISO 8601) as a date in the club's format and time zone. */
export function clubDay(iso: string, dates: ClubDates | undefined): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDate(d, dates?.dateFormat ?? "YYYY-MM-DD", dates?.timezone);
}

/** A membership period: "01/05/2026 – 31/05/2026", or "from 01/05/2026" when it has no end (lifetime). */
export function period(start: string, end: string | null, dates: ClubDates | undefined): string {
  return end
    ? `${calendarDate(start, dates)} – ${calendarDate(end, dates)}`
    : `From ${calendarDate(start, dates)}`;
}

/** First and last name as the record has them, else what the server shows for the record. */
export function fullName(member: Pick<Member, "firstName" | "lastName" | "displayName">): string {
  const name = [member.firstName, member.lastName].filter(Boolean).join(" ");
  return name || member.displayName;
}

/** 1234 → "1,234". */
export function count(n: number): string {
  return n.toLocaleString("en-US");
}

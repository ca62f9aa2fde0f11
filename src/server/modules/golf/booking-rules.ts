import { addDays } from "../../../shared/dates.ts";
import { type CourseDay, type GolfSettings, NO_SHOW_PERIOD_DAYS } from "../../../shared/golf.ts";
import type { Access } from "../../auth/access.ts";
import type { Db } from "../../db/client.ts";
import { noShowDates } from "./bookings.repository.ts";
import type { GolfClub } from "./golf.repository.ts";
import { clubInstant } from "./golf-time.ts";

/*
 * The rules that every way onto a tee time keeps, each once (issue 31 §1): direct bookings (bookings.service.ts),
 * the ballot (ballot.service.ts), the waiting list (waitlist.service.ts) and what the tee sheet shows of them
 * (tee-sheet.service.ts). A rule here answers; the services word the refusal. This module imports no service,
 * so that the services can all use it without importing each other in a circle (biome.json: noImportCycles).
 */

/**
 * Whether a member may play: an active member record whose membership is active or in grace (product
 * decisions section 4).
 */
export function mayPlay(member: { status: string; membershipStatus: string }): boolean {
  return member.status === "active" && ["active", "grace"].includes(member.membershipStatus);
}

/** Whether the one acting is staff (books for any member, may override the window and the cut-off). */
export function isStaff(access: Pick<Access, "permissions">): boolean {
  return access.permissions.includes("bookings.manage");
}

/**
 * When `date` opens for booking to someone whose window is `windowDays` (their membership type's own, else the
 * club's): the club's opening time of the window, that many days before, in the club's zone.
 */
export function windowOpensAt(
  club: Pick<GolfClub, "settings" | "timeZone">,
  date: string,
  windowDays?: number | null,
): Date {
  const days = windowDays ?? club.settings.bookingWindowDays;
  return clubInstant(addDays(date, -days), club.settings.windowOpensAt, club.timeZone);
}

/** When a ballot day's ballot closes: the ballot's own close once it exists, else the day's rule. */
export function ballotClosesAt(
  day: CourseDay,
  date: string,
  timeZone: string,
  ballot?: { closesAt: Date } | null,
): Date {
  return (
    ballot?.closesAt ?? clubInstant(addDays(date, -day.ballotCloseDaysBefore), day.ballotCloseTime, timeZone)
  );
}

/**
 * The no-show rule: each member's day they may book again, for those suspended today. A suspension starts at a
 * no-show that makes `noShowLimit` in 90 days and lasts `noShowSuspensionDays` from it.
 */
export async function suspensions(
  db: Db,
  clubId: string,
  memberIds: string[],
  settings: GolfSettings,
  today: string,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!settings.noShowRuleEnabled || memberIds.length === 0) return out;
  // A no-show that can still suspend today lies within the suspension's length; the 90 days before it count.
  const from = addDays(today, -(settings.noShowSuspensionDays + NO_SHOW_PERIOD_DAYS));
  const rows = await noShowDates(db, clubId, memberIds, from, today);
  const byMember = new Map<string, string[]>();
  for (const r of rows) byMember.set(r.memberId, [...(byMember.get(r.memberId) ?? []), r.teeDate]);
  for (const [memberId, dates] of byMember) {
    // Latest first: the latest no-show that completes the limit decides.
    for (let i = 0; i + settings.noShowLimit - 1 < dates.length; i++) {
      const latest = dates[i] as string;
      const earliest = dates[i + settings.noShowLimit - 1] as string;
      if (earliest > addDays(latest, -NO_SHOW_PERIOD_DAYS)) {
        const until = addDays(latest, settings.noShowSuspensionDays);
        if (until > today) out.set(memberId, until);
        break;
      }
    }
  }
  return out;
}

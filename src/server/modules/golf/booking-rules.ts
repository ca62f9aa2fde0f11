import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { addDays } from "../../../shared/dates.ts";
import {
  type CourseDay,
  type GolfSettings,
  NO_SHOW_PERIOD_DAYS,
  type PlayerInput,
  teeTimesOf,
  weekdayOf,
} from "../../../shared/golf.ts";
import { isUuid } from "../../../shared/ids.ts";
import type { Access } from "../../auth/access.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { noShowDates } from "./bookings.repository.ts";
import type { CourseRow, GolfClub } from "./golf.repository.ts";
import { golfFormats } from "./golf-mail.ts";
import { clubInstant } from "./golf-time.ts";

/*
 * The rules that every way onto a tee time keeps, each once, and their refusals, each worded once in the
 * golfBookings catalog (issue 31 §1): direct bookings (bookings.service.ts), the ballot (ballot.service.ts), the
 * waiting list (waitlist.service.ts) and what the tee sheet shows of them (tee-sheet.service.ts). A rule that
 * only answers (mayPlay, windowOpensAt) leaves the wording to the caller where the way onto the tee time changes
 * what the person should do next (enter the ballot, join the waiting list); a `refuse…` or `check…` rule throws
 * the one refusal every way shares. This module imports no service, so that the services can all use it without
 * importing each other in a circle (biome.json: noImportCycles).
 */

const texts = () => t("golfBookings");

function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}

/** The round of a tee time: its start and end instants. */
export function roundOf(course: CourseRow, date: string, time: string, timeZone: string) {
  const day = dayOf(course, date);
  const startsAt = clubInstant(date, time, timeZone);
  const minutes = day?.roundMinutes ?? (course.holes === 18 ? 270 : 135);
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    capacity: day?.playersPerTime ?? 4,
  };
}

/** A player as placed on a tee time: a member, or a guest brought by a member; each at their green fee. */
export interface PlacedPlayer {
  memberId: string | null;
  guestName: string | null;
  hostMemberId: string | null;
  greenFeeMinor: number;
}

/** A date of the request that exists in the calendar (the schema checks only its shape: no 2026-02-30). */
export function checkDate(date: string, path = "date"): void {
  if (!isCalendarDate(date)) throw fieldRefused(path, t("golfValidation").date);
}

/** The course's rules of a date's weekday. */
export function dayOf(course: CourseRow, date: string): CourseDay | undefined {
  return course.days.find((d) => d.weekday === weekdayOf(date));
}

/** A course's day that has tee times: its rules that weekday and its tee times. */
export interface OpenDay {
  day: CourseDay;
  times: string[];
}

/** The course's day `date`, refusing (409) a course closed for booking and a day without tee times. */
export function openDay(course: CourseRow, date: string, club: GolfClub): OpenDay {
  if (!course.active) throw conflict(texts().day.courseInactive(course.name));
  const day = dayOf(course, date);
  const times = day ? teeTimesOf(day) : [];
  if (!day || times.length === 0) {
    throw conflict(texts().day.noTeeTimes(course.name, golfFormats(club, currentLocale()).date(date)));
  }
  return { day, times };
}

/**
 * The tee time `time` on an open day: one of its tee times (422 on the field `time`, naming the day's first and
 * last tee and interval), that has not started by `now` (409). Answers the round: when it starts and ends, and
 * how many it takes.
 */
export function teeTimeOf(
  course: CourseRow,
  open: OpenDay,
  date: string,
  time: string,
  club: GolfClub,
  now: Date,
) {
  if (!open.times.includes(time)) {
    const f = golfFormats(club, currentLocale());
    const { day } = open;
    throw fieldRefused(
      "time",
      texts().day.notATeeTime(f.time(time), f.time(day.firstTee), f.time(day.lastTee), day.intervalMinutes),
    );
  }
  const round = roundOf(course, date, time, club.timeZone);
  if (round.startsAt.getTime() <= now.getTime()) throw conflict(texts().day.past);
  return round;
}

/** What a refusal needs of a member to name them. */
type Named = Parameters<typeof memberDisplayName>[0];

/** A player a group names as a member: the member ids, lowercased, with where each stands in the request. */
interface NamedMember {
  id: string;
  path: string;
}

function namedMembers(players: PlayerInput[]): NamedMember[] {
  return players.flatMap((p, i) =>
    "memberId" in p ? [{ id: p.memberId.toLowerCase(), path: `players.${i}.memberId` }] : [],
  );
}

/** The member ids a group names, lowercased, those that cannot be an id (a malformed one names no member) left out. */
export function memberIdsNamed(players: PlayerInput[]): string[] {
  return [...new Set(namedMembers(players).map((m) => m.id))].filter((id) => isUuid(id));
}

/**
 * The members a group names, each a member of the club (`found`, read by the caller) and named once: 422 on each
 * player's field that names no member of the club, else on the first named twice; `alreadyPlaying` (a booking's
 * players by id) refuses a member already in it.
 */
export function checkNamedMembers<M extends Named>(
  players: PlayerInput[],
  found: Map<string, M>,
  alreadyPlaying?: Map<string, string>,
): M[] {
  const named = namedMembers(players);
  const unknown = named.filter((m) => !found.has(m.id));
  if (unknown.length > 0) {
    const message = texts().notFound.member;
    throw new AppError("VALIDATION_FAILED", message, {
      fields: unknown.map((m) => ({ path: m.path, message })),
    });
  }
  const seen = new Set<string>();
  for (const { id, path } of named) {
    const member = found.get(id) as M;
    const playing = alreadyPlaying?.get(id);
    if (playing) throw fieldRefused(path, texts().players.alreadyPlaying(playing));
    if (seen.has(id)) throw fieldRefused(path, texts().players.twice(memberDisplayName(member)));
    seen.add(id);
  }
  return named.map((m) => found.get(m.id) as M);
}

/** The club's guest allowance: refused (409) when a booking would bring more guests than it. */
export function checkGuests(guests: number, settings: Pick<GolfSettings, "guestAllowance">): void {
  if (guests > settings.guestAllowance)
    throw conflict(texts().players.tooManyGuests(settings.guestAllowance));
}

/** Refuses (409) members whose membership is not active or in grace, naming them all. */
export function checkMayPlay(found: (Named & { status: string; membershipStatus: string })[]): void {
  const inactive = found.filter((m) => !mayPlay(m));
  if (inactive.length > 0) {
    const names = new Intl.ListFormat(currentLocale(), { type: "conjunction" }).format(
      inactive.map((m) => memberDisplayName(m)),
    );
    throw conflict(texts().players.inactive(names, inactive.length));
  }
}

/** Refuses (409) a group with a member the no-show rule suspends today, naming the first and the day it ends. */
export async function checkNotSuspended(
  db: Db,
  club: GolfClub,
  found: (Named & { id: string })[],
  today: string,
): Promise<void> {
  const suspended = await suspensions(
    db,
    club.clubId,
    found.map((m) => m.id),
    club.settings,
    today,
  );
  const first = found.find((m) => suspended.has(m.id));
  if (!first) return;
  const until = golfFormats(club, currentLocale()).date(suspended.get(first.id) as string);
  throw conflict(texts().players.suspended(memberDisplayName(first), until, club.settings.noShowLimit));
}

/** A group's players as placed: members at the members' green fee, guests at the guests', brought by `hostId`. */
export function placedPlayers(
  players: ({ memberId: string } | { guestName: string })[],
  settings: Pick<GolfSettings, "memberGreenFeeMinor" | "guestGreenFeeMinor">,
  hostId: string,
): PlacedPlayer[] {
  return players.map((p) =>
    "memberId" in p
      ? {
          memberId: p.memberId.toLowerCase(),
          guestName: null,
          hostMemberId: null,
          greenFeeMinor: settings.memberGreenFeeMinor,
        }
      : {
          memberId: null,
          guestName: p.guestName,
          hostMemberId: hostId,
          greenFeeMinor: settings.guestGreenFeeMinor,
        },
  );
}

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

/**
 * The window of the ballot and the waiting list: refused before the date opens to the entrant, unless the one
 * acting is staff. The caller words the refusal (`notOpenYet`, with the date and time it opens), since what the
 * person should do next differs.
 */
export function checkWindowOpen(
  access: Pick<Access, "permissions">,
  club: GolfClub,
  date: string,
  windowDays: number | null | undefined,
  now: Date,
  notOpenYet: (date: string, time: string) => string,
): void {
  if (isStaff(access)) return;
  const opens = windowOpensAt(club, date, windowDays);
  if (now < opens) {
    const f = golfFormats(club, currentLocale());
    throw conflict(notOpenYet(f.instantDate(opens), f.instantTime(opens)));
  }
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

import type { z } from "zod";
import { todayIn } from "../../../shared/dates.ts";
import {
  type CourseDay,
  type TeeSheet,
  type TeeTime,
  type teeSheetQuerySchema,
  teeTimesOf,
  weekdayOf,
} from "../../../shared/golf.ts";
import type { Access } from "../../auth/access.ts";
import { blocksOnDay, covers } from "./blocks.repository.ts";
import { ballotClosesAt, checkDate, dayOf, mayPlay, suspensions, windowOpensAt } from "./booking-rules.ts";
import {
  type BookingViewer,
  beforeCutoff,
  greenFeeStatus,
  playersByBooking,
  toBookingView,
} from "./booking-view.ts";
import {
  ballotOfDay,
  bookingsOfDay,
  findOwnMember,
  playersOfDay,
  slotsOfDay,
  waitingOfDay,
} from "./bookings.repository.ts";
import { courseOf } from "./bookings.service.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { golfClubOf } from "./golf-group.ts";
import { clubInstant } from "./golf-time.ts";

type Query = z.output<typeof teeSheetQuerySchema>;

/**
 * `GET /tee-sheet`: one day of one course, every tee time with its capacity, free places, block, bookings
 * (names as the reader may see them), waiting groups, and whether the reader may book it now and why not.
 * A handful of queries whatever the day holds (none per tee time): the day's bookings, players, slots,
 * waiting lists and blocks are each read at once, by the indexes on (course, date).
 */
export async function teeSheet(deps: GolfDeps, access: Access, query: Query): Promise<TeeSheet> {
  const { db } = deps;
  checkDate(query.date);
  const now = deps.clock.now();
  const staff = access.permissions.includes("bookings.manage");
  const [club, course] = await Promise.all([
    golfClubOf(db, access.clubId),
    courseOf(db, access.clubId, query.courseId),
  ]);
  const { date } = query;
  const day = dayOf(course, date);
  const [own, blocks, bookings, players, slots, waiting, ballot] = await Promise.all([
    findOwnMember(db, access.clubId, access.userId),
    blocksOnDay(db, access.clubId, course.id, date),
    bookingsOfDay(db, access.clubId, course.id, date),
    playersOfDay(db, course.id, date),
    slotsOfDay(db, course.id, date),
    waitingOfDay(db, course.id, date, now),
    day?.release === "ballot" ? ballotOfDay(db, access.clubId, course.id, date) : Promise.resolve(undefined),
  ]);
  const today = todayIn(club.timeZone, now);
  const suspended = own
    ? (await suspensions(db, access.clubId, [own.id], club.settings, today)).has(own.id)
    : false;

  const viewer: BookingViewer = {
    staff,
    memberId: own?.id ?? null,
    showMemberNames: club.settings.showMemberNames,
    cancellationCutoffHours: club.settings.cancellationCutoffHours,
    now,
  };
  const byBooking = playersByBooking(players);
  const viewsByTime = new Map<string, ReturnType<typeof toBookingView>[]>();
  for (const b of bookings) {
    const view = toBookingView(b, byBooking.get(b.id) ?? [], viewer);
    viewsByTime.set(b.teeTime, [...(viewsByTime.get(b.teeTime) ?? []), view]);
  }
  const slotByTime = new Map(slots.map((s) => [s.teeTime, s]));

  // When the reader may book this day: their membership type's window (the club's for staff), from the
  // opening time N days before.
  const windowDays = own?.windowDays ?? club.settings.bookingWindowDays;
  const opens = windowOpensAt(club, date, windowDays);
  const notOpenYet = now.getTime() < opens.getTime();
  const ballotOpen = day?.release === "ballot" && ballot?.status !== "drawn";
  // A member who may not book at all (no member record, membership not active or in grace, suspended).
  const memberBarred = !staff && (!own || !mayPlay(own) || suspended);

  const times: TeeTime[] = (day ? teeTimesOf(day) : []).map((time) => {
    const startsAt = clubInstant(date, time, club.timeZone);
    const slot = slotByTime.get(time);
    const capacity = slot?.capacity ?? day?.playersPerTime ?? 0;
    const queue = waiting.get(time);
    // Places offered to waiting groups are theirs until the offer runs out.
    const free = Math.max(0, capacity - (slot?.booked ?? 0) - (queue?.held ?? 0));
    const past = startsAt.getTime() <= now.getTime();
    const block = blocks.find((b) => covers(b, time));
    let closedReason: TeeTime["closedReason"] = null;
    if (!course.active) closedReason = "closed";
    else if (past) closedReason = "past";
    else if (block) closedReason = "blocked";
    else if (free === 0) closedReason = "full";
    else if (memberBarred) closedReason = "closed";
    else if (!staff && ballotOpen) closedReason = "ballot";
    else if (!staff && notOpenYet) closedReason = "window";
    return {
      time,
      startsAt: startsAt.toISOString(),
      capacity,
      free,
      past,
      block: block ? { id: block.id, reason: block.reason, note: block.note } : null,
      bookings: viewsByTime.get(time) ?? [],
      waiting: queue?.waiting ?? 0,
      bookable: closedReason === null,
      closedReason,
      withinCutoff: !past && !beforeCutoff(startsAt, club.settings.cancellationCutoffHours, now),
    };
  });

  return {
    date,
    course: {
      id: course.id,
      name: course.name,
      holes: course.holes as 9 | 18,
      active: course.active,
      days: course.days,
      position: course.position,
      createdAt: course.createdAt.toISOString(),
      updatedAt: course.updatedAt.toISOString(),
    },
    day: day ?? closedDay(date),
    timeZone: club.timeZone,
    currency: club.currency,
    times,
    // Owed: the fees not yet paid (a paid invoice's players are no longer owed, issue 34).
    takingsMinor: staff
      ? players.filter((p) => greenFeeStatus(p) !== "paid").reduce((sum, p) => sum + p.greenFeeMinor, 0)
      : null,
    ballot:
      day?.release === "ballot" && ballot
        ? {
            id: ballot.id,
            status: ballot.status,
            closesAt: ballotClosesAt(day, date, club.timeZone, ballot).toISOString(),
          }
        : null,
    opensAt: notOpenYet ? opens.toISOString() : null,
    cancellationCutoffHours: club.settings.cancellationCutoffHours,
  };
}

/** A day the course has no rules for (a course saved without its seven days): closed. */
function closedDay(date: string): CourseDay {
  return {
    weekday: weekdayOf(date),
    open: false,
    firstTee: "00:00",
    lastTee: "00:00",
    intervalMinutes: 10,
    playersPerTime: 4,
    roundMinutes: 270,
    release: "first_come" as const,
    ballotCloseDaysBefore: 2,
    ballotCloseTime: "18:00",
  };
}

import { teeTimesOf } from "../../../shared/golf.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { deleteBlock, insertBlock, lockCourseForBlock } from "./blocks.repository.ts";
import { dayOf, type PlacedPlayer, roundOf } from "./booking-rules.ts";
import { cancelBookings } from "./cancellation.ts";
import { type CourseRow, findCourse } from "./golf.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { placeBooking } from "./placement.ts";

/*
 * A competition's field on the tee sheet (issue 35 item 5; decision 023): the golf side of the competitions
 * module's draw. The field's times are closed to everyone else by a block (reason "competition"), and each
 * drawn group is a booking (source "competition") on those blocked times, written by the one writer of
 * bookings (placement.ts), so the tee sheet's two promises hold for them too: no member plays two overlapping
 * rounds, and a time holds no more players than the draw put there. Blocks keep bookings and ballots off the
 * times; the draw alone places players on them, as staff place players on a blocked time's existing bookings.
 * A two-tee or shotgun start sends several groups out at one time: the time then holds the players the draw
 * sends (`capacity`), not the course's usual number.
 */

/** The course of a competition with its day on the sheet: its tee times and round. */
export async function competitionCourseDay(db: Db, clubId: string, courseId: string, date: string) {
  const course = await findCourse(db, clubId, courseId);
  if (!course) return undefined;
  const day = dayOf(course, date);
  const times = day?.open ? teeTimesOf(day) : [];
  return {
    course,
    times,
    intervalMinutes: day?.intervalMinutes ?? 10,
    roundMinutes: day?.roundMinutes ?? (course.holes === 18 ? 270 : 135),
  };
}

/** A drawn group as the sheet gets it: its time and players (members at the entry fee, guests free). */
export interface FieldGroup {
  time: string;
  players: PlacedPlayer[];
  /** Every player of the draw that starts at this time (all groups): the time's capacity. */
  playersAtTime: number;
}

export interface FieldInput {
  clubId: string;
  course: CourseRow;
  date: string;
  timeZone: string;
  currency: string;
  /** The block's span: [startTime, endTime) of the club's day. */
  startTime: string;
  endTime: string;
  note: string;
  groups: FieldGroup[];
  actorUserId: string | null;
}

/**
 * Writes the field in `tx`: holds the course against other blocks and bookings, writes the block over the
 * field's times, and books each group on them. Answers the block and each group's booking id (in order). A
 * group that cannot be placed (a member already plays an overlapping round) refuses the whole draw (409).
 */
export async function writeCompetitionField(
  tx: Db,
  input: FieldInput,
): Promise<{ blockId: string; bookingIds: string[] }> {
  if (!(await lockCourseForBlock(tx, input.clubId, input.course.id))) {
    throw new AppError("NOT_FOUND", t("golfBookings").notFound.course);
  }
  const block = await insertBlock(tx, input.clubId, {
    courseId: input.course.id,
    startDate: input.date,
    repeatUntil: null,
    startTime: input.startTime,
    endTime: input.endTime,
    reason: "competition",
    note: input.note,
    createdBy: input.actorUserId,
  });
  const bookingIds: string[] = [];
  for (const group of input.groups) {
    bookingIds.push(
      await placeBooking(tx, {
        clubId: input.clubId,
        course: input.course,
        date: input.date,
        time: group.time,
        timeZone: input.timeZone,
        currency: input.currency,
        players: group.players,
        source: "competition",
        bookerMemberId: null,
        override: true,
        createdBy: input.actorUserId,
        capacity: Math.max(
          group.playersAtTime,
          roundOf(input.course, input.date, group.time, input.timeZone).capacity,
        ),
      }),
    );
  }
  return { blockId: block.id, bookingIds };
}

/**
 * Takes a drawn field off the sheet (before a new draw, or when the competition is cancelled): its bookings are
 * cancelled (their places are not offered to the waiting list: the block still closes them) and its block
 * deleted.
 */
export async function clearCompetitionField(
  tx: Db,
  deps: GolfDeps,
  input: {
    clubId: string;
    courseId: string;
    blockId: string | null;
    bookingIds: string[];
    actorUserId: string | null;
  },
): Promise<void> {
  // Decision 035: the course before its bookings, as a block being made takes them.
  await lockCourseForBlock(tx, input.clubId, input.courseId);
  await cancelBookings(tx, deps, {
    clubId: input.clubId,
    bookingIds: input.bookingIds,
    reason: null,
    actorUserId: input.actorUserId,
    blocked: true,
  });
  if (input.blockId) await deleteBlock(tx, input.clubId, input.blockId);
}

import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { weekdayOf } from "../../../shared/golf.ts";
import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema/clubs.ts";
import { golfBookingPlayers, golfBookings, golfTeeSlots } from "../../db/schema/golf.ts";
import { AppError, pgErrorCode } from "../../errors.ts";
import { t } from "../../i18n.ts";
import { memberDisplayName } from "../members/member-view.ts";
import type { CourseRow } from "./golf.repository.ts";
import { clubInstant } from "./golf-time.ts";

/*
 * The one way a booking and its players are written (decision 023): bookings by members and staff, the
 * ballot's draw and the waiting list all come here. The database keeps the two promises whatever arrives at
 * once: the tee slot's check (a player too many: SQLSTATE 23514) and the players' exclusion constraint (a
 * member in two overlapping rounds: 23P01). Each placement runs in a savepoint, so that a refused one leaves
 * the caller's transaction usable (a draw goes on to the next group).
 */

/** A player as placed: a member, or a guest brought by `hostMemberId`, with the green fee at booking time. */
export interface PlacedPlayer {
  memberId: string | null;
  guestName: string | null;
  hostMemberId: string | null;
  greenFeeMinor: number;
}

export interface Placement {
  clubId: string;
  course: CourseRow;
  date: string;
  time: string;
  timeZone: string;
  currency: string;
  players: PlacedPlayer[];
  source: "member" | "staff" | "ballot" | "waitlist";
  bookerMemberId: string | null;
  override: boolean;
  /** The user who made it; null for the system (the draw, the waiting list). */
  createdBy: string | null;
}

/** The round of a tee time: its start and end instants. */
export function roundOf(course: CourseRow, date: string, time: string, timeZone: string) {
  const day = course.days.find((d) => d.weekday === weekdayOf(date));
  const startsAt = clubInstant(date, time, timeZone);
  const minutes = day?.roundMinutes ?? (course.holes === 18 ? 270 : 135);
  return {
    startsAt,
    endsAt: new Date(startsAt.getTime() + minutes * 60_000),
    capacity: day?.playersPerTime ?? 4,
  };
}

/**
 * Makes sure the tee slot exists with the course's capacity, and locks it: from here until the caller's
 * transaction ends, bookings of this tee time wait for it. A capacity lowered below the players it already
 * holds is left as it is (they keep their places).
 */
export async function lockTeeSlot(
  tx: Db,
  clubId: string,
  course: CourseRow,
  date: string,
  time: string,
  capacity: number,
) {
  await tx.execute(sql`
    insert into golf_tee_slots (club_id, course_id, tee_date, tee_time, capacity, booked)
    values (${clubId}, ${course.id}, ${date}, ${time}, ${capacity}, 0)
    on conflict (course_id, tee_date, tee_time) do update set capacity = excluded.capacity
      where golf_tee_slots.booked <= excluded.capacity`);
  const [slot] = await tx
    .select({ capacity: golfTeeSlots.capacity, booked: golfTeeSlots.booked })
    .from(golfTeeSlots)
    .where(
      and(
        eq(golfTeeSlots.courseId, course.id),
        eq(golfTeeSlots.teeDate, date),
        eq(golfTeeSlots.teeTime, time),
      ),
    )
    .for("update");
  return slot ?? { capacity, booked: 0 };
}

/** The players a tee time holds now and its capacity (no lock; for messages and the sheet). */
export async function slotState(db: Db, courseId: string, date: string, time: string) {
  const [slot] = await db
    .select({ capacity: golfTeeSlots.capacity, booked: golfTeeSlots.booked })
    .from(golfTeeSlots)
    .where(
      and(
        eq(golfTeeSlots.courseId, courseId),
        eq(golfTeeSlots.teeDate, date),
        eq(golfTeeSlots.teeTime, time),
      ),
    );
  return slot;
}

/** 'This tee time has 1 free place left.' / '… is full.' in the request's language. */
export function fullText(free: number): string {
  const texts = t("golfBookings").placement;
  return free <= 0 ? texts.full : texts.onlyFree(free);
}

/** The member of `memberIds` who already plays a round overlapping [startsAt, endsAt), with that tee time. */
export async function overlappingRound(
  db: Db,
  clubId: string,
  memberIds: string[],
  startsAt: Date,
  endsAt: Date,
  exceptBookingId?: string,
) {
  if (memberIds.length === 0) return undefined;
  const [row] = await db
    .select({
      memberId: golfBookingPlayers.memberId,
      teeDate: golfBookingPlayers.teeDate,
      teeTime: golfBookingPlayers.teeTime,
      bookingId: golfBookingPlayers.bookingId,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      membershipNumber: members.membershipNumber,
    })
    .from(golfBookingPlayers)
    .innerJoin(members, eq(members.id, golfBookingPlayers.memberId))
    .where(
      and(
        eq(golfBookingPlayers.clubId, clubId),
        inArray(golfBookingPlayers.memberId, memberIds),
        inArray(golfBookingPlayers.status, ["booked", "checked_in"]),
        lt(golfBookingPlayers.startsAt, endsAt),
        gt(golfBookingPlayers.endsAt, startsAt),
        exceptBookingId ? sql`${golfBookingPlayers.bookingId} <> ${exceptBookingId}` : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** The refusal of a member who would play two overlapping rounds, naming them and their other tee time. */
export function overlapText(row: NonNullable<Awaited<ReturnType<typeof overlappingRound>>>): string {
  return t("golfBookings").placement.overlap(memberDisplayName(row), row.teeDate, row.teeTime);
}

/**
 * Writes the booking and its players in a savepoint of `tx`. Refuses with 409 (and leaves `tx` usable) when the
 * tee time has too few free places or a member would play two overlapping rounds. Answers the booking's id.
 */
export async function placeBooking(tx: Db, p: Placement): Promise<string> {
  const { startsAt, endsAt, capacity } = roundOf(p.course, p.date, p.time, p.timeZone);
  try {
    return await tx.transaction(async (sp) => {
      await lockTeeSlot(sp, p.clubId, p.course, p.date, p.time, capacity);
      const [booking] = await sp
        .insert(golfBookings)
        .values({
          clubId: p.clubId,
          courseId: p.course.id,
          teeDate: p.date,
          teeTime: p.time,
          startsAt,
          endsAt,
          source: p.source,
          bookerMemberId: p.bookerMemberId,
          override: p.override,
          createdBy: p.createdBy,
        })
        .returning({ id: golfBookings.id });
      if (!booking) throw new Error("The booking was not written");
      await sp.insert(golfBookingPlayers).values(
        p.players.map((player) => ({
          clubId: p.clubId,
          bookingId: booking.id,
          courseId: p.course.id,
          teeDate: p.date,
          teeTime: p.time,
          startsAt,
          endsAt,
          memberId: player.memberId,
          guestName: player.guestName,
          hostMemberId: player.hostMemberId,
          greenFeeMinor: player.greenFeeMinor,
          currency: p.currency,
        })),
      );
      return booking.id;
    });
  } catch (error) {
    throw await placementRefusal(
      tx,
      error,
      p.clubId,
      p.course.id,
      p.date,
      p.time,
      p.players,
      startsAt,
      endsAt,
    );
  }
}

/**
 * The refusal for a database error of a placement or a move (the savepoint is rolled back, so `db` may be
 * read): too few places or an overlapping round; any other error as it was.
 */
export async function placementRefusal(
  db: Db,
  error: unknown,
  clubId: string,
  courseId: string,
  date: string,
  time: string,
  players: Pick<PlacedPlayer, "memberId">[],
  startsAt: Date,
  endsAt: Date,
  exceptBookingId?: string,
): Promise<unknown> {
  const code = pgErrorCode(error);
  if (code === "23514") {
    const slot = await slotState(db, courseId, date, time);
    return new AppError("CONFLICT", fullText(slot ? slot.capacity - slot.booked : 0));
  }
  if (code === "23P01") {
    const ids = players.map((x) => x.memberId).filter((x): x is string => x !== null);
    const clash = await overlappingRound(db, clubId, ids, startsAt, endsAt, exceptBookingId);
    return new AppError("CONFLICT", clash ? overlapText(clash) : t("golfBookings").placement.overlapSomeone);
  }
  return error;
}

import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRowIs } from "../../db/club-rows.ts";
import { lockMembers } from "../../db/lock.ts";
import { members } from "../../db/schema/clubs.ts";
import { golfBookingPlayers, golfBookings, golfTeeSlots } from "../../db/schema/golf.ts";
import { AppError, isGoneMemberError, pgErrorCode } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { type PlacedPlayer, roundOf } from "./booking-rules.ts";
import { type CourseRow, findGolfClub } from "./golf.repository.ts";
import { golfFormats } from "./golf-mail.ts";
import { heldPlaces, type TeeTimeKey } from "./waitlist.repository.ts";

/*
 * The one way a booking and its players are written (decision 023): bookings by members and staff, the
 * ballot's draw and the waiting list all come here. The database keeps the two promises whatever arrives at
 * once: the tee slot's check (a player too many: SQLSTATE 23514) and the players' exclusion constraint (a
 * member in two overlapping rounds: 23P01). Each placement runs in a savepoint, so that a refused one leaves
 * the caller's transaction usable (a draw goes on to the next group).
 *
 * Locks, in the one order of decision 035: the members placed or moved (`lockMembers`, sorted), then the tee
 * slot(s) (`lockTeeSlot`, sorted by course, date and time), then the rows. Without the members' locks, two
 * transactions putting one member into overlapping rounds at different tee times (each under its own slot's
 * lock) both insert, then each finds the other's row in the overlap constraint and waits for it: PostgreSQL
 * breaks that tie by aborting one ("deadlock detected", 40P01). With them, the second waits before it writes,
 * then meets the first's committed row (23P01, a 409). A caller that holds a tee slot already takes the
 * members' locks before it (or tries them: `tryLockMembers`); taking one again here is then granted at once.
 */

/** A player as placed: a member, or a guest brought by `hostMemberId`, with the green fee at booking time. */

export interface Placement {
  clubId: string;
  course: CourseRow;
  date: string;
  time: string;
  timeZone: string;
  currency: string;
  players: PlacedPlayer[];
  source: "member" | "staff" | "ballot" | "waitlist" | "competition" | "visitor";
  bookerMemberId: string | null;
  override: boolean;
  /** The user who made it; null for the system (the draw, the waiting list). */
  createdBy: string | null;
  /**
   * Given for bookings by members and staff: places offered to waiting groups and not run out at this instant
   * count as taken (the waiting list holds them for the group it offered them to). The waiting list's own
   * placements leave it out and count the offers themselves.
   */
  now?: Date;
  /**
   * The players the tee time holds instead of the course's: a competition's draw on its own block, where a
   * two-tee or shotgun start sends several groups out at one time (competitions/draw.service.ts).
   */
  capacity?: number;
}

/**
 * The creation times of a group's players, one millisecond apart in the order given, so that a booking's
 * players are read back in that order (the booker first); rows of one statement would otherwise share the
 * transaction's now().
 */
function playerOrder(): (i: number) => Date {
  const start = Date.now();
  return (i) => new Date(start + i);
}

/** Writes a booking's players on its tee time and round, in the order given; answers their rows. */
async function insertPlayers(
  tx: Db,
  clubId: string,
  booking: Pick<
    typeof golfBookings.$inferSelect,
    "id" | "courseId" | "teeDate" | "teeTime" | "startsAt" | "endsAt"
  >,
  players: PlacedPlayer[],
  currency: string,
) {
  const order = playerOrder();
  return tx
    .insert(golfBookingPlayers)
    .values(
      players.map((player, i) => ({
        createdAt: order(i),
        clubId,
        bookingId: booking.id,
        courseId: booking.courseId,
        teeDate: booking.teeDate,
        teeTime: booking.teeTime,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        memberId: player.memberId,
        guestName: player.guestName,
        hostMemberId: player.hostMemberId,
        greenFeeMinor: player.greenFeeMinor,
        currency,
      })),
    )
    .returning();
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
  // ON CONFLICT DO UPDATE locks the existing row even where its WHERE leaves it unchanged (PostgreSQL's
  // INSERT reference); RETURNING gives it only where it was written, so the rare other case reads it.
  const written = (await tx.execute(sql`
    insert into golf_tee_slots (club_id, course_id, tee_date, tee_time, capacity, booked)
    values (${clubId}, ${course.id}, ${date}, ${time}, ${capacity}, 0)
    on conflict (course_id, tee_date, tee_time) do update set capacity = excluded.capacity
      where golf_tee_slots.booked <= excluded.capacity
    returning capacity, booked`)) as unknown as { rows: { capacity: number; booked: number }[] };
  const [returned] = written.rows;
  if (returned) return { capacity: Number(returned.capacity), booked: Number(returned.booked) };
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

/** The members among these players (guests have none). */
export function memberIdsOfPlayers(players: Pick<PlacedPlayer, "memberId">[]): string[] {
  return players.flatMap((p) => (p.memberId ? [p.memberId] : []));
}

/** The order in which a writer locks several tee slots (decision 035): by course, date and time. */
export function bySlot(a: TeeTimeKey, b: TeeTimeKey): number {
  const ka = `${a.courseId} ${a.date} ${a.time}`;
  const kb = `${b.courseId} ${b.date} ${b.time}`;
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/**
 * Locks the tee slots of these tee times that exist, in the one order (`bySlot`), until the transaction ends:
 * for a writer that frees places (a tee time with players has its slot), before it changes any player.
 */
export async function lockTeeSlotRows(tx: Db, slots: TeeTimeKey[]): Promise<void> {
  if (slots.length === 0) return;
  await tx
    .select({ courseId: golfTeeSlots.courseId })
    .from(golfTeeSlots)
    .where(
      or(
        ...slots.map((s) =>
          and(
            eq(golfTeeSlots.clubId, s.clubId),
            eq(golfTeeSlots.courseId, s.courseId),
            eq(golfTeeSlots.teeDate, s.date),
            eq(golfTeeSlots.teeTime, s.time),
          ),
        ),
      ),
    )
    .orderBy(asc(golfTeeSlots.courseId), asc(golfTeeSlots.teeDate), asc(golfTeeSlots.teeTime))
    .for("update");
}

/** The players a tee time holds now and its capacity (no lock; for messages and the sheet). */
export async function slotState(db: Db, courseId: string, date: string, time: string, clubId?: string) {
  const [slot] = await db
    .select({ capacity: golfTeeSlots.capacity, booked: golfTeeSlots.booked })
    .from(golfTeeSlots)
    .where(
      and(
        eq(golfTeeSlots.courseId, courseId),
        eq(golfTeeSlots.teeDate, date),
        eq(golfTeeSlots.teeTime, time),
        clubId === undefined ? undefined : eq(golfTeeSlots.clubId, clubId),
      ),
    );
  return slot;
}

/**
 * Refuses `wanted` players on a locked slot when the places left, less those offered to waiting groups and
 * still held at `now`, are too few (the offers are read under the slot's lock, so they cannot change meanwhile).
 */
async function refuseHeldPlaces(
  db: Db,
  teeTime: TeeTimeKey,
  slot: { capacity: number; booked: number },
  wanted: number,
  now: Date,
): Promise<void> {
  if (slot.capacity - slot.booked < wanted) return; // the slot's own check refuses it, with its count
  const free = slot.capacity - slot.booked - (await heldPlaces(db, teeTime, now));
  if (free < wanted) throw new AppError("CONFLICT", fullText(free));
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

/**
 * The refusal of a member who would play two overlapping rounds, naming them and their other tee time (its
 * date and time written by `format`, the club's formats, when given).
 */
export function overlapText(
  row: NonNullable<Awaited<ReturnType<typeof overlappingRound>>>,
  format?: { date(date: string): string; time(time: string): string },
): string {
  const date = format ? format.date(row.teeDate) : row.teeDate;
  const time = format ? format.time(row.teeTime) : row.teeTime;
  return t("golfBookings").placement.overlap(memberDisplayName(row), date, time);
}

/**
 * Writes the booking and its players in a savepoint of `tx`. Refuses with 409 (and leaves `tx` usable) when the
 * tee time has too few free places or a member would play two overlapping rounds. Answers the booking's id.
 */
export async function placeBooking(tx: Db, p: Placement): Promise<string> {
  return (await placeWrittenBooking(tx, p)).id;
}

/** A booking as `placeWrittenBooking` wrote it. */
export interface WrittenBooking {
  id: string;
  /** The booking's row and its players' rows, as their inserts returned them. */
  booking: typeof golfBookings.$inferSelect;
  players: (typeof golfBookingPlayers.$inferSelect)[];
  /**
   * The places its tee time has left with it, seen under the tee slot's lock: its capacity less the players it
   * holds, as the early "full" answer reads them (without the waiting list's offers).
   */
  free: number;
}

/** `placeBooking`, answering what it wrote. */
export async function placeWrittenBooking(tx: Db, p: Placement): Promise<WrittenBooking> {
  const round = roundOf(p.course, p.date, p.time, p.timeZone);
  const { startsAt, endsAt } = round;
  const capacity = p.capacity ?? round.capacity;
  try {
    return await tx.transaction(async (sp) => {
      await lockMembers(sp, memberIdsOfPlayers(p.players));
      const slot = await lockTeeSlot(sp, p.clubId, p.course, p.date, p.time, capacity);
      if (p.now) {
        const teeTime = { clubId: p.clubId, courseId: p.course.id, date: p.date, time: p.time };
        await refuseHeldPlaces(sp, teeTime, slot, p.players.length, p.now);
      }
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
        .returning();
      if (!booking) throw new Error("The booking was not written");
      const players = await insertPlayers(sp, p.clubId, booking, p.players, p.currency);
      return { id: booking.id, booking, players, free: slot.capacity - slot.booked - p.players.length };
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
 * The refusal of a write that names a member whose record was deleted after the request had read it: decision
 * 039's deletion committed while the write waited (for the member's lock, a tee slot, the deleted row itself),
 * and the row's foreign key to the member fails (23503). 409 'A player of this group is no longer a member of
 * the club', as it is: the group was checked before the member went. Any other error as it was. The one mapping
 * of the golf writers of rows that name a member: placements (bookings, added players, the waiting list's and
 * the draw's), joining the waiting list, entering a ballot.
 */
export function goneMemberRefusal(error: unknown): unknown {
  return isGoneMemberError(error) ? new AppError("CONFLICT", t("golfBookings").placement.goneMember) : error;
}

/**
 * The refusal for a database error of a placement or a move (the savepoint is rolled back, so `db` may be
 * read): too few places, an overlapping round, a member who is no longer one (`goneMemberRefusal`); any other
 * error as it was.
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
    const ids = memberIdsOfPlayers(players);
    const clash = await overlappingRound(db, clubId, ids, startsAt, endsAt, exceptBookingId);
    if (!clash) return new AppError("CONFLICT", t("golfBookings").placement.overlapSomeone);
    const club = await findGolfClub(db, clubId);
    return new AppError(
      "CONFLICT",
      overlapText(clash, club ? golfFormats(club, currentLocale()) : undefined),
    );
  }
  return goneMemberRefusal(error);
}

/** A booking as the writers below need it: its tee time and its round. */
interface PlacedBooking {
  id: string;
  teeDate: string;
  teeTime: string;
  startsAt: Date;
  endsAt: Date;
}

/** `placementRefusal` for a write on the tee time and round of `booking`, a booking of `at.course`. */
function refusalOnBooking(
  db: Db,
  error: unknown,
  at: { clubId: string; course: CourseRow },
  booking: PlacedBooking,
  players: Pick<PlacedPlayer, "memberId">[],
  exceptBookingId?: string,
): Promise<unknown> {
  const { teeDate, teeTime, startsAt, endsAt } = booking;
  return placementRefusal(
    db,
    error,
    at.clubId,
    at.course.id,
    teeDate,
    teeTime,
    players,
    startsAt,
    endsAt,
    exceptBookingId,
  );
}

/** A booking of a course, as the writers on its tee time are given it. */
interface BookingOnCourse {
  clubId: string;
  course: CourseRow;
  booking: PlacedBooking;
  timeZone: string;
}

/**
 * Runs `write` in a savepoint of `tx` on the booking's tee time, with `players`' members locked and then its tee
 * slot (decision 035). The database's refusal (a full tee time, an overlapping round) answers 409 and leaves
 * `tx` usable.
 */
async function writeOnBookedTeeTime(
  tx: Db,
  p: BookingOnCourse,
  players: Pick<PlacedPlayer, "memberId">[],
  write: (sp: Db, slot: Awaited<ReturnType<typeof lockTeeSlot>>) => Promise<void>,
  exceptBookingId?: string,
): Promise<void> {
  const { booking } = p;
  const { capacity } = roundOf(p.course, booking.teeDate, booking.teeTime, p.timeZone);
  try {
    await tx.transaction(async (sp) => {
      await lockMembers(sp, memberIdsOfPlayers(players));
      const slot = await lockTeeSlot(sp, p.clubId, p.course, booking.teeDate, booking.teeTime, capacity);
      await write(sp, slot);
    });
  } catch (error) {
    throw await refusalOnBooking(tx, error, p, booking, players, exceptBookingId);
  }
}

/**
 * Adds players to a booking, in a savepoint of `tx`, on the booking's tee time and round. Refuses with 409
 * (and leaves `tx` usable) when the tee time has too few free places or a member would play two overlapping
 * rounds. Answers the players' rows as written.
 */
export async function addPlayersToBooking(
  tx: Db,
  p: BookingOnCourse & {
    currency: string;
    players: PlacedPlayer[];
    /** Places offered to waiting groups and held at this instant count as taken (see Placement.now). */
    now: Date;
  },
): Promise<(typeof golfBookingPlayers.$inferSelect)[]> {
  const { booking } = p;
  let added: (typeof golfBookingPlayers.$inferSelect)[] = [];
  await writeOnBookedTeeTime(tx, p, p.players, async (sp, slot) => {
    const teeTime = {
      clubId: p.clubId,
      courseId: p.course.id,
      date: booking.teeDate,
      time: booking.teeTime,
    };
    await refuseHeldPlaces(sp, teeTime, slot, p.players.length, p.now);
    added = await insertPlayers(sp, p.clubId, { ...booking, courseId: p.course.id }, p.players, p.currency);
  });
  return added;
}

/** A tee time of a course. */
export interface TeeTimeOf {
  course: CourseRow;
  date: string;
  time: string;
}

/**
 * Moves a booking and its players to another tee time (course, date, time), in a savepoint of `tx`: the
 * trigger takes their places from the old slot and gives them to the new one, whose check and the overlap
 * constraint may refuse (409, `tx` left usable). The moving members are locked first, then both slots in one
 * order, so that two moves in opposite directions wait for each other rather than deadlock.
 */
export async function moveBookingTo(
  tx: Db,
  p: {
    clubId: string;
    booking: PlacedBooking;
    from: TeeTimeOf;
    to: TeeTimeOf;
    timeZone: string;
    override: boolean;
    memberIds: string[];
    /** The players moving (members and guests that are booked or checked in). */
    size: number;
    /** Places offered to waiting groups at the new time and held at this instant count as taken. */
    now: Date;
  },
): Promise<void> {
  const { startsAt, endsAt, capacity } = roundOf(p.to.course, p.to.date, p.to.time, p.timeZone);
  const key = (x: TeeTimeOf) => `${x.course.id} ${x.date} ${x.time}`;
  const slots = [p.from, p.to].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const where = { courseId: p.to.course.id, teeDate: p.to.date, teeTime: p.to.time, startsAt, endsAt };
  try {
    await tx.transaction(async (sp) => {
      await lockMembers(sp, p.memberIds);
      for (const slot of slots) {
        const target = slot === p.to;
        const cap = target ? capacity : roundOf(slot.course, slot.date, slot.time, p.timeZone).capacity;
        const locked = await lockTeeSlot(sp, p.clubId, slot.course, slot.date, slot.time, cap);
        if (target) {
          const teeTime = { clubId: p.clubId, courseId: slot.course.id, date: slot.date, time: slot.time };
          await refuseHeldPlaces(sp, teeTime, locked, p.size, p.now);
        }
      }
      await sp
        .update(golfBookings)
        .set({ ...where, ...(p.override ? { override: true } : {}) })
        .where(clubRowIs(golfBookings, p.clubId, p.booking.id));
      await sp.update(golfBookingPlayers).set(where).where(eq(golfBookingPlayers.bookingId, p.booking.id));
    });
  } catch (error) {
    throw await placementRefusal(
      tx,
      error,
      p.clubId,
      p.to.course.id,
      p.to.date,
      p.to.time,
      p.memberIds.map((memberId) => ({ memberId })),
      startsAt,
      endsAt,
      p.booking.id,
    );
  }
}

/**
 * Gives a player who was marked a no-show their place again (booked or checked in), in a savepoint of `tx`:
 * the tee time may have filled up meanwhile, or the member may play another round then (409).
 */
export async function restorePlayer(
  tx: Db,
  p: BookingOnCourse & {
    player: { id: string; memberId: string | null };
    status: "booked" | "checked_in";
    checkedInAt: Date | null;
  },
): Promise<void> {
  await writeOnBookedTeeTime(
    tx,
    p,
    [p.player],
    async (sp) => {
      await sp
        .update(golfBookingPlayers)
        .set({ status: p.status, checkedInAt: p.checkedInAt })
        .where(eq(golfBookingPlayers.id, p.player.id));
    },
    p.booking.id,
  );
}

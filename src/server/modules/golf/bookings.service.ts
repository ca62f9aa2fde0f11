import type { z } from "zod";
import { addDays, todayIn } from "../../../shared/dates.ts";
import type {
  addPlayersSchema,
  Booking,
  bookingInputSchema,
  CourseDay,
  cancelBookingSchema,
  MyGolf,
  moveBookingSchema,
  PlayerInput,
  playerStatusSchema,
} from "../../../shared/golf.ts";
import { isUuid } from "../../../shared/ids.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { lockMembers } from "../../db/lock.ts";
import { AppError, fieldRefused } from "../../errors.ts";
import { uuidParam } from "../../http/ids.ts";
import { currentLocale, t } from "../../i18n.ts";
import { KeyedQueue } from "../../keyed-queue.ts";
import { chargeGreenFees } from "../billing/account-green-fees.ts";
import type { ClubContextRow } from "../clubs/club-context.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { blockAt } from "./blocks.repository.ts";
import {
  ballotClosesAt,
  checkDate,
  checkGuests,
  checkMayPlay,
  checkNamedMembers,
  checkNotSuspended,
  isStaff,
  memberIdsNamed,
  openDay,
  placedPlayers,
  suspensions,
  teeTimeOf,
  windowOpensAt,
} from "./booking-rules.ts";
import {
  type BookingViewer,
  beforeCutoff,
  loadBookingView,
  loadBookingViews,
  toBookingView,
  viewerOf,
  writtenBookings,
} from "./booking-view.ts";
import {
  type BookingMember,
  ballotOfDay,
  bookingCourseId,
  findBookingMembers,
  findOwnMember,
  lockBooking,
  type MailRecipient,
  memberBookingIds,
  memberWaitlist,
  playersOf,
  searchBookableMembers,
  updatePlayerStatus,
} from "./bookings.repository.ts";
import { cancelBookings } from "./cancellation.ts";
import {
  type CourseRow,
  findCourse,
  findGolfClubHoldingCourse,
  type GolfClub,
  holdCourseAgainstBlocks,
  holdCoursesAgainstBlocks,
} from "./golf.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { golfClubOf } from "./golf-group.ts";
import { golfFormats, sendBookingMails } from "./golf-mail.ts";
import { clubInstant } from "./golf-time.ts";
import {
  addPlayersToBooking,
  fullText,
  lockTeeSlotRows,
  moveBookingTo,
  placeWrittenBooking,
  restorePlayer,
  slotState,
} from "./placement.ts";
import { pricedSettings } from "./price-classes.service.ts";
import { waitingMemberIds } from "./waitlist.repository.ts";
import { fillFreedPlaces } from "./waitlist.service.ts";

/*
 * Bookings of tee times (issue 14, decision 023): the rules a booking must pass, checked here inside the
 * booking's transaction, before placement.ts writes it where the database keeps the two promises (no tee time
 * over its capacity, no member in two overlapping rounds). Each refusal says which rule and what to do.
 * Staff are those with bookings.manage; they may pass the window (and the cut-off when cancelling) with
 * `override: true`, which is then recorded on the booking and so in the audit trail.
 */

type BookingInput = z.output<typeof bookingInputSchema>;
type MoveInput = z.output<typeof moveBookingSchema>;
type CancelInput = z.output<typeof cancelBookingSchema>;
type AddPlayersInput = z.output<typeof addPlayersSchema>;
type StatusInput = z.output<typeof playerStatusSchema>;

const texts = () => t("golfBookings");
export const COURSE_NOT_FOUND = () => texts().notFound.course;
export const BOOKING_NOT_FOUND = () => texts().notFound.booking;
export const PLAYER_NOT_FOUND = () => texts().notFound.player;

function conflict(message: string): AppError {
  return new AppError("CONFLICT", message);
}

/** The club's course of this id; 404 for a malformed id or another club's course. */
export async function courseOf(db: Db, clubId: string, courseId: string): Promise<CourseRow> {
  const course = await findCourse(db, clubId, uuidParam(courseId, COURSE_NOT_FOUND));
  if (!course) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND());
  return course;
}

/** The club's dates and times written for refusals, in the request's language. */
function formatsOf(club: GolfClub) {
  return golfFormats(club, currentLocale());
}

/** The tee time on the course's sheet (booking-rules.ts: an open day, one of its times, not passed); its round. */
function checkTeeTime(course: CourseRow, date: string, time: string, club: GolfClub, now: Date) {
  const open = openDay(course, date, club);
  return { day: open.day, ...teeTimeOf(course, open, date, time, club, now) };
}

/** Refuses a tee time that a block closes, naming the block's reason and note. */
async function checkNotBlocked(db: Db, clubId: string, courseId: string, date: string, time: string) {
  const block = await blockAt(db, clubId, courseId, date, time);
  if (block) throw conflict(texts().day.blocked(texts().day.reasons[block.reason], block.note));
}

/**
 * The booking window: refused before the date opens, unless staff override it. Answers whether the override
 * was needed (and so is recorded).
 */
function checkWindow(
  date: string,
  windowDays: number,
  club: GolfClub,
  now: Date,
  override: boolean,
): boolean {
  const opens = windowOpensAt(club, date, windowDays);
  if (now.getTime() >= opens.getTime()) return false;
  if (override) return true;
  const f = formatsOf(club);
  throw conflict(
    texts().rules.window(
      f.date(date),
      f.date(addDays(date, -windowDays)),
      f.time(club.settings.windowOpensAt),
    ),
  );
}

/** A ballot day: members book its times only once its ballot has been drawn. */
async function checkBallot(db: Db, club: GolfClub, course: CourseRow, day: CourseDay, date: string) {
  if (day.release !== "ballot") return;
  const ballot = await ballotOfDay(db, club.clubId, course.id, date);
  if (ballot?.status === "drawn") return;
  const f = formatsOf(club);
  const closes = ballotClosesAt(day, date, club.timeZone, ballot);
  throw conflict(texts().rules.ballot(f.date(date), f.instantDate(closes), f.instantTime(closes)));
}

/**
 * The members a group names, in the club, each once, and the guests within the allowance (with `guestsBefore`
 * already on the booking): booking-rules.ts. With `ownUserId`, the signed-in member's own record is read in the
 * same query: 403 before anything else for someone with none (a member must play their bookings).
 */
async function resolveGroup(
  db: Db,
  club: GolfClub,
  players: PlayerInput[],
  options: { alreadyPlaying?: Map<string, string>; guestsBefore?: number; ownUserId?: string } = {},
) {
  const memberIds = memberIdsNamed(players);
  const rows = await findBookingMembers(db, club.clubId, memberIds, options.ownUserId);
  const own = options.ownUserId ? rows.find((m) => m.userId === options.ownUserId) : undefined;
  if (options.ownUserId && !own) throw new AppError("FORBIDDEN", texts().players.noMemberRecord);
  const byId = new Map(rows.filter((m) => memberIds.includes(m.id)).map((m) => [m.id, m]));
  const members = checkNamedMembers(players, byId, options.alreadyPlaying);
  checkGuests(players.length - members.length + (options.guestsBefore ?? 0), club.settings);
  return { memberIds: members.map((m) => m.id), members, byId, own };
}

function refuseMemberOverride(access: Access, override: boolean): void {
  if (override && !isStaff(access)) throw new AppError("FORBIDDEN", texts().denied.override);
}

/**
 * What the bookings of one tee time in flight tell each other (`KeyedQueue`'s memo): the places it has free as
 * the last of them read it or booked it. Unknown until one has, and forgotten when one fails after its early
 * answer (it may have left the tee time otherwise than it read it).
 */
interface TeeTimeMemo {
  free: number;
}

/**
 * The bookings of one tee time are made one at a time in this process. When a popular day opens, hundreds of
 * requests for its first tee times arrive at once: unqueued, each would read its tee time before any of them
 * had booked, and all would do a booking's work only to be refused at the tee time's lock. Queued, each starts
 * after the one before it has committed, and learns from it what it learnt (the places left, as read or as its
 * booking left them), so that a group that cannot fit is refused without a query, and one that may fit books.
 * That knowledge lasts only while the tee time has requests running or waiting here (the memo goes with the
 * last), and a refusal uses what the request just before it learnt: the same answer as arriving a moment
 * earlier. The database's lock and check still decide, across processes and for every other writer
 * (placement.ts), for every group that is not refused early.
 */
const teeTimeQueue = new KeyedQueue<TeeTimeMemo>();

/**
 * `POST /bookings`: books a tee time for a group. A member books for themselves (and brings members and
 * guests); staff book for any member, the first member named being the booker.
 */
export async function createBooking(
  deps: GolfDeps,
  access: Access,
  input: BookingInput,
  audit: AuditContext,
): Promise<Booking> {
  refuseMemberOverride(access, input.override);
  checkDate(input.date);
  const courseId = uuidParam(input.courseId, COURSE_NOT_FOUND);
  const key = `${access.clubId}/${courseId}/${input.date}/${input.time}`;
  return teeTimeQueue.run(key, (memo) => bookTeeTime(deps, access, { ...input, courseId }, audit, memo));
}

async function bookTeeTime(
  deps: GolfDeps,
  access: Access,
  input: BookingInput,
  audit: AuditContext,
  memo: Partial<TeeTimeMemo>,
): Promise<Booking> {
  // An early answer for a tee time of this club already too full for the group, before anything else (in a
  // rush most requests find it full): from what the request before this one learnt, else from one read. The
  // database's check decides in the end, for those that pass.
  if (memo.free === undefined) {
    const slot = await slotState(deps.db, input.courseId, input.date, input.time, access.clubId);
    memo.free = slot ? slot.capacity - slot.booked : undefined;
  }
  if (memo.free !== undefined && memo.free < input.players.length) throw conflict(fullText(memo.free));
  try {
    const booked = await bookFreeTeeTime(deps, access, input, audit);
    memo.free = booked.free;
    return booked.view;
  } catch (error) {
    memo.free = undefined;
    throw error;
  }
}

/** A booking past its early answer: the rules, the placement, the e-mail. Answers the places then left. */
async function bookFreeTeeTime(
  deps: GolfDeps,
  access: Access,
  input: BookingInput,
  audit: AuditContext,
): Promise<{ view: Booking; free: number }> {
  const staff = isStaff(access);
  const now = deps.clock.now();
  return withAudit(deps.db, audit, async (tx) => {
    // The club and the course in one read, the course held against a block made meanwhile.
    const found = await findGolfClubHoldingCourse(tx, access.clubId, input.courseId);
    if (!found) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND());
    const { club, course, context } = found;
    const { day } = checkTeeTime(course, input.date, input.time, club, now);
    const group = await resolveGroup(tx, club, input.players, {
      ownUserId: staff ? undefined : access.userId,
    });
    const own = group.own;
    if (own && !group.memberIds.includes(own.id))
      throw fieldRefused("players", texts().players.includeYourself);
    const bookerId = own?.id ?? group.memberIds[0];
    if (!bookerId) throw fieldRefused("players", texts().players.noMember);
    const booker = own ?? group.byId.get(bookerId);
    checkMayPlay(group.members);
    await checkNotBlocked(tx, club.clubId, course.id, input.date, input.time);
    if (!staff) await checkBallot(tx, club, course, day, input.date);
    const windowDays = booker?.windowDays ?? club.settings.bookingWindowDays;
    const overridden = checkWindow(input.date, windowDays, club, now, staff && input.override);
    const today = todayIn(club.timeZone, now);
    await checkNotSuspended(tx, club, group.members, today);
    const written = await placeWrittenBooking(tx, {
      clubId: club.clubId,
      course,
      date: input.date,
      time: input.time,
      timeZone: club.timeZone,
      currency: club.currency,
      players: placedPlayers(
        input.players,
        await pricedSettings(
          tx,
          club.clubId,
          club.settings,
          { courseId: course.id, date: input.date, time: input.time },
          input.players,
        ),
        bookerId,
      ),
      source: staff ? "staff" : "member",
      bookerMemberId: bookerId,
      override: overridden,
      createdBy: access.userId,
      now,
    });
    await chargeGreenFees(
      tx,
      club.clubId,
      { courseName: course.name, teeDate: input.date, teeTime: input.time },
      written.players,
      access.userId,
      "refuse",
      now,
    );
    // The booking as written, with the names read above, for its e-mail and for the answer.
    const { id } = written;
    const loaded = writtenBookings(written, course.name, group.byId);
    const recipients = booker ? [recipientOf(booker, club, context)] : [];
    await sendBookingMails(
      tx,
      deps,
      club.clubId,
      [id],
      { kind: "confirmation" },
      { club, loaded, recipients },
    );
    const [row] = loaded.rows;
    if (!row) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND());
    const viewer = await viewerOf(tx, access, club, now, own?.id);
    return { view: toBookingView(row, loaded.players.get(row.id) ?? [], viewer), free: written.free };
  });
}

/** A member read for a booking's rules as the recipient of its e-mail (as `mailRecipient` reads them). */
function recipientOf(member: BookingMember, club: GolfClub, context: ClubContextRow): MailRecipient {
  return {
    memberId: member.id,
    clubId: club.clubId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    membershipNumber: member.membershipNumber,
    language: member.language,
    club: context,
  };
}

async function viewOrRefuse(
  tx: Db,
  access: Access,
  club: GolfClub,
  id: string,
  now: Date,
  memberId?: string | null,
): Promise<Booking> {
  const viewer = await viewerOf(tx, access, club, now, memberId);
  const view = await loadBookingView(tx, club.clubId, id, viewer);
  if (!view) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND());
  return view;
}

/** The booking, locked; 404 for another club's or a malformed id. */
async function bookingOrRefuse(tx: Db, clubId: string, bookingId: string) {
  const booking = await lockBooking(tx, clubId, uuidParam(bookingId, BOOKING_NOT_FOUND));
  if (!booking) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND());
  return booking;
}

/**
 * The booking, locked after its course (and `alsoCourseId`) is held against blocks: for a writer whose freed
 * places the waiting list may book, which checks the course's key. Decision 035: the course before the
 * booking, as a block being made takes them (it locks the course, then cancels the bookings inside it).
 */
async function bookingHoldingCourse(tx: Db, clubId: string, bookingId: string, alsoCourseId?: string) {
  const id = uuidParam(bookingId, BOOKING_NOT_FOUND);
  const courseId = await bookingCourseId(tx, clubId, id);
  if (!courseId) throw new AppError("NOT_FOUND", BOOKING_NOT_FOUND());
  await holdCoursesAgainstBlocks(tx, alsoCourseId ? [courseId, alsoCourseId] : [courseId], clubId);
  const booking = await bookingOrRefuse(tx, clubId, id);
  // Moved to another course in the moment between (rare): that one is held too.
  if (booking.courseId !== courseId) await holdCourseAgainstBlocks(tx, clubId, booking.courseId);
  return booking;
}

/** A member may change only the bookings they made; staff any. */
async function checkMayChange(tx: Db, access: Access, bookerMemberId: string | null) {
  if (isStaff(access)) return null;
  const own = await findOwnMember(tx, access.clubId, access.userId);
  if (!own || own.id !== bookerMemberId) throw new AppError("FORBIDDEN", texts().denied.notYours);
  return own;
}

/**
 * `POST /bookings/{id}/cancel`: a member cancels a booking they made until the cut-off; staff any booking,
 * after the cut-off with `override`. The booker is e-mailed and the waiting list gets the places.
 */
export async function cancelBooking(
  deps: GolfDeps,
  access: Access,
  bookingId: string,
  input: CancelInput,
  audit: AuditContext,
): Promise<Booking> {
  refuseMemberOverride(access, input.override);
  const now = deps.clock.now();
  return withAudit(deps.db, audit, async (tx) => {
    const booking = await bookingHoldingCourse(tx, access.clubId, bookingId);
    const own = await checkMayChange(tx, access, booking.bookerMemberId);
    if (booking.status === "cancelled") throw conflict(texts().rules.alreadyCancelled);
    if (booking.startsAt.getTime() <= now.getTime()) throw conflict(texts().day.started);
    const club = await golfClubOf(tx, access.clubId);
    const cutoff = club.settings.cancellationCutoffHours;
    let overridden = false;
    if (!beforeCutoff(booking.startsAt, cutoff, now)) {
      if (!(isStaff(access) && input.override)) throw conflict(texts().rules.cutoff(cutoff));
      overridden = true;
    }
    await cancelBookings(tx, deps, {
      clubId: access.clubId,
      bookingIds: [booking.id],
      reason: input.reason,
      actorUserId: access.userId,
      blocked: false,
      override: overridden,
    });
    return viewOrRefuse(tx, access, club, booking.id, now, own ? own.id : undefined);
  });
}

/**
 * `POST /bookings/{id}/move` (staff): to another tee time under the same rules as a booking (the window passed
 * only with `override`); the booker is e-mailed the change and the old time's waiting list gets the places.
 */
export async function moveBooking(
  deps: GolfDeps,
  access: Access,
  bookingId: string,
  input: MoveInput,
  audit: AuditContext,
): Promise<Booking> {
  checkDate(input.date);
  const now = deps.clock.now();
  // A malformed course id is refused below (courseOf), after the booking's own refusals.
  const targetCourseId = isUuid(input.courseId) ? input.courseId.toLowerCase() : undefined;
  return withAudit(deps.db, audit, async (tx) => {
    // Both courses are held first: the booking goes onto one, the waiting list may book the other's places.
    const booking = await bookingHoldingCourse(tx, access.clubId, bookingId, targetCourseId);
    if (booking.status === "cancelled") throw conflict(texts().rules.alreadyCancelled);
    if (booking.startsAt.getTime() <= now.getTime()) throw conflict(texts().day.started);
    const club = await golfClubOf(tx, access.clubId);
    const course = await courseOf(tx, access.clubId, input.courseId);
    const same =
      course.id === booking.courseId && input.date === booking.teeDate && input.time === booking.teeTime;
    if (!same) {
      checkTeeTime(course, input.date, input.time, club, now);
      await checkNotBlocked(tx, club.clubId, course.id, input.date, input.time);
      const [booker] = booking.bookerMemberId
        ? await findBookingMembers(tx, club.clubId, [booking.bookerMemberId])
        : [];
      const windowDays = booker?.windowDays ?? club.settings.bookingWindowDays;
      const overridden = checkWindow(input.date, windowDays, club, now, input.override);
      const fromCourse = await courseOf(tx, access.clubId, booking.courseId);
      const active = (await playersOf(tx, [booking.id])).filter(
        (p) => p.status === "booked" || p.status === "checked_in",
      );
      const moving = active.flatMap((p) => (p.memberId ? [p.memberId] : []));
      const freed = {
        clubId: club.clubId,
        courseId: booking.courseId,
        date: booking.teeDate,
        time: booking.teeTime,
      };
      // Decision 035: the members moving and those waiting for the places they leave, then (moveBookingTo) the
      // two tee slots in order; the waiting list then books under the slots' locks without waiting.
      await lockMembers(tx, [...moving, ...(await waitingMemberIds(tx, club.clubId, [freed]))]);
      await moveBookingTo(tx, {
        clubId: club.clubId,
        booking,
        from: { course: fromCourse, date: booking.teeDate, time: booking.teeTime },
        to: { course, date: input.date, time: input.time },
        timeZone: club.timeZone,
        override: overridden,
        memberIds: moving,
        size: active.length,
        now,
      });
      await sendBookingMails(tx, deps, club.clubId, [booking.id], {
        kind: "change",
        before: { date: booking.teeDate, time: booking.teeTime, courseName: fromCourse.name },
      });
      await fillFreedPlaces(tx, deps, freed);
    }
    return viewOrRefuse(tx, access, club, booking.id, now);
  });
}

/**
 * `POST /bookings/{id}/players`: more members or guests on a booking (a member on one they made), under the
 * booking rules for each new player; the tee time's capacity and the overlap rule are the database's.
 */
export async function addPlayers(
  deps: GolfDeps,
  access: Access,
  bookingId: string,
  input: AddPlayersInput,
  audit: AuditContext,
): Promise<Booking> {
  refuseMemberOverride(access, input.override);
  const now = deps.clock.now();
  return withAudit(deps.db, audit, async (tx) => {
    const booking = await bookingOrRefuse(tx, access.clubId, bookingId);
    const own = await checkMayChange(tx, access, booking.bookerMemberId);
    if (booking.status === "cancelled") throw conflict(texts().rules.cancelled);
    if (booking.startsAt.getTime() <= now.getTime()) throw conflict(texts().day.started);
    const club = await golfClubOf(tx, access.clubId);
    const course = await courseOf(tx, access.clubId, booking.courseId);
    await checkNotBlocked(tx, club.clubId, course.id, booking.teeDate, booking.teeTime);
    const existing = (await playersOf(tx, [booking.id])).filter((p) => p.status !== "cancelled");
    const alreadyPlaying = new Map(
      existing.flatMap((p) => (p.memberId ? [[p.memberId, memberDisplayName(p)] as const] : [])),
    );
    const group = await resolveGroup(tx, club, input.players, {
      alreadyPlaying,
      guestsBefore: existing.filter((p) => p.memberId === null).length,
    });
    checkMayPlay(group.members);
    await checkNotSuspended(tx, club, group.members, todayIn(club.timeZone, now));
    const host = booking.bookerMemberId ?? existing.find((p) => p.memberId)?.memberId;
    if (!host) throw fieldRefused("players", texts().players.noMember);
    const added = await addPlayersToBooking(tx, {
      clubId: club.clubId,
      course,
      booking,
      timeZone: club.timeZone,
      currency: club.currency,
      players: placedPlayers(
        input.players,
        await pricedSettings(
          tx,
          club.clubId,
          club.settings,
          { courseId: course.id, date: booking.teeDate, time: booking.teeTime },
          input.players,
        ),
        host,
      ),
      now,
    });
    await chargeGreenFees(
      tx,
      club.clubId,
      { courseName: course.name, teeDate: booking.teeDate, teeTime: booking.teeTime },
      added,
      access.userId,
      "refuse",
      now,
    );
    return viewOrRefuse(tx, access, club, booking.id, now, own ? own.id : undefined);
  });
}

/**
 * `POST /bookings/{id}/players/{playerId}/status` (staff): check a player in, mark a no-show (once the tee
 * time has passed), or put them back to booked. A no-show given their place back needs it to be free.
 */
export async function setPlayerStatus(
  deps: GolfDeps,
  access: Access,
  bookingId: string,
  playerId: string,
  input: StatusInput,
  audit: AuditContext,
): Promise<Booking> {
  const now = deps.clock.now();
  return withAudit(deps.db, audit, async (tx) => {
    const booking = await bookingOrRefuse(tx, access.clubId, bookingId);
    const id = uuidParam(playerId, PLAYER_NOT_FOUND);
    const player = (await playersOf(tx, [booking.id])).find((p) => p.id === id);
    if (!player) throw new AppError("NOT_FOUND", PLAYER_NOT_FOUND());
    if (player.status === "cancelled") throw conflict(texts().rules.cancelled);
    const club = await golfClubOf(tx, access.clubId);
    await changeStatuses(tx, access, club, booking, [player], input.status, now);
    return viewOrRefuse(tx, access, club, booking.id, now);
  });
}

/**
 * `POST /bookings/{id}/status` (staff): the whole group at once, the starter's one tap: every player of the
 * booking not cancelled is checked in, marked a no-show (once the tee time has passed) or put back to booked.
 * Players already so are left as they are, so that sending it again changes nothing.
 */
export async function setGroupStatus(
  deps: GolfDeps,
  access: Access,
  bookingId: string,
  input: StatusInput,
  audit: AuditContext,
): Promise<Booking> {
  const now = deps.clock.now();
  return withAudit(deps.db, audit, async (tx) => {
    const booking = await bookingOrRefuse(tx, access.clubId, bookingId);
    const players = (await playersOf(tx, [booking.id])).filter((p) => p.status !== "cancelled");
    const club = await golfClubOf(tx, access.clubId);
    await changeStatuses(tx, access, club, booking, players, input.status, now);
    return viewOrRefuse(tx, access, club, booking.id, now);
  });
}

/**
 * Puts these players of a locked booking at `status`: refused for a cancelled booking and for a no-show before
 * the tee time. Decision 035: the members, then the tee slot (whose count a no-show changes), before the
 * players' rows, whose new versions the overlap constraint checks. A no-show given their place back needs it
 * to be free.
 */
async function changeStatuses(
  tx: Db,
  access: Access,
  club: GolfClub,
  booking: Awaited<ReturnType<typeof bookingOrRefuse>>,
  players: Awaited<ReturnType<typeof playersOf>>,
  status: StatusInput["status"],
  now: Date,
): Promise<void> {
  if (booking.status === "cancelled") throw conflict(texts().rules.cancelled);
  if (status === "no_show" && booking.startsAt.getTime() > now.getTime()) {
    throw conflict(texts().rules.noShowTooEarly);
  }
  const changing = players.filter((p) => p.status !== status);
  if (changing.length === 0) return;
  const checkedInAt = status === "checked_in" ? now : null;
  await lockMembers(
    tx,
    changing.map((p) => p.memberId),
  );
  await lockTeeSlotRows(tx, [
    { clubId: club.clubId, courseId: booking.courseId, date: booking.teeDate, time: booking.teeTime },
  ]);
  const course = changing.some((p) => p.status === "no_show")
    ? await courseOf(tx, access.clubId, booking.courseId)
    : undefined;
  for (const player of changing) {
    if (player.status === "no_show" && course) {
      await restorePlayer(tx, {
        clubId: club.clubId,
        course,
        booking,
        timeZone: club.timeZone,
        player,
        status: status as "booked" | "checked_in",
        checkedInAt,
      });
    } else {
      await updatePlayerStatus(tx, player.id, status, checkedInAt);
    }
  }
}

/** `GET /my`: the member's bookings from today on, their waiting-list entries and any no-show suspension. */
export async function myGolf(deps: GolfDeps, access: Access): Promise<MyGolf> {
  const { db } = deps;
  const now = deps.clock.now();
  const club = await golfClubOf(db, access.clubId);
  const own = await findOwnMember(db, access.clubId, access.userId);
  if (!own) return { bookings: [], waiting: [], suspendedUntil: null };
  const today = todayIn(club.timeZone, now);
  const from = clubInstant(today, "00:00", club.timeZone);
  const viewer: BookingViewer = await viewerOf(db, access, club, now, own.id);
  const [ids, waiting, suspended] = [
    await memberBookingIds(db, access.clubId, own.id, from),
    await memberWaitlist(db, access.clubId, own.id, today),
    await suspensions(db, access.clubId, [own.id], club.settings, today),
  ];
  const until = suspended.get(own.id);
  return {
    bookings: await loadBookingViews(db, access.clubId, ids, viewer),
    waiting: waiting.map((w) => ({
      ...w,
      offeredUntil: w.offeredUntil?.toISOString() ?? null,
      createdAt: w.createdAt.toISOString(),
    })),
    suspendedUntil: until ? clubInstant(until, "00:00", club.timeZone).toISOString() : null,
  };
}

/** `GET /members/search`: members who may play (active or grace) matching `q`; numbers for staff only. */
export async function searchMembers(db: Db, access: Access, q: string, limit = 20) {
  const rows = await searchBookableMembers(db, access.clubId, q.trim(), limit);
  const staff = isStaff(access);
  return {
    members: rows.map((r) => ({
      id: r.id,
      name: memberDisplayName(r),
      membershipNumber: staff ? r.membershipNumber : null,
    })),
  };
}

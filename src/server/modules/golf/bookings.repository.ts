import { and, asc, count, eq, gte, inArray, isNotNull, lte, ne, or, sql } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import type { InvoiceStatus } from "../../../shared/billing.ts";
import type { Db } from "../../db/client.ts";
import { clubRowIs, clubRows } from "../../db/club-rows.ts";
import { containsPattern } from "../../db/patterns.ts";
import { auditTrail } from "../../db/schema/audit.ts";
import { user } from "../../db/schema/auth.ts";
import { invoiceLines, invoices } from "../../db/schema/billing.ts";
import { clubs, members, membershipTypes } from "../../db/schema/clubs.ts";
import { clubDomains } from "../../db/schema/communications.ts";
import {
  golfBallots,
  golfBookingPlayers,
  golfBookings,
  golfCalendarFeeds,
  golfCourses,
  golfTeeSlots,
  golfWaitlist,
} from "../../db/schema/golf.ts";
import type { ClubContextRow } from "../clubs/club-context.ts";
import { clubContextColumns } from "../clubs/club-context-columns.ts";

/*
 * The bookings module's reads and writes: bookings with their players and names, the members a booking
 * names, the no-shows of the suspension rule, the day's slots, waiting lists and ballot, and the calendar
 * feeds. Every query names the club (or a booking or course found in it).
 */

const bookingRows = clubRows(golfBookings, "booking");

// ——— Bookings and their players, as the views read them (booking-view.ts) ———

const bookingColumns = {
  id: golfBookings.id,
  clubId: golfBookings.clubId,
  courseId: golfBookings.courseId,
  courseName: golfCourses.name,
  teeDate: golfBookings.teeDate,
  teeTime: golfBookings.teeTime,
  startsAt: golfBookings.startsAt,
  endsAt: golfBookings.endsAt,
  status: golfBookings.status,
  source: golfBookings.source,
  bookerMemberId: golfBookings.bookerMemberId,
  override: golfBookings.override,
  cancelledAt: golfBookings.cancelledAt,
  createdAt: golfBookings.createdAt,
};
/** A booking with its course's name. */
export interface BookingRow {
  id: string;
  clubId: string;
  courseId: string;
  courseName: string;
  teeDate: string;
  teeTime: string;
  startsAt: Date;
  endsAt: Date;
  status: (typeof golfBookings.$inferSelect)["status"];
  source: (typeof golfBookings.$inferSelect)["source"];
  bookerMemberId: string | null;
  override: boolean;
  cancelledAt: Date | null;
  createdAt: Date;
}

const host = alias(members, "host");
const playerColumns = {
  id: golfBookingPlayers.id,
  bookingId: golfBookingPlayers.bookingId,
  memberId: golfBookingPlayers.memberId,
  guestName: golfBookingPlayers.guestName,
  hostMemberId: golfBookingPlayers.hostMemberId,
  status: golfBookingPlayers.status,
  greenFeeMinor: golfBookingPlayers.greenFeeMinor,
  /**
   * The invoice that bills the player's green fee, a paid one first; voided ones do not count (their fees
   * were given back to be invoiced again). By the index invoice_lines_booking_player_idx.
   */
  invoiceStatus: sql<InvoiceStatus | null>`(
    select case when bool_or(${invoices.status} = 'paid') then 'paid' else min(${invoices.status}) end
    from ${invoiceLines} join ${invoices} on ${invoices.id} = ${invoiceLines.invoiceId}
    where ${invoiceLines.bookingPlayerId} = ${golfBookingPlayers.id} and ${invoices.kind} = 'invoice'
      and ${invoices.status} <> 'void')`,
  teeTime: golfBookingPlayers.teeTime,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  membershipNumber: members.membershipNumber,
  hostFirstName: host.firstName,
  hostLastName: host.lastName,
  hostEmail: host.email,
  hostNumber: host.membershipNumber,
};
/** A player of a booking with the member's name (or the guest's) and their host's. */
export interface PlayerRow {
  id: string;
  bookingId: string;
  memberId: string | null;
  guestName: string | null;
  hostMemberId: string | null;
  status: BookingRow["status"];
  greenFeeMinor: number;
  /** The status of the invoice that bills the green fee (not a voided one); null when none does. */
  invoiceStatus: InvoiceStatus | null;
  teeTime: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  membershipNumber: string | null;
  hostFirstName: string | null;
  hostLastName: string | null;
  hostEmail: string | null;
  hostNumber: string | null;
}

function bookingsQuery(db: Db) {
  return db
    .select(bookingColumns)
    .from(golfBookings)
    .innerJoin(golfCourses, eq(golfCourses.id, golfBookings.courseId));
}

function playersQuery(db: Db) {
  return db
    .select(playerColumns)
    .from(golfBookingPlayers)
    .leftJoin(members, eq(members.id, golfBookingPlayers.memberId))
    .leftJoin(host, eq(host.id, golfBookingPlayers.hostMemberId));
}

/** The club's bookings of these ids (any status), in tee-time order. */
export async function findBookings(db: Db, clubId: string, ids: string[]): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  return bookingsQuery(db)
    .where(and(eq(golfBookings.clubId, clubId), inArray(golfBookings.id, ids)))
    .orderBy(asc(golfBookings.startsAt), asc(golfBookings.createdAt));
}

/** The course of the club's booking of this id, read without a lock (to hold it before the booking's lock). */
export async function bookingCourseId(db: Db, clubId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ courseId: golfBookings.courseId })
    .from(golfBookings)
    .where(clubRowIs(golfBookings, clubId, id));
  return row?.courseId;
}

/** The booking, its row locked until the transaction ends (a cancel or a move waits for another). */
export const lockBooking = bookingRows.lock;

/**
 * The club's bookings of these ids that are not cancelled, their rows locked in id order (decision 035: one
 * order for every writer that locks several), with their tee times.
 */
export async function lockBookings(db: Db, clubId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: golfBookings.id,
      courseId: golfBookings.courseId,
      teeDate: golfBookings.teeDate,
      teeTime: golfBookings.teeTime,
    })
    .from(golfBookings)
    .where(
      and(
        eq(golfBookings.clubId, clubId),
        inArray(golfBookings.id, ids),
        ne(golfBookings.status, "cancelled"),
      ),
    )
    .orderBy(asc(golfBookings.id))
    .for("update");
}

/** The members who play these bookings (booked or checked in). */
export async function playingMemberIds(db: Db, bookingIds: string[]): Promise<string[]> {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ memberId: golfBookingPlayers.memberId })
    .from(golfBookingPlayers)
    .where(
      and(
        inArray(golfBookingPlayers.bookingId, bookingIds),
        inArray(golfBookingPlayers.status, ["booked", "checked_in"]),
        isNotNull(golfBookingPlayers.memberId),
      ),
    );
  return rows.flatMap((r) => (r.memberId ? [r.memberId] : []));
}

/** A player's new status (not a no-show given their place back: placement.ts restorePlayer). */
export async function updatePlayerStatus(
  db: Db,
  playerId: string,
  status: PlayerRow["status"],
  checkedInAt: Date | null,
): Promise<void> {
  await db.update(golfBookingPlayers).set({ status, checkedInAt }).where(eq(golfBookingPlayers.id, playerId));
}

/** The players of these bookings, in the order they were added. */
export async function playersOf(db: Db, bookingIds: string[]): Promise<PlayerRow[]> {
  if (bookingIds.length === 0) return [];
  return playersQuery(db)
    .where(inArray(golfBookingPlayers.bookingId, bookingIds))
    .orderBy(asc(golfBookingPlayers.createdAt), asc(golfBookingPlayers.id));
}

/** A course day's bookings that are not cancelled (the index golf_bookings_course_day_idx). */
export async function bookingsOfDay(db: Db, clubId: string, courseId: string, date: string) {
  return bookingsQuery(db)
    .where(
      and(
        eq(golfBookings.clubId, clubId),
        eq(golfBookings.courseId, courseId),
        eq(golfBookings.teeDate, date),
        ne(golfBookings.status, "cancelled"),
      ),
    )
    .orderBy(asc(golfBookings.teeTime), asc(golfBookings.createdAt));
}

/** A course day's players of bookings that are not cancelled (the index golf_booking_players_slot_idx). */
export async function playersOfDay(db: Db, courseId: string, date: string): Promise<PlayerRow[]> {
  return playersQuery(db)
    .where(
      and(
        eq(golfBookingPlayers.courseId, courseId),
        eq(golfBookingPlayers.teeDate, date),
        ne(golfBookingPlayers.status, "cancelled"),
      ),
    )
    .orderBy(asc(golfBookingPlayers.createdAt), asc(golfBookingPlayers.id));
}

/**
 * How many times each booking was changed (moved or cancelled): its calendar entry's SEQUENCE. The audit
 * trail keeps one UPDATE row per change of a booking row (decision 008), so it is counted there rather than
 * kept in a column of its own.
 */
export async function changeCounts(db: Db, bookingIds: string[]): Promise<Map<string, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: auditTrail.recordId, n: count() })
    .from(auditTrail)
    .where(
      and(
        eq(auditTrail.tableName, "golf_bookings"),
        inArray(auditTrail.recordId, bookingIds),
        eq(auditTrail.action, "UPDATE"),
      ),
    )
    .groupBy(auditTrail.recordId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

// ——— Members a booking names ———

/** A member as the booking rules read them: name, membership and their type's own booking window. */
export interface GroupMember {
  id: string;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  membershipNumber: string | null;
  /** The member record's own status: an inactive record plays no more. */
  status: string;
  membershipStatus: string;
  /** The membership type's booking window in days; null follows the club's. */
  windowDays: number | null;
}

/** A member a booking names, with what their e-mails are written in. */
export interface BookingMember extends GroupMember {
  /** The language of the member's account (null without one, or following the club's): their e-mails'. */
  language: string | null;
}

/** The language of a member's account, read by its key (a join would let the planner scan every account). */
const accountLanguage = sql<
  string | null
>`(select ${user.language} from ${user} where ${user.id} = ${members.userId})`;

const groupMemberColumns = {
  id: members.id,
  userId: members.userId,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  membershipNumber: members.membershipNumber,
  status: members.status,
  membershipStatus: members.membershipStatus,
  windowDays: membershipTypes.golfBookingWindowDays,
};
const bookingMemberColumns = { ...groupMemberColumns, language: accountLanguage };

/** Members with `fields`, beside their membership type (whose own booking window they read). */
function membersWithWindow<F extends SelectedFields>(db: Db, fields: F) {
  return db
    .select(fields)
    .from(members)
    .leftJoin(
      membershipTypes,
      and(eq(membershipTypes.clubId, members.clubId), eq(membershipTypes.code, members.membershipType)),
    );
}

/**
 * The club's members of these ids (ids of other clubs are simply not found), and the member record of the
 * user `ownUserId` when given (in the same query).
 */
export async function findBookingMembers(
  db: Db,
  clubId: string,
  ids: string[],
  ownUserId?: string,
): Promise<BookingMember[]> {
  const ofIds = ids.length > 0 ? inArray(members.id, ids) : undefined;
  const own = ownUserId ? eq(members.userId, ownUserId) : undefined;
  if (!ofIds && !own) return [];
  return membersWithWindow(db, bookingMemberColumns).where(and(eq(members.clubId, clubId), or(ofIds, own)));
}

/** The club's members of `ids` (another club's are not found), by id: a group's, without their language. */
export async function groupMembers(db: Db, clubId: string, ids: string[]): Promise<Map<string, GroupMember>> {
  if (ids.length === 0) return new Map();
  const rows = await membersWithWindow(db, groupMemberColumns).where(
    and(eq(members.clubId, clubId), inArray(members.id, ids)),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The member record of the user in the club. */
const memberOfUser = (clubId: string, userId: string) =>
  and(eq(members.clubId, clubId), eq(members.userId, userId));

/** The signed-in user's own member record in the club, if they have one. */
export async function findOwnMember(
  db: Db,
  clubId: string,
  userId: string,
): Promise<BookingMember | undefined> {
  const [row] = await membersWithWindow(db, bookingMemberColumns)
    .where(memberOfUser(clubId, userId))
    .limit(1);
  return row;
}

/** The signed-in user's own member record in the club, if they have one: a group's entrant (no language). */
export async function ownMember(db: Db, clubId: string, userId: string): Promise<GroupMember | undefined> {
  const [row] = await membersWithWindow(db, groupMemberColumns).where(memberOfUser(clubId, userId)).limit(1);
  return row;
}

/** The tee dates of the no-shows of these members from `from` to `to` (inclusive), latest first. */
export async function noShowDates(
  db: Db,
  clubId: string,
  memberIds: string[],
  from: string,
  to: string,
): Promise<{ memberId: string; teeDate: string }[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ memberId: golfBookingPlayers.memberId, teeDate: golfBookingPlayers.teeDate })
    .from(golfBookingPlayers)
    .where(
      and(
        eq(golfBookingPlayers.clubId, clubId),
        inArray(golfBookingPlayers.memberId, memberIds),
        eq(golfBookingPlayers.status, "no_show"),
        gte(golfBookingPlayers.teeDate, from),
        lte(golfBookingPlayers.teeDate, to),
      ),
    )
    .orderBy(sql`${golfBookingPlayers.teeDate} desc`);
  return rows.flatMap((r) => (r.memberId ? [{ memberId: r.memberId, teeDate: r.teeDate }] : []));
}

/** A term the trigram index can answer: at least one whole trigram. */
const TRIGRAM_TERM = 3;

/**
 * Active or grace members whose name, e-mail or number contains `term` (any case), by name, at most `limit`.
 * The stored search text and its trigram index answer the search (decision 012): a term of three characters
 * or more finds its matches there first, in a subquery of their own that the LIMIT keeps apart (else the
 * planner walks the whole name index for a few scattered matches), and they are sorted after; a shorter term
 * matches so many members that the name index finds the first twenty at once.
 */
export async function searchBookableMembers(db: Db, clubId: string, term: string, limit: number) {
  const where = and(
    eq(members.clubId, clubId),
    eq(members.status, "active"),
    inArray(members.membershipStatus, ["active", "grace"]),
    term ? sql`${members.searchText} like lower(${containsPattern(term)})` : undefined,
  );
  const columns = {
    id: members.id,
    firstName: members.firstName,
    lastName: members.lastName,
    email: members.email,
    membershipNumber: members.membershipNumber,
  };
  if (term.length < TRIGRAM_TERM) {
    return db
      .select(columns)
      .from(members)
      .where(where)
      .orderBy(sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(members.id))
      .limit(limit);
  }
  const found = db.select(columns).from(members).where(where).limit(Number.MAX_SAFE_INTEGER).as("found");
  return db
    .select({
      id: found.id,
      firstName: found.firstName,
      lastName: found.lastName,
      email: found.email,
      membershipNumber: found.membershipNumber,
    })
    .from(found)
    .orderBy(sql`lower(${found.lastName})`, sql`lower(${found.firstName})`, asc(found.id))
    .limit(limit);
}

// ——— The day of a course: slots, waiting lists, the ballot ———

/** The tee slots of a course day that have had players: capacity and players now. */
export function slotsOfDay(db: Db, courseId: string, date: string) {
  return db
    .select({ teeTime: golfTeeSlots.teeTime, capacity: golfTeeSlots.capacity, booked: golfTeeSlots.booked })
    .from(golfTeeSlots)
    .where(and(eq(golfTeeSlots.courseId, courseId), eq(golfTeeSlots.teeDate, date)));
}

/**
 * Per tee time of a course day: the groups waiting (or offered a place), and the places offered to them and
 * still held at `now` (taken for anyone else until the offer runs out).
 */
export async function waitingOfDay(
  db: Db,
  courseId: string,
  date: string,
  now: Date,
): Promise<Map<string, { waiting: number; held: number }>> {
  const rows = await db
    .select({
      teeTime: golfWaitlist.teeTime,
      waiting: count(),
      held: sql<number>`coalesce(sum(${golfWaitlist.size}) filter (where ${golfWaitlist.status} = 'offered' and ${golfWaitlist.offeredUntil} > ${now}), 0)::int`,
    })
    .from(golfWaitlist)
    .where(
      and(
        eq(golfWaitlist.courseId, courseId),
        eq(golfWaitlist.teeDate, date),
        inArray(golfWaitlist.status, ["waiting", "offered"]),
      ),
    )
    .groupBy(golfWaitlist.teeTime);
  return new Map(rows.map((r) => [r.teeTime, { waiting: r.waiting, held: Number(r.held) }]));
}

/** The ballot of a course day, if one was opened. */
export async function ballotOfDay(db: Db, clubId: string, courseId: string, date: string) {
  const [row] = await db
    .select({ id: golfBallots.id, status: golfBallots.status, closesAt: golfBallots.closesAt })
    .from(golfBallots)
    .where(
      and(eq(golfBallots.clubId, clubId), eq(golfBallots.courseId, courseId), eq(golfBallots.playDate, date)),
    );
  return row;
}

// ——— A member's own golf ———

/**
 * The ids of the member's bookings that are not cancelled and start from `from`: those they made and those
 * they play in, by tee time (the indexes golf_bookings_booker_idx and golf_booking_players_member_idx).
 */
export async function memberBookingIds(
  db: Db,
  clubId: string,
  memberId: string,
  from: Date,
  to?: Date,
): Promise<string[]> {
  // Two index lookups joined by a union: an OR of the two would read every booking of the club.
  const made = db
    .select({ id: golfBookings.id })
    .from(golfBookings)
    .where(
      and(
        eq(golfBookings.clubId, clubId),
        eq(golfBookings.bookerMemberId, memberId),
        gte(golfBookings.startsAt, from),
      ),
    );
  const playing = db
    .select({ id: golfBookingPlayers.bookingId })
    .from(golfBookingPlayers)
    .where(
      and(
        eq(golfBookingPlayers.clubId, clubId),
        eq(golfBookingPlayers.memberId, memberId),
        gte(golfBookingPlayers.startsAt, from),
        ne(golfBookingPlayers.status, "cancelled"),
      ),
    );
  const rows = await db
    .select({ id: golfBookings.id })
    .from(golfBookings)
    .where(
      and(
        sql`${golfBookings.id} in (${made} union ${playing})`,
        ne(golfBookings.status, "cancelled"),
        to ? lte(golfBookings.startsAt, to) : undefined,
      ),
    )
    .orderBy(asc(golfBookings.startsAt))
    .limit(500);
  return rows.map((r) => r.id);
}

/** The member's waiting-list entries still waiting or offered, from `from` on, by tee time. */
export function memberWaitlist(db: Db, clubId: string, memberId: string, from: string) {
  return db
    .select({
      id: golfWaitlist.id,
      courseId: golfWaitlist.courseId,
      courseName: golfCourses.name,
      date: golfWaitlist.teeDate,
      time: golfWaitlist.teeTime,
      size: golfWaitlist.size,
      status: golfWaitlist.status,
      offeredUntil: golfWaitlist.offeredUntil,
      createdAt: golfWaitlist.createdAt,
    })
    .from(golfWaitlist)
    .innerJoin(golfCourses, eq(golfCourses.id, golfWaitlist.courseId))
    .where(
      and(
        eq(golfWaitlist.clubId, clubId),
        eq(golfWaitlist.memberId, memberId),
        inArray(golfWaitlist.status, ["waiting", "offered"]),
        gte(golfWaitlist.teeDate, from),
      ),
    )
    .orderBy(asc(golfWaitlist.teeDate), asc(golfWaitlist.teeTime));
}

// ——— E-mail and the calendar feed ———

/** A member as their e-mails are written: address, name, language, and their club's name and looks. */
export interface MailRecipient {
  memberId: string;
  clubId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  membershipNumber: string | null;
  language: string | null;
  /** The member's club, as its context is read (modules/clubs/club-context.ts). */
  club: ClubContextRow;
}

/** What a member's e-mail needs: their address and name, their account's language, their club's context. */
export async function mailRecipient(
  db: Db,
  clubId: string,
  memberId: string,
): Promise<MailRecipient | undefined> {
  const [row] = await db
    .select({
      memberId: members.id,
      clubId: members.clubId,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
      membershipNumber: members.membershipNumber,
      language: user.language,
      club: clubContextColumns,
    })
    .from(members)
    .innerJoin(clubs, eq(clubs.id, members.clubId))
    .leftJoin(clubDomains, eq(clubDomains.clubId, clubs.id))
    .leftJoin(user, eq(user.id, members.userId))
    .where(clubRowIs(members, clubId, memberId));
  return row;
}

export async function findFeedOfMember(db: Db, memberId: string) {
  const [row] = await db.select().from(golfCalendarFeeds).where(eq(golfCalendarFeeds.memberId, memberId));
  return row;
}

/** Writes the member's feed with a new token hash; `madeAt` is the token's version (calendar.service.ts). */
export async function saveFeed(db: Db, clubId: string, memberId: string, tokenHash: string, madeAt: Date) {
  await db
    .insert(golfCalendarFeeds)
    .values({ memberId, clubId, tokenHash, createdAt: madeAt, updatedAt: madeAt })
    .onConflictDoUpdate({
      target: golfCalendarFeeds.memberId,
      set: { tokenHash, updatedAt: madeAt },
    });
}

export async function findFeedByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(golfCalendarFeeds).where(eq(golfCalendarFeeds.tokenHash, tokenHash));
  return row;
}

import { and, asc, eq, gt, inArray, isNull, ne, notExists, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRowIs } from "../../db/club-rows.ts";
import {
  golfBallotEntries,
  golfBallots,
  golfBookingPlayers,
  golfBookings,
  golfWaitlist,
} from "../../db/schema/golf.ts";
import type { StoredPlayer } from "./golf-group.ts";

/*
 * The golf rows of a member whose record is being deleted (decision 039), for departure.ts. Every query names
 * the club. What departure.ts locks before it writes (decision 035) is read, and locked, here.
 */

/** A tee time whose places were freed. */
export interface FreedPlace {
  bookingId: string;
  courseId: string;
  teeDate: string;
  teeTime: string;
}

/** A group (ballot entry or waiting-list group) that names the member. */
const holds = (column: GroupTable["players"], memberId: string) =>
  sql`${column} @> ${JSON.stringify([{ memberId }])}::jsonb`;

/** The player rows of the member, and of the guests they bring (the host index's shape). */
const ofMember = (memberId: string) =>
  or(
    eq(golfBookingPlayers.memberId, memberId),
    and(isNull(golfBookingPlayers.memberId), eq(golfBookingPlayers.hostMemberId, memberId)),
  );

/** The member's places, and their guests', on tee times that start after `now`. */
const upcomingOf = (clubId: string, memberId: string, now: Date) =>
  and(
    eq(golfBookingPlayers.clubId, clubId),
    eq(golfBookingPlayers.status, "booked"),
    gt(golfBookingPlayers.startsAt, now),
    ofMember(memberId),
  );

const placeColumns = {
  bookingId: golfBookingPlayers.bookingId,
  courseId: golfBookingPlayers.courseId,
  teeDate: golfBookingPlayers.teeDate,
  teeTime: golfBookingPlayers.teeTime,
};

/** The member's places (and their guests') on tee times that start after `now`, as they are (no lock). */
export async function upcomingPlaces(
  db: Db,
  clubId: string,
  memberId: string,
  now: Date,
): Promise<FreedPlace[]> {
  return db
    .select(placeColumns)
    .from(golfBookingPlayers)
    .where(upcomingOf(clubId, memberId, now));
}

/** The bookings the member made that are not cancelled, at any time (their booker goes with the record). */
export async function bookingsBookedBy(db: Db, clubId: string, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: golfBookings.id })
    .from(golfBookings)
    .where(
      and(
        eq(golfBookings.clubId, clubId),
        eq(golfBookings.bookerMemberId, memberId),
        ne(golfBookings.status, "cancelled"),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The ballots with an entry still to be drawn that is the member's or names them; with `lock`, their rows are
 * locked in id order (as the draw and the entries lock theirs, before anything else).
 */
export async function ballotsWith(
  db: Db,
  clubId: string,
  memberId: string,
  lock: boolean,
): Promise<string[]> {
  const pending = db
    .select({ id: golfBallotEntries.ballotId })
    .from(golfBallotEntries)
    .where(
      and(
        eq(golfBallotEntries.clubId, clubId),
        eq(golfBallotEntries.status, "pending"),
        or(eq(golfBallotEntries.memberId, memberId), holds(golfBallotEntries.players, memberId)),
      ),
    );
  const query = db
    .select({ id: golfBallots.id })
    .from(golfBallots)
    .where(and(eq(golfBallots.clubId, clubId), inArray(golfBallots.id, pending)))
    .orderBy(asc(golfBallots.id));
  const rows = lock ? await query.for("update") : await query;
  return rows.map((r) => r.id);
}

/**
 * The waiting-list groups offered places that are the member's or name them; with `lock`, locked in id order
 * (as accepting, withdrawing or the offers' expiry lock one before anything else).
 */
export async function offersWith(db: Db, clubId: string, memberId: string, lock: boolean): Promise<string[]> {
  const query = db
    .select({ id: golfWaitlist.id })
    .from(golfWaitlist)
    .where(
      and(
        eq(golfWaitlist.clubId, clubId),
        eq(golfWaitlist.status, "offered"),
        or(eq(golfWaitlist.memberId, memberId), holds(golfWaitlist.players, memberId)),
      ),
    )
    .orderBy(asc(golfWaitlist.id));
  const rows = lock ? await query.for("update") : await query;
  return rows.map((r) => r.id);
}

/**
 * Locks every player row of the member and of the guests they bring (past, upcoming, cancelled: the foreign
 * keys set them null when the member's row goes) in the order billing locks green fees (tee date and time), then
 * by id.
 */
export async function lockPlayerRowsOf(tx: Db, clubId: string, memberId: string): Promise<void> {
  await tx
    .select({ id: golfBookingPlayers.id })
    .from(golfBookingPlayers)
    .where(and(eq(golfBookingPlayers.clubId, clubId), ofMember(memberId)))
    .orderBy(asc(golfBookingPlayers.teeDate), asc(golfBookingPlayers.teeTime), asc(golfBookingPlayers.id))
    .for("update");
}

/**
 * The member's places on tee times that start after `now`, and those of the guests they bring, are cancelled
 * (the trigger counts them off their tee slots). Answers the tee times freed.
 */
export async function cancelUpcomingPlaces(
  tx: Db,
  clubId: string,
  memberId: string,
  now: Date,
): Promise<FreedPlace[]> {
  return tx
    .update(golfBookingPlayers)
    .set({ status: "cancelled" })
    .where(upcomingOf(clubId, memberId, now))
    .returning(placeColumns);
}

/** Of these bookings, those left without a player who plays are cancelled by `actorUserId`. */
export async function cancelEmptiedBookings(
  tx: Db,
  clubId: string,
  bookingIds: string[],
  actorUserId: string | null,
  now: Date,
): Promise<void> {
  if (bookingIds.length === 0) return;
  const playing = tx
    .select({ one: sql`1` })
    .from(golfBookingPlayers)
    .where(
      and(
        eq(golfBookingPlayers.bookingId, golfBookings.id),
        inArray(golfBookingPlayers.status, ["booked", "checked_in"]),
      ),
    );
  await tx
    .update(golfBookings)
    .set({ status: "cancelled", cancelledAt: now, cancelledBy: actorUserId })
    .where(
      and(
        eq(golfBookings.clubId, clubId),
        inArray(golfBookings.id, bookingIds),
        ne(golfBookings.status, "cancelled"),
        notExists(playing),
      ),
    );
}

/** A group the member is part of but did not enter, on a ballot still to be drawn or a waiting list. */
export interface GroupWithMember {
  id: string;
  players: StoredPlayer[];
}

/** The two tables of groups that name their players: ballot entries and the waiting list. */
type GroupTable = typeof golfBallotEntries | typeof golfWaitlist;

/** The groups of `table` in the state `open` whose players name the member, other than their own, locked. */
async function groupsWith(
  tx: Db,
  table: GroupTable,
  clubId: string,
  memberId: string,
  open: SQL,
): Promise<GroupWithMember[]> {
  return tx
    .select({ id: table.id, players: table.players })
    .from(table)
    .where(and(eq(table.clubId, clubId), open, ne(table.memberId, memberId), holds(table.players, memberId)))
    .orderBy(asc(table.id))
    .for("update");
}

/** A group's players, and its size with them. */
async function setGroupPlayers(
  tx: Db,
  table: GroupTable,
  clubId: string,
  id: string,
  players: StoredPlayer[],
): Promise<void> {
  await tx
    .update(table)
    .set({ players, size: players.length })
    .where(clubRowIs(table, clubId, id));
}

/** Pending ballot entries whose group names the member, other than their own entries. */
export function pendingEntriesWith(tx: Db, clubId: string, memberId: string): Promise<GroupWithMember[]> {
  return groupsWith(tx, golfBallotEntries, clubId, memberId, eq(golfBallotEntries.status, "pending"));
}

export function setEntryPlayers(tx: Db, clubId: string, id: string, players: StoredPlayer[]): Promise<void> {
  return setGroupPlayers(tx, golfBallotEntries, clubId, id, players);
}

/** Waiting (or offered) groups whose players name the member, other than their own. */
export function waitingGroupsWith(tx: Db, clubId: string, memberId: string): Promise<GroupWithMember[]> {
  const open = inArray(golfWaitlist.status, ["waiting", "offered"]);
  return groupsWith(tx, golfWaitlist, clubId, memberId, open);
}

export function setWaitingPlayers(
  tx: Db,
  clubId: string,
  id: string,
  players: StoredPlayer[],
): Promise<void> {
  return setGroupPlayers(tx, golfWaitlist, clubId, id, players);
}

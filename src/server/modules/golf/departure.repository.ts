import { and, eq, gt, inArray, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { golfBallotEntries, golfBookingPlayers, golfBookings, golfWaitlist } from "../../db/schema/golf.ts";
import type { StoredPlayer } from "./golf-group.ts";

/*
 * The golf rows of a member whose record is being deleted (decision 039), for departure.ts. Every query names
 * the club.
 */

/** A tee time whose places were freed. */
export interface FreedPlace {
  bookingId: string;
  courseId: string;
  teeDate: string;
  teeTime: string;
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
    .where(
      and(
        eq(golfBookingPlayers.clubId, clubId),
        eq(golfBookingPlayers.status, "booked"),
        gt(golfBookingPlayers.startsAt, now),
        or(
          eq(golfBookingPlayers.memberId, memberId),
          and(sql`${golfBookingPlayers.memberId} is null`, eq(golfBookingPlayers.hostMemberId, memberId)),
        ),
      ),
    )
    .returning({
      bookingId: golfBookingPlayers.bookingId,
      courseId: golfBookingPlayers.courseId,
      teeDate: golfBookingPlayers.teeDate,
      teeTime: golfBookingPlayers.teeTime,
    });
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

const holds = (column: typeof golfBallotEntries.players | typeof golfWaitlist.players, memberId: string) =>
  sql`${column} @> ${JSON.stringify([{ memberId }])}::jsonb`;

/** Pending ballot entries whose group names the member, other than their own entries. */
export async function pendingEntriesWith(
  tx: Db,
  clubId: string,
  memberId: string,
): Promise<GroupWithMember[]> {
  return tx
    .select({ id: golfBallotEntries.id, players: golfBallotEntries.players })
    .from(golfBallotEntries)
    .where(
      and(
        eq(golfBallotEntries.clubId, clubId),
        eq(golfBallotEntries.status, "pending"),
        ne(golfBallotEntries.memberId, memberId),
        holds(golfBallotEntries.players, memberId),
      ),
    )
    .for("update");
}

export async function setEntryPlayers(tx: Db, id: string, players: StoredPlayer[]): Promise<void> {
  await tx
    .update(golfBallotEntries)
    .set({ players, size: players.length })
    .where(eq(golfBallotEntries.id, id));
}

/** Waiting (or offered) groups whose players name the member, other than their own. */
export async function waitingGroupsWith(
  tx: Db,
  clubId: string,
  memberId: string,
): Promise<GroupWithMember[]> {
  return tx
    .select({ id: golfWaitlist.id, players: golfWaitlist.players })
    .from(golfWaitlist)
    .where(
      and(
        eq(golfWaitlist.clubId, clubId),
        inArray(golfWaitlist.status, ["waiting", "offered"]),
        ne(golfWaitlist.memberId, memberId),
        holds(golfWaitlist.players, memberId),
      ),
    )
    .for("update");
}

export async function setWaitingPlayers(tx: Db, id: string, players: StoredPlayer[]): Promise<void> {
  await tx.update(golfWaitlist).set({ players, size: players.length }).where(eq(golfWaitlist.id, id));
}

import type { Db } from "../../db/client.ts";
import {
  cancelEmptiedBookings,
  cancelUpcomingPlaces,
  type FreedPlace,
  pendingEntriesWith,
  setEntryPlayers,
  setWaitingPlayers,
  waitingGroupsWith,
} from "./departure.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import type { StoredPlayer } from "./golf-group.ts";
import { fillFreedPlaces } from "./waitlist.service.ts";

/*
 * A member's record is deleted (decision 039): what becomes of their golf. Called by the members module in the
 * deletion's transaction, after the member's row is locked and before it is deleted; `afterDeparture` once it
 * is deleted.
 *
 * - Rounds that have started or passed, and cancelled places, keep their rows: the row's member id is set null
 *   by the foreign key, and the player reads as "Former member" (no name is kept: the record is gone, and the
 *   audit trail has the history). The booking keeps its place in the day's history.
 * - The member's places on tee times still to come are cancelled, with those of the guests they bring; a
 *   booking left with nobody playing is cancelled by whoever deleted the member. The freed places go to the
 *   waiting list as any cancellation's do.
 * - Groups on a ballot still to be drawn, or waiting for a tee time, that name the member but were entered by
 *   someone else go on without them (a group naming a member who no longer exists could not be placed: the
 *   draw failed on the foreign key). Their own entries and waiting groups go with their record (cascade).
 */

/** What the waiting list needs to tell the groups it books or offers places to. */
export type DepartureDeps = Pick<GolfDeps, "mailer" | "appUrl" | "clock">;

const without = (players: StoredPlayer[], memberId: string) =>
  players.filter((p) => !("memberId" in p) || p.memberId !== memberId);

/** Frees the member's golf before their row is deleted; answers the tee times to offer to the waiting list. */
export async function releaseDepartingMember(
  tx: Db,
  clubId: string,
  memberId: string,
  actorUserId: string | null,
  now: Date,
): Promise<FreedPlace[]> {
  const freed = await cancelUpcomingPlaces(tx, clubId, memberId, now);
  await cancelEmptiedBookings(tx, clubId, [...new Set(freed.map((f) => f.bookingId))], actorUserId, now);
  for (const entry of await pendingEntriesWith(tx, clubId, memberId)) {
    await setEntryPlayers(tx, entry.id, without(entry.players, memberId));
  }
  for (const group of await waitingGroupsWith(tx, clubId, memberId)) {
    await setWaitingPlayers(tx, group.id, without(group.players, memberId));
  }
  return freed;
}

/** After the member's row is deleted, in the same transaction: the freed tee times go to the waiting list. */
export async function afterDeparture(
  tx: Db,
  deps: DepartureDeps,
  clubId: string,
  freed: FreedPlace[],
): Promise<void> {
  const slots = new Map(freed.map((f) => [`${f.courseId} ${f.teeDate} ${f.teeTime}`, f]));
  for (const f of slots.values()) {
    await fillFreedPlaces(tx, deps, { clubId, courseId: f.courseId, date: f.teeDate, time: f.teeTime });
  }
}

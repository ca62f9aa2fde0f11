import type { Db } from "../../db/client.ts";
import { lockBookings } from "./bookings.repository.ts";
import {
  ballotsWith,
  bookingsBookedBy,
  cancelEmptiedBookings,
  cancelUpcomingPlaces,
  type FreedPlace,
  lockPlayerRowsOf,
  offersWith,
  pendingEntriesWith,
  setEntryPlayers,
  setWaitingPlayers,
  upcomingPlaces,
  waitingGroupsWith,
} from "./departure.repository.ts";
import { holdCoursesAgainstBlocks } from "./golf.repository.ts";
import type { GolfDeps } from "./golf-deps.ts";
import type { StoredPlayer } from "./golf-group.ts";
import { bySlot } from "./placement.ts";
import { type FreedSlot, fillFreedPlaces, lockForFreeing } from "./waitlist.service.ts";

/*
 * A member's record is deleted (decision 039): what becomes of their golf. Called by the members module in the
 * deletion's transaction, before the member's row is locked and deleted (decision 035: that row goes last, as
 * a write, since deleting it waits for every row that refers to it); `afterDeparture` once it is deleted.
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

/**
 * Frees the member's golf before their row is deleted; answers the tee times to offer to the waiting list. Takes
 * its locks in decision 035's order (`holdDeparture`), then writes; last, the member's player rows, which the
 * foreign keys change when the member's row goes.
 */
export async function releaseDepartingMember(
  tx: Db,
  clubId: string,
  memberId: string,
  actorUserId: string | null,
  now: Date,
): Promise<FreedPlace[]> {
  await holdDeparture(tx, clubId, memberId, now);
  await lockPlayerRowsOf(tx, clubId, memberId);
  const freed = await cancelUpcomingPlaces(tx, clubId, memberId, now);
  await cancelEmptiedBookings(tx, clubId, [...new Set(freed.map((f) => f.bookingId))], actorUserId, now);
  // The entries' ballots are held. Groups still waiting are locked now, after the members and the tee slots, as
  // the waiting list writes them when it fills places (those offered places are held already).
  for (const entry of await pendingEntriesWith(tx, clubId, memberId)) {
    await setEntryPlayers(tx, clubId, entry.id, without(entry.players, memberId));
  }
  for (const group of await waitingGroupsWith(tx, clubId, memberId)) {
    await setWaitingPlayers(tx, clubId, group.id, without(group.players, memberId));
  }
  return freed;
}

/** What `holdDeparture` locked, to tell whether it still covers what the departure will write. */
interface Held {
  ballots: Set<string>;
  offers: Set<string>;
  courses: Set<string>;
  bookings: Set<string>;
  slots: Set<string>;
}

const slotKey = (p: { courseId: string; teeDate: string; teeTime: string }) =>
  `${p.courseId} ${p.teeDate} ${p.teeTime}`;

/**
 * Times the locks are taken: the last time, what they cover is not read again (it changes only when a writer
 * of the member's rounds commits in the few milliseconds between the first reads and the member's lock).
 */
const HOLD_ATTEMPTS = 3;

class Moved extends Error {}

/**
 * Locks what the departure writes, in decision 035's order: the open ballots with an entry of the member's or
 * naming them, and the groups offered places that are theirs or name them (rows that come before a course);
 * the courses of their upcoming places; those bookings and the ones they made (`lockBookings`, id order); the
 * member and the members waiting at the tee times their places free, then those tee slots (`lockForFreeing`).
 *
 * Which rows those are is read before they are locked, and may change until the member's lock is held: a booking
 * of theirs made meanwhile (every writer of a member's rounds holds that lock, so under it their places stay as
 * read), a group naming them offered a place or entered on a ballot. What the departure writes is read again
 * under the lock; if it is no longer all held, the locks are given back (the savepoint rolled back: PostgreSQL
 * releases the row and advisory locks taken since) and taken again in order, rather than waited for out of
 * order, where their holders may be waiting for this (a deadlock).
 */
async function holdDeparture(tx: Db, clubId: string, memberId: string, now: Date): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await tx.transaction(async (sp) => {
        const held = await lockInOrder(sp, clubId, memberId, now);
        if (attempt < HOLD_ATTEMPTS && !(await covers(sp, held, clubId, memberId, now))) throw new Moved();
      });
      return;
    } catch (error) {
      if (!(error instanceof Moved)) throw error;
    }
  }
}

async function lockInOrder(tx: Db, clubId: string, memberId: string, now: Date): Promise<Held> {
  const ballots = await ballotsWith(tx, clubId, memberId, true);
  const offers = await offersWith(tx, clubId, memberId, true);
  const places = await upcomingPlaces(tx, clubId, memberId, now);
  const courses = [...new Set(places.map((p) => p.courseId))];
  await holdCoursesAgainstBlocks(tx, courses, clubId);
  const placed = new Set(places.map((p) => p.bookingId));
  const bookings = await lockBookings(tx, clubId, [
    ...placed,
    ...(await bookingsBookedBy(tx, clubId, memberId)),
  ]);
  // The tee times of the places as the bookings are now that they are locked (a move meanwhile shows here).
  const slots: FreedSlot[] = bookings
    .filter((b) => placed.has(b.id))
    .map((b) => ({ clubId, courseId: b.courseId, date: b.teeDate, time: b.teeTime }))
    .sort(bySlot);
  await lockForFreeing(tx, clubId, slots, [memberId], true);
  return {
    ballots: new Set(ballots),
    offers: new Set(offers),
    courses: new Set(courses),
    bookings: new Set(bookings.map((b) => b.id)),
    slots: new Set(slots.map((s) => slotKey({ courseId: s.courseId, teeDate: s.date, teeTime: s.time }))),
  };
}

/** Whether what the departure writes, read again under the member's lock, is all held. */
async function covers(tx: Db, held: Held, clubId: string, memberId: string, now: Date): Promise<boolean> {
  const within = <T>(items: Iterable<T>, set: Set<T>) => [...items].every((item) => set.has(item));
  const places = await upcomingPlaces(tx, clubId, memberId, now);
  return (
    within(await ballotsWith(tx, clubId, memberId, false), held.ballots) &&
    within(await offersWith(tx, clubId, memberId, false), held.offers) &&
    within(
      places.map((p) => p.courseId),
      held.courses,
    ) &&
    within(
      places.map((p) => p.bookingId),
      held.bookings,
    ) &&
    within(places.map(slotKey), held.slots) &&
    within(await bookingsBookedBy(tx, clubId, memberId), held.bookings)
  );
}

/** After the member's row is deleted, in the same transaction: the freed tee times go to the waiting list. */
export async function afterDeparture(
  tx: Db,
  deps: DepartureDeps,
  clubId: string,
  freed: FreedPlace[],
): Promise<void> {
  const slots = new Map(freed.map((f) => [slotKey(f), f]));
  for (const f of slots.values()) {
    await fillFreedPlaces(tx, deps, { clubId, courseId: f.courseId, date: f.teeDate, time: f.teeTime });
  }
}

import { and, asc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { golfWaitlist } from "../../db/schema/golf.ts";
import { memberIdsOf, type StoredPlayer } from "./golf-group.ts";

/*
 * The waiting list of each tee time: groups waiting (in the order they came), offered a freed place until a
 * time, booked, expired or withdrawn. Places offered and not yet taken are held: they count as taken for
 * anyone else until the offer runs out (`heldPlaces`).
 */

export type WaitlistRow = typeof golfWaitlist.$inferSelect;

const waitingRows = clubRows(golfWaitlist, "waiting group");

export interface TeeTimeKey {
  clubId: string;
  courseId: string;
  date: string;
  time: string;
}

function atTeeTime(slot: TeeTimeKey) {
  return and(
    eq(golfWaitlist.clubId, slot.clubId),
    eq(golfWaitlist.courseId, slot.courseId),
    eq(golfWaitlist.teeDate, slot.date),
    eq(golfWaitlist.teeTime, slot.time),
  );
}

/** Places of a tee time offered to waiting groups and not yet taken or run out at `now`. */
export async function heldPlaces(db: Db, slot: TeeTimeKey, now: Date): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${golfWaitlist.size}), 0)::int` })
    .from(golfWaitlist)
    .where(and(atTeeTime(slot), eq(golfWaitlist.status, "offered"), gt(golfWaitlist.offeredUntil, now)));
  return Number(row?.held ?? 0);
}

/** Groups waiting at a tee time, first come first. */
export async function waitingAt(db: Db, clubId: string, slot: TeeTimeKey): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(golfWaitlist)
    .where(and(eq(golfWaitlist.clubId, clubId), atTeeTime(slot), eq(golfWaitlist.status, "waiting")))
    .orderBy(asc(golfWaitlist.createdAt), asc(golfWaitlist.id));
}

/**
 * The members of the groups waiting at these tee times (decision 035: a writer that frees places there locks
 * them before the tee slots, so that the waiting list can book them under the slots' locks).
 */
export async function waitingMemberIds(db: Db, clubId: string, slots: TeeTimeKey[]): Promise<string[]> {
  if (slots.length === 0) return [];
  const rows = await db
    .select({ players: golfWaitlist.players })
    .from(golfWaitlist)
    .where(
      and(eq(golfWaitlist.clubId, clubId), eq(golfWaitlist.status, "waiting"), or(...slots.map(atTeeTime))),
    );
  return rows.flatMap((r) => memberIdsOf(r.players));
}

/**
 * Writes a group on the waiting list; answers the row, or undefined when the entrant already waits for that
 * tee time. `createdAt` orders the list (the draw gives its groups the draw's order).
 */
export async function insertWaiting(
  tx: Db,
  values: {
    clubId: string;
    courseId: string;
    date: string;
    time: string;
    memberId: string;
    players: StoredPlayer[];
    size: number;
    createdAt: Date;
  },
): Promise<WaitlistRow | undefined> {
  const [row] = await tx
    .insert(golfWaitlist)
    .values({
      clubId: values.clubId,
      courseId: values.courseId,
      teeDate: values.date,
      teeTime: values.time,
      memberId: values.memberId,
      players: values.players,
      size: values.size,
      createdAt: values.createdAt,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export const lockWaiting = waitingRows.lock;

export const updateWaiting = waitingRows.update;

/** Whether `memberId` already waits (or is offered a place) at the tee time. */
export async function isWaiting(db: Db, memberId: string, slot: TeeTimeKey): Promise<boolean> {
  const rows = await db
    .select({ id: golfWaitlist.id })
    .from(golfWaitlist)
    .where(
      and(
        atTeeTime(slot),
        eq(golfWaitlist.memberId, memberId),
        inArray(golfWaitlist.status, ["waiting", "offered"]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Offers that ran out by `now` (any club), each locked and skipped when another instance has it. */
export async function lockExpiredOffers(tx: Db, now: Date, limit: number): Promise<WaitlistRow[]> {
  return tx
    .select()
    .from(golfWaitlist)
    .where(and(eq(golfWaitlist.status, "offered"), lte(golfWaitlist.offeredUntil, now)))
    .orderBy(asc(golfWaitlist.offeredUntil))
    .limit(limit)
    .for("update", { skipLocked: true });
}

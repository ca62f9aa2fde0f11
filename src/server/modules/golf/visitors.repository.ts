import { and, asc, count, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { golfBookingPlayers, golfBookings, golfCourses, golfSettings } from "../../db/schema/golf.ts";
import { golfVisitorBookings } from "../../db/schema/visitors.ts";

/* Visitors' bookings (decision 084): every function takes the database or transaction and the club. */

export type VisitorBookingRow = typeof golfVisitorBookings.$inferSelect;

const rows = clubRows(golfVisitorBookings, "visitor's booking");
export const lockVisitorBooking = rows.lock;
export const insertVisitorBooking = rows.insert;
export const updateVisitorBooking = rows.updated;

/** The club as its public booking page shows it: name, status, branding, formats, money. */
export async function findVisitorClub(db: Db, clubId: string) {
  const [row] = await db
    .select({
      id: clubs.id,
      name: clubs.name,
      status: clubs.status,
      brandingSettings: clubs.brandingSettings,
      preferences: clubs.preferences,
      timezone: clubs.timezone,
      financialSettings: clubs.financialSettings,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row;
}

/** The club's visitor rules as stored (none before the golf settings are first saved). */
export async function visitorSettingsRow(db: Db, clubId: string) {
  const [row] = await db
    .select({
      enabled: golfSettings.visitorBookingEnabled,
      windowDays: golfSettings.visitorWindowDays,
      maxPlayers: golfSettings.visitorMaxPlayers,
      handicapRequired: golfSettings.visitorHandicapRequired,
      maxHandicapTenths: golfSettings.visitorMaxHandicapTenths,
      refundHours: golfSettings.visitorRefundHours,
      policy: golfSettings.visitorPolicy,
    })
    .from(golfSettings)
    .where(eq(golfSettings.clubId, clubId));
  return row;
}

/** Writes the club's visitor rules, creating the golf settings' row (with its defaults) on the first save. */
export async function upsertVisitorSettings(
  tx: Db,
  clubId: string,
  values: {
    visitorBookingEnabled: boolean;
    visitorWindowDays: number;
    visitorMaxPlayers: number;
    visitorHandicapRequired: boolean;
    visitorMaxHandicapTenths: number | null;
    visitorRefundHours: number;
    visitorPolicy: string;
  },
  now: Date,
): Promise<void> {
  await tx
    .insert(golfSettings)
    .values({ clubId, ...values })
    .onConflictDoUpdate({ target: golfSettings.clubId, set: { ...values, updatedAt: now } });
}

/** The club's active courses in its order. */
export function activeCoursesOf(db: Db, clubId: string) {
  return db
    .select()
    .from(golfCourses)
    .where(and(eq(golfCourses.clubId, clubId), eq(golfCourses.active, true)))
    .orderBy(asc(golfCourses.position), asc(golfCourses.name));
}

/** A visitor's booking by its link's hash, with its round's course, tee time and booking status. */
export async function findVisitorBookingByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      visit: golfVisitorBookings,
      courseName: golfCourses.name,
      teeDate: golfBookings.teeDate,
      teeTime: golfBookings.teeTime,
      startsAt: golfBookings.startsAt,
      bookingStatus: golfBookings.status,
    })
    .from(golfVisitorBookings)
    .innerJoin(golfBookings, eq(golfBookings.id, golfVisitorBookings.bookingId))
    .innerJoin(golfCourses, eq(golfCourses.id, golfBookings.courseId))
    .where(eq(golfVisitorBookings.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The same, by the booking's id in its club (the webhook names it). */
export async function findVisitorBooking(db: Db, clubId: string, id: string) {
  const [row] = await db
    .select({
      visit: golfVisitorBookings,
      courseName: golfCourses.name,
      teeDate: golfBookings.teeDate,
      teeTime: golfBookings.teeTime,
      startsAt: golfBookings.startsAt,
      bookingStatus: golfBookings.status,
    })
    .from(golfVisitorBookings)
    .innerJoin(golfBookings, eq(golfBookings.id, golfVisitorBookings.bookingId))
    .innerJoin(golfCourses, eq(golfCourses.id, golfBookings.courseId))
    .where(and(eq(golfVisitorBookings.clubId, clubId), eq(golfVisitorBookings.id, id)))
    .limit(1);
  return row;
}

export type VisitorBookingRead = NonNullable<Awaited<ReturnType<typeof findVisitorBooking>>>;

/** Visitors' bookings made from `ipAddress` (any club) since `since`, and the club's unpaid ones held at `now`. */
export async function visitorBookingCounts(
  db: Db,
  clubId: string,
  ipAddress: string | null,
  since: Date,
  now: Date,
) {
  const [byAddress] = ipAddress
    ? await db
        .select({ n: count() })
        .from(golfVisitorBookings)
        .where(and(eq(golfVisitorBookings.ipAddress, ipAddress), gt(golfVisitorBookings.createdAt, since)))
    : [{ n: 0 }];
  const [held] = await db
    .select({ n: count() })
    .from(golfVisitorBookings)
    .where(
      and(
        eq(golfVisitorBookings.clubId, clubId),
        eq(golfVisitorBookings.status, "awaiting_payment"),
        gt(golfVisitorBookings.holdUntil, now),
      ),
    );
  return { byAddress: byAddress?.n ?? 0, held: held?.n ?? 0 };
}

/**
 * Unpaid bookings whose hold ran out by `now`, of every club, locked (SKIP LOCKED: another instance's run, or a
 * payment arriving for one, passes it over): at most `limit`, a short transaction's worth.
 */
export async function lockDueHolds(tx: Db, now: Date, limit: number) {
  return tx
    .select({
      id: golfVisitorBookings.id,
      clubId: golfVisitorBookings.clubId,
      bookingId: golfVisitorBookings.bookingId,
    })
    .from(golfVisitorBookings)
    .where(and(eq(golfVisitorBookings.status, "awaiting_payment"), lte(golfVisitorBookings.holdUntil, now)))
    .orderBy(asc(golfVisitorBookings.holdUntil))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Marks held bookings as run out. */
export async function expireVisitorBookings(tx: Db, clubId: string, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(golfVisitorBookings)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(golfVisitorBookings.clubId, clubId),
        sql`${golfVisitorBookings.id} in ${ids}`,
        eq(golfVisitorBookings.status, "awaiting_payment"),
      ),
    );
}

/** The players of a visitor's booking, in the order booked (the receipt's lines). */
export async function visitorBookingPlayers(tx: Db, clubId: string, bookingId: string) {
  return tx
    .select({ id: golfBookingPlayers.id, guestName: golfBookingPlayers.guestName })
    .from(golfBookingPlayers)
    .where(and(eq(golfBookingPlayers.clubId, clubId), eq(golfBookingPlayers.bookingId, bookingId)))
    .orderBy(asc(golfBookingPlayers.createdAt), asc(golfBookingPlayers.id));
}

/** The players' green fees are on an invoice (the visitor's receipt) from `now`. */
export async function markPlayersInvoiced(tx: Db, clubId: string, bookingId: string, now: Date) {
  await tx
    .update(golfBookingPlayers)
    .set({ invoicedAt: now })
    .where(and(eq(golfBookingPlayers.clubId, clubId), eq(golfBookingPlayers.bookingId, bookingId)));
}

/**
 * Marks the confirmed visitors' bookings among these golf bookings cancelled by the club, their whole amount not
 * yet refunded owed back; answers them.
 */
export async function markCancelledByClub(tx: Db, clubId: string, bookingIds: string[], now: Date) {
  if (bookingIds.length === 0) return [];
  return tx
    .update(golfVisitorBookings)
    .set({
      status: "cancelled",
      cancelledAt: now,
      refundDueMinor: sql`${golfVisitorBookings.totalMinor} - ${golfVisitorBookings.refundedMinor}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(golfVisitorBookings.clubId, clubId),
        inArray(golfVisitorBookings.bookingId, bookingIds),
        eq(golfVisitorBookings.status, "confirmed"),
      ),
    )
    .returning({ id: golfVisitorBookings.id });
}

/**
 * Bookings the club cancelled whose refund is still owed, of every club, at most `limit`. Two runs at once are
 * safe: billing's refund locks the payment, and a second refund of money given back already is refused.
 */
export async function refundsDue(db: Db, limit: number) {
  return db
    .select()
    .from(golfVisitorBookings)
    .where(gt(golfVisitorBookings.refundDueMinor, 0))
    .orderBy(asc(golfVisitorBookings.cancelledAt))
    .limit(limit);
}

import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { golfPriceClasses } from "../../db/schema/golf.ts";

/* Green fee price classes (decision 083): every function takes the database or transaction and the club. */

export type PriceClassRow = typeof golfPriceClasses.$inferSelect;

const rows = clubRows(golfPriceClasses, "price class");
export const findPriceClass = rows.find;
export const lockPriceClass = rows.lock;
export const insertPriceClass = rows.insert;
export const updatePriceClass = rows.updated;
export const deletePriceClass = rows.delete;

/** The club's price classes in its order (the inactive ones too). */
export function priceClassesOf(db: Db, clubId: string) {
  return db
    .select()
    .from(golfPriceClasses)
    .where(eq(golfPriceClasses.clubId, clubId))
    .orderBy(asc(golfPriceClasses.position), asc(golfPriceClasses.createdAt));
}

/** The club's active price classes: what a booking reads to price its guests. */
export function activePriceClassesOf(db: Db, clubId: string) {
  return db
    .select()
    .from(golfPriceClasses)
    .where(and(eq(golfPriceClasses.clubId, clubId), eq(golfPriceClasses.active, true)))
    .orderBy(asc(golfPriceClasses.position));
}

/** How many the club has, and the next place at the end of its order. */
export async function priceClassCount(tx: Db, clubId: string) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${golfPriceClasses.position}) + 1, 0)::int`,
    })
    .from(golfPriceClasses)
    .where(eq(golfPriceClasses.clubId, clubId));
  return { count: row?.count ?? 0, next: row?.next ?? 0 };
}

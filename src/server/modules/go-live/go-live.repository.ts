import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { clubs, membershipTypes } from "../../db/schema/clubs.ts";

/** What the go-live screen reads of the club: its state and the settings its checklist looks at. */
export async function findGoLiveClub(db: Db, clubId: string) {
  const [row] = await db
    .select({
      status: clubs.status,
      currency: clubs.currency,
      financialSettings: clubs.financialSettings,
      communicationSettings: clubs.communicationSettings,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}

/** Whether the club offers a type with a price and a period (what renewal invoices bill). */
export async function hasPricedType(db: Db, clubId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(membershipTypes)
    .where(
      and(
        eq(membershipTypes.clubId, clubId),
        eq(membershipTypes.active, true),
        gt(membershipTypes.priceMinor, 0),
        ne(membershipTypes.billingPeriod, "lifetime"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The club, locked, as going live reads it (decision 035: the club first). */
export async function lockClubStatus(tx: Db, clubId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: clubs.status })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .for("update");
  return row?.status;
}

/** Sets the club live (audited by the clubs table's trigger, in the caller's transaction). */
export async function setClubLive(tx: Db, clubId: string, now: Date): Promise<void> {
  await tx.update(clubs).set({ status: "active", updatedAt: now }).where(eq(clubs.id, clubId));
}

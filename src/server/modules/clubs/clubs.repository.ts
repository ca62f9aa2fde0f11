import { asc, eq, or } from "drizzle-orm";
import type { z } from "zod";
import { membershipSettingsOf, type membershipSettingsSchema } from "../../../shared/clubs.ts";
import { todayIn } from "../../../shared/dates.ts";
import { clubTimeZone, FALLBACK_TIME_ZONE } from "../../../shared/time-zones.ts";
import { type AccessRecords, clubsWithUserRecords } from "../../auth/access.repository.ts";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { clubAdmins, clubs, members } from "../../db/schema/clubs.ts";
import { clubDomains } from "../../db/schema/communications.ts";
import { clubContextColumns } from "./club-context-columns.ts";

export type NewClub = typeof clubs.$inferInsert;
export type NewClubAdmin = typeof clubAdmins.$inferInsert;

export async function insertClub(db: Db, values: NewClub) {
  const [row] = await db.insert(clubs).values(values).returning();
  if (!row) throw new Error("The club was not created");
  return row;
}

export async function insertClubAdmin(db: Db, clubId: string, values: Omit<NewClubAdmin, "clubId">) {
  await db.insert(clubAdmins).values({ ...values, clubId });
}

export const insertMember = clubRows(members, "member").insert;

/** Every club the user owns, administers or belongs to, with the records that decide the role. */
export function listClubsOfUser(db: Db, userId: string): Promise<AccessRecords[]> {
  return clubsWithUserRecords(db, userId)
    .where(or(eq(clubs.ownerId, userId), eq(clubAdmins.userId, userId), eq(members.userId, userId)))
    .orderBy(asc(clubs.createdAt), asc(clubs.name));
}

export async function findClub(db: Db, clubId: string) {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row;
}

/** The club's context as stored, in one query (its row and its sending domain). */
export async function findClubContextRow(db: Db, clubId: string) {
  const [row] = await db
    .select(clubContextColumns)
    .from(clubs)
    .leftJoin(clubDomains, eq(clubDomains.clubId, clubs.id))
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row;
}

/** The club's row, locked until the transaction ends (read-modify-write of its JSON settings). */
export async function findClubForUpdate(tx: Db, clubId: string) {
  const [row] = await tx.select().from(clubs).where(eq(clubs.id, clubId)).limit(1).for("update");
  return row;
}

export async function updateClub(db: Db, clubId: string, values: Partial<NewClub>) {
  const [row] = await db.update(clubs).set(values).where(eq(clubs.id, clubId)).returning();
  return row;
}

export async function deleteClubRow(db: Db, clubId: string): Promise<boolean> {
  const rows = await db.delete(clubs).where(eq(clubs.id, clubId)).returning({ id: clubs.id });
  return rows.length > 0;
}

/** The club's time zone (`clubTimeZone`: UTC for one not known). */
export async function clubZone(db: Db, clubId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: clubs.timezone })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return clubTimeZone(row?.timezone ?? FALLBACK_TIME_ZONE);
}

/** The club's calendar date at `now`, in the club's time zone. */
export async function clubToday(db: Db, clubId: string, now: Date): Promise<string> {
  return todayIn(await clubZone(db, clubId), now);
}

/** The club's membership settings (spec section 3), the spec's defaults filling what is not stored. */
export async function clubMembershipSettings(
  db: Db,
  clubId: string,
): Promise<z.infer<typeof membershipSettingsSchema>> {
  const [row] = await db
    .select({ settings: clubs.membershipSettings })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return membershipSettingsOf(row?.settings);
}

import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { clubAdmins, clubs, members } from "../db/schema/clubs.ts";

/*
 * The records that decide what a signed-in user may do in a club (decision 020): read with the session on every
 * club route (session-reader.ts), and by the clubs module for the user's list of clubs. Infrastructure, below
 * the modules (decision 047).
 */

/** The columns that decide a user's role in a club: ownership, an admin record, a membership. */
function accessColumns() {
  return {
    id: clubs.id,
    name: clubs.name,
    ownerId: clubs.ownerId,
    branding: clubs.brandingSettings,
    theme: clubs.theme,
    preferences: clubs.preferences,
    timezone: clubs.timezone,
    status: clubs.status,
    adminRole: clubAdmins.role,
    adminStatus: clubAdmins.status,
    memberRole: members.role,
    memberStatus: members.status,
  };
}

export function clubsWithUserRecords(db: Db, userId: string) {
  return db
    .select(accessColumns())
    .from(clubs)
    .leftJoin(clubAdmins, and(eq(clubAdmins.clubId, clubs.id), eq(clubAdmins.userId, userId)))
    .leftJoin(members, and(eq(members.clubId, clubs.id), eq(members.userId, userId)));
}

/** What decides a user's role in a club (`effectiveRole`, auth/access.ts), with the club's name. */
export type RoleRecords = Pick<
  AccessRecords,
  "id" | "name" | "ownerId" | "adminRole" | "adminStatus" | "memberRole" | "memberStatus"
>;

export type AccessRecords = {
  id: string;
  name: string;
  ownerId: string;
  branding: unknown;
  theme: string;
  preferences: unknown;
  timezone: string;
  status: string;
  adminRole: "owner" | "admin" | "manager" | null;
  adminStatus: "active" | "inactive" | null;
  memberRole: "owner" | "admin" | "manager" | "member" | null;
  memberStatus: string | null;
};

/** One club with the user's records in it, in one query (every club-scoped request asks this). */
export async function findAccessRecords(
  db: Db,
  clubId: string,
  userId: string,
): Promise<AccessRecords | undefined> {
  const [row] = await clubsWithUserRecords(db, userId).where(eq(clubs.id, clubId)).limit(1);
  return row;
}

import { and, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members, membershipTypes } from "../../db/schema/clubs.ts";

export type MemberRow = typeof members.$inferSelect;
/** A member row with its membership type's name. */
export type MemberWithType = MemberRow & { membershipTypeName: string };

/** The columns of a member and its type's name (join on the composite key club_id + code). */
export function memberWithTypeColumns() {
  return { ...getTableColumns(members), membershipTypeName: membershipTypes.name };
}

export function membersWithType(db: Db) {
  return db
    .select(memberWithTypeColumns())
    .from(members)
    .innerJoin(
      membershipTypes,
      and(eq(membershipTypes.clubId, members.clubId), eq(membershipTypes.code, members.membershipType)),
    );
}

export async function findMemberWithType(
  db: Db,
  clubId: string,
  memberId: string,
): Promise<MemberWithType | undefined> {
  const [row] = await membersWithType(db)
    .where(and(eq(members.clubId, clubId), eq(members.id, memberId)))
    .limit(1);
  return row;
}

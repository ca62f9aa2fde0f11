import type { Db } from "../../db/client.ts";
import { membershipEvents } from "../../db/schema/clubs.ts";

export type NewMembershipEvent = Omit<typeof membershipEvents.$inferInsert, "clubId" | "id" | "createdAt">;

/** Writes history rows (in the caller's transaction, beside the audited change of the member rows). */
export async function insertMembershipEvents(
  tx: Db,
  clubId: string,
  events: NewMembershipEvent[],
): Promise<void> {
  if (events.length === 0) return;
  // Large imports: a few thousand rows per statement keeps under PostgreSQL's parameter limit.
  for (let i = 0; i < events.length; i += 2000) {
    await tx.insert(membershipEvents).values(events.slice(i, i + 2000).map((e) => ({ ...e, clubId })));
  }
}

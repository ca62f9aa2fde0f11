import { setAuditContext } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import type { ClubDay, DailyClubJob } from "../../jobs/daily.ts";
import { type AdvanceResult, advanceMemberships } from "./memberships.repository.ts";

/**
 * A club's day (decision 012): its memberships take the status their dates imply (`advanceMemberships`), in
 * the caller's transaction, audited as the system. Running it again changes nothing.
 */
export async function advanceClubMemberships(tx: Db, day: ClubDay): Promise<AdvanceResult> {
  await setAuditContext(tx, { actorId: null });
  return advanceMemberships(tx, { clubId: day.clubId, today: day.localDate });
}

/** Each club's memberships move on shortly after midnight in the club's time zone. */
export const membershipsDailyJob: DailyClubJob = {
  name: "memberships.advance",
  at: "00:05",
  run: advanceClubMemberships,
};

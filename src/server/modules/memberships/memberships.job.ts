import { setAuditContext } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import type { ClubDay, DailyClubJob } from "../../jobs/daily.ts";
import { moveEndedToGrace, moveGraceToExpired } from "./memberships.repository.ts";

export interface AdvanceResult {
  /** Active memberships past their end date, now in their grace period. */
  grace: number;
  /** Grace periods over, now expired. */
  expired: number;
}

/**
 * A club's day (decision 012): active memberships that ended before the club's date pass to grace, and grace
 * memberships whose end date plus the club's grace period is before it expire. In the caller's transaction,
 * audited as the system, with a history row per member moved. Running it again changes nothing.
 */
export async function advanceClubMemberships(tx: Db, day: ClubDay): Promise<AdvanceResult> {
  await setAuditContext(tx, { actorId: null });
  const days = [{ clubId: day.clubId, today: day.localDate }];
  // In this order, a membership long past its end (the job did not run for a while) passes through grace
  // to expired in one run, with both history rows.
  const grace = await moveEndedToGrace(tx, days);
  const expired = await moveGraceToExpired(tx, days);
  return { grace, expired };
}

/** Each club's memberships move on shortly after midnight in the club's time zone. */
export const membershipsDailyJob: DailyClubJob = {
  name: "memberships.advance",
  at: "00:05",
  run: advanceClubMemberships,
};

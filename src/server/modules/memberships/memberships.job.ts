import { setAuditContext } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import type { BatchOutcome, ClubDay, DailyClubJobInBatches, DailyContext } from "../../jobs/daily.ts";
import { JOB_BATCH_ROWS } from "../../jobs/yield.ts";
import { advanceMemberships } from "./memberships.repository.ts";

/**
 * A batch of a club's day (decision 012): up to `context.batchRows` of its memberships take the status their
 * dates imply (`advanceMemberships`), in the batch's transaction, audited as the system; more are left when
 * the batch was full (decision 037: after an import of 100,000 lapsed memberships, one statement held PGlite's
 * connection for seconds). A moved membership no longer matches: running it again changes nothing.
 */
export async function advanceClubMemberships(
  tx: Db,
  day: ClubDay,
  context: Pick<DailyContext, "batchRows"> = {},
): Promise<BatchOutcome> {
  await setAuditContext(tx, { actorId: null });
  const limit = context.batchRows ?? JOB_BATCH_ROWS;
  const moved = await advanceMemberships(tx, { clubId: day.clubId, today: day.localDate }, undefined, limit);
  const done = moved.grace + moved.expired;
  return { done, counts: { ...moved }, more: done >= limit };
}

/** Each club's memberships move on shortly after midnight in the club's time zone. */
export const membershipsDailyJob: DailyClubJobInBatches = {
  name: "memberships.advance",
  at: "00:05",
  // Pure data, nothing sent (decision 061): a club setting up sees its members' statuses follow the dates.
  whileSettingUp: true,
  batch: advanceClubMemberships,
};

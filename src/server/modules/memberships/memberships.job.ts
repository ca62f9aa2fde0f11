import { todayIn } from "../../../shared/dates.ts";
import { withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { listClubCalendars, moveEndedToGrace, moveGraceToExpired } from "./memberships.repository.ts";

/** The name of the job in the JobRunner. */
export const MEMBERSHIPS_JOB = "memberships";
/** Every hour, so each club's change of day is caught soon after midnight in its own time zone. */
export const MEMBERSHIPS_JOB_INTERVAL_MS = 60 * 60_000;

export interface AdvanceResult {
  /** Active memberships past their end date, now in their grace period. */
  grace: number;
  /** Grace periods over, now expired. */
  expired: number;
}

/**
 * The daily job (decision 012): in each club's own day, active memberships that ended before today pass to
 * grace, and grace memberships whose end date plus the club's grace period is before today expire. One
 * transaction, audited as the system, with a history row per member moved. Running it again changes nothing.
 */
export async function advanceMemberships(db: Db, now: Date): Promise<AdvanceResult> {
  const clubs = await listClubCalendars(db);
  // "Today" as the rest of the app works it out (clubToday): the time zone through Intl, UTC if unknown.
  const days = clubs.map((c) => ({ clubId: c.id, today: todayIn(c.timezone, now) }));
  return withAudit(db, { actorId: null }, async (tx) => {
    // In this order, a membership long past its end (the job did not run for a while) passes through grace
    // to expired in one run, with both history rows.
    const grace = await moveEndedToGrace(tx, days);
    const expired = await moveGraceToExpired(tx, days);
    return { grace, expired };
  });
}

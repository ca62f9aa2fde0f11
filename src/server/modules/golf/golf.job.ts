import { Clock } from "../../clock.ts";
import { withAudit } from "../../db/audit.ts";
import { stripeApiAddress } from "../../env.ts";
import { type JobDeps, jobAppUrl, jobMailer } from "../../jobs/job-deps.ts";
import { clockJob, type JobDefinition } from "../../jobs/queue.ts";
import { StripeGateway } from "../billing/stripe.ts";
import { drawDueCompetitions } from "../competitions/draw.service.ts";
import { drawDueBallots, openDueBallots } from "./ballot.service.ts";
import { expireVisitorHolds } from "./visitors.service.ts";
import { refundVisitorsCancelledByClub } from "./visitors-refunds.ts";
import { expireOffers } from "./waitlist.service.ts";

/** The golf job's name (job-registry.ts). */
export const GOLF_JOB = "golf.minute";

/** The job's clock: the time the jobs go by (`JobDeps.now`). */
class JobClock extends Clock {
  constructor(private readonly at: () => Date) {
    super();
  }
  override now(): Date {
    return this.at();
  }
}

/**
 * The golf work that runs by the clock (decision 015), every minute: the ballot of each ballot day whose
 * booking window has opened is made (ballot.service.ts), each open ballot whose close has come is drawn, and each waiting-list offer that ran out expires, its places going to the next
 * waiting group; each competition whose entries have closed is drawn. Safe on several instances: a ballot's row is locked for its draw and a drawn one is passed
 * over; offers are taken with SKIP LOCKED.
 */
export function golfJob(deps: JobDeps): JobDefinition {
  // Mail is written in each draw's transaction.
  const golf = {
    db: deps.db,
    clock: new JobClock(deps.now),
    mailer: jobMailer(deps),
    appUrl: jobAppUrl(deps),
    calendarSecret: deps.authSecret,
  };
  const gateway = new StripeGateway(stripeApiAddress(deps.stripeApiUrl));
  return clockJob(
    GOLF_JOB,
    "* * * * *",
    { retry: { limit: 3, delaySeconds: 20, backoff: true }, expireInSeconds: 10 * 60 },
    async () => {
      const now = deps.now();
      // Made before the draws: a ballot made now closes later, so it is never drawn in the same run.
      await openDueBallots(deps.db, now);
      const drawn = await drawDueBallots(golf, deps.logger, now);
      const expired = await withAudit(deps.db, { actorId: null }, (tx) => expireOffers(tx, golf, now));
      // Visitors' bookings not paid in time let their places go (decision 084), 50 to a transaction.
      const visitorHolds = await expireVisitorHolds({ ...golf, logger: deps.logger }, now);
      // Visitors whose paid bookings the club cancelled are refunded at Stripe.
      const visitorRefunds = await refundVisitorsCancelledByClub({
        ...golf,
        box: deps.box,
        logger: deps.logger,
        gateway,
      });
      // Competitions whose entries have closed are drawn onto the tee sheet (competitions/draw.service.ts).
      const competitions = await drawDueCompetitions({ ...golf, logger: deps.logger }, deps.logger, now);
      return {
        drawn,
        expired,
        ...(competitions > 0 ? { competitions } : {}),
        ...(visitorHolds > 0 ? { visitorHolds } : {}),
        ...(visitorRefunds > 0 ? { visitorRefunds } : {}),
      };
    },
  );
}

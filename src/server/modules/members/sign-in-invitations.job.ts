import { type JobDeps, jobAppUrl, jobMailer } from "../../jobs/job-deps.ts";
import { clubWorkJob, type JobDefinition } from "../../jobs/queue.ts";
import { yieldToRequests } from "../../jobs/yield.ts";
import { loadClubContext } from "../clubs/club-context.ts";
import {
  resolveSignInInvitations,
  SIGN_IN_INVITATIONS_JOB,
  type SignInInvitationJobData,
  writeSignInInvitations,
} from "./sign-in-invitations.service.ts";

/*
 * One "invite to sign in" (decision 065), sent by the request that recorded it: gives its members their links,
 * then writes their e-mails, each a batch per short transaction. A run that stops halfway (a restart) is retried
 * by the queue: it passes over the members given the run's link already and writes only the links not written
 * yet; a resend covers what is left after its retries.
 */
export function signInInvitationsJob(deps: JobDeps): JobDefinition<SignInInvitationJobData> {
  return clubWorkJob(
    SIGN_IN_INVITATIONS_JOB,
    {
      retry: { limit: 5, delaySeconds: 10, backoff: true },
      expireInSeconds: 30 * 60,
      pollingIntervalSeconds: 1,
    },
    async (data) => {
      const club = await loadClubContext(deps.db, data.clubId, deps.mailFrom);
      if (!club) return { resolved: 0, written: 0 };
      const sending = { db: deps.db, mailer: jobMailer(deps), appUrl: jobAppUrl(deps), now: deps.now };
      const { resolved } = await resolveSignInInvitations(sending, data, { between: yieldToRequests });
      const { written } = await writeSignInInvitations(sending, club, data.runId, {
        between: yieldToRequests,
      });
      return { resolved, written };
    },
  );
}

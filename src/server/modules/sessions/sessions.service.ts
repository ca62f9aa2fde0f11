import {
  type LoginMethod,
  loginMethods,
  type TerminationReason,
  USER_AGENT_MAX,
} from "../../../shared/audit.ts";
import type { HookContext, SessionHooks } from "../../auth/session-hooks.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { endSession, insertSession } from "./sessions.repository.ts";

/** What other modules use of this module's queries (decision 051). */
export { countActivity, endSession } from "./sessions.repository.ts";

/*
 * better-auth's sessions as user_sessions records (issue 17): its database hooks call these when it makes
 * a session (a sign-in) and when it deletes one (sign-out, password reset, an expired session read, a revoke).
 * What its endpoint was tells the sign-in's method and the end's reason. A failure to record is logged and
 * the sign-in or sign-out goes on (spec section 8: audit storage failures are tolerated).
 */

/** A user agent as it is kept: at most USER_AGENT_MAX characters (spec section 9). */
export function cutUserAgent(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  return userAgent.slice(0, USER_AGENT_MAX);
}

/** How a session began, from the endpoint that made it: a password, a one-time code, or a provider's callback. */
export function loginMethodOf(context: HookContext | null): LoginMethod {
  const path = context?.path ?? "";
  if (path.includes("otp")) return "otp";
  if (path.startsWith("/callback/") || path.startsWith("/oauth2/callback/")) {
    const param = context?.params?.id ?? context?.params?.providerId;
    const provider = typeof param === "string" ? param : path.split("/").pop();
    if (loginMethods.includes(provider as LoginMethod)) return provider as LoginMethod;
  }
  return "email";
}

/**
 * Why a session ended, from the endpoint that deleted it: a password reset or change, a revoke, an expired
 * session found when read, else the user signed out (spec section 4's default).
 */
export function terminationReasonOf(
  context: HookContext | null,
  expiresAt: Date,
  now: Date,
): TerminationReason {
  const path = context?.path ?? "";
  if (path === "/reset-password" || path === "/change-password") return "password_reset";
  if (path.startsWith("/revoke")) return "revoked";
  if (expiresAt.getTime() <= now.getTime()) return "expired";
  return "normal_logout";
}

/** The sessions' records, as better-auth starts and ends sessions; an end is dated by `clock`. */
export function sessionHooks(db: Db, logger: Logger | undefined, clock: Pick<Clock, "now">): SessionHooks {
  return {
    async started(session, context) {
      try {
        await insertSession(db, {
          sessionId: session.id,
          userId: session.userId,
          ipAddress: session.ipAddress ?? null,
          userAgent: cutUserAgent(session.userAgent),
          loginMethod: loginMethodOf(context),
        });
      } catch (error) {
        logger?.error({ err: error, userId: session.userId }, "Failed to record a new session");
      }
    },
    async ended(session, context) {
      try {
        await endSession(db, session.id, terminationReasonOf(context, session.expiresAt, clock.now()));
      } catch (error) {
        logger?.error({ err: error, userId: session.userId }, "Failed to record the end of a session");
      }
    },
  };
}

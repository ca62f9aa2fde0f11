import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { Auth } from "./auth.ts";

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type SessionUser = SessionResult["user"];

export interface SessionVariables {
  user: SessionUser;
}

/**
 * Answers 401 unless the request carries a valid session; sets `user`. The message is 'Authentication
 * required' unless the spec words it otherwise for the action (e.g. creating or deleting a club).
 */
export function requireSession(
  auth: Auth,
  title = "Authentication required",
): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    // Several route groups guard overlapping paths: one session lookup per request is enough.
    if (c.get("user")) return next();
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError("UNAUTHENTICATED", title);
    c.set("user", result.user);
    await next();
  };
}

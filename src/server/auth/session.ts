import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { Auth } from "./auth.ts";

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
export type SessionUser = SessionResult["user"];

export interface SessionVariables {
  user: SessionUser;
}

/** Answers 401 'Authentication required' unless the request carries a valid session; sets `user`. */
export function requireSession(auth: Auth): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    // Several route groups guard overlapping paths: one session lookup per request is enough.
    if (c.get("user")) return next();
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError("UNAUTHENTICATED", "Authentication required");
    c.set("user", result.user);
    await next();
  };
}

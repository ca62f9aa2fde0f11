import type { Auth } from "./auth.ts";

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;
/** The signed-in user as better-auth's session gives it; a signed-in or club route reads `c.get("user")`. */
export type SessionUser = SessionResult["user"];

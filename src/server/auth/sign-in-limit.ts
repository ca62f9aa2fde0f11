import { and, asc, eq, gt, lt } from "drizzle-orm";
import { SIGN_IN_FAILURE_WINDOW_SECONDS, SIGN_IN_MAX_FAILURES } from "../../shared/auth.ts";
import type { Db } from "../db/client.ts";
import { signInFailure } from "../db/schema/auth.ts";

/**
 * Wrong passwords per account, kept in the database so that every instance counts them.
 * Returns the seconds to wait when the account has had its allowance of failures inside the window.
 */
export async function secondsUntilSignInAllowed(db: Db, email: string, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_SECONDS * 1000);
  const recent = await db
    .select({ createdAt: signInFailure.createdAt })
    .from(signInFailure)
    .where(and(eq(signInFailure.email, email), gt(signInFailure.createdAt, windowStart)))
    .orderBy(asc(signInFailure.createdAt));
  if (recent.length < SIGN_IN_MAX_FAILURES) return 0;
  // The window frees up when the failure that makes the count reach the limit leaves it.
  const deciding = recent[recent.length - SIGN_IN_MAX_FAILURES];
  if (!deciding) return 0;
  const freeAt = deciding.createdAt.getTime() + SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export async function recordSignInFailure(
  db: Db,
  email: string,
  ipAddress: string | undefined,
): Promise<void> {
  await db.insert(signInFailure).values({ email, ipAddress: ipAddress ?? null });
  // Keep the table small: failures older than a day matter to nobody.
  await db.delete(signInFailure).where(lt(signInFailure.createdAt, new Date(Date.now() - 86_400_000)));
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.email, email));
}

import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { SIGN_IN_FAILURE_WINDOW_SECONDS, SIGN_IN_MAX_FAILURES } from "../../shared/auth.ts";
import type { Db } from "../db/client.ts";
import { signInDevice, signInFailure, user } from "../db/schema/auth.ts";

/**
 * Wrong passwords, kept in the database so that every instance counts them (decision 070): per account, and per
 * account and address. Returns the seconds to wait when the count that applies has had its allowance inside the
 * window. A device that signed in to the account before (`knownDevice`) waits only for its own address's
 * failures: someone else's wrong passwords do not lock the owner out. Without an address, the account's count
 * alone applies.
 */
export async function secondsUntilSignInAllowed(
  db: Db,
  email: string,
  options: { ipAddress?: string | undefined; knownDevice?: boolean } = {},
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_SECONDS * 1000);
  const { ipAddress, knownDevice = false } = options;
  const ofAddress =
    ipAddress === undefined ? isNull(signInFailure.ipAddress) : eq(signInFailure.ipAddress, ipAddress);
  const recent = await db
    .select({ createdAt: signInFailure.createdAt })
    .from(signInFailure)
    .where(
      and(
        eq(signInFailure.email, email),
        gt(signInFailure.createdAt, windowStart),
        knownDevice ? ofAddress : undefined,
      ),
    )
    .orderBy(asc(signInFailure.createdAt));
  // The account's failures include its address's: the per-account count refuses whenever the pair's would.
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

/**
 * A right password forgives the failures of its own address only: someone else's keep counting against the
 * account, so an owner's sign-in does not hand a guesser a fresh allowance (decision 070).
 */
export async function clearSignInFailures(
  db: Db,
  email: string,
  ipAddress: string | undefined,
): Promise<void> {
  const ofAddress =
    ipAddress === undefined ? isNull(signInFailure.ipAddress) : eq(signInFailure.ipAddress, ipAddress);
  await db.delete(signInFailure).where(and(eq(signInFailure.email, email), ofAddress));
}

/** The browser's device cookie (decision 070): a random token, its SHA-256 stored per account that signed in. */
export const DEVICE_COOKIE = "clubhouse_device";
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A device is remembered for a year after its last sign-in. */
export const DEVICE_MAX_AGE_SECONDS = 365 * 86_400;

const deviceHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** A device token as the cookie may carry it, else undefined (a made-up value is no device). */
export function deviceToken(cookieValue: string | undefined): string | undefined {
  return cookieValue && DEVICE_TOKEN.test(cookieValue) ? cookieValue : undefined;
}

export function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Whether the device signed in to the account of this address within the last year. */
export async function isKnownDevice(db: Db, token: string | undefined, email: string): Promise<boolean> {
  if (!token) return false;
  const since = new Date(Date.now() - DEVICE_MAX_AGE_SECONDS * 1000);
  const rows = await db
    .select({ userId: signInDevice.userId })
    .from(signInDevice)
    .innerJoin(user, eq(user.id, signInDevice.userId))
    .where(
      and(
        eq(signInDevice.deviceHash, deviceHash(token)),
        sql`lower(${user.email}) = ${email}`,
        gt(signInDevice.lastSignInAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The device signed in to the account of this address: remembered, or its last sign-in moved on. */
export async function rememberDevice(db: Db, token: string, email: string): Promise<void> {
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1);
  if (!account) return;
  await db
    .insert(signInDevice)
    .values({ deviceHash: deviceHash(token), userId: account.id })
    .onConflictDoUpdate({
      target: [signInDevice.deviceHash, signInDevice.userId],
      set: { lastSignInAt: sql`now()` },
    });
}

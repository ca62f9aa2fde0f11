import type { DateFormat, TimeFormat } from "../../../shared/formats.ts";
import type { MyGolf } from "../../../shared/golf.ts";
import type { MyBilling } from "../../../shared/invoices.ts";
import { MEMBER_CACHE_PREFIX, META_CACHE } from "../../lib/member-cache.ts";

/** What the offline view shows of the club: kept by the signed-in app beside the member's answers. */
export interface OfflineProfile {
  clubId: string;
  clubName: string;
  primaryColor: string;
  theme: string;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
}

export const PROFILE_KEY = "/__clubhouse/profile";
/** The service worker's note of who is signed in (public/sw.js). */
const WHO_KEY = "/__clubhouse/member";

export interface OfflineData {
  profile: OfflineProfile | null;
  golf: MyGolf | null;
  billing: MyBilling | null;
  /** When the newest of the answers was kept. */
  savedAt: string | null;
}

async function json<T>(response: Response | undefined): Promise<T | null> {
  if (!response) return null;
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/**
 * What the service worker kept for the user it was last told of: nothing when nobody is signed in (their caches
 * went with the sign-out) or when nothing was kept.
 */
export async function readOfflineData(): Promise<OfflineData> {
  const none: OfflineData = { profile: null, golf: null, billing: null, savedAt: null };
  if (typeof caches === "undefined") return none;
  const who = await json<{ userId: string }>(await (await caches.open(META_CACHE)).match(WHO_KEY));
  if (!who?.userId || !(await caches.has(MEMBER_CACHE_PREFIX + who.userId))) return none;
  const cache = await caches.open(MEMBER_CACHE_PREFIX + who.userId);
  const profile = await json<OfflineProfile>(await cache.match(PROFILE_KEY));
  if (!profile) return none;
  const golfAnswer = await cache.match(`${location.origin}/api/clubs/${profile.clubId}/golf/my`);
  const billingAnswer = await cache.match(`${location.origin}/api/clubs/${profile.clubId}/billing/my`);
  const times = [golfAnswer, billingAnswer]
    .map((r) => r?.headers.get("X-Clubhouse-Saved-At"))
    .filter((x): x is string => Boolean(x))
    .sort();
  return {
    profile,
    golf: await json<MyGolf>(golfAnswer?.clone()),
    billing: await json<MyBilling>(billingAnswer?.clone()),
    savedAt: times.at(-1) ?? null,
  };
}

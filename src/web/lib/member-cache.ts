/*
 * What the service worker keeps of a signed-in member for offline use (issue 34, public/sw.js): the member's own
 * tee times and invoices, in a cache named by their user id. Forgotten at sign-out and at every sign-in, so that
 * nothing of one user is ever shown to the next on a shared device.
 */

/** The caches of members' answers (one per user), and the service worker's note of who is signed in. */
export const MEMBER_CACHE_PREFIX = "clubhouse-member-";
export const META_CACHE = "clubhouse-meta";

/** Deletes every member's kept answers and tells the service worker nobody is signed in. Never throws. */
export async function forgetMemberData(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: "signed-out" });
    if (typeof caches === "undefined") return;
    for (const name of await caches.keys()) {
      if (name.startsWith(MEMBER_CACHE_PREFIX) || name === META_CACHE) await caches.delete(name);
    }
  } catch {
    // No service worker or no cache storage (a private window): nothing was kept.
  }
}

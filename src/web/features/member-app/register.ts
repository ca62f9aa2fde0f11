import type { ClubSummary } from "../../../shared/clubs.ts";
import { loadMessages } from "../../lib/i18n.ts";
import { MEMBER_CACHE_PREFIX } from "../../lib/member-cache.ts";
import { type OfflineProfile, PROFILE_KEY } from "./offline-data.ts";

/** When the offline view's code and texts are fetched after the signed-in frame's first paint. */
export const OFFLINE_VIEW_DELAY_MS = 5_000;

/** The page's link to the manifest, pointed at the club's (its name and colour, issue 34). */
function pointManifestAt(club: Pick<ClubSummary, "id" | "primaryColor">): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `/manifest.webmanifest?club=${encodeURIComponent(club.id)}`;
  let theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!theme) {
    theme = document.createElement("meta");
    theme.name = "theme-color";
    document.head.append(theme);
  }
  theme.content = club.primaryColor;
}

/**
 * The installable app for a signed-in user (issue 34), after the first paint: the manifest in the club's look,
 * the service worker registered (scope "/") and told who is signed in, so that it keeps this user's own tee times
 * and invoices under their id and deletes any other user's; the club's name and formats kept beside them for
 * the offline view, whose code and texts are fetched now so that the service worker has them offline.
 */
export async function startMemberApp(userId: string, club: ClubSummary): Promise<void> {
  pointManifestAt(club);
  if (!("serviceWorker" in navigator) || typeof caches === "undefined") return;
  try {
    const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    const worker = registration.active ?? (await navigator.serviceWorker.ready).active;
    worker?.postMessage({ type: "member", userId });
    const profile: OfflineProfile = {
      clubId: club.id,
      clubName: club.name,
      primaryColor: club.primaryColor,
      theme: club.theme,
      dateFormat: club.dateFormat,
      timeFormat: club.timeFormat,
    };
    const cache = await caches.open(MEMBER_CACHE_PREFIX + userId);
    await cache.put(PROFILE_KEY, new Response(JSON.stringify(profile)));
    // Well after the screen's first load (which they are no part of): the service worker keeps them as they come.
    window.setTimeout(() => {
      void Promise.all([import("./OfflineApp.tsx"), loadMessages("memberApp")]).catch(() => undefined);
    }, OFFLINE_VIEW_DELAY_MS);
  } catch {
    // No service worker (a private window, an old browser): the app works online as before.
  }
}

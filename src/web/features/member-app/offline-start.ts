import { loadMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";

/**
 * The offline view (issue 34) in place of the app, when the browser is offline and the service worker opened
 * the page from its copy: its code and texts come from the service worker's cache. Null otherwise: the app
 * starts as usual.
 */
export function offlineApp() {
  if (navigator.onLine || !navigator.serviceWorker?.controller) return null;
  return lazyComponent(() =>
    Promise.all([import("./OfflineApp.tsx"), loadMessages("memberApp")]).then(([m]) => m.OfflineApp),
  );
}

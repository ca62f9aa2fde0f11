/*
 * Clubhouse's service worker (issue 34), written by hand and served as it is from the site's root (scope "/").
 *
 * - The app's shell: pages are asked of the network first, the last one kept for when it cannot be reached;
 *   the build's hashed files (/assets/) are kept as they are fetched (they never change under a name).
 * - Of the API, only the member's own tee times and invoices (GET /api/clubs/<id>/golf/my and /billing/my) are
 *   kept, in a cache named by the signed-in user the page declares ("clubhouse-member-<user id>"), and served
 *   from it only when the network cannot be reached. Nothing else of /api is ever kept: no staff data, no
 *   other member's record.
 * - The page says who is signed in ({type: "member", userId}): other users' caches are deleted at once. At
 *   sign-out ({type: "signed-out"}) every member cache is deleted.
 * - A push (Web Push) is shown as a notification; a click opens its page.
 */
const VERSION = "v1";
const SHELL = `clubhouse-shell-${VERSION}`;
const ASSETS = `clubhouse-assets-${VERSION}`;
const MEMBER = "clubhouse-member-";
const META = "clubhouse-meta";
const WHO = "/__clubhouse/member";
const PAGE = "/__clubhouse/page";
const OWN = /^\/api\/clubs\/[0-9a-fA-F-]{36}\/(?:golf|billing)\/my$/;
const SHELL_FILES = /^\/(?:color-scheme\.js|favicon\.svg|manifest\.webmanifest|app-icons\/[\w.-]+\.png)$/;

let member = null;

async function currentMember() {
  if (member) return member;
  const meta = await caches.open(META);
  const kept = await meta.match(WHO);
  member = kept ? (await kept.json()).userId : null;
  return member;
}

async function forgetOthers(keep) {
  for (const name of await caches.keys()) {
    if (name.startsWith(MEMBER) && name !== MEMBER + keep) await caches.delete(name);
  }
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (
          (name.startsWith("clubhouse-shell-") && name !== SHELL) ||
          (name.startsWith("clubhouse-assets-") && name !== ASSETS)
        ) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "member" && typeof data.userId === "string") {
    member = data.userId;
    event.waitUntil(
      (async () => {
        await forgetOthers(data.userId);
        const meta = await caches.open(META);
        await meta.put(WHO, new Response(JSON.stringify({ userId: data.userId })));
      })(),
    );
  } else if (data.type === "signed-out") {
    member = null;
    event.waitUntil(
      (async () => {
        for (const name of await caches.keys()) {
          if (name.startsWith(MEMBER) || name === META) await caches.delete(name);
        }
      })(),
    );
  }
});

async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      const shell = await caches.open(SHELL);
      await shell.put(PAGE, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(PAGE, { cacheName: SHELL });
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function shellFile(request) {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

async function own(request) {
  const userId = await currentMember();
  try {
    const response = await fetch(request);
    // Kept only for the user the page declared, and only a success (a 401 or 404 is never kept).
    if (userId && response.status === 200) {
      const cache = await caches.open(MEMBER + userId);
      // Kept as plain JSON: without the answer's coding and its Vary (found by address alone, offline).
      const headers = new Headers({
        "Content-Type": response.headers.get("Content-Type") || "application/json",
        "X-Clubhouse-Saved-At": new Date().toISOString(),
      });
      const body = await response.clone().arrayBuffer();
      await cache.put(request.url, new Response(body, { status: 200, headers }));
    }
    return response;
  } catch (error) {
    if (userId) {
      const cache = await caches.open(MEMBER + userId);
      const kept = await cache.match(request.url);
      if (kept) return kept;
    }
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(request));
  } else if (SHELL_FILES.test(url.pathname)) {
    event.respondWith(shellFile(request));
  } else if (OWN.test(url.pathname) && url.search === "") {
    event.respondWith(own(request));
  }
  // Anything else (the rest of /api above all) goes to the network as if there were no service worker.
});

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: "Clubhouse", body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Clubhouse", {
      body: data.body || "",
      icon: "/app-icons/192.png",
      badge: "/app-icons/192.png",
      tag: data.kind || "clubhouse",
      data: { url: typeof data.url === "string" && data.url.startsWith("/") ? data.url : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data?.url || "/";
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) {
        if ("focus" in client) {
          await client.focus();
          if ("navigate" in client) await client.navigate(url);
          return;
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});

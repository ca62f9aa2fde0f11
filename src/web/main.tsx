// Mantine's global styles; each component's own come with the module that uses it (decision 018).
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import { QueryClientProvider } from "@tanstack/react-query";
import {
  type AnyRoute,
  createRouter,
  RouterProvider,
  type StaticDataRouteOption,
} from "@tanstack/react-router";
import { StrictMode, Suspense, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { NotFound } from "./components/NotFound.tsx";
import { RouteError } from "./components/RouteError.tsx";
import { Toasts } from "./components/Toasts.tsx";
import { endExpiredSession } from "./features/auth/session-actions.ts";
import { offlineApp } from "./features/member-app/offline-start.ts";
import { PreferencesProvider } from "./features/preferences/PreferencesProvider.tsx";
import { configureErrorHandling } from "./lib/api-errors.ts";
import { auditQueue } from "./lib/audit-queue.ts";
import { pageServedSignedIn } from "./lib/first-requests.ts";
import { loadMessages, prefetchMessages } from "./lib/i18n.ts";
import type { WebNamespace } from "./lib/i18n-namespaces.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { routeTree } from "./routeTree.gen.ts";

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: "intent",
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The texts every reader of the route's screen needs, whatever their role: downloaded at start (above). */
    texts?: WebNamespace[];
  }
}

// The code of the screen being opened, and the texts every reader of it needs (its `staticData.texts`),
// download beside the session and club checks, not after them (its loader would ask for the texts one round
// trip later, once the checks have answered).
const opened = new Set<string>(router.matchRoutes(router.latestLocation).map((match) => match.routeId));
for (const route of Object.values(router.routesById) as AnyRoute[]) {
  if (!opened.has(route.id)) continue;
  void router.loadRouteChunk(route)?.catch(() => undefined);
  const texts = (route.options.staticData as StaticDataRouteOption | undefined)?.texts;
  if (texts) prefetchMessages(...texts);
}

configureErrorHandling({
  navigate: (to) => void router.navigate({ href: to }),
  endSession: () => endExpiredSession(queryClient, router),
});

/**
 * The signed-in page (it preloads the clubs' list) also needs the frame's texts: asked for now, in the language
 * chosen so far, rather than after the session and club checks (decision 022). A user whose account or club
 * reads another language downloads that one after the checks.
 */
function signedInTexts(): WebNamespace[] {
  return pageServedSignedIn() ? ["shell", "labels"] : [];
}

// What the audit queue holds goes with the page when it is left (fetch keepalive).
window.addEventListener("pagehide", () => auditQueue.flushOnExit());

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The page's first render waits for the route's checks (session, club, its colours) and starts its data: the
// screen then renders once, in the club's look, instead of an empty first render in the default theme that
// the club's colours replace at once (decision 018). The router sees that this location is loaded and does
// not load it again. Nothing shows before either way: a route's checks come before its screen.
// The texts of the frame (error screens, toasts) download beside it, in the language chosen so far (decision 022).
// Offline, opened by the service worker from its copy: the member's saved tee times and invoices (issue 34).
const Offline = offlineApp();
void Promise.all([
  Offline ? undefined : router.load().catch(() => undefined),
  loadMessages("common", ...signedInTexts()).catch(() => undefined),
]).finally(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <PreferencesProvider>
          <Toasts />
          {Offline ? (
            <Suspense fallback={null}>
              <Offline />
            </Suspense>
          ) : (
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          )}
        </PreferencesProvider>
      </StrictMode>,
    ),
  );
});

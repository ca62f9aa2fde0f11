import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import type { SessionData } from "../../lib/auth-client.ts";
import { sessionQueryKey, sessionQueryOptions } from "../../lib/session.ts";
import { guardTimes, trackWindowFocus } from "./auth-events.ts";
import { REDIRECT_DELAY_MS, redirectForSessionChange } from "./redirects.ts";

/** better-auth's client writes this local-storage key in every other tab when it signs out. */
const AUTH_BROADCAST_KEY = "better-auth.message";
/** A regained focus checks the session again when the last check is older than this. */
const FOCUS_RECHECK_MS = 5_000;

/**
 * Follows the session and applies the redirect rules when it changes on its own: it checks again when the
 * window regains focus or the connection comes back, and at once when another tab signs out. It reads the
 * session query that the route guards fill (a plain request, lib/session.ts), so that it needs no auth
 * client library: that loads only when the user signs in, up or out (decision 018).
 */
export function SessionWatcher() {
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    trackWindowFocus();
    let previous: boolean | null = null;
    let timer: number | undefined;

    const seen = (session: SessionData | null | undefined) => {
      if (session === undefined) return;
      const signedIn = Boolean(session?.user);
      const wasSignedIn = previous;
      previous = signedIn;
      if (wasSignedIn === null || wasSignedIn === signedIn) return;
      const { pathname, searchStr } = router.state.location;
      const params = new URLSearchParams(searchStr);
      const target = redirectForSessionChange({
        ...guardTimes(),
        pathname,
        search: searchStr,
        redirectParam: params.get("redirect"),
        passwordRecovery: pathname === "/reset-password" && (params.has("token") || params.has("error")),
        wasSignedIn,
        signedIn,
      });
      window.clearTimeout(timer);
      if (target) timer = window.setTimeout(() => void router.navigate({ href: target }), REDIRECT_DELAY_MS);
    };
    const check = (staleTime: number) =>
      void queryClient.fetchQuery({ ...sessionQueryOptions, staleTime }).catch(() => undefined);

    seen(queryClient.getQueryData<SessionData | null>(sessionQueryKey));
    if (previous === null) check(FOCUS_RECHECK_MS);
    // Every answer of the session query, whoever asked (route guards, sign-in and sign-out included).
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "success") return;
      if (event.query.queryKey[0] !== sessionQueryKey[0]) return;
      seen(event.query.state.data as SessionData | null);
    });
    const onFocus = () => check(FOCUS_RECHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") onFocus();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_BROADCAST_KEY) check(0);
    };
    window.addEventListener("focus", onFocus);
    window.addEventListener("online", onFocus);
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("online", onFocus);
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [queryClient, router]);

  return null;
}

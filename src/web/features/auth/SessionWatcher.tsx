import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { authClient } from "../../lib/auth-client.ts";
import { sessionQueryKey } from "../../lib/session.ts";
import { guardTimes, trackWindowFocus } from "./auth-events.ts";
import { REDIRECT_DELAY_MS, redirectForSessionChange } from "./redirects.ts";

/**
 * Follows the session as better-auth sees it (it re-checks when the window regains focus and hears
 * sign-outs in other tabs) and applies the redirect rules when it changes on its own.
 */
export function SessionWatcher() {
  const { data, isPending } = authClient.useSession();
  const signedIn = Boolean(data?.user);
  const previous = useRef<boolean | null>(null);
  const router = useRouter();
  const queryClient = useQueryClient();

  useEffect(() => {
    trackWindowFocus();
  }, []);

  useEffect(() => {
    if (isPending) return;
    const wasSignedIn = previous.current;
    previous.current = signedIn;
    if (wasSignedIn === null || wasSignedIn === signedIn) return;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
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
    if (!target) return;
    const timer = window.setTimeout(() => void router.navigate({ href: target }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isPending, signedIn, router, queryClient]);

  return null;
}

import type { QueryClient } from "@tanstack/react-query";
import { type AnyRouter, redirect } from "@tanstack/react-router";
import type { SessionData } from "../../lib/auth-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";
import { errorScreenFor } from "../../lib/error-actions.ts";
import { loadMessages } from "../../lib/i18n.ts";
import type { WebNamespace } from "../../lib/i18n-namespaces.ts";
import { forgetMemberData } from "../../lib/member-cache.ts";
import { redirectParam } from "../../lib/search.ts";
import { loadAuthClient, sessionQueryKey, sessionQueryOptions } from "../../lib/session.ts";
import { markAuthEvent } from "./auth-events.ts";
import {
  REDIRECT_DELAY_MS,
  RESET_PASSWORD_PATH,
  signInUrl,
  targetAfterSignOut,
  targetForSignedIn,
} from "./redirects.ts";

interface GuardArgs {
  queryClient: QueryClient;
  location: { pathname: string; href: string };
}

/** Route guard for app screens: the session, or a redirect to /sign-in?redirect=… */
export async function requireSession({ queryClient, location }: GuardArgs): Promise<SessionData> {
  let session: SessionData | null;
  try {
    session = await queryClient.fetchQuery(sessionQueryOptions);
  } catch (error) {
    throw redirect({ href: errorScreenFor(error) });
  }
  if (!session) throw redirect({ href: signInUrl(location.href) });
  return session;
}

/** Route guard for the sign-in screens: a signed-in user goes on to the app (or to `redirect`). */
export async function leaveIfSignedIn({
  queryClient,
  location,
  redirectParam,
}: GuardArgs & { redirectParam?: string | undefined }): Promise<void> {
  let session: SessionData | null = null;
  try {
    session = await queryClient.fetchQuery(sessionQueryOptions);
  } catch {
    // The sign-in screen still works (and reports errors itself) when the session check fails.
    return;
  }
  if (!session) return;
  const target = targetForSignedIn({ pathname: location.pathname, redirectParam });
  if (target) throw redirect({ href: target });
}

/**
 * The guard and loader of a sign-in screen: its texts start downloading with the session check and the loader
 * waits for them; a signed-in user goes on to the app (or to `?redirect=`).
 */
export function signedOutScreen(...namespaces: WebNamespace[]) {
  return {
    beforeLoad: ({
      context,
      location,
      search,
    }: {
      context: { queryClient: QueryClient };
      location: GuardArgs["location"];
      search: { redirect?: string | undefined };
    }) => {
      // The screen's texts start downloading with the session check; the loader waits for them.
      void loadMessages(...namespaces).catch(() => undefined);
      return leaveIfSignedIn({ queryClient: context.queryClient, location, redirectParam: search.redirect });
    },
    loader: () => loadMessages(...namespaces),
  };
}

/** The search of a sign-in screen that only takes `?redirect=`. */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: redirectParam(search.redirect) };
}

function later(action: () => void): void {
  window.setTimeout(action, REDIRECT_DELAY_MS);
}

/** After a successful sign-in: forget the old session state and go on (redirect rules). */
export async function completeSignIn(
  queryClient: QueryClient,
  router: AnyRouter,
  {
    redirectParam,
    passwordRecovery = false,
  }: { redirectParam?: string | undefined; passwordRecovery?: boolean },
): Promise<void> {
  markAuthEvent();
  await forgetMemberData();
  queryClient.removeQueries({ queryKey: sessionQueryKey });
  // Spec section 4: the role is reloaded after sign-in (clubs and roles are read afresh).
  queryClient.removeQueries({ queryKey: clubKeys.list });
  queryClient.removeQueries({ queryKey: clubKeys.all });
  await queryClient.fetchQuery(sessionQueryOptions).catch(() => null);
  const target = targetForSignedIn({ pathname: "/sign-in", redirectParam, passwordRecovery }) ?? "/";
  later(() => void router.navigate({ href: target }));
}

/**
 * Signs out on the server, forgets every cached answer and goes to /sign-in (unless already there). With
 * `stay`, the current public screen stays (e.g. an invitation, to be accepted with another account).
 */
export async function signOut(
  queryClient: QueryClient,
  router: AnyRouter,
  { stay = false }: { stay?: boolean } = {},
): Promise<void> {
  markAuthEvent();
  try {
    await (await loadAuthClient()).signOut();
  } catch {
    // Signed out locally all the same; the session cookie expires on its own.
  }
  queryClient.clear();
  await forgetMemberData();
  const target = stay ? null : targetAfterSignOut(router.state.location.pathname);
  if (target) later(() => void router.navigate({ href: target }));
}

/** A request answered 401: the session is gone. Sign out and come back here after signing in again. */
export async function endExpiredSession(queryClient: QueryClient, router: AnyRouter): Promise<void> {
  markAuthEvent();
  const here = router.state.location.href;
  try {
    await (await loadAuthClient()).signOut();
  } catch {
    // Nothing more to end.
  }
  queryClient.clear();
  await forgetMemberData();
  const { pathname } = router.state.location;
  if (pathname === "/sign-in" || pathname === RESET_PASSWORD_PATH) return;
  later(() => void router.navigate({ href: signInUrl(here) }));
}

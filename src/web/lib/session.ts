import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "./api-error.ts";
import type { SessionData } from "./auth-client.ts";
import { SESSION_PATH } from "./first-requests.ts";
import { currentLocale } from "./i18n.ts";

export const sessionQueryKey = ["session"] as const;

/** The better-auth client, loaded when first needed (it is not part of the first download). */
export function loadAuthClient() {
  return import("./auth-client.ts").then((m) => m.authClient);
}

/**
 * The current session, or null when nobody is signed in. Throws ApiError when the server cannot answer.
 * A plain request to better-auth's get-session endpoint, so that route guards need no client library.
 */
export async function fetchSession(): Promise<SessionData | null> {
  let response: Response;
  try {
    response = await fetch(SESSION_PATH, {
      credentials: "same-origin",
      headers: { Accept: "application/json", "Accept-Language": currentLocale() },
    });
  } catch {
    throw new ApiError(0);
  }
  if (response.status === 401) return null;
  if (!response.ok) throw new ApiError(response.status);
  const body = (await response.json().catch(() => null)) as SessionData | null;
  return body?.user && body.session ? body : null;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 5_000,
  retry: false,
  // Route guards show their own error screens; no toast for the session check.
  meta: { handleErrors: false },
});

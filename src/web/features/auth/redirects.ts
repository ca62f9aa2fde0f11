/**
 * The spec's redirect rules (section 2), decided in one place. Everything here is pure; the router guards
 * and the session watcher call it with what they know.
 */

/** Redirects wait this long after the event that causes them. */
export const REDIRECT_DELAY_MS = 100;
/** No redirect right after the window regains focus (the session is being re-checked). */
export const FOCUS_GUARD_MS = 1_000;
/** No second redirect when a sign-in or sign-out was handled this recently (that handler already moved on). */
export const AUTH_EVENT_GUARD_MS = 5_000;

/** Screens for signing in: a signed-in user has no business there and goes on to the app. */
export const AUTH_PATHS = ["/sign-in", "/sign-up", "/otp", "/forgot-password"] as const;

/** Screens anyone may see, signed in or not. */
export const PUBLIC_PATHS = [
  ...AUTH_PATHS,
  "/reset-password",
  "/accept-invitation",
  "/sign-in-link",
  "/401",
  "/403",
  "/404",
  "/500",
  "/503",
  "/network-error",
] as const;

export const SIGN_IN_PATH = "/sign-in";
export const HOME_PATH = "/";
export const RESET_PASSWORD_PATH = "/reset-password";

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

export function isAuthPath(pathname: string): boolean {
  return (AUTH_PATHS as readonly string[]).includes(normalise(pathname));
}

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(normalise(pathname));
}

/**
 * A `redirect` search value we are willing to follow: a path on this site ("/…", not "//…" or "/\…"),
 * and not back to a sign-in screen (that would loop).
 */
export function safeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  for (const ch of value) if (ch.charCodeAt(0) < 0x20) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? "/";
  if (isAuthPath(pathname)) return null;
  return value;
}

/** /sign-in, carrying where the visitor wanted to go (unless that is the home page or a sign-in screen). */
export function signInUrl(returnTo?: string | null): string {
  const target = safeRedirectPath(returnTo);
  if (!target || target === HOME_PATH) return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(target)}`;
}

export interface SignedInContext {
  pathname: string;
  /** The `redirect` search value of the current URL, if any. */
  redirectParam?: string | null | undefined;
  /** True on the reset-password screen opened from a recovery e-mail. */
  passwordRecovery?: boolean;
}

/** Where a signed-in user goes from here, or null to stay. */
export function targetForSignedIn({
  pathname,
  redirectParam,
  passwordRecovery,
}: SignedInContext): string | null {
  const path = normalise(pathname);
  if (passwordRecovery) return path === RESET_PASSWORD_PATH ? null : RESET_PASSWORD_PATH;
  if (isAuthPath(path)) return safeRedirectPath(redirectParam) ?? HOME_PATH;
  return null;
}

/** After sign-out: /sign-in, unless already on /sign-in or /sign-up. */
export function targetAfterSignOut(pathname: string): string | null {
  const path = normalise(pathname);
  return path === "/sign-in" || path === "/sign-up" ? null : SIGN_IN_PATH;
}

/** Where a visitor without a session goes from here, or null to stay. */
export function targetForSignedOut(pathname: string, search = ""): string | null {
  if (isPublicPath(pathname)) return null;
  return signInUrl(`${pathname}${search}`);
}

export interface GuardTimes {
  now: number;
  /** When the window last regained focus (ms since epoch), if ever. */
  lastFocusAt: number | null;
  /** When a sign-in or sign-out was last handled, if ever. */
  lastAuthEventAt: number | null;
}

export function shouldSkipRedirect({ now, lastFocusAt, lastAuthEventAt }: GuardTimes): boolean {
  if (lastFocusAt !== null && now - lastFocusAt < FOCUS_GUARD_MS) return true;
  if (lastAuthEventAt !== null && now - lastAuthEventAt < AUTH_EVENT_GUARD_MS) return true;
  return false;
}

export interface SessionChange extends GuardTimes {
  pathname: string;
  search: string;
  redirectParam?: string | null | undefined;
  passwordRecovery?: boolean;
  /** Whether a session existed before this change. */
  wasSignedIn: boolean;
  signedIn: boolean;
}

/**
 * The redirect after the session changed on its own (another tab signed in or out, the session expired),
 * or null for none. Explicit sign-in and sign-out handlers navigate themselves and record the event, so
 * that this does not redirect a second time.
 */
export function redirectForSessionChange(change: SessionChange): string | null {
  if (change.signedIn === change.wasSignedIn) return null;
  if (shouldSkipRedirect(change)) return null;
  if (change.signedIn) return targetForSignedIn(change);
  // Resetting a password ends every session; the reset screen then moves on by itself.
  if (change.passwordRecovery) return null;
  if (isPublicPath(change.pathname)) return targetAfterSignOut(change.pathname);
  // The session ended while on an app screen: sign in again and come back here.
  return signInUrl(`${change.pathname}${change.search}`);
}

/**
 * Where the e-mail confirmation link lands: the sign-in screen with a "confirmed" notice, keeping the way
 * back (e.g. to an invitation) when there is one.
 */
export function verifiedCallbackUrl(redirectParam?: string | null): string {
  const target = safeRedirectPath(redirectParam);
  return target && target !== HOME_PATH
    ? `${SIGN_IN_PATH}?verified=1&redirect=${encodeURIComponent(target)}`
    : `${SIGN_IN_PATH}?verified=1`;
}

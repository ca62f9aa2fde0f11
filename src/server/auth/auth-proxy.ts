import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { hiddenCharacterPaths, isCleanText, isOneLine, trimWhitespace } from "../../shared/text.ts";
import type { Db } from "../db/client.ts";
import { AppError, validationFailed } from "../errors.ts";
import { clientIp } from "../http/client-ip.ts";
import { t } from "../i18n.ts";
import { type Auth, CLIENT_IP_HEADER } from "./auth.ts";
import {
  clearSignInFailures,
  DEVICE_COOKIE,
  DEVICE_MAX_AGE_SECONDS,
  deviceToken,
  isKnownDevice,
  newDeviceToken,
  recordSignInFailure,
  rememberDevice,
  secondsUntilSignInAllowed,
} from "./sign-in-limit.ts";

/**
 * The one answer of every rate limit (decision 021): 429, the seconds to wait in the title (in the request's
 * language; `rateLimitMessage` of src/shared/auth.ts is its English), `Retry-After`.
 */
export function rateLimited(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError("RATE_LIMITED", t("server").auth.rateLimited(seconds), { retryAfterSeconds: seconds });
}

/** better-auth's own limits answer 429 `{message}` with `X-Retry-After`: the seconds, or its window. */
function betterAuthWait(response: Response): number {
  const seconds = Number(response.headers.get("X-Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}

/** OAuth providers may post their answer as a form (response_mode=form_post): no e-mail or password there. */
const OAUTH_CALLBACK = /^\/api\/auth\/callback\//;

/**
 * Whether the request's body may go to better-auth: JSON, or a form to an OAuth callback. better-auth also
 * reads form bodies on sign-in and sign-up, and the per-account limit counted JSON ones only (ten
 * form-encoded wrong passwords after a lockout, then the right one, signed in): the API takes JSON alone,
 * as the web app sends it, so every body that reaches better-auth is one the limit reads (decision 021).
 */
function takesJson(c: Context): boolean {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json" || OAUTH_CALLBACK.test(c.req.path);
}

/** A sign-in as the proxy reports it, after its answer. */
export interface SignInReport {
  email: string;
  success: boolean;
  ipAddress?: string | null;
  userAgent?: string | null;
  method: "email" | "otp";
  path: string;
}

/**
 * What the proxy tells of sign-ins: the security monitor (modules/security) as app.ts passes it in, since
 * infrastructure imports no module (decision 047).
 */
export interface SignInObserver {
  /** A sign-in with a password or a one-time code, after its answer. */
  signIn(input: SignInReport): void;
  /** A sign-in refused by the per-account limit. */
  signInLimited(c: Context, email: string, ipAddress: string | undefined): void;
}

/**
 * `/api/auth/*`: better-auth, behind our own rules. The client's address reaches it only in
 * CLIENT_IP_HEADER (decision 003); a sixth wrong password for one account inside a minute is refused on every
 * instance alike, except to a device that signed in to the account before, which only its own address's
 * failures lock (decision 070); every rate limit answers in our one shape.
 */
export function authProxy(deps: {
  auth: Auth;
  db: Db;
  trustProxy: boolean;
  security?: SignInObserver;
  /** The device cookie is Secure under https, as the session's. */
  secureCookies?: boolean;
}) {
  const { auth, db, trustProxy, security, secureCookies = false } = deps;
  return async (c: Context): Promise<Response> => {
    const raw = c.req.raw;
    const ip = clientIp(c, trustProxy);
    const headers = new Headers(raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const body = raw.method === "POST" ? await c.req.arrayBuffer() : undefined;
    if (body && body.byteLength > 0 && !takesJson(c))
      throw new AppError("BAD_REQUEST", t("server").auth.notJson);
    const json = body && body.byteLength > 0 ? parseJson(body) : undefined;
    refuseHiddenCharacters(c, json);
    refuseNamesOfManyLines(json);
    const request = new Request(raw.url, { method: raw.method, headers, body });

    const signIn = raw.method === "POST" && c.req.path === "/api/auth/sign-in/email";
    const email = signIn ? emailOf(json) : undefined;
    const device = deviceToken(getCookie(c, DEVICE_COOKIE));
    if (email) {
      const knownDevice = await isKnownDevice(db, device, email);
      const wait = await secondsUntilSignInAllowed(db, email, { ipAddress: ip, knownDevice });
      if (wait > 0) {
        security?.signInLimited(c, email, ip);
        throw rateLimited(wait);
      }
    }
    const response = await auth.handler(request);
    if (response.status === 429) throw rateLimited(betterAuthWait(response));
    if (email && response.status === 401) await recordSignInFailure(db, email, ip);
    else if (email && response.ok) await clearSignInFailures(db, email, ip);
    // Security events of the sign-in (issue 17), written after the answer: a password's, or a one-time code's.
    const codeSignIn = raw.method === "POST" && c.req.path === "/api/auth/sign-in/email-otp";
    const signedInWith = email ?? (codeSignIn ? emailOf(json) : undefined);
    if (security && signedInWith && (response.ok || response.status === 401 || codeSignIn)) {
      const failed = response.status === 401 || (codeSignIn && !response.ok);
      if (failed || response.ok) {
        security.signIn({
          email: signedInWith,
          success: response.ok,
          ipAddress: ip,
          userAgent: c.req.header("user-agent"),
          method: email ? "email" : "otp",
          path: c.req.path,
        });
      }
    }
    // A password or an e-mailed code signed this device in: it is one the account knows from now on.
    if (signedInWith && response.ok) {
      const token = device ?? newDeviceToken();
      await rememberDevice(db, token, signedInWith);
      if (!device) return withDeviceCookie(response, token, secureCookies);
    }
    return response;
  };
}

/** The answer with the device cookie set: HttpOnly, SameSite=Lax, sent to the auth API only, for a year. */
function withDeviceCookie(response: Response, token: string, secure: boolean): Response {
  const headers = new Headers(response.headers);
  const attributes = ["Path=/api/auth", `Max-Age=${DEVICE_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  headers.append("set-cookie", [`${DEVICE_COOKIE}=${token}`, ...attributes].join("; "));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The body as JSON (already known to be UTF-8); undefined when it is not JSON, for better-auth to refuse. */
function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

/** The names a better-auth body may give (sign-up, a change of the account's name). */
const NAME_FIELDS = ["name", "firstName", "lastName"] as const;

/**
 * A name is one line (issue 33 item 7), in better-auth's bodies as in ours (`lineText`): a name given with a
 * line break or another control character (once trimmed) is refused with 422 naming the field.
 */
function refuseNamesOfManyLines(json: unknown): void {
  if (typeof json !== "object" || json === null) return;
  const body = json as Record<string, unknown>;
  const fields = NAME_FIELDS.filter((field) => {
    const value = body[field];
    return typeof value === "string" && !isOneLine(trimWhitespace(value));
  });
  if (fields.length > 0) {
    const messages = t("validation").oneLine;
    throw validationFailed(fields.map((path) => ({ path, message: messages[path] })));
  }
}

function emailOf(json: unknown): string | undefined {
  const email = (json as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : undefined;
}

/**
 * better-auth's bodies and queries are not read by our schemas: a NUL or a lone surrogate in any of their
 * texts is refused here, as `text()` refuses it in ours (422 naming each field), before a query of the
 * database fails on it (decision 021).
 */
function refuseHiddenCharacters(c: Context, json: unknown): void {
  const paths = [
    ...Object.entries(c.req.queries()).flatMap(([key, values]) =>
      values.some((v) => !isCleanText(v)) ? [key] : [],
    ),
    ...hiddenCharacterPaths(json),
  ];
  if (paths.length > 0) {
    const message = t("validation").hiddenCharacters;
    throw validationFailed(paths.map((path) => ({ path, message })));
  }
}

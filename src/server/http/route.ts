import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { apiErrorSchema } from "../../shared/errors.ts";
import type { Permission } from "../../shared/permissions.ts";
import type { SessionUser } from "../auth/session.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { Db } from "../db/client.ts";
import { AppError, type Refusal } from "../errors.ts";
import { t } from "../i18n.ts";
import { type Access, authorizeRecords, type Denied } from "../modules/clubs/authorize.ts";
import type { ActivityTracker } from "../modules/sessions/activity.ts";
import { isUuid, uuidParam } from "./ids.ts";

// One way to describe a route (decision 020): `publicRoute`, `signedInRoute` or `clubRoute`, with `json`,
// `ok` and `refusal` for their contents. A club route names its permission; the route's own middleware checks
// the session, the club and the permission before @hono/zod-openapi validates params, query or body, and hands
// the handler `c.get("access")`.
//
// The routes are described once, at start, outside any request: the words of their refusals (`unauthenticated`,
// `denied`) are functions that write them in the request's language when the refusal is made. The OpenAPI
// document gives them in English.

/** A JSON content of `schema` (a request body or a response). */
export function json<T extends z.ZodType>(schema: T) {
  return { "application/json": { schema } };
}

/** A response whose body is `schema` as JSON. */
export function ok<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: json(schema) };
}

/** A refusal: the error body of decision 001, with what it means on this route. */
export function refusal(description: string) {
  return { description, content: json(apiErrorSchema) };
}

/** A required JSON request body of `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: json(schema), required: true };
}

const NO_SESSION = "No valid session";
const INVALID_INPUT = "Invalid input, with a message per field";

/** What the route guards need of the app; app.ts provides it to every /api request (`provideRouteServices`). */
export interface RouteServices {
  db: Db;
  /** The session of a request, with the user's records in the club it names (one query). */
  sessions: SessionReader;
  /** Keeps each session's last activity current, at most one write a minute (issue 17). */
  activity?: ActivityTracker;
}
type ServicesEnv = { Variables: { routeServices: RouteServices } };
/** What the handler of a signed-in route reads: `c.get("user")`. */
export type SignedInEnv = {
  Variables: { user: SessionUser; sessionId: string; routeServices: RouteServices };
};
/** What the handler of a club route reads: `c.get("user")` and `c.get("access")`. */
export type ClubEnv = {
  Variables: { user: SessionUser; sessionId: string; access: Access; routeServices: RouteServices };
};

export function provideRouteServices(services: RouteServices): MiddlewareHandler<ServicesEnv> {
  return async (c, next) => {
    c.set("routeServices", services);
    await next();
  };
}

/**
 * The signed-in user, and their records in the club `clubId` names (when it does), in one query; 401 with
 * `title` when there is no valid session.
 */
async function signedIn(c: Context<SignedInEnv>, title: Refusal, clubId: string | null) {
  const found = await c.get("routeServices").sessions.read(c.req.raw.headers, clubId);
  if (!found) throw new AppError("UNAUTHENTICATED", title());
  c.set("user", found.user);
  c.set("sessionId", found.sessionId);
  return found;
}

const clubNotFound = () => t("errors").clubNotFound;
const authenticationRequired = () => t("errors").authenticationRequired;

/** A club id from the URL: anything that is not one of the user's clubs answers 404 alike. */
function clubIdParam(value: string | undefined): string {
  return uuidParam(value ?? "", clubNotFound);
}

type Request = NonNullable<RouteConfig["request"]>;
/** A route as its module writes it: everything of createRoute's but the middleware, which the kind adds. */
type Described = Omit<RouteConfig, "middleware">;
/**
 * The spec's own words for a missing session on this route (else 'Authentication required'), as a function
 * that writes them in the request's language.
 */
type SessionWords = { unauthenticated?: Refusal };

/** Whether the route reads input that @hono/zod-openapi validates (a 422 is then possible). */
function takesInput(request: Request | undefined): boolean {
  return Boolean(request?.body || request?.query);
}

/** A route anyone may call (no session). */
export function publicRoute<const R extends Described>(config: R) {
  return createRoute(config);
}

/** A route for any signed-in user: 401 before anything else. */
export function signedInRoute<const R extends Described>(config: R & SessionWords) {
  const { unauthenticated = authenticationRequired, ...route } = config;
  const middleware: MiddlewareHandler<SignedInEnv> = async (c, next) => {
    const { sessionId } = await signedIn(c, unauthenticated, null);
    c.get("routeServices").activity?.seen(sessionId, null);
    await next();
  };
  return createRoute({
    ...route,
    responses: {
      401: refusal(config.unauthenticated ? config.unauthenticated() : NO_SESSION),
      ...(takesInput(route.request) ? { 422: refusal(INVALID_INPUT) } : {}),
      ...route.responses,
    },
    middleware,
  }) as unknown as R & { middleware: typeof middleware };
}

/**
 * Who may call a club route: a named permission with its refusal (403), or any role of the club. The 404
 * of a club the user has no part in comes first either way.
 */
export type ClubGuard =
  | { permission: Permission; denied: Denied }
  | { permission: "any role"; denied?: never };

/** The fixed title of a 403, for the OpenAPI document (English); none when it names the role and the club. */
function deniedTitle(denied: Denied | undefined): string {
  return denied && denied.length === 0 ? ` Title: ${(denied as () => string)()}` : "";
}

/** What else answers 403 or 404 on a club route, as a clause ('or no such member in it'). */
type RefusalWords = { forbidden?: string; notFound?: string };

const clubParams = z.object({ clubId: z.string() });

/**
 * A route under /api/clubs/{clubId}: its middleware answers 401 without a session, 404 'Club not found' for
 * a club the user has no part in (or a malformed id) and 403 with `denied` for a role without `permission`,
 * before anything of the request is validated; the handler then reads `c.get("access")`. The clubId path
 * parameter, the refusals and `x-permission` are added to the OpenAPI document.
 */
export function clubRoute<const R extends Described>(config: R & ClubGuard & SessionWords & RefusalWords) {
  const {
    permission,
    denied,
    unauthenticated = authenticationRequired,
    forbidden,
    notFound,
    ...route
  } = config;
  const middleware: MiddlewareHandler<ClubEnv> = async (c, next) => {
    // A club route's context holds what a signed-in route's does, and the access besides. The session comes
    // first (401), then the club (404, a malformed id alike), then the permission (403).
    const param = c.req.param("clubId") ?? "";
    const clubId = isUuid(param) ? param.toLowerCase() : null;
    const { user, club, sessionId } = await signedIn(
      c as unknown as Context<SignedInEnv>,
      unauthenticated,
      clubId,
    );
    const guard = permission === "any role" ? null : { permission, denied: denied ?? "" };
    // The session's last activity, in this club once the user is known to have a part in it.
    const activity = c.get("routeServices").activity;
    let access: Access;
    try {
      access = authorizeRecords(club, clubIdParam(param), user.id, guard);
    } catch (error) {
      activity?.seen(sessionId, null);
      throw error;
    }
    activity?.seen(sessionId, access.clubId);
    c.set("access", access);
    await next();
  };
  const params = route.request?.params;
  const request: Request = {
    ...route.request,
    params: params instanceof z.ZodObject ? clubParams.extend(params.shape) : clubParams,
  };
  const refusals = {
    401: refusal(config.unauthenticated ? config.unauthenticated() : NO_SESSION),
    ...(permission === "any role"
      ? {}
      : {
          403: refusal(
            `The role lacks the permission ${permission}${forbidden ? `, ${forbidden}` : ""}.${deniedTitle(denied)}`,
          ),
        }),
    404: refusal(`Not a club of the user${notFound ? `, ${notFound}` : ""}.`),
    ...(takesInput(route.request) ? { 422: refusal(INVALID_INPUT) } : {}),
  };
  return createRoute({
    ...route,
    request,
    responses: { ...refusals, ...route.responses },
    middleware,
    ...(permission === "any role" ? {} : { "x-permission": permission }),
  }) as unknown as R & { middleware: typeof middleware };
}

import { createRoute, type OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiErrorSchema } from "../../shared/errors.ts";
import { isUuid } from "../../shared/ids.ts";
import type { Permission } from "../../shared/permissions.ts";
import { type Access, authorizeRecords, type Denied } from "../auth/access.ts";
import type { SessionUser } from "../auth/session.ts";
import type { SessionReader } from "../auth/session-reader.ts";
import type { Db } from "../db/client.ts";
import { AppError, type Refusal } from "../errors.ts";
import { t } from "../i18n.ts";
import { anonymousAuditContext, type RequestAudit } from "./audit-context.ts";
import { uuidParam } from "./ids.ts";
import { JSON_MAX_DEPTH, mayHaveBody } from "./utf8-body.ts";

// One way to describe a route (decision 020): `publicRoute`, `signedInRoute` or `clubRoute`, with `json`,
// `ok` and `refusal` for their contents. A club route names its permission; the route's own middleware checks
// the session, the club and the permission before @hono/zod-openapi validates params, query or body, and hands
// the handler `c.get("access")`.
//
// The routes are described once, at start, outside any request: the words of their refusals (`unauthenticated`,
// `denied`) are functions that write them in the request's language when the refusal is made. The OpenAPI
// document gives them in English.
//
// Each kind also writes what every route of its kind has in the document (decision 040), so that it cannot
// drift from what the server does: its operationId (from the method and the path), its security (the session
// cookie, or none), and the refusals that come before the route's own code: the session's 401, the club's
// 404 and the permission's 403, the 422 of a query or a body, and for a method that carries a body the
// transport's 400 (not UTF-8, malformed or too deep JSON), 403 (another site's page), 413 (over the route's
// body limit) and 415 (a content type the route does not read).

/** A JSON content of `schema` (a request body or a response). */
export function json<T extends z.ZodType>(schema: T) {
  return { "application/json": { schema } };
}

/** A response whose body is `schema` as JSON. */
export function ok<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: json(schema) };
}

/** The error body of decision 001, once in the document's components (ApiError), referred to by every refusal. */
const errorBody = apiErrorSchema.openapi("ApiError");

/** A refusal: the error body of decision 001, with what it means on this route. */
export function refusal(description: string) {
  return { description, content: json(errorBody) };
}
type Refused = ReturnType<typeof refusal>;

/** A required JSON request body of `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: json(schema), required: true };
}

/** A 204 answer: no body, with what was done (`Deleted`, `Removed`…). */
export function noContent(description: string) {
  return { description };
}

const NO_SESSION = "No valid session";
const INVALID_INPUT = "Invalid input, with a message per field";

/** The name of the session cookie's security scheme in the OpenAPI document (`serveApiDocument` declares it). */
export const SESSION_SCHEME = "session";
const SIGNED_IN = [{ [SESSION_SCHEME]: [] }];
/** Postmark's webhook presents POSTMARK_WEBHOOK_TOKEN as basic auth's password, or as `?token=`. */
export const POSTMARK_BASIC = "postmarkBasic";
export const POSTMARK_TOKEN = "postmarkToken";

/** The most bytes of a request body, on every route that does not set its own `bodyMaxBytes`. */
export const BODY_MAX_BYTES = 1024 * 1024;
/**
 * The body limit of the routes that take rich text (an e-mail's HTML): 100,000 characters, each written the
 * longest way JSON allows (a character outside the Basic Multilingual Plane as two \u escapes, 12 bytes), and
 * the message's other fields (decision 040).
 */
export const RICH_TEXT_BODY_MAX_BYTES = 2 * 1024 * 1024;

/** The routes whose body limit is not BODY_MAX_BYTES, by method and path pattern (filled as they are described). */
const bodyLimits = new Map<string, { method: string; pattern: RegExp; max: number }>();

/** `/api/clubs/{clubId}/x` as a pattern of the paths it matches. */
function pathPattern(path: string): RegExp {
  const parts = path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("[^/]+")}$`);
}

/** The most bytes the body of a request to `method` `path` may have. */
export function bodyMaxBytesOf(method: string, path: string): number {
  const lower = method.toLowerCase();
  for (const limit of bodyLimits.values()) {
    if (limit.method === lower && limit.pattern.test(path)) return limit.max;
  }
  return BODY_MAX_BYTES;
}

const limiters = new Map<number, MiddlewareHandler>();
/**
 * Reads a request's body up to its route's limit; over it, 413 (app.ts answers it). A declared length (as
 * browsers and clients send with a JSON body) is judged from the header; a body without one (chunked) is
 * counted as it is read, by Hono's limiter.
 */
export const requestBodyLimit: MiddlewareHandler = (c, next) => {
  if (!mayHaveBody(c.req.method)) return next();
  const max = bodyMaxBytesOf(c.req.method, c.req.path);
  const declared = c.req.header("content-length");
  if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
    const length = Number.parseInt(declared, 10);
    if (Number.isFinite(length) && length <= max) return next();
  }
  let limiter = limiters.get(max);
  if (!limiter) {
    limiter = bodyLimit({ maxSize: max });
    limiters.set(max, limiter);
  }
  return limiter(c, next);
};

/** `get /api/clubs/{clubId}/members/export.csv` → getClubsByClubIdMembersExportCsv. */
export function operationIdOf(method: string, path: string): string {
  const words = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join("");
  const segments = path
    .split("/")
    .filter((segment) => segment && segment !== "api")
    .map((segment) => (segment.startsWith("{") ? `By${words(segment)}` : words(segment)));
  return `${method.toLowerCase()}${segments.join("")}`;
}

const BODY_METHODS = new Set(["post", "put", "patch", "delete"]);
const isJsonType = (type: string) => /^application\/([\w.-]+\+)?json\b/i.test(type);
const isFormType = (type: string) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type);
const isZod = (schema: unknown) =>
  typeof (schema as { safeParse?: unknown } | undefined)?.safeParse === "function";

/** What a route adds to its description besides createRoute's own fields. */
type BodyWords = {
  /** The most bytes of its body, when not BODY_MAX_BYTES (the rich-text routes). */
  bodyMaxBytes?: number;
};

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB (${bytes} bytes)`;

/**
 * The refusals of the transport, for a route whose method carries a body: the request body is read up to its
 * limit and a JSON one checked (app.ts), a browser's change from another site is refused, and a body schema of
 * zod is read only in the content types it names. A route whose body is not described by a zod schema (an
 * upload, a CSV file) reads its body itself, with its own limit and refusals, and app.ts exempts it.
 */
function transportRefusals(route: Described, bodyMaxBytes: number): Record<number, Refused> {
  if (!BODY_METHODS.has(route.method)) return {};
  const content = (route.request?.body?.content ?? {}) as Record<string, { schema?: unknown }>;
  const types = Object.keys(content);
  const refusals: Record<number, Refused> = {};
  if (types.length === 0 || types.some((type) => isZod(content[type]?.schema))) {
    refusals[400] = refusal(
      `The request body is not UTF-8, is not well-formed JSON, or nests JSON more than ${JSON_MAX_DEPTH} levels deep`,
    );
    refusals[413] = refusal(`The request body is larger than ${megabytes(bodyMaxBytes)}`);
  }
  refusals[403] = refusal(OTHER_SITE);
  if (types.some((type) => (isJsonType(type) || isFormType(type)) && isZod(content[type]?.schema))) {
    refusals[415] = refusal(
      `A request body in another content type than ${types.join(" or ")}, or without one`,
    );
  }
  return refusals;
}

const OTHER_SITE = "A browser's request from a page of another site";

/**
 * What every route of a kind has in the document: its operationId, its security, the transport's refusals
 * with `refusals` over them, and the route's own responses over both. Records the route's body limit.
 */
function documented(
  route: Described & BodyWords,
  security: RouteConfig["security"],
  refusals: RouteConfig["responses"],
): RouteConfig {
  const { bodyMaxBytes = BODY_MAX_BYTES, ...rest } = route;
  if (bodyMaxBytes !== BODY_MAX_BYTES) {
    bodyLimits.set(`${rest.method} ${rest.path}`, {
      method: rest.method,
      pattern: pathPattern(rest.path),
      max: bodyMaxBytes,
    });
  }
  const transport = transportRefusals(rest, bodyMaxBytes);
  const forbidden = refusals[403];
  return {
    operationId: operationIdOf(rest.method, rest.path),
    security,
    ...rest,
    responses: {
      ...transport,
      ...refusals,
      // A club route's 403 of the permission, and of another site's page for a change.
      ...(forbidden && transport[403] && "description" in forbidden
        ? { 403: { ...forbidden, description: `${forbidden.description} Or: ${OTHER_SITE.toLowerCase()}.` } }
        : {}),
      ...rest.responses,
    },
  };
}

declare module "hono" {
  interface ContextVariableMap {
    /**
     * Who makes this request's changes, for the audit trail (decision 052): set once for every /api request by
     * `provideRouteServices` (nobody, from the request's address and client), and by the guard of a signed-in or
     * club route (the user). Handlers read `c.get("audit")`.
     */
    audit: RequestAudit;
  }
}

/** What the route guards need of the app; app.ts provides it to every /api request (`provideRouteServices`). */
export interface RouteServices {
  db: Db;
  /** TRUST_PROXY: the caller's address (the audit context's) is the first of X-Forwarded-For. */
  trustProxy: boolean;
  /** The session of a request, with the user's records in the club it names (one query). */
  sessions: SessionReader;
  /**
   * Keeps each session's last activity current, at most one write a minute (issue 17): the sessions module's
   * tracker, as app.ts passes it in (infrastructure imports no module, decision 047).
   */
  activity?: { seen(sessionId: string, clubId: string | null): void };
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

/**
 * Hands every /api request the route services, and its audit context: nobody, until a route's guard knows the
 * signed-in user.
 */
export function provideRouteServices(services: RouteServices): MiddlewareHandler<ServicesEnv> {
  return async (c, next) => {
    c.set("routeServices", services);
    c.set("audit", anonymousAuditContext(c, services.trustProxy));
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
  c.set("audit", { ...c.get("audit"), actorId: found.user.id });
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

/** The names of the `{name}` parameters of a path. */
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
/**
 * A route as described, with the path's parameters (each a string) as its params schema when it does not
 * give one: `{invoiceId}` in the path is `c.req.valid("param").invoiceId` in the handler.
 */
type WithPathParams<R extends Described> = R["request"] extends { params: unknown }
  ? R
  : [PathParamNames<R["path"]>] extends [never]
    ? R
    : R & {
        request: { params: z.ZodObject<{ [Name in PathParamNames<R["path"]>]: z.ZodString }> };
      };

/** The route with a params schema of its path's parameters (each a string) when it names none itself. */
function withPathParams<R extends Described>(route: R): R {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  if (names.length === 0 || route.request?.params) return route;
  const params = z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
  return { ...route, request: { ...route.request, params } };
}
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
export function publicRoute<const R extends Described>(config: R & BodyWords) {
  return createRoute(documented(withPathParams(config), [], {})) as unknown as WithPathParams<R>;
}

/** A route for any signed-in user: 401 before anything else. */
export function signedInRoute<const R extends Described>(config: R & SessionWords & BodyWords) {
  const { unauthenticated = authenticationRequired, ...described } = config;
  const route = withPathParams(described);
  const middleware: MiddlewareHandler<SignedInEnv> = async (c, next) => {
    const { sessionId } = await signedIn(c, unauthenticated, null);
    c.get("routeServices").activity?.seen(sessionId, null);
    await next();
  };
  return createRoute({
    ...documented(route, SIGNED_IN, {
      401: refusal(config.unauthenticated ? config.unauthenticated() : NO_SESSION),
      ...(takesInput(route.request) ? { 422: refusal(INVALID_INPUT) } : {}),
    }),
    middleware,
  }) as unknown as WithPathParams<R> & { middleware: typeof middleware };
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
export function clubRoute<const R extends Described>(
  config: R & ClubGuard & SessionWords & RefusalWords & BodyWords,
) {
  const {
    permission,
    denied,
    unauthenticated = authenticationRequired,
    forbidden,
    notFound,
    ...described
  } = config;
  const route = withPathParams(described);
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
    ...documented({ ...route, request }, SIGNED_IN, refusals),
    middleware,
    ...(permission === "any role" ? {} : { "x-permission": permission }),
  }) as unknown as WithPathParams<R> & { middleware: typeof middleware };
}

/**
 * Serves the OpenAPI document at /api/openapi.json (decision 040): this server's address, the session cookie
 * as the security scheme of the signed-in routes (its name as better-auth sets it for `appUrl`), and the
 * operations the routes describe.
 */
export function serveApiDocument(app: OpenAPIHono, appUrl: string): void {
  const secure = appUrl.startsWith("https://");
  app.openAPIRegistry.registerComponent("securitySchemes", SESSION_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: `${secure ? "__Secure-" : ""}better-auth.session_token`,
    description:
      "The session cookie that signing in sets (POST /api/auth/sign-in/email with the e-mail address and the password, as JSON). Every route that names it answers 401 without a valid session.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", POSTMARK_BASIC, {
    type: "http",
    scheme: "basic",
    description: "Postmark's webhooks: any user name, POSTMARK_WEBHOOK_TOKEN as the password.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", POSTMARK_TOKEN, {
    type: "apiKey",
    in: "query",
    name: "token",
    description:
      "Postmark's webhooks: POSTMARK_WEBHOOK_TOKEN in the address, where basic auth cannot be set.",
  });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Clubhouse API",
      version: "0.1.0",
      description:
        "The API of Clubhouse. Identity lives under /api/auth. Every refusal has the body of ApiError: a code, a title to show, and the fields that failed.",
      license: { name: "AGPL-3.0-only", url: "https://www.gnu.org/licenses/agpl-3.0.html" },
    },
    servers: [{ url: new URL(appUrl).origin, description: "This Clubhouse" }],
  });
}

type Verb = "get" | "post" | "put" | "patch" | "delete";
/** What a module writes of a route once its kind, tags, method and path are given. */
type Words = Omit<Described, "method" | "path" | "tags">;
type Declared<M extends Verb, P extends string, C> = C & { method: M; path: P; tags: string[] };
type PublicVerb<M extends Verb> = <const P extends string, const C extends Words>(
  path: P,
  config: C & BodyWords,
) => WithPathParams<Declared<M, P, C>>;
type SignedInVerb<M extends Verb> = <const P extends string, const C extends Words>(
  path: P,
  config: C & SessionWords & BodyWords,
) => WithPathParams<Declared<M, P, C>> & { middleware: MiddlewareHandler<SignedInEnv> };
type ClubVerb<M extends Verb> = <const P extends string, const C extends Words>(
  path: P,
  config: C & SessionWords & RefusalWords & BodyWords,
) => WithPathParams<Declared<M, P, C>> & { middleware: MiddlewareHandler<ClubEnv> };
type Verbs<Of extends { [M in Verb]: unknown }> = { [M in Verb]: Of[M] };

/** Each method of one kind of route, from the function that describes a route of it. */
function verbs<Of extends { [M in Verb]: unknown }>(
  describe: (method: Verb, path: string, config: Words) => unknown,
): Verbs<Of> {
  const of = (method: Verb) => (path: string, config: Words) => describe(method, path, config);
  return {
    get: of("get"),
    post: of("post"),
    put: of("put"),
    patch: of("patch"),
    delete: of("delete"),
  } as unknown as Verbs<Of>;
}

/**
 * The routes of one part of the API, under its tags in the document: `api.public.get(path, …)`,
 * `api.signedIn.post(path, …)`, and `api.club(guard).patch(path, …)` for a club route that `guard` lets in
 * (a permission with its refusal, or any role). Each is `publicRoute`, `signedInRoute` or `clubRoute` with
 * the method, the path and the tags filled in.
 */
export function routesTagged(...tags: string[]) {
  return {
    public: verbs<{ [M in Verb]: PublicVerb<M> }>((method, path, config) =>
      publicRoute({ method, path, tags, ...config }),
    ),
    signedIn: verbs<{ [M in Verb]: SignedInVerb<M> }>((method, path, config) =>
      signedInRoute({ method, path, tags, ...config }),
    ),
    club: (guard: ClubGuard) =>
      verbs<{ [M in Verb]: ClubVerb<M> }>((method, path, config) =>
        clubRoute({ method, path, tags, ...config, ...guard } as Described & ClubGuard),
      ),
  };
}

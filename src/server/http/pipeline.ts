import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { ApiErrorBody } from "../../shared/errors.ts";
import { AppError, errorBody, statusOfCode, validationFailed } from "../errors.ts";
import { localeOfRequest, t, withLocale } from "../i18n.ts";
import { requestStarted } from "../jobs/yield.ts";
import type { Logger } from "../logger.ts";
import type { AppContext } from "./app-context.ts";
import { testClientAddresses } from "./client-ip.ts";
import { compressResponses } from "./compression.ts";
import { isLocalRequest } from "./local-only.ts";
import { requestBodyLimit } from "./route.ts";
import { isBuiltSubresource } from "./spa.ts";
import { requireUtf8Json } from "./utf8-body.ts";

/** The app, whose validation failures answer 422 with a message per field (decision 001). */
export function createOpenApiApp(): OpenAPIHono {
  return new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) {
        throw validationFailed(
          result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
        );
      }
    },
  });
}

/** What the pipeline needs from the modules, which infrastructure does not import (decision 047). */
export interface PipelineHooks {
  /** The security events of every answer, after it is made (the security module's monitor). */
  observe: MiddlewareHandler;
  /** The routes that read their bodies themselves (the logo and favicon uploads, the members import). */
  readsOwnBody(method: string, path: string): boolean;
  /** Extra origins allowed to make changes (the Vite dev server in development). */
  extraTrustedOrigins?: string[];
}

/** What runs around every request, before any route (decisions 018, 021, 022, 037, 040, 047). */
export function mountRequestPipeline(app: OpenAPIHono, ctx: AppContext, hooks: PipelineHooks): void {
  const { env, logger } = ctx;
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: env.APP_URL.startsWith("https://")
      ? "max-age=31536000; includeSubDomains"
      : false,
    crossOriginEmbedderPolicy: false,
    // A route that sets one of these headers itself keeps its own (the stricter policy of /files).
    overwrite: false,
  });
  // Every answer in the request's language: the web app names the one on screen (decision 022). The errors'
  // titles and the schemas' messages are written in it where they are made.
  // On PGlite the requests and the jobs share one connection: a big job's batches let the requests under way
  // answer before the next batch (jobs/yield.ts, decision 037).
  if (ctx.database.kind === "pglite") {
    app.use("*", async (_c, next) => {
      const ended = requestStarted();
      try {
        await next();
      } finally {
        ended();
      }
    });
  }
  // Browser test runs only: each test names the client address it stands for (decision 047).
  if (env.E2E_TEST_HOOKS && ctx.devMailbox) {
    app.use(
      "*",
      testClientAddresses((c) => isLocalRequest(c, ctx.trustProxy)),
    );
  }
  app.use("*", (c, next) => withLocale(localeOfRequest(c.req.header("accept-language")), next));
  // Security events of every answer, after it is made (issue 17): a 500 is a critical error, a 429 a rate
  // limit, and a 401, 403 or 404 of a club's API route counts towards a sweep of refused requests.
  app.use("*", hooks.observe);
  // A built script, stylesheet, font or image is never a document: the policies that govern documents (CSP,
  // framing, referrer, opener) do nothing on it, and on a phone's slow line their 850 bytes came with each of
  // the first screen's files. It keeps what applies to a subresource (decision 018).
  app.use("*", (c, next) => {
    if (!isBuiltSubresource(c.req.path)) return documentHeaders(c, next);
    return next().then(() => {
      c.res.headers.set("X-Content-Type-Options", "nosniff");
      c.res.headers.set("Cross-Origin-Resource-Policy", "same-origin");
    });
  });
  app.use("/api/*", compressResponses());
  // API answers carry personal data: no browser or shared cache keeps them, errors included, unless a route
  // says otherwise (decision 021).
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  // The logo and favicon uploads read their bodies themselves, up to a little over 2 MB; the members
  // import reads its CSV file itself, up to IMPORT_MAX_BYTES.
  // Every other body is read up to its route's limit (1 MB, 2 MB with rich text), and a JSON one must be UTF-8
  // and nest at most 32 levels (decision 040).
  app.use("/api/*", (c, next) =>
    hooks.readsOwnBody(c.req.method, c.req.path)
      ? next()
      : requestBodyLimit(c, () => requireUtf8Json(c, next)),
  );
  // Changes come only from the app's own pages: a browser names the page's origin on every POST, PUT,
  // PATCH and DELETE, and one from another site is refused (a plain HTML form can post multipart uploads
  // without a CORS preflight). Requests without an Origin (scripts, curl) are not browsers' and pass.
  const trustedOrigins = new Set([new URL(env.APP_URL).origin, ...(hooks.extraTrustedOrigins ?? [])]);
  app.use("/api/*", async (c, next) => {
    const origin = c.req.header("origin");
    const safe = c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS";
    if (!safe && origin && !trustedOrigins.has(origin) && !c.req.path.startsWith("/api/auth/")) {
      throw new AppError("FORBIDDEN", t("errors").otherSite);
    }
    await next();
  });
  app.use("/api/*", async (c, next) => {
    const started = performance.now();
    await next();
    logger.debug(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
}

/**
 * The title of a 400 that Hono raised, in the request's language: its JSON reader's refusal has words of its
 * own; another (English) message of Hono's is kept as it is.
 */
function badRequestTitle(message: string): string {
  const errors = t("errors");
  if (message === "Malformed JSON in request body") return errors.malformedJson;
  return message || errors.badRequest;
}

/** Every error as the error body of decision 001: an AppError as it says, Hono's 4xx in words, else a 500. */
export function answerErrors(app: OpenAPIHono, logger: Logger): void {
  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) c.header("Retry-After", String(error.extra.retryAfterSeconds));
      return c.json(errorBody(error), statusOfCode[error.code]);
    }
    const errors = t("errors");
    if (error instanceof HTTPException && error.status === 413) {
      return c.json({ code: "BAD_REQUEST", title: errors.requestTooLarge } satisfies ApiErrorBody, 413);
    }
    // @hono/zod-openapi's refusal of a body in a content type the route does not read.
    if (error instanceof HTTPException && error.status === 415) {
      return c.json({ code: "BAD_REQUEST", title: errors.unsupportedMediaType } satisfies ApiErrorBody, 415);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { code: "BAD_REQUEST", title: badRequestTitle(error.message) } satisfies ApiErrorBody,
        400,
      );
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, "unhandled error");
    return c.json({ code: "INTERNAL", title: errors.internal } satisfies ApiErrorBody, 500);
  });
}

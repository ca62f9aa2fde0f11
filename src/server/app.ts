import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { rateLimitMessage } from "../shared/auth.ts";
import type { ApiErrorBody } from "../shared/errors.ts";
import { type Auth, CLIENT_IP_HEADER, createAuth, type SignInEvent } from "./auth/auth.ts";
import { clearSignInFailures, recordSignInFailure, secondsUntilSignInAllowed } from "./auth/sign-in-limit.ts";
import { Clock } from "./clock.ts";
import { SecretBox } from "./crypto/secret-box.ts";
import type { Database } from "./db/client.ts";
import { configuredOAuthProviders, type Env } from "./env.ts";
import { AppError, errorBody, statusOfCode } from "./errors.ts";
import { clientIp } from "./http/client-ip.ts";
import { compressResponses } from "./http/compression.ts";
import { mountSpa } from "./http/spa.ts";
import { testHookRoutes } from "./http/test-hooks.ts";
import type { Logger } from "./logger.ts";
import { mailboxRoutes } from "./mail/mailbox.routes.ts";
import type { Mailer } from "./mail/mailer.ts";
import { adminsRoutes } from "./modules/admins/admins.routes.ts";
import { brandingRoutes, isBrandingUpload } from "./modules/branding/branding.routes.ts";
import { clubsRoutes } from "./modules/clubs/clubs.routes.ts";
import { invitationsRoutes } from "./modules/invitations/invitations.routes.ts";
import { completePendingInvitation } from "./modules/invitations/invitations.service.ts";
import { meRoutes } from "./modules/me/me.routes.ts";
import { isMembersImport, membersImportRoutes } from "./modules/members/members.import.routes.ts";
import { membersRoutes } from "./modules/members/members.routes.ts";
import { membershipTypesRoutes } from "./modules/memberships/membership-types.routes.ts";
import { membershipsRoutes } from "./modules/memberships/memberships.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { defaultWebDir } from "./paths.ts";
import type { FileStore } from "./storage/file-store.ts";
import { filesRoutes } from "./storage/files.routes.ts";
import { createFileStore } from "./storage/select-store.ts";

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  /** True when e-mail goes to the development mailbox. */
  devMailbox: boolean;
  /** Folder of the built web app; the SPA is served when it holds an index.html. */
  webDir?: string;
  /** Extra origins allowed to call the auth API (the Vite dev server in development). */
  extraTrustedOrigins?: string[];
  /** Where uploaded files live; by default the one `createFileStore` picks (S3 bucket or `DATA_DIR/files`). */
  fileStore?: FileStore;
  /** The time of invitation expiry; browser tests move it through /api/test/clock. */
  clock?: Clock;
}

export interface BuiltApp {
  app: OpenAPIHono;
  auth: Auth;
  /** The store the app uses, for start-up to `check()`. */
  fileStore: FileStore;
}

export function createApp(deps: AppDeps): BuiltApp {
  const { env, database, logger, mailer } = deps;
  const db = database.db;
  const clock = deps.clock ?? new Clock();
  // Spec section 4: the first sign-in of an account created from an invitation joins its club.
  const completeInvitation = async (event: SignInEvent) => {
    try {
      await completePendingInvitation(db, event.userId, {
        actorId: event.userId,
        ipAddress: event.ipAddress,
        userAgent: event.userAgent,
      });
    } catch (error) {
      // The sign-in stands; the next one tries again.
      logger.error({ err: error, userId: event.userId }, "Failed to complete the pending invitation");
    }
  };
  const auth = createAuth(db, env, mailer, deps.extraTrustedOrigins, completeInvitation);
  const files = deps.fileStore ?? createFileStore(env, logger);

  const app = new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError("VALIDATION_FAILED", "Some fields are not valid.", {
          fields: result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
        });
      }
    },
  });

  app.use(
    "*",
    secureHeaders({
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
    }),
  );
  app.use("/api/*", compressResponses());
  const jsonBodyLimit = bodyLimit({ maxSize: 1024 * 1024 });
  // The logo and favicon uploads read their bodies themselves, up to a little over 2 MB; the members
  // import reads its CSV file itself, up to IMPORT_MAX_BYTES.
  app.use("/api/*", (c, next) =>
    isBrandingUpload(c.req.method, c.req.path) || isMembersImport(c.req.method, c.req.path)
      ? next()
      : jsonBodyLimit(c, next),
  );
  // Changes come only from the app's own pages: a browser names the page's origin on every POST, PUT,
  // PATCH and DELETE, and one from another site is refused (a plain HTML form can post multipart uploads
  // without a CORS preflight). Requests without an Origin (scripts, curl) are not browsers' and pass.
  const trustedOrigins = new Set([new URL(env.APP_URL).origin, ...(deps.extraTrustedOrigins ?? [])]);
  app.use("/api/*", async (c, next) => {
    const origin = c.req.header("origin");
    const safe = c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS";
    if (!safe && origin && !trustedOrigins.has(origin) && !c.req.path.startsWith("/api/auth/")) {
      throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
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

  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds) c.header("Retry-After", String(error.extra.retryAfterSeconds));
      return c.json(errorBody(error), statusOfCode[error.code]);
    }
    if (error instanceof HTTPException && error.status === 413) {
      return c.json({ code: "BAD_REQUEST", title: "The request is too large." } satisfies ApiErrorBody, 413);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(
        { code: "BAD_REQUEST", title: error.message || "Bad request." } satisfies ApiErrorBody,
        400,
      );
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, "unhandled error");
    return c.json({ code: "INTERNAL", title: "Internal Server Error" } satisfies ApiErrorBody, 500);
  });

  app.route(
    "/",
    systemRoutes(database, { oauthProviders: configuredOAuthProviders(env), devMailbox: deps.devMailbox }),
  );

  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const raw = c.req.raw;
    const ip = clientIp(c, env.TRUST_PROXY);
    const headers = new Headers(raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const body = raw.method === "POST" ? await raw.arrayBuffer() : undefined;
    const request = new Request(raw.url, { method: raw.method, headers, body });

    if (raw.method !== "POST" || c.req.path !== "/api/auth/sign-in/email") return auth.handler(request);

    // A sixth wrong password for one account inside a minute is refused, on every instance alike.
    const email = emailOf(body);
    if (email) {
      const wait = await secondsUntilSignInAllowed(db, email);
      if (wait > 0) throw new AppError("RATE_LIMITED", rateLimitMessage(wait), { retryAfterSeconds: wait });
    }
    const response = await auth.handler(request);
    if (email && response.status === 401) await recordSignInFailure(db, email, ip);
    else if (email && response.ok) await clearSignInFailures(db, email);
    return response;
  });

  app.route("/", meRoutes(auth));
  app.route("/", clubsRoutes(auth, db, env.TRUST_PROXY, files));
  app.route("/", brandingRoutes(auth, { db, files, logger }, env.TRUST_PROXY));
  app.route("/", adminsRoutes(auth, db, env.TRUST_PROXY));
  app.route("/", membershipTypesRoutes(auth, db, env.TRUST_PROXY));
  app.route("/", membershipsRoutes(auth, { db, clock }, env.TRUST_PROXY));
  app.route("/", membersImportRoutes(auth, { db, logger }, env.TRUST_PROXY));
  app.route("/", membersRoutes(auth, db, env.TRUST_PROXY));
  app.route(
    "/",
    invitationsRoutes(auth, { db, mailer, clock, appUrl: env.APP_URL, logger }, env.TRUST_PROXY),
  );
  // Browser tests only, and never where e-mail really goes out (a production set-up).
  if (env.E2E_TEST_HOOKS && deps.devMailbox) app.route("/api/test", testHookRoutes(clock));
  app.route("/", paymentsRoutes(auth, db, new SecretBox(env.PAYMENT_ENCRYPTION_KEY), env.TRUST_PROXY));

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Clubhouse API",
      version: "0.1.0",
      description: "The API of Clubhouse. Identity lives under /api/auth.",
    },
  });

  if (deps.devMailbox) app.route("/dev/mailbox", mailboxRoutes(db, env.TRUST_PROXY));

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", "Not Found");
  });
  app.route("/", filesRoutes(files));
  mountSpa(app, deps.webDir ?? defaultWebDir);
  return { app, auth, fileStore: files };
}

function emailOf(body: ArrayBuffer | undefined): string | undefined {
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { email?: unknown };
    return typeof parsed.email === "string" ? parsed.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { ApiErrorBody } from "../shared/errors.ts";
import { type Auth, createAuth, type SignInEvent } from "./auth/auth.ts";
import { authProxy } from "./auth/auth-proxy.ts";
import { createSessionReader } from "./auth/session-reader.ts";
import { Clock } from "./clock.ts";
import { SecretBox } from "./crypto/secret-box.ts";
import type { Database } from "./db/client.ts";
import { configuredOAuthProviders, type Env, stripeApiAddress } from "./env.ts";
import { AppError, errorBody, statusOfCode, validationFailed } from "./errors.ts";
import { testClientAddresses } from "./http/client-ip.ts";
import { compressResponses } from "./http/compression.ts";
import { isLocalRequest } from "./http/local-only.ts";
import { provideRouteServices, requestBodyLimit, serveApiDocument } from "./http/route.ts";
import { isBuiltSubresource, mountSpa } from "./http/spa.ts";
import { testHookRoutes } from "./http/test-hooks.ts";
import { requireUtf8Json } from "./http/utf8-body.ts";
import { localeOfRequest, t, withLocale } from "./i18n.ts";
import type { JobQueue } from "./jobs/queue.ts";
import { requestStarted } from "./jobs/yield.ts";
import type { Logger } from "./logger.ts";
import { mailboxRoutes } from "./mail/mailbox.routes.ts";
import type { Mailer } from "./mail/mailer.ts";
import { PostmarkDomains } from "./mail/postmark-domains.ts";
import { adminsRoutes } from "./modules/admins/admins.routes.ts";
import { auditLogsRoutes } from "./modules/audit/audit-logs.routes.ts";
import { auditEventsRoutes } from "./modules/audit-events/audit-events.routes.ts";
import { billingRoutes } from "./modules/billing/billing.routes.ts";
import { onlinePaymentRoutes } from "./modules/billing/online.routes.ts";
import { brandingRoutes, isBrandingUpload } from "./modules/branding/branding.routes.ts";
import { clubExportRoutes } from "./modules/club-export/club-export.routes.ts";
import { clubsRoutes } from "./modules/clubs/clubs.routes.ts";
import { dnsServers, txtLookup } from "./modules/communications/domain.dns.ts";
import { domainRoutes } from "./modules/communications/domain.routes.ts";
import { messagesRoutes } from "./modules/communications/messages.routes.ts";
import { templatesRoutes } from "./modules/communications/templates.routes.ts";
import { unsubscribeRoutes } from "./modules/communications/unsubscribe.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { golfRoutes } from "./modules/golf/golf.routes.ts";
import { homeRoutes } from "./modules/home/home.routes.ts";
import { invitationsRoutes } from "./modules/invitations/invitations.routes.ts";
import { completePendingInvitation } from "./modules/invitations/invitations.service.ts";
import { joiningRoutes } from "./modules/joining/joining.routes.ts";
import { meRoutes } from "./modules/me/me.routes.ts";
import { isMembersImport, membersImportRoutes } from "./modules/members/members.import.routes.ts";
import { membersRoutes } from "./modules/members/members.routes.ts";
import { membershipTypesRoutes } from "./modules/memberships/membership-types.routes.ts";
import { membershipsRoutes } from "./modules/memberships/memberships.routes.ts";
import { ownershipTransferRoutes } from "./modules/ownership-transfer/ownership-transfer.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { SecurityMonitor } from "./modules/security/security.monitor.ts";
import { securityRoutes } from "./modules/security/security.routes.ts";
import { ActivityTracker } from "./modules/sessions/activity.ts";
import { sessionHooks } from "./modules/sessions/sessions.service.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { timeZoneRoutes } from "./modules/system/time-zones.routes.ts";
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
  /** The job queue, for work a request hands on (an invoice's e-mail with its PDF). */
  queue: Pick<JobQueue, "send">;
  /** Keeps sessions' last activity current; one of the app's own by default (tests pass theirs, with a clock). */
  activity?: ActivityTracker;
}

export interface BuiltApp {
  app: OpenAPIHono;
  auth: Auth;
  /** The store the app uses, for start-up to `check()`. */
  fileStore: FileStore;
  /** The server's security events, written after each answer (tests wait for them with `idle()`). */
  security: SecurityMonitor;
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
  const auth = createAuth(db, env, mailer, {
    sessions: sessionHooks(db, logger),
    logger,
    extraTrustedOrigins: deps.extraTrustedOrigins,
    onSignIn: completeInvitation,
  });
  const files = deps.fileStore ?? createFileStore(env, logger);
  const security = new SecurityMonitor({
    db,
    clock,
    logger,
    mailer,
    appUrl: env.APP_URL,
    trustProxy: env.TRUST_PROXY,
  });

  const app = new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) {
        throw validationFailed(
          result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
        );
      }
    },
  });

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
  if (database.kind === "pglite") {
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
  if (env.E2E_TEST_HOOKS && deps.devMailbox) {
    app.use(
      "*",
      testClientAddresses((c) => isLocalRequest(c, env.TRUST_PROXY)),
    );
  }
  app.use("*", (c, next) => withLocale(localeOfRequest(c.req.header("accept-language")), next));
  // Security events of every answer, after it is made (issue 17): a 500 is a critical error, a 429 a rate
  // limit, and a 401, 403 or 404 of a club's API route counts towards a sweep of refused requests.
  app.use("*", security.observe());
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
    isBrandingUpload(c.req.method, c.req.path) || isMembersImport(c.req.method, c.req.path)
      ? next()
      : requestBodyLimit(c, () => requireUtf8Json(c, next)),
  );
  // Changes come only from the app's own pages: a browser names the page's origin on every POST, PUT,
  // PATCH and DELETE, and one from another site is refused (a plain HTML form can post multipart uploads
  // without a CORS preflight). Requests without an Origin (scripts, curl) are not browsers' and pass.
  const trustedOrigins = new Set([new URL(env.APP_URL).origin, ...(deps.extraTrustedOrigins ?? [])]);
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

  // What the web app needs before anyone signs in: answered at /api/public-config and written into the page.
  const publicConfig = { oauthProviders: configuredOAuthProviders(env), devMailbox: deps.devMailbox };
  app.route("/", systemRoutes(database, publicConfig));

  app.route("/", timeZoneRoutes());
  app.on(["GET", "POST"], "/api/auth/*", authProxy({ auth, db, trustProxy: env.TRUST_PROXY, security }));

  // The route guards (src/server/http/route.ts) find the session and the club's access through these.
  const activity = deps.activity ?? new ActivityTracker(db, logger, () => clock.now().getTime());
  app.use("/api/*", provideRouteServices({ db, sessions: createSessionReader(auth, db), activity }));
  app.route("/", meRoutes());
  app.route("/", auditEventsRoutes(db, env.TRUST_PROXY));
  app.route("/", clubsRoutes(db, env.TRUST_PROXY, files));
  app.route("/", brandingRoutes({ db, files, logger }, env.TRUST_PROXY));
  app.route("/", adminsRoutes(db, env.TRUST_PROXY));
  app.route("/", membershipTypesRoutes(db, env.TRUST_PROXY));
  app.route("/", membershipsRoutes({ db, clock, mailer, appUrl: env.APP_URL }, env.TRUST_PROXY));
  app.route("/", membersImportRoutes({ db, logger }, env.TRUST_PROXY));
  app.route("/", membersRoutes(db, env.TRUST_PROXY, deps.queue, { mailer, clock, appUrl: env.APP_URL }));
  app.route(
    "/",
    invitationsRoutes(auth, { db, mailer, clock, appUrl: env.APP_URL, logger }, env.TRUST_PROXY),
  );
  const golfDeps = {
    db,
    clock,
    mailer,
    appUrl: env.APP_URL,
    logger,
    trustProxy: env.TRUST_PROXY,
    calendarSecret: env.AUTH_SECRET,
  };
  app.route("/", golfRoutes(golfDeps));
  app.route("/", homeRoutes({ golf: golfDeps, queue: deps.queue }));
  // The payment gateways' credentials, sealed at rest (one key for every reader).
  const box = new SecretBox(env.PAYMENT_ENCRYPTION_KEY);
  app.route(
    "/",
    billingRoutes({
      db,
      clock,
      queue: deps.queue,
      files,
      box,
      logger,
      trustProxy: env.TRUST_PROXY,
      mail: { mailer, appUrl: env.APP_URL },
    }),
  );
  app.route("/", ownershipTransferRoutes({ db, mailer, clock, appUrl: env.APP_URL }, env.TRUST_PROXY));
  app.route("/", templatesRoutes({ db, clock, mailer, trustProxy: env.TRUST_PROXY }));
  // Joining online (issue 18): a club's public join page; its challenges are signed with the auth secret.
  app.route(
    "/",
    joiningRoutes(
      auth,
      {
        db,
        mailer,
        clock,
        box,
        queue: deps.queue,
        appUrl: env.APP_URL,
        secret: () => auth.$context.then((ctx) => ctx.secret),
      },
      env.TRUST_PROXY,
    ),
  );
  // Browser tests only, and never where e-mail really goes out (a production set-up).
  if (env.E2E_TEST_HOOKS && deps.devMailbox) app.route("/api/test", testHookRoutes(clock, env.TRUST_PROXY));
  app.route("/", paymentsRoutes(db, box, env.TRUST_PROXY));
  app.route("/", messagesRoutes({ db, queue: deps.queue, trustProxy: env.TRUST_PROXY }));
  app.route("/", securityRoutes({ db, clock, trustProxy: env.TRUST_PROXY }));
  app.route("/", auditLogsRoutes({ db, queue: deps.queue, files, clock }));
  app.route("/", clubExportRoutes({ db, queue: deps.queue, files, clock, trustProxy: env.TRUST_PROXY }));
  app.route("/", dashboardRoutes({ db, clock }));
  app.route(
    "/",
    unsubscribeRoutes({
      db,
      secret: env.AUTH_SECRET,
      trustProxy: env.TRUST_PROXY,
      webhookToken: env.POSTMARK_WEBHOOK_TOKEN,
    }),
  );
  app.route(
    "/",
    domainRoutes(
      {
        db,
        box,
        logger,
        lookup: txtLookup(dnsServers(env.DNS_SERVERS)),
        transport: env.POSTMARK_SERVER_TOKEN
          ? {
              kind: "postmark",
              domains: env.POSTMARK_ACCOUNT_TOKEN
                ? new PostmarkDomains(env.POSTMARK_ACCOUNT_TOKEN, env.POSTMARK_API_URL)
                : null,
            }
          : { kind: "own", spfInclude: env.MAIL_SPF_INCLUDE },
      },
      env.TRUST_PROXY,
    ),
  );
  app.route(
    "/",
    onlinePaymentRoutes({
      db,
      box,
      appUrl: env.APP_URL,
      logger,
      mailer,
      trustProxy: env.TRUST_PROXY,
      stripeApi: stripeApiAddress(env.STRIPE_API_URL),
    }),
  );

  serveApiDocument(app, env.APP_URL);

  if (deps.devMailbox) app.route("/dev/mailbox", mailboxRoutes(db, env.TRUST_PROXY));

  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", t("errors").notFound);
  });
  app.route("/", filesRoutes(files));
  mountSpa(app, deps.webDir ?? defaultWebDir, { publicConfig });
  return { app, auth, fileStore: files, security };
}

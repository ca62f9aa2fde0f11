import type { OpenAPIHono } from "@hono/zod-openapi";
import { completeSignIn, linkMembers, moduleRoutes, readsOwnBody } from "./app-modules.ts";
import { type Auth, createAuth } from "./auth/auth.ts";
import { authProxy } from "./auth/auth-proxy.ts";
import { createSessionReader } from "./auth/session-reader.ts";
import { Clock } from "./clock.ts";
import { SecretBox } from "./crypto/secret-box.ts";
import type { Database } from "./db/client.ts";
import { configuredOAuthProviders, type Env } from "./env.ts";
import { AppError } from "./errors.ts";
import type { AppContext } from "./http/app-context.ts";
import { answerErrors, createOpenApiApp, mountRequestPipeline } from "./http/pipeline.ts";
import { provideRouteServices, serveApiDocument } from "./http/route.ts";
import { mountSpa } from "./http/spa.ts";
import { testHookRoutes } from "./http/test-hooks.ts";
import { t } from "./i18n.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { Logger } from "./logger.ts";
import { mailboxRoutes } from "./mail/mailbox.routes.ts";
import type { Mailer } from "./mail/mailer.ts";
import { SecurityMonitor } from "./modules/security/security.monitor.ts";
import { ActivityTracker } from "./modules/sessions/activity.ts";
import { sessionHooks } from "./modules/sessions/sessions.service.ts";
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
 * The app: its context built once (decision 052), the request pipeline, the identity API, the route guards'
 * services, every module's routes (app-modules.ts) in one shape, the development tools, the files and the web app.
 */
export function createApp(deps: AppDeps): BuiltApp {
  const { env, database, logger } = deps;
  const db = database.db;
  const clock = deps.clock ?? new Clock();
  const auth = createAuth(db, env, deps.mailer, {
    sessions: sessionHooks(db, logger, clock),
    logger,
    extraTrustedOrigins: deps.extraTrustedOrigins,
    onSignIn: completeSignIn(db, logger, clock),
    onEmailVerified: linkMembers(db, logger, clock),
  });
  const ctx: AppContext = {
    env,
    database,
    db,
    clock,
    mailer: deps.mailer,
    files: deps.fileStore ?? createFileStore(env, logger),
    queue: deps.queue,
    logger,
    appUrl: env.APP_URL,
    trustProxy: env.TRUST_PROXY,
    box: new SecretBox(env.PAYMENT_ENCRYPTION_KEY),
    auth,
    devMailbox: deps.devMailbox,
    publicConfig: { oauthProviders: configuredOAuthProviders(env), devMailbox: deps.devMailbox },
  };
  const security = new SecurityMonitor(ctx);

  const app = createOpenApiApp();
  mountRequestPipeline(app, ctx, {
    observe: security.observe(),
    readsOwnBody,
    extraTrustedOrigins: deps.extraTrustedOrigins,
  });
  answerErrors(app, logger);

  app.on(
    ["GET", "POST"],
    "/api/auth/*",
    authProxy({ ...ctx, security, secureCookies: env.APP_URL.startsWith("https://") }),
  );
  // The route guards (src/server/http/route.ts) find the session and the club's access through these, and set
  // the request's audit context once.
  const activity = deps.activity ?? new ActivityTracker(db, logger, () => ctx.clock.now().getTime());
  const sessions = createSessionReader(auth, db);
  app.use("/api/*", provideRouteServices({ db, trustProxy: ctx.trustProxy, sessions, activity }));
  for (const routes of moduleRoutes) app.route("/", routes(ctx));
  // Browser tests only, and never where e-mail really goes out (a production set-up).
  if (env.E2E_TEST_HOOKS && deps.devMailbox) app.route("/api/test", testHookRoutes(ctx));
  serveApiDocument(app, env.APP_URL);
  if (deps.devMailbox) app.route("/dev/mailbox", mailboxRoutes(ctx));
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND", t("errors").notFound);
  });
  app.route("/", filesRoutes(ctx.files));
  mountSpa(app, deps.webDir ?? defaultWebDir, { publicConfig: ctx.publicConfig });
  return { app, auth, fileStore: ctx.files, security };
}

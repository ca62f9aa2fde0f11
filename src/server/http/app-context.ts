import type { OpenAPIHono } from "@hono/zod-openapi";
import type { PublicConfig } from "../../shared/public-config.ts";
import type { Auth } from "../auth/auth.ts";
import type { Clock } from "../clock.ts";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Database, Db } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { JobQueue } from "../jobs/queue.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { FileStore } from "../storage/file-store.ts";

/**
 * What the app's routes are given (decision 052): built once in `createApp`, the same object for every module.
 * A module takes what it needs from it; what only one module needs (the DNS resolvers of the sending domain, the
 * Stripe address, the calendar feed's secret) it derives from `env` inside itself.
 */
export interface AppContext {
  /** The settings, as `parseEnv` read them. */
  env: Env;
  /** The database with its kind (PGlite or PostgreSQL), for the health check. */
  database: Database;
  db: Db;
  /** The time of every rule: `clock.now()`, never `new Date()` (browser tests move it, /api/test/clock). */
  clock: Clock;
  /** The outbox: e-mail written in the transaction of the change. */
  mailer: Mailer;
  /** Where uploaded files live (S3 bucket or `DATA_DIR/files`). */
  files: FileStore;
  /** The job queue, for work a request hands on (an invoice's e-mail with its PDF, an export). */
  queue: Pick<JobQueue, "send">;
  logger: Logger;
  /** The app's public address (APP_URL), for links in e-mails. */
  appUrl: string;
  /** TRUST_PROXY: the caller's address is the first of X-Forwarded-For. */
  trustProxy: boolean;
  /** The payment gateways' credentials, sealed at rest (one key for every reader). */
  box: SecretBox;
  auth: Auth;
  /** True when e-mail goes to the development mailbox. */
  devMailbox: boolean;
  /** What the web app needs before anyone signs in (/api/public-config, written into the page). */
  publicConfig: PublicConfig;
}

/** The one shape of a module's routes: given the app's context, its routes, mounted at "/". */
export type ModuleRoutes = (ctx: AppContext) => OpenAPIHono;

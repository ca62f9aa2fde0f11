import { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type Http2Bindings, type HttpBindings, type ServerType, serve } from "@hono/node-server";
import { Clock } from "./clock.ts";
import { SecretBox } from "./crypto/secret-box.ts";
import { type Database, openDatabase } from "./db/client.ts";
import type { Env } from "./env.ts";
import { jobDefinitions } from "./job-registry.ts";
import { DAILY_DISPATCH_JOB } from "./jobs/daily.ts";
import { type Instance, registerInstance } from "./jobs/instance.ts";
import { JobQueue } from "./jobs/queue.ts";
import type { Logger } from "./logger.ts";
import { DELIVER_NOW, MAIL_OUTBOX_JOB, Mailer } from "./mail/mailer.ts";
import { defaultSender, selectTransport } from "./mail/select-transport.ts";
import { createFileStore } from "./storage/select-store.ts";

/**
 * An answer given before the request's body has all arrived (a 413 decided on the declared length, a 401 of
 * an upload that was never read) says `Connection: close`, and Node ends the connection once it is sent
 * (decision 040). Kept alive, the rest of the body would be read as the next request, so @hono/node-server
 * drained it for half a second and then dropped the connection it had just called keep-alive: a keep-alive
 * client's next request on it failed. An answer given after the whole body keeps the connection.
 */
type AppFetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;

function closingUnreadBodies(fetch: AppFetch) {
  return async (request: Request, env: HttpBindings | Http2Bindings): Promise<Response> => {
    const response = await fetch(request, env);
    if (env.outgoing instanceof ServerResponse && !env.incoming.complete)
      env.outgoing.shouldKeepAlive = false;
    return response;
  };
}

/**
 * How long an idle keep-alive connection stays open. Node's 5 s default closes a connection just as a client
 * that kept it sends its next request on it, which then fails with ECONNRESET (a browser test's API request
 * after a reload did, on a slow machine); proxies and load balancers keep theirs 60 s, so ours outlives theirs.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Serves `fetch` over HTTP on `port` (0: any free one) once it listens. */
export function listen(fetch: AppFetch, port: number, hostname: string): Promise<ServerType> {
  return new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: closingUnreadBodies(fetch), port, hostname }, () => resolve(s));
    if ("keepAliveTimeout" in s) {
      s.keepAliveTimeout = KEEP_ALIVE_MS;
      // Above the keep-alive time, or Node ends a connection that is waiting for its next request's headers.
      s.headersTimeout = KEEP_ALIVE_MS + 1_000;
    }
    s.once("error", reject);
  });
}

export interface RunningServer {
  url: string;
  database: Database;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations, starts the job queue and the HTTP server, then the workers. */
export async function startServer(
  env: Env,
  logger: Logger,
  options: { webDir?: string } = {},
): Promise<RunningServer> {
  const started = performance.now();
  // The database opens while the rest of the server's modules load (they take about as long).
  const opening = openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  const appModule = import("./app.ts");
  const database = await opening;
  const box = new SecretBox(env.PAYMENT_ENCRYPTION_KEY);
  const transport = selectTransport(env, database.db, box);
  const queue = new JobQueue(database, logger);
  const mailer = new Mailer(database.db, defaultSender(env), queue);
  const devMailbox = transport.name === "dev-mailbox";
  // The app's uploads and the jobs' documents (a club's logo on its invoices) read the same store.
  const fileStore = createFileStore(env, logger);
  // One clock for the requests' rules and the jobs' (the browser tests move it, /api/test/clock).
  const clock = new Clock();
  let instance: Instance | undefined;
  let built: ReturnType<Awaited<typeof appModule>["createApp"]>;
  try {
    await database.migrate();
    instance = await registerInstance(database);
    // The job queue's tables and every job of job-registry.ts (decision 015).
    await queue.start(
      jobDefinitions({
        db: database.db,
        queue,
        transport,
        logger,
        instance,
        now: () => clock.now(),
        appUrl: env.APP_URL,
        mailFrom: defaultSender(env),
        files: fileStore,
        box,
        authSecret: env.AUTH_SECRET,
        stripeApiUrl: env.STRIPE_API_URL,
        bulkPerMinute: env.MAIL_BULK_PER_MINUTE,
      }),
    );
    const { createApp } = await appModule;
    built = createApp({
      env,
      database,
      logger,
      mailer,
      devMailbox,
      webDir: options.webDir,
      fileStore,
      queue,
      clock,
      extraTrustedOrigins: env.NODE_ENV === "development" ? ["http://localhost:5173"] : [],
    });
    // A bucket that does not answer stops start-up with the setting to look at (decision 016).
    await built.fileStore.check();
  } catch (error) {
    await queue.stop();
    await instance?.release();
    await database.close();
    throw error;
  }
  const { app } = built;
  if (devMailbox) {
    logger.warn(
      `E-mail is not delivered: no POSTMARK_SERVER_TOKEN or SMTP_URL is set, so messages are kept in the development mailbox at ${env.APP_URL}/dev/mailbox`,
    );
  }

  const server = await listen(app.fetch, env.PORT, env.HOST).catch(async (error: NodeJS.ErrnoException) => {
    await queue.stop();
    await instance.release();
    await database.close();
    if (error.code === "EADDRINUSE") {
      throw new Error(`Port ${env.PORT} is already in use: stop what uses it or set PORT to another port.`);
    }
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  await queue.work();
  // At once rather than at the next tick: mail that was being sent when the last process stopped, and the
  // daily runs a server that was down has missed.
  await queue.send(MAIL_OUTBOX_JOB, {}, { singletonKey: DELIVER_NOW });
  await queue.send(DAILY_DISPATCH_JOB, {}, { singletonKey: "start" });
  logger.info(
    {
      database: database.kind,
      mail: transport.name,
      files: fileStore.name,
      instance: instance.number,
      ms: Math.round(performance.now() - started),
    },
    `Clubhouse is running at ${env.APP_URL} (listening on ${env.HOST}:${port})`,
  );

  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await queue.stop();
        await instance.release();
        await database.close();
      })();
      return stopping;
    },
  };
}

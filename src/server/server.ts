import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { type Database, openDatabase } from "./db/client.ts";
import type { Env } from "./env.ts";
import { JobRunner } from "./jobs/runner.ts";
import type { Logger } from "./logger.ts";
import { Mailer, OUTBOX_JOB } from "./mail/mailer.ts";
import { deliverDueMail } from "./mail/outbox.ts";
import { defaultSender, selectTransport } from "./mail/select-transport.ts";
import {
  advanceMemberships,
  MEMBERSHIPS_JOB,
  MEMBERSHIPS_JOB_INTERVAL_MS,
} from "./modules/memberships/memberships.job.ts";

export interface RunningServer {
  url: string;
  database: Database;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations, starts the jobs and the HTTP server. */
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
  let createApp: Awaited<typeof appModule>["createApp"];
  try {
    await database.migrate();
    ({ createApp } = await appModule);
  } catch (error) {
    await database.close();
    throw error;
  }

  const jobs = new JobRunner(logger);
  const transport = selectTransport(env, database.db);
  const mailer = new Mailer(database.db, defaultSender(env), jobs);
  jobs.every(OUTBOX_JOB, 5_000, () => deliverDueMail(database.db, transport, logger));
  // Memberships pass to grace and expire as each club's day changes; once at start, then every hour.
  jobs.every(MEMBERSHIPS_JOB, MEMBERSHIPS_JOB_INTERVAL_MS, async () => {
    const moved = await advanceMemberships(database.db, new Date());
    if (moved.grace || moved.expired) logger.info(moved, "Memberships moved to grace or expired");
  });
  const devMailbox = transport.name === "dev-mailbox";
  if (devMailbox) {
    logger.warn(
      `E-mail is not delivered: no POSTMARK_SERVER_TOKEN or SMTP_URL is set, so messages are kept in the development mailbox at ${env.APP_URL}/dev/mailbox`,
    );
  }

  const { app } = createApp({
    env,
    database,
    logger,
    mailer,
    devMailbox,
    webDir: options.webDir,
    extraTrustedOrigins: env.NODE_ENV === "development" ? ["http://localhost:5173"] : [],
  });

  const server: ServerType = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    s.once("error", reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    await jobs.stop();
    await database.close();
    if (error.code === "EADDRINUSE") {
      throw new Error(`Port ${env.PORT} is already in use: stop what uses it or set PORT to another port.`);
    }
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  jobs.nudge(MEMBERSHIPS_JOB);
  logger.info(
    { database: database.kind, mail: transport.name, ms: Math.round(performance.now() - started) },
    `Clubhouse is running at ${env.APP_URL} (listening on ${env.HOST}:${port})`,
  );

  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    database,
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await jobs.stop();
        await database.close();
      })();
      return stopping;
    },
  };
}

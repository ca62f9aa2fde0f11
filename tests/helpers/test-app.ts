import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { createApp } from "../../src/server/app.ts";
import { Clock } from "../../src/server/clock.ts";
import { SecretBox } from "../../src/server/crypto/secret-box.ts";
import type { Database } from "../../src/server/db/client.ts";
import { type Env, parseEnv } from "../../src/server/env.ts";
import { dailyClubJobs, jobDefinitions } from "../../src/server/job-registry.ts";
import { dispatchDailyJobs } from "../../src/server/jobs/daily.ts";
import { type Instance, registerInstance } from "../../src/server/jobs/instance.ts";
import { JobQueue } from "../../src/server/jobs/queue.ts";
import { createLogger } from "../../src/server/logger.ts";
import { DevMailboxTransport, getDevMail, listDevMail } from "../../src/server/mail/dev-mailbox.ts";
import { Mailer } from "../../src/server/mail/mailer.ts";
import { deliverDueMail } from "../../src/server/mail/outbox.ts";
import type { MailTransport } from "../../src/server/mail/transport.ts";
import { ActivityTracker } from "../../src/server/modules/sessions/activity.ts";
import { type FileStore, LocalFileStore } from "../../src/server/storage/file-store.ts";
import { openTestDatabase } from "./database.ts";

export const APP_URL = "http://localhost:3000";

export function testEnv(overrides: Record<string, string> = {}): Env {
  const parsed = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  return {
    ...parsed,
    APP_URL: parsed.APP_URL ?? APP_URL,
    DATA_DIR: "/nonexistent",
    AUTH_SECRET: parsed.AUTH_SECRET ?? "test-secret-test-secret-test-secret-0123",
    PAYMENT_ENCRYPTION_KEY: parsed.PAYMENT_ENCRYPTION_KEY ?? "iqel0C0lFSWRaOnLauh6CMMQBdc74qP6J5x1tiTrmTA=",
  };
}

export interface TestApp {
  /** The app itself, for a test that serves it over HTTP (`listen` of src/server/server.ts). */
  app: OpenAPIHono;
  database: Database;
  /**
   * The folder of this app's file store (a fresh temporary folder, removed by close()); it stays empty
   * when the app was given a store of its own (`fileStore` option).
   */
  filesDir: string;
  fileStore: FileStore;
  /** The app's clock of invitation expiry; move it with setOffset. */
  clock: Clock;
  /** The tracker of sessions' last activity, on `clock`'s time: `settled()` waits for its writes. */
  activity: ActivityTracker;
  /** The job queue, with every job of the registry defined but no worker: run them with `runDue`. */
  jobs: JobQueue;
  instance: Instance;
  /**
   * Runs the daily job `name` as the server would at `now`: the dispatcher sends the runs due in each club's
   * time zone, and they run here. Answers each run's result.
   */
  runDaily(name: string, now: Date): Promise<unknown[]>;
  /** A request through the app; `remoteAddress` plays the socket's peer address (none by default). */
  fetch(path: string, init?: RequestInit, remoteAddress?: string): Promise<Response>;
  /** Delivers what the outbox holds, as the outbox job would. */
  deliverMail(): Promise<{ sent: number; failed: number }>;
  /** Waits for the security events the answers so far left to write (they are written after the answer). */
  securityIdle(): Promise<void>;
  /**
   * Latest development-mailbox message to an address (optionally with a subject), after delivering the outbox.
   * better-auth may enqueue mail just after it answers, so this looks again for up to a second.
   */
  lastMailTo(
    email: string,
    subject?: string,
  ): Promise<{ subject: string; html: string; text: string } | undefined>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    transport?: (db: Database["db"]) => MailTransport;
    webDir?: string;
    /** The app's file store instead of a LocalFileStore in `filesDir` (an S3FileStore on a test server). */
    fileStore?: FileStore;
    /** The big jobs' batch size and the renewal reminders' backlog per day (decision 037), made small. */
    jobs?: { batchRows?: number; reminderBacklogPerDay?: number };
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const env = testEnv(options.env);
  const logger = createLogger(process.env.TEST_LOG ?? "silent");
  const transport = options.transport?.(database.db) ?? new DevMailboxTransport(database.db);
  const instance = await registerInstance(database);
  const filesDir = await mkdtemp(path.join(tmpdir(), "clubhouse-files-"));
  const fileStore =
    options.fileStore ??
    new LocalFileStore({ root: filesDir, publicBaseUrl: `${env.APP_URL}/files`, logger });
  // The real queue on this database, without its clock or maintenance: tests run jobs when they choose.
  const jobs = new JobQueue(database, logger, { schedule: false, supervise: false });
  // One clock for the requests and the jobs, as server.ts has (decision 052): a test that moves it moves both.
  const clock = new Clock();
  await jobs.start(
    jobDefinitions({
      db: database.db,
      queue: jobs,
      transport,
      logger,
      instance,
      now: () => clock.now(),
      appUrl: env.APP_URL,
      mailFrom: "Clubhouse <no-reply@clubhouse.test>",
      files: fileStore,
      box: new SecretBox(env.PAYMENT_ENCRYPTION_KEY),
      authSecret: env.AUTH_SECRET,
      stripeApiUrl: env.STRIPE_API_URL,
      bulkPerMinute: env.MAIL_BULK_PER_MINUTE,
      ...options.jobs,
    }),
  );
  const mailer = new Mailer(database.db, "Clubhouse <no-reply@clubhouse.test>", jobs);
  const activity = new ActivityTracker(database.db, logger, () => clock.now().getTime());
  const { app, security } = createApp({
    clock,
    activity,
    env,
    database,
    logger,
    mailer,
    devMailbox: transport.name === "dev-mailbox",
    webDir: options.webDir ?? "/nonexistent",
    fileStore,
    queue: jobs,
  });
  const deliverMail = () =>
    deliverDueMail(database.db, transport, logger, instance.number, 10, env.MAIL_BULK_PER_MINUTE);
  return {
    app,
    database,
    filesDir,
    fileStore,
    clock,
    activity,
    jobs,
    instance,
    async runDaily(name, now) {
      const job = dailyClubJobs.filter((j) => j.name === name);
      if (job.length === 0) throw new Error(`No daily job is named ${name}`);
      await dispatchDailyJobs(database.db, jobs, job, now);
      return jobs.runDue(name);
    },
    fetch: async (path, init = {}, remoteAddress) => {
      const headers = new Headers(init.headers);
      if (!headers.has("origin")) headers.set("origin", env.APP_URL);
      const bindings = remoteAddress
        ? { incoming: { socket: { remoteAddress, remoteFamily: "IPv4" } } }
        : undefined;
      return app.request(`${env.APP_URL}${path}`, { ...init, headers }, bindings);
    },
    deliverMail,
    securityIdle: () => security.idle(),
    async lastMailTo(email, subject) {
      for (let i = 0; i < 10; i++) {
        await deliverMail();
        const rows = await listDevMail(database.db);
        const row = rows.find((r) => r.toAddress === email && (!subject || r.subject === subject));
        if (row) return getDevMail(database.db, row.id);
        await new Promise((r) => setTimeout(r, 100));
      }
      return undefined;
    },
    async close() {
      await security.idle();
      await jobs.stop();
      await instance.release();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: keeps cookies between requests. */
export class Client {
  private readonly cookies = new Map<string, string>();
  constructor(
    private readonly t: TestApp,
    private readonly ip = "203.0.113.10",
  ) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    headers.set("x-forwarded-for", this.ip);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await this.t.fetch(path, { ...init, headers, body, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  post(path: string, json: unknown) {
    return this.request(path, { method: "POST", json });
  }

  async session(): Promise<{
    user: { email: string; firstName: string; lastName: string; name: string };
  } | null> {
    const res = await this.request("/api/auth/get-session");
    return (await res.json()) as never;
  }
}

export function linkIn(text: string, pattern: RegExp): string {
  const match = pattern.exec(text);
  if (!match) throw new Error(`No link matching ${pattern} in:\n${text}`);
  return match[0];
}

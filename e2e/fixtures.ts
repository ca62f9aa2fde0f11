import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test as base, type TestInfo } from "@playwright/test";
import { TEST_CLIENT_HEADER } from "../src/server/http/client-ip.ts";
import { createScratchDatabase } from "../tests/helpers/postgres.ts";
import {
  E2E_DATA_TEMPLATE,
  E2E_POSTGRES_DATA_TEMPLATE,
  E2E_POSTGRES_TEMPLATE,
  freePort,
  serverEnvironment,
  waitForHealth,
} from "./server.ts";

export { expect } from "@playwright/test";

export type E2eDatabase = "pglite" | "postgres";

/** The app a worker tests: the built server on a port, a data folder and a database of its own. */
export interface E2eServer {
  url: string;
  database: E2eDatabase;
}

interface WorkerFixtures {
  /** Which database this project's servers use (playwright.config.ts). */
  database: E2eDatabase;
  /**
   * More environment for the worker's server: a spec that needs it (STRIPE_API_URL of a local Stripe) extends
   * `test` with a worker fixture of this name, and gets workers of its own.
   */
  serverEnv: Record<string, string>;
  server: E2eServer;
  /** The worker's server address, for the set-up of a spec file (beforeAll has no baseURL). */
  serverUrl: string;
}

const root = path.resolve(import.meta.dirname, "..");

/**
 * The client address a test stands for (decision 047): 10.x.y.z from the test's id, its retry and its repeat,
 * so that each test meets the per-address limits (sign-in, sign-up) as one person would, not after every test
 * before it on the worker. Sent in X-Clubhouse-Test-Client with every request of the test's browser contexts
 * and API requests; the server started with E2E_TEST_HOOKS takes it as the request's address.
 */
export function testClientAddress(info: Pick<TestInfo, "testId" | "retry" | "repeatEachIndex">): string {
  const digest = createHash("sha256").update(`${info.testId}/${info.retry}/${info.repeatEachIndex}`).digest();
  return `10.${digest[0]}.${digest[1]}.${((digest[2] ?? 0) % 254) + 1}`;
}

/**
 * One server per worker (decision 017): the bundle `npm start` runs (built by global-setup.ts), with its own
 * port, data folder and database (PGlite in the folder, or a new PostgreSQL database), so that workers run
 * side by side without sharing sessions, rate limits or the development mailbox.
 */
export const test = base.extend<{ baseURL: string }, WorkerFixtures>({
  database: ["pglite", { option: true, scope: "worker" }],
  serverEnv: [{}, { option: true, scope: "worker" }],
  server: [
    async ({ database, serverEnv }, use, workerInfo) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = await mkdtemp(path.join(tmpdir(), `clubhouse-e2e-${database}-`));
      const postgresUrl = process.env.E2E_POSTGRES_URL;
      if (database === "postgres" && !postgresUrl) {
        throw new Error(
          "The postgres project needs E2E_POSTGRES_URL (a PostgreSQL server to create databases on).",
        );
      }
      const postgres =
        database === "postgres" && postgresUrl
          ? await createScratchDatabase(postgresUrl, "clubhouse_e2e", process.env[E2E_POSTGRES_TEMPLATE])
          : null;
      // A copy of the data folder global-setup.ts migrated (decision 054).
      const template = process.env[database === "postgres" ? E2E_POSTGRES_DATA_TEMPLATE : E2E_DATA_TEMPLATE];
      if (template) await cp(template, dataDir, { recursive: true });
      let log = "";
      const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/index.mjs"], {
        cwd: root,
        stdio: ["ignore", "ignore", "pipe"],
        env: serverEnvironment({ port, url, dataDir, databaseUrl: postgres?.url ?? "", extra: serverEnv }),
      });
      const label = `[server ${database} #${workerInfo.workerIndex}]`;
      child.stderr?.on("data", (chunk: Buffer) => {
        log += chunk;
        process.stderr.write(`${label} ${chunk}`);
      });
      try {
        await waitForHealth(url, child, () => log);
        await use({ url, database });
      } finally {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        if (child.exitCode === null) child.kill("SIGTERM");
        await exited;
        await postgres?.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  serverUrl: [async ({ server }, use) => use(server.url), { scope: "worker" }],
  baseURL: async ({ server }, use) => use(server.url),
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({ ...extraHTTPHeaders, [TEST_CLIENT_HEADER]: testClientAddress(testInfo) }),
});

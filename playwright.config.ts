import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import type { E2eDatabase } from "./e2e/fixtures.ts";
import { CHROMIUM_ARGS, chromiumPath } from "./e2e/server.ts";

// Debian's Chromium, its headless shell where installed (decision 055): Playwright cannot download its own
// browser here. A missing browser fails the run.
const executablePath = chromiumPath();

// Each worker starts a server of its own (e2e/fixtures.ts, decision 017). The postgres project runs when
// E2E_POSTGRES_URL names a PostgreSQL server on which each worker creates a database of its own.
const postgresUrl = process.env.E2E_POSTGRES_URL;
// One worker per core (decision 058, replacing decision 055's one more): the suite is CPU-bound on two cores,
// where the pglite project took 669 s with 2 workers against 736 s with 3.
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());

/**
 * The specs that also run on PostgreSQL (decision 085, narrowing decision 066's list): a club's first hour on the
 * production database through the screens (sign-up, the club, its files, deleting it; an import of another
 * product's export in streamed batches). What the server answers on PostgreSQL — billing's numbering, the tee
 * sheet's locks, a ballot's draw — is tested in full by the API tests, which run on both databases; what the
 * browser shows for an answer is the same whatever the database.
 */
const ON_POSTGRES_TOO = ["**/clubs.spec.ts", "**/members-import.spec.ts"];

export default defineConfig<{ database: E2eDatabase }>({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    // A trace records the page at every step: a fifth of the suite's time on two cores (decision 017).
    // E2E_TRACE=1 keeps one for each failed test.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // The app's service worker (decision 072) would answer requests that page.route cannot see, and do work
    // in every spec: it runs in the member app's spec only, which allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "pglite", use: { ...devices["Desktop Chrome"], database: "pglite" } },
    ...(postgresUrl
      ? [
          {
            name: "postgres",
            use: { ...devices["Desktop Chrome"], database: "postgres" as const },
            testMatch: ON_POSTGRES_TOO,
          },
        ]
      : []),
  ],
});

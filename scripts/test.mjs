// `npm test`: every test. Types and lint; unit, API and process tests on PGlite in memory; with
// TEST_DATABASE_URL, the API tests and the two-instance test on PostgreSQL; then every browser spec in Chromium
// against the built app (the bundle `npm start` runs) on PGlite, and with TEST_DATABASE_URL the specs of a club's
// first hour, billing and the tee sheet on PostgreSQL too (decision 066).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const baseEnv = { ...process.env, TZ: "UTC" };
const pgUrl = process.env.TEST_DATABASE_URL;
/** Needs PostgreSQL (PGlite allows one process): run in the PostgreSQL step. */
const TWO_INSTANCES = "tests/process/two-instances.test.ts";
const timings = [];
/** The steps running now: when one fails, the others are stopped with it. */
const running = new Set();

/**
 * Runs a step; its output is shown as it comes when it runs alone, or in one piece when it ends when it runs
 * beside another (`quiet`), so that two steps' lines do not interleave.
 */
function step(title, command, args, env = baseEnv, quiet = false) {
  if (!quiet) console.log(`\n━━ ${title}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env,
    });
    running.add(child);
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (status) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) process.stdout.write(`\n━━ ${title}\n${output}`);
      if (status !== 0) {
        console.error(`\n✗ ${title} failed after ${seconds} s.`);
        for (const other of running) other.kill("SIGTERM");
        process.exit(status ?? 1);
      }
      timings.push(`  ${seconds.padStart(6)} s  ${title}`);
      console.log(`✓ ${title} (${seconds} s)`);
      resolve();
    });
  });
}

/**
 * Type-checking is one core's work, so it runs beside the PGlite Vitest step, which keeps the other core busy:
 * 160 s for both against 171 s one after the other (decision 054). The PostgreSQL step, the build and the
 * budgets run one after the other: side by side they took 130 s against 119 s.
 */
await Promise.all([
  step("Types and lint", "npm", ["run", "--silent", "check"], baseEnv, true),
  step(
    "Unit, API and process tests on PGlite",
    bin("vitest"),
    ["run", "--exclude", TWO_INSTANCES],
    { ...baseEnv, TEST_DATABASE_URL: "" },
    true,
  ),
]);
if (pgUrl) {
  await step("API tests, and two instances on one database, on PostgreSQL", bin("vitest"), [
    "run",
    "tests/api",
    TWO_INSTANCES,
  ]);
}
await step("Build the web app and the server", process.execPath, ["scripts/ensure-build.mjs"]);
await step("Budgets: each screen's first load on the wire (tests/budgets)", bin("vitest"), [
  "run",
  "--config",
  "vitest.budgets.config.ts",
]);
await step(
  `Browser tests in Chromium on PGlite${pgUrl ? " and on PostgreSQL" : ""}`,
  bin("playwright"),
  ["test"],
  {
    ...baseEnv,
    E2E_POSTGRES_URL: pgUrl ?? "",
  },
);
if (!pgUrl) {
  console.log(
    "\n(TEST_DATABASE_URL is not set: the API and browser tests ran on PGlite only, and the two-instance test did not run.)",
  );
}
console.log(`\nAll tests passed.\n${timings.join("\n")}`);

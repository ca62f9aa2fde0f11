// `npm test`: every test. Types and lint; unit, API and process tests on PGlite in memory; with
// TEST_DATABASE_URL, the API tests and the two-instance test on PostgreSQL; then every browser spec in Chromium
// against the built app (the bundle `npm start` runs) on PGlite, and with TEST_DATABASE_URL on PostgreSQL too
// (decision 017).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const baseEnv = { ...process.env, TZ: "UTC" };
const pgUrl = process.env.TEST_DATABASE_URL;
/** Needs PostgreSQL (PGlite allows one process): run in the PostgreSQL step. */
const TWO_INSTANCES = "tests/process/two-instances.test.ts";
const timings = [];

function step(title, command, args, env = baseEnv) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  timings.push(`  ${seconds.padStart(6)} s  ${title}`);
  console.log(`✓ ${title} (${seconds} s)`);
}

step("Types and lint", "npm", ["run", "--silent", "check"]);
step("Unit, API and process tests on PGlite", bin("vitest"), ["run", "--exclude", TWO_INSTANCES], {
  ...baseEnv,
  TEST_DATABASE_URL: "",
});
if (pgUrl) {
  step("API tests, and two instances on one database, on PostgreSQL", bin("vitest"), [
    "run",
    "tests/api",
    TWO_INSTANCES,
  ]);
}
step("Build the web app and the server", process.execPath, ["scripts/ensure-build.mjs"]);
step("Budgets: each screen's first load on the wire (tests/budgets)", bin("vitest"), [
  "run",
  "--config",
  "vitest.budgets.config.ts",
]);
step(`Browser tests in Chromium on PGlite${pgUrl ? " and on PostgreSQL" : ""}`, bin("playwright"), ["test"], {
  ...baseEnv,
  E2E_POSTGRES_URL: pgUrl ?? "",
});
if (!pgUrl) {
  console.log(
    "\n(TEST_DATABASE_URL is not set: the API and browser tests ran on PGlite only, and the two-instance test did not run.)",
  );
}
console.log(`\nAll tests passed.\n${timings.join("\n")}`);

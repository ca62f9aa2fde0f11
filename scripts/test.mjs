// `npm test`: every test. Types and lint, unit and API tests on PGlite in memory, the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests in Chromium against the built app (the same
// bundle `npm start` runs) on PGlite, and the member register's browser tests on PostgreSQL too.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const baseEnv = { ...process.env, TZ: "UTC" };
const pgUrl = process.env.TEST_DATABASE_URL;

function step(title, command, args, env = baseEnv) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

async function withFreshPostgresDatabase(run) {
  const name = `clubhouse_e2e_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: pgUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

/** The browser specs that also run on PostgreSQL (decision 013). */
const POSTGRES_BROWSER_SPECS = ["e2e/members.spec.ts", "e2e/memberships.spec.ts"];

step("Types and lint", "npm", ["run", "--silent", "check"]);
step("Unit and API tests on PGlite", bin("vitest"), ["run"], { ...baseEnv, TEST_DATABASE_URL: "" });
if (pgUrl) step("API tests on PostgreSQL", bin("vitest"), ["run", "tests/api"], baseEnv);
else console.log("\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)");
step("Build the web app and the server", process.execPath, ["scripts/ensure-build.mjs"]);
step("Browser tests in Chromium on PGlite", bin("playwright"), ["test"], {
  ...baseEnv,
  E2E_DATABASE_URL: "",
});
// On PostgreSQL the browser runs the specs of the member register, whose screens lean most on the database
// (search, import in one transaction, numbering). Every API test runs on both databases; the whole browser
// suite on both took more than CI's 20 minutes (decision 013).
if (pgUrl) {
  await withFreshPostgresDatabase((url) =>
    step(
      "Browser tests in Chromium on PostgreSQL (the member register)",
      bin("playwright"),
      ["test", ...POSTGRES_BROWSER_SPECS],
      { ...baseEnv, E2E_DATABASE_URL: url, E2E_OUTPUT_DIR: "test-results/postgres" },
    ),
  );
}
console.log("\nAll tests passed.");

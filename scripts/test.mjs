// `npm test`: every test. Types and lint, unit and API tests on PGlite in memory, the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests in Chromium against the built app (the same
// bundle `npm start` runs), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL at the same time.
import { spawn, spawnSync } from "node:child_process";
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
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: pgUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}

/** Runs a step alongside others; its output is printed whole when it ends, under its title. */
function runAsync(title, command, args, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    console.log(`\n━━ ${title} (started)`);
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━ ${title}`);
      process.stdout.write(Buffer.concat(output));
      if (code === 0) console.log(`✓ ${title} (${seconds} s)`);
      else console.error(`\n✗ ${title} failed after ${seconds} s.`);
      resolve(code === 0);
    });
  });
}

step("Types and lint", "npm", ["run", "--silent", "check"]);
step("Unit and API tests on PGlite", bin("vitest"), ["run"], { ...baseEnv, TEST_DATABASE_URL: "" });
if (pgUrl) step("API tests on PostgreSQL", bin("vitest"), ["run", "tests/api"], baseEnv);
else console.log("\n(TEST_DATABASE_URL is not set: the API tests ran on PGlite only.)");
step("Build the web app and the server", process.execPath, ["scripts/ensure-build.mjs"]);
// The browser tests on PGlite and on PostgreSQL run side by side (each has its own server, port and data):
// they spend most of their time waiting for pages, and one after the other they took most of CI's budget.
const browserRuns = [
  runAsync("Browser tests in Chromium on PGlite", bin("playwright"), ["test"], {
    ...baseEnv,
    E2E_DATABASE_URL: "",
    E2E_PORT: "3100",
    E2E_OUTPUT_DIR: "test-results/pglite",
  }),
];
if (pgUrl) {
  browserRuns.push(
    withFreshPostgresDatabase((url) =>
      runAsync("Browser tests in Chromium on PostgreSQL", bin("playwright"), ["test"], {
        ...baseEnv,
        E2E_DATABASE_URL: url,
        E2E_PORT: "3101",
        E2E_OUTPUT_DIR: "test-results/postgres",
      }),
    ),
  );
}
const outcomes = await Promise.all(browserRuns);
if (outcomes.some((ok) => !ok)) process.exit(1);
console.log("\nAll tests passed.");

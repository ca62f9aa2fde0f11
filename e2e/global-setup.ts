import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "../tests/helpers/postgres.ts";
import {
  E2E_DATA_TEMPLATE,
  E2E_POSTGRES_DATA_TEMPLATE,
  E2E_POSTGRES_TEMPLATE,
  freePort,
  serverEnvironment,
  waitForHealth,
} from "./server.ts";

const root = path.resolve(import.meta.dirname, "..");

/** Starts the built server on `dataDir` (and `databaseUrl`) until it answers /api/health, then stops it. */
async function migrateOnce(dataDir: string, databaseUrl: string): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["dist/server/index.mjs"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: serverEnvironment({ port, url, dataDir, databaseUrl }),
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    log += chunk;
  });
  try {
    await waitForHealth(url, child, () => log);
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  }
}

/**
 * The servers run the bundle `npm start` runs: built once here (or not at all when it is up to date). Then the
 * app starts once on a new data folder (and a new PostgreSQL database when the postgres project runs), which
 * migrates them, and stops: each worker's server starts on a copy of them (fixtures.ts), as after a restart,
 * instead of creating and migrating a database of its own (13.8 s against 3.7 s a start, decision 054).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "inherit" });
  const dataDir = await mkdtemp(path.join(tmpdir(), "clubhouse-e2e-template-"));
  const pgliteDir = path.join(dataDir, "pglite-data");
  await migrateOnce(pgliteDir, "");
  process.env[E2E_DATA_TEMPLATE] = pgliteDir;

  const postgresUrl = process.env.E2E_POSTGRES_URL;
  const template = postgresUrl ? await createScratchDatabase(postgresUrl, "clubhouse_e2e_template") : null;
  if (template) {
    const postgresDir = path.join(dataDir, "postgres-data");
    await migrateOnce(postgresDir, template.url);
    process.env[E2E_POSTGRES_DATA_TEMPLATE] = postgresDir;
    process.env[E2E_POSTGRES_TEMPLATE] = new URL(template.url).pathname.slice(1);
  }
  return async () => {
    await template?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

// `npm run check`: the OpenAPI document as the server serves it (GET /api/openapi.json through createApp, no
// database and no listening server needed), linted by Redocly with the rules of redocly.yaml: every warning
// fails too (decision 040). Run alone: `npx tsx scripts/lint-openapi.ts`.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppDeps } from "../src/server/app.ts";
import { createApp } from "../src/server/app.ts";
import { parseEnv } from "../src/server/env.ts";
import { createLogger } from "../src/server/logger.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where the document is written for Redocly; .redocly.lint-ignore.yaml names it by this path. */
export const DOCUMENT_PATH = "node_modules/.cache/clubhouse/openapi.json";

/**
 * The document of a production install at an https address: building the app reads no database, sends no
 * mail and opens no file, so these parts are never called (a call would throw on the empty object).
 */
async function servedDocument(): Promise<string> {
  const env = {
    ...parseEnv({ NODE_ENV: "production", LOG_LEVEL: "silent" }),
    APP_URL: "https://clubhouse.example.org",
    DATA_DIR: "/nonexistent",
    AUTH_SECRET: "openapi-lint-secret-openapi-lint-secret-0123",
    PAYMENT_ENCRYPTION_KEY: "iqel0C0lFSWRaOnLauh6CMMQBdc74qP6J5x1tiTrmTA=",
  };
  const unused = {} as never;
  const deps: AppDeps = {
    env,
    database: { db: unused, kind: "pglite" } as unknown as AppDeps["database"],
    logger: createLogger("silent"),
    mailer: unused,
    devMailbox: false,
    webDir: "/nonexistent",
    fileStore: unused,
    queue: unused,
  };
  const { app } = createApp(deps);
  const res = await app.request(`${env.APP_URL}/api/openapi.json`);
  if (res.status !== 200)
    throw new Error(`GET /api/openapi.json answered ${res.status}: ${await res.text()}`);
  return res.text();
}

const file = path.join(root, DOCUMENT_PATH);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, await servedDocument());
const lint = spawnSync(
  path.join(root, "node_modules/.bin/redocly"),
  ["lint", DOCUMENT_PATH, "--config", "redocly.yaml", "--format", "stylish"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  },
);
process.exit(lint.status ?? 1);

// `npm run check`: the OpenAPI document as the server serves it (GET /api/openapi.json through createApp, no
// database and no listening server needed), linted by Redocly with the rules of redocly.yaml: every warning
// fails too (decision 040). Run alone: `npx tsx scripts/lint-openapi.ts`.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { servedDocumentText } from "./api-types.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Where the document is written for Redocly; .redocly.lint-ignore.yaml names it by this path. */
export const DOCUMENT_PATH = "node_modules/.cache/clubhouse/openapi.json";

const file = path.join(root, DOCUMENT_PATH);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, await servedDocumentText());
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

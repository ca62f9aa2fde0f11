// Builds the web app when dist/web is missing or older than its sources, so that `npm start` always
// serves what the checkout holds. Prints what it does; exits non-zero when the build fails.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, "dist/web/index.html");
const sources = ["src/web", "src/shared", "vite.config.ts", "package-lock.json"].map((p) =>
  path.join(root, p),
);

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newest));
if (builtAt >= sourcesAt) process.exit(0);

console.log(
  builtAt ? "The web app changed since its last build: building it…" : "Building the web app (first start)…",
);
const result = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
  {
    cwd: root,
    stdio: "inherit",
  },
);
if (result.status !== 0) {
  console.error("The web app did not build; see the messages above.");
  process.exit(result.status ?? 1);
}

// Builds what is missing or older than its sources, so that `npm start` always runs what the checkout holds:
// the web app (Vite, into dist/web) and the server (esbuild, into dist/server). The server bundle holds its
// packages too (loading hundreds of small files took a third of the start-up), except those that load files
// or native code of their own (PGlite, pg, nodemailer, argon2, pino, sharp, pdfmake), which stay in
// node_modules. `--force` builds both. Prints what it does; exits non-zero when a build fails.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const force = process.argv.includes("--force");

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

function stale(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (force || builtAt === 0) return "missing";
  return builtAt < Math.max(...sources.map((s) => newest(path.join(root, s)))) ? "changed" : null;
}

const web = stale(path.join(root, "dist/web/index.html"), [
  "src/web",
  "src/shared",
  "vite.config.ts",
  "package-lock.json",
]);
if (web) {
  console.log(
    web === "missing" ? "Building the web app…" : "The web app changed since its last build: building it…",
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
}

const serverOut = path.join(root, "dist/server/index.mjs");
const server = stale(serverOut, ["src/server", "src/shared", "package-lock.json"]);
if (server) {
  console.log(
    server === "missing" ? "Building the server…" : "The server changed since its last build: building it…",
  );
  try {
    await build({
      entryPoints: [path.join(root, "src/server/index.ts")],
      outdir: path.join(root, "dist/server"),
      outExtension: { ".js": ".mjs" },
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node20",
      external: [
        "@electric-sql/pglite",
        "@electric-sql/pglite/*",
        "pg",
        "nodemailer",
        "@node-rs/argon2",
        "pino",
        "sharp",
        // Reads its own files through __dirname, which an ES module bundle has not.
        "pdfmake",
      ],
      // Bundled CommonJS packages may call require().
      banner: {
        js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
      },
      sourcemap: true,
      logLevel: "warning",
    });
  } catch {
    console.error("The server did not build; see the messages above.");
    process.exit(1);
  }
}

// `npm run dev`: the API server restarting on change (tsx watch) and Vite with hot reload on :5173,
// which proxies /api and /dev to the server.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const env = {
  ...process.env,
  NODE_ENV: "development",
  APP_URL: process.env.APP_URL ?? "http://localhost:5173",
};

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server/index.ts"], {
    cwd: root,
    stdio: "inherit",
    env,
  }),
  spawn(bin("vite"), [], { cwd: root, stdio: "inherit", env }),
];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
};
for (const c of children) c.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

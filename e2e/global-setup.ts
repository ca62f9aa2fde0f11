import { execFileSync } from "node:child_process";
import path from "node:path";

/** The servers run the bundle `npm start` runs: built once here (or not at all when it is up to date). */
export default function globalSetup(): void {
  const root = path.resolve(import.meta.dirname, "..");
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "inherit" });
}

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project folder (the one holding package.json), whether running from src/ or from the built bundle. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error("Could not find the Clubhouse folder (no package.json above the server)");
    dir = parent;
  }
}

export const projectRoot = findRoot();
export const migrationsFolder = path.join(projectRoot, "drizzle");
export const defaultWebDir = path.join(projectRoot, "dist/web");

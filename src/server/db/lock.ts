import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite allows one process per data folder. Takes `<dir>/clubhouse.lock` (holding our pid) or refuses with a
 * message naming the process that holds it. A lock left by a process that is gone is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "clubhouse.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        rmSync(file, { force: true });
      };
      // However the process ends (even without a clean shutdown), the lock goes with it.
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(
          `Another Clubhouse process (pid ${holder}) is already using the data folder ${dir}. ` +
            "The embedded database allows one process at a time: stop the other one, " +
            "or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.",
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not take the lock on the data folder ${dir}.`);
}

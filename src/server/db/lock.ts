import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

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

// ---------------------------------------------------------------------------------------------------------
// The lock order of the database's writers (decision 035)

/** The first key of the transaction-level advisory locks of members ('Memb' in ASCII). */
export const MEMBER_LOCK_CLASS = 0x4d656d62;

/**
 * The second key of a member's lock: the member's id folded to 32 bits (the four words of the UUID XORed,
 * so that UUIDs made in the same millisecond differ too). Two members that fold alike share a lock: they take
 * turns needlessly, never wrongly.
 */
export function memberLockKey(memberId: string): number {
  const hex = memberId.replaceAll("-", "");
  let key = 0;
  for (let i = 0; i < 32; i += 8) key ^= Number.parseInt(hex.slice(i, i + 8), 16) | 0;
  return key | 0;
}

/** The distinct keys of these members, in the one order every writer takes them (ascending). */
function memberKeys(memberIds: Iterable<string | null | undefined>): number[] {
  const keys = new Set<number>();
  for (const id of memberIds) if (id) keys.add(memberLockKey(id.toLowerCase()));
  return [...keys].sort((a, b) => a - b);
}

/**
 * Takes, until the transaction ends, the advisory lock of each of these members, all in one statement and in
 * ascending order of key (decision 035: members before tee slots, every writer in one order). A writer that
 * puts a member into a round or takes them out of one (a booking, a move, a cancellation, a player restored,
 * the draw, the waiting list) holds the member's lock while it does, so that two of them never wait for each
 * other's rows inside the overlap constraint, where PostgreSQL can only break the tie by aborting one.
 * Advisory locks conflict with nothing but themselves: member edits, foreign-key checks and reads of the
 * members' rows go on. Taken again by the same transaction, a lock is granted at once.
 */
export async function lockMembers(tx: Db, memberIds: Iterable<string | null | undefined>): Promise<void> {
  const keys = memberKeys(memberIds);
  if (keys.length === 0) return;
  if (keys.length === 1) {
    await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK_CLASS}::int, ${keys[0]}::int)`);
    return;
  }
  await tx.execute(sql`
    select pg_advisory_xact_lock(${MEMBER_LOCK_CLASS}::int, k)
    from unnest(${`{${keys.join(",")}}`}::int[]) with ordinality as u(k, n) order by n`);
}

/**
 * `lockMembers` without waiting: takes the locks that are free (in the same order) and answers whether it got
 * them all. For a writer that already holds a tee slot and so may not wait for a member any more (the waiting
 * list filling places freed under the slot's lock); locks it already holds count as got.
 */
export async function tryLockMembers(
  tx: Db,
  memberIds: Iterable<string | null | undefined>,
): Promise<boolean> {
  const keys = memberKeys(memberIds);
  if (keys.length === 0) return true;
  const result = (await tx.execute(sql`
    select bool_and(pg_try_advisory_xact_lock(${MEMBER_LOCK_CLASS}::int, k)) as got
    from unnest(${`{${keys.join(",")}}`}::int[]) with ordinality as u(k, n)`)) as unknown as {
    rows: { got: boolean }[];
  };
  return result.rows[0]?.got === true;
}

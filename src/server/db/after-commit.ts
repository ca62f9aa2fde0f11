import type { Db } from "./client.ts";

/*
 * Work that must wait until a transaction has committed (issue 30): the outbox's run of "deliver now" is sent
 * once the transaction that wrote the mail commits, rather than inside it. Inside it, the run's insert made the
 * transaction one statement longer and, on PostgreSQL, made concurrent transactions that send mail wait for each
 * other on the run's singleton key. A transaction opened by `transactionWithHooks` (withAudit's) takes hooks;
 * they run in order once it commits, and are dropped when it rolls back.
 */

type Hook = () => Promise<void>;

const hooksOf = new WeakMap<Db, Hook[]>();
/** The database a transaction with hooks was opened on (its savepoints' too). */
const rootOf = new WeakMap<Db, Db>();

/** Whether `db` is a transaction (drizzle's transactions can roll back; a database cannot). */
function isTransaction(db: Db): boolean {
  return typeof (db as { rollback?: unknown }).rollback === "function";
}

/**
 * Runs `work` in a transaction whose after-commit hooks are awaited once it commits. Inside another such
 * transaction it is a savepoint that shares the outer one's hooks (they wait for the outer commit); inside a
 * transaction that takes none, it takes none either.
 */
export async function transactionWithHooks<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const outer = hooksOf.get(db);
  if (outer || isTransaction(db)) {
    return db.transaction(async (tx) => {
      if (outer) hooksOf.set(tx, outer);
      const root = rootOf.get(db);
      if (root) rootOf.set(tx, root);
      return work(tx);
    });
  }
  const hooks: Hook[] = [];
  const result = await db.transaction(async (tx) => {
    hooksOf.set(tx, hooks);
    rootOf.set(tx, db);
    return work(tx);
  });
  for (const hook of hooks) await hook();
  return result;
}

/**
 * Runs `hook` once `tx` has committed, when `tx` takes hooks: answers whether it will. A caller told false does
 * the work inside the transaction instead.
 */
export function afterCommit(tx: Db, hook: Hook): boolean {
  const hooks = hooksOf.get(tx);
  if (!hooks) return false;
  hooks.push(hook);
  return true;
}

/**
 * The database a transaction with hooks was opened on (undefined for any other): what after-commit work that
 * needs something kept per database (its job queue) looks it up by.
 */
export function databaseOf(tx: Db): Db | undefined {
  return rootOf.get(tx);
}

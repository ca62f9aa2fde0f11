import path from "node:path";
import { type ParserOptions, PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PoolClient } from "pg";
import { migrationsFolder } from "../paths.ts";
import { acquireDataDirLock } from "./lock.ts";
import { adoptDrizzleParsers, drizzleClient } from "./pglite-parsers.ts";

/** The database as every repository sees it, whether PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Plain SQL with $1-style parameters, as the job queue (pg-boss) sends it; no values allows several statements. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations in ./drizzle (safe with several instances on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on PostgreSQL, instances starting together take turns
   * (the migrations, the job queue's tables). PGlite allows one process anyway.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** The connection of the job queue: the one PGlite session, or the PostgreSQL pool. */
  sql: SqlExecutor;
  /**
   * Holds a session-level advisory lock `(classId, objectId)` for as long as this process lives (until the
   * returned release, or the database's close). On PostgreSQL it lives on a connection of its own, so that
   * the lock goes the moment the process dies; other instances read it in `pg_locks` to tell a live
   * instance from a dead one (jobs/instance.ts).
   */
  holdLock(classId: number, objectId: number): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as a tarball, for `loadDataDir` (the tests' migrated template). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  /**
   * In memory; `loadDataDir` starts it from a dump of another (`dumpDataDir`): the tests' migrated template.
   * `compiled` is PGlite's WebAssembly and file bundle read once by a process that opens many (the tests).
   */
  | { kind: "pglite-memory"; loadDataDir?: Blob; compiled?: CompiledPglite };

/** PGlite's compiled WebAssembly modules and its file bundle, for `PGlite.create` to skip reading them. */
export interface CompiledPglite {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target.url);
  const release = target.kind === "pglite" ? acquireDataDirLock(target.dataDir) : () => {};
  let client: PGlite;
  try {
    const dir = target.kind === "pglite" ? path.join(target.dataDir, "pglite") : undefined;
    const loadDataDir = target.kind === "pglite-memory" ? target.loadDataDir : undefined;
    const compiled = target.kind === "pglite-memory" ? target.compiled : undefined;
    client = await PGlite.create(dir ?? "memory://", {
      extensions: { pg_trgm, btree_gist },
      ...(loadDataDir ? { loadDataDir } : {}),
      ...compiled,
    });
  } catch (error) {
    release();
    throw error;
  }
  const jobParsers = adoptDrizzleParsers(client);
  const db = drizzlePglite(drizzleClient(client));
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    dumpDataDir: () => client.dumpDataDir("none"),
    ping: () => ping(db),
    sql: pgliteExecutor(client, jobParsers),
    async holdLock(classId, objectId) {
      // One process, one session: the lock is this session's until it is released or the process ends.
      await client.query("select pg_advisory_lock($1, $2)", [classId, objectId]);
      return async () => {
        if (!client.closed) await client.query("select pg_advisory_unlock($1, $2)", [classId, objectId]);
      };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite for the job queue. Parameters go through the extended protocol; text without them may hold several
 * statements. pg-boss wraps some of those in BEGIN … COMMIT: they run in a PGlite transaction instead, which
 * rolls back on an error (a failed statement between a bare BEGIN and COMMIT would leave the one session of
 * the whole app inside an aborted transaction).
 */
function pgliteExecutor(client: PGlite, parsers: ParserOptions): SqlExecutor {
  const wrapped = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;\s*$/i;
  // PGlite's own parsers of timestamps and dates (the client's are Drizzle's: pglite-parsers.ts).
  const options = { parsers };
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values, options);
        return { rows: result.rows };
      }
      const body = wrapped.exec(text)?.[1];
      const results = body
        ? await client.transaction((tx) => tx.exec(`${body};`, options))
        : await client.exec(text, options);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** PostgreSQL through node-postgres; its modules load only when PostgreSQL is configured. */
async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (a restart, a dropped database) is reported here; without a
  // listener it would end the process. The pool opens a new connection for the next query;
  // /api/health reports the database down until the server is back.
  pool.on("error", (error) => {
    process.emitWarning(`A PostgreSQL connection was closed by the server: ${error.message}`);
  });
  const db = drizzle(pool);
  const locks = new Set<InstanceType<typeof pg.Client>>();
  /** Several instances may start at once: one does the work, the others wait for it, then find it done. */
  async function exclusive<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      return await work(client);
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => {});
      client.release();
    }
  }
  return {
    db,
    kind: "postgres",
    migrate: () => exclusive((client) => migrate(drizzle(client), { migrationsFolder })),
    exclusive: (work) => exclusive(() => work()),
    ping: () => ping(db),
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values);
        // Several statements answer a result each; the caller reads the last one's rows.
        const last = Array.isArray(result) ? result.at(-1) : result;
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    async holdLock(classId, objectId) {
      const client = new pg.Client({ connectionString: url });
      // A dropped connection has lost the lock; the process goes on (its claims may be taken over).
      client.on("error", (error) => {
        process.emitWarning(`The connection that marks this instance as alive was closed: ${error.message}`);
      });
      await client.connect();
      await client.query("select pg_advisory_lock($1, $2)", [classId, objectId]);
      locks.add(client);
      return async () => {
        if (!locks.delete(client)) return;
        // Unlocked before the connection ends: a backend lets go of its locks some moments after its socket
        // closes, and another instance asking at once would still see this one alive.
        await client.query("select pg_advisory_unlock($1, $2)", [classId, objectId]).catch(() => {});
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all([...locks].map((c) => c.end().catch(() => {})));
      locks.clear();
      await pool.end();
    },
  };
}

/**
 * The job queue's statements inside a transaction of ours (or on `db` itself): a job sent in the same
 * transaction as the change that asked for it commits or rolls back with it. One statement at a time; its
 * `$n` parameters become Drizzle parameters. On PGlite a send inside a transaction must come through here:
 * the session's other callers wait until the transaction ends.
 */
export function executorOf(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)\b/);
      const chunks = parts.map((part, i) =>
        i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]),
      );
      const result = await db.execute(sql.join(chunks));
      return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
    },
  };
}

/** The rows of `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

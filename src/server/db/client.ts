import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder } from "../paths.ts";
import { acquireDataDirLock } from "./lock.ts";

/** The database as every repository sees it, whether PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations in ./drizzle (safe with several instances on PostgreSQL). */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory" };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target.url);
  const release = target.kind === "pglite" ? acquireDataDirLock(target.dataDir) : () => {};
  let client: PGlite;
  try {
    const dir = target.kind === "pglite" ? path.join(target.dataDir, "pglite") : undefined;
    client = await PGlite.create(dir ?? "memory://", { extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client);
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
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
  return {
    db,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        // Several instances may start at once: one applies the migrations, the others wait.
        await client.query("select pg_advisory_lock(727274)");
        await migrate(drizzle(client), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

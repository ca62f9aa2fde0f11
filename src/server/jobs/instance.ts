import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** The first key of the advisory locks that mark live instances ('Club' in ASCII). */
export const INSTANCE_LOCK_CLASS = 0x436c7562;

export interface Instance {
  /** This process's number, written beside the work it claims (an e-mail being sent). */
  number: number;
  release(): Promise<void>;
}

/**
 * Takes a number for this process and holds the advisory lock (INSTANCE_LOCK_CLASS, number) for as long as
 * it lives. When the process dies, PostgreSQL drops its connection and the lock with it (PGlite: the next
 * process starts a new session), so `isAlive` tells at once that its claims are free to take.
 */
export async function registerInstance(database: Database): Promise<Instance> {
  const { rows } = await database.sql.executeSql("select nextval('app_instance_seq')::int as n", []);
  const number = Number(rows[0]?.n);
  if (!Number.isInteger(number)) throw new Error("Could not number this instance");
  const release = await database.holdLock(INSTANCE_LOCK_CLASS, number);
  return { number, release };
}

/**
 * SQL: true while the instance numbered by `instance` (a column or value) holds its lock. Only this database's
 * locks: pg_locks lists every database of the server, and another database's instances (a second Clubhouse on
 * the same server, or the tests' databases side by side) are numbered from 1 too.
 */
export function isAlive(instance: SQL | number): SQL {
  return sql`exists (
    select 1 from pg_locks
    where locktype = 'advisory' and granted and objsubid = 2
      and database = (select oid from pg_database where datname = current_database())
      and classid = ${INSTANCE_LOCK_CLASS}::int::oid and objid = (${instance})::int::oid)`;
}

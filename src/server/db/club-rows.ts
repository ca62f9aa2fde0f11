import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** A table of a club's rows: a row's own `id` and its club's `clubId` (the schema's `clubRowKey`). */
export type ClubTable = PgTable & { id: AnyPgColumn; clubId: AnyPgColumn };

/** The row of this id in this club: another club's row of the same id is never it (a request for it answers 404). */
export function clubRowIs(table: ClubTable, clubId: string, id: string | number): SQL {
  return and(eq(table.clubId, clubId), eq(table.id, id)) as SQL;
}

/**
 * The reads and writes of one row by its id of a table of a club's rows, each scoped to the club: the one way a
 * repository finds, locks, inserts, changes and deletes such a row. `name` says what a row is in the error of a
 * write that returned nothing ("invoice": "The invoice was not written").
 */
export function clubRows<T extends ClubTable>(table: T, name: string) {
  type Row = T["$inferSelect"];
  type Values = Omit<T["$inferInsert"], "clubId">;
  const t: ClubTable = table;
  const update = async (
    tx: Db,
    clubId: string,
    id: string,
    values: Partial<Values>,
  ): Promise<Row | undefined> => {
    const [row] = await tx
      .update(t)
      .set(values)
      .where(clubRowIs(table, clubId, id))
      .returning();
    return row as Row | undefined;
  };
  return {
    /** The club's row of this id; undefined for another club's. */
    find: async (db: Db, clubId: string, id: string): Promise<Row | undefined> => {
      const [row] = await db
        .select()
        .from(t)
        .where(clubRowIs(table, clubId, id));
      return row as Row | undefined;
    },
    /** The club's row of this id, locked until the transaction ends; undefined for another club's. */
    lock: async (tx: Db, clubId: string, id: string): Promise<Row | undefined> => {
      const [row] = await tx
        .select()
        .from(t)
        .where(clubRowIs(table, clubId, id))
        .for("update");
      return row as Row | undefined;
    },
    /** A new row of the club. */
    insert: async (tx: Db, clubId: string, values: Values): Promise<Row> => {
      const [row] = await tx
        .insert(t)
        .values({ ...values, clubId })
        .returning();
      if (!row) throw new Error(`The ${name} was not written`);
      return row as Row;
    },
    /** The club's row of this id changed; undefined when the club has none. */
    update,
    /** The club's row of this id changed, which must be there. */
    updated: async (tx: Db, clubId: string, id: string, values: Partial<Values>): Promise<Row> => {
      const row = await update(tx, clubId, id, values);
      if (!row) throw new Error(`The ${name} was not updated`);
      return row;
    },
    /** The club's row of this id deleted; whether there was one. */
    delete: async (tx: Db, clubId: string, id: string): Promise<boolean> => {
      const rows = await tx
        .delete(t)
        .where(clubRowIs(table, clubId, id))
        .returning({ id: t.id });
      return rows.length > 0;
    },
  };
}

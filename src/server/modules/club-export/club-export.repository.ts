import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { clubExports } from "../../db/schema/club-exports.ts";

/*
 * The full club export's queries (issue 18). Every query names its club. A table is read in batches by
 * keyset on its `id` (`id > last order by id limit n`), each row as JSON in the table's column order
 * (row_to_json), with the columns the export leaves out (secrets, derived search text) never selected.
 */

export type ClubExportRow = typeof clubExports.$inferSelect;

const exportRows = clubRows(clubExports, "export");

/** A table of the club's data: its rows are those whose `clubColumn` holds the club's id. */
export interface ClubTable {
  /** The table's name in the database (one of the export's fixed list, never a request's input). */
  table: string;
  /** `club_id`, or `id` for the clubs table itself. */
  clubColumn: "club_id" | "id";
  /** Columns never exported. */
  omit: readonly string[];
}

/** The table's exported columns, in its order: every column but the omitted ones. */
export async function exportedColumns(db: Db, table: ClubTable): Promise<string[]> {
  const result = await db.execute(sql`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table.table} order by ordinal_position`);
  const names = rowsOf<{ name: string }>(result).map((r) => r.name);
  if (names.length === 0) throw new Error(`No such table: ${table.table}`);
  return names.filter((n) => !table.omit.includes(n));
}

/** How many rows of the club the table holds. */
export async function countClubRows(db: Db, clubId: string, table: ClubTable): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table.table)} where ${sql.identifier(table.clubColumn)} = ${clubId}`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * A batch of the club's rows of `table` after the id `afterId` (keyset, ascending id), each as a JSON object
 * of `columns`. Times are written in UTC (`set local time zone` for the batch's transaction).
 */
export function clubRowBatch(
  db: Db,
  clubId: string,
  table: ClubTable,
  columns: readonly string[],
  afterId: string | null,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const owner = sql`${sql.identifier(table.clubColumn)} = ${clubId}`;
  const where = afterId === null ? owner : sql`${owner} and id > ${afterId}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const result = await tx.execute(sql`select row_to_json(t)::text as row from (
      select ${list} from ${sql.identifier(table.table)} where ${where} order by id limit ${limit}) t`);
    return rowsOf<{ row: string }>(result).map((r) => JSON.parse(r.row) as Record<string, unknown>);
  });
}

export const insertClubExport = exportRows.insert;

export const findClubExport = exportRows.find;

/** The club's newest export whose link has not expired at `now`. */
export async function latestClubExport(db: Db, clubId: string, now: Date): Promise<ClubExportRow | null> {
  const [row] = await db
    .select()
    .from(clubExports)
    .where(and(eq(clubExports.clubId, clubId), gt(clubExports.expiresAt, now)))
    // `nulls last` as the index (club_id, created_at desc) is (decision 036).
    .orderBy(sql`${clubExports.createdAt} desc nulls last`)
    .limit(1);
  return row ?? null;
}

export const updateClubExport = exportRows.update;

/** Every club's exports expired at `now` (the retention job deletes their files, then them). */
export function expiredClubExports(db: Db, now: Date) {
  return db
    .select({ id: clubExports.id, clubId: clubExports.clubId, fileKey: clubExports.fileKey })
    .from(clubExports)
    .where(lte(clubExports.expiresAt, now))
    .limit(500);
}

export const deleteClubExport = exportRows.delete;

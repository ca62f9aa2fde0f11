import { type Column, getTableColumns, sql, type Table } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { session, user } from "../db/schema/auth.ts";
import type { RoleRecords } from "./access.repository.ts";

/** A session found by its token, with its user and, when a club was named, the user's records in it. */
export interface SessionRecords {
  session: typeof session.$inferSelect;
  user: typeof user.$inferSelect;
  /** The records that decide the user's role in the named club; undefined when none was named or found. */
  club: RoleRecords | undefined;
}

type Row = {
  session_row: Record<string, unknown>;
  user_row: Record<string, unknown>;
  club_id: string | null;
  club_name: string | null;
  owner_id: string | null;
  admin_role: RoleRecords["adminRole"];
  admin_status: RoleRecords["adminStatus"];
  member_role: RoleRecords["memberRole"];
  member_status: string | null;
};

/**
 * A table's row from its `to_jsonb` object: each column's value under its property name, as drizzle maps it
 * from the database (a timestamp becomes a Date), so that the row is the one `select().from(table)` gives.
 */
function rowOf<T extends Table>(table: T, values: Record<string, unknown>): T["$inferSelect"] {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, Column][]) {
    const value = values[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as T["$inferSelect"];
}

/** A session asked for: its token, and the club whose records are wanted with it (null: none). */
export interface SessionKey {
  token: string;
  clubId: string | null;
}

/**
 * The sessions of `keys` (in their order; undefined where a token has no session), each with its user and,
 * when a club was named, the user's records in it: every API request of a signed-in user asks this, the
 * requests that arrive together in one statement (session-reader.ts), one call of the database's
 * `clubhouse_session_records` (migration 0012, whose plan is kept for the connection) per key.
 */
export async function findSessionRecords(
  db: Db,
  keys: readonly SessionKey[],
): Promise<(SessionRecords | undefined)[]> {
  if (keys.length === 0) return [];
  // One JSON parameter for every key: both drivers pass it alike, whatever the number of keys.
  const list = JSON.stringify(keys.map((k, i) => ({ i, token: k.token, club: k.clubId })));
  const result = (await db.execute(
    sql`select k.i, r.* from jsonb_to_recordset(${list}::jsonb) as k(i int, token text, club uuid)
      cross join lateral clubhouse_session_records(k.token, k.club) as r`,
  )) as unknown as { rows: (Row & { i: number })[] };
  const found: (SessionRecords | undefined)[] = keys.map(() => undefined);
  for (const row of result.rows) found[row.i] = recordsOf(row);
  return found;
}

function recordsOf(row: Row): SessionRecords {
  const club: RoleRecords | undefined =
    row.club_id && row.club_name && row.owner_id
      ? {
          id: row.club_id,
          name: row.club_name,
          ownerId: row.owner_id,
          adminRole: row.admin_role,
          adminStatus: row.admin_status,
          memberRole: row.member_role,
          memberStatus: row.member_status,
        }
      : undefined;
  return { session: rowOf(session, row.session_row), user: rowOf(user, row.user_row), club };
}

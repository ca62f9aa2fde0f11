import { sql } from "drizzle-orm";
import { RETENTION_YEARS, type RetentionCategory } from "../../../shared/audit.ts";
import type { Db } from "../../db/client.ts";
import { yieldToRequests } from "../../jobs/yield.ts";
import type { FileStore } from "../../storage/file-store.ts";

/*
 * Retention (issue 17, spec section 9): what is past its time is deleted, a batch of RETENTION_BATCH rows per
 * short statement (`delete … where id in (select id … limit n)`), looping until none is left, so no lock is
 * held for long and a 1,000,000-row purge never holds one transaction open; the requests get their turn
 * between two (decision 037: on PGlite they share the one connection).
 */

export const RETENTION_BATCH = 1000;

/** The trail's tables whose rows are kept as records of money (7 years). */
export const financialTables = ["invoices", "invoice_lines", "payments", "refunds", "payment_credentials"];
/** The trail's tables of members (3 years, category member). */
export const memberTables = ["members", "admin_invitations", "club_admins", "membership_types"];

/** The retention category of a trail row, from its table's name. */
export function trailCategory(tableName: string): RetentionCategory {
  if (financialTables.includes(tableName)) return "financial";
  if (memberTables.includes(tableName)) return "member";
  return "data_change";
}

const sqlList = (names: string[]) =>
  sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );

async function deleteInBatches(db: Db, statement: () => ReturnType<typeof sql>): Promise<number> {
  let total = 0;
  for (;;) {
    const result = (await db.execute(
      sql`with deleted as (${statement()} returning 1) select count(*)::int as n from deleted`,
    )) as unknown as { rows: { n: number }[] };
    const n = Number(result.rows[0]?.n ?? 0);
    total += n;
    if (n < RETENTION_BATCH) return total;
    await yieldToRequests();
  }
}

/** The UTC midnight that begins the day `years` before `now`: retention deletes whole days (see rollup.ts). */
const yearsBefore = (now: Date, years: number) => {
  const d = new Date(now.getTime());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCHours(0, 0, 0, 0);
  return d;
};

export interface RetentionResult {
  trail: Record<"financial" | "member" | "data_change", number>;
  events: number;
  sessions: number;
  exports: number;
}

export async function runRetention(deps: {
  db: Db;
  files: FileStore;
  now: () => Date;
}): Promise<RetentionResult> {
  const { db } = deps;
  const now = deps.now();
  const groups: { category: "financial" | "member" | "data_change"; where: ReturnType<typeof sql> }[] = [
    { category: "financial", where: sql`table_name in (${sqlList(financialTables)})` },
    { category: "member", where: sql`table_name in (${sqlList(memberTables)})` },
    {
      category: "data_change",
      where: sql`table_name not in (${sqlList([...financialTables, ...memberTables])})`,
    },
  ];
  const trail = { financial: 0, member: 0, data_change: 0 };
  for (const group of groups) {
    const cutoff = yearsBefore(now, RETENTION_YEARS[group.category]);
    trail[group.category] = await deleteInBatches(
      db,
      () => sql`delete from audit_trail where id in (
        select id from audit_trail where changed_at < ${cutoff.toISOString()} and ${group.where}
        limit ${RETENTION_BATCH})`,
    );
    // The daily sums of those days go with their rows.
    await db.execute(sql`delete from audit_trail_daily
      where day < ${cutoff.toISOString().slice(0, 10)}::date and ${group.where}`);
  }
  const events = await deleteInBatches(
    db,
    () => sql`delete from audit_events where id in (
      select id from audit_events where expires_at <= ${now.toISOString()} limit ${RETENTION_BATCH})`,
  );
  const sessionCutoff = yearsBefore(now, RETENTION_YEARS.security);
  const sessions = await deleteInBatches(
    db,
    () => sql`delete from user_sessions where id in (
      select id from user_sessions where status = 'terminated'
        and coalesce(logout_timestamp, last_activity) < ${sessionCutoff.toISOString()}
      limit ${RETENTION_BATCH})`,
  );
  // Expired exports: their file first, then the row (a file left behind by a crash is found again next day).
  const expired = (await db.execute(
    sql`select id, file_key as "fileKey" from audit_exports where expires_at <= ${now.toISOString()}`,
  )) as unknown as { rows: { id: string; fileKey: string | null }[] };
  for (const row of expired.rows) {
    if (row.fileKey) await deps.files.delete(row.fileKey);
    await db.execute(sql`delete from audit_exports where id = ${row.id}`);
  }
  return { trail, events, sessions, exports: expired.rows.length };
}

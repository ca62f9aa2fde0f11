import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.ts";
import { auditTrail } from "../../src/server/db/schema/audit.ts";

/** The audit rows that match every given column, oldest first. */
export function auditRows(
  db: Db,
  match: {
    tableName?: string;
    clubId?: string;
    recordId?: string;
    action?: "INSERT" | "UPDATE" | "DELETE";
  },
) {
  const conditions: SQL[] = [];
  if (match.tableName) conditions.push(eq(auditTrail.tableName, match.tableName));
  if (match.clubId) conditions.push(eq(auditTrail.clubId, match.clubId));
  if (match.recordId) conditions.push(eq(auditTrail.recordId, match.recordId));
  if (match.action) conditions.push(eq(auditTrail.action, match.action));
  return db
    .select()
    .from(auditTrail)
    .where(and(...conditions))
    .orderBy(asc(auditTrail.id));
}

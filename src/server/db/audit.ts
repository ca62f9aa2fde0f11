import { sql } from "drizzle-orm";
import { transactionWithHooks } from "./after-commit.ts";
import type { Db } from "./client.ts";

/** The maximum length of a user agent kept in the audit trail (spec section 9). */
export const AUDIT_USER_AGENT_MAX = 500;

/** Who is changing club data, and from where. `actorId: null` is the system (jobs, maintenance). */
export interface AuditContext {
  actorId: string | null;
  ipAddress?: string | null | undefined;
  userAgent?: string | null | undefined;
}

/**
 * Runs `work` in one transaction whose writes to audited tables are attributed to `context`: the audit
 * trigger reads these transaction-local settings, so the audit rows commit or roll back with the change.
 * Every change to club data goes through here (or through a transaction that called `setAuditContext`).
 */
export function withAudit<T>(db: Db, context: AuditContext, work: (tx: Db) => Promise<T>): Promise<T> {
  // Work that waits for the commit (the outbox's run, db/after-commit.ts) runs once it has committed.
  return transactionWithHooks(db, async (tx) => {
    await setAuditContext(tx, context);
    return work(tx);
  });
}

/** Names the actor for the rest of the current transaction. */
export async function setAuditContext(tx: Db, context: AuditContext): Promise<void> {
  await tx.execute(sql`select
    set_config('clubhouse.actor_id', ${context.actorId ?? "system"}, true),
    set_config('clubhouse.ip_address', ${context.ipAddress ?? ""}, true),
    set_config('clubhouse.user_agent', ${(context.userAgent ?? "").slice(0, AUDIT_USER_AGENT_MAX)}, true)`);
}

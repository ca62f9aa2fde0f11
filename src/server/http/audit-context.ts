import type { Context } from "hono";
import type { SessionVariables } from "../auth/session.ts";
import type { AuditContext } from "../db/audit.ts";
import { clientIp } from "./client-ip.ts";

/** Who makes this request's changes to club data, for the audit trail. */
export function requestAuditContext(
  c: Context<{ Variables: SessionVariables }>,
  trustProxy: boolean,
): AuditContext {
  return {
    actorId: c.get("user").id,
    ipAddress: clientIp(c, trustProxy) ?? null,
    userAgent: c.req.header("user-agent") ?? null,
  };
}

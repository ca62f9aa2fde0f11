import type { Context } from "hono";
import type { AuditContext } from "../db/audit.ts";
import { clientIp } from "./client-ip.ts";

/**
 * Who makes a request's changes to club data, for the audit trail, as the request sees it: the signed-in user
 * (nobody on a public route), from the request's address and client. `http/route.ts` sets it once per request
 * (decision 052); handlers read `c.get("audit")`.
 */
export interface RequestAudit extends AuditContext {
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * Who makes a change with no one signed in (a public link, a sign-up, a gateway's webhook): nobody, seen from
 * this request's address and client.
 */
export function anonymousAuditContext(c: Context, trustProxy: boolean): RequestAudit {
  return {
    actorId: null,
    ipAddress: clientIp(c, trustProxy) ?? null,
    userAgent: c.req.header("user-agent") ?? null,
  };
}

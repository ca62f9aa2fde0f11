import type { Context } from "hono";
import type { SessionUser } from "../auth/session.ts";
import type { AuditContext } from "../db/audit.ts";
import { clientIp } from "./client-ip.ts";

/** Who makes this request's changes to club data, for the audit trail. */
export function requestAuditContext<E extends { Variables: { user: SessionUser } }>(
  c: Context<E>,
  trustProxy: boolean,
): AuditContext {
  const user = (c as unknown as Context<{ Variables: { user: SessionUser } }>).get("user");
  return { ...anonymousAuditContext(c, trustProxy), actorId: user.id };
}

/**
 * Who makes a change with no one signed in (a public link, a sign-up, a gateway's webhook): nobody, seen from
 * this request's address and client.
 */
export function anonymousAuditContext(
  c: Context,
  trustProxy: boolean,
): { actorId: null; ipAddress: string | null; userAgent: string | null } {
  return {
    actorId: null,
    ipAddress: clientIp(c, trustProxy) ?? null,
    userAgent: c.req.header("user-agent") ?? null,
  };
}

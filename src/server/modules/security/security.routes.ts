import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  dismissedAlertSchema,
  securityActivitySchema,
  securityEventListSchema,
  securityEventQuerySchema,
  securitySessionListSchema,
  securitySummarySchema,
} from "../../../shared/security.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubRoute, ok } from "../../http/route.ts";
import { t } from "../../i18n.ts";
import {
  dismissSecurityAlert,
  revokeAdminSession,
  securityActivity,
  securityEvents,
  securitySessions,
  securitySummary,
} from "./security.service.ts";

const tags = ["Security"];
const read = { permission: "security.read", denied: () => t("errors").security.denied } as const;
const base = "/api/clubs/{clubId}/security";

const summaryRoute = clubRoute({
  method: "get",
  path: `${base}/summary`,
  tags,
  summary:
    "Failed sign-ins, suspicious activity and critical errors of the last 24 hours and 7 days against their thresholds (5, 3, 1), and the open alerts",
  ...read,
  responses: { 200: ok("The counts and open alerts", securitySummarySchema) },
});

const sessionsRoute = clubRoute({
  method: "get",
  path: `${base}/sessions`,
  tags,
  summary:
    "The active sessions of the club's owner and administrators: who, device, address, sign-in and last activity; `current` marks the caller's",
  ...read,
  responses: { 200: ok("The active sessions", securitySessionListSchema) },
});

const revokeRoute = clubRoute({
  method: "delete",
  path: `${base}/sessions/{sessionId}`,
  tags,
  summary:
    "Revoke a session: one's own, the owner any administrator's, an admin those of the roles they manage (never the owner's). Its next request answers 401.",
  ...read,
  forbidden: "or the session is one the caller may not revoke",
  notFound: "or no active session of its administrators with this id",
  request: { params: z.object({ sessionId: z.string() }) },
  responses: { 204: { description: "Revoked" } },
});

const eventsRoute = clubRoute({
  method: "get",
  path: `${base}/events`,
  tags,
  summary: "A page of the club's security events, newest first",
  ...read,
  request: { query: securityEventQuerySchema },
  responses: { 200: ok("A page of events", securityEventListSchema) },
});

const activityRoute = clubRoute({
  method: "get",
  path: `${base}/activity`,
  tags,
  summary: "Sign-ins and failed sign-ins per day of the last 30 days in the club's time zone",
  ...read,
  responses: { 200: ok("30 days", securityActivitySchema) },
});

const dismissRoute = clubRoute({
  method: "post",
  path: `${base}/alerts/{alertId}/dismiss`,
  tags,
  summary: "Dismiss an open alert; the next crossing of its threshold raises a new one",
  ...read,
  notFound: "or no open alert with this id",
  request: { params: z.object({ alertId: z.string() }) },
  responses: { 200: ok("The dismissed alert", dismissedAlertSchema) },
});

/** The security dashboard (issue 17 part B): owners and admins (security.read). */
export function securityRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();

  app.openapi(summaryRoute, async (c) => {
    const summary = await securitySummary(ctx, c.get("access"));
    return c.json(securitySummarySchema.parse(summary), 200);
  });

  app.openapi(sessionsRoute, async (c) => {
    const sessions = await securitySessions(ctx, c.get("access"), c.get("sessionId"));
    return c.json(securitySessionListSchema.parse({ sessions }), 200);
  });

  app.openapi(revokeRoute, async (c) => {
    await revokeAdminSession(ctx, c.get("access"), c.req.valid("param").sessionId, {
      ipAddress: c.get("audit").ipAddress,
      userAgent: c.get("audit").userAgent,
      sessionId: c.get("sessionId"),
      path: c.req.path,
    });
    return c.body(null, 204);
  });

  app.openapi(eventsRoute, async (c) => {
    const list = await securityEvents(ctx, c.get("access"), c.req.valid("query"));
    return c.json(securityEventListSchema.parse(list), 200);
  });

  app.openapi(activityRoute, async (c) => {
    const activity = await securityActivity(ctx, c.get("access"));
    return c.json(securityActivitySchema.parse(activity), 200);
  });

  app.openapi(dismissRoute, async (c) => {
    const alertId = uuidParam(c.req.valid("param").alertId, () => t("errors").security.alertNotFound);
    const dismissed = await dismissSecurityAlert(ctx, c.get("access"), alertId);
    return c.json(dismissedAlertSchema.parse(dismissed), 200);
  });

  return app;
}

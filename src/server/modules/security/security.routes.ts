import { OpenAPIHono } from "@hono/zod-openapi";
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
import { noContent, ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import {
  dismissSecurityAlert,
  revokeAdminSession,
  securityActivity,
  securityEvents,
  securitySessions,
  securitySummary,
} from "./security.service.ts";

const read = routesTagged("Security").club({
  permission: "security.read",
  denied: () => t("errors").security.denied,
});
const base = "/api/clubs/{clubId}/security";

const summaryRoute = read.get(`${base}/summary`, {
  summary:
    "Failed sign-ins, suspicious activity and critical errors of the last 24 hours and 7 days against their thresholds (5, 3, 1), and the open alerts",
  responses: { 200: ok("The counts and open alerts", securitySummarySchema) },
});

const sessionsRoute = read.get(`${base}/sessions`, {
  summary:
    "The active sessions of the club's owner and administrators: who, device, address, sign-in and last activity; `current` marks the caller's",
  responses: { 200: ok("The active sessions", securitySessionListSchema) },
});

const revokeRoute = read.delete(`${base}/sessions/{sessionId}`, {
  summary:
    "Revoke a session: one's own, the owner any administrator's, an admin those of the roles they manage (never the owner's). Its next request answers 401.",
  forbidden: "or the session is one the caller may not revoke",
  notFound: "or no active session of its administrators with this id",
  responses: { 204: noContent("Revoked") },
});

const eventsRoute = read.get(`${base}/events`, {
  summary: "A page of the club's security events, newest first",
  request: { query: securityEventQuerySchema },
  responses: { 200: ok("A page of events", securityEventListSchema) },
});

const activityRoute = read.get(`${base}/activity`, {
  summary: "Sign-ins and failed sign-ins per day of the last 30 days in the club's time zone",
  responses: { 200: ok("30 days", securityActivitySchema) },
});

const dismissRoute = read.post(`${base}/alerts/{alertId}/dismiss`, {
  summary: "Dismiss an open alert; the next crossing of its threshold raises a new one",
  notFound: "or no open alert with this id",
  responses: { 200: ok("The dismissed alert", dismissedAlertSchema) },
});

/** The security dashboard (issue 17 part B): owners and admins (security.read). */
export function securityRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();

  serve(app, summaryRoute, (c) => securitySummary(ctx, c.get("access")));

  serve(app, sessionsRoute, async (c) => ({
    sessions: await securitySessions(ctx, c.get("access"), c.get("sessionId")),
  }));

  serve(app, revokeRoute, (c) =>
    revokeAdminSession(ctx, c.get("access"), c.req.valid("param").sessionId, {
      ipAddress: c.get("audit").ipAddress,
      userAgent: c.get("audit").userAgent,
      sessionId: c.get("sessionId"),
      path: c.req.path,
      email: c.get("user").email,
    }),
  );

  serve(app, eventsRoute, (c) => securityEvents(ctx, c.get("access"), c.req.valid("query")));

  serve(app, activityRoute, (c) => securityActivity(ctx, c.get("access")));

  serve(app, dismissRoute, (c) => {
    const alertId = uuidParam(c.req.valid("param").alertId, () => t("errors").security.alertNotFound);
    return dismissSecurityAlert(ctx, c.get("access"), alertId);
  });

  return app;
}

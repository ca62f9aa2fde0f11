import { OpenAPIHono } from "@hono/zod-openapi";
import { auditEventBatchResultSchema, auditEventBatchSchema } from "../../../shared/audit-events.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { storeClientEvents } from "./audit-events.service.ts";

const auditApi = routesTagged("Audit");

const eventsRoute = auditApi.signedIn.post("/api/audit/events", {
  summary:
    "Store a batch of 1 to 25 of the web app's audit events (spec section 3): the server adds the user, the session, the user's role in each named club, the address and the user agent, the retention category and the expiry; an event id stored already is skipped. An event naming a club the user has no part in is stored without the club.",
  request: { body: jsonBody(auditEventBatchSchema) },
  responses: { 202: ok("How many of the batch's events were new", auditEventBatchResultSchema) },
});

export function auditEventsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new OpenAPIHono();
  serve(app, eventsRoute, async (c) => {
    const user = c.get("user");
    const stored = await storeClientEvents(
      db,
      {
        userId: user.id,
        userEmail: user.email,
        sessionId: c.get("sessionId"),
        ipAddress: c.get("audit").ipAddress,
        userAgent: c.get("audit").userAgent,
      },
      c.req.valid("json"),
      ctx.clock.now(),
    );
    return { stored };
  });
  return app;
}

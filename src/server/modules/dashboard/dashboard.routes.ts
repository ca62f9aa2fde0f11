import { OpenAPIHono } from "@hono/zod-openapi";
import { dashboardSchema } from "../../../shared/dashboard.ts";
import type { AppContext } from "../../http/app-context.ts";
import { ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { dashboard } from "./dashboard.service.ts";

const dashboardApi = routesTagged("Dashboard");

const dashboardRoute = dashboardApi.club({ permission: "any role" }).get("/api/clubs/{clubId}/dashboard", {
  summary:
    "The staff dashboard: a section per area the role may see (members: members.manage; teeSheet: bookings.manage; billing: billing.read; messages: communications.send; activity: audit.read). A section the role may not see is absent; a member gets the club's date alone.",
  responses: { 200: ok("The sections the role may see", dashboardSchema) },
});

/** The staff dashboard at `/` (issue 18, decision 029). */
export function dashboardRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  serve(app, dashboardRoute, (c) => dashboard(ctx, c.get("access")));
  return app;
}

import { OpenAPIHono } from "@hono/zod-openapi";
import { dashboardSchema } from "../../../shared/dashboard.ts";
import type { AppContext } from "../../http/app-context.ts";
import { clubRoute, ok } from "../../http/route.ts";
import { dashboard } from "./dashboard.service.ts";

const dashboardRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/dashboard",
  tags: ["Dashboard"],
  summary:
    "The staff dashboard: a section per area the role may see (members: members.manage; teeSheet: bookings.manage; billing: billing.read; messages: communications.send; activity: audit.read). A section the role may not see is absent; a member gets the club's date alone.",
  permission: "any role",
  responses: { 200: ok("The sections the role may see", dashboardSchema) },
});

/** The staff dashboard at `/` (issue 18, decision 029). */
export function dashboardRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  app.openapi(dashboardRoute, async (c) => {
    const answer = await dashboard(ctx, c.get("access"));
    return c.json(dashboardSchema.parse(answer), 200);
  });
  return app;
}

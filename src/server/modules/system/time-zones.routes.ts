import { OpenAPIHono } from "@hono/zod-openapi";
import { timeZoneListSchema, timeZoneNames } from "../../../shared/time-zones.ts";
import type { AppContext } from "../../http/app-context.ts";
import { ok, routesTagged } from "../../http/route.ts";

const systemApi = routesTagged("System");

const timeZonesRoute = systemApi.public.get("/api/time-zones", {
  summary: "The time zones a club may have: this server's list (its IANA names) and UTC",
  description:
    "A club's time zone is one of these; other names this server resolves to one of them (aliases such as " +
    "US/Eastern) are stored as the listed name. The settings screen offers exactly this list.",
  responses: { 200: ok("Time zones, sorted", timeZoneListSchema) },
});

/** GET /api/time-zones (no session needed: it tells nothing of any club). */
export function timeZoneRoutes(_ctx: AppContext) {
  const app = new OpenAPIHono();
  const body = timeZoneListSchema.parse({ timeZones: timeZoneNames() });
  app.openapi(timeZonesRoute, (c) => c.json(body, 200));
  return app;
}

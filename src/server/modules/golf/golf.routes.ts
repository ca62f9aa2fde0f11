import { OpenAPIHono } from "@hono/zod-openapi";
import { ballotRoutes } from "./ballot.routes.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { golfSettingsRoutes } from "./golf-settings.routes.ts";

/** Every golf endpoint (issue 14): settings, courses and blocks; bookings and the tee sheet; ballot and waiting list. */
export function golfRoutes(deps: GolfDeps) {
  const app = new OpenAPIHono();
  app.route("/", golfSettingsRoutes(deps));
  app.route("/", bookingsRoutes(deps));
  app.route("/", ballotRoutes(deps));
  return app;
}

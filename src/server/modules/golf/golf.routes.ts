import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppContext } from "../../http/app-context.ts";
import { ballotRoutes } from "./ballot.routes.ts";
import { bookingsRoutes } from "./bookings.routes.ts";
import { golfDepsOf } from "./golf-deps.ts";
import { golfSettingsRoutes } from "./golf-settings.routes.ts";
import { priceClassesRoutes } from "./price-classes.routes.ts";
import { societyRequestsRoutes } from "./society-requests.routes.ts";
import { starterSheetRoutes } from "./starter-sheet.routes.ts";
import { teesRoutes } from "./tees.routes.ts";

/** Every golf endpoint (issue 14): settings, courses and blocks; bookings and the tee sheet; ballot and waiting list. */
export function golfRoutes(ctx: AppContext) {
  const deps = golfDepsOf(ctx);
  const app = new OpenAPIHono();
  app.route("/", golfSettingsRoutes(deps));
  app.route("/", teesRoutes(deps));
  app.route("/", priceClassesRoutes(deps));
  app.route("/", bookingsRoutes(deps));
  app.route("/", ballotRoutes(deps));
  app.route("/", starterSheetRoutes(deps));
  app.route("/", societyRequestsRoutes(deps));
  return app;
}

import { OpenAPIHono, z } from "@hono/zod-openapi";
import { calendarFeedSchema } from "../../../shared/golf.ts";
import { AppError } from "../../errors.ts";
import { ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import { calendarFeed, feedCalendar, resetCalendarFeed } from "./calendar.service.ts";
import type { GolfDeps } from "./golf-deps.ts";

const api = routesTagged("Golf");

const own = api.club({ permission: "bookings.own", denied: () => t("golfBookings").denied.own });
const noMemberRecord = "or the user has no member record in the club";

const feedRoute = own.get("/api/clubs/{clubId}/golf/calendar-feed", {
  summary:
    "The member's private calendar-feed URL of their bookings (made on the first call, the same after)",
  forbidden: noMemberRecord,
  responses: { 200: ok("The feed's URL", calendarFeedSchema) },
});

const resetRoute = own.post("/api/clubs/{clubId}/golf/calendar-feed/reset", {
  summary: "A new private calendar-feed URL; the old one stops working",
  forbidden: noMemberRecord,
  responses: { 200: ok("The new feed's URL", calendarFeedSchema) },
});

const publicFeedRoute = api.public.get("/api/calendar/{file}", {
  summary:
    "A member's bookings as iCalendar (the last 30 days and all to come, not cancelled), by the feed's secret token: {token}.ics",
  responses: {
    200: { description: "The calendar", content: { "text/calendar": { schema: z.string() } } },
    404: refusal("No feed has this token (it was reset, or never made)"),
  },
});

/** The member's calendar feed: its URL for the member, and the feed itself for their calendar application. */
export function calendarRoutes(deps: GolfDeps) {
  const app = new OpenAPIHono();

  serve(app, feedRoute, (c) => calendarFeed(deps, c.get("access"), c.get("audit")));

  serve(app, resetRoute, (c) => resetCalendarFeed(deps, c.get("access"), c.get("audit")));

  app.openapi(publicFeedRoute, async (c) => {
    const file = c.req.valid("param").file;
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const ics = token ? await feedCalendar(deps, token) : undefined;
    if (ics === undefined) throw new AppError("NOT_FOUND", t("golfBookings").notFound.feed);
    return c.body(ics, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="golf.ics"',
      "cache-control": "private, max-age=300",
    });
  });
  return app;
}

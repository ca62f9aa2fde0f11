import { OpenAPIHono } from "@hono/zod-openapi";
import {
  goLiveInputSchema,
  goLiveResultSchema,
  goLiveSchema,
  importFirstDaySchema,
} from "../../../shared/go-live.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { defaultSender } from "../../mail/select-transport.ts";
import { MEMBERS_DENIED } from "../members/members.service.ts";
import { GO_LIVE_DENIED, goLive, goLiveView, importFirstDay } from "./go-live.service.ts";

const owner = routesTagged("Club settings").club({ permission: "club.goLive", denied: GO_LIVE_DENIED });

const viewRoute = owner.get("/api/clubs/{clubId}/go-live", {
  summary:
    "The club's state, the go-live checklist and, in numbers, what the daily jobs would send and bill on the first day for each way of starting (owner only; decision 061)",
  responses: { 200: ok("The go-live screen", goLiveSchema) },
});

const goLiveRoute = owner.post("/api/clubs/{clubId}/go-live", {
  summary:
    "Take the club live: its daily jobs start sending and billing, from today (periods that ended before today left unbilled; the default) or with everything due (owner only)",
  request: { body: jsonBody(goLiveInputSchema) },
  responses: {
    200: ok("The club is live", goLiveResultSchema),
    409: refusal("The club is live already"),
  },
});

const importFirstDayRoute = routesTagged("Members")
  .club({ permission: "members.manage", denied: MEMBERS_DENIED })
  .get("/api/clubs/{clubId}/members/import/first-day", {
    summary:
      "After an import: what the daily jobs would send and bill on the first day, in numbers (a club setting up: its go-live day from today; a live club: the next daily run)",
    responses: { 200: ok("The first day's figures", importFirstDaySchema) },
  });

/** A quiet start (issue 32 §4): the go-live screen and the action. */
export function goLiveRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;
  const context = { queue: ctx.queue, mailFrom: defaultSender(ctx.env), appUrl: ctx.appUrl };

  serve(app, viewRoute, (c) => goLiveView(db, c.get("access"), ctx.clock.now(), context));

  serve(app, importFirstDayRoute, (c) => importFirstDay(db, c.get("access"), ctx.clock.now(), context));

  serve(app, goLiveRoute, (c) =>
    goLive(db, c.get("access"), c.req.valid("json"), c.get("audit"), ctx.clock.now()),
  );
  return app;
}

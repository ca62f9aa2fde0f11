import { OpenAPIHono } from "@hono/zod-openapi";
import {
  homeMessageDetailSchema,
  memberHomeSchema,
  renewalResultSchema,
} from "../../../shared/member-home.ts";
import type { AppContext } from "../../http/app-context.ts";
import { ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { takesOnlinePayments } from "../billing/online-status.ts";
import { golfDepsOf } from "../golf/golf-deps.ts";
import { MEMBERS_DENIED } from "../members/members.service.ts";
import { type HomeDeps, memberHome, memberMessage, renewOwnMembership } from "./home.service.ts";

const api = routesTagged("Member home");

const own = api.club({ permission: "members.readOwn", denied: MEMBERS_DENIED });

const homeRoute = own.get("/api/clubs/{clubId}/home", {
  summary:
    "One's own home (any role): membership and what one can do to renew it, next bookings, open invoices, the club's latest messages to one",
  responses: { 200: ok("One's own home; membership null without a member record", memberHomeSchema) },
});

const messageRoute = own.get("/api/clubs/{clubId}/home/messages/{messageId}", {
  summary:
    "A message the club sent to one, whole: its body sanitized, one's own values filled in as in the e-mail",
  notFound: "or no such message sent to the reader",
  responses: { 200: ok("The message", homeMessageDetailSchema) },
});

const renewalRoute = api
  .club({ permission: "billing.own", denied: MEMBERS_DENIED })
  .post("/api/clubs/{clubId}/home/renewal", {
    summary:
      "Renew one's own membership: the open renewal invoice, or the next period's renewal invoice issued now (paying it renews)",
    notFound: "or the user has no member record in it",
    responses: {
      200: ok("The renewal invoice to pay (created: issued by this request)", renewalResultSchema),
      409: refusal("The membership is not due for renewal, or is not renewed online (ask the club)"),
    },
  });

/** A member's home (issue 18, decision 030). */
export function homeRoutes(ctx: AppContext) {
  const deps: HomeDeps = {
    golf: golfDepsOf(ctx),
    queue: ctx.queue,
    payOnline: (clubId) => takesOnlinePayments(ctx.db, ctx.box, clubId),
  };
  const app = new OpenAPIHono();

  serve(app, homeRoute, (c) => memberHome(deps, c.get("access")));

  serve(app, messageRoute, (c) => memberMessage(ctx.db, c.get("access"), c.req.valid("param").messageId));

  serve(app, renewalRoute, (c) => {
    const audit = c.get("audit");
    return renewOwnMembership(deps, c.get("access"), audit);
  });

  return app;
}

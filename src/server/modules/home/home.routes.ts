import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  homeMessageDetailSchema,
  memberHomeSchema,
  renewalResultSchema,
} from "../../../shared/member-home.ts";
import type { AppContext } from "../../http/app-context.ts";
import { clubRoute, ok, refusal } from "../../http/route.ts";
import { golfDepsOf } from "../golf/golf-deps.ts";
import { MEMBERS_DENIED } from "../members/members.service.ts";
import { type HomeDeps, memberHome, memberMessage, renewOwnMembership } from "./home.service.ts";

const tags = ["Member home"];
const own = { permission: "members.readOwn", denied: MEMBERS_DENIED } as const;

const homeRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/home",
  tags,
  summary:
    "One's own home (any role): membership and what one can do to renew it, next bookings, open invoices, the club's latest messages to one",
  ...own,
  responses: { 200: ok("One's own home; membership null without a member record", memberHomeSchema) },
});

const messageRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/home/messages/{messageId}",
  tags,
  summary:
    "A message the club sent to one, whole: its body sanitized, one's own values filled in as in the e-mail",
  ...own,
  notFound: "or no such message sent to the reader",
  request: { params: z.object({ messageId: z.string() }) },
  responses: { 200: ok("The message", homeMessageDetailSchema) },
});

const renewalRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/home/renewal",
  tags,
  summary:
    "Renew one's own membership: the open renewal invoice, or the next period's renewal invoice issued now (paying it renews)",
  permission: "billing.own",
  denied: MEMBERS_DENIED,
  notFound: "or the user has no member record in it",
  responses: {
    200: ok("The renewal invoice to pay (created: issued by this request)", renewalResultSchema),
    409: refusal("The membership is not due for renewal, or is not renewed online (ask the club)"),
  },
});

/** A member's home (issue 18, decision 030). */
export function homeRoutes(ctx: AppContext) {
  const deps: HomeDeps = { golf: golfDepsOf(ctx), queue: ctx.queue };
  const app = new OpenAPIHono();

  app.openapi(homeRoute, async (c) => {
    const home = await memberHome(deps, c.get("access"));
    return c.json(memberHomeSchema.parse(home), 200);
  });

  app.openapi(messageRoute, async (c) => {
    const message = await memberMessage(ctx.db, c.get("access"), c.req.valid("param").messageId);
    return c.json(homeMessageDetailSchema.parse(message), 200);
  });

  app.openapi(renewalRoute, async (c) => {
    const audit = c.get("audit");
    const result = await renewOwnMembership(deps, c.get("access"), audit);
    return c.json(renewalResultSchema.parse(result), 200);
  });

  return app;
}

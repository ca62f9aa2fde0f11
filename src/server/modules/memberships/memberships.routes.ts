import { OpenAPIHono } from "@hono/zod-openapi";
import { memberSchema, membershipChangeSchema } from "../../../shared/members.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { MEMBER_NOT_FOUND, MEMBERS_DENIED } from "../members/members.service.ts";
import { changeMembership } from "./memberships.service.ts";

const membersApi = routesTagged("Members");

const changeRoute = membersApi
  .club({ permission: "members.manage", denied: MEMBERS_DENIED })
  .post("/api/clubs/{clubId}/members/{memberId}/membership", {
    summary:
      "Renew, cancel, suspend, reinstate, approve or reject a member's membership (owner, admin and manager)",
    forbidden: "or the owner's membership would be cancelled or suspended",
    notFound: "or no such member in it",
    request: { body: jsonBody(membershipChangeSchema) },
    responses: {
      200: ok("The member after the change", memberSchema),
      409: refusal("The membership's status does not allow the action, or the type is full or inactive"),
    },
  });

export function membershipsRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();

  serve(app, changeRoute, (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    const audit = c.get("audit");
    const { db, clock, mailer, appUrl } = ctx;
    return changeMembership(db, clock, c.get("access"), memberId, c.req.valid("json"), audit, {
      mailer,
      appUrl,
    });
  });
  return app;
}

import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/errors.ts";
import { MEMBER_NOT_FOUND, memberSchema, membershipChangeSchema } from "../../../shared/members.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubIdParam } from "../clubs/clubs.routes.ts";
import { changeMembership } from "./memberships.service.ts";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });

const changeRoute = createRoute({
  method: "post",
  path: "/api/clubs/{clubId}/members/{memberId}/membership",
  tags: ["Members"],
  summary:
    "Renew, cancel, suspend, reinstate, approve or reject a member's membership (owner, admin and manager)",
  request: {
    params: z.object({ clubId: z.string(), memberId: z.string() }),
    body: { content: { "application/json": { schema: membershipChangeSchema } }, required: true },
  },
  responses: {
    200: { description: "The member after the change", content: json(memberSchema) },
    401: { description: "No valid session", content: json(apiErrorSchema) },
    403: {
      description: "The role may not do this, or the owner's membership would be cancelled or suspended",
      content: json(apiErrorSchema),
    },
    404: { description: "Not a club of the user, or no such member", content: json(apiErrorSchema) },
    409: {
      description: "The membership's status does not allow the action, or the type is full or inactive",
      content: json(apiErrorSchema),
    },
    422: { description: "Invalid input", content: json(apiErrorSchema) },
  },
});

export function membershipsRoutes(auth: Auth, deps: { db: Db; clock: Clock }, trustProxy: boolean) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/clubs/:clubId/members/:memberId/membership", requireSession(auth));

  app.openapi(changeRoute, async (c) => {
    const params = c.req.valid("param");
    const clubId = clubIdParam(params.clubId);
    const memberId = uuidParam(params.memberId, MEMBER_NOT_FOUND);
    const audit = requestAuditContext(c, trustProxy);
    const member = await changeMembership(
      deps.db,
      deps.clock,
      clubId,
      c.get("user").id,
      memberId,
      c.req.valid("json"),
      audit,
    );
    return c.json(memberSchema.parse(member), 200);
  });
  return app;
}

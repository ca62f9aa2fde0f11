import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/errors.ts";
import {
  MEMBERSHIP_TYPE_NOT_FOUND,
  membershipTypeInputSchema,
  membershipTypeListSchema,
  membershipTypeSchema,
  membershipTypeUpdateSchema,
} from "../../../shared/membership-types.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubIdParam } from "../clubs/clubs.routes.ts";
import {
  createMembershipType,
  listClubMembershipTypes,
  updateClubMembershipType,
} from "./membership-types.service.ts";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const refusals = {
  401: { description: "No valid session", content: json(apiErrorSchema) },
  403: { description: "The role may not do this", content: json(apiErrorSchema) },
  404: { description: "Not a club of the user, or no such membership type", content: json(apiErrorSchema) },
  422: { description: "Invalid input", content: json(apiErrorSchema) },
} as const;
const conflict = {
  409: {
    description: "Another type has this name, or the capacity is below the members holding the type",
    content: json(apiErrorSchema),
  },
} as const;
const clubParams = z.object({ clubId: z.string() });
const typeParams = z.object({ clubId: z.string(), typeId: z.string() });

const listRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/membership-types",
  tags: ["Membership types"],
  summary: "The club's membership types, active first, then by name, with their member counts (every role)",
  request: { params: clubParams },
  responses: {
    200: { description: "Membership types", content: json(membershipTypeListSchema) },
    ...refusals,
  },
});

const createTypeRoute = createRoute({
  method: "post",
  path: "/api/clubs/{clubId}/membership-types",
  tags: ["Membership types"],
  summary: "Add a membership type; its code comes from its name (owner and admin)",
  request: {
    params: clubParams,
    body: { content: { "application/json": { schema: membershipTypeInputSchema } }, required: true },
  },
  responses: {
    201: { description: "The new type", content: json(membershipTypeSchema) },
    ...refusals,
    ...conflict,
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/api/clubs/{clubId}/membership-types/{typeId}",
  tags: ["Membership types"],
  summary: "Change a membership type; a rename keeps its code; active false deactivates it (owner and admin)",
  request: {
    params: typeParams,
    body: { content: { "application/json": { schema: membershipTypeUpdateSchema } }, required: true },
  },
  responses: {
    200: { description: "The changed type", content: json(membershipTypeSchema) },
    ...refusals,
    ...conflict,
  },
});

export function membershipTypesRoutes(auth: Auth, db: Db, trustProxy: boolean) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/clubs/:clubId/membership-types", requireSession(auth));
  app.use("/api/clubs/:clubId/membership-types/*", requireSession(auth));

  app.openapi(listRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const list = await listClubMembershipTypes(db, clubId, c.get("user").id);
    return c.json(membershipTypeListSchema.parse(list), 200);
  });

  app.openapi(createTypeRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const audit = requestAuditContext(c, trustProxy);
    const type = await createMembershipType(db, clubId, c.get("user").id, c.req.valid("json"), audit);
    return c.json(membershipTypeSchema.parse(type), 201);
  });

  app.openapi(updateRoute, async (c) => {
    const params = c.req.valid("param");
    const clubId = clubIdParam(params.clubId);
    const typeId = uuidParam(params.typeId, MEMBERSHIP_TYPE_NOT_FOUND);
    const audit = requestAuditContext(c, trustProxy);
    const type = await updateClubMembershipType(
      db,
      clubId,
      c.get("user").id,
      typeId,
      c.req.valid("json"),
      audit,
    );
    return c.json(membershipTypeSchema.parse(type), 200);
  });
  return app;
}

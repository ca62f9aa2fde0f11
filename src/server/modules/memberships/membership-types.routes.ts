import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  membershipTypeInputSchema,
  membershipTypeListSchema,
  membershipTypeSchema,
  membershipTypeUpdateSchema,
} from "../../../shared/membership-types.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubRoute, jsonBody, ok, refusal } from "../../http/route.ts";
import {
  createMembershipType,
  listClubMembershipTypes,
  MEMBERSHIP_TYPE_NOT_FOUND,
  MEMBERSHIP_TYPES_DENIED,
  updateClubMembershipType,
} from "./membership-types.service.ts";

const guard = { permission: "membershipTypes.manage", denied: MEMBERSHIP_TYPES_DENIED } as const;
const tags = ["Membership types"];
const conflict = refusal("Another type has this name, or the capacity is below the members holding the type");

const listRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/membership-types",
  tags,
  summary: "The club's membership types, active first, then by name, with their member counts (every role)",
  permission: "any role",
  responses: { 200: ok("Membership types", membershipTypeListSchema) },
});

const createTypeRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/membership-types",
  tags,
  summary: "Add a membership type; its code comes from its name (owner and admin)",
  ...guard,
  request: { body: jsonBody(membershipTypeInputSchema) },
  responses: { 201: ok("The new type", membershipTypeSchema), 409: conflict },
});

const updateRoute = clubRoute({
  method: "patch",
  path: "/api/clubs/{clubId}/membership-types/{typeId}",
  tags,
  summary: "Change a membership type; a rename keeps its code; active false deactivates it (owner and admin)",
  ...guard,
  notFound: "or no such membership type in it",
  request: { params: z.object({ typeId: z.string() }), body: jsonBody(membershipTypeUpdateSchema) },
  responses: { 200: ok("The changed type", membershipTypeSchema), 409: conflict },
});

export function membershipTypesRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new OpenAPIHono();

  app.openapi(listRoute, async (c) => {
    const list = await listClubMembershipTypes(db, c.get("access").clubId);
    return c.json(membershipTypeListSchema.parse(list), 200);
  });

  app.openapi(createTypeRoute, async (c) => {
    const audit = c.get("audit");
    const type = await createMembershipType(db, c.get("access").clubId, c.req.valid("json"), audit);
    return c.json(membershipTypeSchema.parse(type), 201);
  });

  app.openapi(updateRoute, async (c) => {
    const typeId = uuidParam(c.req.valid("param").typeId, MEMBERSHIP_TYPE_NOT_FOUND);
    const audit = c.get("audit");
    const clubId = c.get("access").clubId;
    const type = await updateClubMembershipType(db, clubId, typeId, c.req.valid("json"), audit);
    return c.json(membershipTypeSchema.parse(type), 200);
  });
  return app;
}

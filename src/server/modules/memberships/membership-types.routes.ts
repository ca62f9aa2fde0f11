import { OpenAPIHono } from "@hono/zod-openapi";
import {
  membershipTypeInputSchema,
  membershipTypeListSchema,
  membershipTypeSchema,
  membershipTypeUpdateSchema,
} from "../../../shared/membership-types.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import {
  createMembershipType,
  listClubMembershipTypes,
  MEMBERSHIP_TYPE_NOT_FOUND,
  MEMBERSHIP_TYPES_DENIED,
  updateClubMembershipType,
} from "./membership-types.service.ts";

const api = routesTagged("Membership types");

const guard = api.club({ permission: "membershipTypes.manage", denied: MEMBERSHIP_TYPES_DENIED });
const conflict = refusal("Another type has this name, or the capacity is below the members holding the type");

const listRoute = api.club({ permission: "any role" }).get("/api/clubs/{clubId}/membership-types", {
  summary: "The club's membership types, active first, then by name, with their member counts (every role)",
  responses: { 200: ok("Membership types", membershipTypeListSchema) },
});

const createTypeRoute = guard.post("/api/clubs/{clubId}/membership-types", {
  summary: "Add a membership type; its code comes from its name (owner and admin)",
  request: { body: jsonBody(membershipTypeInputSchema) },
  responses: { 201: ok("The new type", membershipTypeSchema), 409: conflict },
});

const updateRoute = guard.patch("/api/clubs/{clubId}/membership-types/{typeId}", {
  summary: "Change a membership type; a rename keeps its code; active false deactivates it (owner and admin)",
  notFound: "or no such membership type in it",
  request: { body: jsonBody(membershipTypeUpdateSchema) },
  responses: { 200: ok("The changed type", membershipTypeSchema), 409: conflict },
});

export function membershipTypesRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new OpenAPIHono();

  serve(app, listRoute, (c) => listClubMembershipTypes(db, c.get("access").clubId));

  serve(app, createTypeRoute, (c) => {
    const audit = c.get("audit");
    return createMembershipType(db, c.get("access").clubId, c.req.valid("json"), audit);
  });

  serve(app, updateRoute, (c) => {
    const typeId = uuidParam(c.req.valid("param").typeId, MEMBERSHIP_TYPE_NOT_FOUND);
    const audit = c.get("audit");
    const clubId = c.get("access").clubId;
    return updateClubMembershipType(db, clubId, typeId, c.req.valid("json"), audit);
  });
  return app;
}

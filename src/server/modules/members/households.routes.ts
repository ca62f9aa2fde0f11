import { OpenAPIHono } from "@hono/zod-openapi";
import {
  createHouseholdSchema,
  householdListQuerySchema,
  householdListSchema,
  householdMemberSchema,
  householdSchema,
  updateHouseholdSchema,
} from "../../../shared/households.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import {
  addHouseholdMember,
  createHousehold,
  deleteHousehold,
  getHousehold,
  listClubHouseholds,
  removeHouseholdMember,
  updateHousehold,
} from "./households.service.ts";
import { MEMBERS_DENIED } from "./members.service.ts";

/* Households (issue 32 §6, decision 062): staff who manage members group them under one payer. */

const api = routesTagged("Households");
const manage = api.club({ permission: "members.manage", denied: MEMBERS_DENIED });
const noSuch = "or no such household in it";
const named = refusal("Another household of the club has the name (field: name)");
const taken = refusal(
  "A member belongs to another household (remove them from it first), or the household is full",
);

const listRoute = manage.get("/api/clubs/{clubId}/households", {
  summary:
    "The club's households whose name contains q, by name, with their member count and payer (at most 20)",
  request: { query: householdListQuerySchema },
  responses: { 200: ok("Households", householdListSchema) },
});

const createRouteDef = manage.post("/api/clubs/{clubId}/households", {
  summary: "Make a household, with its first members and, among them, its payer",
  request: { body: jsonBody(createHouseholdSchema) },
  responses: {
    201: ok("The household", householdSchema),
    409: refusal("The name is taken, or a member belongs to another household, or too many members"),
  },
});

const getRoute = manage.get("/api/clubs/{clubId}/households/{householdId}", {
  summary: "A household with its members, the payer first",
  notFound: noSuch,
  responses: { 200: ok("The household", householdSchema) },
});

const updateRoute = manage.patch("/api/clubs/{clubId}/households/{householdId}", {
  summary: "Rename a household, or name its payer (one of its members; null for none)",
  notFound: noSuch,
  request: { body: jsonBody(updateHouseholdSchema) },
  responses: { 200: ok("The household", householdSchema), 409: named },
});

const deleteRoute = manage.delete("/api/clubs/{clubId}/households/{householdId}", {
  summary: "Delete a household: its members leave it; their documents billed to its payer stay so",
  notFound: noSuch,
  responses: { 204: noContent("Deleted") },
});

const addMemberRoute = manage.put("/api/clubs/{clubId}/households/{householdId}/members/{memberId}", {
  summary: "A member joins the household (or is in it already), as its payer when payer is true",
  notFound: `${noSuch}, or no such member`,
  request: { body: jsonBody(householdMemberSchema) },
  responses: { 200: ok("The household", householdSchema), 409: taken },
});

const removeMemberRoute = manage.delete("/api/clubs/{clubId}/households/{householdId}/members/{memberId}", {
  summary: "A member leaves the household (its payer leaving leaves it without one)",
  notFound: `${noSuch}, or the member is not in it`,
  responses: { 200: ok("The household", householdSchema) },
});

export function householdsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new OpenAPIHono();
  serve(app, listRoute, (c) => listClubHouseholds(db, c.get("access"), c.req.valid("query")));
  serve(app, createRouteDef, (c) =>
    createHousehold(db, c.get("access"), c.req.valid("json"), c.get("audit")),
  );
  serve(app, getRoute, (c) => getHousehold(db, c.get("access"), c.req.valid("param").householdId));
  serve(app, updateRoute, (c) =>
    updateHousehold(
      db,
      c.get("access"),
      c.req.valid("param").householdId,
      c.req.valid("json"),
      c.get("audit"),
    ),
  );
  serve(app, deleteRoute, (c) =>
    deleteHousehold(db, c.get("access"), c.req.valid("param").householdId, c.get("audit")),
  );
  serve(app, addMemberRoute, (c) => {
    const { householdId, memberId } = c.req.valid("param");
    return addHouseholdMember(
      db,
      c.get("access"),
      householdId,
      memberId,
      c.req.valid("json"),
      c.get("audit"),
    );
  });
  serve(app, removeMemberRoute, (c) => {
    const { householdId, memberId } = c.req.valid("param");
    return removeHouseholdMember(db, c.get("access"), householdId, memberId, c.get("audit"));
  });
  return app;
}

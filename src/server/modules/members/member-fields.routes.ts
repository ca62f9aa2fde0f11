import { OpenAPIHono } from "@hono/zod-openapi";
import {
  memberFieldInputSchema,
  memberFieldListSchema,
  memberFieldOrderSchema,
  memberFieldSchema,
  memberFieldUpdateSchema,
} from "../../../shared/member-fields.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import {
  createMemberField,
  deleteMemberField,
  listClubMemberFields,
  MEMBER_FIELDS_DENIED,
  orderMemberFields,
  updateMemberField,
} from "./member-fields.service.ts";

/* Custom member fields (issue 32 §2, decision 064), defined in the membership settings by owner and admins. */

const api = routesTagged("Member fields");
const manage = api.club({ permission: "membershipTypes.manage", denied: MEMBER_FIELDS_DENIED });
const noSuch = "or no such custom field in it";

const listRoute = api.club({ permission: "any role" }).get("/api/clubs/{clubId}/member-fields", {
  summary:
    "The club's custom member fields in their order (staff who manage members: every field; others: those visible to members)",
  responses: { 200: ok("Custom fields", memberFieldListSchema) },
});

const createRouteDef = manage.post("/api/clubs/{clubId}/member-fields", {
  summary: "Add a custom member field, last in the order (owner and admin; at most 30)",
  request: { body: jsonBody(memberFieldInputSchema) },
  responses: {
    201: ok("The new field", memberFieldSchema),
    409: refusal("Another field has the label (field: label), or the club has 30 fields"),
  },
});

const orderRoute = manage.put("/api/clubs/{clubId}/member-fields/order", {
  summary: "Put the club's custom member fields in a new order: every field's id once (owner and admin)",
  request: { body: jsonBody(memberFieldOrderSchema) },
  responses: { 200: ok("The fields in their new order", memberFieldListSchema) },
});

const updateRoute = manage.patch("/api/clubs/{clubId}/member-fields/{fieldId}", {
  summary:
    "Change a custom member field's label, choices, required or visibility; never its type (owner and admin)",
  notFound: noSuch,
  request: { body: jsonBody(memberFieldUpdateSchema) },
  responses: {
    200: ok("The changed field", memberFieldSchema),
    409: refusal("Another field has the label, or members hold a choice taken away (field: choices)"),
  },
});

const deleteRoute = manage.delete("/api/clubs/{clubId}/member-fields/{fieldId}", {
  summary: "Delete a custom member field and every member's value of it (owner and admin)",
  notFound: noSuch,
  responses: { 204: noContent("Deleted, with its values") },
});

export function memberFieldsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new OpenAPIHono();
  serve(app, listRoute, (c) => listClubMemberFields(db, c.get("access")));
  serve(app, createRouteDef, (c) =>
    createMemberField(db, c.get("access").clubId, c.req.valid("json"), c.get("audit")),
  );
  // Before /member-fields/{fieldId}, which would take "order" for an id.
  serve(app, orderRoute, (c) =>
    orderMemberFields(db, c.get("access").clubId, c.req.valid("json").ids, c.get("audit")),
  );
  serve(app, updateRoute, (c) =>
    updateMemberField(
      db,
      c.get("access").clubId,
      c.req.valid("param").fieldId,
      c.req.valid("json"),
      c.get("audit"),
    ),
  );
  serve(app, deleteRoute, (c) =>
    deleteMemberField(db, c.get("access").clubId, c.req.valid("param").fieldId, c.get("audit")),
  );
  return app;
}

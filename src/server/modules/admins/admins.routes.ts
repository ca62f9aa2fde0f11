import { OpenAPIHono } from "@hono/zod-openapi";
import {
  clubAdminListSchema,
  clubAdminSchema,
  pageQuerySchema,
  updateAdminSchema,
} from "../../../shared/admins.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, noContent, ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import {
  ADMIN_NOT_FOUND,
  ADMINS_GUARD,
  listClubAdmins,
  removeClubAdmin,
  updateClubAdmin,
} from "./admins.service.ts";

const admins = routesTagged("Administrators").club(ADMINS_GUARD);
const forbidden = "or the record is the owner's, one's own, or of a role above what the role may manage";
const notFound = "or no such administrator in it";

const listRoute = admins.get("/api/clubs/{clubId}/admins", {
  summary: "The club's administrators, owner first, a page at a time (owner and admin)",
  request: { query: pageQuerySchema },
  responses: { 200: ok("Administrators", clubAdminListSchema) },
});

const updateRoute = admins.patch("/api/clubs/{clubId}/admins/{adminId}", {
  summary: "Change an administrator's role or status, within the permission table (never the owner)",
  forbidden,
  notFound,
  request: { body: jsonBody(updateAdminSchema) },
  responses: { 200: ok("The changed record", clubAdminSchema) },
});

const removeRoute = admins.delete("/api/clubs/{clubId}/admins/{adminId}", {
  summary: "Remove an administrator's rights; the person stays a member (never the owner)",
  forbidden,
  notFound,
  responses: { 204: noContent("Removed") },
});

export function adminsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new OpenAPIHono();

  serve(app, listRoute, (c) => listClubAdmins(db, c.get("access"), c.req.valid("query")));
  serve(app, updateRoute, (c) => {
    const adminId = uuidParam(c.req.valid("param").adminId, ADMIN_NOT_FOUND);
    return updateClubAdmin(db, c.get("access"), adminId, c.req.valid("json"), c.get("audit"));
  });
  serve(app, removeRoute, (c) => {
    const adminId = uuidParam(c.req.valid("param").adminId, ADMIN_NOT_FOUND);
    return removeClubAdmin(db, c.get("access"), adminId, c.get("audit"));
  });
  return app;
}

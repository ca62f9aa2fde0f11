import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  clubAdminListSchema,
  clubAdminSchema,
  pageQuerySchema,
  updateAdminSchema,
} from "../../../shared/admins.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubRoute, jsonBody, ok } from "../../http/route.ts";
import {
  ADMIN_NOT_FOUND,
  ADMINS_GUARD,
  listClubAdmins,
  removeClubAdmin,
  updateClubAdmin,
} from "./admins.service.ts";

const tags = ["Administrators"];
const adminParams = z.object({ adminId: z.string() });
const forbidden = "or the record is the owner's, one's own, or of a role above what the role may manage";
const notFound = "or no such administrator in it";

const listRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/admins",
  tags,
  summary: "The club's administrators, owner first, a page at a time (owner and admin)",
  ...ADMINS_GUARD,
  request: { query: pageQuerySchema },
  responses: { 200: ok("Administrators", clubAdminListSchema) },
});

const updateRoute = clubRoute({
  method: "patch",
  path: "/api/clubs/{clubId}/admins/{adminId}",
  tags,
  summary: "Change an administrator's role or status, within the permission table (never the owner)",
  ...ADMINS_GUARD,
  forbidden,
  notFound,
  request: { params: adminParams, body: jsonBody(updateAdminSchema) },
  responses: { 200: ok("The changed record", clubAdminSchema) },
});

const removeRoute = clubRoute({
  method: "delete",
  path: "/api/clubs/{clubId}/admins/{adminId}",
  tags,
  summary: "Remove an administrator's rights; the person stays a member (never the owner)",
  ...ADMINS_GUARD,
  forbidden,
  notFound,
  request: { params: adminParams },
  responses: { 204: { description: "Removed" } },
});

export function adminsRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new OpenAPIHono();

  app.openapi(listRoute, async (c) => {
    const list = await listClubAdmins(db, c.get("access"), c.req.valid("query"));
    return c.json(clubAdminListSchema.parse(list), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const adminId = uuidParam(c.req.valid("param").adminId, ADMIN_NOT_FOUND);
    const audit = c.get("audit");
    const admin = await updateClubAdmin(db, c.get("access"), adminId, c.req.valid("json"), audit);
    return c.json(clubAdminSchema.parse(admin), 200);
  });

  app.openapi(removeRoute, async (c) => {
    const adminId = uuidParam(c.req.valid("param").adminId, ADMIN_NOT_FOUND);
    await removeClubAdmin(db, c.get("access"), adminId, c.get("audit"));
    return c.body(null, 204);
  });
  return app;
}

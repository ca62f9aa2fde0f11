import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  clubAdminListSchema,
  clubAdminSchema,
  pageQuerySchema,
  updateAdminSchema,
} from "../../../shared/admins.ts";
import { apiErrorSchema } from "../../../shared/errors.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubIdParam } from "../clubs/clubs.routes.ts";
import { ADMIN_NOT_FOUND, listClubAdmins, removeClubAdmin, updateClubAdmin } from "./admins.service.ts";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const refusals = {
  401: { description: "No valid session", content: json(apiErrorSchema) },
  403: { description: "The role may not do this", content: json(apiErrorSchema) },
  404: { description: "Not a club of the user, or no such administrator", content: json(apiErrorSchema) },
  422: { description: "Invalid input", content: json(apiErrorSchema) },
} as const;
const clubParams = z.object({ clubId: z.string() });
const adminParams = z.object({ clubId: z.string(), adminId: z.string() });

const listRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/admins",
  tags: ["Administrators"],
  summary: "The club's administrators, owner first, a page at a time (owner and admin)",
  request: { params: clubParams, query: pageQuerySchema },
  responses: { 200: { description: "Administrators", content: json(clubAdminListSchema) }, ...refusals },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/api/clubs/{clubId}/admins/{adminId}",
  tags: ["Administrators"],
  summary: "Change an administrator's role or status, within the permission table (never the owner)",
  request: {
    params: adminParams,
    body: { content: { "application/json": { schema: updateAdminSchema } }, required: true },
  },
  responses: { 200: { description: "The changed record", content: json(clubAdminSchema) }, ...refusals },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/api/clubs/{clubId}/admins/{adminId}",
  tags: ["Administrators"],
  summary: "Remove an administrator's rights; the person stays a member (never the owner)",
  request: { params: adminParams },
  responses: { 204: { description: "Removed" }, ...refusals },
});

export function adminsRoutes(auth: Auth, db: Db, trustProxy: boolean) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/clubs/:clubId/admins", requireSession(auth));
  app.use("/api/clubs/:clubId/admins/*", requireSession(auth));

  app.openapi(listRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const list = await listClubAdmins(db, clubId, c.get("user").id, c.req.valid("query"));
    return c.json(clubAdminListSchema.parse(list), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const params = c.req.valid("param");
    const clubId = clubIdParam(params.clubId);
    const adminId = uuidParam(params.adminId, ADMIN_NOT_FOUND);
    const audit = requestAuditContext(c, trustProxy);
    const admin = await updateClubAdmin(db, clubId, c.get("user").id, adminId, c.req.valid("json"), audit);
    return c.json(clubAdminSchema.parse(admin), 200);
  });

  app.openapi(removeRoute, async (c) => {
    const params = c.req.valid("param");
    const clubId = clubIdParam(params.clubId);
    const adminId = uuidParam(params.adminId, ADMIN_NOT_FOUND);
    await removeClubAdmin(db, clubId, c.get("user").id, adminId, requestAuditContext(c, trustProxy));
    return c.body(null, 204);
  });
  return app;
}

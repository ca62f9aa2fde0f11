import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/errors.ts";
import {
  applicationResultSchema,
  createMemberSchema,
  MEMBER_NOT_FOUND,
  memberDetailSchema,
  memberFilterSchema,
  memberListQuerySchema,
  memberListSchema,
  memberSchema,
  updateMemberSchema,
} from "../../../shared/members.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubIdParam } from "../clubs/clubs.routes.ts";
import { memberCsvStream } from "./members.export.ts";
import {
  authorizeMemberExport,
  createMember,
  deleteMember,
  getMember,
  getOwnMember,
  listClubMembers,
  recordApplication,
  updateMember,
} from "./members.service.ts";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const refusals = {
  401: { description: "No valid session", content: json(apiErrorSchema) },
  403: {
    description: "The role may not do this (a member reads only their own record), or the owner's record",
    content: json(apiErrorSchema),
  },
  404: { description: "Not a club of the user, or no such member in it", content: json(apiErrorSchema) },
  422: { description: "Invalid input, with a message per field", content: json(apiErrorSchema) },
} as const;
const conflict = {
  409: {
    description:
      "Another member has the e-mail (DUPLICATE_EMAIL) or number (DUPLICATE_NUMBER), or the type is full",
    content: json(apiErrorSchema),
  },
} as const;
const clubParams = z.object({ clubId: z.string() });
const memberParams = z.object({ clubId: z.string(), memberId: z.string() });
const tags = ["Members"];

const listRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/members",
  tags,
  summary:
    "Search and filter the club's members, a sorted page at a time, with the count (owner, admin, manager)",
  request: { params: clubParams, query: memberListQuerySchema },
  responses: { 200: { description: "One page of members", content: json(memberListSchema) }, ...refusals },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/api/clubs/{clubId}/members",
  tags,
  summary:
    "Add a member: active, monthly unless given, joined today, the next membership number unless given",
  request: {
    params: clubParams,
    body: { content: { "application/json": { schema: createMemberSchema } }, required: true },
  },
  responses: {
    201: { description: "The new member", content: json(memberSchema) },
    ...refusals,
    ...conflict,
  },
});

const applicationRoute = createRoute({
  method: "post",
  path: "/api/clubs/{clubId}/applications",
  tags,
  summary:
    "Record an application for membership: pending, or active when the club approves applications automatically",
  request: {
    params: clubParams,
    body: { content: { "application/json": { schema: createMemberSchema } }, required: true },
  },
  responses: {
    201: { description: "The applicant's record", content: json(applicationResultSchema) },
    ...refusals,
    ...conflict,
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/members/export.csv",
  tags,
  summary: "Every member matching the filters, in the list's order, as CSV (owner, admin, manager)",
  request: { params: clubParams, query: memberFilterSchema },
  responses: {
    200: {
      description: "CSV with a header row; cells that a spreadsheet would run as formulas start with '",
      content: { "text/csv": { schema: z.string() } },
    },
    ...refusals,
  },
});

const meRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/members/me",
  tags,
  summary: "One's own member record in the club and its membership history (any role)",
  request: { params: clubParams },
  responses: { 200: { description: "Own record", content: json(memberDetailSchema) }, ...refusals },
});

const getRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/members/{memberId}",
  tags,
  summary: "A member's record and membership history, newest first (owner, admin, manager)",
  request: { params: memberParams },
  responses: { 200: { description: "The record", content: json(memberDetailSchema) }, ...refusals },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/api/clubs/{clubId}/members/{memberId}",
  tags,
  summary: "Change a member's record (the membership changes through its actions; never the owner inactive)",
  request: {
    params: memberParams,
    body: { content: { "application/json": { schema: updateMemberSchema } }, required: true },
  },
  responses: {
    200: { description: "The changed record", content: json(memberSchema) },
    ...refusals,
    ...conflict,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/clubs/{clubId}/members/{memberId}",
  tags,
  summary: "Delete a member (owner, admin): never the owner's record, one's own, or an administrator's",
  request: { params: memberParams },
  responses: {
    204: { description: "Deleted" },
    ...refusals,
    409: {
      description: "The member is an administrator: remove their rights on the Administrators screen first",
      content: json(apiErrorSchema),
    },
  },
});

export function membersRoutes(auth: Auth, db: Db, trustProxy: boolean) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/clubs/:clubId/members", requireSession(auth));
  app.use("/api/clubs/:clubId/members/*", requireSession(auth));
  app.use("/api/clubs/:clubId/applications", requireSession(auth));

  app.openapi(listRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const list = await listClubMembers(db, clubId, c.get("user").id, c.req.valid("query"));
    return c.json(memberListSchema.parse(list), 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const audit = requestAuditContext(c, trustProxy);
    const member = await createMember(db, clubId, c.get("user").id, c.req.valid("json"), audit);
    return c.json(memberSchema.parse(member), 201);
  });

  app.openapi(applicationRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const audit = requestAuditContext(c, trustProxy);
    const result = await recordApplication(db, clubId, c.get("user").id, c.req.valid("json"), audit);
    return c.json(applicationResultSchema.parse(result), 201);
  });

  // Before /members/{memberId}, which would take "export.csv" and "me" for ids.
  app.openapi(exportRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const today = await authorizeMemberExport(db, clubId, c.get("user").id);
    const body = memberCsvStream(db, clubId, c.req.valid("query"));
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="members-${today}.csv"`,
      "Cache-Control": "no-store",
    });
  });

  app.openapi(meRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const detail = await getOwnMember(db, clubId, c.get("user").id);
    return c.json(memberDetailSchema.parse(detail), 200);
  });

  app.openapi(getRoute, async (c) => {
    const params = c.req.valid("param");
    const clubId = clubIdParam(params.clubId);
    const memberId = uuidParam(params.memberId, MEMBER_NOT_FOUND);
    const detail = await getMember(db, clubId, c.get("user").id, memberId);
    return c.json(memberDetailSchema.parse(detail), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const params = c.req.valid("param");
    const clubId = clubIdParam(params.clubId);
    const memberId = uuidParam(params.memberId, MEMBER_NOT_FOUND);
    const audit = requestAuditContext(c, trustProxy);
    const member = await updateMember(db, clubId, c.get("user").id, memberId, c.req.valid("json"), audit);
    return c.json(memberSchema.parse(member), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const params = c.req.valid("param");
    const clubId = clubIdParam(params.clubId);
    const memberId = uuidParam(params.memberId, MEMBER_NOT_FOUND);
    await deleteMember(db, clubId, c.get("user").id, memberId, requestAuditContext(c, trustProxy));
    return c.body(null, 204);
  });
  return app;
}

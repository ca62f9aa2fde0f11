import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  applicationResultSchema,
  createMemberSchema,
  memberDetailSchema,
  memberFilterSchema,
  memberListQuerySchema,
  memberListSchema,
  memberSchema,
  ownMemberChangeSchema,
  updateMemberSchema,
} from "../../../shared/members.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubRoute, jsonBody, ok, refusal } from "../../http/route.ts";
import { t } from "../../i18n.ts";
import { memberExport } from "./members.export.ts";
import {
  createMember,
  deleteMember,
  getMember,
  getOwnMember,
  listClubMembers,
  MEMBER_NOT_FOUND,
  MEMBERS_DENIED,
  recordApplication,
  updateMember,
  updateOwnMember,
} from "./members.service.ts";

const MEMBER_DELETE_DENIED = () => t("errors").members.deleteDenied;
const tags = ["Members"];
const manage = { permission: "members.manage", denied: MEMBERS_DENIED } as const;
const memberParams = z.object({ memberId: z.string() });
const noSuchMember = "or no such member in it";
const conflict = refusal(
  "Another member has the e-mail or the number (named in fields: email, membershipNumber), or the type is full",
);

const listRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/members",
  tags,
  summary:
    "Search and filter the club's members, a sorted page at a time, with the count (owner, admin, manager)",
  ...manage,
  request: { query: memberListQuerySchema },
  responses: { 200: ok("One page of members", memberListSchema) },
});

const createRouteDef = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/members",
  tags,
  summary:
    "Add a member: active, monthly unless given, joined today, the next membership number unless given",
  ...manage,
  request: { body: jsonBody(createMemberSchema) },
  responses: { 201: ok("The new member", memberSchema), 409: conflict },
});

const applicationRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/applications",
  tags,
  summary:
    "Record an application for membership: pending, or active when the club approves applications automatically",
  ...manage,
  request: { body: jsonBody(createMemberSchema) },
  responses: { 201: ok("The applicant's record", applicationResultSchema), 409: conflict },
});

const exportRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/members/export.csv",
  tags,
  summary: "Every member matching the filters, in the list's order, as CSV (owner, admin, manager)",
  ...manage,
  request: { query: memberFilterSchema },
  responses: {
    200: {
      description: "CSV with a header row; cells that a spreadsheet would run as formulas start with '",
      content: { "text/csv": { schema: z.string() } },
    },
  },
});

const meRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/members/me",
  tags,
  summary: "One's own member record in the club and its membership history (any role)",
  permission: "members.readOwn",
  denied: MEMBERS_DENIED,
  notFound: "or the user has no member record in it",
  responses: { 200: ok("Own record", memberDetailSchema) },
});

const updateOwnRoute = clubRoute({
  method: "patch",
  path: "/api/clubs/{clubId}/members/me",
  tags,
  summary:
    "Change one's own member record (any role): whether one receives the club's bulk mail (messages); transactional mail goes either way",
  permission: "members.readOwn",
  denied: MEMBERS_DENIED,
  notFound: "or the user has no member record in it",
  request: { body: jsonBody(ownMemberChangeSchema) },
  responses: { 200: ok("Own record", memberSchema) },
});

const getRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/members/{memberId}",
  tags,
  summary:
    "A member's record and membership history, newest first (owner, admin, manager; a member their own only)",
  permission: "members.readOwn",
  denied: MEMBERS_DENIED,
  notFound: "or no such member in it, or (for a role that does not manage members) not one's own record",
  request: { params: memberParams },
  responses: { 200: ok("The record", memberDetailSchema) },
});

const updateRoute = clubRoute({
  method: "patch",
  path: "/api/clubs/{clubId}/members/{memberId}",
  tags,
  summary: "Change a member's record (the membership changes through its actions; never the owner inactive)",
  ...manage,
  forbidden: "or the owner's record would be made inactive",
  notFound: noSuchMember,
  request: { params: memberParams, body: jsonBody(updateMemberSchema) },
  responses: { 200: ok("The changed record", memberSchema), 409: conflict },
});

const deleteRoute = clubRoute({
  method: "delete",
  path: "/api/clubs/{clubId}/members/{memberId}",
  tags,
  summary: "Delete a member (owner, admin): never the owner's record, one's own, or an administrator's",
  permission: "members.delete",
  denied: MEMBER_DELETE_DENIED,
  forbidden: "or the record is the owner's or one's own",
  notFound: noSuchMember,
  request: { params: memberParams },
  responses: {
    204: { description: "Deleted" },
    409: refusal("The member is an administrator: remove their rights on the Administrators screen first"),
  },
});

/**
 * `queue`: where a joining invoice's e-mail goes; `golf` (the mailer, the address and the clock): what a deletion
 * needs to offer the member's freed tee times to the waiting list (decision 039).
 */
export function membersRoutes(ctx: AppContext) {
  const { db, queue } = ctx;
  const golf = ctx;
  const app = new OpenAPIHono();

  app.openapi(listRoute, async (c) => {
    const list = await listClubMembers(db, c.get("access"), c.req.valid("query"));
    return c.json(memberListSchema.parse(list), 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const audit = c.get("audit");
    const member = await createMember(db, c.get("access"), c.req.valid("json"), audit, ctx.clock.now());
    return c.json(memberSchema.parse(member), 201);
  });

  app.openapi(applicationRoute, async (c) => {
    const audit = c.get("audit");
    const result = await recordApplication(
      db,
      c.get("access"),
      c.req.valid("json"),
      audit,
      ctx.clock.now(),
      queue,
    );
    return c.json(applicationResultSchema.parse(result), 201);
  });

  // Before /members/{memberId}, which would take "export.csv" and "me" for ids.
  app.openapi(exportRoute, async (c) => {
    const { fileName, body } = await memberExport(
      db,
      c.get("access").clubId,
      c.req.valid("query"),
      ctx.clock.now(),
    );
    return c.body(body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  });

  app.openapi(meRoute, async (c) => {
    const detail = await getOwnMember(db, c.get("access"));
    return c.json(memberDetailSchema.parse(detail), 200);
  });

  app.openapi(updateOwnRoute, async (c) => {
    const audit = c.get("audit");
    const member = await updateOwnMember(db, c.get("access"), c.req.valid("json"), audit, ctx.clock.now());
    return c.json(memberSchema.parse(member), 200);
  });

  app.openapi(getRoute, async (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    const detail = await getMember(db, c.get("access"), memberId);
    return c.json(memberDetailSchema.parse(detail), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    const audit = c.get("audit");
    const member = await updateMember(
      db,
      c.get("access"),
      memberId,
      c.req.valid("json"),
      audit,
      ctx.clock.now(),
    );
    return c.json(memberSchema.parse(member), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    await deleteMember(db, c.get("access"), memberId, c.get("audit"), golf);
    return c.body(null, 204);
  });
  return app;
}

import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
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
import { downloadResponse } from "../../http/download.ts";
import { uuidParam } from "../../http/ids.ts";
import { type ClubEnv, jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import {
  type DataRequester,
  eraseMember,
  memberDataArchive,
  ownMemberDataArchive,
} from "./data-rights.service.ts";
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

const api = routesTagged("Members");

const MEMBER_DELETE_DENIED = () => t("errors").members.deleteDenied;
const manage = api.club({ permission: "members.manage", denied: MEMBERS_DENIED });
const readOwn = api.club({ permission: "members.readOwn", denied: MEMBERS_DENIED });
const noSuchMember = "or no such member in it";
const conflict = refusal(
  "Another member has the e-mail or the number (named in fields: email, membershipNumber), or the type is full",
);

const listRoute = manage.get("/api/clubs/{clubId}/members", {
  summary:
    "Search and filter the club's members, a sorted page at a time, with the count (owner, admin, manager)",
  request: { query: memberListQuerySchema },
  responses: { 200: ok("One page of members", memberListSchema) },
});

const createRouteDef = manage.post("/api/clubs/{clubId}/members", {
  summary:
    "Add a member: active, monthly unless given, joined today, the next membership number unless given",
  request: { body: jsonBody(createMemberSchema) },
  responses: { 201: ok("The new member", memberSchema), 409: conflict },
});

const applicationRoute = manage.post("/api/clubs/{clubId}/applications", {
  summary:
    "Record an application for membership: pending, or active when the club approves applications automatically",
  request: { body: jsonBody(createMemberSchema) },
  responses: { 201: ok("The applicant's record", applicationResultSchema), 409: conflict },
});

const exportRoute = manage.get("/api/clubs/{clubId}/members/export.csv", {
  summary: "Every member matching the filters, in the list's order, as CSV (owner, admin, manager)",
  request: { query: memberFilterSchema },
  responses: {
    200: {
      description: "CSV with a header row; cells that a spreadsheet would run as formulas start with '",
      content: { "text/csv": { schema: z.string() } },
    },
  },
});

const meRoute = readOwn.get("/api/clubs/{clubId}/members/me", {
  summary: "One's own member record in the club and its membership history (any role)",
  notFound: "or the user has no member record in it",
  responses: { 200: ok("Own record", memberDetailSchema) },
});

const updateOwnRoute = readOwn.patch("/api/clubs/{clubId}/members/me", {
  summary:
    "Change one's own member record (any role): whether one receives the club's bulk mail (messages); transactional mail goes either way",
  notFound: "or the user has no member record in it",
  request: { body: jsonBody(ownMemberChangeSchema) },
  responses: { 200: ok("Own record", memberSchema) },
});

const getRoute = readOwn.get("/api/clubs/{clubId}/members/{memberId}", {
  summary:
    "A member's record and membership history, newest first (owner, admin, manager; a member their own only)",
  notFound: "or no such member in it, or (for a role that does not manage members) not one's own record",
  responses: { 200: ok("The record", memberDetailSchema) },
});

const updateRoute = manage.patch("/api/clubs/{clubId}/members/{memberId}", {
  summary: "Change a member's record (the membership changes through its actions; never the owner inactive)",
  forbidden: "or the owner's record would be made inactive",
  notFound: noSuchMember,
  request: { body: jsonBody(updateMemberSchema) },
  responses: { 200: ok("The changed record", memberSchema), 409: conflict },
});

const deleteRoute = api
  .club({ permission: "members.delete", denied: MEMBER_DELETE_DENIED })
  .delete("/api/clubs/{clubId}/members/{memberId}", {
    summary: "Delete a member (owner, admin): never the owner's record, one's own, or an administrator's",
    forbidden: "or the record is the owner's or one's own",
    notFound: noSuchMember,
    responses: {
      204: noContent("Deleted"),
      409: refusal("The member is an administrator: remove their rights on the Administrators screen first"),
    },
  });

const zipDownload = {
  200: {
    description:
      "A ZIP archive: member.json (the record), membership-history.csv, bookings.csv, invoices.csv, invoice-lines.csv, payments.csv, messages.csv, consents.csv, audit-trail.csv, audit-events.csv and manifest.json",
    content: { "application/zip": { schema: z.string() } },
  },
};

const ownDataRoute = readOwn.get("/api/clubs/{clubId}/members/me/data-export", {
  summary:
    "Download all of one's own data held by the club as a ZIP of JSON and CSV files (GDPR art. 15; any role). The download is audited",
  notFound: "or the user has no member record in it",
  responses: zipDownload,
});

const memberDataRoute = readOwn.get("/api/clubs/{clubId}/members/{memberId}/data-export", {
  summary:
    "Download all of a member's data held by the club as a ZIP of JSON and CSV files (GDPR art. 15): owner, admin, manager; a member their own only. The download is audited",
  notFound: "or no such member in it, or (for a role that does not manage members) not one's own record",
  responses: zipDownload,
});

const eraseRoute = api
  .club({ permission: "members.delete", denied: () => t("errors").members.eraseDenied })
  .post("/api/clubs/{clubId}/members/{memberId}/erasure", {
    summary:
      "Erase a member's personal data (GDPR art. 17; owner, admin): the record keeps its number and an 'Erased member' name, the audit trail and every copy lose the person's data, invoices keep what tax law requires, the account is deleted or unlinked. Never the owner's record, one's own, or an administrator's",
    forbidden: "or the record is the owner's or one's own",
    notFound: noSuchMember,
    responses: {
      204: noContent("Erased"),
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

  serve(app, listRoute, (c) => listClubMembers(db, c.get("access"), c.req.valid("query")));

  serve(app, createRouteDef, (c) => {
    const audit = c.get("audit");
    return createMember(db, c.get("access"), c.req.valid("json"), audit, ctx.clock.now());
  });

  serve(app, applicationRoute, (c) => {
    const audit = c.get("audit");
    return recordApplication(db, c.get("access"), c.req.valid("json"), audit, ctx.clock.now(), queue);
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

  const requester = (c: Context<ClubEnv>): DataRequester => ({
    access: c.get("access"),
    email: c.get("user").email,
    sessionId: c.get("sessionId"),
    audit: c.get("audit"),
  });

  // Before /members/{memberId}/data-export, which would take "me" for an id.
  serve(app, ownDataRoute, async (c) => {
    const file = await ownMemberDataArchive(db, requester(c), ctx.clock.now());
    return downloadResponse(file.bytes, "application/zip", file.fileName);
  });

  serve(app, memberDataRoute, async (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    const file = await memberDataArchive(db, requester(c), memberId, ctx.clock.now());
    return downloadResponse(file.bytes, "application/zip", file.fileName);
  });

  serve(app, eraseRoute, (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    return eraseMember(db, requester(c), memberId, golf);
  });

  serve(app, meRoute, (c) => getOwnMember(db, c.get("access")));

  serve(app, updateOwnRoute, (c) => {
    const audit = c.get("audit");
    return updateOwnMember(db, c.get("access"), c.req.valid("json"), audit, ctx.clock.now());
  });

  serve(app, getRoute, (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    return getMember(db, c.get("access"), memberId);
  });

  serve(app, updateRoute, (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    const audit = c.get("audit");
    return updateMember(db, c.get("access"), memberId, c.req.valid("json"), audit, ctx.clock.now());
  });

  serve(app, deleteRoute, (c) => {
    const memberId = uuidParam(c.req.valid("param").memberId, MEMBER_NOT_FOUND);
    return deleteMember(db, c.get("access"), memberId, c.get("audit"), golf);
  });
  return app;
}

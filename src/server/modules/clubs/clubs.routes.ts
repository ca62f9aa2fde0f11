import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  clubAccessSchema,
  clubProfileSchema,
  clubSettingsSchema,
  clubSummarySchema,
  createClubSchema,
  deleteClubSchema,
  myClubsSchema,
} from "../../../shared/clubs.ts";
import { apiErrorSchema } from "../../../shared/errors.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { uuidParam } from "../../http/ids.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { clubAccess, createClub, createdClubSummary, myClubs } from "./clubs.service.ts";
import {
  deleteClub,
  getClubSettings,
  type SectionName,
  sectionSchemas,
  updateClubProfile,
  updateSettingsSection,
} from "./clubs.settings.ts";

const errors = {
  401: { description: "No valid session", content: { "application/json": { schema: apiErrorSchema } } },
  422: { description: "Invalid input", content: { "application/json": { schema: apiErrorSchema } } },
} as const;

const createRouteDef = createRoute({
  method: "post",
  path: "/api/clubs",
  tags: ["Clubs"],
  summary: "Create a club; the caller becomes its owner",
  request: { body: { content: { "application/json": { schema: createClubSchema } }, required: true } },
  responses: {
    201: { description: "The new club", content: { "application/json": { schema: clubSummarySchema } } },
    ...errors,
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/api/clubs",
  tags: ["Clubs"],
  summary: "The clubs the signed-in user owns, administers or belongs to",
  responses: {
    200: { description: "Clubs", content: { "application/json": { schema: myClubsSchema } } },
    ...errors,
  },
});

const accessRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/access",
  tags: ["Clubs"],
  summary: "The signed-in user's effective role in a club and its permissions",
  request: { params: z.object({ clubId: z.string() }) },
  responses: {
    200: {
      description: "Role and permissions",
      content: { "application/json": { schema: clubAccessSchema } },
    },
    404: {
      description: "Not a club of the user",
      content: { "application/json": { schema: apiErrorSchema } },
    },
    ...errors,
  },
});

const clubParams = z.object({ clubId: z.string() });
const refused = {
  403: {
    description: "The role may not do this",
    content: { "application/json": { schema: apiErrorSchema } },
  },
  404: { description: "Not a club of the user", content: { "application/json": { schema: apiErrorSchema } } },
} as const;

const settingsRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/settings",
  tags: ["Club settings"],
  summary: "Every settings section of a club (owner and admin)",
  request: { params: clubParams },
  responses: {
    200: { description: "Settings", content: { "application/json": { schema: clubSettingsSchema } } },
    ...errors,
    ...refused,
  },
});

const profileRoute = createRoute({
  method: "put",
  path: "/api/clubs/{clubId}/settings/profile",
  tags: ["Club settings"],
  summary: "Save the club profile (owner and admin)",
  request: {
    params: clubParams,
    body: { content: { "application/json": { schema: clubProfileSchema } }, required: true },
  },
  responses: {
    200: { description: "Saved settings", content: { "application/json": { schema: clubSettingsSchema } } },
    ...errors,
    ...refused,
  },
});

/** PUT /api/clubs/{clubId}/settings/{section} for the sections other than the profile. */
function sectionRoute<S extends SectionName>(section: S) {
  return createRoute({
    method: "put",
    path: `/api/clubs/{clubId}/settings/${section}`,
    tags: ["Club settings"],
    summary: `Save the ${section} settings (owner and admin)`,
    request: {
      params: clubParams,
      body: { content: { "application/json": { schema: sectionSchemas[section] } }, required: true },
    },
    responses: {
      200: { description: "Saved settings", content: { "application/json": { schema: clubSettingsSchema } } },
      ...errors,
      ...refused,
    },
  });
}

const deleteRoute = createRoute({
  method: "delete",
  path: "/api/clubs/{clubId}",
  tags: ["Clubs"],
  summary: "Delete a club and all its data (owner only, confirmed by typing its name)",
  request: {
    params: clubParams,
    body: { content: { "application/json": { schema: deleteClubSchema } }, required: true },
  },
  responses: {
    204: { description: "Deleted" },
    400: {
      description: "The name does not match",
      content: { "application/json": { schema: apiErrorSchema } },
    },
    ...errors,
    ...refused,
  },
});

/** A club id from the URL: anything that is not one of the user's clubs answers 404 alike. */
export function clubIdParam(value: string): string {
  return uuidParam(value, "Club not found");
}

export function clubsRoutes(auth: Auth, db: Db, trustProxy: boolean, files: FileStore) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  // Spec section 8: the two actions the spec names have their own words for a missing session.
  app.on("POST", "/api/clubs", requireSession(auth, "User must be authenticated to create a club"));
  app.on("DELETE", "/api/clubs/:clubId", requireSession(auth, "You must be logged in to delete a club"));
  app.use("/api/clubs", requireSession(auth));
  app.use("/api/clubs/*", requireSession(auth));

  app.openapi(createRouteDef, async (c) => {
    const user = c.get("user");
    const club = await createClub(db, user, c.req.valid("json"), requestAuditContext(c, trustProxy));
    return c.json(clubSummarySchema.parse(createdClubSummary(club)), 201);
  });

  app.openapi(listRoute, async (c) => {
    const clubs = await myClubs(db, c.get("user").id);
    return c.json(myClubsSchema.parse({ clubs }), 200);
  });

  app.openapi(accessRoute, async (c) => {
    const access = await clubAccess(db, clubIdParam(c.req.valid("param").clubId), c.get("user").id);
    return c.json(clubAccessSchema.parse(access), 200);
  });
  app.openapi(settingsRoute, async (c) => {
    const settings = await getClubSettings(db, clubIdParam(c.req.valid("param").clubId), c.get("user").id);
    return c.json(clubSettingsSchema.parse(settings), 200);
  });

  app.openapi(profileRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const audit = requestAuditContext(c, trustProxy);
    const settings = await updateClubProfile(db, clubId, c.get("user").id, c.req.valid("json"), audit);
    return c.json(clubSettingsSchema.parse(settings), 200);
  });

  for (const section of Object.keys(sectionSchemas) as SectionName[]) {
    app.openapi(sectionRoute(section), async (c) => {
      const clubId = clubIdParam(c.req.valid("param").clubId);
      const audit = requestAuditContext(c, trustProxy);
      const value = c.req.valid("json") as never;
      const settings = await updateSettingsSection(db, clubId, c.get("user").id, section, value, audit);
      return c.json(clubSettingsSchema.parse(settings), 200);
    });
  }

  app.openapi(deleteRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const audit = requestAuditContext(c, trustProxy);
    await deleteClub(db, clubId, c.get("user").id, c.req.valid("json").confirmName, audit, files);
    return c.body(null, 204);
  });
  return app;
}

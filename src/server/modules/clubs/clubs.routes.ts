import { OpenAPIHono } from "@hono/zod-openapi";
import {
  clubAccessSchema,
  clubProfileSchema,
  clubSettingsSchema,
  clubSummarySchema,
  createClubSchema,
  deleteClubSchema,
  myClubsSchema,
} from "../../../shared/clubs.ts";
import type { AppContext } from "../../http/app-context.ts";
import { clubRoute, jsonBody, ok, refusal, signedInRoute } from "../../http/route.ts";
import { t } from "../../i18n.ts";
import { createClub, createdClubSummary, myClubs } from "./clubs.service.ts";
import {
  CLUB_DELETE_DENIED,
  deleteClub,
  getClubSettings,
  SETTINGS_DENIED,
  SETTINGS_VIEW_DENIED,
  type SectionName,
  sectionDenied,
  sectionSchemas,
  updateClubProfile,
  updateSettingsSection,
} from "./clubs.settings.ts";

const createRouteDef = signedInRoute({
  method: "post",
  path: "/api/clubs",
  tags: ["Clubs"],
  summary: "Create a club; the caller becomes its owner",
  // Spec section 8: the two actions the spec names have their own words for a missing session.
  unauthenticated: () => t("errors").clubs.createUnauthenticated,
  request: { body: jsonBody(createClubSchema) },
  responses: { 201: ok("The new club", clubSummarySchema) },
});

const listRoute = signedInRoute({
  method: "get",
  path: "/api/clubs",
  tags: ["Clubs"],
  summary: "The clubs the signed-in user owns, administers or belongs to",
  responses: { 200: ok("Clubs", myClubsSchema) },
});

const accessRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/access",
  tags: ["Clubs"],
  summary: "The signed-in user's effective role in a club and its permissions",
  permission: "any role",
  responses: { 200: ok("Role and permissions", clubAccessSchema) },
});

const settingsRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/settings",
  tags: ["Club settings"],
  summary: "Every settings section of a club (owner and admin)",
  permission: "settings.manage",
  denied: SETTINGS_VIEW_DENIED,
  responses: { 200: ok("Settings", clubSettingsSchema) },
});

const profileRoute = clubRoute({
  method: "put",
  path: "/api/clubs/{clubId}/settings/profile",
  tags: ["Club settings"],
  summary: "Save the club profile (owner and admin)",
  permission: "settings.manage",
  denied: SETTINGS_DENIED,
  request: { body: jsonBody(clubProfileSchema) },
  responses: { 200: ok("Saved settings", clubSettingsSchema) },
});

/** PUT /api/clubs/{clubId}/settings/{section} for the sections other than the profile. */
function sectionRoute<S extends SectionName>(section: S) {
  return clubRoute({
    method: "put",
    path: `/api/clubs/{clubId}/settings/${section}`,
    tags: ["Club settings"],
    summary: `Save the ${section} settings (owner and admin)`,
    permission: "settings.manage",
    denied: sectionDenied(section),
    ...(section === "financial"
      ? { forbidden: "or the payment gateway would change and the role is not the owner" }
      : {}),
    request: { body: jsonBody(sectionSchemas[section]) },
    responses: { 200: ok("Saved settings", clubSettingsSchema) },
  });
}

const deleteRoute = clubRoute({
  method: "delete",
  path: "/api/clubs/{clubId}",
  tags: ["Clubs"],
  summary: "Delete a club and all its data (owner only, confirmed by typing its name)",
  unauthenticated: () => t("errors").clubs.deleteUnauthenticated,
  permission: "club.delete",
  denied: CLUB_DELETE_DENIED,
  request: { body: jsonBody(deleteClubSchema) },
  responses: { 204: { description: "Deleted" }, 400: refusal("The name does not match") },
});

export function clubsRoutes(ctx: AppContext) {
  const { db, files } = ctx;
  const app = new OpenAPIHono();

  app.openapi(createRouteDef, async (c) => {
    const user = c.get("user");
    const club = await createClub(db, user, c.req.valid("json"), c.get("audit"));
    return c.json(clubSummarySchema.parse(createdClubSummary(club)), 201);
  });

  app.openapi(listRoute, async (c) => {
    const clubs = await myClubs(db, c.get("user").id);
    return c.json(myClubsSchema.parse({ clubs }), 200);
  });

  app.openapi(accessRoute, (c) => {
    const { clubId, role, permissions } = c.get("access");
    return c.json(clubAccessSchema.parse({ clubId, role, permissions }), 200);
  });

  app.openapi(settingsRoute, async (c) => {
    const settings = await getClubSettings(db, c.get("access"));
    return c.json(clubSettingsSchema.parse(settings), 200);
  });

  app.openapi(profileRoute, async (c) => {
    const audit = c.get("audit");
    const settings = await updateClubProfile(db, c.get("access"), c.req.valid("json"), audit);
    return c.json(clubSettingsSchema.parse(settings), 200);
  });

  for (const section of Object.keys(sectionSchemas) as SectionName[]) {
    app.openapi(sectionRoute(section), async (c) => {
      const audit = c.get("audit");
      const value = c.req.valid("json") as never;
      const settings = await updateSettingsSection(db, c.get("access"), section, value, audit);
      return c.json(clubSettingsSchema.parse(settings), 200);
    });
  }

  app.openapi(deleteRoute, async (c) => {
    const audit = c.get("audit");
    await deleteClub(db, c.get("access"), c.req.valid("json").confirmName, audit, files);
    return c.body(null, 204);
  });
  return app;
}

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
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
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

const clubSettingsApi = routesTagged("Club settings");
const settingsView = clubSettingsApi.club({ permission: "settings.manage", denied: SETTINGS_VIEW_DENIED });
const clubsApi = routesTagged("Clubs");

const createRouteDef = clubsApi.signedIn.post("/api/clubs", {
  summary: "Create a club; the caller becomes its owner",
  // Spec section 8: the two actions the spec names have their own words for a missing session.
  unauthenticated: () => t("errors").clubs.createUnauthenticated,
  request: { body: jsonBody(createClubSchema) },
  responses: { 201: ok("The new club", clubSummarySchema) },
});

const listRoute = clubsApi.signedIn.get("/api/clubs", {
  summary: "The clubs the signed-in user owns, administers or belongs to",
  responses: { 200: ok("Clubs", myClubsSchema) },
});

const accessRoute = clubsApi.club({ permission: "any role" }).get("/api/clubs/{clubId}/access", {
  summary: "The signed-in user's effective role in a club and its permissions",
  responses: { 200: ok("Role and permissions", clubAccessSchema) },
});

const settingsRoute = settingsView.get("/api/clubs/{clubId}/settings", {
  summary: "Every settings section of a club (owner and admin)",
  responses: { 200: ok("Settings", clubSettingsSchema) },
});

const profileRoute = clubSettingsApi
  .club({ permission: "settings.manage", denied: SETTINGS_DENIED })
  .put("/api/clubs/{clubId}/settings/profile", {
    summary: "Save the club profile (owner and admin)",
    request: { body: jsonBody(clubProfileSchema) },
    responses: { 200: ok("Saved settings", clubSettingsSchema) },
  });

/** PUT /api/clubs/{clubId}/settings/{section} for the sections other than the profile. */
function sectionRoute<S extends SectionName>(section: S) {
  return clubSettingsApi
    .club({ permission: "settings.manage", denied: sectionDenied(section) })
    .put(`/api/clubs/{clubId}/settings/${section}`, {
      summary: `Save the ${section} settings (owner and admin)`,
      ...(section === "financial"
        ? { forbidden: "or the payment gateway would change and the role is not the owner" }
        : {}),
      request: { body: jsonBody(sectionSchemas[section]) },
      responses: { 200: ok("Saved settings", clubSettingsSchema) },
    });
}

const deleteRoute = clubsApi
  .club({ permission: "club.delete", denied: CLUB_DELETE_DENIED })
  .delete("/api/clubs/{clubId}", {
    summary: "Delete a club and all its data (owner only, confirmed by typing its name)",
    unauthenticated: () => t("errors").clubs.deleteUnauthenticated,
    request: { body: jsonBody(deleteClubSchema) },
    responses: { 204: noContent("Deleted"), 400: refusal("The name does not match") },
  });

export function clubsRoutes(ctx: AppContext) {
  const { db, files } = ctx;
  const app = new OpenAPIHono();

  serve(app, createRouteDef, async (c) =>
    createdClubSummary(await createClub(db, c.get("user"), c.req.valid("json"), c.get("audit"))),
  );

  serve(app, listRoute, async (c) => ({ clubs: await myClubs(db, c.get("user").id) }));

  serve(app, accessRoute, (c) => {
    const { clubId, role, permissions } = c.get("access");
    return { clubId, role, permissions };
  });

  serve(app, settingsRoute, (c) => getClubSettings(db, c.get("access")));

  serve(app, profileRoute, (c) => {
    const audit = c.get("audit");
    return updateClubProfile(db, c.get("access"), c.req.valid("json"), audit);
  });

  for (const section of Object.keys(sectionSchemas) as SectionName[]) {
    serve(app, sectionRoute(section), (c) => {
      const value = c.req.valid("json") as never;
      return updateSettingsSection(db, c.get("access"), section, value, c.get("audit"));
    });
  }

  serve(app, deleteRoute, (c) => {
    const audit = c.get("audit");
    return deleteClub(db, c.get("access"), c.req.valid("json").confirmName, audit, files);
  });
  return app;
}

import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  golfProfileInputSchema,
  golfProfileViewSchema,
  handicapSettingsSchema,
  handicapSettingsViewSchema,
  postScoreSchema,
  scoreChoicesSchema,
  scoresExportQuerySchema,
} from "../../../shared/handicaps.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { scoresCsv } from "./handicaps.export.ts";
import {
  deleteScore,
  getGolfProfile,
  getOwnGolfProfile,
  HANDICAP_SETTINGS_DENIED,
  HANDICAPS_DENIED,
  MEMBER_NOT_FOUND,
  postScore,
  readHandicapSettings,
  requestRecompute,
  SCORE_NOT_FOUND,
  saveHandicapSettings,
  scoreChoices,
  setGolfProfile,
} from "./handicaps.service.ts";

/*
 * Members' golf profiles, Handicap Indexes, scoring records, the club's handicap authority and the scores export
 * (issue 35 items 2, 3 and 8). Staff with handicaps.manage (owner, admin, manager) read and write every member's;
 * a member reads their own; owners and admins choose the authority (golfSettings.manage).
 */

const api = routesTagged("Handicaps");
const manage = api.club({ permission: "handicaps.manage", denied: HANDICAPS_DENIED });
const readOwn = api.club({ permission: "members.readOwn", denied: HANDICAPS_DENIED });
const settings = api.club({ permission: "golfSettings.manage", denied: HANDICAP_SETTINGS_DENIED });
const profilePath = "/api/clubs/{clubId}/members/{memberId}/golf-profile";
const noSuchMember = "or no such member in it";

const ownRoute = readOwn.get("/api/clubs/{clubId}/members/me/golf-profile", {
  summary: "One's own golf profile, index history, scoring record and how the index was computed (any role)",
  notFound: "or the user has no member record in it",
  responses: { 200: ok("The profile", golfProfileViewSchema) },
});

const getRoute = readOwn.get(profilePath, {
  summary:
    "A member's golf profile, index history (newest first), scoring record (the 40 most recent) and how the record computes the index (owner, admin, manager; a member their own only)",
  notFound: "or no such member in it, or (for a role that does not manage handicaps) not one's own record",
  responses: { 200: ok("The profile", golfProfileViewSchema) },
});

const putRoute = manage.put(profilePath, {
  summary:
    "Set a member's golf profile: Handicap Index (a change is written to the history, source manual), home club, national player id, gender for tees",
  notFound: noSuchMember,
  request: { body: jsonBody(golfProfileInputSchema) },
  responses: { 200: ok("The profile", golfProfileViewSchema) },
});

const postScoreRoute = manage.post(`${profilePath}/scores`, {
  summary:
    "Post an acceptable score (hole by hole or a total adjusted gross): its adjusted gross score and differential are kept; when the club is the handicap authority the index is recomputed at once",
  notFound: `${noSuchMember}, or no such course or tee`,
  request: { body: jsonBody(postScoreSchema) },
  responses: { 201: ok("The profile with the score", golfProfileViewSchema) },
});

const deleteScoreRoute = manage.delete(`${profilePath}/scores/{scoreId}`, {
  summary:
    "Delete a score of the record; when the club is the handicap authority the index is recomputed at once",
  notFound: `${noSuchMember}, or no such score of the member`,
  responses: { 200: ok("The profile without the score", golfProfileViewSchema) },
});

const choicesRoute = manage.get("/api/clubs/{clubId}/handicaps/score-choices", {
  summary: "The courses and their tees (with the genders each is rated for) a score can be posted for",
  responses: { 200: ok("Courses and tees", scoreChoicesSchema) },
});

const getSettingsRoute = manage.get("/api/clubs/{clubId}/handicaps/settings", {
  summary:
    "Who computes the members' indexes, and the last recomputation of every index (owner, admin, manager)",
  responses: { 200: ok("The settings", handicapSettingsViewSchema) },
});

const putSettingsRoute = settings.put("/api/clubs/{clubId}/handicaps/settings", {
  summary:
    "Choose who computes the members' indexes: a national system, or this club (which recomputes every index from the scoring records, in the background) (owner, admin)",
  request: { body: jsonBody(handicapSettingsSchema) },
  responses: { 200: ok("The settings", handicapSettingsViewSchema) },
});

const recomputeRoute = manage.post("/api/clubs/{clubId}/handicaps/recompute", {
  summary:
    "Recompute every member's index from the scoring records, in the background (the club must be the authority)",
  responses: {
    202: ok("The settings with the recomputation started", handicapSettingsViewSchema),
    422: refusal("The club is not the handicap authority (field `authority`)"),
  },
});

const exportRoute = manage.get("/api/clubs/{clubId}/handicaps/scores.csv", {
  summary:
    "The acceptable scores played from-to as CSV for a national handicap system: player id, name, date, course, tee, gross per hole, adjusted gross, ratings, PCC, differential",
  request: { query: scoresExportQuerySchema },
  responses: {
    200: {
      description: "CSV with a header row; cells that a spreadsheet would run as formulas start with '",
      content: { "text/csv": { schema: z.string() } },
    },
  },
});

export function handicapsRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  const app = new OpenAPIHono();
  const memberOf = (id: string) => uuidParam(id, MEMBER_NOT_FOUND);

  // Before {memberId}, which would take "me" for an id.
  serve(app, ownRoute, (c) => getOwnGolfProfile(db, c.get("access")));

  serve(app, getRoute, (c) => getGolfProfile(db, c.get("access"), memberOf(c.req.valid("param").memberId)));

  serve(app, putRoute, (c) => {
    const memberId = memberOf(c.req.valid("param").memberId);
    return setGolfProfile(
      db,
      c.get("access").clubId,
      memberId,
      c.req.valid("json"),
      c.get("audit"),
      clock.now(),
    );
  });

  serve(app, postScoreRoute, (c) => {
    const memberId = memberOf(c.req.valid("param").memberId);
    return postScore(db, c.get("access").clubId, memberId, c.req.valid("json"), c.get("audit"), clock.now());
  });

  serve(app, deleteScoreRoute, (c) => {
    const { memberId, scoreId } = c.req.valid("param");
    const score = uuidParam(scoreId, SCORE_NOT_FOUND);
    return deleteScore(db, c.get("access").clubId, memberOf(memberId), score, c.get("audit"), clock.now());
  });

  serve(app, choicesRoute, (c) => scoreChoices(db, c.get("access").clubId));

  serve(app, getSettingsRoute, (c) => readHandicapSettings(db, c.get("access").clubId));

  serve(app, putSettingsRoute, (c) =>
    saveHandicapSettings(ctx, c.get("access").clubId, c.req.valid("json"), c.get("audit")),
  );

  serve(app, recomputeRoute, (c) => requestRecompute(ctx, c.get("access").clubId, c.get("audit")));

  app.openapi(exportRoute, async (c) => {
    const { from, to } = c.req.valid("query");
    const file = await scoresCsv(db, c.get("access").clubId, from, to);
    return c.body(file.body, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "no-store",
    });
  });

  return app;
}

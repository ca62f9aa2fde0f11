import { OpenAPIHono } from "@hono/zod-openapi";
import {
  competitionDetailSchema,
  competitionInputSchema,
  competitionListSchema,
  competitionStatusInputSchema,
  entryAnswerSchema,
  entryInputSchema,
  partnerInputSchema,
} from "../../../shared/competitions/competitions.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import { golfDepsOf } from "../golf/golf-deps.ts";
import {
  COMPETITION_NOT_FOUND,
  competitionDetail,
  createCompetition,
  ENTRY_NOT_FOUND,
  listClubCompetitions,
  removeCompetition,
  updateCompetitionSettings,
} from "./competitions.service.ts";
import { drawNow, setCompetitionStatus } from "./draw.service.ts";
import { enterCompetition, setPartner, withdrawEntry } from "./entries.service.ts";

const api = routesTagged("Competitions");

/*
 * Competitions, entries and the draw (issue 35 items 4 and 5). Staff (`competitions.manage`) set competitions
 * up, change their state, pair four-ball entries and make the draw; members and staff (`competitions.own`) see
 * them and enter.
 */

const own = api.club({ permission: "competitions.own", denied: () => t("competitions").denied.enter });
const manage = api.club({ permission: "competitions.manage", denied: () => t("competitions").denied.manage });

const listRoute = own.get("/api/clubs/{clubId}/competitions", {
  summary:
    "The club's competitions: staff see every one, members those open for entries or played, with their own entry",
  responses: { 200: ok("The competitions", competitionListSchema) },
});

const createRoute = manage.post("/api/clubs/{clubId}/competitions", {
  summary: "Set up a competition (a draft until it is opened for entries)",
  notFound: "or no such course or tee in it",
  request: { body: jsonBody(competitionInputSchema) },
  responses: { 201: ok("The competition", competitionDetailSchema) },
});

const detailRoute = own.get("/api/clubs/{clubId}/competitions/{competitionId}", {
  summary: "A competition with its field, its waiting list and (once drawn) each entrant's start",
  notFound: "or no such competition in it (members: or a draft)",
  responses: { 200: ok("The competition", competitionDetailSchema) },
});

const updateRoute = manage.put("/api/clubs/{clubId}/competitions/{competitionId}", {
  summary: "Change a competition's settings until its draw",
  notFound: "or no such competition, course or tee in it",
  request: { body: jsonBody(competitionInputSchema) },
  responses: {
    200: ok("The competition", competitionDetailSchema),
    409: refusal("The draw has been made or the competition is over"),
  },
});

const deleteRoute = manage.delete("/api/clubs/{clubId}/competitions/{competitionId}", {
  summary: "Delete a draft competition (an opened one is cancelled instead)",
  notFound: "or no such competition in it",
  responses: { 204: noContent("Deleted"), 409: refusal("The competition is not a draft") },
});

const statusRoute = manage.post("/api/clubs/{clubId}/competitions/{competitionId}/status", {
  summary:
    "Open a competition for entries, close its entries, or cancel it (a drawn field leaves the tee sheet)",
  notFound: "or no such competition in it",
  request: { body: jsonBody(competitionStatusInputSchema) },
  responses: {
    200: ok("The competition", competitionDetailSchema),
    409: refusal("The competition cannot move to that state"),
    422: refusal("Opening a competition without a tee for each gender it is open to (field `tees`)"),
  },
});

const enterRoute = own.post("/api/clubs/{clubId}/competitions/{competitionId}/entries", {
  summary:
    "Enter a competition: a member themselves while entries are open and they are eligible; staff a member or a guest until the draw. When the field is full the entry waits",
  notFound: "or no such competition or member in it",
  request: { body: jsonBody(entryInputSchema) },
  responses: {
    201: ok("The entry and the competition", entryAnswerSchema),
    409: refusal("Entries are not open, the player is not eligible, or has entered already"),
  },
});

const withdrawRoute = own.delete("/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}", {
  summary:
    "Withdraw an entry (members: their own, until entries close; staff: any, until the draw); the first waiting entrant takes the place",
  notFound: "or no such entry of the member's in it",
  responses: {
    204: noContent("Withdrawn"),
    409: refusal("The entry was withdrawn already, entries have closed, or the draw has been made"),
  },
});

const partnerRoute = manage.put(
  "/api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/partner",
  {
    summary:
      "Four-ball: pair an entry with another (both in the field or both waiting), or leave it without a partner, until the draw; former partners are left unpaired",
    notFound: "or no such entry in the competition",
    request: { body: jsonBody(partnerInputSchema) },
    responses: {
      200: ok("The competition", competitionDetailSchema),
      409: refusal(
        "Not a four-ball competition, the draw has been made, or the entries are not on the same list",
      ),
    },
  },
);

const drawRoute = manage.post("/api/clubs/{clubId}/competitions/{competitionId}/draw", {
  summary:
    "Make the draw: groups, start times and holes onto the tee sheet (a competition block and a booking per group), each entrant told by e-mail; again until scores exist",
  notFound: "or no such competition in it",
  responses: {
    200: ok("The competition with its start sheet", competitionDetailSchema),
    409: refusal(
      "Entries are still open, nobody entered, scores exist, or the tee sheet cannot take the field",
    ),
  },
});

export function competitionsRoutes(ctx: AppContext) {
  const deps = golfDepsOf(ctx);
  const app = new OpenAPIHono();
  const competitionId = (id: string) => uuidParam(id, COMPETITION_NOT_FOUND);

  serve(app, listRoute, (c) => listClubCompetitions(deps.db, c.get("access"), deps.clock.now()));

  serve(app, createRoute, (c) =>
    createCompetition(deps.db, c.get("access"), c.req.valid("json"), c.get("audit"), deps.clock.now()),
  );

  serve(app, detailRoute, (c) =>
    competitionDetail(
      deps.db,
      c.get("access"),
      competitionId(c.req.valid("param").competitionId),
      deps.clock.now(),
    ),
  );

  serve(app, updateRoute, (c) =>
    updateCompetitionSettings(
      deps.db,
      c.get("access"),
      competitionId(c.req.valid("param").competitionId),
      c.req.valid("json"),
      c.get("audit"),
      deps.clock.now(),
    ),
  );

  serve(app, deleteRoute, (c) =>
    removeCompetition(
      deps.db,
      c.get("access"),
      competitionId(c.req.valid("param").competitionId),
      c.get("audit"),
    ),
  );

  serve(app, statusRoute, (c) =>
    setCompetitionStatus(
      deps,
      c.get("access"),
      competitionId(c.req.valid("param").competitionId),
      c.req.valid("json").status,
      c.get("audit"),
    ),
  );

  serve(app, enterRoute, (c) =>
    enterCompetition(
      deps,
      c.get("access"),
      competitionId(c.req.valid("param").competitionId),
      c.req.valid("json"),
      c.get("audit"),
    ),
  );

  serve(app, withdrawRoute, (c) => {
    const params = c.req.valid("param");
    return withdrawEntry(
      deps,
      c.get("access"),
      competitionId(params.competitionId),
      uuidParam(params.entryId, ENTRY_NOT_FOUND),
      c.get("audit"),
    );
  });

  serve(app, partnerRoute, (c) => {
    const params = c.req.valid("param");
    return setPartner(
      deps,
      c.get("access"),
      competitionId(params.competitionId),
      uuidParam(params.entryId, ENTRY_NOT_FOUND),
      c.req.valid("json").partnerEntryId,
      c.get("audit"),
    );
  });

  serve(app, drawRoute, (c) =>
    drawNow(deps, c.get("access"), competitionId(c.req.valid("param").competitionId), c.get("audit")),
  );

  return app;
}

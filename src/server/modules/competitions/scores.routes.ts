import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  cardSchema,
  holeScoreInputSchema,
  holeScoreSchema,
  leaderboardSchema,
  myCardsSchema,
  myCompetitionsSchema,
  phoneRecorderSchema,
  publicLeaderboardSchema,
  publicLinkInputSchema,
  publicLinkSchema,
  publishedSchema,
  resultStatusInputSchema,
  scoresGridSchema,
  staffCardInputSchema,
} from "../../../shared/competitions/scores.ts";
import type { AppContext } from "../../http/app-context.ts";
import { eventStream, StreamEvent } from "../../http/event-stream.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { currentLocale, t } from "../../i18n.ts";
import {
  boardOf,
  etagOf,
  LiveBoards,
  leaderboardCompetition,
  notModified,
  publicCompetition,
  setPublicLink,
} from "./leaderboard.service.ts";
import { myCompetitions, publishResults, resultsCsv } from "./results.service.ts";
import type { CompetitionRow } from "./scores.repository.ts";
import {
  approveCard,
  clubDateFormat,
  confirmCard,
  myCards,
  type ScoresDeps,
  saveStaffCard,
  scoresGrid,
  setResultStatus,
  unlockCard,
  writeHoleScore,
} from "./scores.service.ts";

/*
 * Scores, the leaderboard and results of competitions (issue 35 items 6 to 8). Players and markers
 * (`competitions.own`: their own card and the card of the player they mark, others 404) write hole by hole and
 * confirm; staff (`competitions.manage`) enter paper cards, approve, unlock, record result statuses, share the
 * leaderboard by a public link, publish and export the results. The leaderboard answers 304 to its ETag (the
 * scores version) and has an event stream of new versions; the public one needs no sign-in.
 */

const api = routesTagged("Competitions");
const texts = () => t("competitionScores");
const own = api.club({ permission: "competitions.own", denied: () => texts().denied.manage });
const manage = api.club({ permission: "competitions.manage", denied: () => texts().denied.manage });

const COMPETITION = "/api/clubs/{clubId}/competitions/{competitionId}";
const noCompetition = "or no such competition in it (members: not drawn or published yet)";
const noCard = "or no such competition, or the entry is not the caller's own card or the card they mark";
const notScoring = "Scores are not taken (not drawn, or published), or the card is locked";
const recorderParams = z.object({
  competitionId: z.string(),
  entryId: z.string(),
  recorder: phoneRecorderSchema,
});

const myCardsRoute = own.get(`${COMPETITION}/card`, {
  summary:
    "The caller's own card and the card of the player they mark, with the holes and where versions differ",
  notFound: "or no such competition, or the caller is not in its field",
  responses: { 200: ok("The cards", myCardsSchema) },
});

const holeRoute = own.put(`${COMPETITION}/entries/{entryId}/cards/{recorder}/holes/{hole}`, {
  summary:
    "One hole of a card from a phone: 'player' for the caller's own card, 'marker' for the card of the player they mark",
  notFound: noCard,
  request: {
    params: recorderParams.extend({ hole: z.string() }),
    body: jsonBody(holeScoreInputSchema),
  },
  responses: { 200: ok("The hole as stored", holeScoreSchema), 409: refusal(notScoring) },
});

const confirmRoute = own.post(`${COMPETITION}/entries/{entryId}/cards/{recorder}/confirm`, {
  summary:
    "Confirm (sign) a complete version of a card; the card locks when the player's and the marker's agree",
  notFound: noCard,
  request: { params: recorderParams },
  responses: {
    200: ok("The card, locked or with the holes that differ", cardSchema),
    409: refusal(`${notScoring}, or a hole has no score`),
    422: refusal("The recorder is neither 'player' nor 'marker'"),
  },
});

const staffCardRoute = manage.put(`${COMPETITION}/entries/{entryId}/cards/staff`, {
  summary: "Staff's paper card: a score or an empty field for every hole",
  notFound: "or no such competition or entry in its field",
  request: { body: jsonBody(staffCardInputSchema) },
  responses: { 200: ok("The card", cardSchema), 409: refusal(notScoring) },
});

const approveRoute = manage.post(`${COMPETITION}/entries/{entryId}/approve`, {
  summary: "Staff approve a card: it locks with staff's version (the paper card, else the player's)",
  notFound: "or no such competition or entry in its field",
  responses: { 200: ok("The locked card", cardSchema), 409: refusal(notScoring) },
});

const unlockRoute = manage.post(`${COMPETITION}/entries/{entryId}/unlock`, {
  summary:
    "Staff unlock a locked card so its versions can be corrected (it locks again when they agree, or by approval)",
  notFound: "or no such competition or entry in its field",
  responses: {
    200: ok("The card, open", cardSchema),
    409: refusal("Scores are not taken (not drawn, or published), or the card is not locked"),
  },
});

const resultStatusRoute = manage.put(`${COMPETITION}/entries/{entryId}/result-status`, {
  summary: "Staff record a result besides a returned card: no return, disqualified, withdrawn (or ok)",
  notFound: "or no such competition or entry in its field",
  request: { body: jsonBody(resultStatusInputSchema) },
  responses: {
    200: ok("The card", cardSchema),
    409: refusal("Scores are not taken (not drawn, or published)"),
  },
});

const gridRoute = manage.get(`${COMPETITION}/scores`, {
  summary: "Every card of the field with its versions (staff's grid)",
  notFound: "or no such competition in it",
  responses: { 200: ok("The cards", scoresGridSchema) },
});

const leaderboardRoute = own.get(`${COMPETITION}/leaderboard`, {
  summary: "The leaderboard per division; ETag is the scores version (304 to If-None-Match when unchanged)",
  notFound: noCompetition,
  responses: {
    200: ok("The leaderboard", leaderboardSchema),
    304: { description: "Not modified since the version named by If-None-Match" },
  },
});

const events = {
  description: "Server-sent events",
  content: { "text/event-stream": { schema: z.string() } },
};

const eventsRoute = own.get(`${COMPETITION}/leaderboard/events`, {
  summary:
    "Server-sent events: `version` with the scores version now, then `board` at every change (read every second): the board as a patch of the one pushed before (rows unchanged are their index in it), or whole (`base` null)",
  notFound: noCompetition,
  responses: { 200: events },
});

const publicLinkRoute = manage.put(`${COMPETITION}/leaderboard/public`, {
  summary: "Turn the public leaderboard link on (a token) or off",
  notFound: "or no such competition in it",
  request: { body: jsonBody(publicLinkInputSchema) },
  responses: { 200: ok("The public token", publicLinkSchema) },
});

const publishRoute = manage.post(`${COMPETITION}/results/publish`, {
  summary:
    "Publish the results: final per division with countback, e-mailed to the entrants; acceptable scores posted",
  notFound: "or no such competition in it",
  responses: {
    200: ok("The results", publishedSchema),
    409: refusal("Not drawn yet, or published already"),
  },
});

const csvRoute = manage.get(`${COMPETITION}/results.csv`, {
  summary: "The results as CSV: division, position, name, handicap, scores, result, countback",
  notFound: "or no such competition in it",
  responses: { 200: { description: "The results", content: { "text/csv": { schema: z.string() } } } },
});

const historyRoute = own.get("/api/clubs/{clubId}/me/competitions", {
  summary: "The signed-in member's competitions: division, position and score in each",
  responses: { 200: ok("The member's competitions", myCompetitionsSchema) },
});

const publicBoardRoute = api.public.get("/api/public/leaderboard/{token}", {
  summary: "A public leaderboard by its token (no names of entries' ids, no e-mail addresses); ETag as above",
  responses: {
    200: ok("The leaderboard, with the club's date format", publicLeaderboardSchema),
    304: { description: "Not modified" },
    404: refusal("No competition has this token (the link was turned off)"),
  },
});

const publicEventsRoute = api.public.get("/api/public/leaderboard/{token}/events", {
  summary: "Server-sent events of a public leaderboard: `version` now, then `board` patches as above",
  responses: { 200: events, 404: refusal("No competition has this token") },
});

const competitionNotFound = () => texts().notFound.competition;
const cardNotFound = () => texts().notFound.card;

/**
 * An event stream of a competition's leaderboard: `version` with the scores version now (the page asks for the
 * board when it holds another), then `board` at each new version (a patch of the board pushed before, see
 * src/shared/competitions/board-patch.ts), compressed once for every listener when they take gzip.
 */
function boardStream(
  live: LiveBoards,
  competition: CompetitionRow,
  publicView: boolean,
  request: Request,
): Response {
  const first = new StreamEvent(`retry: 3000\nevent: version\ndata: ${competition.scoresVersion}\n\n`);
  const audience = { publicView, locale: currentLocale() };
  return eventStream(request.headers.get("Accept-Encoding") ?? undefined, request.signal, first, (send) =>
    live.subscribe(competition, audience, send),
  );
}

/** A leaderboard as JSON with its ETag. */
function boardResponse(
  board: unknown,
  headers: Record<string, string>,
  schema: typeof leaderboardSchema | typeof publicLeaderboardSchema = leaderboardSchema,
): Response {
  return new Response(JSON.stringify(schema.parse(board)), {
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });
}

export function competitionScoresRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const deps: ScoresDeps = ctx;
  const live = new LiveBoards(ctx.db, ctx.logger);
  const competitionId = (value: string) => uuidParam(value, competitionNotFound);
  const entry = (params: { competitionId: string; entryId: string }) => ({
    competitionId: competitionId(params.competitionId),
    entryId: uuidParam(params.entryId, cardNotFound),
  });

  serve(app, myCardsRoute, (c) =>
    myCards(deps, c.get("access"), competitionId(c.req.valid("param").competitionId)),
  );

  serve(app, holeRoute, (c) => {
    const params = c.req.valid("param");
    const hole = /^\d{1,2}$/.test(params.hole) ? Number(params.hole) : 0;
    const target = { ...entry(params), recorder: params.recorder, hole };
    return writeHoleScore(deps, c.get("access"), target, c.req.valid("json"), c.get("audit"));
  });

  serve(app, confirmRoute, (c) => {
    const params = c.req.valid("param");
    return confirmCard(
      deps,
      c.get("access"),
      { ...entry(params), recorder: params.recorder },
      c.get("audit"),
    );
  });

  serve(app, staffCardRoute, (c) =>
    saveStaffCard(deps, c.get("access"), entry(c.req.valid("param")), c.req.valid("json"), c.get("audit")),
  );

  serve(app, approveRoute, (c) =>
    approveCard(deps, c.get("access"), entry(c.req.valid("param")), c.get("audit")),
  );

  serve(app, unlockRoute, (c) =>
    unlockCard(deps, c.get("access"), entry(c.req.valid("param")), c.get("audit")),
  );

  serve(app, resultStatusRoute, (c) =>
    setResultStatus(
      deps,
      c.get("access"),
      entry(c.req.valid("param")),
      c.req.valid("json").resultStatus,
      c.get("audit"),
    ),
  );

  serve(app, gridRoute, (c) =>
    scoresGrid(deps, c.get("access"), competitionId(c.req.valid("param").competitionId)),
  );

  serve(app, leaderboardRoute, async (c) => {
    const id = competitionId(c.req.valid("param").competitionId);
    const competition = await leaderboardCompetition(deps, c.get("access"), id);
    const headers = { ETag: etagOf(competition.scoresVersion), "Cache-Control": "private, no-cache" };
    if (notModified(c.req.header("If-None-Match"), competition.scoresVersion)) {
      return new Response(null, { status: 304, headers });
    }
    const board = await boardOf(deps.db, competition, false);
    return boardResponse(board, headers);
  });

  serve(app, eventsRoute, async (c) => {
    const id = competitionId(c.req.valid("param").competitionId);
    const competition = await leaderboardCompetition(deps, c.get("access"), id);
    return boardStream(live, competition, false, c.req.raw);
  });

  serve(app, publicLinkRoute, (c) =>
    setPublicLink(
      deps,
      c.get("access"),
      competitionId(c.req.valid("param").competitionId),
      c.req.valid("json").enabled,
      c.get("audit"),
    ),
  );

  serve(app, publishRoute, (c) =>
    publishResults(deps, c.get("access"), competitionId(c.req.valid("param").competitionId), c.get("audit")),
  );

  serve(app, csvRoute, async (c) => {
    const file = await resultsCsv(deps, c.get("access"), competitionId(c.req.valid("param").competitionId));
    return new Response(file.body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.name}"`,
      },
    });
  });

  serve(app, historyRoute, (c) => myCompetitions(deps, c.get("access")));

  serve(app, publicBoardRoute, async (c) => {
    const competition = await publicCompetition(deps, c.req.valid("param").token);
    const headers = { ETag: etagOf(competition.scoresVersion), "Cache-Control": "public, no-cache" };
    if (notModified(c.req.header("If-None-Match"), competition.scoresVersion)) {
      return new Response(null, { status: 304, headers });
    }
    const [board, dateFormat] = await Promise.all([
      boardOf(deps.db, competition, true),
      clubDateFormat(deps.db, competition.clubId),
    ]);
    return boardResponse({ ...board, dateFormat }, headers, publicLeaderboardSchema);
  });

  serve(app, publicEventsRoute, async (c) => {
    const competition = await publicCompetition(deps, c.req.valid("param").token);
    return boardStream(live, competition, true, c.req.raw);
  });

  return app;
}

import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  societyDeclineInputSchema,
  societyPageSchema,
  societyQuoteInputSchema,
  societyQuoteSchema,
  societyRequestInputSchema,
  societyRequestListSchema,
  societyRequestQuerySchema,
  societyRequestSchema,
  societyRequestSentSchema,
} from "../../../shared/society-requests.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import type { GolfDeps } from "./golf-deps.ts";
import {
  answerQuote,
  declineRequest,
  listRequests,
  quoteRequest,
  SOCIETY_NOT_OFFERED,
  sendSocietyRequest,
  societyPage,
  societyQuote,
} from "./society-requests.service.ts";

/*
 * Societies' requests for tee times (issue 36 item 4, decision 084): the public page and its form (no account),
 * staff's list and answers (bookings.manage), and the organiser's quote by its secret link.
 */

const api = routesTagged("Golf societies");
const manage = api.club({ permission: "bookings.manage", denied: () => t("golfBookings").denied.manage });
const base = "/api/clubs/{clubId}/golf/society-requests";
const noSuchRequest = "or no such society request in it";

const params = z.object({ clubId: z.string() });
const notOffered = refusal("No such club, or it has not opened its visitors' page");
const tokenParams = z.object({ token: z.string() });
const noSuchQuote = refusal("No quote has this token (it is wrong, or a newer quote replaced it)");

const pageRoute = api.public.get("/api/public/clubs/{clubId}/society", {
  summary: "A club's public page for societies' requests: its branding, formats, courses and today",
  request: { params },
  responses: { 200: ok("The page", societyPageSchema), 404: notOffered },
});

const sendRoute = api.public.post("/api/public/clubs/{clubId}/society/requests", {
  summary:
    "Send a society's request for tee times: stored as new, confirmed to the organiser by e-mail and told to the club's contact address",
  request: { params, body: jsonBody(societyRequestInputSchema) },
  responses: {
    200: ok("The request was received", societyRequestSentSchema),
    404: notOffered,
    422: refusal(
      "Invalid input: a date before the club's today or more than 365 days ahead, a course not the club's",
    ),
    429: refusal("More than 5 requests from one address in an hour"),
  },
});

const listRoute = manage.get(base, {
  summary: "The club's societies' requests, newest first, of one status or every one, a page at a time",
  request: { query: societyRequestQuerySchema },
  responses: { 200: ok("A page of requests", societyRequestListSchema) },
});

const quoteRoute = manage.post(`${base}/{requestId}/quote`, {
  summary:
    "Quote a new (or re-quote a quoted) request: the price per player, its total and a message, e-mailed to the organiser with the quote's link",
  notFound: noSuchRequest,
  request: { body: jsonBody(societyQuoteInputSchema) },
  responses: {
    200: ok("The quoted request", societyRequestSchema),
    409: refusal("The organiser has answered the quote, or the request was declined"),
  },
});

const declineRoute = manage.post(`${base}/{requestId}/decline`, {
  summary: "Decline a new request, with a message e-mailed to the organiser",
  notFound: noSuchRequest,
  request: { body: jsonBody(societyDeclineInputSchema) },
  responses: {
    200: ok("The declined request", societyRequestSchema),
    409: refusal("The request has been answered already"),
  },
});

const quoteViewRoute = api.public.get("/api/public/society-quotes/{token}", {
  summary: "A society's quote, by the secret link of its e-mail",
  request: { params: tokenParams },
  responses: { 200: ok("The quote", societyQuoteSchema), 404: noSuchQuote },
});

const answered = refusal("The quote has been answered already");

const acceptRoute = api.public.post("/api/public/society-quotes/{token}/accept", {
  summary: "The organiser accepts the quote; staff are told by e-mail",
  request: { params: tokenParams },
  responses: { 200: ok("The accepted quote", societyQuoteSchema), 404: noSuchQuote, 409: answered },
});

const rejectRoute = api.public.post("/api/public/society-quotes/{token}/decline", {
  summary: "The organiser declines the quote; staff are told by e-mail",
  request: { params: tokenParams },
  responses: { 200: ok("The declined quote", societyQuoteSchema), 404: noSuchQuote, 409: answered },
});

const clubIdOf = (value: string) => uuidParam(value, SOCIETY_NOT_OFFERED);

export function societyRequestsRoutes(deps: GolfDeps) {
  const app = new OpenAPIHono();
  serve(app, pageRoute, (c) => societyPage(deps, clubIdOf(c.req.valid("param").clubId)));
  serve(app, sendRoute, (c) =>
    sendSocietyRequest(deps, clubIdOf(c.req.valid("param").clubId), c.req.valid("json"), c.get("audit")),
  );
  serve(app, listRoute, (c) => listRequests(deps.db, c.get("access"), c.req.valid("query")));
  serve(app, quoteRoute, (c) =>
    quoteRequest(deps, c.get("access"), c.req.valid("param").requestId, c.req.valid("json"), c.get("audit")),
  );
  serve(app, declineRoute, (c) =>
    declineRequest(
      deps,
      c.get("access"),
      c.req.valid("param").requestId,
      c.req.valid("json"),
      c.get("audit"),
    ),
  );
  serve(app, quoteViewRoute, (c) => societyQuote(deps, c.req.valid("param").token));
  serve(app, acceptRoute, (c) => answerQuote(deps, c.req.valid("param").token, "accepted", c.get("audit")));
  serve(app, rejectRoute, (c) => answerQuote(deps, c.req.valid("param").token, "declined", c.get("audit")));
  return app;
}

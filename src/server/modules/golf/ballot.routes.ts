import { OpenAPIHono } from "@hono/zod-openapi";
import {
  ballotEntryInputSchema,
  ballotEntrySchema,
  ballotSchema,
  bookingSchema,
  teeSheetQuerySchema,
  waitlistEntrySchema,
  waitlistInputSchema,
} from "../../../shared/golf.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import { ballotById, ballotOfCourseDay, drawNow, enterBallot, withdrawEntry } from "./ballot.service.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { acceptOffer, joinWaitlist, withdrawWaiting } from "./waitlist.service.ts";

const api = routesTagged("Golf");

/*
 * The ballot and the waiting list (issue 14, deliverables 5 and 6; the contract: notes/golf-api.md). Members
 * and staff (`bookings.own`) enter, withdraw, wait and accept; staff (`bookings.manage`) draw.
 */

const own = api.club({ permission: "bookings.own", denied: () => t("golfBookings").denied.own });
const BALLOT_NOT_FOUND = () => t("golfBallot").notFound.ballot;
const ENTRY_NOT_FOUND = () => t("golfBallot").notFound.entry;
const WAITLIST_NOT_FOUND = () => t("golfBallot").notFound.waitlist;

const dayRoute = own.get("/api/clubs/{clubId}/golf/ballots", {
  summary:
    "The ballot of a course's day released by ballot, made on first need: staff see every entry, members their own until the draw, then all",
  notFound: "or no such course in it",
  request: { query: teeSheetQuerySchema },
  responses: {
    200: ok("The ballot", ballotSchema),
    409: refusal("The course is closed, or the day has no tee times or is not released by ballot"),
  },
});

const enterRoute = own.post("/api/clubs/{clubId}/golf/ballots/entries", {
  summary: "Enter a group and a range of acceptable times in a day's ballot (members: within their window)",
  notFound: "or no such course in it",
  request: { body: jsonBody(ballotEntryInputSchema) },
  responses: {
    201: ok("The entry", ballotEntrySchema),
    409: refusal(
      "The ballot is closed or drawn or not open to the member yet, the member already entered, or the group breaks a rule",
    ),
  },
});

const withdrawRoute = own.delete("/api/clubs/{clubId}/golf/ballots/entries/{entryId}", {
  summary: "Withdraw a ballot entry before the ballot closes (members: their own)",
  notFound: "or no such entry of the member's in it",
  responses: {
    204: noContent("Withdrawn"),
    409: refusal("The ballot is closed or drawn, or the entry was withdrawn already"),
  },
});

const drawRoute = api
  .club({ permission: "bookings.manage", denied: () => t("golfBallot").denied.draw })
  .post("/api/clubs/{clubId}/golf/ballots/{ballotId}/draw", {
    summary: "Draw a ballot now (the job draws each at its close); a ballot is drawn once",
    notFound: "or no such ballot in it",
    responses: {
      200: ok("The ballot's results", ballotSchema),
      409: refusal("The ballot has been drawn already"),
    },
  });

const resultsRoute = own.get("/api/clubs/{clubId}/golf/ballots/{ballotId}", {
  summary: "A ballot and its results: each entry's place in the draw, priority, tee time and why; the seed",
  notFound: "or no such ballot in it",
  responses: { 200: ok("The ballot", ballotSchema) },
});

const waitRoute = own.post("/api/clubs/{clubId}/golf/waitlist", {
  summary: "Wait with a group for a full tee time: booked (or offered the places) when places free up",
  notFound: "or no such course in it",
  request: { body: jsonBody(waitlistInputSchema) },
  responses: {
    201: ok("The waiting-list entry", waitlistEntrySchema),
    409: refusal(
      "The tee time has room (book it), is past or blocked, its ballot is open, the member waits already, or the group breaks a rule",
    ),
  },
});

const leaveRoute = own.delete("/api/clubs/{clubId}/golf/waitlist/{entryId}", {
  summary: "Leave a waiting list (members: their own entry); places offered to it go to the next group",
  notFound: "or no such entry of the member's in it",
  responses: {
    204: noContent("Withdrawn"),
    409: refusal("The entry no longer waits"),
  },
});

const acceptRoute = own.post("/api/clubs/{clubId}/golf/waitlist/{entryId}/accept", {
  summary: "Accept the places offered to a waiting group, within the 30 minutes of the offer",
  notFound: "or no such entry of the member's in it",
  responses: {
    200: ok("The booking", bookingSchema),
    409: refusal("No place is offered, the offer ran out, or a player may no longer play"),
  },
});

export function ballotRoutes(deps: GolfDeps) {
  const app = new OpenAPIHono();

  serve(app, dayRoute, (c) => ballotOfCourseDay(deps, c.get("access"), c.req.valid("query"), c.get("audit")));

  serve(app, enterRoute, (c) => enterBallot(deps, c.get("access"), c.req.valid("json"), c.get("audit")));

  serve(app, withdrawRoute, (c) => {
    const entryId = uuidParam(c.req.valid("param").entryId, ENTRY_NOT_FOUND);
    return withdrawEntry(deps, c.get("access"), entryId, c.get("audit"));
  });

  serve(app, drawRoute, (c) => {
    const ballotId = uuidParam(c.req.valid("param").ballotId, BALLOT_NOT_FOUND);
    return drawNow(deps, c.get("access"), ballotId, c.get("audit"));
  });

  serve(app, resultsRoute, (c) => {
    const ballotId = uuidParam(c.req.valid("param").ballotId, BALLOT_NOT_FOUND);
    return ballotById(deps, c.get("access"), ballotId);
  });

  serve(app, waitRoute, (c) => joinWaitlist(deps, c.get("access"), c.req.valid("json"), c.get("audit")));

  serve(app, leaveRoute, (c) => {
    const entryId = uuidParam(c.req.valid("param").entryId, WAITLIST_NOT_FOUND);
    return withdrawWaiting(deps, c.get("access"), entryId, c.get("audit"));
  });

  serve(app, acceptRoute, (c) => {
    const entryId = uuidParam(c.req.valid("param").entryId, WAITLIST_NOT_FOUND);
    return acceptOffer(deps, c.get("access"), entryId, c.get("audit"));
  });

  return app;
}

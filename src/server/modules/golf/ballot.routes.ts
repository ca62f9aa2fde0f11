import { OpenAPIHono, z } from "@hono/zod-openapi";
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
import { clubRoute, jsonBody, ok, refusal } from "../../http/route.ts";
import { t } from "../../i18n.ts";
import { ballotById, ballotOfCourseDay, drawNow, enterBallot, withdrawEntry } from "./ballot.service.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { acceptOffer, joinWaitlist, withdrawWaiting } from "./waitlist.service.ts";

/*
 * The ballot and the waiting list (issue 14, deliverables 5 and 6; the contract: notes/golf-api.md). Members
 * and staff (`bookings.own`) enter, withdraw, wait and accept; staff (`bookings.manage`) draw.
 */

const tags = ["Golf"];
const own = { permission: "bookings.own", denied: () => t("golfBookings").denied.own } as const;
const BALLOT_NOT_FOUND = () => t("golfBallot").notFound.ballot;
const ENTRY_NOT_FOUND = () => t("golfBallot").notFound.entry;
const WAITLIST_NOT_FOUND = () => t("golfBallot").notFound.waitlist;

const ballotParams = z.object({ ballotId: z.string() });
const entryParams = z.object({ entryId: z.string() });

const dayRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/golf/ballots",
  tags,
  summary:
    "The ballot of a course's day released by ballot, made on first need: staff see every entry, members their own until the draw, then all",
  ...own,
  notFound: "or no such course in it",
  request: { query: teeSheetQuerySchema },
  responses: {
    200: ok("The ballot", ballotSchema),
    409: refusal("The course is closed, or the day has no tee times or is not released by ballot"),
  },
});

const enterRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/golf/ballots/entries",
  tags,
  summary: "Enter a group and a range of acceptable times in a day's ballot (members: within their window)",
  ...own,
  notFound: "or no such course in it",
  request: { body: jsonBody(ballotEntryInputSchema) },
  responses: {
    201: ok("The entry", ballotEntrySchema),
    409: refusal(
      "The ballot is closed or drawn or not open to the member yet, the member already entered, or the group breaks a rule",
    ),
  },
});

const withdrawRoute = clubRoute({
  method: "delete",
  path: "/api/clubs/{clubId}/golf/ballots/entries/{entryId}",
  tags,
  summary: "Withdraw a ballot entry before the ballot closes (members: their own)",
  ...own,
  notFound: "or no such entry of the member's in it",
  request: { params: entryParams },
  responses: {
    204: { description: "Withdrawn" },
    409: refusal("The ballot is closed or drawn, or the entry was withdrawn already"),
  },
});

const drawRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/golf/ballots/{ballotId}/draw",
  tags,
  summary: "Draw a ballot now (the job draws each at its close); a ballot is drawn once",
  permission: "bookings.manage",
  denied: () => t("golfBallot").denied.draw,
  notFound: "or no such ballot in it",
  request: { params: ballotParams },
  responses: {
    200: ok("The ballot's results", ballotSchema),
    409: refusal("The ballot has been drawn already"),
  },
});

const resultsRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/golf/ballots/{ballotId}",
  tags,
  summary: "A ballot and its results: each entry's place in the draw, priority, tee time and why; the seed",
  ...own,
  notFound: "or no such ballot in it",
  request: { params: ballotParams },
  responses: { 200: ok("The ballot", ballotSchema) },
});

const waitRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/golf/waitlist",
  tags,
  summary: "Wait with a group for a full tee time: booked (or offered the places) when places free up",
  ...own,
  notFound: "or no such course in it",
  request: { body: jsonBody(waitlistInputSchema) },
  responses: {
    201: ok("The waiting-list entry", waitlistEntrySchema),
    409: refusal(
      "The tee time has room (book it), is past or blocked, its ballot is open, the member waits already, or the group breaks a rule",
    ),
  },
});

const leaveRoute = clubRoute({
  method: "delete",
  path: "/api/clubs/{clubId}/golf/waitlist/{entryId}",
  tags,
  summary: "Leave a waiting list (members: their own entry); places offered to it go to the next group",
  ...own,
  notFound: "or no such entry of the member's in it",
  request: { params: entryParams },
  responses: {
    204: { description: "Withdrawn" },
    409: refusal("The entry no longer waits"),
  },
});

const acceptRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/golf/waitlist/{entryId}/accept",
  tags,
  summary: "Accept the places offered to a waiting group, within the 30 minutes of the offer",
  ...own,
  notFound: "or no such entry of the member's in it",
  request: { params: entryParams },
  responses: {
    200: ok("The booking", bookingSchema),
    409: refusal("No place is offered, the offer ran out, or a player may no longer play"),
  },
});

export function ballotRoutes(deps: GolfDeps) {
  const app = new OpenAPIHono();

  app.openapi(dayRoute, async (c) => {
    const ballot = await ballotOfCourseDay(deps, c.get("access"), c.req.valid("query"), c.get("audit"));
    return c.json(ballotSchema.parse(ballot), 200);
  });

  app.openapi(enterRoute, async (c) => {
    const entry = await enterBallot(deps, c.get("access"), c.req.valid("json"), c.get("audit"));
    return c.json(ballotEntrySchema.parse(entry), 201);
  });

  app.openapi(withdrawRoute, async (c) => {
    const entryId = uuidParam(c.req.valid("param").entryId, ENTRY_NOT_FOUND);
    await withdrawEntry(deps, c.get("access"), entryId, c.get("audit"));
    return c.body(null, 204);
  });

  app.openapi(drawRoute, async (c) => {
    const ballotId = uuidParam(c.req.valid("param").ballotId, BALLOT_NOT_FOUND);
    const ballot = await drawNow(deps, c.get("access"), ballotId, c.get("audit"));
    return c.json(ballotSchema.parse(ballot), 200);
  });

  app.openapi(resultsRoute, async (c) => {
    const ballotId = uuidParam(c.req.valid("param").ballotId, BALLOT_NOT_FOUND);
    const ballot = await ballotById(deps.db, c.get("access"), ballotId);
    return c.json(ballotSchema.parse(ballot), 200);
  });

  app.openapi(waitRoute, async (c) => {
    const entry = await joinWaitlist(deps, c.get("access"), c.req.valid("json"), c.get("audit"));
    return c.json(waitlistEntrySchema.parse(entry), 201);
  });

  app.openapi(leaveRoute, async (c) => {
    const entryId = uuidParam(c.req.valid("param").entryId, WAITLIST_NOT_FOUND);
    await withdrawWaiting(deps, c.get("access"), entryId, c.get("audit"));
    return c.body(null, 204);
  });

  app.openapi(acceptRoute, async (c) => {
    const entryId = uuidParam(c.req.valid("param").entryId, WAITLIST_NOT_FOUND);
    const booking = await acceptOffer(deps, c.get("access"), entryId, c.get("audit"));
    return c.json(bookingSchema.parse(booking), 200);
  });

  return app;
}

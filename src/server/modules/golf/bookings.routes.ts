import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  addPlayersSchema,
  bookableMemberListSchema,
  bookingInputSchema,
  bookingSchema,
  cancelBookingSchema,
  groupStatusSchema,
  moveBookingSchema,
  myGolfSchema,
  playerStatusSchema,
  teeSheetQuerySchema,
  teeSheetSchema,
} from "../../../shared/golf.ts";
import { golfMessage } from "../../../shared/i18n/zod.ts";
import { text, trimWhitespace } from "../../../shared/text.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import {
  addPlayers,
  cancelBooking,
  createBooking,
  moveBooking,
  myGolf,
  searchMembers,
  setGroupStatus,
  setPlayerStatus,
} from "./bookings.service.ts";
import { calendarRoutes } from "./calendar.routes.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { teeSheet } from "./tee-sheet.service.ts";

const api = routesTagged("Golf");

const MEMBER_SEARCH_MAX = 20;
const own = api.club({ permission: "bookings.own", denied: () => t("golfBookings").denied.own });
const manage = api.club({ permission: "bookings.manage", denied: () => t("golfBookings").denied.manage });
const bookingParams = z.object({ bookingId: z.string() });
const noSuchBooking = "or no such booking in it";
const ruleRefusal = refusal(
  "A booking rule refuses it (each with its own message): the tee time is full or past, a block closes it, a player already plays an overlapping round, the window has not opened, the ballot has not been drawn, the cut-off has passed, too many guests, a membership that is not active or in grace, a no-show suspension, or the course is closed",
);

/** A name, e-mail or number to search for, and how many members to answer (at most 20). */
const memberSearchQuerySchema = z.object({
  q: text()
    .overwrite(trimWhitespace)
    .max(
      100,
      golfMessage((m) => m.nameTooLong(100)),
    )
    .default(""),
  limit: z.coerce.number().int().min(1).max(MEMBER_SEARCH_MAX).default(MEMBER_SEARCH_MAX),
});

const teeSheetRoute = own.get("/api/clubs/{clubId}/golf/tee-sheet", {
  summary:
    "One day of one course: every tee time with its free places, block, bookings (names as the reader may see them), waiting groups, and whether the reader may book it",
  notFound: "or no such course in it",
  request: { query: teeSheetQuerySchema },
  responses: { 200: ok("The tee sheet of the day", teeSheetSchema) },
});

const searchRoute = own.get("/api/clubs/{clubId}/golf/members/search", {
  summary:
    "Members who may play (membership active or in grace) whose name, e-mail or number contains q, by name; at most limit (20)",
  request: { query: memberSearchQuerySchema },
  responses: { 200: ok("Members found, by name", bookableMemberListSchema) },
});

const createRouteDef = own.post("/api/clubs/{clubId}/golf/bookings", {
  summary:
    "Book a tee time for a group (members for themselves with members and guests; staff for any member, outside the window with override)",
  forbidden: "or a member sent override, or has no member record in the club",
  notFound: "or no such course in it",
  request: { body: jsonBody(bookingInputSchema) },
  responses: { 201: ok("The booking", bookingSchema), 409: ruleRefusal },
});

const moveRoute = manage.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/move", {
  summary: "Move a booking to another tee time, course or date (staff; outside the window with override)",
  notFound: `${noSuchBooking} or course`,
  request: { body: jsonBody(moveBookingSchema) },
  responses: { 200: ok("The booking at its new time", bookingSchema), 409: ruleRefusal },
});

const cancelRoute = own.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/cancel", {
  summary:
    "Cancel a booking (members: those they made, before the cut-off; staff: any, after it with override)",
  forbidden: "or a member cancels a booking someone else made, or sent override",
  notFound: noSuchBooking,
  request: { body: jsonBody(cancelBookingSchema) },
  responses: {
    200: ok("The cancelled booking", bookingSchema),
    409: refusal("Already cancelled, already started, or the cut-off has passed"),
  },
});

const playersRoute = own.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/players", {
  summary: "Add members or guests to a booking (members: to those they made)",
  forbidden: "or a member changes a booking someone else made, or sent override",
  notFound: noSuchBooking,
  request: { body: jsonBody(addPlayersSchema) },
  responses: { 200: ok("The booking with its players", bookingSchema), 409: ruleRefusal },
});

const statusRoute = manage.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/players/{playerId}/status", {
  summary: "Check a player in, mark a no-show (after the tee time), or put them back to booked (staff)",
  notFound: `${noSuchBooking} or player`,
  request: {
    params: bookingParams.extend({ playerId: z.string() }),
    body: jsonBody(playerStatusSchema),
  },
  responses: {
    200: ok("The booking with its players", bookingSchema),
    409: refusal("The booking is cancelled, the tee time has not passed (no-show), or the place was taken"),
  },
});

const groupStatusRoute = manage.post("/api/clubs/{clubId}/golf/bookings/{bookingId}/status", {
  summary:
    "Check a whole group in, mark it a no-show (after the tee time), or put it back to booked (staff): every player not cancelled; those already so are left as they are",
  notFound: noSuchBooking,
  request: { params: bookingParams, body: jsonBody(groupStatusSchema) },
  responses: {
    200: ok("The booking with its players", bookingSchema),
    409: refusal("The booking is cancelled, the tee time has not passed (no-show), or a place was taken"),
  },
});

const myRoute = own.get("/api/clubs/{clubId}/golf/my", {
  summary: "The member's bookings from today on, their waiting-list entries and any no-show suspension",
  responses: { 200: ok("One's own golf", myGolfSchema) },
});

/** Bookings and the tee sheet (issue 14), and the member's calendar feed. */
export function bookingsRoutes(deps: GolfDeps) {
  const app = new OpenAPIHono();

  serve(app, teeSheetRoute, (c) => teeSheet(deps, c.get("access"), c.req.valid("query")));

  serve(app, searchRoute, (c) => {
    const { q, limit } = c.req.valid("query");
    return searchMembers(deps.db, c.get("access"), q, limit);
  });

  serve(app, createRouteDef, (c) =>
    createBooking(deps, c.get("access"), c.req.valid("json"), c.get("audit")),
  );

  serve(app, moveRoute, (c) => {
    const { bookingId } = c.req.valid("param");
    return moveBooking(deps, c.get("access"), bookingId, c.req.valid("json"), c.get("audit"));
  });

  serve(app, cancelRoute, (c) => {
    const { bookingId } = c.req.valid("param");
    return cancelBooking(deps, c.get("access"), bookingId, c.req.valid("json"), c.get("audit"));
  });

  serve(app, playersRoute, (c) => {
    const { bookingId } = c.req.valid("param");
    return addPlayers(deps, c.get("access"), bookingId, c.req.valid("json"), c.get("audit"));
  });

  serve(app, statusRoute, (c) => {
    const { bookingId, playerId } = c.req.valid("param");
    return setPlayerStatus(deps, c.get("access"), bookingId, playerId, c.req.valid("json"), c.get("audit"));
  });

  serve(app, groupStatusRoute, (c) => {
    const { bookingId } = c.req.valid("param");
    return setGroupStatus(deps, c.get("access"), bookingId, c.req.valid("json"), c.get("audit"));
  });

  serve(app, myRoute, (c) => myGolf(deps, c.get("access")));

  app.route("/", calendarRoutes(deps));
  return app;
}

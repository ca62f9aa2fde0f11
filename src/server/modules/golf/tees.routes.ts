import { OpenAPIHono } from "@hono/zod-openapi";
import { teeInputSchema, teeListSchema, teeOrderSchema, teeSchema } from "../../../shared/tees.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { COURSE_NOT_FOUND, GOLF_SETTINGS_DENIED } from "./golf-settings.service.ts";
import {
  changeTee,
  createTee,
  listCourseTees,
  removeTee,
  reorderTees,
  TEE_NOT_FOUND,
} from "./tees.service.ts";

/*
 * A course's tees and ratings (issue 35, deliverable 1): owners and admins write them (golfSettings.manage);
 * every role reads them (bookings.own: members post scores from a tee, competitions name theirs).
 */

const api = routesTagged("Golf settings");
const base = "/api/clubs/{clubId}/golf/courses/{courseId}/tees";
const read = api.club({ permission: "bookings.own", denied: GOLF_SETTINGS_DENIED });
const write = api.club({ permission: "golfSettings.manage", denied: GOLF_SETTINGS_DENIED });
const teeConflict = refusal("Another tee of the course has this name");

const listTeesRoute = read.get(base, {
  summary: "A course's tees in their order, with their holes and ratings per gender (every role)",
  notFound: "or no such course in it",
  responses: { 200: ok("The tees", teeListSchema) },
});

const createTeeRoute = write.post(base, {
  summary: "Add a tee to a course, with its holes and ratings; it goes last in the order (owner and admin)",
  notFound: "or no such course in it",
  request: { body: jsonBody(teeInputSchema) },
  responses: { 201: ok("The new tee", teeSchema), 409: teeConflict },
});

const orderTeesRoute = write.put(`${base}/order`, {
  summary: "Put a course's tees in a new order: each of them once (owner and admin)",
  notFound: "or no such course in it, or an id that is not a tee of the course",
  request: { body: jsonBody(teeOrderSchema) },
  responses: { 200: ok("The tees in their new order", teeListSchema) },
});

const updateTeeRoute = write.put(`${base}/{teeId}`, {
  summary: "Change a tee: name, colour, holes and ratings (owner and admin)",
  notFound: "or no such tee of the course in it",
  request: { body: jsonBody(teeInputSchema) },
  responses: { 200: ok("The changed tee", teeSchema), 409: teeConflict },
});

const deleteTeeRoute = write.delete(`${base}/{teeId}`, {
  summary: "Delete a tee that no competition plays from (owner and admin)",
  notFound: "or no such tee of the course in it",
  responses: {
    204: noContent("Deleted"),
    409: refusal("A competition of the club plays from the tee"),
  },
});

export function teesRoutes(deps: GolfDeps) {
  const { db } = deps;
  const app = new OpenAPIHono();

  serve(app, listTeesRoute, (c) => {
    const courseId = uuidParam(c.req.valid("param").courseId, COURSE_NOT_FOUND);
    return listCourseTees(db, c.get("access").clubId, courseId);
  });

  serve(app, createTeeRoute, (c) => {
    const courseId = uuidParam(c.req.valid("param").courseId, COURSE_NOT_FOUND);
    return createTee(db, c.get("access").clubId, courseId, c.req.valid("json"), c.get("audit"));
  });

  // Before /tees/{teeId}, which would take "order" for an id.
  serve(app, orderTeesRoute, (c) => {
    const courseId = uuidParam(c.req.valid("param").courseId, COURSE_NOT_FOUND);
    const { teeIds } = c.req.valid("json");
    return reorderTees(db, c.get("access").clubId, courseId, teeIds, c.get("audit"));
  });

  serve(app, updateTeeRoute, (c) => {
    const { courseId, teeId } = c.req.valid("param");
    const clubId = c.get("access").clubId;
    const ids = [uuidParam(courseId, TEE_NOT_FOUND), uuidParam(teeId, TEE_NOT_FOUND)] as const;
    return changeTee(db, clubId, ids[0], ids[1], c.req.valid("json"), c.get("audit"));
  });

  serve(app, deleteTeeRoute, (c) => {
    const { courseId, teeId } = c.req.valid("param");
    const clubId = c.get("access").clubId;
    const ids = [uuidParam(courseId, TEE_NOT_FOUND), uuidParam(teeId, TEE_NOT_FOUND)] as const;
    return removeTee(db, clubId, ids[0], ids[1], c.get("audit"));
  });

  return app;
}

import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  blockInputSchema,
  blockListSchema,
  blockSchema,
  bookingListSchema,
  calendarDate,
  courseInputSchema,
  courseListSchema,
  courseOrderSchema,
  courseSchema,
  golfSettingsSchema,
  golfSettingsViewSchema,
  suggestedDaysSchema,
} from "../../../shared/golf.ts";
import { golfMessage } from "../../../shared/i18n/zod.ts";
import { text } from "../../../shared/text.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import {
  BLOCK_NOT_FOUND,
  BLOCKS_DENIED,
  createBlock,
  listClubBlocks,
  previewBlock,
  removeBlock,
} from "./blocks.service.ts";
import type { GolfDeps } from "./golf-deps.ts";
import {
  COURSE_NOT_FOUND,
  changeCourse,
  createCourse,
  GOLF_SETTINGS_DENIED,
  listClubCourses,
  readGolfSettings,
  removeCourse,
  reorderCourses,
  saveGolfSettings,
  suggestedDays,
} from "./golf-settings.service.ts";

const golfBlocksApi = routesTagged("Golf blocks");
const golfSettingsApi = routesTagged("Golf settings");
const anyRole = golfSettingsApi.club({ permission: "any role" });

/*
 * Golf settings, courses and blocks (issue 14, deliverables 1 and 2; /work/notes/golf-api.md). Owners and
 * admins change the rules and the courses (golfSettings.manage); staff block tee times (bookings.manage);
 * every role reads the rules and the courses (members the active courses only).
 */

const base = "/api/clubs/{clubId}/golf";
const settingsGuard = golfSettingsApi.club({
  permission: "golfSettings.manage",
  denied: GOLF_SETTINGS_DENIED,
});
const blocksGuard = golfBlocksApi.club({ permission: "bookings.manage", denied: BLOCKS_DENIED });
const courseConflict = refusal("Another course of the club has this name");

const holesQuerySchema = z.object({
  holes: z.coerce.number(golfMessage((m) => m.holes)).refine(
    (n) => n === 9 || n === 18,
    golfMessage((m) => m.holes),
  ),
});
const blockQuerySchema = z.object({
  courseId: text().optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});

const getSettingsRoute = anyRole.get(`${base}/settings`, {
  summary: "The club's golf rules (the defaults until first saved) and its currency (every role)",
  responses: { 200: ok("The rules", golfSettingsViewSchema) },
});

const putSettingsRoute = settingsGuard.put(`${base}/settings`, {
  summary: "Save the club's golf rules (owner and admin)",
  request: { body: jsonBody(golfSettingsSchema) },
  responses: { 200: ok("The saved rules", golfSettingsViewSchema) },
});

const listCoursesRoute = anyRole.get(`${base}/courses`, {
  summary: "The club's courses in their order; members see the active ones only (every role)",
  responses: { 200: ok("The courses", courseListSchema) },
});

const suggestedDaysRoute = settingsGuard.get(`${base}/courses/suggested-days`, {
  summary: "A new course's seven days suggested from the club's opening hours (owner and admin)",
  request: { query: holesQuerySchema },
  responses: { 200: ok("Monday to Sunday", suggestedDaysSchema) },
});

const createCourseRoute = settingsGuard.post(`${base}/courses`, {
  summary: "Add a course; it goes last in the order (owner and admin)",
  request: { body: jsonBody(courseInputSchema) },
  responses: { 201: ok("The new course", courseSchema), 409: courseConflict },
});

const orderCoursesRoute = settingsGuard.put(`${base}/courses/order`, {
  summary: "Put the club's courses in a new order: each of them once (owner and admin)",
  notFound: "or an id that is not a course of the club",
  request: { body: jsonBody(courseOrderSchema) },
  responses: { 200: ok("The courses in their new order", courseListSchema) },
});

const updateCourseRoute = settingsGuard.put(`${base}/courses/{courseId}`, {
  summary: "Change a course: name, holes, active, and its rules per weekday (owner and admin)",
  notFound: "or no such course in it",
  request: { body: jsonBody(courseInputSchema) },
  responses: { 200: ok("The changed course", courseSchema), 409: courseConflict },
});

const deleteCourseRoute = settingsGuard.delete(`${base}/courses/{courseId}`, {
  summary: "Delete a course that has no booking (owner and admin)",
  notFound: "or no such course in it",
  responses: {
    204: noContent("Deleted, with its blocks"),
    409: refusal("The course has bookings: make it inactive instead"),
  },
});

const listBlocksRoute = blocksGuard.get(`${base}/blocks`, {
  summary: "The blocks touching the dates from-to, of one course or all (owner, admin and manager)",
  notFound: "or no such course in it",
  request: { query: blockQuerySchema },
  responses: { 200: ok("The blocks", blockListSchema) },
});

const previewBlockRoute = blocksGuard.post(`${base}/blocks/preview`, {
  summary: "The bookings (booked or checked in) that a block would cover; nothing is written",
  notFound: "or no such course in it",
  request: { body: jsonBody(blockInputSchema) },
  responses: { 200: ok("The bookings inside the block", bookingListSchema) },
});

const createBlockRoute = blocksGuard.post(`${base}/blocks`, {
  summary:
    "Block a time range of a course on a date or weekly; bookings inside are cancelled (each booker e-mailed) or kept",
  notFound: "or no such course in it",
  request: { body: jsonBody(blockInputSchema) },
  responses: { 201: ok("The new block", blockSchema) },
});

const deleteBlockRoute = blocksGuard.delete(`${base}/blocks/{blockId}`, {
  summary: "Remove a block: its tee times open again (owner, admin and manager)",
  notFound: "or no such block in it",
  responses: { 204: noContent("Removed") },
});

export function golfSettingsRoutes(deps: GolfDeps) {
  const { db } = deps;
  const app = new OpenAPIHono();

  serve(app, getSettingsRoute, (c) => readGolfSettings(db, c.get("access").clubId));

  serve(app, putSettingsRoute, (c) => {
    const audit = c.get("audit");
    const clubId = c.get("access").clubId;
    return saveGolfSettings(db, clubId, c.req.valid("json"), audit, deps.clock.now());
  });

  serve(app, listCoursesRoute, (c) => listClubCourses(db, c.get("access")));

  serve(app, suggestedDaysRoute, (c) => {
    const holes = c.req.valid("query").holes as 9 | 18;
    return suggestedDays(db, c.get("access").clubId, holes);
  });

  serve(app, createCourseRoute, (c) => {
    const audit = c.get("audit");
    return createCourse(db, c.get("access").clubId, c.req.valid("json"), audit);
  });

  // Before /courses/{courseId}, which would take "order" for an id.
  serve(app, orderCoursesRoute, (c) => {
    const audit = c.get("audit");
    const { courseIds } = c.req.valid("json");
    return reorderCourses(db, c.get("access").clubId, courseIds, audit);
  });

  serve(app, updateCourseRoute, (c) => {
    const courseId = uuidParam(c.req.valid("param").courseId, COURSE_NOT_FOUND);
    const audit = c.get("audit");
    return changeCourse(db, c.get("access").clubId, courseId, c.req.valid("json"), audit);
  });

  serve(app, deleteCourseRoute, (c) => {
    const courseId = uuidParam(c.req.valid("param").courseId, COURSE_NOT_FOUND);
    return removeCourse(db, c.get("access").clubId, courseId, c.get("audit"));
  });

  serve(app, listBlocksRoute, (c) => listClubBlocks(db, c.get("access").clubId, c.req.valid("query")));

  serve(app, previewBlockRoute, (c) =>
    previewBlock(db, c.get("access"), deps.clock.now(), c.req.valid("json")),
  );

  serve(app, createBlockRoute, (c) => {
    const audit = c.get("audit");
    return createBlock(db, deps, c.get("access").clubId, c.req.valid("json"), audit);
  });

  serve(app, deleteBlockRoute, (c) => {
    const blockId = uuidParam(c.req.valid("param").blockId, BLOCK_NOT_FOUND);
    return removeBlock(db, c.get("access").clubId, blockId, c.get("audit"));
  });

  return app;
}

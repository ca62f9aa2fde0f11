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
import { clubRoute, jsonBody, ok, refusal } from "../../http/route.ts";
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

/*
 * Golf settings, courses and blocks (issue 14, deliverables 1 and 2; /work/notes/golf-api.md). Owners and
 * admins change the rules and the courses (golfSettings.manage); staff block tee times (bookings.manage);
 * every role reads the rules and the courses (members the active courses only).
 */

const base = "/api/clubs/{clubId}/golf";
const settingsGuard = { permission: "golfSettings.manage", denied: GOLF_SETTINGS_DENIED } as const;
const blocksGuard = { permission: "bookings.manage", denied: BLOCKS_DENIED } as const;
const settingsTags = ["Golf settings"];
const blockTags = ["Golf blocks"];
const courseParams = z.object({ courseId: z.string() });
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

const getSettingsRoute = clubRoute({
  method: "get",
  path: `${base}/settings`,
  tags: settingsTags,
  summary: "The club's golf rules (the defaults until first saved) and its currency (every role)",
  permission: "any role",
  responses: { 200: ok("The rules", golfSettingsViewSchema) },
});

const putSettingsRoute = clubRoute({
  method: "put",
  path: `${base}/settings`,
  tags: settingsTags,
  summary: "Save the club's golf rules (owner and admin)",
  ...settingsGuard,
  request: { body: jsonBody(golfSettingsSchema) },
  responses: { 200: ok("The saved rules", golfSettingsViewSchema) },
});

const listCoursesRoute = clubRoute({
  method: "get",
  path: `${base}/courses`,
  tags: settingsTags,
  summary: "The club's courses in their order; members see the active ones only (every role)",
  permission: "any role",
  responses: { 200: ok("The courses", courseListSchema) },
});

const suggestedDaysRoute = clubRoute({
  method: "get",
  path: `${base}/courses/suggested-days`,
  tags: settingsTags,
  summary: "A new course's seven days suggested from the club's opening hours (owner and admin)",
  ...settingsGuard,
  request: { query: holesQuerySchema },
  responses: { 200: ok("Monday to Sunday", suggestedDaysSchema) },
});

const createCourseRoute = clubRoute({
  method: "post",
  path: `${base}/courses`,
  tags: settingsTags,
  summary: "Add a course; it goes last in the order (owner and admin)",
  ...settingsGuard,
  request: { body: jsonBody(courseInputSchema) },
  responses: { 201: ok("The new course", courseSchema), 409: courseConflict },
});

const orderCoursesRoute = clubRoute({
  method: "put",
  path: `${base}/courses/order`,
  tags: settingsTags,
  summary: "Put the club's courses in a new order: each of them once (owner and admin)",
  ...settingsGuard,
  notFound: "or an id that is not a course of the club",
  request: { body: jsonBody(courseOrderSchema) },
  responses: { 200: ok("The courses in their new order", courseListSchema) },
});

const updateCourseRoute = clubRoute({
  method: "put",
  path: `${base}/courses/{courseId}`,
  tags: settingsTags,
  summary: "Change a course: name, holes, active, and its rules per weekday (owner and admin)",
  ...settingsGuard,
  notFound: "or no such course in it",
  request: { params: courseParams, body: jsonBody(courseInputSchema) },
  responses: { 200: ok("The changed course", courseSchema), 409: courseConflict },
});

const deleteCourseRoute = clubRoute({
  method: "delete",
  path: `${base}/courses/{courseId}`,
  tags: settingsTags,
  summary: "Delete a course that has no booking (owner and admin)",
  ...settingsGuard,
  notFound: "or no such course in it",
  request: { params: courseParams },
  responses: {
    204: { description: "Deleted, with its blocks" },
    409: refusal("The course has bookings: make it inactive instead"),
  },
});

const listBlocksRoute = clubRoute({
  method: "get",
  path: `${base}/blocks`,
  tags: blockTags,
  summary: "The blocks touching the dates from-to, of one course or all (owner, admin and manager)",
  ...blocksGuard,
  notFound: "or no such course in it",
  request: { query: blockQuerySchema },
  responses: { 200: ok("The blocks", blockListSchema) },
});

const previewBlockRoute = clubRoute({
  method: "post",
  path: `${base}/blocks/preview`,
  tags: blockTags,
  summary: "The bookings (booked or checked in) that a block would cover; nothing is written",
  ...blocksGuard,
  notFound: "or no such course in it",
  request: { body: jsonBody(blockInputSchema) },
  responses: { 200: ok("The bookings inside the block", bookingListSchema) },
});

const createBlockRoute = clubRoute({
  method: "post",
  path: `${base}/blocks`,
  tags: blockTags,
  summary:
    "Block a time range of a course on a date or weekly; bookings inside are cancelled (each booker e-mailed) or kept",
  ...blocksGuard,
  notFound: "or no such course in it",
  request: { body: jsonBody(blockInputSchema) },
  responses: { 201: ok("The new block", blockSchema) },
});

const deleteBlockRoute = clubRoute({
  method: "delete",
  path: `${base}/blocks/{blockId}`,
  tags: blockTags,
  summary: "Remove a block: its tee times open again (owner, admin and manager)",
  ...blocksGuard,
  notFound: "or no such block in it",
  request: { params: z.object({ blockId: z.string() }) },
  responses: { 204: { description: "Removed" } },
});

export function golfSettingsRoutes(deps: GolfDeps) {
  const { db } = deps;
  const app = new OpenAPIHono();

  app.openapi(getSettingsRoute, async (c) => {
    const settings = await readGolfSettings(db, c.get("access").clubId);
    return c.json(golfSettingsViewSchema.parse(settings), 200);
  });

  app.openapi(putSettingsRoute, async (c) => {
    const audit = c.get("audit");
    const clubId = c.get("access").clubId;
    const settings = await saveGolfSettings(db, clubId, c.req.valid("json"), audit, deps.clock.now());
    return c.json(golfSettingsViewSchema.parse(settings), 200);
  });

  app.openapi(listCoursesRoute, async (c) => {
    const list = await listClubCourses(db, c.get("access"));
    return c.json(courseListSchema.parse(list), 200);
  });

  app.openapi(suggestedDaysRoute, async (c) => {
    const holes = c.req.valid("query").holes as 9 | 18;
    const days = await suggestedDays(db, c.get("access").clubId, holes);
    return c.json(suggestedDaysSchema.parse(days), 200);
  });

  app.openapi(createCourseRoute, async (c) => {
    const audit = c.get("audit");
    const course = await createCourse(db, c.get("access").clubId, c.req.valid("json"), audit);
    return c.json(courseSchema.parse(course), 201);
  });

  // Before /courses/{courseId}, which would take "order" for an id.
  app.openapi(orderCoursesRoute, async (c) => {
    const audit = c.get("audit");
    const { courseIds } = c.req.valid("json");
    const list = await reorderCourses(db, c.get("access").clubId, courseIds, audit);
    return c.json(courseListSchema.parse(list), 200);
  });

  app.openapi(updateCourseRoute, async (c) => {
    const courseId = uuidParam(c.req.valid("param").courseId, COURSE_NOT_FOUND);
    const audit = c.get("audit");
    const course = await changeCourse(db, c.get("access").clubId, courseId, c.req.valid("json"), audit);
    return c.json(courseSchema.parse(course), 200);
  });

  app.openapi(deleteCourseRoute, async (c) => {
    const courseId = uuidParam(c.req.valid("param").courseId, COURSE_NOT_FOUND);
    await removeCourse(db, c.get("access").clubId, courseId, c.get("audit"));
    return c.body(null, 204);
  });

  app.openapi(listBlocksRoute, async (c) => {
    const list = await listClubBlocks(db, c.get("access").clubId, c.req.valid("query"));
    return c.json(blockListSchema.parse(list), 200);
  });

  app.openapi(previewBlockRoute, async (c) => {
    const list = await previewBlock(db, c.get("access"), deps.clock.now(), c.req.valid("json"));
    return c.json(bookingListSchema.parse(list), 200);
  });

  app.openapi(createBlockRoute, async (c) => {
    const audit = c.get("audit");
    const block = await createBlock(db, deps, c.get("access").clubId, c.req.valid("json"), audit);
    return c.json(blockSchema.parse(block), 201);
  });

  app.openapi(deleteBlockRoute, async (c) => {
    const blockId = uuidParam(c.req.valid("param").blockId, BLOCK_NOT_FOUND);
    await removeBlock(db, c.get("access").clubId, blockId, c.get("audit"));
    return c.body(null, 204);
  });

  return app;
}

import { OpenAPIHono } from "@hono/zod-openapi";
import {
  priceClassInputSchema,
  priceClassListSchema,
  priceClassSchema,
} from "../../../shared/golf-prices.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { GOLF_SETTINGS_DENIED } from "./golf-settings.service.ts";
import {
  changePriceClass,
  createPriceClass,
  listPriceClasses,
  removePriceClass,
} from "./price-classes.service.ts";

/*
 * Green fee price classes (issue 36 item 4, decision 083): every role reads them (a member sees what a guest
 * pays); owners and admins keep them (golfSettings.manage).
 */

const api = routesTagged("Golf settings");
const anyRole = api.club({ permission: "any role" });
const manage = api.club({ permission: "golfSettings.manage", denied: GOLF_SETTINGS_DENIED });
const base = "/api/clubs/{clubId}/golf/price-classes";
const noSuchClass = "or no such price class in it";

const listRoute = anyRole.get(base, {
  summary: "The club's green fee price classes in their order, and their currency (every role)",
  responses: { 200: ok("The price classes", priceClassListSchema) },
});

const createRoute = manage.post(base, {
  summary: "Add a price class: whom it prices, on which course, weekdays and times, at what price per player",
  request: { body: jsonBody(priceClassInputSchema) },
  responses: { 201: ok("The new price class", priceClassSchema), 409: refusal("The club has 50 already") },
});

const changeRoute = manage.put(`${base}/{priceClassId}`, {
  summary: "Change a price class; rounds booked before keep the green fee they were booked at",
  notFound: noSuchClass,
  request: { body: jsonBody(priceClassInputSchema) },
  responses: { 200: ok("The changed price class", priceClassSchema) },
});

const deleteRoute = manage.delete(`${base}/{priceClassId}`, {
  summary: "Delete a price class; rounds booked before keep the green fee they were booked at",
  notFound: noSuchClass,
  responses: { 204: noContent("Deleted") },
});

export function priceClassesRoutes(deps: GolfDeps) {
  const { db } = deps;
  const app = new OpenAPIHono();
  serve(app, listRoute, (c) => listPriceClasses(db, c.get("access")));
  serve(app, createRoute, (c) => createPriceClass(db, c.get("access"), c.req.valid("json"), c.get("audit")));
  serve(app, changeRoute, (c) =>
    changePriceClass(
      db,
      c.get("access"),
      c.req.valid("param").priceClassId,
      c.req.valid("json"),
      c.get("audit"),
    ),
  );
  serve(app, deleteRoute, (c) =>
    removePriceClass(db, c.get("access"), c.req.valid("param").priceClassId, c.get("audit")),
  );
  return app;
}

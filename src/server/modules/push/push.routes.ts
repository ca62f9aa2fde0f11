import { OpenAPIHono } from "@hono/zod-openapi";
import {
  pushSettingsSchema,
  pushStateSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "../../../shared/push.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, noContent, ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { pushState, subscribe, unsubscribe, updatePushSettings } from "./push.service.ts";

/*
 * The signed-in user's own pushes (issue 34): the server's public key, the kinds they allow, and their devices.
 * Only ever the caller's own: no route names another user.
 */
const pushApi = routesTagged("Account");

const stateRoute = pushApi.signedIn.get("/api/me/push", {
  summary:
    "The server's public VAPID key, the kinds of push the user allows and how many devices they subscribed",
  responses: { 200: ok("The user's push state", pushStateSchema) },
});

const settingsRoute = pushApi.signedIn.put("/api/me/push/settings", {
  summary: "Choose the kinds of push the user gets (each also comes by e-mail)",
  request: { body: jsonBody(pushSettingsSchema) },
  responses: { 200: ok("The settings as kept", pushSettingsSchema) },
});

const subscribeRoute = pushApi.signedIn.post("/api/me/push/subscriptions", {
  summary: "Subscribe this device (its browser's push subscription) to the user's pushes",
  request: { body: jsonBody(pushSubscriptionSchema) },
  responses: { 204: noContent("Subscribed") },
});

const unsubscribeRoute = pushApi.signedIn.post("/api/me/push/subscriptions/remove", {
  summary: "Unsubscribe a device of the user's from their pushes",
  request: { body: jsonBody(pushUnsubscribeSchema) },
  responses: { 204: noContent("Unsubscribed (or it was not subscribed)") },
});

export function pushRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db, box, clock } = ctx;
  serve(app, stateRoute, (c) => pushState(db, box, c.get("user").id));
  serve(app, settingsRoute, (c) =>
    updatePushSettings(db, c.get("user").id, c.req.valid("json"), clock.now()),
  );
  serve(app, subscribeRoute, (c) =>
    subscribe(
      db,
      c.get("user").id,
      c.req.valid("json"),
      clock.now(),
      ctx.env.NODE_ENV === "production" && !ctx.env.E2E_TEST_HOOKS,
    ),
  );
  serve(app, unsubscribeRoute, (c) => unsubscribe(db, c.get("user").id, c.req.valid("json").endpoint));
  return app;
}

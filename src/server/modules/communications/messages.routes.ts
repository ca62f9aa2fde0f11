import { OpenAPIHono } from "@hono/zod-openapi";
import {
  audienceCountRequestSchema,
  audienceCountSchema,
  createMessageSchema,
  messageDetailSchema,
  messageListQuerySchema,
  messageListSchema,
  recipientListQuerySchema,
  recipientListSchema,
  resendResultSchema,
} from "../../../shared/communication-messages.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, RICH_TEXT_BODY_MAX_BYTES, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import {
  audienceCount,
  cancelMessage,
  createMessage,
  messageDetail,
  messageList,
  recipientList,
  resendFailed,
} from "./messages.service.ts";

const send = routesTagged("Communications").club({
  permission: "communications.send",
  denied: () => t("communicationMessages").denied,
});
const noSuchMessage = "or no such message in it";

const audienceRoute = send.post("/api/clubs/{clubId}/communications/audience", {
  summary:
    "The live count of an audience: who receives a message, and who it leaves out (unsubscribed, no e-mail address)",
  request: { body: jsonBody(audienceCountRequestSchema) },
  responses: { 200: ok("The counts", audienceCountSchema) },
});

const createRouteDef = send.post("/api/clubs/{clubId}/communications/messages", {
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  summary:
    "Send a message to an audience now, or at scheduledAt: its body sanitised, unknown {{variables}} refused; each recipient gets it in the club's layout with an unsubscribe link",
  request: { body: jsonBody(createMessageSchema) },
  responses: {
    201: ok("The message", messageDetailSchema),
    409: refusal("The club's newsletter (communication settings) is switched off"),
  },
});

const listRoute = send.get("/api/clubs/{clubId}/communications/messages", {
  summary: "A page of the club's messages, newest first, each with its recipients' counts",
  request: { query: messageListQuerySchema },
  responses: { 200: ok("A page of messages", messageListSchema) },
});

const getRoute = send.get("/api/clubs/{clubId}/communications/messages/{messageId}", {
  summary: "One message with its body and its recipients' counts",
  notFound: noSuchMessage,
  responses: { 200: ok("The message", messageDetailSchema) },
});

const recipientsRoute = send.get("/api/clubs/{clubId}/communications/messages/{messageId}/recipients", {
  summary: "A page of a message's recipients with their delivery (filter by status, opened or clicked)",
  notFound: noSuchMessage,
  request: { query: recipientListQuerySchema },
  responses: { 200: ok("A page of recipients", recipientListSchema) },
});

const cancelRoute = send.post("/api/clubs/{clubId}/communications/messages/{messageId}/cancel", {
  summary: "Cancel a scheduled message that has not started",
  notFound: noSuchMessage,
  responses: {
    200: ok("The cancelled message", messageDetailSchema),
    409: refusal("Sending, sent or cancelled already"),
  },
});

const resendRoute = send.post("/api/clubs/{clubId}/communications/messages/{messageId}/resend", {
  summary: "Send the message again to the recipients it failed to reach; answers how many",
  notFound: noSuchMessage,
  responses: {
    200: ok("How many were put back in the queue", resendResultSchema),
    409: refusal("The message was cancelled"),
  },
});

/** Messages to members (issue 16): audience counts, sending, the history, recipients, cancel, resend. */
export function messagesRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;

  serve(app, audienceRoute, (c) => audienceCount(db, c.get("access"), c.req.valid("json").audience));

  serve(app, createRouteDef, (c) => createMessage(ctx, c.get("access"), c.req.valid("json"), c.get("audit")));

  serve(app, listRoute, (c) => messageList(db, c.get("access"), c.req.valid("query")));

  serve(app, getRoute, (c) => messageDetail(db, c.get("access").clubId, c.req.valid("param").messageId));

  serve(app, recipientsRoute, (c) => {
    const { messageId } = c.req.valid("param");
    return recipientList(db, c.get("access"), messageId, c.req.valid("query"));
  });

  serve(app, cancelRoute, (c) =>
    cancelMessage(db, c.get("access"), c.req.valid("param").messageId, c.get("audit"), ctx.clock.now()),
  );

  serve(app, resendRoute, (c) =>
    resendFailed(ctx, c.get("access"), c.req.valid("param").messageId, c.get("audit")),
  );

  return app;
}

import { OpenAPIHono, z } from "@hono/zod-openapi";
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
import { clubRoute, jsonBody, ok, RICH_TEXT_BODY_MAX_BYTES, refusal } from "../../http/route.ts";
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

const tags = ["Communications"];
const send = {
  permission: "communications.send",
  denied: () => t("communicationMessages").denied,
} as const;
const messageParams = z.object({ messageId: z.string() });
const noSuchMessage = "or no such message in it";

const audienceRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/communications/audience",
  tags,
  summary:
    "The live count of an audience: who receives a message, and who it leaves out (unsubscribed, no e-mail address)",
  ...send,
  request: { body: jsonBody(audienceCountRequestSchema) },
  responses: { 200: ok("The counts", audienceCountSchema) },
});

const createRouteDef = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/communications/messages",
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  tags,
  summary:
    "Send a message to an audience now, or at scheduledAt: its body sanitised, unknown {{variables}} refused; each recipient gets it in the club's layout with an unsubscribe link",
  ...send,
  request: { body: jsonBody(createMessageSchema) },
  responses: {
    201: ok("The message", messageDetailSchema),
    409: refusal("The club's newsletter (communication settings) is switched off"),
  },
});

const listRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/communications/messages",
  tags,
  summary: "A page of the club's messages, newest first, each with its recipients' counts",
  ...send,
  request: { query: messageListQuerySchema },
  responses: { 200: ok("A page of messages", messageListSchema) },
});

const getRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/communications/messages/{messageId}",
  tags,
  summary: "One message with its body and its recipients' counts",
  ...send,
  notFound: noSuchMessage,
  request: { params: messageParams },
  responses: { 200: ok("The message", messageDetailSchema) },
});

const recipientsRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/communications/messages/{messageId}/recipients",
  tags,
  summary: "A page of a message's recipients with their delivery (filter by status, opened or clicked)",
  ...send,
  notFound: noSuchMessage,
  request: { params: messageParams, query: recipientListQuerySchema },
  responses: { 200: ok("A page of recipients", recipientListSchema) },
});

const cancelRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/communications/messages/{messageId}/cancel",
  tags,
  summary: "Cancel a scheduled message that has not started",
  ...send,
  notFound: noSuchMessage,
  request: { params: messageParams },
  responses: {
    200: ok("The cancelled message", messageDetailSchema),
    409: refusal("Sending, sent or cancelled already"),
  },
});

const resendRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/communications/messages/{messageId}/resend",
  tags,
  summary: "Send the message again to the recipients it failed to reach; answers how many",
  ...send,
  notFound: noSuchMessage,
  request: { params: messageParams },
  responses: {
    200: ok("How many were put back in the queue", resendResultSchema),
    409: refusal("The message was cancelled"),
  },
});

/** Messages to members (issue 16): audience counts, sending, the history, recipients, cancel, resend. */
export function messagesRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;

  app.openapi(audienceRoute, async (c) => {
    const count = await audienceCount(db, c.get("access"), c.req.valid("json").audience);
    return c.json(audienceCountSchema.parse(count), 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const message = await createMessage(ctx, c.get("access"), c.req.valid("json"), c.get("audit"));
    return c.json(messageDetailSchema.parse(message), 201);
  });

  app.openapi(listRoute, async (c) => {
    const list = await messageList(db, c.get("access"), c.req.valid("query"));
    return c.json(messageListSchema.parse(list), 200);
  });

  app.openapi(getRoute, async (c) => {
    const message = await messageDetail(db, c.get("access").clubId, c.req.valid("param").messageId);
    return c.json(messageDetailSchema.parse(message), 200);
  });

  app.openapi(recipientsRoute, async (c) => {
    const { messageId } = c.req.valid("param");
    const list = await recipientList(db, c.get("access"), messageId, c.req.valid("query"));
    return c.json(recipientListSchema.parse(list), 200);
  });

  app.openapi(cancelRoute, async (c) => {
    const message = await cancelMessage(
      db,
      c.get("access"),
      c.req.valid("param").messageId,
      c.get("audit"),
      ctx.clock.now(),
    );
    return c.json(messageDetailSchema.parse(message), 200);
  });

  app.openapi(resendRoute, async (c) => {
    const result = await resendFailed(ctx, c.get("access"), c.req.valid("param").messageId, c.get("audit"));
    return c.json(resendResultSchema.parse(result), 200);
  });

  return app;
}

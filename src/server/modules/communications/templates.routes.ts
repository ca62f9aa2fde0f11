import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  builtinKeyOfId,
  templateInputSchema,
  templateListQuerySchema,
  templateListSchema,
  templatePreviewResultSchema,
  templatePreviewSchema,
  templateSchema,
  templateTestResultSchema,
  templateTestSchema,
  templateUpdateSchema,
} from "../../../shared/communication-templates.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubRoute, jsonBody, ok, RICH_TEXT_BODY_MAX_BYTES, refusal } from "../../http/route.ts";
import { t } from "../../i18n.ts";
import {
  changeTemplate,
  createTemplate,
  getTemplate,
  listTemplates,
  previewTemplate,
  removeTemplate,
  sendTestTemplate,
  TEMPLATES_DENIED,
} from "./templates.service.ts";

const tags = ["Communications"];
const send = { permission: "communications.send", denied: TEMPLATES_DENIED } as const;
const templateParams = z.object({ templateId: z.string() });
const noSuchTemplate = "or no such template in it";
const BASE = "/api/clubs/{clubId}/communication-templates";

/** A template id from the URL: a built-in's ("builtin-invitation") or a uuid; anything else answers 404. */
function templateIdOf(value: string): string {
  if (builtinKeyOfId(value)) return value;
  return uuidParam(value, () => t("communicationTemplates").notFound);
}

const listRoute = clubRoute({
  method: "get",
  path: BASE,
  tags,
  summary:
    "The product's e-mails as built-in templates (the club's version when it edited one) and the club's own templates, by category and name (owner, admin, manager)",
  ...send,
  request: { query: templateListQuerySchema },
  responses: { 200: ok("The templates", templateListSchema) },
});

const createRouteDef = clubRoute({
  method: "post",
  path: BASE,
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  tags,
  summary:
    "A template of the club's own: its body sanitised; an unknown {{variable}} in the subject or body is refused, named",
  ...send,
  request: { body: jsonBody(templateInputSchema) },
  responses: {
    201: ok("The template", templateSchema),
    409: refusal("Another template of the club has this name (whatever its case)"),
  },
});

const previewRoute = clubRoute({
  method: "post",
  path: `${BASE}/preview`,
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  tags,
  summary:
    "The e-mail a subject and body make, filled in with a member's values (or sample values), in the club's layout",
  ...send,
  request: { body: jsonBody(templatePreviewSchema) },
  responses: {
    200: ok("The e-mail", templatePreviewResultSchema),
  },
});

const testRoute = clubRoute({
  method: "post",
  path: `${BASE}/test`,
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  tags,
  summary:
    "Sends the e-mail a subject and body make to the signed-in user's own address, with their own values; answers where it went",
  ...send,
  request: { body: jsonBody(templateTestSchema) },
  responses: { 200: ok("Where the test e-mail went", templateTestResultSchema) },
});

const getRoute = clubRoute({
  method: "get",
  path: `${BASE}/{templateId}`,
  tags,
  summary: "One template; a built-in by its id builtin-<key> (invitation, welcome, renewal_reminder, …)",
  ...send,
  notFound: noSuchTemplate,
  request: { params: templateParams },
  responses: { 200: ok("The template", templateSchema) },
});

const updateRoute = clubRoute({
  method: "patch",
  path: `${BASE}/{templateId}`,
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  tags,
  summary:
    "Changes a template; of a built-in, saves the subject and body as the club's version (its name and category stay)",
  ...send,
  notFound: noSuchTemplate,
  request: { params: templateParams, body: jsonBody(templateUpdateSchema) },
  responses: {
    200: ok("The template", templateSchema),
    409: refusal("Another template of the club has this name (whatever its case)"),
  },
});

const deleteRoute = clubRoute({
  method: "delete",
  path: `${BASE}/{templateId}`,
  tags,
  summary: "Deletes a template of the club's own; of a built-in, restores the product's text",
  ...send,
  notFound: noSuchTemplate,
  request: { params: templateParams },
  responses: { 204: { description: "Deleted, or restored" } },
});

/** Communication templates (issue 16, item 1). */
export function templatesRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db, clock } = ctx;

  app.openapi(listRoute, async (c) => {
    const list = await listTemplates(db, c.get("access"), c.req.valid("query"));
    return c.json(templateListSchema.parse(list), 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const template = await createTemplate(db, c.get("access"), c.req.valid("json"), c.get("audit"));
    return c.json(templateSchema.parse(template), 201);
  });

  // Before /{templateId}, which would take "preview" and "test" for ids.
  app.openapi(previewRoute, async (c) => {
    const preview = await previewTemplate(db, c.get("access"), c.req.valid("json"), clock.now());
    return c.json(templatePreviewResultSchema.parse(preview), 200);
  });

  app.openapi(testRoute, async (c) => {
    const sent = await sendTestTemplate(db, ctx.mailer, c.get("access"), c.req.valid("json"), clock.now());
    return c.json(templateTestResultSchema.parse(sent), 200);
  });

  app.openapi(getRoute, async (c) => {
    const id = templateIdOf(c.req.valid("param").templateId);
    return c.json(templateSchema.parse(await getTemplate(db, c.get("access"), id)), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const id = templateIdOf(c.req.valid("param").templateId);
    const template = await changeTemplate(db, c.get("access"), id, c.req.valid("json"), c.get("audit"));
    return c.json(templateSchema.parse(template), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const id = templateIdOf(c.req.valid("param").templateId);
    await removeTemplate(db, c.get("access"), id, c.get("audit"));
    return c.body(null, 204);
  });

  return app;
}

import { OpenAPIHono } from "@hono/zod-openapi";
import {
  builtinKeyOfId,
  templateInputSchema,
  templateLanguageQuerySchema,
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
import {
  jsonBody,
  noContent,
  ok,
  RICH_TEXT_BODY_MAX_BYTES,
  refusal,
  routesTagged,
} from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
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

const send = routesTagged("Communications").club({
  permission: "communications.send",
  denied: TEMPLATES_DENIED,
});
const noSuchTemplate = "or no such template in it";
const BASE = "/api/clubs/{clubId}/communication-templates";

/** A template id from the URL: a built-in's ("builtin-invitation") or a uuid; anything else answers 404. */
function templateIdOf(value: string): string {
  if (builtinKeyOfId(value)) return value;
  return uuidParam(value, () => t("communicationTemplates").notFound);
}

const listRoute = send.get(BASE, {
  summary:
    "The product's e-mails as built-in templates in a language (the club's version in it when it edited one; the screen's language unless `language` names one) and the club's own templates, by category and name (owner, admin, manager)",
  request: { query: templateListQuerySchema },
  responses: { 200: ok("The templates", templateListSchema) },
});

const createRouteDef = send.post(BASE, {
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  summary:
    "A template of the club's own: its body sanitised; an unknown {{variable}} in the subject or body is refused, named",
  request: { body: jsonBody(templateInputSchema) },
  responses: {
    201: ok("The template", templateSchema),
    409: refusal("Another template of the club has this name (whatever its case)"),
  },
});

const previewRoute = send.post(`${BASE}/preview`, {
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  summary:
    "The e-mail a subject and body make, filled in with a member's values (or sample values), in the club's layout",
  request: { body: jsonBody(templatePreviewSchema) },
  responses: {
    200: ok("The e-mail", templatePreviewResultSchema),
  },
});

const testRoute = send.post(`${BASE}/test`, {
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  summary:
    "Sends the e-mail a subject and body make to the signed-in user's own address, with their own values; answers where it went",
  request: { body: jsonBody(templateTestSchema) },
  responses: { 200: ok("Where the test e-mail went", templateTestResultSchema) },
});

const getRoute = send.get(`${BASE}/{templateId}`, {
  summary:
    "One template; a built-in by its id builtin-<key> (invitation, welcome, renewal_reminder, …), in `language` (else the screen's)",
  notFound: noSuchTemplate,
  request: { query: templateLanguageQuerySchema },
  responses: { 200: ok("The template", templateSchema) },
});

const updateRoute = send.patch(`${BASE}/{templateId}`, {
  bodyMaxBytes: RICH_TEXT_BODY_MAX_BYTES,
  summary:
    "Changes a template; of a built-in, saves the subject and body as the club's version in `language` (else the screen's; its name and category stay)",
  notFound: noSuchTemplate,
  request: { query: templateLanguageQuerySchema, body: jsonBody(templateUpdateSchema) },
  responses: {
    200: ok("The template", templateSchema),
    409: refusal("Another template of the club has this name (whatever its case)"),
  },
});

const deleteRoute = send.delete(`${BASE}/{templateId}`, {
  summary:
    "Deletes a template of the club's own; of a built-in, restores the product's text in `language` (else the screen's)",
  notFound: noSuchTemplate,
  request: { query: templateLanguageQuerySchema },
  responses: { 204: noContent("Deleted, or restored") },
});

/** Communication templates (issue 16, item 1). */
export function templatesRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db, clock } = ctx;

  serve(app, listRoute, (c) => listTemplates(db, c.get("access"), c.req.valid("query")));

  serve(app, createRouteDef, (c) => createTemplate(db, c.get("access"), c.req.valid("json"), c.get("audit")));

  // Before /{templateId}, which would take "preview" and "test" for ids.
  serve(app, previewRoute, (c) => previewTemplate(db, c.get("access"), c.req.valid("json"), clock.now()));

  serve(app, testRoute, (c) =>
    sendTestTemplate(db, ctx.mailer, c.get("access"), c.req.valid("json"), clock.now()),
  );

  serve(app, getRoute, (c) =>
    getTemplate(db, c.get("access"), templateIdOf(c.req.valid("param").templateId), c.req.valid("query")),
  );

  serve(app, updateRoute, (c) => {
    const id = templateIdOf(c.req.valid("param").templateId);
    return changeTemplate(db, c.get("access"), id, c.req.valid("json"), c.get("audit"), c.req.valid("query"));
  });

  serve(app, deleteRoute, (c) => {
    const id = templateIdOf(c.req.valid("param").templateId);
    return removeTemplate(db, c.get("access"), id, c.get("audit"), c.req.valid("query"));
  });

  return app;
}

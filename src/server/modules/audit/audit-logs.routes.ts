import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  createExportSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventListSchema,
  exportStatusSchema,
  trailDetailSchema,
  trailListQuerySchema,
  trailListSchema,
} from "../../../shared/audit-logs.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { clubRoute, jsonBody, ok, refusal } from "../../http/route.ts";
import { t } from "../../i18n.ts";
import {
  eventDetail,
  eventList,
  exportDetail,
  exportDownload,
  startExport,
  trailDetail,
  trailList,
} from "./audit-logs.service.ts";

const tags = ["Audit log"];
const read = { permission: "audit.read", denied: () => t("auditLogs").denied } as const;

const trailListRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/audit-logs",
  tags,
  summary:
    "A page of the club's audit trail (every change of its data), filtered by dates (from included, to excluded), user ('system' for jobs), table, action and a search on action or table name, with the exact total",
  ...read,
  request: { query: trailListQuerySchema },
  responses: { 200: ok("A page of the trail", trailListSchema) },
});

const trailDetailRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/audit-logs/{entryId}",
  tags,
  summary: "One entry of the trail with its old and new values (redacted fields hold [REDACTED])",
  ...read,
  notFound: "or no such entry in it",
  request: { params: z.object({ entryId: z.string() }) },
  responses: { 200: ok("The entry", trailDetailSchema) },
});

const eventListRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/audit-events",
  tags,
  summary:
    "A page of the club's audit events (the web app's and the server's security events), filtered by dates, user, event type, action and a search, with the exact total",
  ...read,
  request: { query: eventListQuerySchema },
  responses: { 200: ok("A page of events", eventListSchema) },
});

const eventDetailRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/audit-events/{eventId}",
  tags,
  summary: "One audit event with its values, request and metadata",
  ...read,
  notFound: "or no such event in it",
  request: { params: z.object({ eventId: z.string() }) },
  responses: { 200: ok("The event", eventDetailSchema) },
});

const exportParams = z.object({ exportId: z.string() });
/** A malformed export id answers 404 like an unknown one (it answered 500: the database refused it as a uuid). */
const exportNotFound = () => t("auditLogs").exportNotFound;

const createExportRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/audit-logs/exports",
  tags,
  summary:
    "Export the filtered rows of the trail or the events as CSV or JSON: a job writes the file; its download link lasts 24 hours",
  ...read,
  request: { body: jsonBody(createExportSchema) },
  responses: { 202: ok("The export, pending", exportStatusSchema) },
});

const exportStatusRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/audit-logs/exports/{exportId}",
  tags,
  summary: "An export's progress (rows written of the total), its status and its download link",
  ...read,
  notFound: "or no such export in it",
  request: { params: exportParams },
  responses: { 200: ok("The export", exportStatusSchema) },
});

const exportDownloadRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/audit-logs/exports/{exportId}/download",
  tags,
  summary: "The export's file, as a download, while its 24 hours last",
  ...read,
  notFound: "or no such export in it",
  request: { params: exportParams },
  responses: {
    200: { description: "The file (CSV or JSON)" },
    409: refusal("The export is not done yet, or failed"),
    410: refusal("The download link has expired (24 hours)"),
  },
});

/** The audit log (issue 17): the trail, the events, their details and exports. */
export function auditLogsRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;
  const now = () => ctx.clock.now();

  // The exports' routes come before /audit-logs/{entryId}, which would take "exports" as an id.
  app.openapi(createExportRoute, async (c) => {
    const access = c.get("access");
    const status = await startExport(
      { db, queue: ctx.queue, now },
      access.clubId,
      access.userId,
      c.req.valid("json"),
    );
    return c.json(exportStatusSchema.parse(status), 202);
  });

  app.openapi(exportStatusRoute, async (c) => {
    const exportId = uuidParam(c.req.valid("param").exportId, exportNotFound);
    const status = await exportDetail(db, c.get("access").clubId, exportId);
    return c.json(exportStatusSchema.parse(status), 200);
  });

  app.openapi(exportDownloadRoute, async (c) => {
    const file = await exportDownload(
      { db, files: ctx.files, now },
      c.get("access").clubId,
      uuidParam(c.req.valid("param").exportId, exportNotFound),
    );
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "no-store",
      },
    }) as never;
  });

  app.openapi(trailListRoute, async (c) => {
    const list = await trailList(db, c.get("access").clubId, c.req.valid("query"));
    return c.json(trailListSchema.parse(list), 200);
  });

  app.openapi(trailDetailRoute, async (c) => {
    const entry = await trailDetail(db, c.get("access").clubId, c.req.valid("param").entryId);
    return c.json(trailDetailSchema.parse(entry), 200);
  });

  app.openapi(eventListRoute, async (c) => {
    const list = await eventList(db, c.get("access").clubId, c.req.valid("query"));
    return c.json(eventListSchema.parse(list), 200);
  });

  app.openapi(eventDetailRoute, async (c) => {
    const event = await eventDetail(db, c.get("access").clubId, c.req.valid("param").eventId);
    return c.json(eventDetailSchema.parse(event), 200);
  });

  return app;
}

import { OpenAPIHono } from "@hono/zod-openapi";
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
import { downloadResponse, exportDownloadResponses } from "../../http/download.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
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

const read = routesTagged("Audit log").club({
  permission: "audit.read",
  denied: () => t("auditLogs").denied,
});

const trailListRoute = read.get("/api/clubs/{clubId}/audit-logs", {
  summary:
    "A page of the club's audit trail (every change of its data), filtered by dates (from included, to excluded), user ('system' for jobs), table, action and a search on action or table name, with the exact total",
  request: { query: trailListQuerySchema },
  responses: { 200: ok("A page of the trail", trailListSchema) },
});

const trailDetailRoute = read.get("/api/clubs/{clubId}/audit-logs/{entryId}", {
  summary: "One entry of the trail with its old and new values (redacted fields hold [REDACTED])",
  notFound: "or no such entry in it",
  responses: { 200: ok("The entry", trailDetailSchema) },
});

const eventListRoute = read.get("/api/clubs/{clubId}/audit-events", {
  summary:
    "A page of the club's audit events (the web app's and the server's security events), filtered by dates, user, event type, action and a search, with the exact total",
  request: { query: eventListQuerySchema },
  responses: { 200: ok("A page of events", eventListSchema) },
});

const eventDetailRoute = read.get("/api/clubs/{clubId}/audit-events/{eventId}", {
  summary: "One audit event with its values, request and metadata",
  notFound: "or no such event in it",
  responses: { 200: ok("The event", eventDetailSchema) },
});

/** A malformed export id answers 404 like an unknown one (it answered 500: the database refused it as a uuid). */
const exportNotFound = () => t("auditLogs").exportNotFound;

const createExportRoute = read.post("/api/clubs/{clubId}/audit-logs/exports", {
  summary:
    "Export the filtered rows of the trail or the events as CSV or JSON: a job writes the file; its download link lasts 24 hours",
  request: { body: jsonBody(createExportSchema) },
  responses: { 202: ok("The export, pending", exportStatusSchema) },
});

const exportStatusRoute = read.get("/api/clubs/{clubId}/audit-logs/exports/{exportId}", {
  summary: "An export's progress (rows written of the total), its status and its download link",
  notFound: "or no such export in it",
  responses: { 200: ok("The export", exportStatusSchema) },
});

const exportDownloadRoute = read.get("/api/clubs/{clubId}/audit-logs/exports/{exportId}/download", {
  summary: "The export's file, as a download, while its 24 hours last",
  notFound: "or no such export in it",
  responses: exportDownloadResponses("The file (CSV or JSON)"),
});

/** The audit log (issue 17): the trail, the events, their details and exports. */
export function auditLogsRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;
  const now = () => ctx.clock.now();

  // The exports' routes come before /audit-logs/{entryId}, which would take "exports" as an id.
  serve(app, createExportRoute, (c) => {
    const access = c.get("access");
    return startExport({ db, queue: ctx.queue, now }, access.clubId, access.userId, c.req.valid("json"));
  });

  serve(app, exportStatusRoute, (c) => {
    const exportId = uuidParam(c.req.valid("param").exportId, exportNotFound);
    return exportDetail(db, c.get("access").clubId, exportId);
  });

  serve(app, exportDownloadRoute, async (c) => {
    const file = await exportDownload(
      { db, files: ctx.files, now },
      c.get("access").clubId,
      uuidParam(c.req.valid("param").exportId, exportNotFound),
    );
    return downloadResponse(file.bytes, file.contentType, file.fileName);
  });

  serve(app, trailListRoute, (c) => trailList(db, c.get("access").clubId, c.req.valid("query")));

  serve(app, trailDetailRoute, (c) => trailDetail(db, c.get("access").clubId, c.req.valid("param").entryId));

  serve(app, eventListRoute, (c) => eventList(db, c.get("access").clubId, c.req.valid("query")));

  serve(app, eventDetailRoute, (c) => eventDetail(db, c.get("access").clubId, c.req.valid("param").eventId));

  return app;
}

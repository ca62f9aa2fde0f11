import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { clubExportStatusSchema, latestClubExportSchema } from "../../../shared/club-export.ts";
import type { AppContext } from "../../http/app-context.ts";
import { downloadResponse, exportDownloadResponses } from "../../http/download.ts";
import { uuidParam } from "../../http/ids.ts";
import { type ClubEnv, ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import {
  clubExportDetail,
  clubExportDownload,
  latestExport,
  type Requester,
  startClubExport,
} from "./club-export.service.ts";

const owner = routesTagged("Club export").club({
  permission: "club.export",
  denied: () => t("clubExport").denied,
});
/** A malformed export id answers 404, as another club's does. */
const exportIdOf = (value: string) => uuidParam(value, () => t("clubExport").exportNotFound);

const startRoute = owner.post("/api/clubs/{clubId}/exports", {
  summary:
    "Export all of the club's data as one ZIP archive of CSV and JSON files (owner only): a job writes it; its download link lasts 24 hours. While an export is running, that one is answered",
  responses: { 202: ok("The export, pending (or the one still running)", clubExportStatusSchema) },
});

const latestRoute = owner.get("/api/clubs/{clubId}/exports/latest", {
  summary: "The club's newest export whose download link has not expired, or null",
  responses: { 200: ok("The newest export", latestClubExportSchema) },
});

const statusRoute = owner.get("/api/clubs/{clubId}/exports/{exportId}", {
  summary: "An export's progress (rows written of the total), its status and its download link",
  notFound: "or no such export in it",
  responses: { 200: ok("The export", clubExportStatusSchema) },
});

const downloadRoute = owner.get("/api/clubs/{clubId}/exports/{exportId}/download", {
  summary: "The export's ZIP archive, as a download, while its 24 hours last",
  notFound: "or no such export in it",
  responses: exportDownloadResponses("The ZIP archive"),
});

/** The full club export (issue 18): start, progress, the newest one, download. */
export function clubExportRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;
  const now = () => ctx.clock.now();
  const requester = (c: Context<ClubEnv>): Requester => ({
    access: c.get("access"),
    email: c.get("user").email,
    sessionId: c.get("sessionId"),
    audit: c.get("audit"),
  });

  // /exports/latest comes before /exports/{exportId}, which would take "latest" as an id.
  serve(app, latestRoute, (c) => latestExport({ db, now }, c.get("access").clubId));

  serve(app, startRoute, (c) => startClubExport({ db, queue: ctx.queue, now }, requester(c)));

  serve(app, statusRoute, (c) =>
    clubExportDetail(db, c.get("access").clubId, exportIdOf(c.req.valid("param").exportId)),
  );

  serve(app, downloadRoute, async (c) => {
    const file = await clubExportDownload(
      { db, files: ctx.files, now },
      requester(c),
      exportIdOf(c.req.valid("param").exportId),
    );
    return downloadResponse(file.bytes, "application/zip", file.fileName);
  });

  return app;
}

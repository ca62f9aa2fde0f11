import { OpenAPIHono, z } from "@hono/zod-openapi";
import { starterSheetQuerySchema } from "../../../shared/golf.ts";
import { routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import type { GolfDeps } from "./golf-deps.ts";
import { type StarterSheetFile, starterSheet } from "./starter-sheet.ts";

/* The starter sheet (issue 34): staff (`bookings.manage`) print a day's tee times, a page per course. */

const manage = routesTagged("Golf").club({
  permission: "bookings.manage",
  denied: () => t("golfStarterSheet").denied,
});

const starterSheetRoute = manage.get("/api/clubs/{clubId}/golf/starter-sheet", {
  summary: "The starter sheet of a day as a PDF: a page per course (or the one course asked for)",
  notFound: "or no such course in it",
  request: { query: starterSheetQuerySchema },
  responses: {
    200: {
      description: "The starter sheet as a PDF",
      content: { "application/pdf": { schema: z.string() } },
    },
  },
});

/** The PDF, inline (the browser shows it to print), named by the course and the day, never cached. */
function pdfResponse({ pdf, fileName }: StarterSheetFile): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

export function starterSheetRoutes(deps: GolfDeps) {
  const app = new OpenAPIHono();
  serve(app, starterSheetRoute, async (c) =>
    pdfResponse(await starterSheet(deps, c.get("access"), c.req.valid("query"))),
  );
  return app;
}

import { OpenAPIHono, z } from "@hono/zod-openapi";
import { journalQuerySchema, journalSettingsSchema } from "../../../shared/journal.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import { journalFile, journalSettings, updateJournalSettings } from "./journal.service.ts";

const api = routesTagged("Billing");
const denied = () => t("billing").denied;
const read = api.club({ permission: "billing.read", denied });
const manage = api.club({ permission: "billing.manage", denied });

const settingsRoute = read.get("/api/clubs/{clubId}/billing/journal/settings", {
  summary: "The club's account numbers for the accountant's journal, and DATEV's numbers",
  responses: { 200: ok("The journal's settings", journalSettingsSchema) },
});

const saveSettingsRoute = manage.put("/api/clubs/{clubId}/billing/journal/settings", {
  summary: "Save the club's account numbers for the accountant's journal (owner, admin)",
  request: { body: jsonBody(journalSettingsSchema) },
  responses: { 200: ok("The saved settings", journalSettingsSchema) },
});

const fileRoute = read.get("/api/clubs/{clubId}/billing/journal", {
  summary:
    "The bookings of a period (invoices, voids, credit notes, payments, refunds) as DATEV's booking batch or the manual-journal CSV of Xero or QuickBooks Online",
  request: { query: journalQuerySchema },
  responses: {
    200: {
      description: "The journal file",
      content: { "text/csv": { schema: z.string() } },
    },
  },
});

/** The accountant's journal (issue 36, item 7, decision 078). */
export function journalRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db, clock } = ctx;
  serve(app, settingsRoute, (c) => journalSettings(db, c.get("access").clubId));
  serve(app, saveSettingsRoute, (c) =>
    updateJournalSettings(db, c.get("access"), c.req.valid("json"), c.get("audit")),
  );
  serve(app, fileRoute, async (c) => {
    const file = await journalFile(db, clock, c.get("access"), c.req.valid("query"));
    return new Response(file.stream, {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.name}"`,
      },
    });
  });
  return app;
}

import { OpenAPIHono } from "@hono/zod-openapi";
import { taxRateInputSchema, taxRateListSchema, taxRateSchema } from "../../../shared/tax-rates.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import { createTaxRate, deleteTaxRateOf, listTaxRates, updateTaxRateOf } from "./tax-rates.service.ts";

const api = routesTagged("Billing");
const denied = () => t("billing").denied;
const read = api.club({ permission: "billing.read", denied });
const manage = api.club({ permission: "billing.manage", denied });
const noSuchRate = "or no such tax rate in it";

const listRoute = read.get("/api/clubs/{clubId}/billing/tax-rates", {
  summary:
    "The club's tax rates (decision 080), in their order, each saying whether an issued document names it",
  responses: { 200: ok("The tax rates", taxRateListSchema) },
});

const createRoute = manage.post("/api/clubs/{clubId}/billing/tax-rates", {
  summary: "Add a tax rate (owner, admin): the club's first rate becomes its default",
  request: { body: jsonBody(taxRateInputSchema) },
  responses: { 201: ok("The new rate", taxRateSchema), 409: refusal("Another rate has this name") },
});

const updateRoute = manage.put("/api/clubs/{clubId}/billing/tax-rates/{taxRateId}", {
  summary:
    "Change a tax rate (owner, admin): issued documents keep the copy they were billed with; the default stays active",
  notFound: noSuchRate,
  request: { body: jsonBody(taxRateInputSchema) },
  responses: { 200: ok("The rate", taxRateSchema), 409: refusal("Another rate has this name") },
});

const deleteRoute = manage.delete("/api/clubs/{clubId}/billing/tax-rates/{taxRateId}", {
  summary:
    "Delete a tax rate no issued document names (owner, admin); one that is named is deactivated instead",
  notFound: noSuchRate,
  responses: { 204: noContent("Deleted"), 409: refusal("The default rate, or a rate on issued documents") },
});

/** The club's tax rates (issue 36 item 2, decision 080). */
export function taxRatesRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;
  serve(app, listRoute, (c) => listTaxRates(db, c.get("access").clubId));
  serve(app, createRoute, (c) => createTaxRate(db, c.get("access"), c.req.valid("json"), c.get("audit")));
  serve(app, updateRoute, (c) =>
    updateTaxRateOf(db, c.get("access"), c.req.valid("param").taxRateId, c.req.valid("json"), c.get("audit")),
  );
  serve(app, deleteRoute, (c) =>
    deleteTaxRateOf(db, c.get("access"), c.req.valid("param").taxRateId, c.get("audit")),
  );
  return app;
}

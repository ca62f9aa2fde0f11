import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  credentialsStatusSchema,
  gatewaySettingsSchema,
  paymentGateways,
  storeCredentialsSchema,
} from "../../../shared/payments.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import {
  getPaymentCredentials,
  PAYMENTS_DENIED,
  removePaymentCredentials,
  storePaymentCredentials,
  updatePaymentGateway,
} from "./payments.service.ts";

const guard = routesTagged("Payments").club({ permission: "payments.credentials", denied: PAYMENTS_DENIED });
const params = z.object({ gateway: z.enum(paymentGateways) });
const path = "/api/clubs/{clubId}/payment-credentials/{gateway}";
const unknownGateway = { 422: refusal("Not a payment gateway Clubhouse knows") };

const getRoute = guard.get(path, {
  summary: "Whether credentials are stored, with their last four characters (owner only)",
  request: { params },
  responses: { 200: ok("Status", credentialsStatusSchema), ...unknownGateway },
});
const putRoute = guard.put(path, {
  summary: "Store a gateway's credentials, encrypted at rest (owner only)",
  request: { params, body: jsonBody(storeCredentialsSchema) },
  responses: { 200: ok("Stored", credentialsStatusSchema) },
});
const deleteRoute = guard.delete(path, {
  summary: "Remove a gateway's credentials (owner only)",
  notFound: "or no credentials are stored for the gateway",
  request: { params },
  responses: { 204: noContent("Removed"), ...unknownGateway },
});
const gatewayRoute = guard.put("/api/clubs/{clubId}/payment-gateway", {
  summary: "Choose the payment gateway and its test mode (owner only)",
  request: { body: jsonBody(gatewaySettingsSchema) },
  responses: { 200: ok("Saved", gatewaySettingsSchema) },
});

export function paymentsRoutes(ctx: AppContext) {
  const { db, box } = ctx;
  const app = new OpenAPIHono();

  serve(app, getRoute, (c) => {
    const { gateway } = c.req.valid("param");
    return getPaymentCredentials(db, c.get("access").clubId, gateway);
  });
  serve(app, putRoute, (c) => {
    const { gateway } = c.req.valid("param");
    const { credentials } = c.req.valid("json");
    const audit = c.get("audit");
    const clubId = c.get("access").clubId;
    return storePaymentCredentials(db, box, clubId, gateway, credentials, audit, ctx.clock.now());
  });
  serve(app, deleteRoute, (c) => {
    const { gateway } = c.req.valid("param");
    const audit = c.get("audit");
    return removePaymentCredentials(db, c.get("access").clubId, gateway, audit);
  });
  serve(app, gatewayRoute, (c) => {
    const audit = c.get("audit");
    return updatePaymentGateway(db, c.get("access").clubId, c.req.valid("json"), audit);
  });
  return app;
}

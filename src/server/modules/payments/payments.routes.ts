import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  credentialsStatusSchema,
  gatewaySettingsSchema,
  paymentGateways,
  storeCredentialsSchema,
} from "../../../shared/payments.ts";
import type { AppContext } from "../../http/app-context.ts";
import { clubRoute, jsonBody, ok, refusal } from "../../http/route.ts";
import {
  getPaymentCredentials,
  PAYMENTS_DENIED,
  removePaymentCredentials,
  storePaymentCredentials,
  updatePaymentGateway,
} from "./payments.service.ts";

const guard = { permission: "payments.credentials", denied: PAYMENTS_DENIED } as const;
const tags = ["Payments"];
const params = z.object({ gateway: z.enum(paymentGateways) });
const path = "/api/clubs/{clubId}/payment-credentials/{gateway}";
const unknownGateway = { 422: refusal("Not a payment gateway Clubhouse knows") };

const getRoute = clubRoute({
  method: "get",
  path,
  tags,
  summary: "Whether credentials are stored, with their last four characters (owner only)",
  ...guard,
  request: { params },
  responses: { 200: ok("Status", credentialsStatusSchema), ...unknownGateway },
});
const putRoute = clubRoute({
  method: "put",
  path,
  tags,
  summary: "Store a gateway's credentials, encrypted at rest (owner only)",
  ...guard,
  request: { params, body: jsonBody(storeCredentialsSchema) },
  responses: { 200: ok("Stored", credentialsStatusSchema) },
});
const deleteRoute = clubRoute({
  method: "delete",
  path,
  tags,
  summary: "Remove a gateway's credentials (owner only)",
  ...guard,
  notFound: "or no credentials are stored for the gateway",
  request: { params },
  responses: { 204: { description: "Removed" }, ...unknownGateway },
});
const gatewayRoute = clubRoute({
  method: "put",
  path: "/api/clubs/{clubId}/payment-gateway",
  tags,
  summary: "Choose the payment gateway and its test mode (owner only)",
  ...guard,
  request: { body: jsonBody(gatewaySettingsSchema) },
  responses: { 200: ok("Saved", gatewaySettingsSchema) },
});

export function paymentsRoutes(ctx: AppContext) {
  const { db, box } = ctx;
  const app = new OpenAPIHono();

  app.openapi(getRoute, async (c) => {
    const { gateway } = c.req.valid("param");
    const result = await getPaymentCredentials(db, c.get("access").clubId, gateway);
    return c.json(credentialsStatusSchema.parse(result), 200);
  });
  app.openapi(putRoute, async (c) => {
    const { gateway } = c.req.valid("param");
    const { credentials } = c.req.valid("json");
    const audit = c.get("audit");
    const clubId = c.get("access").clubId;
    const result = await storePaymentCredentials(
      db,
      box,
      clubId,
      gateway,
      credentials,
      audit,
      ctx.clock.now(),
    );
    return c.json(credentialsStatusSchema.parse(result), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { gateway } = c.req.valid("param");
    const audit = c.get("audit");
    await removePaymentCredentials(db, c.get("access").clubId, gateway, audit);
    return c.body(null, 204);
  });
  app.openapi(gatewayRoute, async (c) => {
    const audit = c.get("audit");
    const saved = await updatePaymentGateway(db, c.get("access").clubId, c.req.valid("json"), audit);
    return c.json(gatewaySettingsSchema.parse(saved), 200);
  });
  return app;
}

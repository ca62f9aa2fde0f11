import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../shared/errors.ts";
import {
  credentialsStatusSchema,
  gatewaySettingsSchema,
  paymentGateways,
  storeCredentialsSchema,
} from "../../../shared/payments.ts";
import type { Auth } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import type { SecretBox } from "../../crypto/secret-box.ts";
import type { Db } from "../../db/client.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { clubIdParam } from "../clubs/clubs.routes.ts";
import {
  getPaymentCredentials,
  removePaymentCredentials,
  storePaymentCredentials,
  updatePaymentGateway,
} from "./payments.service.ts";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const refusals = {
  401: { description: "No valid session", content: json(apiErrorSchema) },
  403: { description: "Only the owner", content: json(apiErrorSchema) },
  404: { description: "Not a club of the user", content: json(apiErrorSchema) },
  422: { description: "Invalid input", content: json(apiErrorSchema) },
} as const;
const params = z.object({ clubId: z.string(), gateway: z.enum(paymentGateways) });
const path = "/api/clubs/{clubId}/payment-credentials/{gateway}";

const getRoute = createRoute({
  method: "get",
  path,
  tags: ["Payments"],
  summary: "Whether credentials are stored, with their last four characters (owner only)",
  request: { params },
  responses: { 200: { description: "Status", content: json(credentialsStatusSchema) }, ...refusals },
});
const putRoute = createRoute({
  method: "put",
  path,
  tags: ["Payments"],
  summary: "Store a gateway's credentials, encrypted at rest (owner only)",
  request: {
    params,
    body: { content: { "application/json": { schema: storeCredentialsSchema } }, required: true },
  },
  responses: { 200: { description: "Stored", content: json(credentialsStatusSchema) }, ...refusals },
});
const deleteRoute = createRoute({
  method: "delete",
  path,
  tags: ["Payments"],
  summary: "Remove a gateway's credentials (owner only)",
  request: { params },
  responses: { 204: { description: "Removed" }, ...refusals },
});
const gatewayRoute = createRoute({
  method: "put",
  path: "/api/clubs/{clubId}/payment-gateway",
  tags: ["Payments"],
  summary: "Choose the payment gateway and its test mode (owner only)",
  request: {
    params: z.object({ clubId: z.string() }),
    body: { content: { "application/json": { schema: gatewaySettingsSchema } }, required: true },
  },
  responses: { 200: { description: "Saved", content: json(gatewaySettingsSchema) }, ...refusals },
});

export function paymentsRoutes(auth: Auth, db: Db, box: SecretBox, trustProxy: boolean) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/clubs/*", requireSession(auth));

  app.openapi(getRoute, async (c) => {
    const { clubId, gateway } = c.req.valid("param");
    const result = await getPaymentCredentials(db, clubIdParam(clubId), c.get("user").id, gateway);
    return c.json(credentialsStatusSchema.parse(result), 200);
  });
  app.openapi(putRoute, async (c) => {
    const { clubId, gateway } = c.req.valid("param");
    const { credentials } = c.req.valid("json");
    const audit = requestAuditContext(c, trustProxy);
    const result = await storePaymentCredentials(
      db,
      box,
      clubIdParam(clubId),
      c.get("user").id,
      gateway,
      credentials,
      audit,
    );
    return c.json(credentialsStatusSchema.parse(result), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { clubId, gateway } = c.req.valid("param");
    await removePaymentCredentials(
      db,
      clubIdParam(clubId),
      c.get("user").id,
      gateway,
      requestAuditContext(c, trustProxy),
    );
    return c.body(null, 204);
  });
  app.openapi(gatewayRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const saved = await updatePaymentGateway(
      db,
      clubId,
      c.get("user").id,
      c.req.valid("json"),
      requestAuditContext(c, trustProxy),
    );
    return c.json(gatewaySettingsSchema.parse(saved), 200);
  });
  return app;
}

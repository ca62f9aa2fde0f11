import { OpenAPIHono } from "@hono/zod-openapi";
import {
  acceptedTransferSchema,
  ownershipTransferSchema,
  ownershipTransferStateSchema,
  startTransferSchema,
  transferPreviewSchema,
  transferTokenSchema,
} from "../../../shared/ownership-transfer.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import {
  acceptTransfer,
  cancelTransfer,
  declineTransfer,
  lookUpTransfer,
  startTransfer,
  TRANSFER_DENIED,
  transferState,
} from "./ownership-transfer.service.ts";

const api = routesTagged("Ownership transfer");

const guard = api.club({ permission: "club.transferOwnership", denied: TRANSFER_DENIED });
const tokenBody = jsonBody(transferTokenSchema);
const tokenRefusals = {
  403: refusal("Signed in with another account than the nominee's"),
  404: refusal("Transfer of ownership not found"),
  422: refusal("Invalid input, with a message per field"),
} as const;
const answerRefusals = {
  ...tokenRefusals,
  409: refusal("The transfer was accepted, declined or cancelled, or can no longer be accepted"),
  410: refusal("The transfer has expired"),
} as const;

const stateRoute = guard.get("/api/clubs/{clubId}/ownership-transfer", {
  summary:
    "The pending transfer of ownership, if any, and the administrators the owner may name (owner only)",
  responses: { 200: ok("The pending transfer and the candidates", ownershipTransferStateSchema) },
});

const startRoute = guard.post("/api/clubs/{clubId}/ownership-transfer", {
  summary:
    "Name an active administrator as the next owner: a pending transfer valid 72 hours, e-mailed to them; a pending one is cancelled (owner only)",
  notFound: "or no such administrator in it",
  request: { body: jsonBody(startTransferSchema) },
  responses: {
    201: ok("The pending transfer", ownershipTransferSchema),
    409: refusal("The named person is the owner, or not an active administrator with the role admin"),
  },
});

const cancelRoute = guard.post("/api/clubs/{clubId}/ownership-transfer/cancel", {
  summary: "Cancel the pending transfer of ownership (owner only)",
  notFound: "or no pending transfer in it",
  responses: { 200: ok("The cancelled transfer", ownershipTransferSchema) },
});

const lookupRoute = api.signedIn.post("/api/ownership-transfers/lookup", {
  summary: "What the transfer's link shows its nominee: club, who asks, until when, status",
  request: { body: tokenBody },
  responses: { 200: ok("The transfer", transferPreviewSchema), ...tokenRefusals },
});

const acceptRoute = api.signedIn.post("/api/ownership-transfers/accept", {
  summary: "The nominee accepts: the owner and the nominee swap roles in one transaction",
  request: { body: tokenBody },
  responses: {
    200: ok("Accepted: the signed-in user owns the club", acceptedTransferSchema),
    ...answerRefusals,
  },
});

const declineRoute = api.signedIn.post("/api/ownership-transfers/decline", {
  summary: "The nominee declines the transfer",
  request: { body: tokenBody },
  responses: { 200: ok("Declined", transferPreviewSchema), ...answerRefusals },
});

export function ownershipTransferRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();

  serve(app, stateRoute, (c) => transferState(ctx, c.get("access")));

  serve(app, startRoute, (c) => {
    const audit = c.get("audit");
    return startTransfer(ctx, c.get("access"), c.req.valid("json"), audit);
  });

  serve(app, cancelRoute, (c) => cancelTransfer(ctx, c.get("access"), c.get("audit")));

  serve(app, lookupRoute, (c) => lookUpTransfer(ctx, c.req.valid("json").token, c.get("user")));

  serve(app, acceptRoute, (c) => {
    const audit = c.get("audit");
    return acceptTransfer(ctx, c.req.valid("json").token, c.get("user"), audit);
  });

  serve(app, declineRoute, (c) => {
    const audit = c.get("audit");
    return declineTransfer(ctx, c.req.valid("json").token, c.get("user"), audit);
  });
  return app;
}

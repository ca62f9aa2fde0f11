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
import { clubRoute, jsonBody, ok, refusal, signedInRoute } from "../../http/route.ts";
import {
  acceptTransfer,
  cancelTransfer,
  declineTransfer,
  lookUpTransfer,
  startTransfer,
  TRANSFER_DENIED,
  transferState,
} from "./ownership-transfer.service.ts";

const tags = ["Ownership transfer"];
const guard = { permission: "club.transferOwnership", denied: TRANSFER_DENIED } as const;
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

const stateRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/ownership-transfer",
  tags,
  summary:
    "The pending transfer of ownership, if any, and the administrators the owner may name (owner only)",
  ...guard,
  responses: { 200: ok("The pending transfer and the candidates", ownershipTransferStateSchema) },
});

const startRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/ownership-transfer",
  tags,
  summary:
    "Name an active administrator as the next owner: a pending transfer valid 72 hours, e-mailed to them; a pending one is cancelled (owner only)",
  ...guard,
  notFound: "or no such administrator in it",
  request: { body: jsonBody(startTransferSchema) },
  responses: {
    201: ok("The pending transfer", ownershipTransferSchema),
    409: refusal("The named person is the owner, or not an active administrator with the role admin"),
  },
});

const cancelRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/ownership-transfer/cancel",
  tags,
  summary: "Cancel the pending transfer of ownership (owner only)",
  ...guard,
  notFound: "or no pending transfer in it",
  responses: { 200: ok("The cancelled transfer", ownershipTransferSchema) },
});

const lookupRoute = signedInRoute({
  method: "post",
  path: "/api/ownership-transfers/lookup",
  tags,
  summary: "What the transfer's link shows its nominee: club, who asks, until when, status",
  request: { body: tokenBody },
  responses: { 200: ok("The transfer", transferPreviewSchema), ...tokenRefusals },
});

const acceptRoute = signedInRoute({
  method: "post",
  path: "/api/ownership-transfers/accept",
  tags,
  summary: "The nominee accepts: the owner and the nominee swap roles in one transaction",
  request: { body: tokenBody },
  responses: {
    200: ok("Accepted: the signed-in user owns the club", acceptedTransferSchema),
    ...answerRefusals,
  },
});

const declineRoute = signedInRoute({
  method: "post",
  path: "/api/ownership-transfers/decline",
  tags,
  summary: "The nominee declines the transfer",
  request: { body: tokenBody },
  responses: { 200: ok("Declined", transferPreviewSchema), ...answerRefusals },
});

export function ownershipTransferRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();

  app.openapi(stateRoute, async (c) => {
    const state = await transferState(ctx, c.get("access"));
    return c.json(ownershipTransferStateSchema.parse(state), 200);
  });

  app.openapi(startRoute, async (c) => {
    const audit = c.get("audit");
    const transfer = await startTransfer(ctx, c.get("access"), c.req.valid("json"), audit);
    return c.json(ownershipTransferSchema.parse(transfer), 201);
  });

  app.openapi(cancelRoute, async (c) => {
    const transfer = await cancelTransfer(ctx, c.get("access"), c.get("audit"));
    return c.json(ownershipTransferSchema.parse(transfer), 200);
  });

  app.openapi(lookupRoute, async (c) => {
    const found = await lookUpTransfer(ctx, c.req.valid("json").token, c.get("user"));
    return c.json(transferPreviewSchema.parse(found), 200);
  });

  app.openapi(acceptRoute, async (c) => {
    const audit = c.get("audit");
    const accepted = await acceptTransfer(ctx, c.req.valid("json").token, c.get("user"), audit);
    return c.json(acceptedTransferSchema.parse(accepted), 200);
  });

  app.openapi(declineRoute, async (c) => {
    const audit = c.get("audit");
    const declined = await declineTransfer(ctx, c.req.valid("json").token, c.get("user"), audit);
    return c.json(transferPreviewSchema.parse(declined), 200);
  });
  return app;
}

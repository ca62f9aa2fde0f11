import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { pageQuerySchema } from "../../../shared/admins.ts";
import { apiErrorSchema } from "../../../shared/errors.ts";
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  createInvitationSchema,
  INVITATION_NOT_FOUND,
  invitationListQuerySchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  registerFromInvitationSchema,
} from "../../../shared/invitations.ts";
import { type Auth, CLIENT_IP_HEADER } from "../../auth/auth.ts";
import { requireSession, type SessionVariables } from "../../auth/session.ts";
import type { AuditContext } from "../../db/audit.ts";
import { requestAuditContext } from "../../http/audit-context.ts";
import { clientIp } from "../../http/client-ip.ts";
import { uuidParam } from "../../http/ids.ts";
import type { Logger } from "../../logger.ts";
import { clubIdParam } from "../clubs/clubs.routes.ts";
import {
  acceptInvitation,
  cancelInvitation,
  createInvitation,
  declineInvitation,
  type InvitationDeps,
  listInvitations,
  lookUpInvitation,
  registerFromInvitation,
  resendInvitation,
} from "./invitations.service.ts";

const json = (schema: z.ZodType) => ({ "application/json": { schema } });
const error = (description: string) => ({ description, content: json(apiErrorSchema) });
const refusals = {
  401: error("No valid session"),
  403: error("The role may not do this"),
  404: error("Not a club of the user, or no such invitation"),
  422: error("Invalid input"),
} as const;
const tokenRefusals = {
  404: error("Invitation not found"),
  409: error("The invitation was cancelled, declined or used, or the account could not be created"),
  410: error("Invitation has expired"),
  422: error("Invalid input"),
} as const;
const clubParams = z.object({ clubId: z.string() });
const invitationParams = z.object({ clubId: z.string(), invitationId: z.string() });
const tokenBody = { content: { "application/json": { schema: invitationTokenSchema } }, required: true };

const listRoute = createRoute({
  method: "get",
  path: "/api/clubs/{clubId}/invitations",
  tags: ["Invitations"],
  summary: "The club's invitations, newest sent first, optionally of one status (owner and admin)",
  request: { params: clubParams, query: pageQuerySchema.extend(invitationListQuerySchema.shape) },
  responses: { 200: { description: "Invitations", content: json(invitationListSchema) }, ...refusals },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/api/clubs/{clubId}/invitations",
  tags: ["Invitations"],
  summary: "Invite a person by e-mail; the same e-mail and role reuse their invitation (owner and admin)",
  request: {
    params: clubParams,
    body: { content: { "application/json": { schema: createInvitationSchema } }, required: true },
  },
  responses: {
    200: { description: "An existing invitation, sent again", content: json(createdInvitationSchema) },
    201: { description: "A new invitation", content: json(createdInvitationSchema) },
    409: error("The person is an administrator or member already"),
    429: error("The club sent its hourly allowance of invitations"),
    ...refusals,
  },
});

function actionRoute(action: "resend" | "cancel", summary: string) {
  return createRoute({
    method: "post",
    path: `/api/clubs/{clubId}/invitations/{invitationId}/${action}`,
    tags: ["Invitations"],
    summary,
    request: { params: invitationParams },
    responses: {
      200: { description: "The invitation", content: json(invitationSchema) },
      409: error("The invitation was accepted"),
      ...(action === "resend" ? { 429: error("The club sent its hourly allowance of invitations") } : {}),
      ...refusals,
    },
  });
}
const resendRoute = actionRoute("resend", "Send again: pending, with a new token and a fresh 7-day expiry");
const cancelRoute = actionRoute("cancel", "Cancel an invitation that was not accepted");

const lookupRoute = createRoute({
  method: "post",
  path: "/api/invitations/lookup",
  tags: ["Invitations"],
  summary: "What an invitation link opens: club, role, inviter and status (no session needed)",
  request: { body: tokenBody },
  responses: {
    200: { description: "The invitation", content: json(invitationPreviewSchema) },
    404: error("Invitation not found"),
    422: error("Invalid input"),
  },
});

const registerRoute = createRoute({
  method: "post",
  path: "/api/invitations/register",
  tags: ["Invitations"],
  summary: "Create the invited account, accept the invitation and sign in (sets the session cookie)",
  request: {
    body: { content: { "application/json": { schema: registerFromInvitationSchema } }, required: true },
  },
  responses: {
    200: { description: "Accepted; signed in", content: json(acceptedInvitationSchema) },
    ...tokenRefusals,
  },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/api/invitations/accept",
  tags: ["Invitations"],
  summary: "Accept an invitation as the signed-in account (its e-mail must be the invited one)",
  request: { body: tokenBody },
  responses: {
    200: { description: "Accepted", content: json(acceptedInvitationSchema) },
    401: error("No valid session"),
    403: error("Signed in with another e-mail address"),
    ...tokenRefusals,
  },
});

const declineRoute = createRoute({
  method: "post",
  path: "/api/invitations/decline",
  tags: ["Invitations"],
  summary: "Decline a pending invitation (no session needed)",
  request: { body: tokenBody },
  responses: {
    200: { description: "Declined", content: json(invitationPreviewSchema) },
    404: error("Invitation not found"),
    409: error("The invitation was cancelled, declined or used"),
    410: error("Invitation has expired"),
    422: error("Invalid input"),
  },
});

/** Who acts on a public invitation request: nobody signed in, seen from this address. */
function anonymousAudit(c: Context, trustProxy: boolean): AuditContext {
  return {
    actorId: null,
    ipAddress: clientIp(c, trustProxy) ?? null,
    userAgent: c.req.header("user-agent") ?? null,
  };
}

export function invitationsRoutes(
  auth: Auth,
  deps: InvitationDeps & { logger: Logger },
  trustProxy: boolean,
) {
  const app = new OpenAPIHono<{ Variables: SessionVariables }>();
  app.use("/api/clubs/:clubId/invitations", requireSession(auth));
  app.use("/api/clubs/:clubId/invitations/*", requireSession(auth));
  app.use("/api/invitations/accept", requireSession(auth));

  app.openapi(listRoute, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const list = await listInvitations(deps, clubId, c.get("user").id, c.req.valid("query"));
    return c.json(invitationListSchema.parse(list), 200);
  });

  app.openapi(createRouteDef, async (c) => {
    const clubId = clubIdParam(c.req.valid("param").clubId);
    const user = c.get("user");
    const audit = requestAuditContext(c, trustProxy);
    const created = await createInvitation(deps, clubId, user, c.req.valid("json"), audit);
    return c.json(createdInvitationSchema.parse(created), created.reused ? 200 : 201);
  });

  for (const [route, action] of [
    [resendRoute, "resend"],
    [cancelRoute, "cancel"],
  ] as const) {
    app.openapi(route, async (c) => {
      const params = c.req.valid("param");
      const clubId = clubIdParam(params.clubId);
      const invitationId = uuidParam(params.invitationId, INVITATION_NOT_FOUND);
      const user = c.get("user");
      const audit = requestAuditContext(c, trustProxy);
      const invitation =
        action === "resend"
          ? await resendInvitation(deps, clubId, user, invitationId, audit)
          : await cancelInvitation(deps, clubId, user.id, invitationId, audit);
      return c.json(invitationSchema.parse(invitation), 200);
    });
  }

  app.openapi(lookupRoute, async (c) => {
    const preview = await lookUpInvitation(deps, c.req.valid("json").token);
    return c.json(invitationPreviewSchema.parse(preview), 200);
  });

  app.openapi(declineRoute, async (c) => {
    const preview = await declineInvitation(deps, c.req.valid("json").token, anonymousAudit(c, trustProxy));
    return c.json(invitationPreviewSchema.parse(preview), 200);
  });

  app.openapi(acceptRoute, async (c) => {
    const audit = requestAuditContext(c, trustProxy);
    const accepted = await acceptInvitation(deps, c.req.valid("json").token, c.get("user"), audit);
    return c.json(acceptedInvitationSchema.parse(accepted), 200);
  });

  app.openapi(registerRoute, async (c) => {
    const input = c.req.valid("json");
    const audit = anonymousAudit(c, trustProxy);
    const accepted = await registerFromInvitation(deps, input, audit);
    // Sign the new account in, as better-auth's own sign-in does; its first sign-in joins the club.
    const headers = new Headers({ "user-agent": c.req.header("user-agent") ?? "" });
    if (audit.ipAddress) headers.set(CLIENT_IP_HEADER, audit.ipAddress);
    const signedIn = await auth.api.signInEmail({
      body: { email: accepted.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    for (const cookie of signedIn.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    const { email: _email, ...body } = accepted;
    return c.json(acceptedInvitationSchema.parse(body), 200);
  });
  return app;
}

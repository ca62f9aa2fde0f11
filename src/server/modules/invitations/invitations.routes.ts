import { OpenAPIHono } from "@hono/zod-openapi";
import { pageQuerySchema } from "../../../shared/admins.ts";
import {
  acceptedInvitationSchema,
  createdInvitationSchema,
  createInvitationSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  registerFromInvitationSchema,
} from "../../../shared/invitations.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { signInNewAccount } from "../../http/sign-in.ts";
import { t } from "../../i18n.ts";
import { ADMINS_GUARD } from "../admins/admins.service.ts";
import {
  acceptInvitation,
  cancelInvitation,
  createInvitation,
  declineInvitation,
  listInvitations,
  lookUpInvitation,
  registerFromInvitation,
  resendInvitation,
} from "./invitations.service.ts";

const api = routesTagged("Invitations");
const admins = api.club(ADMINS_GUARD);

const tokenRefusals = {
  404: refusal("Invitation not found"),
  409: refusal("The invitation was cancelled, declined or used, or the account could not be created"),
  410: refusal("Invitation has expired"),
  422: refusal("Invalid input, with a message per field"),
} as const;
const tokenBody = jsonBody(invitationTokenSchema);
const forbidden = "or the role may not invite this role";

const listRoute = admins.get("/api/clubs/{clubId}/invitations", {
  summary: "The club's invitations, newest sent first, optionally of one status (owner and admin)",
  request: { query: pageQuerySchema.extend(invitationListQuerySchema.shape) },
  responses: { 200: ok("Invitations", invitationListSchema) },
});

const createRouteDef = admins.post("/api/clubs/{clubId}/invitations", {
  summary: "Invite a person by e-mail; the same e-mail and role reuse their invitation (owner and admin)",
  forbidden,
  request: { body: jsonBody(createInvitationSchema) },
  responses: {
    200: ok("An existing invitation, sent again", createdInvitationSchema),
    201: ok("A new invitation", createdInvitationSchema),
    409: refusal("The person is an administrator or member already"),
    429: refusal("The club sent its hourly allowance of invitations"),
  },
});

function actionRoute(action: "resend" | "cancel", summary: string) {
  return admins.post(`/api/clubs/{clubId}/invitations/{invitationId}/${action}`, {
    summary,
    forbidden,
    notFound: "or no such invitation in it",
    responses: {
      200: ok("The invitation", invitationSchema),
      409: refusal("The invitation was accepted"),
      ...(action === "resend" ? { 429: refusal("The club sent its hourly allowance of invitations") } : {}),
    },
  });
}
const resendRoute = actionRoute("resend", "Send again: pending, with a new token and a fresh 7-day expiry");
const cancelRoute = actionRoute("cancel", "Cancel an invitation that was not accepted");

const lookupRoute = api.public.post("/api/invitations/lookup", {
  summary: "What an invitation link opens: club, role, inviter and status (no session needed)",
  request: { body: tokenBody },
  responses: {
    200: ok("The invitation", invitationPreviewSchema),
    404: tokenRefusals[404],
    422: tokenRefusals[422],
  },
});

const registerRoute = api.public.post("/api/invitations/register", {
  summary: "Create the invited account, accept the invitation and sign in (sets the session cookie)",
  request: { body: jsonBody(registerFromInvitationSchema) },
  responses: { 200: ok("Accepted; signed in", acceptedInvitationSchema), ...tokenRefusals },
});

const acceptRoute = api.signedIn.post("/api/invitations/accept", {
  summary: "Accept an invitation as the signed-in account (its e-mail must be the invited one)",
  request: { body: tokenBody },
  responses: {
    200: ok("Accepted", acceptedInvitationSchema),
    403: refusal("Signed in with another e-mail address"),
    ...tokenRefusals,
  },
});

const declineRoute = api.public.post("/api/invitations/decline", {
  summary: "Decline a pending invitation (no session needed)",
  request: { body: tokenBody },
  responses: {
    200: ok("Declined", invitationPreviewSchema),
    404: tokenRefusals[404],
    409: refusal("The invitation was cancelled, declined or used"),
    410: tokenRefusals[410],
    422: tokenRefusals[422],
  },
});

export function invitationsRoutes(ctx: AppContext) {
  const { auth } = ctx;
  const app = new OpenAPIHono();

  serve(app, listRoute, (c) => listInvitations(ctx, c.get("access"), c.req.valid("query")));

  app.openapi(createRouteDef, async (c) => {
    const audit = c.get("audit");
    const inviter = c.get("user").name ?? null;
    const created = await createInvitation(ctx, c.get("access"), inviter, c.req.valid("json"), audit);
    return c.json(createdInvitationSchema.parse(created), created.reused ? 200 : 201);
  });

  for (const [route, action] of [
    [resendRoute, "resend"],
    [cancelRoute, "cancel"],
  ] as const) {
    serve(app, route, (c) => {
      const invitationId = uuidParam(
        c.req.valid("param").invitationId,
        () => t("server").invitations.notFound,
      );
      const access = c.get("access");
      const audit = c.get("audit");
      return action === "resend"
        ? resendInvitation(ctx, access, c.get("user").name ?? null, invitationId, audit)
        : cancelInvitation(ctx, access, invitationId, audit);
    });
  }

  serve(app, lookupRoute, (c) => lookUpInvitation(ctx, c.req.valid("json").token));

  serve(app, declineRoute, (c) => declineInvitation(ctx, c.req.valid("json").token, c.get("audit")));

  serve(app, acceptRoute, (c) => {
    const audit = c.get("audit");
    return acceptInvitation(ctx, c.req.valid("json").token, c.get("user"), audit);
  });

  serve(app, registerRoute, async (c) => {
    const input = c.req.valid("json");
    const audit = c.get("audit");
    const accepted = await registerFromInvitation(ctx, input, audit);
    // Sign the new account in; its first sign-in joins the club.
    await signInNewAccount(auth, c, { email: accepted.email, password: input.password }, audit.ipAddress);
    const { email: _email, ...body } = accepted;
    return body;
  });
  return app;
}

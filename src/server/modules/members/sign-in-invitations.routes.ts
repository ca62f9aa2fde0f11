import { OpenAPIHono } from "@hono/zod-openapi";
import {
  memberSignInStatusListSchema,
  setPasswordFromLinkSchema,
  signedInFromLinkSchema,
  signInInvitationCountsSchema,
  signInInvitationRequestSchema,
  signInInvitationResendSchema,
  signInInvitationRunSchema,
  signInInvitationStatusesQuerySchema,
  signInInvitationSummarySchema,
  signInLinkSchema,
  signInTokenSchema,
} from "../../../shared/sign-in-invitations.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { signInNewAccount } from "../../http/sign-in.ts";
import { MEMBERS_DENIED } from "./members.service.ts";
import {
  countSelection,
  inviteToSignIn,
  lookUpSignInLink,
  memberSignInStatuses,
  resendSignInInvitations,
  setPasswordFromLink,
  signInInvitationSummary,
} from "./sign-in-invitations.service.ts";

// Inviting members to sign in (issue 32 §5, decision 065).

const api = routesTagged("Sign-in invitations");
const manage = api.club({ permission: "members.manage", denied: MEMBERS_DENIED });
const base = "/api/clubs/{clubId}/sign-in-invitations";
const unknownMember = "or a member id that is not the club's";

const countRoute = manage.post(`${base}/count`, {
  summary:
    "How many of the filtered or selected members would get a sign-in link, and how many are left out, why",
  notFound: unknownMember,
  request: { body: jsonBody(signInInvitationRequestSchema) },
  responses: { 200: ok("The counts", signInInvitationCountsSchema) },
});

const inviteRoute = manage.post(base, {
  summary:
    "Invite the filtered or selected members without an account to sign in: a personal link each, by the club's bulk mail (a job writes them)",
  notFound: unknownMember,
  request: { body: jsonBody(signInInvitationRequestSchema) },
  responses: { 202: ok("Recorded; the e-mails are being queued", signInInvitationRunSchema) },
});

const resendRoute = manage.post(`${base}/resend`, {
  summary:
    "A new link, to the member's present address, for every invited member not signed in yet (or those named)",
  notFound: unknownMember,
  request: { body: jsonBody(signInInvitationResendSchema) },
  responses: { 202: ok("Recorded; the e-mails are being queued", signInInvitationRunSchema) },
});

const summaryRoute = manage.get(`${base}/summary`, {
  summary: "The club's sign-in invitations counted by status, and the latest action's progress",
  responses: { 200: ok("The counts", signInInvitationSummarySchema) },
});

const statusesRoute = manage.post(`${base}/statuses`, {
  summary: "The sign-in invitation status of each of these members that was invited (a list page, a record)",
  request: { body: jsonBody(signInInvitationStatusesQuerySchema) },
  responses: { 200: ok("The statuses", memberSignInStatusListSchema) },
});

const lookupRoute = api.public.post("/api/sign-in-links/lookup", {
  summary: "What a member's sign-in link opens (no session needed); notes that it was opened",
  request: { body: jsonBody(signInTokenSchema) },
  responses: {
    200: ok("The link", signInLinkSchema),
    404: refusal("No such link"),
    422: refusal("Invalid input, with a message per field"),
  },
});

const setPasswordRoute = api.public.post("/api/sign-in-links/password", {
  summary:
    "Set the member's password from their link: the account is made, linked to the record, and signed in",
  request: { body: jsonBody(setPasswordFromLinkSchema) },
  responses: {
    200: ok("Signed in (sets the session cookie)", signedInFromLinkSchema),
    404: refusal("No such link"),
    409: refusal("The link was used, or the address has an account already"),
    410: refusal("The link expired, or the club has another address for the member since"),
    422: refusal("Invalid input, with a message per field"),
  },
});

export function signInInvitationsRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();

  serve(app, countRoute, (c) => countSelection(ctx, c.get("access"), c.req.valid("json")));

  serve(app, inviteRoute, (c) => inviteToSignIn(ctx, c.get("access"), c.req.valid("json"), c.get("audit")));

  serve(app, resendRoute, (c) =>
    resendSignInInvitations(ctx, c.get("access"), c.req.valid("json").memberIds, c.get("audit")),
  );

  serve(app, summaryRoute, (c) => signInInvitationSummary(ctx, c.get("access")));

  serve(app, statusesRoute, (c) => memberSignInStatuses(ctx, c.get("access"), c.req.valid("json").memberIds));

  serve(app, lookupRoute, (c) => lookUpSignInLink(ctx, c.req.valid("json").token));

  serve(app, setPasswordRoute, async (c) => {
    const input = c.req.valid("json");
    const audit = c.get("audit");
    const done = await setPasswordFromLink(ctx, input, audit);
    await signInNewAccount(ctx.auth, c, { email: done.email, password: input.password }, audit.ipAddress);
    return { clubId: done.clubId, clubName: done.clubName };
  });
  return app;
}

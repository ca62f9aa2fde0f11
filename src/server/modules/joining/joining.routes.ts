import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  joinChallengeSchema,
  joinPageSchema,
  joinRequestSchema,
  joinResultSchema,
} from "../../../shared/joining.ts";
import type { AppContext } from "../../http/app-context.ts";
import { uuidParam } from "../../http/ids.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { signInNewAccount } from "../../http/sign-in.ts";
import { namedLocaleOfRequest, t } from "../../i18n.ts";
import { type JoiningDeps, join, joinChallenge, joinPage } from "./joining.service.ts";

const api = routesTagged("Joining online");

const params = z.object({ clubId: z.string() });
const notOffered = refusal("No such club, or it offers no membership type for joining online");

const pageRoute = api.public.get("/api/public/clubs/{clubId}/join", {
  summary: "A club's public join page: its branding, formats and the membership types it offers online",
  request: { params },
  responses: { 200: ok("The join page", joinPageSchema), 404: notOffered },
});

const challengeRoute = api.public.get("/api/public/clubs/{clubId}/join/challenge", {
  summary: "A signed proof-of-work challenge for the join form (SHA-256 with `bits` leading zero bits)",
  request: { params },
  responses: { 200: ok("A challenge", joinChallengeSchema), 404: notOffered },
});

const joinRoute = api.public.post("/api/public/clubs/{clubId}/join", {
  summary:
    "Apply for a membership type offered online: creates the account (or uses the address's account with its password), records the application linked to it, issues the joining invoice of a priced type, and signs in (sets the session cookie)",
  request: { params, body: jsonBody(joinRequestSchema) },
  responses: {
    200: ok("The application; signed in", joinResultSchema),
    404: notOffered,
    409: refusal("The address has an account and this is not its password, or it is in the club already"),
    422: refusal("Invalid input, a type not offered online, or a missing, invalid, expired or used proof"),
    429: refusal("More than 5 applications from one address, or 60 to one club, in an hour"),
  },
});

const clubIdOf = (value: string) => uuidParam(value, () => t("joining").notOffered);

export function joiningRoutes(ctx: AppContext) {
  const { auth } = ctx;
  // The challenges are signed with better-auth's secret.
  const deps: JoiningDeps = { ...ctx, secret: () => auth.$context.then((context) => context.secret) };
  const app = new OpenAPIHono();

  serve(app, pageRoute, (c) => joinPage(deps, clubIdOf(c.req.valid("param").clubId)));

  serve(app, challengeRoute, (c) => joinChallenge(deps, clubIdOf(c.req.valid("param").clubId)));

  serve(app, joinRoute, async (c) => {
    const clubId = clubIdOf(c.req.valid("param").clubId);
    const input = c.req.valid("json");
    const audit = c.get("audit");
    // The language of the page the applicant applied on (the web app sends the one on screen), kept on a new
    // account: the club's decision reaches them in it (issue 33).
    const language = namedLocaleOfRequest(c.req.header("accept-language"));
    const { result, signIn } = await join(deps, clubId, input, audit, language);
    if (signIn) {
      // Sign the applicant in (the invitations' registration does the same).
      await signInNewAccount(auth, c, { email: signIn, password: input.password }, audit.ipAddress);
    }
    return result;
  });
  return app;
}

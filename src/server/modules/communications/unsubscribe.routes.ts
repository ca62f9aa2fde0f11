import { timingSafeEqual } from "node:crypto";
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { webhookReceivedSchema } from "../../../shared/billing-online.ts";
import { unsubscribeRequestSchema, unsubscribeStateSchema } from "../../../shared/communication-messages.ts";
import { text } from "../../../shared/text.ts";
import { rateLimited } from "../../auth/auth-proxy.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { json, ok, POSTMARK_BASIC, POSTMARK_TOKEN, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import {
  type PostmarkEvent,
  recordPostmarkEvent,
  setSubscribed,
  unsubscribeState,
} from "./unsubscribe.service.ts";

const api = routesTagged("Communications");

const tokenParams = z.object({ token: z.string() });
const invalidToken = refusal("Not a token of this server, or its member is gone");
const limited = refusal("More than 30 requests a minute from one address");

const stateRoute = api.public.get("/api/public/unsubscribe/{token}", {
  summary: "What an unsubscribe link opens: the club, the member's masked address, whether unsubscribed",
  responses: {
    200: ok("The member's subscription", unsubscribeStateSchema),
    404: invalidToken,
    429: limited,
  },
});

const unsubscribeRoute = api.public.post("/api/public/unsubscribe/{token}", {
  summary:
    "Unsubscribe from the club's bulk mail: the page's button, or RFC 8058's one-click POST (form body List-Unsubscribe=One-Click); {subscribed: true} subscribes again",
  request: {
    params: tokenParams,
    body: {
      required: false,
      content: {
        ...json(unsubscribeRequestSchema),
        "application/x-www-form-urlencoded": {
          schema: z.object({ "List-Unsubscribe": z.string().optional() }),
        },
      },
    },
  },
  responses: {
    200: ok("The member's subscription after it", unsubscribeStateSchema),
    404: invalidToken,
    422: refusal("A JSON body that is not {subscribed: boolean}"),
    429: limited,
  },
});

const resubscribeRoute = api.public.delete("/api/public/unsubscribe/{token}", {
  summary: "Subscribe again to the club's bulk mail (undo an unsubscribe)",
  responses: {
    200: ok("The member's subscription after it", unsubscribeStateSchema),
    404: invalidToken,
    429: limited,
  },
});

const webhookRoute = api.public.post("/api/webhooks/postmark", {
  security: [{ [POSTMARK_BASIC]: [] }, { [POSTMARK_TOKEN]: [] }],
  summary:
    "Postmark's Delivery, Bounce, Open and Click webhooks (basic auth with POSTMARK_WEBHOOK_TOKEN as password, or ?token=): the message recipient becomes sent or bounced, or is marked opened or clicked; unknown message ids are ignored",
  request: {
    body: {
      required: true,
      content: json(z.object({ RecordType: text(), MessageID: text().optional() }).passthrough()),
    },
  },
  responses: {
    200: ok("Received", webhookReceivedSchema),
    401: refusal("No credentials, or not POSTMARK_WEBHOOK_TOKEN"),
    422: refusal("Not a Postmark webhook's body"),
    503: refusal("POSTMARK_WEBHOOK_TOKEN is not set: webhooks are refused"),
  },
});

/** At most `max` requests per address in a minute, on this instance (the token itself cannot be guessed). */
export function perAddressLimit(max = 30, windowMs = 60_000) {
  const seen = new Map<string, { count: number; resetAt: number }>();
  return (address: string) => {
    const now = Date.now();
    if (seen.size > 10_000) {
      for (const [key, entry] of seen) if (entry.resetAt <= now) seen.delete(key);
    }
    const entry = seen.get(address);
    if (!entry || entry.resetAt <= now) {
      seen.set(address, { count: 1, resetAt: now + windowMs });
      return;
    }
    entry.count++;
    if (entry.count > max) throw rateLimited((entry.resetAt - now) / 1000);
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The secret a webhook call presents: basic auth's password, or the `token` query parameter. */
function presentedToken(c: Context): string | null {
  const header = c.req.header("authorization") ?? "";
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    return colon >= 0 ? decoded.slice(colon + 1) : decoded;
  }
  return c.req.query("token") ?? null;
}

/** The public unsubscribe API and Postmark's webhooks (issue 16): no session. */
export function unsubscribeRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db, clock } = ctx;
  // The unsubscribe links are signed with AUTH_SECRET; Postmark presents POSTMARK_WEBHOOK_TOKEN.
  const secret = ctx.env.AUTH_SECRET;
  const webhookToken = ctx.env.POSTMARK_WEBHOOK_TOKEN;
  const limit = perAddressLimit();
  const guard = (c: Context) => limit(c.get("audit").ipAddress ?? "unknown");

  serve(app, stateRoute, (c) => {
    guard(c);
    return unsubscribeState(db, secret, c.req.valid("param").token);
  });

  serve(app, unsubscribeRoute, (c) => {
    guard(c);
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    // RFC 8058's POST carries List-Unsubscribe=One-Click as a form; the page sends JSON; both unsubscribe.
    const body = mediaType === "application/json" ? (c.req.valid("json") as { subscribed?: boolean }) : null;
    const subscribed = body?.subscribed ?? false;
    return setSubscribed(db, secret, c.req.valid("param").token, subscribed, c.get("audit"), clock.now());
  });

  serve(app, resubscribeRoute, (c) => {
    guard(c);
    return setSubscribed(db, secret, c.req.valid("param").token, true, c.get("audit"), clock.now());
  });

  serve(app, webhookRoute, async (c) => {
    if (!webhookToken) {
      throw new AppError("UNAVAILABLE", t("communicationMessages").webhookNotConfigured);
    }
    const given = presentedToken(c);
    if (!given || !sameSecret(given, webhookToken)) {
      throw new AppError("UNAUTHENTICATED", t("communicationMessages").webhookUnauthorized);
    }
    await recordPostmarkEvent(db, c.req.valid("json") as PostmarkEvent, clock.now());
    return { received: true };
  });

  return app;
}

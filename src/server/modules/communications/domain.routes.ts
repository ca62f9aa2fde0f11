import { OpenAPIHono } from "@hono/zod-openapi";
import {
  domainRemovalSchema,
  domainSetupSchema,
  domainStateSchema,
  domainVerificationSchema,
} from "../../../shared/communication-domain.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { PostmarkDomains } from "../../mail/postmark-domains.ts";
import { SETTINGS_DENIED, SETTINGS_VIEW_DENIED } from "../clubs/clubs.settings.ts";
import { dnsServers, txtLookup } from "./domain.dns.ts";
import { type DomainDeps, getDomain, removeDomain, setupDomain, verifyDomain } from "./domain.service.ts";

const api = routesTagged("Communication settings");
const view = api.club({ permission: "settings.manage", denied: SETTINGS_VIEW_DENIED });
const edit = api.club({ permission: "settings.manage", denied: SETTINGS_DENIED });

// The spec's e-mail domain setup (section 7: setup, verify, get-records, delete), for whoever edits the
// communication settings: owner and admin (settings.manage).
const path = "/api/clubs/{clubId}/communications/domain";

const getRoute = view.get(path, {
  summary: "The club's sending domain with the records to publish and their statuses, or null (get-records)",
  responses: { 200: ok("The domain, or null", domainStateSchema) },
});
const setupRoute = edit.post(`${path}/setup`, {
  summary:
    "Set up (or again: new key) the sending domain: a 2048-bit RSA DKIM key, sealed at rest; answers the SPF, DKIM and DMARC records",
  request: { body: jsonBody(domainSetupSchema) },
  responses: {
    200: ok("The domain and its records", domainStateSchema),
    503: refusal("The e-mail provider refused or did not answer: 'Failed to setup domain: …'"),
  },
});
const verifyRoute = edit.post(`${path}/verify`, {
  summary: "Look each record up in DNS: pending, verified or failed per record; all three verified: verified",
  responses: {
    200: ok("What verification found", domainVerificationSchema),
    409: refusal("The domain was set up again while it was being verified"),
    422: refusal("No domain is set up: 'Failed to verify domain: …' with the suggestion"),
    503: refusal("The e-mail provider refused or did not answer: 'Failed to verify domain: …'"),
  },
});
const deleteRoute = edit.delete(path, {
  summary: "Remove the sending domain and its key; success false with a message when there is none",
  responses: { 200: ok("Removed, or nothing to remove", domainRemovalSchema) },
});

/**
 * How the sending domain is checked and registered, from the settings: the DNS resolvers (DNS_SERVERS), and
 * Postmark's Domains API (POSTMARK_ACCOUNT_TOKEN) when mail goes through Postmark.
 */
function domainDeps(ctx: AppContext): DomainDeps {
  const { env } = ctx;
  return {
    ...ctx,
    lookup: txtLookup(dnsServers(env.DNS_SERVERS)),
    transport: env.POSTMARK_SERVER_TOKEN
      ? {
          kind: "postmark",
          domains: env.POSTMARK_ACCOUNT_TOKEN
            ? new PostmarkDomains(env.POSTMARK_ACCOUNT_TOKEN, env.POSTMARK_API_URL)
            : null,
        }
      : { kind: "own", spfInclude: env.MAIL_SPF_INCLUDE },
  };
}

export function domainRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const deps = domainDeps(ctx);
  serve(app, getRoute, async (c) => ({ domain: await getDomain(deps, c.get("access").clubId) }));
  serve(app, setupRoute, async (c) => {
    const { domain } = c.req.valid("json");
    return { domain: await setupDomain(deps, c.get("access").clubId, domain, c.get("audit")) };
  });
  serve(app, verifyRoute, (c) => {
    const audit = c.get("audit");
    return verifyDomain(deps, c.get("access").clubId, audit);
  });
  serve(app, deleteRoute, (c) => {
    const audit = c.get("audit");
    return removeDomain(deps, c.get("access").clubId, audit);
  });
  return app;
}

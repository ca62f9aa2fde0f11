import { OpenAPIHono } from "@hono/zod-openapi";
import { checkoutSessionSchema, webhookReceivedSchema } from "../../../shared/billing-online.ts";
import { stripeApiAddress } from "../../env.ts";
import type { AppContext } from "../../http/app-context.ts";
import { ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import { receiveStripeWebhook, startCheckout } from "./online.service.ts";
import { StripeGateway } from "./stripe.ts";

const api = routesTagged("Billing");

const checkoutRoute = api
  .club({ permission: "billing.own", denied: () => t("billingOnline").denied })
  .post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/checkout", {
    summary:
      "A Stripe Checkout page for the balance of the caller's own open or overdue invoice; the same page again for a second click on the same day",
    notFound: "or no such invoice of the caller's own member record in it (staff's too)",
    responses: {
      200: ok("The Checkout page's address", checkoutSessionSchema),
      409: refusal(
        "The club takes no payments online (no Stripe keys, or Stripe not among its payment methods), the invoice is a credit note, a draft, paid or void, nothing is owed, or the stored secret key's mode (test or live) differs from the gateway's test mode",
      ),
      503: refusal(
        "Stripe could not be reached, refused the club's key or refused the request (its words quoted), or the stored keys cannot be read",
      ),
    },
  });

const webhookRoute = api.public.post("/api/webhooks/stripe/{clubId}", {
  summary:
    "Stripe's webhook of a club (its signature checked with the club's webhook secret): a paid Checkout Session records its payment once, however often it is sent; a setup session stores a member's card for automatic top-ups once, and an automatic top-up's payment_intent.succeeded records it once (decision 087)",
  responses: {
    200: ok("Received", webhookReceivedSchema),
    400: refusal(
      "No Stripe-Signature header, a timestamp older than 5 minutes or more than a minute ahead, a forged signature, or an amount that is not a whole number of minor units",
    ),
    404: refusal("No such club, or the club stored no Stripe webhook secret"),
    503: refusal(
      "The club's stored Stripe keys cannot be read, or Stripe could not be asked for a saved card's SetupIntent (Stripe sends the event again later)",
    ),
  },
});

/** Paying an invoice online: the member's Checkout page, and Stripe's webhook (outside /api/clubs/). */
export function onlinePaymentRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const online = {
    ...ctx,
    gateway: new StripeGateway(stripeApiAddress(ctx.env.STRIPE_API_URL)),
    secret: ctx.env.AUTH_SECRET,
  };

  serve(app, checkoutRoute, (c) => {
    const { invoiceId } = c.req.valid("param");
    return startCheckout(online, c.get("access"), invoiceId, c.get("user").email);
  });

  serve(app, webhookRoute, async (c) => {
    const { clubId } = c.req.valid("param");
    // The signature is of the body's exact bytes: read as text, never parsed and written again.
    const payload = await c.req.text();
    // Stripe acts here, not a signed-in person: the audit trail names the system, from Stripe's address.
    const audit = c.get("audit");
    await receiveStripeWebhook(online, clubId, payload, c.req.header("stripe-signature"), audit);
    return { received: true };
  });
  return app;
}

import type { APIRequestContext } from "@playwright/test";
import { type StripeServer, signature, startStripeServer } from "../tests/helpers/stripe-server.ts";
import { test as base } from "./fixtures.ts";

/*
 * The browser specs that pay through Stripe: each worker runs a local server that speaks Stripe's API
 * (tests/helpers/stripe-server.ts), and the worker's app server sends its Stripe requests there
 * (STRIPE_API_URL). The specs that use it have workers of their own.
 */

/** The secret key the stand-in takes, and the webhook secret the specs sign Stripe's events with. */
export const STRIPE_SECRET = "sk_test_51StandInE2e0000000000001";
export const STRIPE_WEBHOOK_SECRET = "whsec_stand_in_e2e_00000000000001";

/** Playwright's `test` with the worker's Stripe stand-in (`stripe`), the app's server sent to it. */
export const test = base.extend<object, { stripe: StripeServer }>({
  stripe: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const stripe = await startStripeServer([STRIPE_SECRET]);
      await use(stripe);
      await stripe.close();
    },
    { scope: "worker" },
  ],
  serverEnv: [async ({ stripe }, use) => use({ STRIPE_API_URL: stripe.url }), { scope: "worker" }],
});

/** Posts Stripe's event to the club's webhook, signed with the club's webhook secret, as Stripe sends it. */
export function postStripeEvent(request: APIRequestContext, clubId: string, payload: string) {
  return request.post(`/api/webhooks/stripe/${clubId}`, {
    data: payload,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signature(payload, STRIPE_WEBHOOK_SECRET),
    },
  });
}

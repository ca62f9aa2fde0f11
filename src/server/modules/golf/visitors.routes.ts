import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  visitorBookingRequestSchema,
  visitorBookingSchema,
  visitorCheckoutSchema,
  visitorPageSchema,
  visitorSettingsSchema,
  visitorSettingsViewSchema,
  visitorTeeTimesQuerySchema,
  visitorTeeTimesSchema,
} from "../../../shared/visitors.ts";
import { stripeApiAddress } from "../../env.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { currentLocale, t } from "../../i18n.ts";
import { StripeGateway } from "../billing/stripe.ts";
import { receiptNumber, refundVisitorPayment } from "../billing/visitor-refund.ts";
import { golfDepsOf } from "./golf-deps.ts";
import {
  bookAsVisitor,
  type CancelDeps,
  cancelVisitorBooking,
  payVisitorBooking,
  readVisitorSettings,
  saveVisitorSettings,
  visitorBooking,
  visitorPage,
  visitorTeeTimes,
} from "./visitors.service.ts";

const api = routesTagged("Golf visitors");

const clubParams = z.object({ clubId: z.string() });
const tokenParams = z.object({ token: z.string() });
const notOffered = refusal("No such club, or it takes no visitors' bookings online");
const unknownLink = refusal("No visitor's booking has this link");

const pageRoute = api.public.get("/api/public/clubs/{clubId}/visitors", {
  summary:
    "A club's public booking page for visitors: its branding, formats, courses and rules (when the club takes visitors' bookings online, with Stripe and a visitor's price class)",
  request: { params: clubParams },
  responses: { 200: ok("The booking page", visitorPageSchema), 404: notOffered },
});

const teeTimesRoute = api.public.get("/api/public/clubs/{clubId}/visitors/tee-times", {
  summary:
    "A course's tee times on a date that are open to visitors, with their places and prices per player (none outside the visitors' window)",
  request: { params: clubParams, query: visitorTeeTimesQuerySchema },
  responses: {
    200: ok("The open tee times", visitorTeeTimesSchema),
    404: refusal("No such club, or it takes no visitors' bookings online, or no such active course"),
    422: refusal("A course id or a date that is not one"),
  },
});

const bookRoute = api.public.post("/api/public/clubs/{clubId}/visitors/bookings", {
  summary:
    "Book a tee time as a visitor: its places are held 35 minutes while the visitor pays on Stripe Checkout (the answer's page); Stripe's webhook confirms it",
  request: { params: clubParams, body: jsonBody(visitorBookingRequestSchema) },
  responses: {
    200: ok("Stripe's page, and the token of the booking's link", visitorCheckoutSchema),
    404: notOffered,
    409: refusal("The tee time is full, passed, blocked, drawn by ballot, or not open to visitors"),
    422: refusal(
      "Invalid input: too many players, a handicap missing or too high, a date outside the window",
    ),
    429: refusal("Ten bookings from one address in an hour, or too many unpaid bookings held at the club"),
    503: refusal("Stripe could not be reached or refused the request: nothing is held"),
  },
});

const bookingRoute = api.public.get("/api/public/visitor-bookings/{token}", {
  summary: "A visitor's booking, by its link: the round, the players, the payment and the refund policy",
  request: { params: tokenParams },
  responses: { 200: ok("The booking", visitorBookingSchema), 404: unknownLink },
});

const payRoute = api.public.post("/api/public/visitor-bookings/{token}/pay", {
  summary: "Stripe's page again for a booking still waiting for its payment, while its places are held",
  request: { params: tokenParams },
  responses: {
    200: ok("Stripe's page", visitorCheckoutSchema),
    404: unknownLink,
    409: refusal("The booking is not waiting for a payment, or its hold runs out too soon"),
    503: refusal("Stripe could not be reached or refused the request"),
  },
});

const cancelRoute = api.public.post("/api/public/visitor-bookings/{token}/cancel", {
  summary:
    "Cancel a visitor's booking: its places are freed, and under the club's policy as booked its whole amount is refunded to the card until the refund's end, nothing after",
  request: { params: tokenParams },
  responses: {
    200: ok("The cancelled booking, with what was refunded", visitorBookingSchema),
    404: unknownLink,
    409: refusal("Cancelled or run out already, or the round has started"),
    503: refusal(
      "Stripe refused the refund or could not be reached: the booking is cancelled, nothing refunded",
    ),
  },
});

const settingsGuard = api.club({
  permission: "golfSettings.manage",
  denied: () => t("golfSettings").settings.denied,
});

const getSettingsRoute = settingsGuard.get("/api/clubs/{clubId}/golf/visitor-settings", {
  summary:
    "The club's rules for visitors' bookings online, and whether its page can take them (Stripe keys, a visitor's price class) (owner and admin)",
  responses: { 200: ok("The rules", visitorSettingsViewSchema) },
});

const putSettingsRoute = settingsGuard.put("/api/clubs/{clubId}/golf/visitor-settings", {
  summary: "Save the club's rules for visitors' bookings online (owner and admin)",
  request: { body: jsonBody(visitorSettingsSchema) },
  responses: { 200: ok("The saved rules", visitorSettingsViewSchema) },
});

/** Visitors' bookings online (decision 084): the public page, the visitor's link, and the club's rules. */
export function visitorRoutes(ctx: AppContext) {
  const gateway = new StripeGateway(stripeApiAddress(ctx.env.STRIPE_API_URL));
  const base = { ...golfDepsOf(ctx), box: ctx.box, gateway, secret: ctx.env.AUTH_SECRET };
  const deps: Omit<CancelDeps, "refund"> = {
    ...base,
    invoiceNumberOf: (clubId, invoiceId) => receiptNumber(ctx, clubId, invoiceId),
  };
  const app = new OpenAPIHono();

  serve(app, pageRoute, (c) => visitorPage(deps, c.req.valid("param").clubId));

  serve(app, teeTimesRoute, (c) => visitorTeeTimes(deps, c.req.valid("param").clubId, c.req.valid("query")));

  serve(app, bookRoute, (c) => {
    // The page's language (the web app sends the one on screen): the visitor's e-mails are written in it.
    const language = currentLocale();
    return bookAsVisitor(deps, c.req.valid("param").clubId, c.req.valid("json"), c.get("audit"), language);
  });

  serve(app, bookingRoute, (c) => visitorBooking(deps, c.req.valid("param").token));

  serve(app, payRoute, (c) => payVisitorBooking(deps, c.req.valid("param").token));

  serve(app, cancelRoute, (c) => {
    const audit = c.get("audit");
    const refund: CancelDeps["refund"] = (clubId, sessionId, amountMinor, reason) =>
      refundVisitorPayment({ ...ctx, gateway }, clubId, sessionId, amountMinor, reason, audit);
    return cancelVisitorBooking({ ...deps, refund }, c.req.valid("param").token, audit);
  });

  serve(app, getSettingsRoute, (c) => readVisitorSettings(deps, c.get("access")));

  serve(app, putSettingsRoute, (c) =>
    saveVisitorSettings(deps, c.get("access"), c.req.valid("json"), c.get("audit")),
  );
  return app;
}

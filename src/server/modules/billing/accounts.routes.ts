import { OpenAPIHono } from "@hono/zod-openapi";
import {
  accountPageQuerySchema,
  accountRefundInputSchema,
  autoTopUpInputSchema,
  chargeInputSchema,
  keepOnAccountInputSchema,
  memberAccountSchema,
  myAccountSchema,
  myTopUpInputSchema,
  overpaymentToAccountInputSchema,
  priceItemInputSchema,
  priceListSchema,
  topUpInputSchema,
} from "../../../shared/accounts.ts";
import { checkoutSessionSchema, unmatchedPaymentListSchema } from "../../../shared/billing-online.ts";
import { invoiceDetailSchema } from "../../../shared/invoices.ts";
import { stripeApiAddress } from "../../env.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import {
  charge,
  memberAccount,
  myAccount,
  overpaymentToAccount,
  priceList,
  refundToAccount,
  savePriceItem,
  topUp,
} from "./accounts.service.ts";
import { removeMemberCard, removeMyCard, startCardSetup } from "./auto-top-up.service.ts";
import { invoiceDetail } from "./invoices.service.ts";
import { resolveUnmatchedPayment, startTopUpCheckout } from "./online.service.ts";
import { accountOffers } from "./online-status.ts";
import { StripeGateway } from "./stripe.ts";

const api = routesTagged("Billing");

const denied = () => t("billing").denied;
const read = api.club({ permission: "billing.read", denied });
const manage = api.club({ permission: "billing.manage", denied });
const own = api.club({ permission: "billing.own", denied });
const noSuchMember = "or no such member in it";
const account = (what: string) => ok(what, memberAccountSchema);
const notEnough =
  "Not enough on the account: the charge would take the balance below the limit of the member's type";

const accountRoute = read.get("/api/clubs/{clubId}/billing/accounts/{memberId}", {
  summary:
    "A member's account (decision 081): its balance, the limit of the member's type and a page of its statement, newest first",
  notFound: noSuchMember,
  request: { query: accountPageQuerySchema },
  responses: { 200: account("The account") },
});

const topUpRoute = manage.post("/api/clubs/{clubId}/billing/accounts/{memberId}/top-ups", {
  summary:
    "Record money a member paid onto their account in cash, by bank transfer or by card (owner, admin)",
  notFound: noSuchMember,
  request: { body: jsonBody(topUpInputSchema) },
  responses: {
    201: account("The account after it"),
    409: refusal("The account is kept in another currency than the club's billing currency"),
  },
});

const chargeRoute = manage.post("/api/clubs/{clubId}/billing/accounts/{memberId}/charges", {
  summary:
    "Charge an item of the club's price list (times a quantity) or an amount of one's own to the account, never below its limit (owner, admin)",
  notFound: `${noSuchMember}, or no such item on its price list`,
  request: { body: jsonBody(chargeInputSchema) },
  responses: {
    201: account("The account after it"),
    409: refusal(`${notEnough}; the item is not on sale; or the account is in another currency`),
  },
});

const refundRoute = manage.post("/api/clubs/{clubId}/billing/accounts/{memberId}/refunds", {
  summary: "Give a charge (or part of it) back to the account (owner, admin)",
  notFound: `${noSuchMember}, or no such charge on the account`,
  request: { body: jsonBody(accountRefundInputSchema) },
  responses: {
    201: account("The account after it"),
    409: refusal("More than is left of the charge to give back"),
  },
});

const myAccountRoute = own.get("/api/clubs/{clubId}/billing/my/account", {
  summary: "One's own account: balance, limit, a page of its statement, and whether one can top it up online",
  notFound: "or the caller has no member record in it",
  request: { query: accountPageQuerySchema },
  responses: { 200: ok("One's own account", myAccountSchema) },
});

const myTopUpRoute = own.post("/api/clubs/{clubId}/billing/my/account/checkout", {
  summary:
    "A Stripe Checkout page to top up one's own account by the amount asked; Stripe's webhook credits it once paid",
  notFound: "or the caller has no member record in it",
  request: { body: jsonBody(myTopUpInputSchema) },
  responses: {
    200: ok("The Checkout page's address", checkoutSessionSchema),
    409: refusal("The club takes no payments online, or its stored key's mode differs from the gateway's"),
    503: refusal("Stripe could not be reached, refused the club's key or refused the request"),
  },
});

const myCardSetupRoute = own.post("/api/clubs/{clubId}/billing/my/account/auto-top-up/checkout", {
  summary:
    "A Stripe Checkout page (setup mode) to save a card that tops one's own account up by an amount whenever its balance falls below a threshold, with one's consent (decision 087); Stripe's webhook stores the card",
  notFound: "or the caller has no member record in it",
  request: { body: jsonBody(autoTopUpInputSchema) },
  responses: {
    200: ok("The Checkout page's address", checkoutSessionSchema),
    409: refusal(
      "The club does not top accounts up automatically, takes no payments online, its stored key's mode differs from the gateway's, or the account is kept in another currency",
    ),
    503: refusal("Stripe could not be reached, refused the club's key or refused the request"),
  },
});

const myCardRemoveRoute = own.delete("/api/clubs/{clubId}/billing/my/account/auto-top-up", {
  summary:
    "Remove one's saved card: the automatic top-up stops, and the card is detached at Stripe (decision 087)",
  notFound: "or the caller has no member record in it",
  responses: { 200: ok("One's own account after it", myAccountSchema) },
});

const memberCardRemoveRoute = manage.delete("/api/clubs/{clubId}/billing/accounts/{memberId}/auto-top-up", {
  summary:
    "Remove a member's saved card: their automatic top-up stops, and the card is detached at Stripe (owner, admin)",
  notFound: noSuchMember,
  responses: { 200: account("The account after it") },
});

const priceListRoute = read.get("/api/clubs/{clubId}/billing/price-list", {
  summary: "The club's price list: the items staff charge to members' accounts, by name",
  responses: { 200: ok("The price list", priceListSchema) },
});

const addPriceItemRoute = manage.post("/api/clubs/{clubId}/billing/price-list", {
  summary: "Add an item to the club's price list (owner, admin)",
  request: { body: jsonBody(priceItemInputSchema) },
  responses: {
    201: ok("The price list after it", priceListSchema),
    409: refusal("The list has an item of that name"),
  },
});

const updatePriceItemRoute = manage.put("/api/clubs/{clubId}/billing/price-list/{itemId}", {
  summary: "Change an item of the price list: its name, price, or whether it is on sale (owner, admin)",
  notFound: "or no such item on its price list",
  request: { body: jsonBody(priceItemInputSchema) },
  responses: {
    200: ok("The price list after it", priceListSchema),
    409: refusal("The list has another item of that name"),
  },
});

const keepUnmatchedRoute = manage.post("/api/clubs/{clubId}/billing/unmatched-payments/{paymentId}/keep", {
  summary:
    "Keep a payment that could not be put on its invoice on the member's account, credited by the amount it is worth in the account's currency (owner, admin)",
  notFound: "or no such payment in it",
  request: { body: jsonBody(keepOnAccountInputSchema) },
  responses: {
    200: ok("The payments still to deal with", unmatchedPaymentListSchema),
    409: refusal("Dealt with already, or no member is known whose account could keep it"),
  },
});

const overpaymentRoute = manage.post(
  "/api/clubs/{clubId}/billing/invoices/{invoiceId}/overpayment-to-account",
  {
    summary:
      "Move what an overpaid invoice holds beyond its total to the member's account: a refund of the payment named, credited to the account in the same transaction (owner, admin)",
    notFound: "or no such invoice, or no such payment of it",
    request: { body: jsonBody(overpaymentToAccountInputSchema) },
    responses: {
      200: ok("The invoice after it", invoiceDetailSchema),
      409: refusal("The invoice is not overpaid, names no member, or more than is left of the payment"),
    },
  },
);

/** Member accounts (issue 36 §3, decision 081): staff's screens, one's own account, the price list. */
export function accountsRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;
  const online = {
    ...ctx,
    gateway: new StripeGateway(stripeApiAddress(ctx.env.STRIPE_API_URL)),
    secret: ctx.env.AUTH_SECRET,
  };

  serve(app, myAccountRoute, (c) => {
    const access = c.get("access");
    return myAccount(db, access, c.req.valid("query"), () => accountOffers(db, ctx.box, access.clubId));
  });
  serve(app, myCardSetupRoute, (c) =>
    startCardSetup(online, c.get("access"), c.req.valid("json"), c.get("user").email, c.get("audit")),
  );
  serve(app, myCardRemoveRoute, (c) => {
    const access = c.get("access");
    return removeMyCard(online, access, c.get("audit"), () => accountOffers(db, ctx.box, access.clubId));
  });
  serve(app, memberCardRemoveRoute, (c) =>
    removeMemberCard(online, c.get("access"), c.req.valid("param").memberId, c.get("audit")),
  );
  serve(app, myTopUpRoute, (c) =>
    startTopUpCheckout(online, c.get("access"), c.req.valid("json").amountMinor, c.get("user").email),
  );
  serve(app, accountRoute, (c) =>
    memberAccount(db, c.get("access"), c.req.valid("param").memberId, c.req.valid("query")),
  );
  serve(app, topUpRoute, (c) =>
    topUp(db, c.get("access"), c.req.valid("param").memberId, c.req.valid("json"), c.get("audit")),
  );
  serve(app, chargeRoute, (c) =>
    charge(db, c.get("access"), c.req.valid("param").memberId, c.req.valid("json"), c.get("audit")),
  );
  serve(app, refundRoute, (c) =>
    refundToAccount(db, c.get("access"), c.req.valid("param").memberId, c.req.valid("json"), c.get("audit")),
  );
  serve(app, priceListRoute, (c) => priceList(db, c.get("access").clubId));
  serve(app, addPriceItemRoute, (c) =>
    savePriceItem(db, c.get("access"), null, c.req.valid("json"), c.get("audit")),
  );
  serve(app, updatePriceItemRoute, (c) =>
    savePriceItem(db, c.get("access"), c.req.valid("param").itemId, c.req.valid("json"), c.get("audit")),
  );
  serve(app, keepUnmatchedRoute, (c) =>
    resolveUnmatchedPayment(
      online,
      c.get("access"),
      c.req.valid("param").paymentId,
      "kept",
      c.get("audit"),
      c.req.valid("json").amountMinor,
    ),
  );
  serve(app, overpaymentRoute, async (c) => {
    const access = c.get("access");
    const { invoiceId } = c.req.valid("param");
    await overpaymentToAccount(
      db,
      access,
      invoiceId,
      c.req.valid("json").paymentId,
      c.get("audit"),
      ctx.clock.now(),
    );
    return invoiceDetail(db, access.clubId, invoiceId);
  });
  return app;
}

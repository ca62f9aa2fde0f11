import { OpenAPIHono, z } from "@hono/zod-openapi";
import { unmatchedPaymentListSchema } from "../../../shared/billing-online.ts";
import {
  billableSchema,
  billingTotalsListSchema,
  createInvoiceSchema,
  type InvoiceDetail,
  invoiceChangeSchema,
  invoiceDetailSchema,
  invoiceDraftSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  issueInvoiceSchema,
  myBillingSchema,
  paymentInputSchema,
  paymentsExportQuerySchema,
  refundInputSchema,
  reissueInputSchema,
  reissueResultSchema,
  voidInputSchema,
} from "../../../shared/invoices.ts";
import { stripeApiAddress } from "../../env.ts";
import type { AppContext } from "../../http/app-context.ts";
import { jsonBody, noContent, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { currentLocale, t } from "../../i18n.ts";
import { invoiceCsv, paymentCsv } from "./billing.export.ts";
import { invoicePdf, pdfFileName } from "./invoice-document.ts";
import {
  billable,
  clubTotals,
  createInvoice,
  creditAndReissue,
  deleteDraft,
  invoiceDetail,
  issue,
  issuedInvoiceRow,
  listClubInvoices,
  myBilling,
  myInvoice,
  myInvoiceRow,
  payInvoice,
  refund,
  sendAgain,
  updateDraft,
  voidClubInvoice,
} from "./invoices.service.ts";
import { resolveUnmatchedPayment, unmatchedPaymentList } from "./online.service.ts";
import { takesOnlinePayments } from "./online-status.ts";
import { StripeGateway } from "./stripe.ts";

const api = routesTagged("Billing");

const denied = () => t("billing").denied;
const read = api.club({ permission: "billing.read", denied });
const manage = api.club({ permission: "billing.manage", denied });
const own = api.club({ permission: "billing.own", denied });
const noSuchInvoice = "or no such invoice in it";
const pdf = { description: "The document as a PDF", content: { "application/pdf": { schema: z.string() } } };
const csv = (what: string) => ({ description: what, content: { "text/csv": { schema: z.string() } } });
const detail = (what: string) => ok(what, invoiceDetailSchema);

const listRoute = read.get("/api/clubs/{clubId}/billing/invoices", {
  summary:
    "A page of the club's invoices and credit notes (search by member or number; status, kind and issue dates), with what each is owed (owner, admin; managers read)",
  request: { query: invoiceListQuerySchema },
  responses: { 200: ok("A page of documents", invoiceListSchema) },
});

const totalsRoute = read.get("/api/clubs/{clubId}/billing/totals", {
  summary:
    "What is owed on open and overdue invoices, on overdue ones, and what came in this month, per currency",
  responses: {
    200: ok("The club's totals", billingTotalsListSchema),
  },
});

const invoicesCsvRoute = read.get("/api/clubs/{clubId}/billing/invoices.csv", {
  summary: "The documents the list's filters find, as CSV",
  request: { query: invoiceListQuerySchema },
  responses: { 200: csv("The documents as CSV") },
});

const paymentsCsvRoute = read.get("/api/clubs/{clubId}/billing/payments.csv", {
  summary: "The payments and refunds of a period (by the day the money moved), as CSV",
  request: { query: paymentsExportQuerySchema },
  responses: { 200: csv("The payments and refunds as CSV") },
});

const unmatchedRoute = read.get("/api/clubs/{clubId}/billing/unmatched-payments", {
  summary:
    "Money Stripe took that could not be put on its invoice (another currency than the invoice's), not dealt with yet",
  responses: { 200: ok("The payments", unmatchedPaymentListSchema) },
});

const refundUnmatchedRoute = manage.post(
  "/api/clubs/{clubId}/billing/unmatched-payments/{paymentId}/refund",
  {
    summary: "Give all of a payment that could not be put on its invoice back at Stripe (owner, admin)",
    notFound: "or no such payment in it",
    responses: {
      200: ok("The payments still to deal with", unmatchedPaymentListSchema),
      409: refusal("Dealt with already, or no Stripe key to refund it with"),
    },
  },
);

const settleUnmatchedRoute = manage.post(
  "/api/clubs/{clubId}/billing/unmatched-payments/{paymentId}/settle",
  {
    summary: "Say that a payment that could not be put on its invoice was settled by hand (owner, admin)",
    notFound: "or no such payment in it",
    responses: {
      200: ok("The payments still to deal with", unmatchedPaymentListSchema),
      409: refusal("Dealt with already"),
    },
  },
);

const createRouteDef = manage.post("/api/clubs/{clubId}/billing/invoices", {
  summary:
    "A draft invoice to a member from membership types, their green fees not yet invoiced and lines of one's own; issued (and e-mailed with its PDF) at once with issue",
  request: { body: jsonBody(createInvoiceSchema) },
  responses: {
    201: detail("The invoice"),
    409: refusal("A green fee is on another invoice already, or the membership's period is billed already"),
  },
});

const getRoute = read.get("/api/clubs/{clubId}/billing/invoices/{invoiceId}", {
  summary: "One document: its lines, payments with their refunds, credit notes and history",
  notFound: noSuchInvoice,
  responses: { 200: detail("The document") },
});

const updateRoute = manage.put("/api/clubs/{clubId}/billing/invoices/{invoiceId}", {
  summary: "A draft's member, lines and notes, replaced (an issued invoice is never edited)",
  notFound: noSuchInvoice,
  request: { body: jsonBody(invoiceDraftSchema) },
  responses: { 200: detail("The draft"), 409: refusal("Issued already, or a line is billed elsewhere") },
});

const deleteRoute = manage.delete("/api/clubs/{clubId}/billing/invoices/{invoiceId}", {
  summary: "Delete a draft (an issued invoice is voided instead)",
  notFound: noSuchInvoice,
  responses: { 204: noContent("Deleted"), 409: refusal("Issued already") },
});

const issueRoute = manage.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/issue", {
  summary:
    "Issue a draft: its number (INV-2026-00001), today's date, its due date from the terms; e-mailed unless send is false",
  notFound: noSuchInvoice,
  request: { body: jsonBody(issueInvoiceSchema) },
  responses: { 200: detail("The issued invoice"), 409: refusal("Issued already") },
});

const sendRoute = manage.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/send", {
  summary: "E-mail an issued document to its member again, with its PDF",
  notFound: noSuchInvoice,
  responses: { 200: detail("The document"), 409: refusal("A draft, or no e-mail address") },
});

const paymentRoute = manage.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/payments", {
  summary: "Record money received for an invoice (partial payments allowed, never more than is owed)",
  notFound: noSuchInvoice,
  request: { body: jsonBody(paymentInputSchema) },
  responses: {
    201: ok("The invoice after it", invoiceChangeSchema),
    409: refusal("A draft, paid or void invoice, or more than is owed"),
  },
});

const refundRoute = manage.post("/api/clubs/{clubId}/billing/payments/{paymentId}/refunds", {
  summary: "Give back money of a payment, with a reason (at most what of it is not given back yet)",
  notFound: "or no such payment in it",
  request: { body: jsonBody(refundInputSchema) },
  responses: {
    201: ok("The invoice after it", invoiceChangeSchema),
    409: refusal("More than is left of the payment"),
  },
});

const voidRoute = manage.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/void", {
  summary:
    "Void an issued invoice with a reason; a credit note is issued for money received and not given back",
  notFound: noSuchInvoice,
  request: { body: jsonBody(voidInputSchema) },
  responses: {
    200: ok("The voided invoice and its credit note", invoiceChangeSchema),
    409: refusal("A draft, or void already"),
  },
});

const reissueRoute = manage.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/reissue", {
  summary:
    "Correct an issued invoice (decision 076: an issued invoice is never changed): it is voided with a credit note for its whole total, and copied as a new draft to correct and issue",
  notFound: noSuchInvoice,
  request: { body: jsonBody(reissueInputSchema) },
  responses: {
    201: ok("The voided invoice, its credit note and the new draft", reissueResultSchema),
    409: refusal("A draft, a credit note, void already, or money received on it and not given back"),
  },
});

const pdfRoute = read.get("/api/clubs/{clubId}/billing/invoices/{invoiceId}/pdf", {
  summary: "An issued document as a PDF",
  notFound: noSuchInvoice,
  responses: { 200: pdf, 409: refusal("A draft has no PDF") },
});

const billableRoute = manage.get("/api/clubs/{clubId}/billing/members/{memberId}/billable", {
  summary:
    "What a member may be billed: their membership's next period and their green fees not yet invoiced",
  notFound: "or no such member in it",
  responses: { 200: ok("What may be billed", billableSchema) },
});

const myRoute = own.get("/api/clubs/{clubId}/billing/my", {
  summary: "One's own invoices and credit notes, what one owes, and whether one can pay online",
  responses: { 200: ok("One's own billing", myBillingSchema) },
});

const myInvoiceRoute = own.get("/api/clubs/{clubId}/billing/my/invoices/{invoiceId}", {
  summary: "One of one's own documents (another member's answers 404)",
  notFound: noSuchInvoice,
  responses: { 200: detail("The document") },
});

const myPdfRoute = own.get("/api/clubs/{clubId}/billing/my/invoices/{invoiceId}/pdf", {
  summary: "One of one's own documents as a PDF",
  notFound: noSuchInvoice,
  responses: { 200: pdf },
});

/** A PDF answer: inline, named by the document's number, never cached. */
function pdfResponse({ pdf, detail }: { pdf: Buffer; detail: InvoiceDetail }): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${pdfFileName(detail)}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** A CSV export's answer: a download named as the export names itself, its rows streamed. */
function csvResponse(file: { name: string; stream: ReadableStream<Uint8Array> }): Response {
  return new Response(file.stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.name}"`,
    },
  });
}

/** Billing (issue 15): invoices, payments, refunds, voiding, the list and its exports, PDFs, one's own. */
export function billingRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db, clock } = ctx;
  const invoices = { db, clock, queue: ctx.queue };
  // A refund of a Stripe payment is sent to Stripe (decision 079).
  const refunds = {
    db,
    clock,
    box: ctx.box,
    logger: ctx.logger,
    gateway: new StripeGateway(stripeApiAddress(ctx.env.STRIPE_API_URL)),
  };

  serve(app, listRoute, (c) => listClubInvoices(db, c.get("access"), c.req.valid("query")));
  serve(app, totalsRoute, (c) => clubTotals(db, clock, c.get("access")));

  // The exports before /invoices/{invoiceId}, which would take "invoices.csv" for an id.
  serve(app, invoicesCsvRoute, async (c) =>
    csvResponse(await invoiceCsv(db, clock, c.get("access"), c.req.valid("query"))),
  );
  serve(app, paymentsCsvRoute, async (c) =>
    csvResponse(await paymentCsv(db, clock, c.get("access"), c.req.valid("query"))),
  );

  serve(app, unmatchedRoute, (c) => unmatchedPaymentList(refunds, c.get("access").clubId));
  serve(app, refundUnmatchedRoute, (c) =>
    resolveUnmatchedPayment(
      refunds,
      c.get("access"),
      c.req.valid("param").paymentId,
      "refund",
      c.get("audit"),
    ),
  );
  serve(app, settleUnmatchedRoute, (c) =>
    resolveUnmatchedPayment(
      refunds,
      c.get("access"),
      c.req.valid("param").paymentId,
      "settled",
      c.get("audit"),
    ),
  );

  serve(app, createRouteDef, (c) =>
    createInvoice(invoices, c.get("access"), c.req.valid("json"), c.get("audit")),
  );
  serve(app, getRoute, (c) => invoiceDetail(db, c.get("access").clubId, c.req.valid("param").invoiceId));
  serve(app, updateRoute, (c) =>
    updateDraft(
      invoices,
      c.get("access"),
      c.req.valid("param").invoiceId,
      c.req.valid("json"),
      c.get("audit"),
    ),
  );
  serve(app, deleteRoute, (c) =>
    deleteDraft(invoices, c.get("access"), c.req.valid("param").invoiceId, c.get("audit")),
  );
  serve(app, issueRoute, (c) =>
    issue(invoices, c.get("access"), c.req.valid("param").invoiceId, c.req.valid("json"), c.get("audit")),
  );
  serve(app, sendRoute, (c) =>
    sendAgain(invoices, c.get("access"), c.req.valid("param").invoiceId, c.get("audit")),
  );
  serve(app, paymentRoute, (c) =>
    payInvoice(
      db,
      clock,
      c.get("access"),
      c.req.valid("param").invoiceId,
      c.req.valid("json"),
      c.get("audit"),
      ctx,
    ),
  );
  serve(app, refundRoute, (c) =>
    refund(
      db,
      clock,
      c.get("access"),
      c.req.valid("param").paymentId,
      c.req.valid("json"),
      c.get("audit"),
      refunds,
    ),
  );
  serve(app, voidRoute, (c) =>
    voidClubInvoice(
      invoices,
      c.get("access"),
      c.req.valid("param").invoiceId,
      c.req.valid("json"),
      c.get("audit"),
    ),
  );
  serve(app, reissueRoute, (c) =>
    creditAndReissue(
      invoices,
      c.get("access"),
      c.req.valid("param").invoiceId,
      c.req.valid("json"),
      c.get("audit"),
    ),
  );
  serve(app, pdfRoute, async (c) => {
    const invoice = await issuedInvoiceRow(db, c.get("access").clubId, c.req.valid("param").invoiceId);
    return pdfResponse(await invoicePdf(db, invoice, currentLocale(), ctx));
  });
  serve(app, billableRoute, (c) => billable(db, clock, c.get("access"), c.req.valid("param").memberId));
  serve(app, myRoute, (c) => {
    const access = c.get("access");
    return myBilling(db, access, () => takesOnlinePayments(db, ctx.box, access.clubId));
  });
  serve(app, myInvoiceRoute, (c) => myInvoice(db, c.get("access"), c.req.valid("param").invoiceId));
  serve(app, myPdfRoute, async (c) => {
    const invoice = await myInvoiceRow(db, c.get("access"), c.req.valid("param").invoiceId);
    return pdfResponse(await invoicePdf(db, invoice, currentLocale(), ctx));
  });

  return app;
}

import { OpenAPIHono, z } from "@hono/zod-openapi";
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
  voidInputSchema,
} from "../../../shared/invoices.ts";
import type { AppContext } from "../../http/app-context.ts";
import { clubRoute, jsonBody, ok, refusal } from "../../http/route.ts";
import { currentLocale, t } from "../../i18n.ts";
import { invoiceCsv, paymentCsv } from "./billing.export.ts";
import { invoicePdf, pdfFileName } from "./invoice-document.ts";
import {
  billable,
  clubTotals,
  createInvoice,
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
import { takesOnlinePayments } from "./online-status.ts";

const tags = ["Billing"];
const denied = () => t("billing").denied;
const read = { permission: "billing.read", denied } as const;
const manage = { permission: "billing.manage", denied } as const;
const own = { permission: "billing.own", denied } as const;
const invoiceParams = z.object({ invoiceId: z.string() });
const noSuchInvoice = "or no such invoice in it";
const pdf = { description: "The document as a PDF", content: { "application/pdf": { schema: z.string() } } };
const csv = (what: string) => ({ description: what, content: { "text/csv": { schema: z.string() } } });
const detail = (what: string) => ok(what, invoiceDetailSchema);

const listRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/invoices",
  tags,
  summary:
    "A page of the club's invoices and credit notes (search by member or number; status, kind and issue dates), with what each is owed (owner, admin; managers read)",
  ...read,
  request: { query: invoiceListQuerySchema },
  responses: { 200: ok("A page of documents", invoiceListSchema) },
});

const totalsRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/totals",
  tags,
  summary:
    "What is owed on open and overdue invoices, on overdue ones, and what came in this month, per currency",
  ...read,
  responses: {
    200: ok("The club's totals", billingTotalsListSchema),
  },
});

const invoicesCsvRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/invoices.csv",
  tags,
  summary: "The documents the list's filters find, as CSV",
  ...read,
  request: { query: invoiceListQuerySchema },
  responses: { 200: csv("The documents as CSV") },
});

const paymentsCsvRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/payments.csv",
  tags,
  summary: "The payments and refunds of a period (by the day the money moved), as CSV",
  ...read,
  request: { query: paymentsExportQuerySchema },
  responses: { 200: csv("The payments and refunds as CSV") },
});

const createRouteDef = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/billing/invoices",
  tags,
  summary:
    "A draft invoice to a member from membership types, their green fees not yet invoiced and lines of one's own; issued (and e-mailed with its PDF) at once with issue",
  ...manage,
  request: { body: jsonBody(createInvoiceSchema) },
  responses: {
    201: detail("The invoice"),
    409: refusal("A green fee is on another invoice already, or the membership's period is billed already"),
  },
});

const getRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/invoices/{invoiceId}",
  tags,
  summary: "One document: its lines, payments with their refunds, credit notes and history",
  ...read,
  notFound: noSuchInvoice,
  request: { params: invoiceParams },
  responses: { 200: detail("The document") },
});

const updateRoute = clubRoute({
  method: "put",
  path: "/api/clubs/{clubId}/billing/invoices/{invoiceId}",
  tags,
  summary: "A draft's member, lines and notes, replaced (an issued invoice is never edited)",
  ...manage,
  notFound: noSuchInvoice,
  request: { params: invoiceParams, body: jsonBody(invoiceDraftSchema) },
  responses: { 200: detail("The draft"), 409: refusal("Issued already, or a line is billed elsewhere") },
});

const deleteRoute = clubRoute({
  method: "delete",
  path: "/api/clubs/{clubId}/billing/invoices/{invoiceId}",
  tags,
  summary: "Delete a draft (an issued invoice is voided instead)",
  ...manage,
  notFound: noSuchInvoice,
  request: { params: invoiceParams },
  responses: { 204: { description: "Deleted" }, 409: refusal("Issued already") },
});

const issueRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/billing/invoices/{invoiceId}/issue",
  tags,
  summary:
    "Issue a draft: its number (INV-2026-00001), today's date, its due date from the terms; e-mailed unless send is false",
  ...manage,
  notFound: noSuchInvoice,
  request: { params: invoiceParams, body: jsonBody(issueInvoiceSchema) },
  responses: { 200: detail("The issued invoice"), 409: refusal("Issued already") },
});

const sendRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/billing/invoices/{invoiceId}/send",
  tags,
  summary: "E-mail an issued document to its member again, with its PDF",
  ...manage,
  notFound: noSuchInvoice,
  request: { params: invoiceParams },
  responses: { 200: detail("The document"), 409: refusal("A draft, or no e-mail address") },
});

const paymentRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/billing/invoices/{invoiceId}/payments",
  tags,
  summary: "Record money received for an invoice (partial payments allowed, never more than is owed)",
  ...manage,
  notFound: noSuchInvoice,
  request: { params: invoiceParams, body: jsonBody(paymentInputSchema) },
  responses: {
    201: ok("The invoice after it", invoiceChangeSchema),
    409: refusal("A draft, paid or void invoice, or more than is owed"),
  },
});

const refundRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/billing/payments/{paymentId}/refunds",
  tags,
  summary: "Give back money of a payment, with a reason (at most what of it is not given back yet)",
  ...manage,
  notFound: "or no such payment in it",
  request: { params: z.object({ paymentId: z.string() }), body: jsonBody(refundInputSchema) },
  responses: {
    201: ok("The invoice after it", invoiceChangeSchema),
    409: refusal("More than is left of the payment"),
  },
});

const voidRoute = clubRoute({
  method: "post",
  path: "/api/clubs/{clubId}/billing/invoices/{invoiceId}/void",
  tags,
  summary:
    "Void an issued invoice with a reason; a credit note is issued for money received and not given back",
  ...manage,
  notFound: noSuchInvoice,
  request: { params: invoiceParams, body: jsonBody(voidInputSchema) },
  responses: {
    200: ok("The voided invoice and its credit note", invoiceChangeSchema),
    409: refusal("A draft, or void already"),
  },
});

const pdfRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/invoices/{invoiceId}/pdf",
  tags,
  summary: "An issued document as a PDF",
  ...read,
  notFound: noSuchInvoice,
  request: { params: invoiceParams },
  responses: { 200: pdf, 409: refusal("A draft has no PDF") },
});

const billableRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/members/{memberId}/billable",
  tags,
  summary:
    "What a member may be billed: their membership's next period and their green fees not yet invoiced",
  ...manage,
  notFound: "or no such member in it",
  request: { params: z.object({ memberId: z.string() }) },
  responses: { 200: ok("What may be billed", billableSchema) },
});

const myRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/my",
  tags,
  summary: "One's own invoices and credit notes, what one owes, and whether one can pay online",
  ...own,
  responses: { 200: ok("One's own billing", myBillingSchema) },
});

const myInvoiceRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/my/invoices/{invoiceId}",
  tags,
  summary: "One of one's own documents (another member's answers 404)",
  ...own,
  notFound: noSuchInvoice,
  request: { params: invoiceParams },
  responses: { 200: detail("The document") },
});

const myPdfRoute = clubRoute({
  method: "get",
  path: "/api/clubs/{clubId}/billing/my/invoices/{invoiceId}/pdf",
  tags,
  summary: "One of one's own documents as a PDF",
  ...own,
  notFound: noSuchInvoice,
  request: { params: invoiceParams },
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

  app.openapi(listRoute, async (c) => {
    const list = await listClubInvoices(db, c.get("access"), c.req.valid("query"));
    return c.json(invoiceListSchema.parse(list), 200);
  });

  app.openapi(totalsRoute, async (c) => {
    const totals = await clubTotals(db, clock, c.get("access"));
    return c.json(billingTotalsListSchema.parse(totals), 200);
  });

  // The exports before /invoices/{invoiceId}, which would take "invoices.csv" for an id.
  app.openapi(
    invoicesCsvRoute,
    async (c) => csvResponse(await invoiceCsv(db, clock, c.get("access"), c.req.valid("query"))) as never,
  );

  app.openapi(
    paymentsCsvRoute,
    async (c) => csvResponse(await paymentCsv(db, clock, c.get("access"), c.req.valid("query"))) as never,
  );

  app.openapi(createRouteDef, async (c) => {
    const invoice = await createInvoice(invoices, c.get("access"), c.req.valid("json"), c.get("audit"));
    return c.json(invoiceDetailSchema.parse(invoice), 201);
  });

  app.openapi(getRoute, async (c) => {
    const invoice = await invoiceDetail(db, c.get("access").clubId, c.req.valid("param").invoiceId);
    return c.json(invoiceDetailSchema.parse(invoice), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { invoiceId } = c.req.valid("param");
    const invoice = await updateDraft(
      invoices,
      c.get("access"),
      invoiceId,
      c.req.valid("json"),
      c.get("audit"),
    );
    return c.json(invoiceDetailSchema.parse(invoice), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    await deleteDraft(invoices, c.get("access"), c.req.valid("param").invoiceId, c.get("audit"));
    return c.body(null, 204);
  });

  app.openapi(issueRoute, async (c) => {
    const { invoiceId } = c.req.valid("param");
    const invoice = await issue(invoices, c.get("access"), invoiceId, c.req.valid("json"), c.get("audit"));
    return c.json(invoiceDetailSchema.parse(invoice), 200);
  });

  app.openapi(sendRoute, async (c) => {
    const invoice = await sendAgain(
      invoices,
      c.get("access"),
      c.req.valid("param").invoiceId,
      c.get("audit"),
    );
    return c.json(invoiceDetailSchema.parse(invoice), 200);
  });

  app.openapi(paymentRoute, async (c) => {
    const { invoiceId } = c.req.valid("param");
    const change = await payInvoice(
      db,
      clock,
      c.get("access"),
      invoiceId,
      c.req.valid("json"),
      c.get("audit"),
      ctx,
    );
    return c.json(invoiceChangeSchema.parse(change), 201);
  });

  app.openapi(refundRoute, async (c) => {
    const { paymentId } = c.req.valid("param");
    const change = await refund(db, clock, c.get("access"), paymentId, c.req.valid("json"), c.get("audit"));
    return c.json(invoiceChangeSchema.parse(change), 201);
  });

  app.openapi(voidRoute, async (c) => {
    const { invoiceId } = c.req.valid("param");
    const change = await voidClubInvoice(
      invoices,
      c.get("access"),
      invoiceId,
      c.req.valid("json"),
      c.get("audit"),
    );
    return c.json(invoiceChangeSchema.parse(change), 200);
  });

  app.openapi(pdfRoute, async (c) => {
    const invoice = await issuedInvoiceRow(db, c.get("access").clubId, c.req.valid("param").invoiceId);
    return pdfResponse(await invoicePdf(db, invoice, currentLocale(), ctx)) as never;
  });

  app.openapi(billableRoute, async (c) => {
    const found = await billable(db, clock, c.get("access"), c.req.valid("param").memberId);
    return c.json(billableSchema.parse(found), 200);
  });

  app.openapi(myRoute, async (c) => {
    const access = c.get("access");
    const mine = await myBilling(db, access, () => takesOnlinePayments(db, ctx.box, access.clubId));
    return c.json(myBillingSchema.parse(mine), 200);
  });

  app.openapi(myInvoiceRoute, async (c) => {
    const invoice = await myInvoice(db, c.get("access"), c.req.valid("param").invoiceId);
    return c.json(invoiceDetailSchema.parse(invoice), 200);
  });

  app.openapi(myPdfRoute, async (c) => {
    const invoice = await myInvoiceRow(db, c.get("access"), c.req.valid("param").invoiceId);
    return pdfResponse(await invoicePdf(db, invoice, currentLocale(), ctx)) as never;
  });

  return app;
}

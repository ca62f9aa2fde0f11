import { OpenAPIHono, z } from "@hono/zod-openapi";
import {
  mandateChangeSchema,
  mandateInputSchema,
  mandateListQuerySchema,
  mandateListSchema,
  mandateSchema,
  myMandateSchema,
  ownMandateInputSchema,
  RETURNS_FILE_MAX_BYTES,
  returnInputSchema,
  returnsImportSchema,
  runInputSchema,
  runListSchema,
  runSchema,
} from "../../../shared/sepa.ts";
import { fieldRefused } from "../../errors.ts";
import type { AppContext } from "../../http/app-context.ts";
import { readBodyUpTo } from "../../http/read-body.ts";
import { jsonBody, ok, refusal, routesTagged } from "../../http/route.ts";
import { serve } from "../../http/serve.ts";
import { t } from "../../i18n.ts";
import {
  changeMandate,
  createMandate,
  createRun,
  getMandate,
  getRun,
  importReturns,
  listMandates,
  listRuns,
  myMandate,
  recordReturn,
  revokeMandate,
  runFile,
  settleRun,
  signOwnMandate,
} from "./sepa.service.ts";

const api = routesTagged("Billing");

const denied = () => t("billing").denied;
const read = api.club({ permission: "billing.read", denied });
const manage = api.club({ permission: "billing.manage", denied });
const own = api.club({ permission: "billing.own", denied });
const base = "/api/clubs/{clubId}/billing/sepa";
const noSuchMandate = "or no such mandate in it";
const noSuchRun = "or no such direct debit run in it";

const listMandatesRoute = read.get(`${base}/mandates`, {
  summary: "The club's SEPA direct debit mandates (of one member with memberId), IBANs masked",
  request: { query: mandateListQuerySchema },
  responses: { 200: ok("The mandates", mandateListSchema) },
});

const createMandateRoute = manage.post(`${base}/mandates`, {
  summary:
    "Record a member's mandate signed on paper: IBAN and BIC checked, the reference made when none is given (unique in the club)",
  request: { body: jsonBody(mandateInputSchema) },
  responses: {
    201: ok("The mandate", mandateSchema),
    409: refusal("The member has a mandate in force already"),
  },
});

const getMandateRoute = read.get(`${base}/mandates/{mandateId}`, {
  summary: "One mandate, its IBAN masked",
  notFound: noSuchMandate,
  responses: { 200: ok("The mandate", mandateSchema) },
});

const changeMandateRoute = manage.put(`${base}/mandates/{mandateId}`, {
  summary:
    "Change a mandate's account, holder, reference or date of signature (a new IBAN starts again with FRST)",
  notFound: noSuchMandate,
  request: { body: jsonBody(mandateChangeSchema) },
  responses: { 200: ok("The mandate", mandateSchema), 409: refusal("The mandate is revoked") },
});

const revokeMandateRoute = manage.post(`${base}/mandates/{mandateId}/revoke`, {
  summary: "Revoke a mandate: it is no longer collected with",
  notFound: noSuchMandate,
  responses: { 200: ok("The mandate", mandateSchema), 409: refusal("Revoked already") },
});

const myMandateRoute = own.get(`${base}/my-mandate`, {
  summary: "One's own mandate in force, and whether the club collects by direct debit",
  responses: { 200: ok("One's mandate", myMandateSchema) },
});

const signMandateRoute = own.post(`${base}/my-mandate`, {
  summary:
    "Sign a mandate online for oneself, agreeing to the mandate's text (who, when and its version are kept)",
  request: { body: jsonBody(ownMandateInputSchema) },
  responses: {
    201: ok("One's mandate", myMandateSchema),
    409: refusal("The club has no creditor identifier, or one has a mandate in force already"),
  },
});

const listRunsRoute = read.get(`${base}/runs`, {
  summary: "The club's direct debit runs, the newest first, with their totals",
  responses: { 200: ok("The runs", runListSchema) },
});

const createRunRoute = manage.post(`${base}/runs`, {
  summary:
    "A collection run: the due open euro invoices of members with a mandate in force, collected after the pre-notification period; each member is pre-notified and a pain.008 file is written (preview: only what would be collected)",
  request: { body: jsonBody(runInputSchema) },
  responses: {
    201: ok("The run and its invoices", runSchema),
    409: refusal("No creditor identifier or club IBAN, or nothing to collect"),
  },
});

const getRunRoute = read.get(`${base}/runs/{runId}`, {
  summary: "One run: its totals and its invoices",
  notFound: noSuchRun,
  responses: { 200: ok("The run", runSchema) },
});

const runFileRoute = manage.get(`${base}/runs/{runId}/file`, {
  summary: "The run's pain.008 file, to upload to the bank",
  notFound: noSuchRun,
  responses: {
    200: { description: "The pain.008 XML file", content: { "application/xml": { schema: z.string() } } },
  },
});

const settleRunRoute = manage.post(`${base}/runs/{runId}/settle`, {
  summary:
    "Confirm, on or after the collection date, that the bank collected: the run's pending invoices are paid",
  notFound: noSuchRun,
  responses: {
    200: ok("The run", runSchema),
    409: refusal("Before the collection date, or confirmed already"),
  },
});

const returnRoute = manage.post(`${base}/runs/{runId}/invoices/{invoiceId}/return`, {
  summary:
    "Record a returned debit (reason code, bank fee): the invoice is owed again, the fee billed on a new invoice of its own, the member told",
  notFound: "or no such run, or the invoice is not in it",
  request: { body: jsonBody(returnInputSchema) },
  responses: { 200: ok("The run", runSchema), 409: refusal("Returned already") },
});

const RETURNS_PATH = /^\/api\/clubs\/[^/]+\/billing\/sepa\/returns$/;

/** The bank's returns file is the request's body, read by its route with its own limit (app-modules.ts). */
export function isSepaReturnsImport(method: string, path: string): boolean {
  return method === "POST" && RETURNS_PATH.test(path);
}

const returnsFileRoute = manage.post(`${base}/returns`, {
  summary:
    "Read the bank's file of returned (camt.054) or rejected (pain.002) debits, and record its returns",
  description: `The body is the file itself (XML, at most ${RETURNS_FILE_MAX_BYTES} bytes): camt.054 (BankToCustomerDebitCreditNotification, 001.02 to 001.08: the transactions with return information) or pain.002 (CustomerPaymentStatusReport: rejected debits, payment blocks or the whole file). Each line is matched to the club's debits by its end-to-end id (the invoice's number), and the run's message id where the bank names it. Without apply=true the answer only shows what each line comes to; with it, every line to record is recorded as a return recorded by hand (the invoice owed again, the bank's fee billed on its own invoice, the member told), in one transaction. A line recorded before is not recorded again.`,
  request: {
    query: z.object({
      apply: z
        .enum(["true", "false"])
        .default("false")
        .transform((v) => v === "true"),
    }),
    body: {
      content: {
        "application/xml": { schema: { type: "string" as const, format: "binary" } },
        "text/xml": { schema: { type: "string" as const, format: "binary" } },
      },
      required: true,
    },
  },
  responses: {
    200: ok("What each line of the file comes to, and how many returns were recorded", returnsImportSchema),
    422: refusal(
      "Not a camt.054 or pain.002 file, or larger than the limit; the reason is on the field file",
    ),
  },
});

/** SEPA direct debit (issue 36 item 5, decision 077): mandates, collection runs and their files, returns. */
export function sepaRoutes(ctx: AppContext) {
  const app = new OpenAPIHono();
  const { db } = ctx;

  serve(app, listMandatesRoute, (c) => listMandates(db, c.get("access"), c.req.valid("query").memberId));
  serve(app, createMandateRoute, (c) =>
    createMandate(ctx, c.get("access"), c.req.valid("json"), c.get("audit")),
  );
  serve(app, getMandateRoute, (c) => getMandate(db, c.get("access"), c.req.valid("param").mandateId));
  serve(app, changeMandateRoute, (c) =>
    changeMandate(ctx, c.get("access"), c.req.valid("param").mandateId, c.req.valid("json"), c.get("audit")),
  );
  serve(app, revokeMandateRoute, (c) =>
    revokeMandate(ctx, c.get("access"), c.req.valid("param").mandateId, c.get("audit")),
  );
  serve(app, myMandateRoute, (c) => myMandate(db, c.get("access")));
  serve(app, signMandateRoute, (c) =>
    signOwnMandate(ctx, c.get("access"), c.req.valid("json"), c.get("audit")),
  );
  serve(app, listRunsRoute, (c) => listRuns(db, c.get("access")));
  serve(app, createRunRoute, (c) => createRun(ctx, c.get("access"), c.req.valid("json"), c.get("audit")));
  serve(app, getRunRoute, (c) => getRun(db, c.get("access"), c.req.valid("param").runId));
  serve(app, runFileRoute, async (c) => {
    const file = await runFile(ctx, c.get("access"), c.req.valid("param").runId);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.name}"`,
        "Cache-Control": "no-store",
      },
    });
  });
  serve(app, settleRunRoute, (c) =>
    settleRun(ctx, c.get("access"), c.req.valid("param").runId, c.get("audit")),
  );
  serve(app, returnRoute, (c) => {
    const { runId, invoiceId } = c.req.valid("param");
    return recordReturn(ctx, c.get("access"), runId, invoiceId, c.req.valid("json"), c.get("audit"));
  });
  serve(app, returnsFileRoute, async (c) => {
    const megabytes = RETURNS_FILE_MAX_BYTES / (1024 * 1024);
    const bytes = await readBodyUpTo(c.req.raw, RETURNS_FILE_MAX_BYTES, () =>
      fieldRefused("file", t("billing").sepa.returnsFile.tooLarge(megabytes)),
    );
    return importReturns(ctx, c.get("access"), bytes, c.req.valid("query").apply, c.get("audit"));
  });
  return app;
}

import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  Billable,
  billingTotalsSchema,
  createInvoiceSchema,
  InvoiceDetail,
  InvoiceList,
  invoiceChangeSchema,
  invoiceDraftSchema,
  paymentInputSchema,
  ReissueResult,
  refundInputSchema,
} from "../../../shared/invoices.ts";
import type {
  Mandate,
  mandateInputSchema,
  myMandateSchema,
  ownMandateInputSchema,
  ReturnsImport,
  Run,
  returnInputSchema,
  runInputSchema,
} from "../../../shared/sepa.ts";
import { api, apiUrl } from "../../lib/api-client.ts";
import { orNullWhenNotFound } from "../../lib/api-error.ts";
import { clubKeys } from "../../lib/club-keys.ts";
import { type BillingSearch, invoiceQueryString } from "./search.ts";

/*
 * The staff's billing API (/api/clubs/{clubId}/billing, issue 15). Types only from the shared module: the list
 * and the invoice are read without zod (decision 018); the dialogs that send check with the schemas.
 */

export type BillingTotals = z.output<typeof billingTotalsSchema>;
export type InvoiceChange = z.output<typeof invoiceChangeSchema>;
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;
export type DraftInput = z.input<typeof invoiceDraftSchema>;
export type PaymentInput = z.input<typeof paymentInputSchema>;
export type RefundInput = z.input<typeof refundInputSchema>;
export type MyMandate = z.output<typeof myMandateSchema>;

/**
 * Query keys. Everything lives under billingKeys.all(clubId), which every change invalidates: a payment
 * changes the invoice, the list and the totals at once. The member search and the settings read for refunds
 * have keys of their own.
 */
export const billingKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "billing"] as const,
  list: (clubId: string, query: string) => [...billingKeys.all(clubId), "list", query] as const,
  totals: (clubId: string) => [...billingKeys.all(clubId), "totals"] as const,
  invoice: (clubId: string, invoiceId: string) => [...billingKeys.all(clubId), "invoice", invoiceId] as const,
  billable: (clubId: string, memberId: string) => [...billingKeys.all(clubId), "billable", memberId] as const,
};

/** One page of the club's invoices and credit notes, searched, filtered and sorted by the server. */
export function invoicesQuery(clubId: string, search: BillingSearch, enabled = true) {
  const query = invoiceQueryString(search, true);
  return queryOptions({
    queryKey: billingKeys.list(clubId, query),
    queryFn: ({ signal }): Promise<InvoiceList> =>
      api.get("/api/clubs/{clubId}/billing/invoices", { path: { clubId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What is owed, overdue and came in this month, per currency (the club's currency first when none). */
export function totalsQuery(clubId: string) {
  return queryOptions({
    queryKey: billingKeys.totals(clubId),
    queryFn: ({ signal }): Promise<{ currency: string; totals: BillingTotals[] }> =>
      api.get("/api/clubs/{clubId}/billing/totals", { path: { clubId }, signal }),
  });
}

/** Starts loading the list's page and the totals while the screen's code and texts download. */
export function prefetchBilling(queryClient: QueryClient, clubId: string, search: BillingSearch): void {
  void queryClient.prefetchQuery(invoicesQuery(clubId, search));
  void queryClient.prefetchQuery(totalsQuery(clubId));
}

/** One document with its lines, payments, credit notes and history; null when the club has none such (404). */
export function invoiceQuery(clubId: string, invoiceId: string) {
  return queryOptions({
    queryKey: billingKeys.invoice(clubId, invoiceId),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        (): Promise<InvoiceDetail> =>
          api.get("/api/clubs/{clubId}/billing/invoices/{invoiceId}", {
            path: { clubId, invoiceId },
            signal,
          }),
      ),
  });
}

/** What a member may be billed: their membership's next period, its joining fee, their green fees. */
export function billableQuery(clubId: string, memberId: string | null) {
  return queryOptions({
    queryKey: billingKeys.billable(clubId, memberId ?? ""),
    queryFn: ({ signal }): Promise<Billable> =>
      api.get("/api/clubs/{clubId}/billing/members/{memberId}/billable", {
        path: { clubId, memberId: memberId ?? "" },
        signal,
      }),
    enabled: Boolean(memberId),
  });
}

export function createInvoice(clubId: string, input: CreateInvoiceInput): Promise<InvoiceDetail> {
  return api.post("/api/clubs/{clubId}/billing/invoices", { path: { clubId }, body: input });
}

export function updateDraft(clubId: string, invoiceId: string, input: DraftInput): Promise<InvoiceDetail> {
  return api.put("/api/clubs/{clubId}/billing/invoices/{invoiceId}", {
    path: { clubId, invoiceId },
    body: input,
  });
}

export function deleteDraft(clubId: string, invoiceId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/billing/invoices/{invoiceId}", { path: { clubId, invoiceId } });
}

export function issueInvoice(clubId: string, invoiceId: string, send: boolean): Promise<InvoiceDetail> {
  return api.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/issue", {
    path: { clubId, invoiceId },
    body: { send },
  });
}

export function sendAgain(clubId: string, invoiceId: string): Promise<InvoiceDetail> {
  return api.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/send", { path: { clubId, invoiceId } });
}

export function recordPayment(
  clubId: string,
  invoiceId: string,
  input: PaymentInput,
): Promise<InvoiceChange> {
  return api.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/payments", {
    path: { clubId, invoiceId },
    body: input,
  });
}

export function refundPayment(clubId: string, paymentId: string, input: RefundInput): Promise<InvoiceChange> {
  return api.post("/api/clubs/{clubId}/billing/payments/{paymentId}/refunds", {
    path: { clubId, paymentId },
    body: input,
  });
}

export function voidInvoice(clubId: string, invoiceId: string, reason: string): Promise<InvoiceChange> {
  return api.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/void", {
    path: { clubId, invoiceId },
    body: { reason },
  });
}

/** Credit and reissue (decision 076): the invoice credited in full and voided, its copy a new draft. */
export function reissueInvoice(clubId: string, invoiceId: string, reason: string): Promise<ReissueResult> {
  return api.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/reissue", {
    path: { clubId, invoiceId },
    body: { reason },
  });
}

/** The CSV of every document the list's search and filters match, in its order (a plain download). */
export function invoicesCsvHref(clubId: string, search: BillingSearch): string {
  return apiUrl("/api/clubs/{clubId}/billing/invoices.csv", {
    path: { clubId },
    query: invoiceQueryString(search, false),
  });
}

/** The CSV of the payments and refunds of a period (by the day the money moved). */
export function paymentsCsvHref(clubId: string, from: string, to: string): string {
  return apiUrl("/api/clubs/{clubId}/billing/payments.csv", {
    path: { clubId },
    query: { from: from || undefined, to: to || undefined },
  });
}

/** An issued document as a PDF (opened in a new tab). */
export function pdfHref(clubId: string, invoiceId: string): string {
  return apiUrl("/api/clubs/{clubId}/billing/invoices/{invoiceId}/pdf", { path: { clubId, invoiceId } });
}

/** The club's direct debit runs (decision 077), the newest first. */
export function sepaRunsQuery(clubId: string) {
  return queryOptions({
    queryKey: [...billingKeys.all(clubId), "sepa-runs"] as const,
    queryFn: ({ signal }): Promise<{ runs: Omit<Run, "items">[] }> =>
      api.get("/api/clubs/{clubId}/billing/sepa/runs", { path: { clubId }, signal }),
  });
}

/** One direct debit run with its invoices. */
export function sepaRunQuery(clubId: string, runId: string) {
  return queryOptions({
    queryKey: [...billingKeys.all(clubId), "sepa-run", runId] as const,
    queryFn: ({ signal }): Promise<Run> =>
      api.get("/api/clubs/{clubId}/billing/sepa/runs/{runId}", { path: { clubId, runId }, signal }),
  });
}

/** A new collection run, or (preview) what it would collect. */
export function createSepaRun(clubId: string, input: z.input<typeof runInputSchema>): Promise<Run> {
  return api.post("/api/clubs/{clubId}/billing/sepa/runs", { path: { clubId }, body: input });
}

export function settleSepaRun(clubId: string, runId: string): Promise<Run> {
  return api.post("/api/clubs/{clubId}/billing/sepa/runs/{runId}/settle", { path: { clubId, runId } });
}

export function recordSepaReturn(
  clubId: string,
  runId: string,
  invoiceId: string,
  input: z.input<typeof returnInputSchema>,
): Promise<Run> {
  return api.post("/api/clubs/{clubId}/billing/sepa/runs/{runId}/invoices/{invoiceId}/return", {
    path: { clubId, runId, invoiceId },
    body: input,
  });
}

/**
 * The bank's file of returned (camt.054) or rejected (pain.002) debits read (decision 082): what each line
 * comes to; with `apply`, its returns recorded.
 */
export function readSepaReturns(clubId: string, file: Blob, apply: boolean): Promise<ReturnsImport> {
  return api.post("/api/clubs/{clubId}/billing/sepa/returns", {
    path: { clubId },
    query: { apply: apply ? "true" : "false" },
    body: file,
    headers: { "Content-Type": "application/xml" },
  });
}

/** The run's pain.008 file, downloaded. */
export function sepaRunFileHref(clubId: string, runId: string): string {
  return apiUrl("/api/clubs/{clubId}/billing/sepa/runs/{runId}/file", { path: { clubId, runId } });
}

/** A member's mandates (decision 077), the one in force first; IBANs masked. */
export function memberMandatesQuery(clubId: string, memberId: string) {
  return queryOptions({
    queryKey: [...billingKeys.all(clubId), "mandates", memberId] as const,
    queryFn: ({ signal }): Promise<{ mandates: Mandate[] }> =>
      api.get("/api/clubs/{clubId}/billing/sepa/mandates", { path: { clubId }, query: { memberId }, signal }),
  });
}

/** One's own mandate, and whether the club collects by direct debit. */
export function myMandateQuery(clubId: string) {
  return queryOptions({
    queryKey: [...billingKeys.all(clubId), "my-mandate"] as const,
    queryFn: ({ signal }): Promise<MyMandate> =>
      api.get("/api/clubs/{clubId}/billing/sepa/my-mandate", { path: { clubId }, signal }),
  });
}

export function createMandate(clubId: string, input: z.input<typeof mandateInputSchema>): Promise<Mandate> {
  return api.post("/api/clubs/{clubId}/billing/sepa/mandates", { path: { clubId }, body: input });
}

export function revokeMandate(clubId: string, mandateId: string): Promise<Mandate> {
  return api.post("/api/clubs/{clubId}/billing/sepa/mandates/{mandateId}/revoke", {
    path: { clubId, mandateId },
  });
}

export function signMyMandate(
  clubId: string,
  input: z.input<typeof ownMandateInputSchema>,
): Promise<MyMandate> {
  return api.post("/api/clubs/{clubId}/billing/sepa/my-mandate", { path: { clubId }, body: input });
}

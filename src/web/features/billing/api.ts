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
  refundInputSchema,
} from "../../../shared/invoices.ts";
import { apiFetch } from "../../lib/api.ts";
import { ApiError } from "../../lib/api-error.ts";
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

const clubPath = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}`;
const billingPath = (clubId: string) => `${clubPath(clubId)}/billing`;
const id = encodeURIComponent;
const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

/** One page of the club's invoices and credit notes, searched, filtered and sorted by the server. */
export function invoicesQuery(clubId: string, search: BillingSearch, enabled = true) {
  const query = invoiceQueryString(search, true);
  return queryOptions({
    queryKey: billingKeys.list(clubId, query),
    queryFn: ({ signal }) => apiFetch<InvoiceList>(`${billingPath(clubId)}/invoices?${query}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** What is owed, overdue and came in this month, per currency (the club's currency first when none). */
export function totalsQuery(clubId: string) {
  return queryOptions({
    queryKey: billingKeys.totals(clubId),
    queryFn: ({ signal }) =>
      apiFetch<{ currency: string; totals: BillingTotals[] }>(`${billingPath(clubId)}/totals`, { signal }),
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
    queryFn: async ({ signal }): Promise<InvoiceDetail | null> => {
      try {
        return await apiFetch<InvoiceDetail>(`${billingPath(clubId)}/invoices/${id(invoiceId)}`, { signal });
      } catch (error) {
        // The drawer says so itself; every other failure goes to the app's error handling.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** What a member may be billed: their membership's next period, its joining fee, their green fees. */
export function billableQuery(clubId: string, memberId: string | null) {
  return queryOptions({
    queryKey: billingKeys.billable(clubId, memberId ?? ""),
    queryFn: ({ signal }) =>
      apiFetch<Billable>(`${billingPath(clubId)}/members/${id(memberId ?? "")}/billable`, { signal }),
    enabled: Boolean(memberId),
  });
}

export function createInvoice(clubId: string, input: CreateInvoiceInput): Promise<InvoiceDetail> {
  return apiFetch<InvoiceDetail>(`${billingPath(clubId)}/invoices`, post(input));
}

export function updateDraft(clubId: string, invoiceId: string, input: DraftInput): Promise<InvoiceDetail> {
  return apiFetch<InvoiceDetail>(`${billingPath(clubId)}/invoices/${id(invoiceId)}`, {
    method: "PUT",
    body: JSON.stringify(input),
  });
}

export function deleteDraft(clubId: string, invoiceId: string): Promise<void> {
  return apiFetch(`${billingPath(clubId)}/invoices/${id(invoiceId)}`, { method: "DELETE" }, null);
}

export function issueInvoice(clubId: string, invoiceId: string, send: boolean): Promise<InvoiceDetail> {
  return apiFetch<InvoiceDetail>(`${billingPath(clubId)}/invoices/${id(invoiceId)}/issue`, post({ send }));
}

export function sendAgain(clubId: string, invoiceId: string): Promise<InvoiceDetail> {
  return apiFetch<InvoiceDetail>(`${billingPath(clubId)}/invoices/${id(invoiceId)}/send`, post({}));
}

export function recordPayment(
  clubId: string,
  invoiceId: string,
  input: PaymentInput,
): Promise<InvoiceChange> {
  return apiFetch<InvoiceChange>(`${billingPath(clubId)}/invoices/${id(invoiceId)}/payments`, post(input));
}

export function refundPayment(clubId: string, paymentId: string, input: RefundInput): Promise<InvoiceChange> {
  return apiFetch<InvoiceChange>(`${billingPath(clubId)}/payments/${id(paymentId)}/refunds`, post(input));
}

export function voidInvoice(clubId: string, invoiceId: string, reason: string): Promise<InvoiceChange> {
  return apiFetch<InvoiceChange>(`${billingPath(clubId)}/invoices/${id(invoiceId)}/void`, post({ reason }));
}

/** The CSV of every document the list's search and filters match, in its order (a plain download). */
export function invoicesCsvHref(clubId: string, search: BillingSearch): string {
  return `${billingPath(clubId)}/invoices.csv?${invoiceQueryString(search, false)}`;
}

/** The CSV of the payments and refunds of a period (by the day the money moved). */
export function paymentsCsvHref(clubId: string, from: string, to: string): string {
  const query = new URLSearchParams();
  if (from) query.set("from", from);
  if (to) query.set("to", to);
  return `${billingPath(clubId)}/payments.csv?${query}`;
}

/** An issued document as a PDF (opened in a new tab). */
export function pdfHref(clubId: string, invoiceId: string): string {
  return `${billingPath(clubId)}/invoices/${id(invoiceId)}/pdf`;
}

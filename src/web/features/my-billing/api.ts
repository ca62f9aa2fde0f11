import { queryOptions } from "@tanstack/react-query";
import type { AutoTopUpInput, MyAccount } from "../../../shared/accounts.ts";
import type { CheckoutSession } from "../../../shared/billing-online.ts";
import type { InvoiceDetail, MyBilling } from "../../../shared/invoices.ts";
import { api, apiUrl } from "../../lib/api-client.ts";
import { orNullWhenNotFound } from "../../lib/api-error.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * A member's own billing (issue 15): `/api/clubs/{clubId}/billing/my…` only, never the staff's endpoints, so
 * that nothing of another member is ever asked for. Types only from the shared modules (decision 018).
 */

export const myBillingKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "my-billing"] as const,
  summary: (clubId: string) => [...myBillingKeys.all(clubId), "summary"] as const,
  invoice: (clubId: string, invoiceId: string) =>
    [...myBillingKeys.all(clubId), "invoice", invoiceId] as const,
};

/**
 * The member's documents (no drafts), what they owe per currency, whether they can pay online, and whether the
 * user has a member record in the club at all (staff may have none).
 */
export function myBillingQuery(clubId: string) {
  return queryOptions({
    queryKey: myBillingKeys.summary(clubId),
    queryFn: ({ signal }): Promise<MyBilling> =>
      api.get("/api/clubs/{clubId}/billing/my", { path: { clubId }, signal }),
  });
}

/** While a payment is being confirmed: asked again every 2 seconds until it shows paid. */
export const CONFIRM_POLL_MS = 2_000;
/** How long the page waits for Stripe's webhook before saying the payment is not recorded yet. */
export const CONFIRM_WAIT_MS = 30_000;

/**
 * One of the member's documents; null when the club has no such document of theirs (another club's invoice,
 * opened from an e-mail while this club is selected): the screen says so itself.
 */
export function myInvoiceQuery(clubId: string, invoiceId: string) {
  return queryOptions({
    queryKey: myBillingKeys.invoice(clubId, invoiceId),
    queryFn: ({ signal }) =>
      orNullWhenNotFound(
        (): Promise<InvoiceDetail> =>
          api.get("/api/clubs/{clubId}/billing/my/invoices/{invoiceId}", {
            path: { clubId, invoiceId },
            signal,
          }),
      ),
  });
}

/** The document's PDF, as the member may download it. */
export function myInvoicePdfUrl(clubId: string, invoiceId: string): string {
  return apiUrl("/api/clubs/{clubId}/billing/my/invoices/{invoiceId}/pdf", { path: { clubId, invoiceId } });
}

/** A Stripe Checkout page for the invoice's balance: the browser is sent there. */
export function startCheckout(clubId: string, invoiceId: string): Promise<CheckoutSession> {
  return api.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/checkout", {
    path: { clubId, invoiceId },
  });
}

/** One's own account (decision 081): balance, limit, a page of its statement, whether it can be topped up online. */
export function myAccountQuery(clubId: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: [...myBillingKeys.all(clubId), "account", page, pageSize] as const,
    queryFn: ({ signal }): Promise<MyAccount> =>
      api.get("/api/clubs/{clubId}/billing/my/account", {
        path: { clubId },
        query: { page, pageSize },
        signal,
      }),
  });
}

/** A Stripe Checkout page to top up one's own account by `amountMinor`: the browser is sent there. */
export function startTopUp(clubId: string, amountMinor: number): Promise<CheckoutSession> {
  return api.post("/api/clubs/{clubId}/billing/my/account/checkout", {
    path: { clubId },
    body: { amountMinor },
  });
}

/**
 * A Stripe Checkout page (setup mode) where the member saves a card that tops their account up automatically
 * (decision 087): the browser is sent there.
 */
export function startCardSetup(clubId: string, body: AutoTopUpInput): Promise<CheckoutSession> {
  return api.post("/api/clubs/{clubId}/billing/my/account/auto-top-up/checkout", {
    path: { clubId },
    body,
  });
}

/** Removes the member's saved card: their automatic top-up stops. */
export function removeMyCard(clubId: string): Promise<MyAccount> {
  return api.delete("/api/clubs/{clubId}/billing/my/account/auto-top-up", { path: { clubId } });
}

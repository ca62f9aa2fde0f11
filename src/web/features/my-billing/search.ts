/*
 * My invoices' search parameters (?invoice=&paid=1&cancelled=1), kept free of zod: the routes' search
 * validators load with the first screen (decision 006). The invoice e-mail links to /billing?invoice=<id>;
 * Stripe Checkout sends the member back with &paid=1 or &cancelled=1 (shared/billing-online.ts).
 */
import { searchText } from "../../lib/search-params.ts";

export interface MyBillingSearch {
  /** An invoice's id: its view. */
  invoice?: string;
  /** Back from Stripe Checkout after paying: the payment is being confirmed. */
  paid?: 1;
  /** Back from Stripe Checkout without paying. */
  cancelled?: 1;
  /** Back from Stripe Checkout after topping up one's account (decision 081), or without paying. */
  topUp?: "paid" | "cancelled";
  /** Back from Stripe Checkout after saving a card for automatic top-ups (decision 087), or without. */
  card?: "saved" | "cancelled";
}

/** `1` for a flag that is set (?paid=1, as the router reads it, or as text). */
const flag = (value: unknown): 1 | undefined =>
  value === 1 || value === "1" || value === true || value === "true" ? 1 : undefined;

/** What the URL says of My invoices, a bad value dropped; the flags only with an invoice. */
export function myBillingSearchParams(search: Record<string, unknown>): MyBillingSearch {
  const invoice = searchText(search.invoice, 64);
  if (!invoice) {
    const topUp = search.topUp === "paid" || search.topUp === "cancelled" ? search.topUp : undefined;
    const card = search.card === "saved" || search.card === "cancelled" ? search.card : undefined;
    return { ...(topUp ? { topUp } : {}), ...(card ? { card } : {}) };
  }
  const paid = flag(search.paid);
  return { invoice, paid, cancelled: paid ? undefined : flag(search.cancelled) };
}

/** Whether the URL is about the member's own billing (Stripe's return, which no staff screen makes). */
export function isPaymentReturn(search: MyBillingSearch): boolean {
  return (
    search.paid === 1 || search.cancelled === 1 || search.topUp !== undefined || search.card !== undefined
  );
}

/*
 * A visitor's booking page's search parameters (?paid=1, Stripe's return after paying), kept free of zod: the
 * routes' search validators load with the first screen (decision 006).
 */

export interface VisitorBookingSearch {
  /** Back from Stripe Checkout after paying: the payment is being confirmed. */
  paid?: 1;
}

/** What the URL says, a bad value dropped. */
export function visitorBookingSearchParams(search: Record<string, unknown>): VisitorBookingSearch {
  const paid = search.paid;
  return paid === 1 || paid === "1" || paid === true || paid === "true" ? { paid: 1 } : {};
}

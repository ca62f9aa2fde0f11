import { z } from "zod";

/*
 * Paying an invoice online (issue 15): the member's billing page asks for a Stripe Checkout page and sends the
 * browser there; Stripe tells the server about the payment through its webhook.
 */

/** The Stripe Checkout page where the member pays the invoice's balance. */
export const checkoutSessionSchema = z.object({ url: z.url() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The webhook's answer to Stripe: the event was received (and, where it was a payment, recorded once). */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/**
 * Where Checkout sends the member back: the billing page with `?invoice=<id>&paid=1` after paying (the payment
 * is recorded when Stripe's webhook arrives, usually within seconds) or `&cancelled=1` when they went back.
 */
export function checkoutReturnUrl(appUrl: string, invoiceId: string, outcome: "paid" | "cancelled"): string {
  return `${appUrl}/billing?invoice=${encodeURIComponent(invoiceId)}&${outcome}=1`;
}

/** Where Checkout sends a member back after a top-up of their account (decision 081): their account page. */
export function accountReturnUrl(appUrl: string, outcome: "paid" | "cancelled"): string {
  return `${appUrl}/billing?tab=mine&topUp=${outcome}`;
}

/**
 * Money Stripe took that could not be put on its invoice (issue 36 §6, decision 079): a payment in another
 * currency than the invoice's. Staff refund it at Stripe or say it was settled by hand.
 */
export const unmatchedPaymentSchema = z.object({
  id: z.string(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceCurrency: z.string().nullable(),
  memberName: z.string().nullable(),
  /** The member whose account may keep it (decision 081); null when none is known. */
  memberId: z.string().nullable(),
  amountMinor: z.number(),
  currency: z.string(),
  receivedAt: z.string(),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;
export const unmatchedPaymentListSchema = z.object({ payments: z.array(unmatchedPaymentSchema) });
export type UnmatchedPaymentList = z.infer<typeof unmatchedPaymentListSchema>;

import { queryOptions } from "@tanstack/react-query";
import type { UnmatchedPaymentList } from "../../../shared/billing-online.ts";
import { api } from "../../lib/api-client.ts";
import { billingKeys } from "./api.ts";

/** Money Stripe took that is not on an invoice and not dealt with yet (decision 079). */
export function unmatchedPaymentsQuery(clubId: string) {
  return queryOptions({
    queryKey: [...billingKeys.all(clubId), "unmatched-payments"] as const,
    queryFn: ({ signal }): Promise<UnmatchedPaymentList> =>
      api.get("/api/clubs/{clubId}/billing/unmatched-payments", { path: { clubId }, signal }),
  });
}

export function resolveUnmatchedPayment(
  clubId: string,
  paymentId: string,
  action: "refund" | "settle",
): Promise<UnmatchedPaymentList> {
  return action === "refund"
    ? api.post("/api/clubs/{clubId}/billing/unmatched-payments/{paymentId}/refund", {
        path: { clubId, paymentId },
      })
    : api.post("/api/clubs/{clubId}/billing/unmatched-payments/{paymentId}/settle", {
        path: { clubId, paymentId },
      });
}

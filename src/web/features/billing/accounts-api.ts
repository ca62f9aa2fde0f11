import { queryOptions } from "@tanstack/react-query";
import type {
  AccountRefundInput,
  ChargeInput,
  MemberAccount,
  PriceItemInput,
  PriceList,
  TopUpInput,
} from "../../../shared/accounts.ts";
import type { UnmatchedPaymentList } from "../../../shared/billing-online.ts";
import type { InvoiceDetail } from "../../../shared/invoices.ts";
import { api } from "../../lib/api-client.ts";
import { billingKeys } from "./api.ts";

/*
 * Member accounts (decision 081), as staff use them: a member's account and statement, top-ups, charges,
 * refunds to the account, the club's price list, and money kept on an account.
 */

export const accountKeys = {
  all: (clubId: string) => [...billingKeys.all(clubId), "accounts"] as const,
  account: (clubId: string, memberId: string, page: number) =>
    [...accountKeys.all(clubId), "account", memberId, page] as const,
  priceList: (clubId: string) => [...accountKeys.all(clubId), "price-list"] as const,
};

export const ACCOUNT_PAGE_SIZE = 25;

export function memberAccountQuery(clubId: string, memberId: string, page: number) {
  return queryOptions({
    queryKey: accountKeys.account(clubId, memberId, page),
    queryFn: ({ signal }): Promise<MemberAccount> =>
      api.get("/api/clubs/{clubId}/billing/accounts/{memberId}", {
        path: { clubId, memberId },
        query: { page, pageSize: ACCOUNT_PAGE_SIZE },
        signal,
      }),
  });
}

export function priceListQuery(clubId: string) {
  return queryOptions({
    queryKey: accountKeys.priceList(clubId),
    queryFn: ({ signal }): Promise<PriceList> =>
      api.get("/api/clubs/{clubId}/billing/price-list", { path: { clubId }, signal }),
  });
}

export function recordTopUp(clubId: string, memberId: string, body: TopUpInput): Promise<MemberAccount> {
  return api.post("/api/clubs/{clubId}/billing/accounts/{memberId}/top-ups", {
    path: { clubId, memberId },
    body,
  });
}

export function chargeAccount(
  clubId: string,
  memberId: string,
  body: Omit<ChargeInput, "quantity"> & { quantity?: number },
): Promise<MemberAccount> {
  return api.post("/api/clubs/{clubId}/billing/accounts/{memberId}/charges", {
    path: { clubId, memberId },
    body,
  });
}

export function refundToAccount(
  clubId: string,
  memberId: string,
  body: AccountRefundInput,
): Promise<MemberAccount> {
  return api.post("/api/clubs/{clubId}/billing/accounts/{memberId}/refunds", {
    path: { clubId, memberId },
    body,
  });
}

export function savePriceItem(
  clubId: string,
  itemId: string | null,
  body: PriceItemInput,
): Promise<PriceList> {
  return itemId
    ? api.put("/api/clubs/{clubId}/billing/price-list/{itemId}", { path: { clubId, itemId }, body })
    : api.post("/api/clubs/{clubId}/billing/price-list", { path: { clubId }, body });
}

/** Keeps a payment that could not go on its invoice on the member's account, worth `amountMinor` in its currency. */
export function keepOnAccount(
  clubId: string,
  paymentId: string,
  amountMinor: number,
): Promise<UnmatchedPaymentList> {
  return api.post("/api/clubs/{clubId}/billing/unmatched-payments/{paymentId}/keep", {
    path: { clubId, paymentId },
    body: { amountMinor },
  });
}

/** Moves what an overpaid invoice holds beyond its total to the member's account. */
export function overpaymentToAccount(
  clubId: string,
  invoiceId: string,
  paymentId: string,
): Promise<InvoiceDetail> {
  return api.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/overpayment-to-account", {
    path: { clubId, invoiceId },
    body: { paymentId },
  });
}

/** Removes a member's saved card: their automatic top-up stops (decision 087). */
export function removeMemberCard(clubId: string, memberId: string): Promise<MemberAccount> {
  return api.delete("/api/clubs/{clubId}/billing/accounts/{memberId}/auto-top-up", {
    path: { clubId, memberId },
  });
}

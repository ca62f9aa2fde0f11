import { queryOptions } from "@tanstack/react-query";
import type { JoinChallenge, JoinPage, JoinRequest, JoinResult } from "../../../shared/joining.ts";
import { apiFetch } from "../../lib/api.ts";
import { isApiError } from "../../lib/api-error.ts";

const joinPath = (clubId: string) => `/api/public/clubs/${encodeURIComponent(clubId)}/join`;

/** GET the club's join page; null when the club takes no applications online (404). */
export function joinPageQuery(clubId: string) {
  return queryOptions({
    queryKey: ["join-page", clubId] as const,
    queryFn: async ({ signal }): Promise<JoinPage | null> => {
      try {
        return await apiFetch<JoinPage>(joinPath(clubId), { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** A new proof-of-work challenge for the form. */
export function fetchChallenge(clubId: string): Promise<JoinChallenge> {
  return apiFetch<JoinChallenge>(`${joinPath(clubId)}/challenge`);
}

/** POST the application: the account is created (or used) and signed in. */
export function submitJoin(clubId: string, input: JoinRequest): Promise<JoinResult> {
  return apiFetch<JoinResult>(joinPath(clubId), { method: "POST", body: JSON.stringify(input) });
}

/** A Stripe Checkout page for the joining invoice (the member's own billing's checkout): the browser goes there. */
export function startCheckout(clubId: string, invoiceId: string): Promise<{ url: string }> {
  return apiFetch<{ url: string }>(
    `/api/clubs/${encodeURIComponent(clubId)}/billing/invoices/${encodeURIComponent(invoiceId)}/checkout`,
    { method: "POST" },
  );
}

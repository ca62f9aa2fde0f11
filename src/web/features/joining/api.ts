import { queryOptions } from "@tanstack/react-query";
import type { JoinChallenge, JoinPage, JoinRequest, JoinResult } from "../../../shared/joining.ts";
import { api } from "../../lib/api-client.ts";
import { isApiError } from "../../lib/api-error.ts";

/** GET the club's join page; null when the club takes no applications online (404). */
export function joinPageQuery(clubId: string) {
  return queryOptions({
    queryKey: ["join-page", clubId] as const,
    queryFn: async ({ signal }): Promise<JoinPage | null> => {
      try {
        return await api.get("/api/public/clubs/{clubId}/join", { path: { clubId }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** A new proof-of-work challenge for the form. */
export function fetchChallenge(clubId: string): Promise<JoinChallenge> {
  return api.get("/api/public/clubs/{clubId}/join/challenge", { path: { clubId } });
}

/** POST the application: the account is created (or used) and signed in. */
export function submitJoin(clubId: string, input: JoinRequest): Promise<JoinResult> {
  return api.post("/api/public/clubs/{clubId}/join", { path: { clubId }, body: input });
}

/** A Stripe Checkout page for the joining invoice (the member's own billing's checkout): the browser goes there. */
export function startCheckout(clubId: string, invoiceId: string): Promise<{ url: string }> {
  return api.post("/api/clubs/{clubId}/billing/invoices/{invoiceId}/checkout", {
    path: { clubId, invoiceId },
  });
}

import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { DEFAULT_PAGE_SIZE } from "../../../shared/paging.ts";
import type {
  SocietyDeclineInput,
  SocietyPage,
  SocietyQuote,
  SocietyQuoteInput,
  SocietyRequest,
  SocietyRequestInput,
  SocietyRequestList,
  SocietyRequestSent,
  SocietyRequestStatus,
} from "../../../shared/society-requests.ts";
import { api } from "../../lib/api-client.ts";
import { isApiError } from "../../lib/api-error.ts";

/*
 * Societies' requests (issue 36 item 4): the club's public page and its form, the organiser's quote by its
 * secret link, and the staff's list with their answers.
 */

/** GET the club's page for societies; null when the club takes no requests online (404). */
export function societyPageQuery(clubId: string) {
  return queryOptions({
    queryKey: ["society-page", clubId] as const,
    queryFn: async ({ signal }): Promise<SocietyPage | null> => {
      try {
        return await api.get("/api/public/clubs/{clubId}/society", { path: { clubId }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function sendSocietyRequest(clubId: string, body: SocietyRequestInput): Promise<SocietyRequestSent> {
  return api.post("/api/public/clubs/{clubId}/society/requests", { path: { clubId }, body });
}

/** GET the quote of the secret link; null when no quote has this token (404). */
export function societyQuoteQuery(token: string) {
  return queryOptions({
    queryKey: ["society-quote", token] as const,
    queryFn: async ({ signal }): Promise<SocietyQuote | null> => {
      try {
        return await api.get("/api/public/society-quotes/{token}", { path: { token }, signal });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function answerQuote(token: string, answer: "accept" | "decline"): Promise<SocietyQuote> {
  return answer === "accept"
    ? api.post("/api/public/society-quotes/{token}/accept", { path: { token } })
    : api.post("/api/public/society-quotes/{token}/decline", { path: { token } });
}

export const societyKeys = {
  all: (clubId: string) => ["society-requests", clubId] as const,
  list: (clubId: string, query: string) => [...societyKeys.all(clubId), "list", query] as const,
};

/** What the staff's list shows: a status (or every one) and a page. */
export interface SocietyListState {
  status?: SocietyRequestStatus;
  page?: number;
  pageSize?: number;
}

export function societyRequestsQuery(clubId: string, state: SocietyListState) {
  const query = new URLSearchParams();
  if (state.status) query.set("status", state.status);
  query.set("page", String(state.page ?? 1));
  query.set("pageSize", String(state.pageSize ?? DEFAULT_PAGE_SIZE));
  const text = query.toString();
  return queryOptions({
    queryKey: societyKeys.list(clubId, text),
    queryFn: ({ signal }): Promise<SocietyRequestList> =>
      api.get("/api/clubs/{clubId}/golf/society-requests", { path: { clubId }, query: text, signal }),
    placeholderData: keepPreviousData,
  });
}

export function quoteRequest(
  clubId: string,
  requestId: string,
  body: SocietyQuoteInput,
): Promise<SocietyRequest> {
  return api.post("/api/clubs/{clubId}/golf/society-requests/{requestId}/quote", {
    path: { clubId, requestId },
    body,
  });
}

export function declineRequest(
  clubId: string,
  requestId: string,
  body: SocietyDeclineInput,
): Promise<SocietyRequest> {
  return api.post("/api/clubs/{clubId}/golf/society-requests/{requestId}/decline", {
    path: { clubId, requestId },
    body,
  });
}

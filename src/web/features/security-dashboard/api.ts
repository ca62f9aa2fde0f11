import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { DEFAULT_PAGE_SIZE } from "../../../shared/paging.ts";
import type {
  SecurityActivity,
  SecurityEventList,
  SecuritySession,
  SecuritySummary,
} from "../../../shared/security.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The security dashboard's API (/api/clubs/{clubId}/security, issue 17). Types only from the shared module:
 * the answers are read without zod (decision 018).
 */

export const securityKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "security"] as const,
  summary: (clubId: string) => [...securityKeys.all(clubId), "summary"] as const,
  sessions: (clubId: string) => [...securityKeys.all(clubId), "sessions"] as const,
  events: (clubId: string, query: string) => [...securityKeys.all(clubId), "events", query] as const,
  activity: (clubId: string) => [...securityKeys.all(clubId), "activity"] as const,
};

/** The counts are read again every minute while the screen is open. */
const REFRESH_MS = 60_000;

export function summaryQuery(clubId: string) {
  return queryOptions({
    queryKey: securityKeys.summary(clubId),
    queryFn: ({ signal }): Promise<SecuritySummary> =>
      api.get("/api/clubs/{clubId}/security/summary", { path: { clubId }, signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function sessionsQuery(clubId: string) {
  return queryOptions({
    queryKey: securityKeys.sessions(clubId),
    queryFn: async ({ signal }): Promise<SecuritySession[]> =>
      (await api.get("/api/clubs/{clubId}/security/sessions", { path: { clubId }, signal })).sessions,
    refetchInterval: REFRESH_MS,
  });
}

export function eventsQuery(clubId: string, page: number | undefined, pageSize: number | undefined) {
  const query = new URLSearchParams({
    page: String(page ?? 1),
    pageSize: String(pageSize ?? DEFAULT_PAGE_SIZE),
  }).toString();
  return queryOptions({
    queryKey: securityKeys.events(clubId, query),
    queryFn: ({ signal }): Promise<SecurityEventList> =>
      api.get("/api/clubs/{clubId}/security/events", { path: { clubId }, query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function activityQuery(clubId: string) {
  return queryOptions({
    queryKey: securityKeys.activity(clubId),
    queryFn: ({ signal }): Promise<SecurityActivity> =>
      api.get("/api/clubs/{clubId}/security/activity", { path: { clubId }, signal }),
  });
}

export function prefetchSecurity(queryClient: QueryClient, clubId: string) {
  void queryClient.prefetchQuery(summaryQuery(clubId));
  void queryClient.prefetchQuery(sessionsQuery(clubId));
  void queryClient.prefetchQuery(eventsQuery(clubId, undefined, undefined));
  void queryClient.prefetchQuery(activityQuery(clubId));
}

export function revokeSession(clubId: string, sessionId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/security/sessions/{sessionId}", { path: { clubId, sessionId } });
}

export function dismissAlert(clubId: string, alertId: string): Promise<unknown> {
  return api.post("/api/clubs/{clubId}/security/alerts/{alertId}/dismiss", { path: { clubId, alertId } });
}

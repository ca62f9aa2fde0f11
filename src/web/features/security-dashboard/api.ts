import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { DEFAULT_PAGE_SIZE } from "../../../shared/paging.ts";
import type {
  SecurityActivity,
  SecurityEventList,
  SecuritySession,
  SecuritySummary,
} from "../../../shared/security.ts";
import { apiFetch } from "../../lib/api.ts";
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

const basePath = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}/security`;

/** The counts are read again every minute while the screen is open. */
const REFRESH_MS = 60_000;

export function summaryQuery(clubId: string) {
  return queryOptions({
    queryKey: securityKeys.summary(clubId),
    queryFn: ({ signal }) => apiFetch<SecuritySummary>(`${basePath(clubId)}/summary`, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function sessionsQuery(clubId: string) {
  return queryOptions({
    queryKey: securityKeys.sessions(clubId),
    queryFn: async ({ signal }) =>
      (await apiFetch<{ sessions: SecuritySession[] }>(`${basePath(clubId)}/sessions`, { signal })).sessions,
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
    queryFn: ({ signal }) => apiFetch<SecurityEventList>(`${basePath(clubId)}/events?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function activityQuery(clubId: string) {
  return queryOptions({
    queryKey: securityKeys.activity(clubId),
    queryFn: ({ signal }) => apiFetch<SecurityActivity>(`${basePath(clubId)}/activity`, { signal }),
  });
}

export function prefetchSecurity(queryClient: QueryClient, clubId: string) {
  void queryClient.prefetchQuery(summaryQuery(clubId));
  void queryClient.prefetchQuery(sessionsQuery(clubId));
  void queryClient.prefetchQuery(eventsQuery(clubId, undefined, undefined));
  void queryClient.prefetchQuery(activityQuery(clubId));
}

export function revokeSession(clubId: string, sessionId: string): Promise<void> {
  return apiFetch(
    `${basePath(clubId)}/sessions/${encodeURIComponent(sessionId)}`,
    { method: "DELETE" },
    null,
  );
}

export function dismissAlert(clubId: string, alertId: string): Promise<unknown> {
  return apiFetch(`${basePath(clubId)}/alerts/${encodeURIComponent(alertId)}/dismiss`, { method: "POST" });
}

import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Dashboard } from "../../../shared/dashboard.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The staff dashboard's API (GET /api/clubs/{clubId}/dashboard, issue 18). Types only from the shared module:
 * the answer is read without zod (decision 018).
 */

export const dashboardKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "dashboard"] as const,
};

/** The figures are read again every five minutes while the dashboard is open. */
const REFRESH_MS = 5 * 60_000;

export function dashboardQuery(clubId: string) {
  return queryOptions({
    queryKey: dashboardKeys.all(clubId),
    queryFn: ({ signal }): Promise<Dashboard> =>
      api.get("/api/clubs/{clubId}/dashboard", { path: { clubId }, signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function prefetchDashboard(queryClient: QueryClient, clubId: string) {
  void queryClient.prefetchQuery(dashboardQuery(clubId));
}

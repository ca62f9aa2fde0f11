import { queryOptions } from "@tanstack/react-query";
import type { ClubExportStatus, LatestClubExport } from "../../../shared/club-export.ts";
import { apiFetch } from "../../lib/api.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The full club export's requests (issue 18): start one, and the club's newest export, asked every second
 * while it runs.
 */

const exportsPath = (clubId: string) => `/api/clubs/${encodeURIComponent(clubId)}/exports`;

export const clubExportKeys = {
  latest: (clubId: string) => [...clubKeys.club(clubId), "exports", "latest"] as const,
};

export function startClubExport(clubId: string): Promise<ClubExportStatus> {
  return apiFetch<ClubExportStatus>(exportsPath(clubId), { method: "POST" });
}

const running = (status: ClubExportStatus["status"] | undefined) =>
  status === "pending" || status === "running";

export function latestClubExportQuery(clubId: string) {
  return queryOptions({
    queryKey: clubExportKeys.latest(clubId),
    queryFn: ({ signal }) => apiFetch<LatestClubExport>(`${exportsPath(clubId)}/latest`, { signal }),
    refetchInterval: (q) => (running(q.state.data?.export?.status) ? 1000 : false),
  });
}

import { queryOptions } from "@tanstack/react-query";
import type { ClubExportStatus, LatestClubExport } from "../../../shared/club-export.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/*
 * The full club export's requests (issue 18): start one, and the club's newest export, asked every second
 * while it runs.
 */

export const clubExportKeys = {
  latest: (clubId: string) => [...clubKeys.club(clubId), "exports", "latest"] as const,
};

export function startClubExport(clubId: string): Promise<ClubExportStatus> {
  return api.post("/api/clubs/{clubId}/exports", { path: { clubId } });
}

const running = (status: ClubExportStatus["status"] | undefined) =>
  status === "pending" || status === "running";

export function latestClubExportQuery(clubId: string) {
  return queryOptions({
    queryKey: clubExportKeys.latest(clubId),
    queryFn: ({ signal }): Promise<LatestClubExport> =>
      api.get("/api/clubs/{clubId}/exports/latest", { path: { clubId }, signal }),
    refetchInterval: (q) => (running(q.state.data?.export?.status) ? 1000 : false),
  });
}

import { queryOptions } from "@tanstack/react-query";
import type { GoLive, GoLiveResult, GoLiveStart } from "../../../shared/go-live.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";

/* The go-live screen's API (issue 32 §4, decision 061): the checklist and the first day, and going live. */

export const goLiveKeys = {
  screen: (clubId: string) => [...clubKeys.club(clubId), "go-live"] as const,
};

export function goLiveQuery(clubId: string) {
  return queryOptions({
    queryKey: goLiveKeys.screen(clubId),
    queryFn: ({ signal }): Promise<GoLive> =>
      api.get("/api/clubs/{clubId}/go-live", { path: { clubId }, signal }),
  });
}

export function goLive(clubId: string, start: GoLiveStart): Promise<GoLiveResult> {
  return api.post("/api/clubs/{clubId}/go-live", { path: { clubId }, body: { start } });
}

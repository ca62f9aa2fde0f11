import { queryOptions } from "@tanstack/react-query";
import type { ClubSettings } from "../../shared/clubs.ts";
import { api } from "./api-client.ts";
import { clubKeys } from "./club-keys.ts";

/** Where the club's settings are kept: the settings screen writes a saved document here. */
export const clubSettingsKey = (clubId: string) => [...clubKeys.club(clubId), "settings"] as const;

/**
 * Every settings section of the club (owners and admins may read them): the settings screen's request and
 * cache, which the other screens read a setting from with `select`.
 */
export function clubSettingsQuery(clubId: string) {
  return queryOptions({
    queryKey: clubSettingsKey(clubId),
    queryFn: ({ signal }): Promise<ClubSettings> =>
      api.get("/api/clubs/{clubId}/settings", { path: { clubId }, signal }),
  });
}

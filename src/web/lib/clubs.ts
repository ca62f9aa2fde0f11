import { queryOptions } from "@tanstack/react-query";
import type { ClubAccess, ClubSummary, MyClubs } from "../../shared/clubs.ts";
import { api } from "./api-client.ts";
import { clubKeys } from "./club-keys.ts";
import { MY_CLUBS_PATH } from "./first-requests.ts";

/** Spec section 9: the user's clubs are cached 5 minutes, the role in a club 2 minutes. */
export const CLUBS_STALE_MS = 5 * 60_000;
export const ACCESS_STALE_MS = 120_000;

export const myClubsQuery = queryOptions({
  queryKey: clubKeys.list,
  queryFn: async ({ signal }): Promise<MyClubs["clubs"]> => (await api.get(MY_CLUBS_PATH, { signal })).clubs,
  staleTime: CLUBS_STALE_MS,
});

export function clubAccessQuery(clubId: string) {
  return queryOptions({
    queryKey: clubKeys.access(clubId),
    queryFn: ({ signal }): Promise<ClubAccess> =>
      api.get("/api/clubs/{clubId}/access", { path: { clubId }, signal }),
    staleTime: ACCESS_STALE_MS,
  });
}

/** Spec section 1: the selected club is the one kept as selectedClubId, else the user's first club. */
export function pickClub(clubs: readonly ClubSummary[], selectedId: string | null): ClubSummary | null {
  return clubs.find((c) => c.id === selectedId) ?? clubs[0] ?? null;
}

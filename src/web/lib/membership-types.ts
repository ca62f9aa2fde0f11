import { queryOptions } from "@tanstack/react-query";
import type { MembershipTypeList } from "../../shared/membership-types.ts";
import { api } from "./api-client.ts";
import { clubKeys } from "./club-keys.ts";

/** The club's membership types (every role may read them): the members' forms and filters, the settings. */
export const membershipTypeKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "membership-types"] as const,
};

export function membershipTypesQuery(clubId: string) {
  return queryOptions({
    queryKey: membershipTypeKeys.all(clubId),
    queryFn: async ({ signal }): Promise<MembershipTypeList["membershipTypes"]> =>
      (await api.get("/api/clubs/{clubId}/membership-types", { path: { clubId }, signal })).membershipTypes,
  });
}

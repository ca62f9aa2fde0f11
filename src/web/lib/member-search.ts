import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { MemberList } from "../../shared/members.ts";
import { api } from "./api-client.ts";
import { clubKeys } from "./club-keys.ts";

/** A member found to choose: for an invoice, a message's audience, a template's preview. */
export interface FoundMember {
  id: string;
  name: string;
  email: string | null;
  membershipNumber: string | null;
  membershipTypeName: string;
}

/** Members found by name, e-mail or number (the members list's search), the first 25 by name. */
export function memberSearchQuery(clubId: string, q: string) {
  const query = { q, sort: "name", order: "asc", page: 1, pageSize: 25 } as const;
  return queryOptions({
    queryKey: [...clubKeys.club(clubId), "member-search", q] as const,
    queryFn: ({ signal }): Promise<MemberList> =>
      api.get("/api/clubs/{clubId}/members", { path: { clubId }, query, signal }),
    select: (data): FoundMember[] =>
      data.members.map((m) => ({
        id: m.id,
        name: m.displayName,
        email: m.email,
        membershipNumber: m.membershipNumber,
        membershipTypeName: m.membershipTypeName,
      })),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

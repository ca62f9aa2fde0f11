import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type {
  ApplicationResult,
  CreateMemberInput,
  Member,
  MemberList,
  MembershipChange,
} from "../../../shared/members.ts";
import { DEFAULT_PAGE_SIZE } from "../../../shared/paging.ts";
import { api } from "../../lib/api-client.ts";
import { clubKeys } from "../../lib/club-keys.ts";
import { clubSettingsQuery } from "../../lib/club-settings.ts";
import { type MembershipSearch, membershipQueryString } from "./search.ts";

/**
 * Query keys. The lists live under the member register's key ([club, id, "members"]), so that a change made
 * on the members screens refreshes these lists and a membership action here refreshes theirs.
 */
export const membershipKeys = {
  members: (clubId: string) => [...clubKeys.club(clubId), "members"] as const,
  list: (clubId: string, query: string) => [...membershipKeys.members(clubId), "memberships", query] as const,
  applications: (clubId: string, page: number, pageSize: number) =>
    [...membershipKeys.members(clubId), "applications", { page, pageSize }] as const,
};

/** One page of the club's memberships, searched, filtered and sorted by the server. */
export function membershipsQuery(clubId: string, search: MembershipSearch) {
  const query = membershipQueryString(search);
  return queryOptions({
    queryKey: membershipKeys.list(clubId, query),
    queryFn: ({ signal }): Promise<MemberList> =>
      api.get("/api/clubs/{clubId}/members", { path: { clubId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the applications waiting for a decision, oldest first. */
export function applicationsQuery(clubId: string, page = 1, pageSize: number = DEFAULT_PAGE_SIZE) {
  const query = { membershipStatus: "pending", sort: "createdAt", order: "asc", page, pageSize } as const;
  return queryOptions({
    queryKey: membershipKeys.applications(clubId, page, pageSize),
    queryFn: ({ signal }): Promise<MemberList> =>
      api.get("/api/clubs/{clubId}/members", { path: { clubId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the club approves applications automatically, from its settings (owners and admins may read them;
 * for the other roles the screen does without the note).
 */
export function autoApproveQuery(clubId: string, enabled: boolean) {
  return queryOptions({
    ...clubSettingsQuery(clubId),
    select: (settings): boolean => settings.membership.autoApproveApplications,
    enabled,
    meta: { handleErrors: false },
  });
}

export function changeMembership(
  clubId: string,
  memberId: string,
  change: MembershipChange,
): Promise<Member> {
  return api.post("/api/clubs/{clubId}/members/{memberId}/membership", {
    path: { clubId, memberId },
    body: change,
  });
}

/** Records an application; it waits as pending unless the club approves applications automatically. */
export function createApplication(clubId: string, input: CreateMemberInput): Promise<ApplicationResult> {
  return api.post("/api/clubs/{clubId}/applications", { path: { clubId }, body: input });
}

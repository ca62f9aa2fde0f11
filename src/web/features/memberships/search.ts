/*
 * The memberships screen's search parameters (?tab=&q=&membershipStatus=&sort=&page=…), kept free of zod:
 * the routes' search validators load with the first screen (decision 006). The values come from the shared
 * modules without zod (decision 018).
 */
import {
  type MemberSortField,
  type MembershipStatus,
  membershipStatuses,
  SEARCH_MAX,
} from "../../../shared/member-statuses.ts";
import { listQueryString, oneOf, pageParam, pageSizeParam, searchText } from "../../lib/search-params.ts";

export const membershipTabs = ["memberships", "applications"] as const;
export type MembershipTab = (typeof membershipTabs)[number];

/** The columns the memberships table sorts by. */
export const membershipSortValues = [
  "name",
  "membershipNumber",
  "membershipEndDate",
] as const satisfies readonly MemberSortField[];
export type MembershipSort = (typeof membershipSortValues)[number];

/** The memberships due first come first. */
export const DEFAULT_SORT: MembershipSort = "membershipEndDate";

/** Everything the screen keeps in the URL; absent means the default. */
export interface MembershipSearch {
  tab?: MembershipTab;
  q?: string;
  membershipType?: string;
  membershipStatus?: MembershipStatus;
  sort?: MembershipSort;
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
}

/** The route's validateSearch: what the URL says, a bad value dropped and a default left out. */
export function membershipSearchParams(search: Record<string, unknown>): MembershipSearch {
  const tab = oneOf(membershipTabs, search.tab);
  const sort = oneOf(membershipSortValues, search.sort);
  const order = oneOf(["asc", "desc"] as const, search.order);
  return {
    tab: tab === "memberships" ? undefined : tab,
    q: searchText(search.q, SEARCH_MAX),
    membershipType: searchText(search.membershipType, 50),
    membershipStatus: oneOf(membershipStatuses, search.membershipStatus),
    sort: sort === DEFAULT_SORT ? undefined : sort,
    order: order === "asc" ? undefined : order,
    page: pageParam(search.page),
    pageSize: pageSizeParam(search.pageSize),
  };
}

/** The list's query string for the API, the defaults spelled out so that one list has one cache key. */
export function membershipQueryString(search: MembershipSearch): string {
  const { q, membershipType, membershipStatus } = search;
  return listQueryString(
    { q, membershipType, membershipStatus },
    search.sort ?? DEFAULT_SORT,
    search.order ?? "asc",
    search,
  );
}

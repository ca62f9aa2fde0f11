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
import { DEFAULT_PAGE_SIZE } from "../../../shared/paging.ts";
import { oneOf, pageParam, pageSizeParam, searchText } from "../../lib/search-params.ts";

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
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.membershipType) params.set("membershipType", search.membershipType);
  if (search.membershipStatus) params.set("membershipStatus", search.membershipStatus);
  params.set("sort", search.sort ?? DEFAULT_SORT);
  params.set("order", search.order ?? "asc");
  params.set("page", String(search.page ?? 1));
  params.set("pageSize", String(search.pageSize ?? DEFAULT_PAGE_SIZE));
  return params.toString();
}

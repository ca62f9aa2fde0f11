/*
 * The members list's search parameters (?q=&membershipStatus=&sort=&page=…), kept free of zod: the routes'
 * search validators load with the first screen (decision 006). The values come from the shared modules
 * without zod (decision 018).
 */

import { isCalendarDate } from "../../../shared/calendar-date.ts";
import {
  type MemberSortField,
  type MemberStatus,
  type MembershipStatus,
  memberSortFields,
  memberStatuses,
  membershipStatuses,
  SEARCH_MAX,
} from "../../../shared/member-statuses.ts";
import { type Role, roles } from "../../../shared/permissions.ts";
import { listQueryString, oneOf, pageParam, pageSizeParam, searchText } from "../../lib/search-params.ts";

/** Everything the members list keeps in the URL; absent means the default (no filter, name A–Z, page 1, 25). */
export interface MemberSearch {
  q?: string;
  membershipType?: string;
  membershipStatus?: MembershipStatus;
  role?: Role;
  status?: MemberStatus;
  /** Membership end dates from and to (both included), YYYY-MM-DD: the dashboard's "ending soon" link. */
  endsFrom?: string;
  endsTo?: string;
  /** Custom field filters (decision 064): a JSON object of field ids and values, as the API's `cf`. */
  cf?: string;
  /** The custom fields shown as columns: their ids, comma-separated. */
  cols?: string;
  sort?: MemberSortField;
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
}

const dateParam = (value: unknown) =>
  typeof value === "string" && isCalendarDate(value) ? value : undefined;

/** The route's validateSearch: what the URL says, a bad value dropped and a default left out. */
export function memberSearchParams(search: Record<string, unknown>): MemberSearch {
  const sort = oneOf(memberSortFields, search.sort);
  const order = oneOf(["asc", "desc"] as const, search.order);
  // The screen has no fields for these (they come by link): a reversed range, which the API refuses, is dropped.
  let endsFrom = dateParam(search.endsFrom);
  let endsTo = dateParam(search.endsTo);
  if (endsFrom && endsTo && endsFrom > endsTo) endsFrom = endsTo = undefined;
  return {
    q: searchText(search.q, SEARCH_MAX),
    membershipType: searchText(search.membershipType, 50),
    membershipStatus: oneOf(membershipStatuses, search.membershipStatus),
    role: oneOf(roles, search.role),
    status: oneOf(memberStatuses, search.status),
    endsFrom,
    endsTo,
    cf: searchText(search.cf, 2000),
    cols: searchText(search.cols, 2000),
    sort: sort === "name" ? undefined : sort,
    order: order === "asc" ? undefined : order,
    page: pageParam(search.page),
    pageSize: pageSizeParam(search.pageSize),
  };
}

/** Whether any search or filter narrows the list (paging and sorting do not). */
export function isFiltered(search: MemberSearch): boolean {
  return Boolean(
    search.q ||
      search.membershipType ||
      search.membershipStatus ||
      search.role ||
      search.status ||
      search.endsFrom ||
      search.endsTo ||
      search.cf,
  );
}

/**
 * The query string the API reads for the list (and, without page and pageSize, for the export): the
 * defaults spelled out, so that one list has one cache key.
 */
export function memberQueryString(search: MemberSearch, paged: boolean): string {
  const { q, membershipType, membershipStatus, role, status, endsFrom, endsTo, cf } = search;
  const filters = { q, membershipType, membershipStatus, role, status, endsFrom, endsTo, cf };
  return listQueryString(filters, search.sort ?? "name", search.order ?? "asc", paged && search);
}

/** The list's search when it was last shown, for the member page's link back to the same list. */
let lastListSearch: MemberSearch = {};
export function rememberListSearch(search: MemberSearch): void {
  lastListSearch = search;
}
export function rememberedListSearch(): MemberSearch {
  return lastListSearch;
}

/** The custom field filters of the search, by field id (a `cf` that is no such JSON object: none). */
export function fieldFilters(search: MemberSearch): Record<string, string> {
  if (!search.cf) return {};
  try {
    const parsed: unknown = JSON.parse(search.cf);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === "string")) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

/** The search with one custom field's filter set (or removed, for undefined). */
export function withFieldFilter(
  search: MemberSearch,
  fieldId: string,
  value: string | undefined,
): string | undefined {
  const filters = { ...fieldFilters(search) };
  if (value === undefined) delete filters[fieldId];
  else filters[fieldId] = value;
  return Object.keys(filters).length > 0 ? JSON.stringify(filters) : undefined;
}

/** The custom fields shown as columns. */
export function fieldColumns(search: MemberSearch): string[] {
  return search.cols ? search.cols.split(",").filter(Boolean) : [];
}

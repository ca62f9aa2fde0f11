/*
 * The staff billing screen's search parameters (?q=&status=&kind=&from=&to=&memberId=&sort=&order=&page=
 * &pageSize=&invoice=), kept free of zod: the routes' search validators load with the first screen (decision
 * 006). The values come from the shared module without zod (billing.ts); the list's own names are checked
 * against the API's types (invoices.ts, types only).
 */
import { type DocumentKind, documentKinds, invoiceStatuses } from "../../../shared/billing.ts";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import type { InvoiceSortField } from "../../../shared/invoices.ts";
import { listQueryString, oneOf, pageParam, pageSizeParam, searchText } from "../../lib/search-params.ts";

/** The list's status filter: a status, or "outstanding" (open and overdue), as the API takes it. */
export const statusFilters = ["outstanding", ...invoiceStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const sortFields = [
  "issueDate",
  "dueDate",
  "number",
  "total",
  "member",
] as const satisfies readonly InvoiceSortField[];
export type SortField = (typeof sortFields)[number];

/** The API's longest search (invoices.ts SEARCH_MAX). */
const SEARCH_MAX = 100;

/**
 * Everything the staff screen keeps in the URL; absent means the default (everything, newest issue date
 * first, page 1, 25 a page, no invoice open).
 */
export interface BillingSearch {
  q?: string;
  status?: StatusFilter;
  kind?: DocumentKind;
  /** Issue dates from and to (both included), YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** One member's documents (a link from elsewhere, or the member chosen in the list). */
  memberId?: string;
  sort?: SortField;
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
  /** The document shown in the drawer: its id. */
  invoice?: string;
}

const dateParam = (value: unknown) =>
  typeof value === "string" && isCalendarDate(value) ? value : undefined;

/** The route's validateSearch: what the URL says, a bad value dropped and a default left out. */
export function billingSearchParams(search: Record<string, unknown>): BillingSearch {
  const sort = oneOf(sortFields, search.sort);
  const order = oneOf(["asc", "desc"] as const, search.order);
  return {
    q: searchText(search.q, SEARCH_MAX),
    status: oneOf(statusFilters, search.status),
    kind: oneOf(documentKinds, search.kind),
    from: dateParam(search.from),
    to: dateParam(search.to),
    memberId: searchText(search.memberId, 64),
    sort: sort === "issueDate" ? undefined : sort,
    order: order === "desc" ? undefined : order,
    page: pageParam(search.page),
    pageSize: pageSizeParam(search.pageSize),
    invoice: searchText(search.invoice, 64),
  };
}

/** Whether any search or filter narrows the list (paging, sorting and the open invoice do not). */
export function isFiltered(search: BillingSearch): boolean {
  return Boolean(search.q || search.status || search.kind || search.from || search.to || search.memberId);
}

/** A range whose end is before its start: the API refuses it, and the screen says so on the field. */
export function isRangeReversed(search: Pick<BillingSearch, "from" | "to">): boolean {
  return Boolean(search.from && search.to && search.from > search.to);
}

/**
 * The query string the API reads for the list (and, without page and pageSize, for the CSV export): the
 * defaults spelled out, so that one list has one cache key.
 */
export function invoiceQueryString(search: BillingSearch, paged: boolean): string {
  const { q, status, kind, from, to, memberId } = search;
  const filters = { q, status, kind, from, to, memberId };
  return listQueryString(filters, search.sort ?? "issueDate", search.order ?? "desc", paged && search);
}

/*
 * The audit log screen's search parameters, kept free of zod: the routes' search validators load with the
 * first screen (decision 006). Dates are the club's calendar days (YYYY-MM-DD); the API is asked for the
 * instants that begin and end them in the club's time zone.
 */
import { auditEventTypes } from "../../../shared/audit.ts";
import { auditActionsList, auditedTables, eventSorts, trailSorts } from "../../../shared/audit-log-values.ts";
import { isCalendarDate } from "../../../shared/calendar-date.ts";
import { wallClockAt } from "../../../shared/wall-clock.ts";
import { oneOf, pageParam, positiveInt, searchText } from "../../lib/search-params.ts";

export const auditTabs = ["trail", "events"] as const;
export type AuditTab = (typeof auditTabs)[number];
/** The audit log's page size by default (spec section 9); 25 and 100 may be chosen. */
export const AUDIT_PAGE_SIZE = 50;

export interface AuditLogsSearch {
  tab?: "events";
  from?: string;
  to?: string;
  user?: string;
  table?: (typeof auditedTables)[number];
  action?: string;
  eventType?: (typeof auditEventTypes)[number];
  q?: string;
  sort?: string;
  dir?: "asc";
  page?: number;
  pageSize?: number;
  /** The entry (or event) shown in the drawer. */
  entry?: number;
}

const day = (value: unknown) => (typeof value === "string" && isCalendarDate(value) ? value : undefined);

export function auditLogsSearchParams(search: Record<string, unknown>): AuditLogsSearch {
  const tab = search.tab === "events" ? "events" : undefined;
  const size = positiveInt(search.pageSize);
  return {
    tab,
    from: day(search.from),
    to: day(search.to),
    user: searchText(search.user, 100),
    table: tab ? undefined : oneOf(auditedTables, search.table),
    action: tab ? searchText(search.action, 100) : oneOf(auditActionsList, search.action),
    eventType: tab ? oneOf(auditEventTypes, search.eventType) : undefined,
    q: searchText(search.q, 100),
    sort: tab ? oneOf(eventSorts, search.sort) : oneOf(trailSorts, search.sort),
    dir: search.dir === "asc" ? "asc" : undefined,
    page: pageParam(search.page),
    pageSize: size === 25 || size === 100 ? size : undefined,
    entry: positiveInt(search.entry),
  };
}

/** The UTC instant at which `date` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfDayIn(date: string, timeZone: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const offsetAt = (at: number) => wallClockAt(at, timeZone) - at;
  let instant = guess - offsetAt(guess);
  instant = guess - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** The day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The API's filters of what the URL says: `to` is the end of its day, excluded. */
export function apiFilters(search: AuditLogsSearch, timeZone: string): Record<string, string> {
  const filters: Record<string, string> = {};
  if (search.from) filters.from = startOfDayIn(search.from, timeZone);
  if (search.to) filters.to = startOfDayIn(nextDay(search.to), timeZone);
  if (search.user) filters.user = search.user;
  if (search.q) filters.q = search.q;
  if (search.tab === "events") {
    if (search.eventType) filters.eventType = search.eventType;
    if (search.action) filters.action = search.action;
  } else {
    if (search.table) filters.table = search.table;
    if (search.action) filters.action = search.action;
  }
  if (search.sort) filters.sort = search.sort;
  filters.direction = search.dir ?? "desc";
  return filters;
}

/**
 * Readers of URL search values for the routes' validateSearch (no zod: decision 006). Each answers
 * undefined for a missing or bad value, so that the screen falls back to its default.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../../shared/paging.ts";

export function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** Text of at most `max` characters, trimmed; a number in the URL (?q=1234) counts as its digits. */
export function searchText(value: unknown, max: number): string | undefined {
  const s = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof s !== "string") return undefined;
  const trimmed = s.trim().slice(0, max);
  return trimmed === "" ? undefined : trimmed;
}

export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === "string" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 ? n : undefined;
}

/** A list's page size other than the default (25): one of 50 or 100. */
export function pageSizeParam(value: unknown): number | undefined {
  const n = positiveInt(value);
  return n !== undefined && n !== DEFAULT_PAGE_SIZE && (PAGE_SIZES as readonly number[]).includes(n)
    ? n
    : undefined;
}

/** A page other than the first. */
export function pageParam(value: unknown): number | undefined {
  const n = positiveInt(value);
  return n === 1 ? undefined : n;
}

/**
 * The query string the API reads for a list (and, without `paging`, for its export): the filters that are
 * set, in their order, then the sort and order and the page and its size with their defaults spelled out, so
 * that one list has one cache key.
 */
export function listQueryString(
  filters: Record<string, string | undefined>,
  sort: string,
  order: string,
  paging: { page?: number | undefined; pageSize?: number | undefined } | false,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  params.set("sort", sort);
  params.set("order", order);
  if (paging) {
    params.set("page", String(paging.page ?? 1));
    params.set("pageSize", String(paging.pageSize ?? DEFAULT_PAGE_SIZE));
  }
  return params.toString();
}

/**
 * What a screen (or a part of one) whose state lives in the address's search is given: the search, and how to
 * change it (`replace` for typing in a search box: no history entry per letter).
 */
export interface SearchProps<S> {
  search: S;
  onSearch: (next: S, replace?: boolean) => void;
}

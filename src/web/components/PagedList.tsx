import { Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useEffect, useRef } from "react";
import { DEFAULT_PAGE_SIZE } from "../../shared/paging.ts";
import { ListFooter, type PageState } from "./ListFooter.tsx";
import { NotLoaded } from "./QueryStates.tsx";

/**
 * A server-paged list under its filters: loading, failed (with a retry), empty, or its rows with their footer
 * (the range, the page size and the pages). The rows draw after the rest of the screen, also when their data
 * came first, in a transition that yields to the browser between components: the screen shows at once, and a
 * phone does not freeze while 25 rows are drawn (decision 018). While the next page loads, the last one shows
 * dimmed. A page emptied by a change (or by someone else) moves back to the last page that has rows.
 */
export function PagedList<D extends PageState>({
  query,
  count,
  texts,
  empty,
  onPage,
  onPageSize,
  children,
}: {
  query: UseQueryResult<D>;
  /** How many rows the page holds. */
  count: (data: D) => number;
  texts: {
    /** "Loading members...", "The members could not be loaded". */
    loading: string;
    loadFailed: string;
    /** What the list counts, in the plural for n. */
    noun: (n: number) => string;
  };
  /** What an empty list says (nothing yet, or nothing matches). */
  empty: ReactNode;
  /** Another page: undefined for the first; `replace` when the list moves back by itself. */
  onPage: (page: number | undefined, replace: boolean) => void;
  /** Another page size, undefined for the default, from the first page. */
  onPageSize: (pageSize: number | undefined) => void;
  /** The rows. */
  children: (data: D) => ReactNode;
}) {
  const data = useDeferredValue(query.data ?? null, null);
  const latest = useRef({ count, onPage });
  latest.current = { count, onPage };

  useEffect(() => {
    if (data && latest.current.count(data) === 0 && data.total > 0 && data.page > 1) {
      latest.current.onPage(Math.max(1, Math.ceil(data.total / data.pageSize)), true);
    }
  }, [data]);

  if (!data) return <NotLoaded query={query} texts={texts} />;
  if (data.total === 0) return empty;
  return (
    <Stack
      gap="md"
      style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}
      aria-busy={query.isPlaceholderData}
    >
      {children(data)}
      <ListFooter
        state={data}
        noun={texts.noun(data.total)}
        onPage={(page) => onPage(page === 1 ? undefined : page, false)}
        onPageSize={(size) => onPageSize(size === DEFAULT_PAGE_SIZE ? undefined : size)}
      />
    </Stack>
  );
}

/**
 * A screen's list paged in its address: another page keeps the rest of the search (`replace` when the list
 * moves back by itself); another page size goes back to the first page.
 */
export function searchPaging<S extends { page?: number; pageSize?: number }>(
  search: S,
  onSearch: (next: S, replace?: boolean) => void,
) {
  return {
    onPage: (page: number | undefined, replace: boolean) => onSearch({ ...search, page }, replace),
    onPageSize: (pageSize: number | undefined) => onSearch({ ...search, pageSize, page: undefined }),
  };
}

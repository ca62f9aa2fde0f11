import { useState } from "react";
import { DEFAULT_PAGE_SIZE } from "../../shared/paging.ts";

/**
 * A list's page and page size kept on the screen (not in the address), with the handlers `PagedList` takes
 * (as `searchPaging` gives them for a list paged in its address): the first page at the default size; a new
 * size starts again from the first page.
 */
export function useLocalPaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    page,
    pageSize,
    /** Another page: undefined for the first. */
    onPage: (next: number | undefined) => setPage(next ?? 1),
    /** Another page size, undefined for the default, from the first page. */
    onPageSize: (size: number | undefined) => {
      setPageSize(size ?? DEFAULT_PAGE_SIZE);
      setPage(1);
    },
  };
}

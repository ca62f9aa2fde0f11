import { useEffect, useState } from "react";
import { DEFAULT_PAGE_SIZE } from "../../shared/paging.ts";

/**
 * A list's page and page size kept on the screen (not in the address): the first page at the default size; a
 * new size starts again from the first page.
 */
export function useLocalPaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const onPageSize = (size: number) => {
    setPageSize(size);
    setPage(1);
  };
  return { page, setPage, pageSize, onPageSize };
}

/**
 * A page emptied (by a removal, a decision, or someone else) moves back to the last page that has rows:
 * `rows` on this page of `total`, both undefined while the page loads.
 */
export function useBackFromEmptiedPage(
  rows: number | undefined,
  total: number | undefined,
  page: number,
  pageSize: number,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (rows === 0 && total !== undefined && total > 0 && page > 1) {
      setPage(Math.max(1, Math.ceil(total / pageSize)));
    }
  }, [rows, total, page, pageSize, setPage]);
}

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ListFooter, type PageState } from "./ListFooter.tsx";
import { NotLoaded } from "./QueryStates.tsx";

/**
 * A list paged by its panel, drawn as its data comes: loading, failed (with a retry), empty, or its rows
 * (`children`) followed by their footer (the range, the page size and the pages).
 */
export function ListStates<D extends PageState>({
  query,
  texts,
  empty,
  onPage,
  onPageSize,
  children,
}: {
  query: UseQueryResult<D>;
  texts: { loading: string; loadFailed: string; noun: (n: number) => string };
  /** What an empty list says. */
  empty: ReactNode;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  children: (data: D) => ReactNode;
}) {
  const data = query.data;
  if (!data) return <NotLoaded query={query} texts={texts} />;
  if (data.total === 0) return empty;
  return (
    <>
      {children(data)}
      <ListFooter state={data} noun={texts.noun(data.total)} onPage={onPage} onPageSize={onPageSize} />
    </>
  );
}

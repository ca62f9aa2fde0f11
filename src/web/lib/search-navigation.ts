import { useCallback } from "react";

/**
 * A screen's `onSearch` on its route: the next search, read again by the route's `params` (so that defaults and
 * bad values stay out of the address), pushed as a new history entry or replacing the current one.
 */
export function useOnSearch<S extends object>(
  navigate: (options: { search: S; replace: boolean }) => Promise<void>,
  params: (search: Record<string, unknown>) => S,
) {
  return useCallback(
    (next: S, replace?: boolean) =>
      void navigate({ search: params({ ...next } as Record<string, unknown>), replace: replace ?? false }),
    [navigate, params],
  );
}

import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { handleApiError } from "./api-errors.ts";
import { QUERY_STALE_TIME_MS, shouldRetry } from "./retry.ts";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A query can opt out when its screen shows the error itself.
        if (query.meta?.handleErrors === false) return;
        handleApiError(error, "query");
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handleErrors === false) return;
        handleApiError(error, "mutation");
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

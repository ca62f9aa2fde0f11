import { queryOptions } from "@tanstack/react-query";

/**
 * OAuth providers and whether the development mailbox exists (GET /api/public-config).
 * The fetch helper and schema (with zod) load with the request, after the screen has rendered:
 * the sign-in form does not wait for them.
 */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ["public-config"],
  queryFn: async () => {
    const [{ apiFetch }, { publicConfigSchema }] = await Promise.all([
      import("../../lib/api.ts"),
      import("../../../shared/public-config.ts"),
    ]);
    return apiFetch("/api/public-config", undefined, publicConfigSchema);
  },
  staleTime: 5 * 60_000,
  // The sign-in screens work without it (no OAuth buttons): no error toast.
  meta: { handleErrors: false },
});

import { queryOptions } from "@tanstack/react-query";
import { inlinePublicConfig } from "./inline-config.ts";

const inline = inlinePublicConfig();

/**
 * OAuth providers and whether the development mailbox exists: as the server wrote them into the page, or,
 * where the page has none (the development server's), from GET /api/public-config, whose fetch helper and
 * schema (with zod) then load with the request.
 */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ["public-config"],
  queryFn: async () => {
    if (inline) return inline;
    const [{ apiFetch }, { publicConfigSchema }] = await Promise.all([
      import("../../lib/api.ts"),
      import("../../../shared/public-config.ts"),
    ]);
    return apiFetch("/api/public-config", undefined, publicConfigSchema);
  },
  initialData: inline ?? undefined,
  staleTime: inline ? Number.POSITIVE_INFINITY : 5 * 60_000,
  // The sign-in screens work without it (no OAuth buttons): no error toast.
  meta: { handleErrors: false },
});

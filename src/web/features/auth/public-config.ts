import { queryOptions } from "@tanstack/react-query";
import type { PublicConfig } from "../../../shared/public-config.ts";
import { inlinePublicConfig } from "./inline-config.ts";

const inline = inlinePublicConfig();

/**
 * OAuth providers and whether the development mailbox exists: as the server wrote them into the page, or,
 * where the page has none (the development server's), from GET /api/public-config, whose fetch helper then
 * loads with the request.
 */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ["public-config"],
  queryFn: async () => {
    if (inline) return inline;
    const { api } = await import("../../lib/api-client.ts");
    const config: PublicConfig = await api.get("/api/public-config");
    return config;
  },
  initialData: inline ?? undefined,
  staleTime: inline ? Number.POSITIVE_INFINITY : 5 * 60_000,
  // The sign-in screens work without it (no OAuth buttons): no error toast.
  meta: { handleErrors: false },
});

import { queryOptions } from "@tanstack/react-query";
import type { Me } from "../../shared/me.ts";
import { api } from "./api-client.ts";

/** The signed-in user's profile from our API, kept in memory by TanStack Query. */
export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: ({ signal }): Promise<Me> => api.get("/api/me", { signal }),
});

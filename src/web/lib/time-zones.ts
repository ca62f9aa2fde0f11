import { queryOptions } from "@tanstack/react-query";
import type { TimeZoneList } from "../../shared/time-zones.ts";
import { api } from "./api-client.ts";

/**
 * The time zones the server accepts for a club (its runtime's list): what the profile's picker and the new
 * club's form offer.
 */
export function timeZonesQuery() {
  return queryOptions({
    queryKey: ["time-zones"],
    queryFn: ({ signal }): Promise<TimeZoneList> => api.get("/api/time-zones", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The time zones to offer: the server's list (GET /api/time-zones: exactly the zones it accepts, not the
 * browser's, whose names may differ), with `current` kept should the list not have it; only `current` while
 * the list loads.
 */
export function timeZoneOptions(current: string, listed: readonly string[] | undefined): string[] {
  const zones = listed ?? [];
  return current && !zones.includes(current) ? [current, ...zones] : [...zones];
}

/** The browser's own time zone (the new club's suggestion), or undefined where it cannot say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

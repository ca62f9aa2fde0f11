import { ApiError } from "./api-error.ts";

/** Spec section 9: queries retry up to 3 times, never on 401 or 403; stale time 10 s; no refetch on focus. */
export const QUERY_MAX_RETRIES = 3;
export const QUERY_STALE_TIME_MS = 10_000;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (error instanceof ApiError) {
    // A client error (401, 403 and every other 4xx) will not change by asking again; nor will 204 or 304.
    if (error.status >= 400 && error.status < 500) return false;
    if (error.status === 204 || error.status === 304) return false;
  }
  return true;
}

/*
 * Readers for search parameters. Each takes what the router parsed from the URL (numbers and booleans
 * arrive as such) and returns the value or undefined; a bad value is dropped, never an error.
 *
 * These are plain functions rather than zod schemas on purpose: every route's validator is part of the
 * first download, and zod's core alone would cost about 15 kB gzip there (the budget for /sign-in is 150).
 */

/** `?flag=1`. */
export function flagParam(value: unknown): 1 | undefined {
  return value === 1 || value === "1" || value === true ? 1 : undefined;
}

/** A path to return to after signing in; checked again (same site only) before it is followed. */
export function redirectParam(value: unknown): string | undefined {
  return typeof value === "string" && value.startsWith("/") ? value : undefined;
}

/** Opaque tokens and error codes (the router may have read digits as a number). */
export function textParam(value: unknown): string | undefined {
  if (typeof value === "string") return value || undefined;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

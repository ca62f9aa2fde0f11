/*
 * Whether a text is a calendar date, in a module of its own: the routes' search validators load with the first
 * screen, and a module that chunks share is downloaded whole with the first of them (src/shared/dates.ts cost
 * the sign-in screen 0.3 KB of gzip when the golf screen's validator imported this function from there).
 */

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/*
 * The dates a request may name (decision 039): a calendar date from DATE_MIN to DATE_MAX, both included, and an
 * instant from DATE_MIN's midnight in UTC to the end of DATE_MAX in UTC. PostgreSQL has no year 0 (year 0000
 * answered 500), JavaScript's Date.UTC reads the years 0 to 99 as 1900 to 1999 (a membership from 0001-01-01
 * ended in 1901), and no date of a club's life (a birth, a membership, a tee time, an invoice) lies outside.
 * Plain values, without zod, for the screens (decision 018); the schemas are in date-schema.ts.
 */
export const DATE_MIN = "1800-01-01";
export const DATE_MAX = "2199-12-31";

/** Whether a calendar date (YYYY-MM-DD) lies within DATE_MIN to DATE_MAX. */
export function isDateInRange(value: string): boolean {
  return value >= DATE_MIN && value <= DATE_MAX;
}

// Literals, not computed when the module loads (the first screen's search validators import this module):
// DATE_MIN's midnight in UTC, and the midnight after DATE_MAX (src/shared/bounded-input.test.ts checks them).
export const INSTANT_MIN = -5_364_662_400_000;
export const INSTANT_END = 7_258_118_400_000;

/** Whether an ISO 8601 date and time lies within DATE_MIN to DATE_MAX (in UTC). */
export function isInstantInRange(value: string): boolean {
  const at = Date.parse(value);
  return at >= INSTANT_MIN && at < INSTANT_END;
}

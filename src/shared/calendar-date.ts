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

/*
 * A Handicap Index, a course rating or a differential as the API speaks it (a number with one decimal; a plus
 * index is negative) and as the database keeps it (integers in tenths), and an index as golfers write it.
 * Without zod: lists, the start sheet and the member's home show indexes (decision 075).
 */

/** Tenths (the database's integers) to the API's number with one decimal. */
export function fromTenths(tenths: number): number {
  return Math.round(tenths) / 10;
}
export function fromTenthsOrNull(tenths: number | null | undefined): number | null {
  return tenths === null || tenths === undefined ? null : fromTenths(tenths);
}
/** The API's number with one decimal to tenths. */
export function toTenths(value: number): number {
  return Math.round(value * 10);
}

/** An index as a golfer reads it: "12.4", a plus index "+2.1" (stored as -2.1), "0.0". */
export function formatHandicapIndex(index: number | null | undefined, none = "—"): string {
  if (index === null || index === undefined) return none;
  const tenths = toTenths(index);
  const text = (Math.abs(tenths) / 10).toFixed(1);
  return tenths < 0 ? `+${text}` : text;
}

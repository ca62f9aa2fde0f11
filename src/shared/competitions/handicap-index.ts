/*
 * A Handicap Index as the API speaks it (a number with one decimal; a plus index is negative) and as golfers
 * write it ("+2.1"), and the database's tenths. Without zod: the lists and the start sheet show indexes.
 */

/** Tenths (the database's) from an index with one decimal, and back. */
export function indexToX10(index: number): number {
  return Math.round(index * 10);
}
export function indexFromX10(x10: number): number {
  return x10 / 10;
}

/** An index as golfers write it: 12.4, and a plus index "+2.1". */
export function formatIndex(index: number | null): string {
  if (index === null) return "–";
  const abs = Math.abs(index).toFixed(1);
  return index < 0 ? `+${abs}` : abs;
}

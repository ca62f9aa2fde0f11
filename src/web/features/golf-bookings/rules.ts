/*
 * The club's rules as the screens preview them (the server decides: these only choose what to offer).
 */

const HOUR_MS = 3_600_000;

/** Whether the cancellation cut-off of a tee time starting at `startsAt` (ISO) has passed; false if unknown. */
export function afterCutoff(startsAt: string, cutoffHours: number | undefined, now = Date.now()): boolean {
  if (cutoffHours === undefined) return false;
  const starts = new Date(startsAt).getTime();
  return Number.isFinite(starts) && now > starts - cutoffHours * HOUR_MS;
}

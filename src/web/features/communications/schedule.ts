import { wallClockAt } from "../../../shared/wall-clock.ts";

/*
 * A scheduled message's time: chosen as a date and a clock time in the club's time zone, sent to the API as
 * the moment it is (ISO 8601, UTC).
 */

/** How far `timeZone` is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClockAt(instant, timeZone) - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The moment at which the clocks of `timeZone` show `date` (YYYY-MM-DD) and `time` (HH:MM), as ISO 8601 in UTC;
 * null when either is not given or not valid. A time that does not exist (skipped when the clocks go forward)
 * is read with the offset before the change, as the clocks would show it an hour later.
 */
export function zonedMoment(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(wall)) return null;
  try {
    // Twice: the offset at the first guess may differ from the one at the moment found (a change between).
    let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
    instant = wall - offsetMinutes(instant, timeZone) * 60_000;
    return new Date(instant).toISOString();
  } catch {
    return null;
  }
}

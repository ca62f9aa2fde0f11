import { clubTimeZone } from "../../../shared/time-zones.ts";
import { wallClock } from "../../../shared/wall-clock.ts";

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in minutes. */
function offsetMinutes(zone: string, instant: Date): number {
  const p = wallClock(zone, instant);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * The instant at which the club's wall clock shows `date` `time` ('YYYY-MM-DD', 'HH:MM') in `timeZone` (a
 * stored zone; UTC for one this runtime does not know). A wall time that a clock change skips or repeats (02:30
 * on those nights) is taken as one of the instants next to it; tee sheets do not run at that hour.
 */
export function clubInstant(date: string, time: string, timeZone: string): Date {
  // A tee sheet asks for the same few hundred instants again and again: answered from memory.
  const key = `${timeZone}|${date}|${time}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  if (instants.size >= INSTANTS_KEPT) instants.clear();
  const instant = computeInstant(date, time, timeZone);
  instants.set(key, instant.getTime());
  return instant;
}

const INSTANTS_KEPT = 50_000;
const instants = new Map<string, number>();

function computeInstant(date: string, time: string, timeZone: string): Date {
  const zone = clubTimeZone(timeZone);
  const [y = 1970, mo = 1, d = 1] = date.split("-").map(Number);
  const [h = 0, mi = 0] = time.split(":").map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset on either side of a change.
  const first = wall - offsetMinutes(zone, new Date(wall)) * 60_000;
  const second = wall - offsetMinutes(zone, new Date(first)) * 60_000;
  return new Date(
    offsetMinutes(zone, new Date(second)) === offsetMinutes(zone, new Date(first)) ? second : first,
  );
}

/**
 * The wall clock of a time zone, read once for the server and the browser alike (issue 31 §5): what the clocks
 * of an IANA zone show at an instant, from `Intl.DateTimeFormat`, whose formats are kept per zone.
 */

/** A wall clock's reading: year, month, day, hour (00 to 23), minute and second, as the digits it shows. */
export type WallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** What the wall clock of `zone` (an IANA zone this runtime knows; another throws a RangeError) shows at `instant`. */
export function wallClock(zone: string, instant: Date): WallClock {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormats.set(zone, format);
  }
  return Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, part.value]),
  ) as WallClock;
}

/**
 * What the clocks of `timeZone` show at `instant` (milliseconds since 1970), as the milliseconds of that date
 * and time read as UTC, to the second: its difference from `instant` is the zone's offset then. An unknown
 * time zone throws (a RangeError).
 */
export function wallClockAt(instant: number, timeZone: string): number {
  const c = wallClock(timeZone, new Date(instant));
  return Date.UTC(
    Number(c.year),
    Number(c.month) - 1,
    Number(c.day),
    Number(c.hour),
    Number(c.minute),
    Number(c.second),
  );
}

/**
 * What the clocks of `timeZone` show at `instant` (milliseconds since 1970), as the milliseconds of that date
 * and time read as UTC, to the second: its difference from `instant` is the zone's offset then. An unknown
 * time zone throws (a RangeError).
 */
export function wallClockAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
}

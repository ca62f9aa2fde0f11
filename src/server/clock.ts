/** The time as the server's rules see it (invitation expiry). Browser tests may move it: see test-hooks.ts. */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock `offsetMs` ahead of the real time (0 puts it back). */
  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }
}

/** A wall clock's reading: year, month, day, hour (00 to 23), minute and second, as the digits it shows. */
export type WallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** What the wall clock of `zone` (an IANA zone this runtime knows) shows at `instant`. */
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

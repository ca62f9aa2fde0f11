/** One formatter per zone: making an Intl.DateTimeFormat costs far more than using it. */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      });
    } catch {
      format = null; // a zone this runtime does not know: UTC's date
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) that it is at `now` in `timeZone` (a club's "today"). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormat(timeZone)?.format(now) ?? now.toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) moved by `days` (may be negative). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(time: string): number {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
}

/** 'HH:MM' of minutes since midnight. */
export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

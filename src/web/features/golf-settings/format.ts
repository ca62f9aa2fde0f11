/*
 * How the golf settings read and write lengths of rounds and numbers. Days, clock times and money are the
 * shared ones: lib/weekdays.ts, shared/formats.ts clockTime, lib/money.ts.
 */

/** Minutes as hours and minutes: 270 → "4:30". */
export function hoursAndMinutes(minutes: number): string {
  if (!Number.isFinite(minutes)) return "";
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "4:30" → 270; NaN for anything that is not hours and minutes. */
export function minutesOfDuration(text: string): number {
  const match = /^\s*(\d{1,2})\s*[:.h]\s*([0-5]\d)\s*$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A NumberInput's value as a number; an empty field is NaN, which the schema refuses with its message. */
export function numberOf(value: string | number): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value);
}

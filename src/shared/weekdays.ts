/*
 * The days of the week, without zod: the screens' shared chunk imports them (src/web/lib/weekdays.ts), and
 * src/shared/clubs.ts, with its schemas, brought zod into every signed-in screen's first load that way
 * (issue 30: 25 KB of brotli). The club's schemas import them from here.
 */

export const weekdays = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof weekdays)[number];

import { z } from "zod";
import { dateFormats, timeFormats } from "./formats.ts";
import { locales } from "./i18n/locales.ts";
import { firstWeekdays } from "./regional-defaults.ts";

/**
 * What every public page of a club (joining online, visitors' bookings, societies' requests) shows of it: its
 * name and branding, and the language, formats and zone its page is written in.
 */
export const publicClubSchema = z.object({
  clubId: z.string(),
  clubName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  language: z.enum(locales),
  dateFormat: z.enum(dateFormats),
  timeFormat: z.enum(timeFormats),
  firstDayOfWeek: z.union(firstWeekdays.map((day) => z.literal(day))),
  timezone: z.string(),
});

import { z } from "zod";
import { DATE_MAX, DATE_MIN, isCalendarDate, isDateInRange, isInstantInRange } from "./calendar-date.ts";
import { message } from "./i18n/zod.ts";
import { trimWhitespace } from "./text.ts";

/*
 * The one schema of a calendar date and the one of a date and time, for every request body and query string
 * (decision 039). A module of its own: the sign-in screen imports none of it (decision 018), and the screens
 * read the range from calendar-date.ts, which has no zod.
 */

/** A check's message, as `message`, `golfMessage` or `billingMessage` make it. */
type Message = { error: () => string | undefined };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The refusal of a date outside the range, in the reader's language. */
const outOfRange = message((m) => m.dateRange(DATE_MIN, DATE_MAX));

/**
 * A calendar date of a request: YYYY-MM-DD (surrounding spaces dropped), a day that exists (no 2026-02-30),
 * from DATE_MIN to DATE_MAX. `format` is the field's message for anything that is not such a date; `notText`
 * for a value that is not even text (`format` unless given).
 */
export function calendarDateSchema(format: Message, notText: Message = format) {
  return z
    .string(notText)
    .overwrite(trimWhitespace)
    .regex(ISO_DATE, { ...format, abort: true })
    .refine(isCalendarDate, { ...format, abort: true })
    .refine(isDateInRange, outOfRange);
}

/**
 * A date and time of a request: ISO 8601 with its offset (2026-05-01T08:00:00+02:00 or …Z), within DATE_MIN to
 * DATE_MAX. `format` is the field's message for anything that is not one.
 */
export function instantSchema(format: Message) {
  return z.iso.datetime({ offset: true, ...format, abort: true }).refine(isInstantInRange, outOfRange);
}

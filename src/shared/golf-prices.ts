import { z } from "zod";
import { weekdayOf } from "./golf.ts";
import { golfMessage } from "./i18n/zod.ts";
import { MONEY_MAX } from "./money.ts";
import { lineText } from "./text.ts";
import { weekdays } from "./weekdays.ts";

/*
 * Green fee price classes (issue 36 item 4, decision 083): what a round costs a player who is not a member —
 * a member's guest, a visitor — by course, weekday and time of day. The club names its own ("Visitor",
 * "Twilight after 16:00", "Weekend", "Junior", "Society rate per player"); each has a kind that says whom it
 * prices. A guest's green fee at booking is the class that applies; without one, the golf settings' guests'
 * green fee.
 */

export const priceClassKinds = ["visitor", "twilight", "weekend", "junior", "society"] as const;
export type PriceClassKind = (typeof priceClassKinds)[number];

/** Who is priced: a member's guest, a visitor booking online, a junior visitor, a player of a society. */
export const priceCategories = ["guest", "visitor", "junior", "society"] as const;
export type PriceCategory = (typeof priceCategories)[number];

export const PRICE_CLASS_NAME_MAX = 60;
export const PRICE_CLASSES_MAX = 50;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = (field: "fromTime" | "untilTime") =>
  z
    .string()
    .regex(
      TIME,
      golfMessage((m) => m.prices[field]),
    )
    .nullable();

export const priceClassInputSchema = z
  .object({
    name: lineText(
      "priceClassName",
      golfMessage((m) => m.prices.name),
    )
      .min(
        1,
        golfMessage((m) => m.prices.name),
      )
      .max(
        PRICE_CLASS_NAME_MAX,
        golfMessage((m) => m.nameTooLong(PRICE_CLASS_NAME_MAX)),
      ),
    kind: z.enum(
      priceClassKinds,
      golfMessage((m) => m.prices.kind),
    ),
    /** One course, or null for every course. */
    courseId: z.uuid(golfMessage((m) => m.prices.course)).nullable(),
    weekdays: z
      .array(
        z.enum(
          weekdays,
          golfMessage((m) => m.prices.weekdays),
        ),
        golfMessage((m) => m.prices.weekdays),
      )
      .min(
        1,
        golfMessage((m) => m.prices.weekdays),
      )
      .max(7)
      .transform((days) => weekdays.filter((d) => days.includes(d))),
    /** From this local time of day (inclusive); null from the first tee time. */
    fromTime: clock("fromTime"),
    /** Until this local time of day (exclusive); null to the last tee time. */
    untilTime: clock("untilTime"),
    /** Per player, in the club currency's minor units. */
    priceMinor: z
      .number(golfMessage((m) => m.prices.price))
      .int(golfMessage((m) => m.prices.price))
      .min(
        0,
        golfMessage((m) => m.prices.price),
      )
      .max(
        MONEY_MAX,
        golfMessage((m) => m.prices.price),
      ),
    active: z.boolean().default(true),
  })
  .refine((c) => !c.fromTime || !c.untilTime || c.fromTime < c.untilTime, {
    ...golfMessage((m) => m.prices.untilAfterFrom),
    path: ["untilTime"],
  });
export type PriceClassInput = z.input<typeof priceClassInputSchema>;

export const priceClassSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(priceClassKinds),
  courseId: z.uuid().nullable(),
  weekdays: z.array(z.enum(weekdays)),
  fromTime: z.string().nullable(),
  untilTime: z.string().nullable(),
  priceMinor: z.number().int(),
  active: z.boolean(),
  position: z.number().int(),
});
export type PriceClass = z.infer<typeof priceClassSchema>;
export const priceClassListSchema = z.object({
  priceClasses: z.array(priceClassSchema),
  currency: z.string(),
});

/** The kinds that price each category, the most fitting first: a junior without a junior class pays a visitor's. */
const kindsFor: Record<PriceCategory, readonly PriceClassKind[][]> = {
  guest: [["visitor", "twilight", "weekend"]],
  visitor: [["visitor", "twilight", "weekend"]],
  junior: [["junior"], ["visitor", "twilight", "weekend"]],
  society: [["society"], ["visitor", "twilight", "weekend"]],
};

type Priced = Pick<
  PriceClass,
  "kind" | "courseId" | "weekdays" | "fromTime" | "untilTime" | "active" | "position"
>;

/**
 * The class that prices a round: active, of the course (or every course), the weekday, and the time within
 * [from, until). Of several, the most specific (decision 083): the one starting latest in the day (a twilight
 * rate from 16:00 over the day's), then the one of fewest weekdays (the weekend's over every day's), then the
 * one of the course over every course's, then the first in the club's order. Null when none applies.
 */
export function priceClassFor<T extends Priced>(
  classes: readonly T[],
  round: { courseId: string; date: string; time: string; category: PriceCategory },
): T | null {
  const weekday = weekdayOf(round.date);
  const time = round.time;
  for (const kinds of kindsFor[round.category]) {
    const fitting = classes.filter(
      (c) =>
        c.active &&
        kinds.includes(c.kind) &&
        (c.courseId === null || c.courseId === round.courseId) &&
        c.weekdays.includes(weekday) &&
        (!c.fromTime || c.fromTime <= time) &&
        (!c.untilTime || time < c.untilTime),
    );
    if (fitting.length === 0) continue;
    return (
      [...fitting].sort(
        (a, b) =>
          (b.fromTime ?? "00:00").localeCompare(a.fromTime ?? "00:00") ||
          a.weekdays.length - b.weekdays.length ||
          Number(a.courseId === null) - Number(b.courseId === null) ||
          a.position - b.position,
      )[0] ?? null
    );
  }
  return null;
}

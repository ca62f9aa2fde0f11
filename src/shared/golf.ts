import { z } from "zod";
import { calendarDateSchema } from "./date-schema.ts";
import { minutesOf, timeOf } from "./dates.ts";
import type { SharedNamespaces } from "./i18n/namespaces.ts";
import { golfMessage, message } from "./i18n/zod.ts";
import { MONEY_MAX } from "./money.ts";
import { lineText, text, trimWhitespace } from "./text.ts";
import { weekdays } from "./weekdays.ts";

/*
 * Golf (issue 14, product decisions section 4, decision 023): courses and their tee sheet rules per weekday,
 * the club's booking rules, blocks, bookings with their players, the ballot and the waiting list. Times of
 * day are the club's local times ('HH:MM', 24-hour); dates are the club's calendar dates ('YYYY-MM-DD');
 * money is in integer minor units of the club's currency.
 */

export const courseHoles = [9, 18] as const;
export const releaseModes = ["first_come", "ballot"] as const;
export type ReleaseMode = (typeof releaseModes)[number];
export const blockReasons = ["maintenance", "competition", "shotgun", "other"] as const;
export type BlockReason = (typeof blockReasons)[number];
/** A booking's and a player's status (product decisions section 4). */
export const bookingStatuses = ["booked", "checked_in", "cancelled", "no_show"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** What happens when a place frees up for the first waiting group: booked at once, or offered for 30 minutes. */
export const waitlistModes = ["book", "offer"] as const;
export type WaitlistMode = (typeof waitlistModes)[number];
export const waitlistStatuses = ["waiting", "offered", "booked", "expired", "withdrawn"] as const;
export const ballotStatuses = ["open", "drawn"] as const;
export const ballotEntryStatuses = ["pending", "placed", "waitlisted", "withdrawn"] as const;
export const bookingSources = ["member", "staff", "ballot", "waitlist", "competition", "visitor"] as const;

export const MAX_PLAYERS = 4;
export const WAITLIST_OFFER_MINUTES = 30;
export const BALLOT_PRIORITY_DAYS = 30;
export const NO_SHOW_PERIOD_DAYS = 90;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A local time of day, 'HH:MM'. */
export const timeOfDay = z.string().regex(
  TIME_PATTERN,
  message((m) => m.clubs.time),
);
/** A calendar date, 'YYYY-MM-DD', that exists and lies within the supported range (decision 039). */
export const calendarDate = calendarDateSchema(golfMessage((m) => m.date));

type GolfNumberField = keyof SharedNamespaces["golfValidation"]["fields"];

/** A whole number between `min` and `max`, with one message naming the field and its limits. */
function whole(field: GolfNumberField, min: number, max: number) {
  const text = golfMessage((m) => m.between(m.fields[field], min, max));
  return z.number(text).int(text).min(min, text).max(max, text);
}

// ---------------------------------------------------------------------------------------------------------
// Settings

export const golfSettingsSchema = z.object({
  /** Days ahead members may book; a membership type's own window overrides it. */
  bookingWindowDays: whole("bookingWindowDays", 0, 365),
  /** The time of day, in the club's zone, at which a new day opens for booking. */
  windowOpensAt: timeOfDay,
  /** Guests a booking may bring. */
  guestAllowance: whole("guestAllowance", 0, 3),
  /** Hours before the tee time after which members can no longer cancel. */
  cancellationCutoffHours: whole("cancellationCutoffHours", 0, 336),
  memberGreenFeeMinor: whole("memberGreenFee", 0, MONEY_MAX),
  guestGreenFeeMinor: whole("guestGreenFee", 0, MONEY_MAX),
  /** Whether members see each other's names on the sheet (else 'Member'). */
  showMemberNames: z.boolean(),
  /** The no-show rule: after `noShowLimit` no-shows in 90 days a member cannot book for `noShowSuspensionDays`. */
  noShowRuleEnabled: z.boolean(),
  noShowLimit: whole("noShowLimit", 1, 20),
  noShowSuspensionDays: whole("noShowSuspensionDays", 1, 365),
  waitlistMode: z.enum(
    waitlistModes,
    golfMessage((m) => m.waitlistMode),
  ),
  /** The tax rates of members' and guests' green fees (decision 080): one of the club's rates; null, its default. */
  memberGreenFeeTaxRateId: z
    .uuid(golfMessage((m) => m.taxRate))
    .nullable()
    .default(null),
  guestGreenFeeTaxRateId: z
    .uuid(golfMessage((m) => m.taxRate))
    .nullable()
    .default(null),
});
export type GolfSettings = z.infer<typeof golfSettingsSchema>;

export const GOLF_SETTINGS_DEFAULTS: GolfSettings = {
  bookingWindowDays: 7,
  windowOpensAt: "07:00",
  guestAllowance: 3,
  cancellationCutoffHours: 24,
  memberGreenFeeMinor: 0,
  guestGreenFeeMinor: 0,
  showMemberNames: true,
  noShowRuleEnabled: false,
  noShowLimit: 3,
  noShowSuspensionDays: 14,
  waitlistMode: "book",
  memberGreenFeeTaxRateId: null,
  guestGreenFeeTaxRateId: null,
};

/** The settings as the API answers them: the rules and the club's currency (for the fees). */
export const golfSettingsViewSchema = golfSettingsSchema.extend({
  currency: z.string(),
  memberGreenFeeTaxRateId: z.string().nullable(),
  guestGreenFeeTaxRateId: z.string().nullable(),
});
export type GolfSettingsView = z.infer<typeof golfSettingsViewSchema>;

// ---------------------------------------------------------------------------------------------------------
// Courses

/** One weekday of a course's tee sheet. */
export const courseDaySchema = z
  .object({
    weekday: z.enum(weekdays),
    /** False: no tee times that day. */
    open: z.boolean(),
    firstTee: timeOfDay,
    lastTee: timeOfDay,
    intervalMinutes: whole("intervalMinutes", 5, 30),
    playersPerTime: whole("playersPerTime", 1, MAX_PLAYERS),
    roundMinutes: whole("roundMinutes", 30, 720),
    release: z.enum(
      releaseModes,
      golfMessage((m) => m.release),
    ),
    /** Ballot: the draw closes this many days before the day … */
    ballotCloseDaysBefore: whole("ballotCloseDaysBefore", 1, 30),
    /** … at this time of day (club's zone). */
    ballotCloseTime: timeOfDay,
  })
  .refine((d) => d.firstTee <= d.lastTee, {
    ...golfMessage((m) => m.lastBeforeFirst),
    path: ["lastTee"],
  });
export type CourseDay = z.infer<typeof courseDaySchema>;

export const courseInputSchema = z.object({
  name: lineText(
    "courseName",
    golfMessage((m) => m.courseName),
  )
    .min(
      1,
      golfMessage((m) => m.courseName),
    )
    .max(
      100,
      golfMessage((m) => m.nameTooLong(100)),
    ),
  holes: z.union(
    courseHoles.map((h) => z.literal(h)) as [z.ZodLiteral<9>, z.ZodLiteral<18>],
    golfMessage((m) => m.holes),
  ),
  active: z.boolean(),
  /** Seven entries, Monday to Sunday. */
  days: z
    .array(courseDaySchema)
    .length(
      7,
      golfMessage((m) => m.sevenDays),
    )
    .refine(
      (days) => days.every((d, i) => d.weekday === weekdays[i]),
      golfMessage((m) => m.sevenDays),
    ),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

export const courseSchema = courseInputSchema.extend({
  id: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.object({ courses: z.array(courseSchema) });

export const courseOrderSchema = z.object({ courseIds: z.array(text()).min(1).max(100) });

/** A new course's seven days suggested from the club's opening hours (GET /courses/suggested-days). */
export const suggestedDaysSchema = z.object({ days: z.array(courseDaySchema) });

/** Default round length: 4 h 30 for 18 holes, 2 h 15 for 9. */
export function defaultRoundMinutes(holes: 9 | 18): number {
  return holes === 18 ? 270 : 135;
}

/**
 * A course's seven days suggested from the club's opening hours: tee times from opening to 4 h 30 (or 2 h 15)
 * before closing, closed days closed; first come, ballot closing two days before at 18:00.
 */
export function suggestedCourseDays(
  holes: 9 | 18,
  hours: Record<string, { isOpen: boolean; openTime?: string | undefined; closeTime?: string | undefined }>,
): CourseDay[] {
  const round = defaultRoundMinutes(holes);
  return weekdays.map((weekday) => {
    const h = hours[weekday];
    const open = Boolean(h?.isOpen && h.openTime && h.closeTime);
    const first = open && h?.openTime ? h.openTime : "07:00";
    const closeMinutes = open && h?.closeTime ? minutesOf(h.closeTime) : minutesOf("19:00");
    const lastMinutes = Math.max(minutesOf(first), Math.floor((closeMinutes - round) / 10) * 10);
    return {
      weekday,
      open,
      firstTee: first,
      lastTee: timeOf(lastMinutes),
      intervalMinutes: 10,
      playersPerTime: MAX_PLAYERS,
      roundMinutes: round,
      release: "first_come",
      ballotCloseDaysBefore: 2,
      ballotCloseTime: "18:00",
    };
  });
}

/** The tee times of a day: first to last tee every interval. */
export function teeTimesOf(
  day: Pick<CourseDay, "open" | "firstTee" | "lastTee" | "intervalMinutes">,
): string[] {
  if (!day.open) return [];
  const out: string[] = [];
  for (let m = minutesOf(day.firstTee); m <= minutesOf(day.lastTee); m += day.intervalMinutes)
    out.push(timeOf(m));
  return out;
}

/** The weekday of a calendar date. */
export function weekdayOf(date: string): (typeof weekdays)[number] {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return weekdays[(day + 6) % 7] as (typeof weekdays)[number];
}

// ---------------------------------------------------------------------------------------------------------
// Blocks

export const blockInputSchema = z
  .object({
    courseId: text(),
    /** The first (or only) day. */
    startDate: calendarDate,
    /** Weekly repetition: every week on the start date's weekday until this date (inclusive). */
    repeatUntil: calendarDate.nullable(),
    startTime: timeOfDay,
    endTime: timeOfDay,
    reason: z.enum(
      blockReasons,
      golfMessage((m) => m.blockReason),
    ),
    note: text()
      .overwrite(trimWhitespace)
      .max(
        500,
        message((m) => m.tooLong.note(500)),
      )
      .nullable(),
    /** What happens to bookings inside the block: cancel them (each booker told), or keep them. */
    bookings: z.enum(["cancel", "keep"]).default("keep"),
  })
  .refine((b) => b.startTime < b.endTime, { ...golfMessage((m) => m.endAfterStart), path: ["endTime"] })
  .refine((b) => b.repeatUntil === null || b.repeatUntil >= b.startDate, {
    ...golfMessage((m) => m.repeatUntil),
    path: ["repeatUntil"],
  });
export type BlockInput = z.input<typeof blockInputSchema>;

export const blockSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  startDate: z.string(),
  repeatUntil: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  reason: z.enum(blockReasons),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;
export const blockListSchema = z.object({ blocks: z.array(blockSchema) });

// ---------------------------------------------------------------------------------------------------------
// Bookings

/** A player of a new booking: a member of the club, or a guest by name (brought by the booker). */
const playerKinds = z.union([
  z.object({ memberId: text() }),
  z.object({
    guestName: lineText(
      "guestName",
      golfMessage((m) => m.guestName),
    )
      .min(
        1,
        golfMessage((m) => m.guestName),
      )
      .max(
        100,
        golfMessage((m) => m.nameTooLong(100)),
      ),
  }),
]);
const playerTexts = z.object({ memberId: text().optional(), guestName: text().optional() });

/**
 * Decision 021 for both fields of a player before the union picks its kind: the union drops the other kind's
 * field, so a bad text there ({ memberId, guestName: "\u0000" }) went unseen and the member was booked; here
 * it is refused with 422 naming the field, like every other text. (A preprocess, not a pipe: the OpenAPI
 * document still shows the two kinds.)
 */
export const playerInputSchema = z.preprocess((value: z.input<typeof playerKinds>, ctx) => {
  if (typeof value !== "object" || value === null) return value;
  const checked = playerTexts.safeParse(value);
  for (const issue of checked.error?.issues ?? []) {
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
  return value;
}, playerKinds);
export type PlayerInput = z.infer<typeof playerInputSchema>;

const players = z
  .array(playerInputSchema)
  .min(
    1,
    golfMessage((m) => m.playersCount(MAX_PLAYERS)),
  )
  .max(
    MAX_PLAYERS,
    golfMessage((m) => m.playersCount(MAX_PLAYERS)),
  );

export const bookingInputSchema = z.object({
  courseId: text(),
  date: calendarDate,
  time: timeOfDay,
  /** The booker comes first. A member booking for themselves must include their own member id. */
  players,
  /** Staff only: book outside the window (recorded on the booking and in the audit trail). */
  override: z.boolean().default(false),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

export const moveBookingSchema = z.object({
  courseId: text(),
  date: calendarDate,
  time: timeOfDay,
  override: z.boolean().default(false),
});
export const cancelBookingSchema = z.object({
  /** Staff only: cancel after the cut-off. */
  override: z.boolean().default(false),
  reason: text()
    .overwrite(trimWhitespace)
    .max(
      500,
      message((m) => m.tooLong.note(500)),
    )
    .nullable()
    .default(null),
});
export const addPlayersSchema = z.object({ players, override: z.boolean().default(false) });
export const playerStatusSchema = z.object({ status: z.enum(["booked", "checked_in", "no_show"]) });
/** A whole group's check-in, no-show or way back to booked (every player of the booking not cancelled). */
export const groupStatusSchema = playerStatusSchema;

/**
 * Where a player's green fee stands, from billing's records: no fee (a member whose round costs nothing, or a
 * fee of 0), to invoice (a fee on no invoice, or only on a voided one), invoiced (on an invoice not paid yet,
 * a draft too) or paid (its invoice is paid).
 */
export const greenFeeStatuses = ["no_fee", "to_invoice", "invoiced", "paid"] as const;
export type GreenFeeStatus = (typeof greenFeeStatuses)[number];

export const bookingPlayerSchema = z.object({
  id: z.string(),
  /** A member's id; null for a guest (and for another member's name the reader may not see). */
  memberId: z.string().nullable(),
  /** The member's name, the guest's name, or null where the club hides members' names from members. */
  name: z.string().nullable(),
  guest: z.boolean(),
  /** For a guest: the name of the member who brought them. */
  hostName: z.string().nullable(),
  status: z.enum(bookingStatuses),
  /** The green fee recorded at booking (null where the reader may not see it). */
  greenFeeMinor: z.number().int().nullable(),
  /** Where that fee stands in billing (null where the reader may not see it). */
  greenFee: z.enum(greenFeeStatuses).nullable(),
});
export type BookingPlayer = z.infer<typeof bookingPlayerSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(bookingStatuses),
  source: z.enum(bookingSources),
  bookerMemberId: z.string().nullable(),
  players: z.array(bookingPlayerSchema),
  /** Staff booked (or changed it) outside the window or after the cut-off. */
  override: z.boolean(),
  /** Whether the reader may still cancel it themselves (members: before the cut-off). */
  cancellable: z.boolean(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });

// ---------------------------------------------------------------------------------------------------------
// The tee sheet

export const teeTimeSchema = z.object({
  time: z.string(),
  startsAt: z.string(),
  capacity: z.number().int(),
  free: z.number().int(),
  past: z.boolean(),
  /** The block that closes it, if any. */
  block: z.object({ id: z.string(), reason: z.enum(blockReasons), note: z.string().nullable() }).nullable(),
  bookings: z.array(bookingSchema),
  /** Groups on its waiting list. */
  waiting: z.number().int(),
  /** Whether the reader may book it now, and if not why ('window', 'ballot', …) for members. */
  bookable: z.boolean(),
  closedReason: z.enum(["past", "blocked", "full", "window", "ballot", "closed"]).nullable(),
  /**
   * Booked now, it would be inside the club's cancellation cut-off: the member could not cancel it themselves.
   * False for a past time.
   */
  withinCutoff: z.boolean(),
});
export type TeeTime = z.infer<typeof teeTimeSchema>;

export const teeSheetSchema = z.object({
  date: z.string(),
  course: courseSchema,
  /** The day's rules (the course's weekday). */
  day: courseDaySchema,
  timeZone: z.string(),
  currency: z.string(),
  times: z.array(teeTimeSchema),
  /** Staff: the green fees still owed (not paid) of the day's players that are not cancelled. Null for members. */
  takingsMinor: z.number().int().nullable(),
  /** The ballot of the day, when the day is released by ballot. */
  ballot: z.object({ id: z.string(), status: z.enum(ballotStatuses), closesAt: z.string() }).nullable(),
  /** When members may book this day from (ISO instant); null when they may already. */
  opensAt: z.string().nullable(),
  /** The club's cancellation cut-off in hours: members cancel their bookings themselves until then. */
  cancellationCutoffHours: z.number().int(),
});
export type TeeSheet = z.infer<typeof teeSheetSchema>;

export const teeSheetQuerySchema = z.object({ courseId: text(), date: calendarDate });
/** The starter sheet (PDF) of a day: of one course, or of every active course of the club. */
export const starterSheetQuerySchema = z.object({ date: calendarDate, courseId: text().optional() });

/** A member found for a booking (staff search any member; members search for partners). */
export const bookableMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  membershipNumber: z.string().nullable(),
});
export const bookableMemberListSchema = z.object({ members: z.array(bookableMemberSchema) });

// ---------------------------------------------------------------------------------------------------------
// Ballot

export const ballotEntryInputSchema = z
  .object({
    courseId: text(),
    date: calendarDate,
    players,
    earliest: timeOfDay,
    latest: timeOfDay,
  })
  .refine((e) => e.earliest <= e.latest, {
    ...golfMessage((m) => m.latestBeforeEarliest),
    path: ["latest"],
  });

export const ballotEntrySchema = z.object({
  id: z.string(),
  memberId: z.string(),
  name: z.string(),
  players: z.array(z.object({ memberId: z.string().nullable(), name: z.string(), guest: z.boolean() })),
  earliest: z.string(),
  latest: z.string(),
  status: z.enum(ballotEntryStatuses),
  /** Place in the draw (1 first); null until drawn. */
  drawOrder: z.number().int().nullable(),
  priority: z.boolean(),
  placedTime: z.string().nullable(),
  /** Why it was placed where it was, or not: 'wish', 'nearest', 'waitlist' … */
  outcome: z.string().nullable(),
  createdAt: z.string(),
});
/**
 * What a ballot's draw found (issue 34), stored with it and shown with its results so that anyone can run the
 * draw again: each tee time's free places and whether a block closed it, and each entry as the draw took it,
 * with the tee times at which a player of its group already played an overlapping round.
 */
export const drawSnapshotSchema = z.object({
  times: z.array(z.object({ time: z.string(), free: z.number().int(), blocked: z.boolean() })),
  entries: z.array(
    z.object({
      id: z.string(),
      size: z.number().int(),
      earliest: z.string(),
      latest: z.string(),
      priority: z.boolean(),
      unavailable: z.array(z.string()),
    }),
  ),
});
export type DrawSnapshot = z.infer<typeof drawSnapshotSchema>;

export const ballotSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  date: z.string(),
  status: z.enum(ballotStatuses),
  closesAt: z.string(),
  /** Entries are no longer taken (by the server's clock): the close has passed or it was drawn. */
  closed: z.boolean(),
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  /** What the draw found (null until drawn, and for a ballot drawn before the snapshot was kept). */
  snapshot: drawSnapshotSchema.nullable(),
  entries: z.array(ballotEntrySchema),
});
export type Ballot = z.infer<typeof ballotSchema>;

// ---------------------------------------------------------------------------------------------------------
// Waiting list and calendar

export const waitlistInputSchema = z.object({
  courseId: text(),
  date: calendarDate,
  time: timeOfDay,
  players,
});
export const waitlistEntrySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  date: z.string(),
  time: z.string(),
  size: z.number().int(),
  status: z.enum(waitlistStatuses),
  offeredUntil: z.string().nullable(),
  createdAt: z.string(),
});
export const myGolfSchema = z.object({
  bookings: z.array(bookingSchema),
  waiting: z.array(waitlistEntrySchema),
  /** Until when the member may not book after no-shows (ISO instant), or null. */
  suspendedUntil: z.string().nullable(),
});
export type MyGolf = z.infer<typeof myGolfSchema>;

export const calendarFeedSchema = z.object({ url: z.string() });

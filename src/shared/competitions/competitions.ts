import { z } from "zod";
import { calendarDateSchema } from "../date-schema.ts";
import { competitionsMessage } from "../i18n/zod.ts";
import { MONEY_MAX } from "../money.ts";
import { isOneLine, text, trimWhitespace } from "../text.ts";
import {
  type CompetitionFormat,
  competitionFormats,
  competitionStatuses,
  drawMethods,
  entryStatuses,
  resultStatuses,
  startTypes,
  type TeeGender,
  teeGenders,
  timeRequests,
} from "./model.ts";

/*
 * Competitions, their entries and the draw (issue 35 items 4 and 5): the request and answer shapes the server
 * and the screens share. Handicap indexes travel as numbers with one decimal (a "plus" index is negative:
 * +2.1 is -2.1); the database keeps tenths. Dates and times of day are the club's ('YYYY-MM-DD', 'HH:MM'); the
 * entry window is given in the club's wall-clock time and answered as instants too.
 */

/**
 * The handicap allowance each format takes by default (Rules of Handicapping, Appendix C): 95% for individual
 * stroke play net, Stableford and par/bogey, 85% for four-ball better-ball Stableford, 100% for gross (the
 * allowance is not used there, kept at 100 for a net column).
 */
export const DEFAULT_ALLOWANCE: Record<CompetitionFormat, number> = {
  stroke_gross: 100,
  stroke_net: 95,
  stableford: 95,
  par_bogey: 95,
  fourball_stableford: 85,
};

export const MAX_DIVISIONS = 6;
export const MIN_ENTRANTS = 2;
export const MAX_ENTRANTS = 400;
export const groupSizes = [3, 4] as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string().regex(
  TIME_PATTERN,
  competitionsMessage((m) => m.time),
);
const calendarDate = calendarDateSchema(competitionsMessage((m) => m.date));

/** A Handicap Index with one decimal, +10.0 (as -10) to 54.0. */
export const handicapIndex = z
  .number(competitionsMessage((m) => m.index))
  .min(
    -10,
    competitionsMessage((m) => m.index),
  )
  .max(
    54,
    competitionsMessage((m) => m.index),
  )
  .refine(
    (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6,
    competitionsMessage((m) => m.index),
  );

function oneLine(max: number, empty: () => { error: () => string | undefined }) {
  return text()
    .overwrite(trimWhitespace)
    .min(1, empty())
    .max(
      max,
      competitionsMessage((m) => m.textTooLong(max)),
    )
    .refine(
      isOneLine,
      competitionsMessage((m) => m.oneLine),
    );
}

export const divisionInputSchema = z.object({
  name: oneLine(60, () => competitionsMessage((m) => m.divisionName)),
  /** The highest index in the division; null for the last (open-ended). */
  maxIndex: handicapIndex.nullable(),
});

export const eligibilityInputSchema = z
  .object({
    /** Membership types that may enter; none: every type. */
    membershipTypeIds: z
      .array(text().max(100))
      .max(
        50,
        competitionsMessage((m) => m.membershipTypes),
      )
      .default([]),
    gender: z
      .enum(
        teeGenders,
        competitionsMessage((m) => m.gender),
      )
      .nullable()
      .default(null),
    minIndex: handicapIndex.nullable().default(null),
    maxIndex: handicapIndex.nullable().default(null),
  })
  .refine((e) => e.minIndex === null || e.maxIndex === null || e.minIndex <= e.maxIndex, {
    ...competitionsMessage((m) => m.indexRange),
    path: ["maxIndex"],
  });

const competitionFields = z.object({
  name: oneLine(100, () => competitionsMessage((m) => m.name)),
  playDate: calendarDate,
  courseId: text(competitionsMessage((m) => m.course)).min(
    1,
    competitionsMessage((m) => m.course),
  ),
  holes: z.union(
    [z.literal(9), z.literal(18)],
    competitionsMessage((m) => m.holes),
  ),
  /** The tee each gender plays from (at most one each). */
  tees: z
    .array(
      z.object({
        gender: z.enum(
          teeGenders,
          competitionsMessage((m) => m.gender),
        ),
        teeId: text().min(1).max(100),
      }),
    )
    .max(
      2,
      competitionsMessage((m) => m.tees),
    )
    .refine(
      (tees) => new Set(tees.map((t) => t.gender)).size === tees.length,
      competitionsMessage((m) => m.tees),
    )
    .default([]),
  format: z.enum(
    competitionFormats,
    competitionsMessage((m) => m.format),
  ),
  /** Percent of the course handicap that is played; the format's default (Appendix C) when left out. */
  allowancePercent: z
    .number(competitionsMessage((m) => m.allowance))
    .int(competitionsMessage((m) => m.allowance))
    .min(
      0,
      competitionsMessage((m) => m.allowance),
    )
    .max(
      100,
      competitionsMessage((m) => m.allowance),
    )
    .nullable()
    .default(null),
  divisions: z
    .array(divisionInputSchema)
    .min(
      1,
      competitionsMessage((m) => m.divisionsCount(MAX_DIVISIONS)),
    )
    .max(
      MAX_DIVISIONS,
      competitionsMessage((m) => m.divisionsCount(MAX_DIVISIONS)),
    )
    .refine(
      (ds) =>
        ds.every((d, i) =>
          i === ds.length - 1
            ? d.maxIndex === null
            : d.maxIndex !== null && (i === 0 || (ds[i - 1]?.maxIndex ?? 99) < d.maxIndex),
        ),
      competitionsMessage((m) => m.divisions),
    ),
  /** The entry window in the club's wall-clock time. */
  entryOpensOn: calendarDate,
  entryOpensTime: timeOfDay,
  entryClosesOn: calendarDate,
  entryClosesTime: timeOfDay,
  maxEntrants: z
    .number(competitionsMessage((m) => m.maxEntrants(MIN_ENTRANTS, MAX_ENTRANTS)))
    .int(competitionsMessage((m) => m.maxEntrants(MIN_ENTRANTS, MAX_ENTRANTS)))
    .min(
      MIN_ENTRANTS,
      competitionsMessage((m) => m.maxEntrants(MIN_ENTRANTS, MAX_ENTRANTS)),
    )
    .max(
      MAX_ENTRANTS,
      competitionsMessage((m) => m.maxEntrants(MIN_ENTRANTS, MAX_ENTRANTS)),
    ),
  /** In minor units of the club's currency. */
  entryFeeMinor: z
    .number(competitionsMessage((m) => m.entryFee))
    .int(competitionsMessage((m) => m.entryFee))
    .min(
      0,
      competitionsMessage((m) => m.entryFee),
    )
    .max(
      MONEY_MAX,
      competitionsMessage((m) => m.entryFee),
    )
    .default(0),
  eligibility: eligibilityInputSchema.default({
    membershipTypeIds: [],
    gender: null,
    minIndex: null,
    maxIndex: null,
  }),
  countsForHandicap: z.boolean().default(true),
  drawMethod: z
    .enum(
      drawMethods,
      competitionsMessage((m) => m.drawMethod),
    )
    .default("random"),
  groupSize: z
    .union(
      [z.literal(3), z.literal(4)],
      competitionsMessage((m) => m.groupSize),
    )
    .default(4),
  startType: z
    .enum(
      startTypes,
      competitionsMessage((m) => m.startType),
    )
    .default("one_tee"),
  /** The first tee time (a shotgun's start), the club's time. */
  firstTeeTime: timeOfDay,
});

/**
 * The genders a competition open to `gender` (null: everyone) has no tee for: each player plays from their
 * gender's tee, so a competition needs a tee for every gender it is open to.
 */
export function missingTees(gender: TeeGender | null, tees: readonly { gender: TeeGender }[]): TeeGender[] {
  const needed: TeeGender[] = gender ? [gender] : [...teeGenders];
  return needed.filter((g) => !tees.some((x) => x.gender === g));
}

/**
 * Entries close after they open, and before the first tee time (both in the club's wall-clock time); a tee for
 * each gender the competition is open to.
 */
export const competitionInputSchema = competitionFields
  .refine((c) => `${c.entryClosesOn} ${c.entryClosesTime}` > `${c.entryOpensOn} ${c.entryOpensTime}`, {
    ...competitionsMessage((m) => m.closesAfterOpens),
    path: ["entryClosesTime"],
  })
  .refine((c) => `${c.entryClosesOn} ${c.entryClosesTime}` <= `${c.playDate} ${c.firstTeeTime}`, {
    ...competitionsMessage((m) => m.closesBeforePlay),
    path: ["entryClosesOn"],
  })
  .refine((c) => !missingTees(c.eligibility.gender, c.tees).includes("male"), {
    ...competitionsMessage((m) => m.teeMissing.male),
    path: ["tees"],
  })
  .refine((c) => !missingTees(c.eligibility.gender, c.tees).includes("female"), {
    ...competitionsMessage((m) => m.teeMissing.female),
    path: ["tees"],
  });
export type CompetitionInput = z.input<typeof competitionInputSchema>;
export type CompetitionInputParsed = z.output<typeof competitionInputSchema>;

/** A change of a competition's state by staff. */
export const competitionStatusInputSchema = z.object({
  status: z.enum(
    ["open", "closed", "cancelled"],
    competitionsMessage((m) => m.status),
  ),
});

const entryGuestSchema = z.object({
  name: oneLine(100, () => competitionsMessage((m) => m.guestName)),
  homeClub: oneLine(100, () => competitionsMessage((m) => m.homeClub)),
  handicapIndex: handicapIndex.nullable(),
  gender: z.enum(
    teeGenders,
    competitionsMessage((m) => m.gender),
  ),
});

/**
 * An entry: a member for themselves (nothing but a time request), or staff for a member or a guest. In a
 * four-ball competition the entry names the partner too (a member of the club; staff: or a guest), and the two
 * are entered together.
 */
export const entryInputSchema = z.object({
  memberId: text().max(100).nullable().default(null),
  guest: entryGuestSchema.nullable().default(null),
  /** Four-ball: the partner, a member of the club ... */
  partnerMemberId: text().max(100).nullable().default(null),
  /** ... or (staff only) a guest from another club. */
  partnerGuest: entryGuestSchema.nullable().default(null),
  timeRequest: z
    .enum(
      timeRequests,
      competitionsMessage((m) => m.timeRequest),
    )
    .nullable()
    .default(null),
});
export type EntryInput = z.input<typeof entryInputSchema>;

/** Staff pair an entry with another (four-ball), or leave it without a partner (null). */
export const partnerInputSchema = z.object({ partnerEntryId: text().max(100).nullable() });

// ---------------------------------------------------------------------------------------------------------
// Answers

export const entrySchema = z.object({
  id: z.string(),
  memberId: z.string().nullable(),
  name: z.string(),
  guest: z.boolean(),
  homeClub: z.string().nullable(),
  handicapIndex: z.number().nullable(),
  gender: z.enum(teeGenders),
  status: z.enum(entryStatuses),
  /** Place on the waiting list (1 = next in), for waiting entries. */
  waitingPosition: z.number().int().nullable(),
  timeRequest: z.enum(timeRequests).nullable(),
  division: z.string().nullable(),
  groupNumber: z.number().int().nullable(),
  startHole: z.number().int().nullable(),
  /** The start as the sheet names it: "1", "10", or "1A"/"1B" where a shotgun sends two groups to a hole. */
  startLabel: z.string().nullable(),
  startTime: z.string().nullable(),
  bookingId: z.string().nullable(),
  markerEntryId: z.string().nullable(),
  /** Four-ball: the partner's entry and name (null: none yet, or another format). */
  partnerEntryId: z.string().nullable(),
  partnerName: z.string().nullable(),
  courseHandicap: z.number().int().nullable(),
  playingHandicap: z.number().int().nullable(),
  resultStatus: z.enum(resultStatuses),
  createdAt: z.string(),
});
export type Entry = z.infer<typeof entrySchema>;

/** The reader's own entry (members), with what they may do. */
export const ownEntrySchema = z.object({
  id: z.string(),
  status: z.enum(entryStatuses),
  waitingPosition: z.number().int().nullable(),
  timeRequest: z.enum(timeRequests).nullable(),
  startTime: z.string().nullable(),
  startLabel: z.string().nullable(),
  groupNumber: z.number().int().nullable(),
  playingHandicap: z.number().int().nullable(),
  /** Four-ball: the partner's name. */
  partnerName: z.string().nullable(),
});

export const competitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  playDate: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  holes: z.union([z.literal(9), z.literal(18)]),
  tees: z.array(z.object({ gender: z.enum(teeGenders), teeId: z.string() })),
  format: z.enum(competitionFormats),
  allowancePercent: z.number().int(),
  divisions: z.array(z.object({ name: z.string(), maxIndex: z.number().nullable() })),
  entryOpensOn: z.string(),
  entryOpensTime: z.string(),
  entryClosesOn: z.string(),
  entryClosesTime: z.string(),
  entryOpensAt: z.string(),
  entryClosesAt: z.string(),
  /** Whether entries are taken now (open, within the window). */
  entriesOpen: z.boolean(),
  maxEntrants: z.number().int(),
  entryFeeMinor: z.number().int(),
  currency: z.string(),
  eligibility: z.object({
    membershipTypeIds: z.array(z.string()),
    gender: z.enum(teeGenders).nullable(),
    minIndex: z.number().nullable(),
    maxIndex: z.number().nullable(),
  }),
  countsForHandicap: z.boolean(),
  status: z.enum(competitionStatuses),
  drawMethod: z.enum(drawMethods),
  groupSize: z.number().int(),
  startType: z.enum(startTypes),
  firstTeeTime: z.string(),
  drawnAt: z.string().nullable(),
  drawSeed: z.string().nullable(),
  entered: z.number().int(),
  waiting: z.number().int(),
  /** The reader's own entry (null: none, or staff). */
  myEntry: ownEntrySchema.nullable(),
  /** Whether the reader (a member) may enter now: eligible, window open, not entered. */
  mayEnter: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const competitionListSchema = z.object({ competitions: z.array(competitionSchema) });

/** A competition with its field: entrants, the waiting list, and (once drawn) the start sheet's places. */
export const competitionDetailSchema = competitionSchema.extend({
  entries: z.array(entrySchema),
});
export type CompetitionDetail = z.infer<typeof competitionDetailSchema>;

export const entryAnswerSchema = z.object({ entry: entrySchema, competition: competitionDetailSchema });

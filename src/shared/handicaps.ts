import { z } from "zod";
import { handicapAuthorities, handicapSources, scoreSources, teeGenders } from "./competitions/model.ts";
import { calendarDateSchema } from "./date-schema.ts";
import { golfMessage } from "./i18n/zod.ts";
import { isOneLine, text, trimWhitespace } from "./text.ts";

/*
 * Members' golf profiles, their Handicap Index history and scoring record, the club's handicap authority and the
 * recomputation of every index (issue 35 items 2, 3 and 8; decision 075). The API speaks indexes, ratings and
 * differentials as numbers with one decimal (a plus index "+2.1" is -2.1); the database keeps tenths.
 */

export const HANDICAP_INDEX_MIN = -10;
export const HANDICAP_INDEX_MAX = 54;
export const HOME_CLUB_MAX = 100;
export const ASSOCIATION_ID_MAX = 40;
/** The playing conditions calculation's range (Rule 5.6: -1 to +3). */
export const PCC_MIN = -1;
export const PCC_MAX = 3;
/** A hole's gross strokes at most (a number that no card holds). */
export const HOLE_STROKES_MAX = 30;

const handicapDate = calendarDateSchema(golfMessage((m) => m.date));

/** One decimal: 12.4, not 12.45. */
function oneDecimal(value: number): boolean {
  return Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;
}

const indexMessage = golfMessage((m) => m.handicaps.index(HANDICAP_INDEX_MIN, HANDICAP_INDEX_MAX));

/** A Handicap Index: -10.0 (a "+10.0") to 54.0, one decimal. */
export const handicapIndexSchema = z
  .number(indexMessage)
  .min(HANDICAP_INDEX_MIN, indexMessage)
  .max(HANDICAP_INDEX_MAX, indexMessage)
  .refine(oneDecimal, indexMessage);

/** An optional one-line text of at most `max` characters (empty is none). */
function optionalLine(max: number, tooLong: () => { error: () => string | undefined }) {
  return text()
    .overwrite(trimWhitespace)
    .refine(
      isOneLine,
      golfMessage((m) => m.handicaps.oneLine),
    )
    .max(max, tooLong())
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
}

export const teeGenderSchema = z.enum(
  teeGenders,
  golfMessage((m) => m.handicaps.teeGender),
);

/** `PUT …/golf-profile`: what staff set. A changed index is written to the history (source 'manual'). */
export const golfProfileInputSchema = z.object({
  handicapIndex: handicapIndexSchema.nullable(),
  homeClub: optionalLine(HOME_CLUB_MAX, () => golfMessage((m) => m.handicaps.homeClubTooLong(HOME_CLUB_MAX))),
  associationPlayerId: optionalLine(ASSOCIATION_ID_MAX, () =>
    golfMessage((m) => m.handicaps.playerIdTooLong(ASSOCIATION_ID_MAX)),
  ),
  teeGender: teeGenderSchema.nullable(),
  /** From when a changed index counts (the club's today when not given). */
  effectiveOn: handicapDate.optional(),
});
export type GolfProfileInput = z.input<typeof golfProfileInputSchema>;

export const golfProfileSchema = z.object({
  memberId: z.string(),
  handicapIndex: z.number().nullable(),
  homeClub: z.string().nullable(),
  associationPlayerId: z.string().nullable(),
  teeGender: z.enum(teeGenders).nullable(),
});
export type GolfProfile = z.infer<typeof golfProfileSchema>;

/** One of the recent scores a computation looked at. */
export const computationScoreSchema = z.object({
  id: z.string(),
  playedOn: z.string(),
  differential: z.number(),
  /** Among the lowest that made the index. */
  used: z.boolean(),
});

/** How an index was computed from the scoring record (Rules 5.2, 5.8 and 5.9). */
export const indexComputationSchema = z.object({
  /** The index (null: fewer than 3 scores). */
  index: z.number().nullable(),
  /** The most recent scores (at most 20), newest first, the ones used marked. */
  recent: z.array(computationScoreSchema),
  /** How many of them the table of Rule 5.2a counts (8 of 20). */
  counted: z.number().int(),
  /** The table's adjustment for few scores (e.g. -2.0 for 3 scores). */
  adjustment: z.number(),
  /** The average before the caps. */
  uncapped: z.number().nullable(),
  cap: z.enum(["none", "soft", "hard"]),
  /** The low index of the last 365 days the caps compare with. */
  lowIndex: z.number().nullable(),
  /** The exceptional score reductions in the record (sum, e.g. -1.0). */
  exceptional: z.number(),
});
export type IndexComputationView = z.infer<typeof indexComputationSchema>;

export const indexHistoryEntrySchema = z.object({
  id: z.string(),
  effectiveOn: z.string(),
  handicapIndex: z.number(),
  source: z.enum(handicapSources),
  computation: indexComputationSchema.nullable(),
  scoreId: z.string().nullable(),
  createdAt: z.string(),
});
export type IndexHistoryEntry = z.infer<typeof indexHistoryEntrySchema>;

export const handicapScoreSchema = z.object({
  id: z.string(),
  playedOn: z.string(),
  courseId: z.string().nullable(),
  teeId: z.string().nullable(),
  courseName: z.string(),
  teeName: z.string(),
  holes: z.union([z.literal(9), z.literal(18)]),
  holeScores: z.array(z.number().int().nullable()).nullable(),
  adjustedGross: z.number().int(),
  par: z.number().int(),
  courseRating: z.number(),
  slopeRating: z.number().int(),
  pcc: z.number().int(),
  differential: z.number(),
  /** Rule 5.9's reduction this score brought (0, -1.0 or -2.0). */
  exceptional: z.number(),
  source: z.enum(scoreSources),
  competitionId: z.string().nullable(),
  createdAt: z.string(),
});
export type HandicapScore = z.infer<typeof handicapScoreSchema>;

/** `GET …/golf-profile`: the profile, its history (newest first), the scoring record and today's computation. */
export const golfProfileViewSchema = z.object({
  authority: z.enum(handicapAuthorities),
  profile: golfProfileSchema,
  history: z.array(indexHistoryEntrySchema),
  /** Newest first, at most the 40 most recent. */
  scores: z.array(handicapScoreSchema),
  /** What the record gives today (the club's authority writes it; a national one shows it for reference). */
  computation: indexComputationSchema,
});
export type GolfProfileView = z.infer<typeof golfProfileViewSchema>;

const strokes = z
  .number(golfMessage((m) => m.handicaps.strokes(HOLE_STROKES_MAX)))
  .int(golfMessage((m) => m.handicaps.strokes(HOLE_STROKES_MAX)))
  .min(
    1,
    golfMessage((m) => m.handicaps.strokes(HOLE_STROKES_MAX)),
  )
  .max(
    HOLE_STROKES_MAX,
    golfMessage((m) => m.handicaps.strokes(HOLE_STROKES_MAX)),
  );

/**
 * `POST …/scores`: an acceptable score. Hole by hole (gross per hole, null for a hole not finished: net double
 * bogey counts) or a total adjusted gross score. A 9-hole score names its nine.
 */
export const postScoreSchema = z
  .object({
    playedOn: handicapDate,
    courseId: text(golfMessage((m) => m.handicaps.course)).min(
      1,
      golfMessage((m) => m.handicaps.course),
    ),
    teeId: text(golfMessage((m) => m.handicaps.tee)).min(
      1,
      golfMessage((m) => m.handicaps.tee),
    ),
    holes: z.union(
      [z.literal(9), z.literal(18)],
      golfMessage((m) => m.handicaps.holes),
    ),
    nine: z
      .enum(
        ["front", "back"],
        golfMessage((m) => m.handicaps.nine),
      )
      .default("front"),
    holeScores: z.array(strokes.nullable()).max(18).optional(),
    adjustedGross: z
      .number(golfMessage((m) => m.handicaps.adjustedGross))
      .int(golfMessage((m) => m.handicaps.adjustedGross))
      .min(
        18,
        golfMessage((m) => m.handicaps.adjustedGross),
      )
      .max(
        400,
        golfMessage((m) => m.handicaps.adjustedGross),
      )
      .optional(),
    pcc: z
      .number(golfMessage((m) => m.handicaps.pcc(PCC_MIN, PCC_MAX)))
      .int(golfMessage((m) => m.handicaps.pcc(PCC_MIN, PCC_MAX)))
      .min(
        PCC_MIN,
        golfMessage((m) => m.handicaps.pcc(PCC_MIN, PCC_MAX)),
      )
      .max(
        PCC_MAX,
        golfMessage((m) => m.handicaps.pcc(PCC_MIN, PCC_MAX)),
      )
      .default(0),
  })
  .superRefine((value, ctx) => {
    const byHole = value.holeScores !== undefined;
    if (byHole === (value.adjustedGross !== undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["holeScores"],
        message: golfMessage((m) => m.handicaps.holesOrTotal).error() ?? "",
      });
      return;
    }
    if (byHole && value.holeScores?.length !== value.holes) {
      ctx.addIssue({
        code: "custom",
        path: ["holeScores"],
        message: golfMessage((m) => m.handicaps.holeCount(value.holes)).error() ?? "",
      });
    }
    if (byHole && value.holeScores?.every((s) => s === null)) {
      ctx.addIssue({
        code: "custom",
        path: ["holeScores"],
        message: golfMessage((m) => m.handicaps.holesOrTotal).error() ?? "",
      });
    }
  });
export type PostScoreInput = z.input<typeof postScoreSchema>;
export type PostScore = z.output<typeof postScoreSchema>;

/** The recomputation of every member's index (the `handicaps.recompute` job), as far as it got. */
export const recomputeProgressSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Members done so far. */
  processed: z.number().int(),
  /** Members with a scoring record when it started. */
  total: z.number().int(),
});
export type RecomputeProgress = z.infer<typeof recomputeProgressSchema>;

/** `PUT /handicaps/settings`: who computes the members' indexes. */
export const handicapSettingsSchema = z.object({
  authority: z.enum(
    handicapAuthorities,
    golfMessage((m) => m.handicaps.authority),
  ),
});
export type HandicapSettings = z.infer<typeof handicapSettingsSchema>;

export const handicapSettingsViewSchema = z.object({
  authority: z.enum(handicapAuthorities),
  /** The last recomputation of every index (null: never). */
  recompute: recomputeProgressSchema.nullable(),
});
export type HandicapSettingsView = z.infer<typeof handicapSettingsViewSchema>;

/** `GET /handicaps/scores.csv?from=&to=`: the acceptable scores played on those days (both included). */
export const scoresExportQuerySchema = z.object({
  from: handicapDate.optional(),
  to: handicapDate.optional(),
});

/** `GET /handicaps/score-choices`: the courses and tees a score can be posted for. */
export const scoreChoicesSchema = z.object({
  courses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      holes: z.number().int(),
      tees: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          colour: z.string(),
          /** The genders the tee is rated for. */
          genders: z.array(z.enum(teeGenders)),
        }),
      ),
    }),
  ),
});
export type ScoreChoices = z.infer<typeof scoreChoicesSchema>;

/**
 * An index as a file writes it, in tenths: "12.4", "12,4", "+2.1" or "-2.1" for a plus index (stored -21), "54";
 * null when it is not one (or outside -10.0 … 54.0, or with more than one decimal).
 */
export function readHandicapIndex(value: string): number | null {
  const match = /^([+-])?\s*(\d{1,2})(?:[.,](\d))?$/.exec(value.trim());
  if (!match) return null;
  const tenths = Number(match[2]) * 10 + Number(match[3] ?? 0);
  const signed = match[1] ? -tenths : tenths;
  return signed < HANDICAP_INDEX_MIN * 10 || signed > HANDICAP_INDEX_MAX * 10 ? null : signed;
}

const TEE_GENDER_WORDS: Record<string, (typeof teeGenders)[number]> = {
  m: "male",
  male: "male",
  man: "male",
  men: "male",
  mens: "male",
  gentlemen: "male",
  h: "male",
  herr: "male",
  herren: "male",
  mannlich: "male",
  homme: "male",
  hommes: "male",
  masculin: "male",
  hombre: "male",
  caballeros: "male",
  masculino: "male",
  f: "female",
  w: "female",
  d: "female",
  female: "female",
  woman: "female",
  women: "female",
  womens: "female",
  ladies: "female",
  dame: "female",
  damen: "female",
  weiblich: "female",
  femme: "female",
  femmes: "female",
  feminin: "female",
  mujer: "female",
  damas: "female",
  femenino: "female",
};

/** A gender for tees as files write it, in our four languages (M/F, Herren/Damen, …); null when not one. */
export function readTeeGender(value: string): (typeof teeGenders)[number] | null {
  const key = value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  return TEE_GENDER_WORDS[key] ?? null;
}

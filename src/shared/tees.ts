import { z } from "zod";
import { type TeeGender, teeGenders } from "./competitions/model.ts";
import { golfMessage } from "./i18n/zod.ts";
import { lineText, text } from "./text.ts";

/*
 * A course's tees and their ratings (issue 35, deliverable 1): a tee's name and colour, its holes (par, stroke
 * index, length; the women's par and stroke index where they differ) and its ratings per gender (par, course
 * rating and slope rating for 18 holes and for each nine). Course ratings are numbers with one decimal here
 * (tenths in the database).
 *
 * A 9-hole course: a tee has 9 holes and one nine, given as the front nine (`back` is null); the 18-hole
 * fields are the rating of the nine played twice (its par twice the nine's), as the rating tables of 9-hole
 * courses give it. Stroke indexes are then 1 to 9.
 *
 * `teeInputSchema` checks each field alone (the route's body); `teeInputFor(holes)` adds the checks that need
 * the course's number of holes: the number of holes, the stroke indexes a permutation, the pars' sums.
 */

export const TEE_NAME_MAX = 40;
export const HOLE_LENGTH_MAX = 9999;
export const SLOPE_MIN = 55;
export const SLOPE_MAX = 155;
/** The highest course rating of 18 holes; a nine's is half. */
export const COURSE_RATING_MAX = 90;

const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

function wholeNumber(min: number, max: number, error: ReturnType<typeof golfMessage>) {
  return z.number(error).int(error).min(min, error).max(max, error);
}

/** A number above 0 and at most `max` with at most one decimal. */
function courseRating(max: number) {
  const error = golfMessage((m) => m.tees.courseRating(max));
  return z
    .number(error)
    .gt(0, error)
    .max(max, error)
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, error);
}

const slopeRating = wholeNumber(
  SLOPE_MIN,
  SLOPE_MAX,
  golfMessage((m) => m.tees.slope),
);
const ratingPar = wholeNumber(
  1,
  200,
  golfMessage((m) => m.tees.ratingPar),
);
const holePar = wholeNumber(
  3,
  6,
  golfMessage((m) => m.tees.par),
);
const strokeIndex = wholeNumber(
  1,
  18,
  golfMessage((m) => m.tees.strokeIndex(18)),
);

export const teeGenderSchema = z.enum(
  teeGenders,
  golfMessage((m) => m.tees.gender),
);

/** A nine's rating. */
export const nineRatingSchema = z.object({
  par: ratingPar,
  courseRating: courseRating(COURSE_RATING_MAX / 2),
  slopeRating,
});
export type NineRating = z.infer<typeof nineRatingSchema>;

/** A tee's rating for one gender: 18 holes and each nine (a 9-hole course: its nine as `front`, no `back`). */
export const teeRatingSchema = z.object({
  gender: teeGenderSchema,
  par: ratingPar,
  courseRating: courseRating(COURSE_RATING_MAX),
  slopeRating,
  front: nineRatingSchema,
  back: nineRatingSchema.nullable(),
});
export type TeeRating = z.infer<typeof teeRatingSchema>;

export const teeHoleSchema = z.object({
  number: wholeNumber(
    1,
    18,
    golfMessage((m) => m.tees.holeOrder),
  ),
  par: holePar,
  strokeIndex,
  /** In the club's unit (metres or yards); null when not known. */
  length: wholeNumber(
    1,
    HOLE_LENGTH_MAX,
    golfMessage((m) => m.tees.length(HOLE_LENGTH_MAX)),
  ).nullable(),
  /** The women's par and stroke index where they differ from the hole's; null (or left out) otherwise. */
  parFemale: holePar.nullable().optional(),
  strokeIndexFemale: strokeIndex.nullable().optional(),
});
export type TeeHole = z.infer<typeof teeHoleSchema>;

export const teeInputSchema = z.object({
  name: lineText(
    "teeName",
    golfMessage((m) => m.tees.name),
  )
    .min(
      1,
      golfMessage((m) => m.tees.name),
    )
    .max(
      TEE_NAME_MAX,
      golfMessage((m) => m.nameTooLong(TEE_NAME_MAX)),
    ),
  /** '#rrggbb' (kept in lower case). */
  colour: z
    .string(golfMessage((m) => m.tees.colour))
    .regex(
      COLOUR_PATTERN,
      golfMessage((m) => m.tees.colour),
    )
    .transform((c) => c.toLowerCase()),
  holes: z
    .array(teeHoleSchema)
    .min(
      9,
      golfMessage((m) => m.tees.holesCount(18)),
    )
    .max(
      18,
      golfMessage((m) => m.tees.holesCount(18)),
    ),
  /** One rating per gender the tee is rated for: men, women or both. */
  ratings: z
    .array(teeRatingSchema)
    .min(
      1,
      golfMessage((m) => m.tees.ratingsNeeded),
    )
    .max(
      teeGenders.length,
      golfMessage((m) => m.tees.genderTwice),
    ),
});
export type TeeInput = z.input<typeof teeInputSchema>;
export type TeeValues = z.output<typeof teeInputSchema>;

type Issues = z.RefinementCtx<TeeValues>;

/** Each of 1..n once: an issue on every hole whose index is out of range or taken by an earlier hole. */
function checkPermutation(values: (number | null | undefined)[], n: number, field: string, ctx: Issues) {
  const seen = new Set<number>();
  values.forEach((value, i) => {
    if (value == null) return;
    if (value > n || seen.has(value)) {
      ctx.addIssue({
        code: "custom",
        message: golfMessage((m) => m.tees.strokeIndex(n)).error() ?? "",
        path: ["holes", i, field],
      });
    }
    seen.add(value);
  });
}

/** The sum of the holes' pars for a gender (the women's where a hole has its own). */
export function parOf(holes: Pick<TeeHole, "par" | "parFemale">[], gender: TeeGender): number {
  return holes.reduce((sum, h) => sum + (gender === "female" ? (h.parFemale ?? h.par) : h.par), 0);
}

function issue(ctx: Issues, path: (string | number)[], pick: Parameters<typeof golfMessage>[0]) {
  ctx.addIssue({ code: "custom", message: golfMessage(pick).error() ?? "", path });
}

/** The checks of a tee of a course of `holes` holes. */
function checkTee(tee: TeeValues, holes: 9 | 18, ctx: Issues): void {
  if (tee.holes.length !== holes) {
    issue(ctx, ["holes"], (m) => m.tees.holesCount(holes));
    return;
  }
  tee.holes.forEach((h, i) => {
    if (h.number !== i + 1) issue(ctx, ["holes", i, "number"], (m) => m.tees.holeOrder);
  });
  checkPermutation(
    tee.holes.map((h) => h.strokeIndex),
    holes,
    "strokeIndex",
    ctx,
  );
  const women = tee.holes.map((h) => h.strokeIndexFemale ?? null);
  const given = women.filter((s) => s !== null).length;
  if (given > 0 && given < holes) {
    const missing = women.indexOf(null);
    issue(ctx, ["holes", missing, "strokeIndexFemale"], (m) => m.tees.womenStrokeIndexes);
  } else if (given === holes) {
    checkPermutation(women, holes, "strokeIndexFemale", ctx);
  }

  const genders = new Set<TeeGender>();
  tee.ratings.forEach((rating, i) => {
    if (genders.has(rating.gender)) issue(ctx, ["ratings", i, "gender"], (m) => m.tees.genderTwice);
    genders.add(rating.gender);
    const front = parOf(tee.holes.slice(0, 9), rating.gender);
    if (rating.front.par !== front)
      issue(ctx, ["ratings", i, "front", "par"], (m) => m.tees.nineParSum(front));
    if (holes === 9) {
      if (rating.back !== null) issue(ctx, ["ratings", i, "back"], (m) => m.tees.noBack);
      if (rating.par !== 2 * front) issue(ctx, ["ratings", i, "par"], (m) => m.tees.twiceParSum(2 * front));
      return;
    }
    const all = parOf(tee.holes, rating.gender);
    if (rating.par !== all) issue(ctx, ["ratings", i, "par"], (m) => m.tees.parSum(all));
    if (rating.back === null) {
      issue(ctx, ["ratings", i, "back"], (m) => m.tees.backNeeded);
      return;
    }
    const back = all - front;
    if (rating.back.par !== back) issue(ctx, ["ratings", i, "back", "par"], (m) => m.tees.nineParSum(back));
  });
}

/** A tee of a course of `holes` holes, every check made. */
export function teeInputFor(holes: 9 | 18) {
  return teeInputSchema.superRefine((tee, ctx) => checkTee(tee, holes, ctx));
}

export const teeHoleViewSchema = teeHoleSchema.extend({
  parFemale: z.number().int().nullable(),
  strokeIndexFemale: z.number().int().nullable(),
});

export const teeSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  name: z.string(),
  colour: z.string(),
  position: z.number().int(),
  holes: z.array(teeHoleViewSchema),
  ratings: z.array(teeRatingSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tee = z.infer<typeof teeSchema>;
export const teeListSchema = z.object({ tees: z.array(teeSchema) });

/** A course's tees in a new order: each of them once. */
export const teeOrderSchema = z.object({ teeIds: z.array(text()).min(1).max(50) });

/** A new tee's holes: par 4 and stroke indexes in the order of the holes, lengths not known. */
export function defaultTeeHoles(holes: 9 | 18): TeeHole[] {
  return Array.from({ length: holes }, (_, i) => ({
    number: i + 1,
    par: 4,
    strokeIndex: i + 1,
    length: null,
    parFemale: null,
    strokeIndexFemale: null,
  }));
}

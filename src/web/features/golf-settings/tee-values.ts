import type { TeeGender } from "../../../shared/competitions/model.ts";
import {
  defaultTeeHoles,
  type NineRating,
  parOf,
  type Tee,
  type TeeInput,
  type TeeRating,
  teeInputFor,
} from "../../../shared/tees.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { numberOf } from "./format.ts";

/*
 * A tee form's values: numbers as typed (a NumberInput gives "" when empty). The pars of the ratings are not
 * typed: they are the sums of the holes' pars (the schema's rule), worked out when the tee is sent.
 */

type Typed = number | string;

export interface HoleValues {
  par: Typed;
  strokeIndex: Typed;
  length: Typed;
  parFemale: Typed;
  strokeIndexFemale: Typed;
}

export interface NineValues {
  courseRating: Typed;
  slopeRating: Typed;
}

export interface RatingValues {
  rated: boolean;
  courseRating: Typed;
  slopeRating: Typed;
  front: NineValues;
  back: NineValues;
}

export interface TeeFormValues {
  name: string;
  colour: string;
  holes: HoleValues[];
  /** Whether the women's par and stroke index columns are shown (some holes differ for women). */
  womenColumns: boolean;
  ratings: Record<TeeGender, RatingValues>;
}

export const teeFormGenders: readonly TeeGender[] = ["male", "female"];

const emptyNine = (): NineValues => ({ courseRating: "", slopeRating: "" });
const emptyRating = (rated: boolean): RatingValues => ({
  rated,
  courseRating: "",
  slopeRating: "",
  front: emptyNine(),
  back: emptyNine(),
});

export function holeValuesOf(holes: Tee["holes"]): HoleValues[] {
  return holes.map((h) => ({
    par: h.par,
    strokeIndex: h.strokeIndex,
    length: h.length ?? "",
    parFemale: h.parFemale ?? "",
    strokeIndexFemale: h.strokeIndexFemale ?? "",
  }));
}

/** A new tee: par 4 on every hole, stroke indexes in the holes' order, rated for men. */
export function newTeeValues(holes: 9 | 18): TeeFormValues {
  return {
    name: "",
    colour: "#ffffff",
    holes: holeValuesOf(
      defaultTeeHoles(holes).map((h) => ({ ...h, parFemale: null, strokeIndexFemale: null })),
    ),
    womenColumns: false,
    ratings: { male: emptyRating(true), female: emptyRating(false) },
  };
}

function nineValuesOf(nine: NineRating | null): NineValues {
  return nine ? { courseRating: nine.courseRating, slopeRating: nine.slopeRating } : emptyNine();
}

export function teeValuesOf(tee: Tee): TeeFormValues {
  const rating = (gender: TeeGender): RatingValues => {
    const r = tee.ratings.find((x) => x.gender === gender);
    if (!r) return emptyRating(false);
    return {
      rated: true,
      courseRating: r.courseRating,
      slopeRating: r.slopeRating,
      front: nineValuesOf(r.front),
      back: nineValuesOf(r.back),
    };
  };
  return {
    name: tee.name,
    colour: tee.colour,
    holes: holeValuesOf(tee.holes),
    womenColumns: tee.holes.some((h) => h.parFemale !== null || h.strokeIndexFemale !== null),
    ratings: { male: rating("male"), female: rating("female") },
  };
}

const optional = (value: Typed): number | null => (String(value).trim() === "" ? null : numberOf(value));

export function teeInputOf(values: TeeFormValues): TeeInput {
  const holes = values.holes.map((h, i) => ({
    number: i + 1,
    par: numberOf(h.par),
    strokeIndex: numberOf(h.strokeIndex),
    length: optional(h.length),
    parFemale: values.womenColumns ? optional(h.parFemale) : null,
    strokeIndexFemale: values.womenColumns ? optional(h.strokeIndexFemale) : null,
  }));
  const nineHoles = holes.length === 9;
  const ratings = teeFormGenders
    .filter((gender) => values.ratings[gender].rated)
    .map((gender): TeeRating => {
      const r = values.ratings[gender];
      // The pars are the holes' (a number that is not one leaves the par to the hole's own message).
      const par = (from: number, to: number) => {
        const sum = parOf(holes.slice(from, to), gender);
        return Number.isFinite(sum) ? sum : 1;
      };
      const front = par(0, 9);
      return {
        gender,
        par: nineHoles ? 2 * front : par(0, 18),
        courseRating: numberOf(r.courseRating),
        slopeRating: numberOf(r.slopeRating),
        front: {
          par: front,
          courseRating: numberOf(r.front.courseRating),
          slopeRating: numberOf(r.front.slopeRating),
        },
        back: nineHoles
          ? null
          : {
              par: par(9, 18),
              courseRating: numberOf(r.back.courseRating),
              slopeRating: numberOf(r.back.slopeRating),
            },
      };
    });
  return { name: values.name, colour: values.colour, holes, ratings };
}

/**
 * The schema's messages by field, with the ratings' paths named by gender ("ratings.female.front.slopeRating")
 * since the form shows a block per gender rather than a list.
 */
export function teeErrors(values: TeeFormValues, holes: 9 | 18): FieldErrors {
  return byGender(validateWith(teeInputFor(holes), teeInputOf(values)), values);
}

/** Field errors (of the schema or the server) with `ratings.<i>` written as `ratings.<gender>`. */
export function byGender(errors: FieldErrors, values: TeeFormValues): FieldErrors {
  const rated = teeFormGenders.filter((g) => values.ratings[g].rated);
  const named: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^ratings\.(\d+)(.*)$/.exec(path);
    const gender = match ? rated[Number(match[1])] : undefined;
    named[gender && match ? `ratings.${gender}${match[2]}` : path] = message;
  }
  return named;
}

/** The holes' par for a gender as typed so far (NaN while a par is not a number). */
export function typedPar(values: TeeFormValues, gender: TeeGender, from = 0, to = 18): number {
  return values.holes.slice(from, to).reduce((sum, h) => {
    const women = gender === "female" && values.womenColumns ? optional(h.parFemale) : null;
    return sum + (women ?? numberOf(h.par));
  }, 0);
}

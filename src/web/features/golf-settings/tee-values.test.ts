import { describe, expect, it } from "vitest";
import { byGender, newTeeValues, type TeeFormValues, teeErrors, teeInputOf, typedPar } from "./tee-values.ts";

// The tee form's values (issue 35, deliverable 1): the pars of the ratings are summed from the holes, a 9-hole
// course's nine is its front nine, and the schema's messages land on the fields of the gender they are about.

function rated(values: TeeFormValues, gender: "male" | "female", nineHoles = false): TeeFormValues {
  const nine = { courseRating: nineHoles ? 35.1 : 35.6, slopeRating: 126 };
  return {
    ...values,
    ratings: {
      ...values.ratings,
      [gender]: { rated: true, courseRating: 70.2, slopeRating: 121, front: nine, back: nine },
    },
  };
}

/** A hole's values, which a new tee has. */
function hole(values: TeeFormValues, index: number) {
  const found = values.holes[index];
  if (!found) throw new Error(`No hole ${index + 1}`);
  return found;
}

/** Not rated for men (a new tee is, with its fields empty). */
function womenOnly(values: TeeFormValues): TeeFormValues {
  return { ...values, ratings: { ...values.ratings, male: { ...values.ratings.male, rated: false } } };
}

describe("a tee form's values", () => {
  it("start from par 4 and stroke indexes in order, and sum the pars into each rating", () => {
    const values = rated(newTeeValues(18), "male");
    values.holes[2] = { ...hole(values, 2), par: 3 };
    values.holes[13] = { ...hole(values, 13), par: "5" };
    const input = teeInputOf(values);
    expect(input.holes.map((h) => h.strokeIndex)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(input.ratings).toEqual([
      {
        gender: "male",
        par: 72,
        courseRating: 70.2,
        slopeRating: 121,
        front: { par: 35, courseRating: 35.6, slopeRating: 126 },
        back: { par: 37, courseRating: 35.6, slopeRating: 126 },
      },
    ]);
    expect(teeErrors({ ...values, name: "White" }, 18)).toEqual({});
  });

  it("of a 9-hole course give the nine as the front nine and its par twice for 18 holes", () => {
    const values = { ...rated(newTeeValues(9), "male", true), name: "Yellow" };
    const [rating] = teeInputOf(values).ratings;
    expect(rating).toMatchObject({ par: 72, front: { par: 36 }, back: null });
    expect(teeErrors(values, 9)).toEqual({});
  });

  it("count the women's par where a hole has one, only while the women's columns are shown", () => {
    const values = womenOnly(rated(newTeeValues(18), "female"));
    values.holes[0] = { ...hole(values, 0), parFemale: 5 };
    expect(typedPar(values, "female")).toBe(72);
    const shown = { ...values, womenColumns: true };
    expect(typedPar(shown, "female")).toBe(73);
    expect(teeInputOf(shown).ratings[0]).toMatchObject({ par: 73, front: { par: 37 }, back: { par: 36 } });
  });

  it("put a rating's message on its gender's field", () => {
    const values = { ...womenOnly(rated(newTeeValues(18), "female")), name: "Red" };
    values.ratings.female.slopeRating = 160;
    expect(Object.keys(teeErrors(values, 18))).toEqual(["ratings.female.slopeRating"]);
    const both = rated(values, "male");
    expect(byGender({ "ratings.1.back.par": "x", "holes.3.par": "y" }, both)).toEqual({
      "ratings.female.back.par": "x",
      "holes.3.par": "y",
    });
  });

  it("refuse a stroke index given twice on the second hole that has it", () => {
    const values = { ...rated(newTeeValues(18), "male"), name: "Blue" };
    values.holes[7] = { ...hole(values, 7), strokeIndex: 5 };
    expect(Object.keys(teeErrors(values, 18))).toEqual(["holes.7.strokeIndex"]);
  });
});

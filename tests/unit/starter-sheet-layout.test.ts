import { describe, expect, it } from "vitest";
import {
  cutNote,
  fitName,
  linesOf,
  NOTE_LINES,
  READABLE,
  starterSheetLayout,
  textEms,
} from "../../src/server/modules/golf/starter-sheet-layout.ts";

/*
 * The starter sheet's layout (issue 34): a day's tee times on one A4 page in type a starter reads at the first
 * tee. What is asserted is what prints: the type size, the check-in box, whether a 22-character name is printed
 * whole. The API test (tests/api/golf-calendar.test.ts) reads the same sizes back from the rendered PDF.
 */

const ORDINARY = "Alexandra Hoffmann-Lee"; // 22 characters
const day = (rows: number, name = ORDINARY, notes: Record<number, string> = {}) =>
  starterSheetLayout({
    rows,
    seats: 4,
    nameEms: textEms(name),
    notes: Array.from({ length: rows }, (_, i) => notes[i] ?? ""),
    timeEms: textEms("12:56 PM", true),
  });

describe("the starter sheet's layout", () => {
  it("sets a full day of 83 times in two halves of a landscape page at 7.5 pt, boxes 7 pt", () => {
    const layout = day(83, ORDINARY, { 37: "Competition: Club championship", 10: "2 groups waiting" });
    expect(layout).toMatchObject({ orientation: "landscape", halves: 2, firstHalfRows: 42 });
    expect(layout.fontSize).toBeGreaterThanOrEqual(READABLE);
    expect(layout.box).toBeGreaterThanOrEqual(7);
    // A seat holds a name of 15 characters or so; a longer one is shortened to its initial and surname.
    expect(fitName("Christina Bauer", "", layout.nameWidth, layout.fontSize)).toBe("Christina Bauer");
    expect(fitName(ORDINARY, "", layout.nameWidth, layout.fontSize)).toMatch(/^A\. Hoffmann/);
    const plain = day(83);
    expect(plain.fontSize).toBeGreaterThanOrEqual(READABLE);
    expect(fitName(ORDINARY, "", plain.nameWidth, plain.fontSize)).toBe("A. Hoffmann-Lee");
    expect(fitName("Gail Guest", " (guest)", plain.nameWidth, plain.fontSize)).toBe("Gail Guest (guest)");
  });

  it("sets 61 times in one portrait column at 7.5 pt or more, 22-character names whole", () => {
    const layout = day(61);
    expect(layout).toMatchObject({ orientation: "portrait", halves: 1, namesFit: true });
    expect(layout.fontSize).toBeGreaterThanOrEqual(READABLE);
    expect(fitName(ORDINARY, "", layout.nameWidth, layout.fontSize)).toBe(ORDINARY);
    // Short names leave the room to the notes, and the type grows.
    expect(day(61, "Anna Lee").fontSize).toBeGreaterThan(8);
  });

  it("sets a short day of 20 times at 10 pt, names and guests whole", () => {
    const layout = day(20, `${ORDINARY} (guest)`);
    expect(layout.halves).toBe(1);
    expect(layout.fontSize).toBeGreaterThanOrEqual(9);
    expect(layout.box).toBeGreaterThanOrEqual(8);
    expect(fitName(ORDINARY, " (guest)", layout.nameWidth, layout.fontSize)).toBe(`${ORDINARY} (guest)`);
    expect(day(20, "Anna Lee").fontSize).toBe(10);
  });

  it("shortens a no-show's note before the name, and cuts a long note to two lines", () => {
    expect(fitName("Anna Lee", "", 40, 7.5, " · nicht erschienen")).toBe("Anna Lee");
    expect(fitName("Anna Lee", "", 200, 7.5, " · nicht erschienen")).toBe("Anna Lee · nicht erschienen");
    const note = cutNote("Competition: Club championship, second round, shotgun start", 45, 7.5);
    expect(note.endsWith(".")).toBe(true);
    expect(linesOf(note, 45, 7.5)).toBeLessThanOrEqual(NOTE_LINES);
  });
});

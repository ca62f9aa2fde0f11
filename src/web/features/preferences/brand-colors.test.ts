import { describe, expect, it } from "vitest";
import { BRAND_SHADE, contrastWithWhite, darkModeVariant, parseHex, shadesOf } from "./brand-colors.ts";

describe("club colours (spec section 9)", () => {
  it("reads 3- and 6-digit hex colours", () => {
    expect(parseHex("#0ea5e9")).toEqual([14, 165, 233]);
    expect(parseHex("#0AE")).toEqual([0, 170, 238]);
    expect(parseHex("green")).toBeNull();
  });

  it("keeps the colour itself as the primary shade, lighter before and darker after", () => {
    const shades = shadesOf("#1a7f37");
    expect(shades).toHaveLength(10);
    expect(shades[BRAND_SHADE]).toBe("#1a7f37");
    const lightness = shades.map((s) => (parseHex(s) ?? [0, 0, 0]).reduce((a, b) => a + b, 0));
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]).toBeLessThan(lightness[i - 1] ?? 0);
  });

  it("lifts a dark colour to lightness 50 and adds 10 saturation in dark mode", () => {
    // #1a7f37 is hsl(137, 66%, 30%): dark mode makes it hsl(137, 76%, 50%).
    expect(darkModeVariant("#1a7f37")).toBe("#1fe056");
    // Already light enough and fully saturated: unchanged.
    expect(darkModeVariant("#ff8080")).toBe("#ff8080");
  });

  it("measures the contrast of white text", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastWithWhite("#0ea5e9")).toBeLessThan(3);
  });
});

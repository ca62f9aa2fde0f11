import { describe, expect, it } from "vitest";
import { BRAND_SHADE, brandPalette, darkModeVariant, parseHex, shadesOf } from "./brand-colors.ts";
import {
  BLACK_TEXT,
  type ColorMode,
  contrast,
  SURFACES,
  textOn,
  themeColorPalette,
  WHITE_TEXT,
} from "./contrast.ts";

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

  it("measures contrast as WCAG does", () => {
    expect(contrast(WHITE_TEXT, BLACK_TEXT)).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // Mantine's dimmed grey on white, as axe measured it.
    expect(contrast("#868e96", "#ffffff")).toBeCloseTo(3.32, 2);
  });
});

/** Hard cases: light yellow, the spec's default sky blue, a mid grey, both extremes, a mid green. */
const HARD = ["#ffff00", "#0ea5e9", "#777777", "#000000", "#ffffff", "#1a7f37", "#ffe066", "#abc"];
const MODES: ColorMode[] = ["light", "dark"];

describe("readable club colours (WCAG 2.2 AA, decision 019)", () => {
  for (const mode of MODES) {
    for (const hex of HARD) {
      it(`${hex} in ${mode} mode: buttons, text, links and light variants all reach 4.5:1`, () => {
        const p = brandPalette(hex, mode);
        expect(contrast(p.contrast, p.filled)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(p.contrast, p.filledHover)).toBeGreaterThanOrEqual(4.5);
        for (const surface of SURFACES[mode]) expect(contrast(p.text, surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(p.lightColor, p.light)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(p.lightColor, p.lightHover)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it("keeps the club's colour for its buttons, with the text colour that can be read on it", () => {
    // Light yellow and sky blue take black text; white is unreadable on them (1.1:1 and 2.8:1).
    expect(brandPalette("#ffff00", "light")).toMatchObject({ filled: "#ffff00", contrast: BLACK_TEXT });
    expect(brandPalette("#0ea5e9", "light")).toMatchObject({ filled: "#0ea5e9", contrast: BLACK_TEXT });
    // A mid grey: white reaches 4.48:1 only, black 4.69:1.
    expect(brandPalette("#777777", "light")).toMatchObject({ filled: "#777777", contrast: BLACK_TEXT });
    expect(brandPalette("#000000", "light")).toMatchObject({ filled: "#000000", contrast: WHITE_TEXT });
    expect(brandPalette("#1a7f37", "light")).toMatchObject({ filled: "#1a7f37", contrast: WHITE_TEXT });
  });

  it("keeps the spec's dark-mode variant with white text where white is readable on it, else black", () => {
    // The spec's variant of a dark blue keeps white text (hsl(220, 100%, 50%): 6.7:1)…
    expect(brandPalette("#0b3d91", "dark")).toMatchObject({
      filled: darkModeVariant("#0b3d91"),
      contrast: WHITE_TEXT,
    });
    // …but on the lightened sky blue white reaches 2.4:1 (the 1.9:1 the issue saw was its lighter shade).
    expect(brandPalette("#0ea5e9", "dark")).toMatchObject({
      filled: darkModeVariant("#0ea5e9"),
      contrast: BLACK_TEXT,
    });
    // Black becomes a mid grey (the spec's formula gives it 10 saturation), on which black text reads best.
    expect(brandPalette("#000000", "dark")).toMatchObject({ filled: "#8c7373", contrast: BLACK_TEXT });
  });

  it("one of white and black always reaches 4.5:1, so no colour needs changing for its buttons", () => {
    for (let v = 0; v < 256; v += 3) {
      for (const hex of [`rgb`, "r", "g", "b"].map((c) => {
        const x = v.toString(16).padStart(2, "0");
        return c === "r" ? `#${x}0000` : c === "g" ? `#00${x}00` : c === "b" ? `#0000${x}` : `#${x}${x}${x}`;
      })) {
        expect(contrast(textOn(hex), hex)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("darkens the brand as text in light mode and lightens it in dark mode, in its own hue", () => {
    const light = brandPalette("#ffff00", "light").text;
    const dark = brandPalette("#000000", "dark").text;
    expect(contrast(light, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = parseHex(light) ?? [0, 0, 0];
    expect(r).toBe(g);
    expect(b).toBe(0);
    expect(contrast(dark, "#3b3b3b")).toBeGreaterThanOrEqual(4.5);
    // A colour already readable stays as it is.
    expect(brandPalette("#1a7f37", "light").text).toBe("#1a7f37");
  });
});

describe("Mantine's colours made readable", () => {
  // Mantine 9's red and yellow.
  const red = [
    "#fff5f5",
    "#ffe3e3",
    "#ffc9c9",
    "#ffa8a8",
    "#ff8787",
    "#ff6b6b",
    "#fa5252",
    "#f03e3e",
    "#e03131",
    "#c92a2a",
  ];
  const yellow = [
    "#fff9db",
    "#fff3bf",
    "#ffec99",
    "#ffe066",
    "#ffd43b",
    "#fcc419",
    "#fab005",
    "#f59f00",
    "#f08c00",
    "#e67700",
  ];

  it("fills red with the first shade white text reaches 4.5:1 on, and yellow with black text", () => {
    expect(themeColorPalette(red, "light", 6)).toMatchObject({ filled: "#e03131", contrast: WHITE_TEXT });
    expect(themeColorPalette(yellow, "light", 6)).toMatchObject({ filled: "#fab005", contrast: BLACK_TEXT });
  });

  for (const mode of MODES) {
    it(`light badges and coloured text reach 4.5:1 in ${mode} mode`, () => {
      for (const shades of [red, yellow]) {
        const p = themeColorPalette(shades, mode, mode === "light" ? 6 : 7);
        expect(contrast(p.lightColor, p.light)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(p.lightColor, p.lightHover)).toBeGreaterThanOrEqual(4.5);
        for (const surface of SURFACES[mode]) expect(contrast(p.text, surface)).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});

import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { clubColours } from "../../lib/brand-colors.ts";
import { contrast, SURFACES } from "../../lib/contrast.ts";
import { buildTheme, cssVariablesResolver } from "./theme.ts";

/*
 * Every colour of the theme, in both modes, as the CSS variables the components read (decision 019): text
 * on a filled colour, coloured text on the page and the light variants' text all reach 4.5:1.
 */
const CLUB_COLOURS = [null, "#ffff00", "#ffe066", "#0ea5e9", "#777777", "#000000", "#ffffff", "#1a7f37"];

for (const clubColour of CLUB_COLOURS) {
  describe(`the theme ${clubColour ? `of a club in ${clubColour}` : "without a club"}`, () => {
    const theme = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme("inter", clubColour ? clubColours(clubColour) : null),
    );
    const variables = cssVariablesResolver(theme);
    const names = Object.keys(theme.colors).filter((n) => n === "brand" || !n.startsWith("brand"));

    for (const mode of ["light", "dark"] as const) {
      const vars = variables[mode] as Record<string, string | undefined>;
      const v = (name: string) => {
        const value = vars[name];
        if (!value) throw new Error(`${name} is not set in ${mode} mode`);
        return value;
      };

      it(`${mode} mode: filled colours carry readable text, hovered too`, () => {
        for (const name of names) {
          const text = v(`--mantine-color-${name}-contrast`);
          expect(contrast(text, v(`--mantine-color-${name}-filled`)), name).toBeGreaterThanOrEqual(4.5);
          expect(contrast(text, v(`--mantine-color-${name}-filled-hover`)), name).toBeGreaterThanOrEqual(4.5);
        }
        expect(v("--mantine-primary-color-contrast")).toBe(v("--mantine-color-brand-contrast"));
      });

      it(`${mode} mode: coloured text, links, secondary text and errors are readable on every surface`, () => {
        for (const surface of SURFACES[mode]) {
          for (const name of names) {
            expect(contrast(v(`--mantine-color-${name}-text`), surface), name).toBeGreaterThanOrEqual(4.5);
          }
          for (const name of ["anchor", "dimmed", "placeholder", "error"]) {
            expect(contrast(v(`--mantine-color-${name}`), surface), name).toBeGreaterThanOrEqual(4.5);
          }
        }
      });

      it(`${mode} mode: light badges, buttons and the active navigation item are readable`, () => {
        for (const name of names) {
          const text = v(`--mantine-color-${name}-light-color`);
          expect(contrast(text, v(`--mantine-color-${name}-light`)), name).toBeGreaterThanOrEqual(4.5);
          expect(contrast(text, v(`--mantine-color-${name}-light-hover`)), name).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  });
}

describe("components on a filled colour", () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme("inter", clubColours("#ffe066")));

  it("filled buttons and badges take the colour's readable text, not always white", () => {
    const filled = theme.variantColorResolver({ color: "brand", theme, variant: "filled" });
    expect(filled.color).toBe("var(--mantine-color-brand-contrast)");
    expect(theme.variantColorResolver({ color: "red", theme, variant: "filled" }).color).toBe(
      "var(--mantine-color-red-contrast)",
    );
  });

  it("tabs draw their active line in the readable shade, and fill an active pill with its readable text", () => {
    const vars = theme.components.Tabs?.vars as (t: unknown, p: object) => { root: Record<string, string> };
    expect(vars(theme, {}).root).toEqual({
      "--tabs-color": "var(--mantine-color-brand-outline)",
      "--tabs-text-color": "var(--mantine-color-brand-contrast)",
    });
    expect(vars(theme, { variant: "pills", color: "red" }).root).toEqual({
      "--tabs-color": "var(--mantine-color-red-filled)",
      "--tabs-text-color": "var(--mantine-color-red-contrast)",
    });
  });

  it("every close button and the colour picker's eye dropper have a name", () => {
    expect(theme.components.CloseButton?.defaultProps).toMatchObject({ "aria-label": "Close" });
    expect(theme.components.Notification?.defaultProps).toMatchObject({
      closeButtonProps: { "aria-label": "Close notification" },
    });
    expect(theme.components.ColorInput?.defaultProps).toMatchObject({
      eyeDropperButtonProps: { "aria-label": "Pick a colour on the screen" },
    });
  });
});

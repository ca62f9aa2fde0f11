import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { clubColours } from "../../lib/brand-colors.ts";
import { contrast, SURFACES } from "../../lib/contrast.ts";
import commonDe from "../../messages/common/de.ts";
import common from "../../messages/common/en.ts";
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

      it(`${mode} mode: focus rings, focused fields and checked controls reach 3:1 on every surface`, () => {
        const focus = v("--clubhouse-focus-color");
        for (const surface of SURFACES[mode]) {
          expect(contrast(focus, surface), surface).toBeGreaterThanOrEqual(3);
        }
        // A checked switch's thumb and a checkbox's tick, on the focus colour.
        expect(contrast(v("--clubhouse-focus-contrast"), focus)).toBeGreaterThanOrEqual(4.5);
        // The buttons keep the club's colour.
        expect(v("--mantine-color-brand-filled")).toBe(
          clubColour ? clubColours(clubColour).palette[mode].filled : v("--mantine-color-brand-filled"),
        );
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
  const theme = mergeMantineTheme(
    DEFAULT_THEME,
    buildTheme("inter", clubColours("#ffe066"), common.controls),
  );

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

  it("names them in the reader's language", () => {
    const german = mergeMantineTheme(DEFAULT_THEME, buildTheme("inter", null, commonDe.controls));
    expect(german.components.CloseButton?.defaultProps).toMatchObject({ "aria-label": "Schließen" });
    expect(german.components.PasswordInput?.defaultProps).toMatchObject({
      visibilityToggleButtonProps: { "aria-label": "Zeichen anzeigen oder verbergen" },
    });
  });
});

describe("focus and a control's state", () => {
  const focusOf = (clubColour: string) => {
    const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme("inter", clubColours(clubColour)));
    const variables = cssVariablesResolver(theme);
    return (mode: "light" | "dark") => {
      const vars = variables[mode] as Record<string, string>;
      return {
        focus: vars["--clubhouse-focus-color"] as string,
        on: vars["--clubhouse-focus-contrast"] as string,
        filled: vars["--mantine-color-brand-filled"] as string,
      };
    };
  };

  it("light yellow (#ffe066): a darker shade in light mode, where the colour itself is 1.3:1 on white", () => {
    const yellow = focusOf("#ffe066");
    const light = yellow("light");
    expect(light).toEqual({ focus: "#7a6c31", on: "#ffffff", filled: "#ffe066" });
    expect(contrast("#ffe066", "#ffffff")).toBeCloseTo(1.3, 1);
    expect(contrast(light.focus, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    // In dark mode the colour itself is readable on the page.
    expect(yellow("dark")).toEqual({ focus: "#ffe066", on: "#000000", filled: "#ffe066" });
  });

  it("sky blue (#0ea5e9, the default): a darker shade in light mode, a lighter one in dark mode", () => {
    const blue = focusOf("#0ea5e9");
    expect(blue("light")).toEqual({ focus: "#0a74a3", on: "#ffffff", filled: "#0ea5e9" });
    expect(contrast("#0ea5e9", "#ffffff")).toBeLessThan(3);
    expect(blue("dark")).toEqual({ focus: "#20b9fd", on: "#000000", filled: "#02affd" });
  });

  const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme("inter", clubColours("#ffe066")));
  type Vars = (t: unknown, p: object) => Record<string, Record<string, string>>;
  const varsOf = (name: string) => theme.components[name]?.vars as Vars;

  it("focusable components take the ring of focus.css, fields and checked controls the focus colour", () => {
    expect(theme.focusClassName).toBe("clubhouse-focus");
    expect(varsOf("Input")(theme, { variant: "default" }).wrapper).toEqual({
      "--input-bd-focus": "var(--clubhouse-focus-color)",
    });
    expect(varsOf("Input")(theme, { variant: "unstyled" }).wrapper).toEqual({});
    expect(varsOf("Checkbox")(theme, {}).root).toEqual({
      "--checkbox-color": "var(--mantine-color-brand-text)",
      "--checkbox-icon-color": "var(--clubhouse-focus-contrast)",
    });
    expect(varsOf("Switch")(theme, {}).root).toEqual({ "--switch-color": "var(--mantine-color-brand-text)" });
    expect(varsOf("SegmentedControl")(theme, {}).root).toEqual({
      "--mantine-primary-color-filled": "var(--clubhouse-focus-color)",
    });
  });
});

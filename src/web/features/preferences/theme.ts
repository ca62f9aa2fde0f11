import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  isVirtualColor,
  type MantineColorShade,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
  virtualColor,
} from "@mantine/core";
import {
  BRAND_SHADE,
  brandPalette,
  type ColorMode,
  DIMMED_TEXT,
  darkModeVariant,
  type ModePalette,
  shadesOf,
  themeColorPalette,
} from "../../lib/brand-colors.ts";
import { type FontPreference, fontFamilies } from "./preferences.ts";

/** Clubhouse's own colour (#0ea5e9, the spec's default primary colour) and its shades. */
const clubhouseBrand: MantineColorsTuple = [
  "#f0f9ff",
  "#e0f2fe",
  "#bae6fd",
  "#7dd3fc",
  "#38bdf8",
  "#0ea5e9",
  "#0284c7",
  "#0369a1",
  "#075985",
  "#0c4a6e",
];

/** Where Mantine's colours start looking for a filled shade white text reaches 4.5:1 on (decision 019). */
const FILLED_FROM = { light: 6, dark: 7 } as const satisfies Record<ColorMode, MantineColorShade>;

const MODES: readonly ColorMode[] = ["light", "dark"];

function colorVariables(name: string, p: ModePalette): Record<string, string> {
  return {
    [`--mantine-color-${name}-filled`]: p.filled,
    [`--mantine-color-${name}-filled-hover`]: p.filledHover,
    [`--mantine-color-${name}-contrast`]: p.contrast,
    [`--mantine-color-${name}-text`]: p.text,
    [`--mantine-color-${name}-outline`]: p.text,
    [`--mantine-color-${name}-light`]: p.light,
    [`--mantine-color-${name}-light-hover`]: p.lightHover,
    [`--mantine-color-${name}-light-color`]: p.lightColor,
  };
}

type ModeVariables = Record<ColorMode, Record<string, string>>;
const variablesCache = new Map<string, ModeVariables>();

/** Every colour's readable variables, per mode; the brand's from the club's colour when there is one. */
function readableVariables(theme: Parameters<CSSVariablesResolver>[0]): ModeVariables {
  const clubColor = typeof theme.other.clubColor === "string" ? theme.other.clubColor : null;
  const key = clubColor ?? "";
  const cached = variablesCache.get(key);
  if (cached) return cached;
  const out: ModeVariables = { light: {}, dark: {} };
  for (const mode of MODES) {
    const vars = out[mode];
    for (const [name, shades] of Object.entries(theme.colors)) {
      if (isVirtualColor(shades) || name === "brand" || name.startsWith("brand")) continue;
      Object.assign(vars, colorVariables(name, themeColorPalette(shades, mode, FILLED_FROM[mode])));
    }
    const brand = clubColor
      ? brandPalette(clubColor, mode)
      : themeColorPalette(clubhouseBrand, mode, FILLED_FROM[mode]);
    Object.assign(vars, colorVariables("brand", brand), {
      "--mantine-primary-color-contrast": brand.contrast,
      "--mantine-color-anchor": brand.text,
      // Placeholders too: they are text a person must be able to read.
      "--mantine-color-dimmed": DIMMED_TEXT[mode],
      "--mantine-color-placeholder": DIMMED_TEXT[mode],
      "--mantine-color-error": vars["--mantine-color-red-text"] as string,
    });
  }
  variablesCache.set(key, out);
  return out;
}

/**
 * MantineProvider's CSS variables with every text readable (WCAG 2.2 AA, decision 019): filled colours with
 * white or black text reaching 4.5:1, coloured text and links reaching 4.5:1 on the page in both modes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  ...readableVariables(theme),
});

/** Filled elements of a theme colour take the colour's readable text (white or black), not always white. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== "filled") return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-contrast)` };
};

/** The readable text on a component's filled colour (its `color`, else the primary colour). */
const contrastOf = (color: unknown) =>
  typeof color === "string" && color
    ? `var(--mantine-color-${color}-contrast)`
    : "var(--mantine-primary-color-contrast)";

/** The colour's own variable (`-filled`, `-outline`…), the primary colour's when it has none. */
const colorVar = (color: unknown, kind: string) =>
  `var(--mantine-color-${typeof color === "string" && color ? color : "brand"}-${kind})`;

/**
 * A filled control with text or a tick on it: the colour's filled shade with its readable text. (Plain
 * objects rather than `Tabs.extend`, which would bring those components into the sign-in screens'
 * download.)
 */
const filledWithText = (background: string, text: string) => ({
  vars: (_theme: unknown, props: { color?: unknown }) => ({
    root: { [background]: colorVar(props.color, "filled"), [text]: contrastOf(props.color) },
  }),
});

/**
 * The theme. Without a club (the sign-in screens) it uses Clubhouse's colour. With a club's primary colour
 * (whole-page branding, spec sections 1 and 9), filled elements use that colour itself in light mode and its
 * dark-mode variant in dark mode, with white or black text, whichever is readable (decision 019).
 */
export function buildTheme(font: FontPreference, primaryColor: string | null = null) {
  const colors = primaryColor
    ? {
        brandLight: shadesOf(primaryColor),
        brandDark: shadesOf(darkModeVariant(primaryColor)),
        brand: virtualColor({ name: "brand", light: "brandLight", dark: "brandDark" }),
      }
    : { brand: clubhouseBrand };
  return createTheme({
    primaryColor: "brand",
    primaryShade: primaryColor ? { light: BRAND_SHADE, dark: BRAND_SHADE } : FILLED_FROM,
    colors,
    other: { clubColor: primaryColor },
    variantColorResolver,
    fontFamily: fontFamilies[font],
    headings: { fontFamily: fontFamilies[font], fontWeight: "700" },
    defaultRadius: "md",
    cursorType: "pointer",
    components: {
      Button: { defaultProps: { radius: "md" } },
      Card: { defaultProps: { radius: "lg" } },
      // Badges say a role or a status as every other text does ("Admin", not "ADMIN").
      Badge: { defaultProps: { tt: "none" } },
      // Links are underlined: inside a sentence, colour alone does not tell them apart (WCAG 1.4.1).
      Anchor: { defaultProps: { underline: "always" } },
      // Every close button has a name (WCAG 4.1.2), whatever it closes.
      CloseButton: { defaultProps: { "aria-label": "Close" } },
      Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
      Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
      Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
      ColorInput: {
        defaultProps: { eyeDropperButtonProps: { "aria-label": "Pick a colour from the screen" } },
      },
      // A menu holds menu items only (ARIA): instead of Mantine's focus placeholder, an opened menu focuses
      // its first item (the first one marked data-autofocus), as WAI-ARIA's menu button pattern does.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      MenuItem: { defaultProps: { "data-autofocus": true } },
      // Text and ticks on a filled colour take its readable text colour.
      // The active pill is filled; the other tabs' active line is drawn in the readable shade.
      Tabs: {
        vars: (_theme: unknown, props: { color?: unknown; variant?: unknown }) => ({
          root: {
            "--tabs-color": colorVar(props.color, props.variant === "pills" ? "filled" : "outline"),
            "--tabs-text-color": contrastOf(props.color),
          },
        }),
      },
      Pagination: filledWithText("--pagination-active-bg", "--pagination-active-color"),
      Checkbox: filledWithText("--checkbox-color", "--checkbox-icon-color"),
      // Mantine's default name for the eye button mentions "password", which makes the field's own
      // label ("Password") ambiguous for assistive technology and label-based lookups.
      PasswordInput: {
        defaultProps: {
          // Every field on our forms is required, so no asterisk: it would also become part of the label.
          withAsterisk: false,
          visibilityToggleButtonProps: { "aria-label": "Show or hide the characters" },
        },
      },
      TextInput: { defaultProps: { withAsterisk: false } },
      // A closed option list stays out of the page: kept mounted, it carries the field's label too, and a
      // label would name two elements.
      Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
      MultiSelect: { defaultProps: { comboboxProps: { keepMounted: false } } },
      TagsInput: { defaultProps: { comboboxProps: { keepMounted: false } } },
      Autocomplete: { defaultProps: { comboboxProps: { keepMounted: false } } },
    },
  });
}

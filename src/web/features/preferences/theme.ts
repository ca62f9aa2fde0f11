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
import type { ClubColours } from "../../lib/brand-colors.ts";
import {
  type ColorMode,
  DIMMED_TEXT,
  type ModePalette,
  textOn,
  themeColorPalette,
} from "../../lib/contrast.ts";
import type common from "../../messages/common/en.ts";
import { type FontPreference, fontFamilies } from "./preferences.ts";
import "./focus.css";

/** The names of the buttons that show only an icon, in the language on screen (the "common" `controls`). */
export type ControlLabels = typeof common.controls;

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

/** Every colour's readable variables, per mode; the brand's from the club's colour when there is one. */
function readableVariables(theme: Parameters<CSSVariablesResolver>[0]): ModeVariables {
  const club = (theme.other.clubColours ?? null) as ClubColours | null;
  const out: ModeVariables = { light: {}, dark: {} };
  for (const mode of MODES) {
    const vars = out[mode];
    for (const [name, shades] of Object.entries(theme.colors)) {
      // The brand (Clubhouse's or the club's, and its light and dark shades) is made below.
      if (isVirtualColor(shades) || name.startsWith("brand")) continue;
      Object.assign(vars, colorVariables(name, themeColorPalette(shades, mode, FILLED_FROM[mode])));
    }
    const brand = club ? club.palette[mode] : themeColorPalette(clubhouseBrand, mode, FILLED_FROM[mode]);
    Object.assign(vars, colorVariables("brand", brand), {
      "--mantine-primary-color-contrast": brand.contrast,
      // Focus rings, a focused field's border, a checked switch or checkbox (focus.css): the readable
      // shade, since the club's colour itself may not reach 3:1 on the page; white or black on it.
      "--clubhouse-focus-color": brand.text,
      "--clubhouse-focus-contrast": textOn(brand.text),
      "--mantine-color-anchor": brand.text,
      // Placeholders too: they are text a person must be able to read.
      "--mantine-color-dimmed": DIMMED_TEXT[mode],
      "--mantine-color-placeholder": DIMMED_TEXT[mode],
      "--mantine-color-error": vars["--mantine-color-red-text"] as string,
    });
  }
  return out;
}

/**
 * MantineProvider's CSS variables with every text readable (WCAG 2.2 AA, decision 019): filled colours with
 * white or black text reaching 4.5:1, coloured text and links reaching 4.5:1 on the page in both modes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  // Mantine calls this on every render of its provider; the theme changes only with the font or the club.
  let variables = resolved.get(theme);
  if (!variables) {
    variables = readableVariables(theme);
    resolved.set(theme, variables);
  }
  return { variables: {}, ...variables };
};

const resolved = new WeakMap<object, ModeVariables>();

/** Filled elements of a theme colour take the colour's readable text (white or black), not always white. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== "filled") return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-contrast)` };
};

/**
 * A colour's own variable (`-filled`, `-outline`, `-contrast`…), the primary colour's (the brand) when the
 * component names none.
 */
const colorVar = (color: unknown, kind: string) =>
  `var(--mantine-color-${typeof color === "string" && color ? color : "brand"}-${kind})`;

/**
 * What shows focus (focus.css), and the white or black drawn on it (a checked switch's thumb, a tick). Any
 * colour's readable shade is dark in light mode and light in dark mode, so the same white or black reads on
 * each colour's `-text` too.
 */
const FOCUS_COLOR = "var(--clubhouse-focus-color)";
const FOCUS_CONTRAST = "var(--clubhouse-focus-contrast)";

/**
 * A filled control's text in the colour's readable text, not always white. (Plain objects rather
 * than `Tabs.extend`, which would bring those components into the sign-in screens' download.)
 */
const textOnFilled = (variable: string) => ({
  vars: (_theme: unknown, props: { color?: unknown }) => ({
    root: { [variable]: colorVar(props.color, "contrast") },
  }),
});

/**
 * The theme. Without a club (the sign-in screens) it uses Clubhouse's colour. With a club's colours
 * (whole-page branding, spec sections 1 and 9; `clubColours()`, computed where the club is known), filled
 * elements use the club's colour itself in light mode and its dark-mode variant in dark mode, with white or
 * black text, whichever is readable (decision 019). `labels` name the icon buttons Mantine draws itself (a close
 * button, a password field's eye) in the reader's language.
 */
export function buildTheme(
  font: FontPreference,
  club: ClubColours | null = null,
  labels: ControlLabels | null = null,
) {
  const colors = club
    ? {
        brandLight: club.shades.light,
        brandDark: club.shades.dark,
        brand: virtualColor({ name: "brand", light: "brandLight", dark: "brandDark" }),
      }
    : { brand: clubhouseBrand };
  return createTheme({
    primaryColor: "brand",
    primaryShade: club ? { light: club.shade, dark: club.shade } : FILLED_FROM,
    colors,
    other: { clubColours: club },
    variantColorResolver,
    // Focusable components get this class instead of Mantine's, whose ring is the club's colour (focus.css).
    focusClassName: "clubhouse-focus",
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
      // Every close button has a name (WCAG 4.1.2), whatever it closes: a dialog's, a drawer's, an alert's.
      CloseButton: { defaultProps: { "aria-label": labels?.close } },
      Notification: { defaultProps: { closeButtonProps: { "aria-label": labels?.closeNotification } } },
      ColorInput: {
        defaultProps: { eyeDropperButtonProps: { "aria-label": labels?.eyeDropper } },
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
            "--tabs-text-color": colorVar(props.color, "contrast"),
          },
        }),
      },
      Pagination: textOnFilled("--pagination-active-color"),
      // What shows focus or a control's state is drawn in the readable shade, not in the colour that fills
      // the buttons (focus.css, WCAG 1.4.11): a focused field's border (an unstyled field has none), a
      // checked checkbox or switch with its tick or thumb in white or black, the theme switch's focus ring
      // (Mantine draws it with --mantine-primary-color-filled, which nothing else of it uses).
      Input: {
        vars: (_theme: unknown, props: { variant?: unknown }) => ({
          wrapper: props.variant === "unstyled" ? {} : { "--input-bd-focus": FOCUS_COLOR },
        }),
      },
      Checkbox: {
        vars: (_theme: unknown, props: { color?: unknown }) => ({
          root: {
            "--checkbox-color": colorVar(props.color, "text"),
            "--checkbox-icon-color": FOCUS_CONTRAST,
          },
        }),
      },
      Switch: {
        vars: (_theme: unknown, props: { color?: unknown }) => ({
          root: { "--switch-color": colorVar(props.color, "text") },
        }),
      },
      SegmentedControl: { vars: () => ({ root: { "--mantine-primary-color-filled": FOCUS_COLOR } }) },
      // Mantine's default name for the eye button mentions "password", which makes the field's own
      // label ("Password") ambiguous for assistive technology and label-based lookups.
      PasswordInput: {
        defaultProps: {
          // Every field on our forms is required, so no asterisk: it would also become part of the label.
          withAsterisk: false,
          visibilityToggleButtonProps: { "aria-label": labels?.passwordToggle },
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

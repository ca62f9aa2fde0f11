import { createTheme, type MantineColorsTuple, virtualColor } from "@mantine/core";
import { BRAND_SHADE, darkModeVariant, shadesOf } from "./brand-colors.ts";
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

/**
 * The theme. Without a club (the sign-in screens) it uses Clubhouse's colour. With a club's primary colour
 * (whole-page branding, spec sections 1 and 9), filled elements use that colour itself in light mode and its
 * dark-mode variant in dark mode, both with white text.
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
    // Without a club: darker shade in light mode and a lighter one in dark mode, both readable with white text.
    primaryShade: primaryColor ? { light: BRAND_SHADE, dark: BRAND_SHADE } : { light: 7, dark: 6 },
    colors,
    fontFamily: fontFamilies[font],
    headings: { fontFamily: fontFamilies[font], fontWeight: "700" },
    defaultRadius: "md",
    cursorType: "pointer",
    components: {
      Button: { defaultProps: { radius: "md" } },
      Card: { defaultProps: { radius: "lg" } },
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

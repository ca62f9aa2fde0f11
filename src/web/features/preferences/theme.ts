import { createTheme, type MantineColorsTuple } from "@mantine/core";
import { type FontPreference, fontFamilies } from "./preferences.ts";

/** The default club colour (#0ea5e9) and its shades. */
const brand: MantineColorsTuple = [
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

export function buildTheme(font: FontPreference) {
  return createTheme({
    primaryColor: "brand",
    // Darker shade in light mode and a lighter one in dark mode, both readable with white text.
    primaryShade: { light: 7, dark: 6 },
    colors: { brand },
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
    },
  });
}

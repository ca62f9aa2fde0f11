import type { MantineColorScheme, MantineColorSchemeManager } from "@mantine/core";
import { readStorage, writeStorage } from "../../lib/storage.ts";

/** Spec section 3, Local preferences. */
export const THEME_KEY = "clubhouse.theme";
export const FONT_KEY = "clubhouse.font";
/** The selected club's theme, kept so that public/color-scheme.js can apply it before the app starts. */
export const CLUB_THEME_KEY = "clubhouse.clubTheme";

export const themes = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof themes)[number];
export const DEFAULT_THEME: ThemePreference = "light";

export const fonts = ["inter", "manrope", "system"] as const;
export type FontPreference = (typeof fonts)[number];
export const DEFAULT_FONT: FontPreference = "inter";

/** The fonts' own names (not translated); the device's font is named in the "shell" texts (`font.system`). */
export const fontLabels: Record<Exclude<FontPreference, "system">, string> = {
  inter: "Inter",
  manrope: "Manrope",
};

const systemStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const fontFamilies: Record<FontPreference, string> = {
  // Inter's metric-matched fallback (font-faces.ts) is declared on the signed-in screens only.
  inter: `"Inter Variable", Inter, "Inter Fallback", ${systemStack}`,
  manrope: `"Manrope Variable", Manrope, ${systemStack}`,
  system: systemStack,
};

/** The family of each font's own faces (font-faces.ts); none for the device's font. */
export const fontFaceFamilies: Record<FontPreference, string | null> = {
  inter: "Inter Variable",
  manrope: "Manrope Variable",
  system: null,
};

export function parseTheme(value: string | null): ThemePreference {
  return (themes as readonly string[]).includes(value ?? "") ? (value as ThemePreference) : DEFAULT_THEME;
}

export function parseFont(value: string | null): FontPreference {
  return (fonts as readonly string[]).includes(value ?? "") ? (value as FontPreference) : DEFAULT_FONT;
}

export function readFont(): FontPreference {
  return parseFont(readStorage(FONT_KEY));
}

export function writeFont(font: FontPreference): void {
  writeStorage(FONT_KEY, font);
}

/** Our theme names to Mantine's: "system" is Mantine's "auto". */
export function toColorScheme(theme: ThemePreference): MantineColorScheme {
  return theme === "system" ? "auto" : theme;
}

export function toThemePreference(scheme: MantineColorScheme): ThemePreference {
  return scheme === "auto" ? "system" : scheme;
}

/** Whether the user chose a theme in this browser (the club's theme applies until they do). */
export function hasOwnTheme(): boolean {
  return readStorage(THEME_KEY) !== null;
}

export interface ThemeStorageManager extends MantineColorSchemeManager {
  /** Runs `change` (a call of Mantine's setColorScheme) without saving it as the user's own choice. */
  withoutSaving: (change: () => void) => void;
}

/**
 * Keeps Mantine's colour scheme under "clubhouse.theme" with the spec's values (light, dark, system),
 * and follows changes made in other tabs. `onChoice` hears every choice the user makes; a club's theme
 * applied through `withoutSaving` is not one.
 */
export function themeStorageManager(onChoice?: () => void): ThemeStorageManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  let saving = true;
  return {
    withoutSaving: (change) => {
      saving = false;
      try {
        change();
      } finally {
        saving = true;
      }
    },
    get: () => toColorScheme(parseTheme(readStorage(THEME_KEY))),
    set: (scheme) => {
      if (!saving) return;
      writeStorage(THEME_KEY, toThemePreference(scheme));
      onChoice?.();
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea === window.localStorage && event.key === THEME_KEY) {
          onUpdate(toColorScheme(parseTheme(event.newValue)));
        }
      };
      window.addEventListener("storage", listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener("storage", listener);
    },
    clear: () => writeStorage(THEME_KEY, null),
  };
}

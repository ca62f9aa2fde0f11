import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import "@fontsource/manrope/400.css";
import "@fontsource/manrope/500.css";
import "@fontsource/manrope/600.css";
import "@fontsource/manrope/700.css";
import { MantineProvider } from "@mantine/core";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import {
  DEFAULT_THEME,
  type FontPreference,
  readFont,
  themeStorageManager,
  toColorScheme,
  writeFont,
} from "./preferences.ts";
import { buildTheme } from "./theme.ts";

interface FontContextValue {
  font: FontPreference;
  setFont: (font: FontPreference) => void;
}

const FontContext = createContext<FontContextValue | null>(null);

const colorSchemeManager = themeStorageManager();

/** Mantine with the saved theme (light, dark, system) and font; children may change both. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [font, setFontState] = useState<FontPreference>(readFont);
  const theme = useMemo(() => buildTheme(font), [font]);
  const value = useMemo<FontContextValue>(
    () => ({
      font,
      setFont: (next) => {
        writeFont(next);
        setFontState(next);
      },
    }),
    [font],
  );
  return (
    <FontContext value={value}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={toColorScheme(DEFAULT_THEME)}
      >
        {children}
      </MantineProvider>
    </FontContext>
  );
}

export function useFontPreference(): FontContextValue {
  const value = useContext(FontContext);
  if (!value) throw new Error("useFontPreference needs PreferencesProvider");
  return value;
}

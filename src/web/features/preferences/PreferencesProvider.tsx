import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import "@fontsource/manrope/400.css";
import "@fontsource/manrope/500.css";
import "@fontsource/manrope/600.css";
import "@fontsource/manrope/700.css";
import { MantineProvider } from "@mantine/core";
import { useColorScheme } from "@mantine/hooks";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { type ClubLook, showClubLook } from "./club-look.ts";
import {
  DEFAULT_THEME,
  type FontPreference,
  hasOwnTheme,
  readFont,
  themeStorageManager,
  toColorScheme,
  writeFont,
} from "./preferences.ts";
import { buildTheme } from "./theme.ts";

interface PreferencesContextValue {
  font: FontPreference;
  setFont: (font: FontPreference) => void;
  /** Applies a club's branding to the whole page, or removes it (null). */
  setClubLook: (look: ClubLook | null) => void;
  /** The club's theme while the user has not chosen one of their own in this browser. */
  clubTheme: ClubLook["theme"] | null;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

/**
 * Mantine with the saved theme (light, dark, system) and font, and the selected club's branding: its
 * primary colour, favicon, theme class, and its theme until the user picks one of their own.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [font, setFontState] = useState<FontPreference>(readFont);
  const [clubLook, setClubLook] = useState<ClubLook | null>(null);
  const [ownTheme, setOwnTheme] = useState(hasOwnTheme);
  const [colorSchemeManager] = useState(() => themeStorageManager(() => setOwnTheme(true)));
  const systemScheme = useColorScheme();
  const primaryColor = clubLook?.primaryColor ?? null;
  const theme = useMemo(() => buildTheme(font, primaryColor), [font, primaryColor]);

  useEffect(() => showClubLook(clubLook), [clubLook]);

  const clubTheme = !ownTheme && clubLook ? clubLook.theme : null;
  const forced = clubTheme === "auto" ? systemScheme : (clubTheme ?? undefined);

  const value = useMemo<PreferencesContextValue>(
    () => ({
      font,
      setFont: (next) => {
        writeFont(next);
        setFontState(next);
      },
      setClubLook,
      clubTheme,
    }),
    [font, clubTheme],
  );
  return (
    <PreferencesContext value={value}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={toColorScheme(DEFAULT_THEME)}
        {...(forced ? { forceColorScheme: forced } : {})}
      >
        {children}
      </MantineProvider>
    </PreferencesContext>
  );
}

function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("Preferences are used outside PreferencesProvider");
  return value;
}

export function useFontPreference(): Pick<PreferencesContextValue, "font" | "setFont"> {
  return usePreferences();
}

export function useClubTheme(): ClubLook["theme"] | null {
  return usePreferences().clubTheme;
}

/** Shows a club's branding on every page while the calling screen is mounted. */
export function useClubLook(look: ClubLook | null): void {
  const { setClubLook } = usePreferences();
  const primaryColor = look?.primaryColor;
  const theme = look?.theme;
  const faviconUrl = look?.faviconUrl;
  useEffect(() => {
    setClubLook(primaryColor && theme ? { primaryColor, theme, faviconUrl: faviconUrl ?? null } : null);
  }, [setClubLook, primaryColor, theme, faviconUrl]);
  useEffect(() => () => setClubLook(null), [setClubLook]);
}

import { type MantineColorScheme, MantineProvider, useMantineColorScheme } from "@mantine/core";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { messages, messagesLoaded, useLocale } from "../../lib/i18n.ts";
import { type ClubLook, currentClubLook, setClubLook, showClubLook, subscribeClubLook } from "./club-look.ts";
import {
  DEFAULT_THEME,
  type FontPreference,
  hasOwnTheme,
  readFont,
  type ThemeStorageManager,
  themeStorageManager,
  toColorScheme,
  writeFont,
} from "./preferences.ts";
import { buildTheme, cssVariablesResolver } from "./theme.ts";

interface PreferencesContextValue {
  font: FontPreference;
  setFont: (font: FontPreference) => void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

/**
 * Mantine with the saved theme (light, dark, system) and font, and the selected club's branding: its
 * primary colour, favicon, theme class, and its theme until the user picks one of their own.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [font, setFontState] = useState<FontPreference>(readFont);
  const clubLook = useSyncExternalStore(subscribeClubLook, currentClubLook);
  const [ownTheme, setOwnTheme] = useState(hasOwnTheme);
  const [colorSchemeManager] = useState(() => themeStorageManager(() => setOwnTheme(true)));
  const clubColours = clubLook?.colours ?? null;
  // The icon buttons' names in the language on screen: "common" is loaded before the first render (main.tsx),
  // and in a new language before it shows. Read without waiting, so that the app shows even without them.
  useLocale();
  const labels = messagesLoaded("common") ? messages("common").controls : null;
  const theme = useMemo(() => buildTheme(font, clubColours, labels), [font, clubColours, labels]);

  useEffect(() => showClubLook(clubLook), [clubLook]);

  // Until the user picks a theme, the club's applies (auto follows the system), else the spec's default.
  const schemeWithoutChoice: MantineColorScheme | null = ownTheme
    ? null
    : clubLook
      ? clubLook.theme
      : toColorScheme(DEFAULT_THEME);

  const value = useMemo<PreferencesContextValue>(
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
    <PreferencesContext value={value}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={toColorScheme(DEFAULT_THEME)}
      >
        <SchemeWithoutChoice scheme={schemeWithoutChoice} manager={colorSchemeManager} />
        {children}
      </MantineProvider>
    </PreferencesContext>
  );
}

/** Shows `scheme` without saving it as the user's choice (the theme switch then shows it too). */
function SchemeWithoutChoice({
  scheme,
  manager,
}: {
  scheme: MantineColorScheme | null;
  manager: ThemeStorageManager;
}) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // Only when it differs: Mantine's setColorScheme adds (and soon removes) a stylesheet that stops every
  // transition, restyling the whole page each time, and its function is a new one on every render.
  useEffect(() => {
    if (scheme && scheme !== colorScheme) manager.withoutSaving(() => setColorScheme(scheme));
  }, [scheme, colorScheme, manager, setColorScheme]);
  return null;
}

function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error("Preferences are used outside PreferencesProvider");
  return value;
}

export function useFontPreference(): Pick<PreferencesContextValue, "font" | "setFont"> {
  return usePreferences();
}
/**
 * Shows a club's branding on every page while the calling screen is mounted. The caller makes the club's
 * colours (clubColours, kept while the colour stays): that work is not part of the sign-in screens' download.
 */
export function useClubLook(look: ClubLook | null): void {
  const colours = look?.colours;
  const theme = look?.theme;
  const faviconUrl = look?.faviconUrl;
  useEffect(() => {
    setClubLook(colours && theme ? { colours, theme, faviconUrl: faviconUrl ?? null } : null);
  }, [colours, theme, faviconUrl]);
  useEffect(() => () => setClubLook(null), []);
}

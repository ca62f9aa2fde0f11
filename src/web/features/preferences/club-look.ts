import type { ClubColours } from "../../lib/brand-colors.ts";
import { writeStorage } from "../../lib/storage.ts";
import { CLUB_THEME_KEY } from "./preferences.ts";

/** What a club's branding changes on every page (spec section 1, 'Whole-page branding'). */
export interface ClubLook {
  /** The club's primary colour, made into the theme's colours (clubColours). */
  colours: ClubColours;
  theme: "light" | "dark" | "auto";
  faviconUrl: string | null;
}

let current: ClubLook | null = null;
const listeners = new Set<() => void>();

/** The club's look that every page shows now (PreferencesProvider reads it), or null for Clubhouse's own. */
export function currentClubLook(): ClubLook | null {
  return current;
}

export function subscribeClubLook(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows `look` on every page (null: Clubhouse's own). The same look again changes nothing, so that the guard
 * of the signed-in screens can set it before they first render (no second render of the whole page in
 * the club's colours) and the screens keep it live afterwards.
 */
export function setClubLook(look: ClubLook | null): void {
  // Colours are made once per colour (clubColours), so the same look has the same colours object.
  const same =
    look === current ||
    (look !== null &&
      current !== null &&
      look.colours === current.colours &&
      look.theme === current.theme &&
      look.faviconUrl === current.faviconUrl);
  if (same) return;
  current = look;
  for (const listener of listeners) listener();
}

const CLASS_PREFIX = "club-theme-";
const DEFAULT_FAVICON = { href: "/favicon.svg", type: "image/svg+xml" };

function faviconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.appendChild(link);
  }
  return link;
}

/** Puts the club's theme class on <html> and its favicon in the tab, or Clubhouse's own when null. */
export function showClubLook(look: ClubLook | null): void {
  const root = document.documentElement;
  for (const name of [...root.classList]) if (name.startsWith(CLASS_PREFIX)) root.classList.remove(name);
  if (look) root.classList.add(`${CLASS_PREFIX}${look.theme}`);
  writeStorage(CLUB_THEME_KEY, look?.theme ?? null);

  const link = faviconLink();
  if (look?.faviconUrl) {
    if (link.href !== look.faviconUrl) link.href = look.faviconUrl;
    link.removeAttribute("type");
  } else {
    link.href = DEFAULT_FAVICON.href;
    link.type = DEFAULT_FAVICON.type;
  }
}

import { type SettingsSection, settingsSections } from "../../../shared/settings-sections.ts";

/*
 * The settings sections and the paths of the settings screen (their names are in the "settings" catalog,
 * `sections`). Kept free of zod: the routes' search validators import this file, and they load with the
 * first screen (decision 006).
 */

/** `?section=hours`; anything else is dropped (the screen then shows the profile, the spec's default). */
export function sectionParam(value: unknown): SettingsSection | undefined {
  return typeof value === "string" && (settingsSections as readonly string[]).includes(value)
    ? (value as SettingsSection)
    : undefined;
}

/**
 * Every path that shows the settings screen. Moving between them (another section) is not leaving the
 * settings, so the working copy stays and no warning is shown.
 */
const SETTINGS_PATHS = [
  "/settings",
  "/settings/club",
  "/club-profile",
  "/branding",
  "/communication-settings",
  "/financial-settings",
  "/membership-settings",
];

export function isSettingsPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return SETTINGS_PATHS.includes(path);
}

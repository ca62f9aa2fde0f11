import type { z } from "zod";
import type { ClubSettings, settingsSectionSchemas } from "../../../shared/clubs.ts";
import { type SettingsSection, settingsSections } from "../../../shared/settings-sections.ts";

/** The working copy: each section as PUT /api/clubs/{clubId}/settings/{section} takes it. */
export type SettingsDraft = { [S in SettingsSection]: z.infer<(typeof settingsSectionSchemas)[S]> };
export type CommunicationSettings = SettingsDraft["communication"];
export type FinancialSettings = SettingsDraft["financial"];
export type MembershipSettings = SettingsDraft["membership"];

/** The saved settings as a working copy. */
export function draftOf(settings: ClubSettings): SettingsDraft {
  return {
    profile: settings.profile,
    hours: settings.operatingHours,
    branding: {
      primaryColor: settings.branding.primaryColor,
      emailTheme: settings.branding.emailTheme,
      theme: settings.theme,
    },
    communication: settings.communication,
    financial: settings.financial,
    membership: settings.membership,
  };
}

/**
 * Structural equality of form values. Keys holding undefined count as absent (a closed day with or without
 * times left over), and NaN (a number field left empty) equals itself.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!sameValue(ra[key], rb[key])) return false;
  return true;
}

/** The sections where the working copy differs from the saved snapshot, in the screen's order. */
export function changedSections(draft: SettingsDraft, saved: SettingsDraft): SettingsSection[] {
  return settingsSections.filter((s) => !sameValue(draft[s], saved[s]));
}

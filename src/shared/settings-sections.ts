/**
 * The settings sections saved one at a time by PUT /api/clubs/{clubId}/settings/{section}. No zod here: the
 * settings routes' search validators import it, and they load with the first screen (decision 006).
 */
export const settingsSections = [
  "profile",
  "hours",
  "branding",
  "communication",
  "financial",
  "membership",
] as const;
export type SettingsSection = (typeof settingsSections)[number];

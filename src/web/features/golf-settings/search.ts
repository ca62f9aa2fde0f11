/*
 * The golf settings screen's search parameters (?tab=courses), kept free of zod: the routes' search
 * validators load with the first screen (decision 006).
 */
import { oneOf } from "../../lib/search-params.ts";

export const golfSettingsTabs = ["rules", "courses", "blocks", "visitors"] as const;
export type GolfSettingsTab = (typeof golfSettingsTabs)[number];

export interface GolfSettingsSearch {
  /** Absent: the booking rules. */
  tab?: GolfSettingsTab;
}

/** The route's validateSearch: a bad value dropped, the default left out. */
export function golfSettingsSearchParams(search: Record<string, unknown>): GolfSettingsSearch {
  const tab = oneOf(golfSettingsTabs, search.tab);
  return tab === undefined || tab === "rules" ? {} : { tab };
}

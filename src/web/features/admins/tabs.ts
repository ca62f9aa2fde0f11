/*
 * The tabs of the administrators screen, kept free of zod: the routes' search validators import this file,
 * and they load with the first screen (decision 006).
 */

import { loadMessages } from "../../lib/i18n.ts";

export const adminTabs = ["administrators", "invitations"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** `?tab=invitations`; anything else is dropped (the screen then shows the administrators, the default). */
export function adminTabParam(value: unknown): AdminTab | undefined {
  return typeof value === "string" && (adminTabs as readonly string[]).includes(value)
    ? (value as AdminTab)
    : undefined;
}

/** The options of the screen's two routes (/admin-management and /settings/admin): its tab in `?tab=`. */
export const adminScreenRoute = {
  validateSearch: (search: Record<string, unknown>): { tab?: AdminTab } => ({
    tab: adminTabParam(search.tab),
  }),
  // The invitation form is drawn with the screen: its schema's messages too, not after the first render.
  loader: () => loadMessages("admins", "validation"),
};

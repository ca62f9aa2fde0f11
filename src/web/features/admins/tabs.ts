/*
 * The tabs of the administrators screen, kept free of zod: the routes' search validators import this file,
 * and they load with the first screen (decision 006).
 */

export const adminTabs = ["administrators", "invitations"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** `?tab=invitations`; anything else is dropped (the screen then shows the administrators, the default). */
export function adminTabParam(value: unknown): AdminTab | undefined {
  return typeof value === "string" && (adminTabs as readonly string[]).includes(value)
    ? (value as AdminTab)
    : undefined;
}

/**
 * Query keys. Everything about one club lives under ["club", clubId, …], so that switching away from or
 * deleting a club can forget all of it at once; the list of the user's clubs is ["clubs"].
 * (No zod here: the sign-in screens import this, and zod stays out of their first download.)
 */
export const clubKeys = {
  list: ["clubs"] as const,
  all: ["club"] as const,
  club: (clubId: string) => ["club", clubId] as const,
  access: (clubId: string) => ["club", clubId, "access"] as const,
  /** The club's sending domain: read by the settings' panel and the help's DNS article, one cache. */
  sendingDomain: (clubId: string) => ["club", clubId, "communications", "domain"] as const,
};

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
};

import { z } from "zod";

/** The signed-in user's own profile (GET /api/me). */
export const meSchema = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

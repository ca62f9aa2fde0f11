import { z } from "zod";
import { locales } from "./i18n/locales.ts";
import { message } from "./i18n/zod.ts";

/** The signed-in user's own profile (GET /api/me). */
export const meSchema = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  /** The language the user chose; null when they follow their club's (decision 022). */
  language: z.enum(locales).nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /api/me/language: the user's own language, or null to follow the club's. */
export const languageChoiceSchema = z.object({
  language: z
    .enum(
      locales,
      message((m) => m.me.language),
    )
    .nullable(),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

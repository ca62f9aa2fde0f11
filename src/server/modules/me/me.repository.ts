import { eq } from "drizzle-orm";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";

/** Keeps the language a user chose (null: follow the club's). Account data, not a club's: no club audit. */
export async function setUserLanguage(
  db: Db,
  userId: string,
  language: Locale | null,
  now: Date,
): Promise<void> {
  await db.update(user).set({ language, updatedAt: now }).where(eq(user.id, userId));
}

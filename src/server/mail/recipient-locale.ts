import { sql } from "drizzle-orm";
import { type Locale, matchLocale, pickLocale } from "../../shared/i18n/locales.ts";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema/auth.ts";
import { currentLocale, localeOfRequest } from "../i18n.ts";

/*
 * Which language an e-mail goes in (decision 022, issue 13). An e-mail has one reader, who may not be the
 * person whose request sent it: the sender names the reader's language, and these rules choose it.
 *
 * - To a club's member (and to an invitee): their account's own choice when they have an account and made
 *   one, else the club's language, else English — `memberEmailLocale`.
 * - To the person who asked for it (confirmation, existing account, password reset, sign-in code): their
 *   account's own choice, else the language of the screen that asked (the request's Accept-Language, which
 *   the web app sets to the language on screen), else English — `requesterEmailLocale`.
 */

/** A club's language as its preferences keep it ("de", "de-AT"), when Clubhouse speaks it; else null. */
export function clubLanguageOf(preferences: unknown): Locale | null {
  const language = (preferences as { language?: unknown } | null | undefined)?.language;
  return matchLocale(typeof language === "string" ? language : null);
}

/**
 * The language of an e-mail to a club's member or invitee: the linked account's own choice when known
 * (`user.language`; null or undefined when the member has no account or chose none), else the club's
 * language (its preferences' `language`, or a tag such as "de-AT"), else English. A value Clubhouse does not
 * speak is passed over.
 *
 * ```ts
 * const locale = memberEmailLocale({
 *   accountLanguage: await accountLanguage(db, invitation.email),
 *   clubLanguage: clubLanguageOf(club.preferences),
 * });
 * ```
 */
export function memberEmailLocale(reader: {
  accountLanguage?: string | null | undefined;
  clubLanguage?: string | null | undefined;
}): Locale {
  return pickLocale([reader.accountLanguage, reader.clubLanguage]);
}

/**
 * The language of an e-mail that a request asked for, to the account it concerns: the account's own choice,
 * else the request's language, else English. `request` is the request (or its headers) when the caller has
 * it; without one, or when it names no language, the language of the request being answered
 * (`currentLocale()`).
 */
export function requesterEmailLocale(
  accountLanguage: string | null | undefined,
  request?: Request | Headers | null,
): Locale {
  const own = matchLocale(accountLanguage);
  if (own) return own;
  // better-auth hands its callbacks a Request on some paths and other objects on others: only real headers are
  // read; otherwise the request being answered names the language.
  const headers = request instanceof Request ? request.headers : request instanceof Headers ? request : null;
  const asked = headers?.get("accept-language");
  return asked ? localeOfRequest(asked) : currentLocale();
}

/**
 * The language the account of an e-mail address (any case) chose (`user.language`); null when the address
 * has no account or it chose none (it follows its club's).
 */
export async function accountLanguage(db: Db, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ language: user.language })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email})`)
    .limit(1);
  return matchLocale(row?.language);
}

import { and, asc, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { BuiltinTemplateKey, TemplateCategory } from "../../../shared/communications.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Db } from "../../db/client.ts";
import { clubRows } from "../../db/club-rows.ts";
import { containsPattern } from "../../db/patterns.ts";
import { user } from "../../db/schema/auth.ts";
import { clubs } from "../../db/schema/clubs.ts";
import { messageTemplates } from "../../db/schema/communications.ts";

/*
 * The club's templates (issue 16): its own (builtin_key null) and its versions of the product's e-mails (a row
 * per built-in and language it edited, issue 33). Every read names the club, so another club's template is never found.
 */

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type NewTemplate = Omit<typeof messageTemplates.$inferInsert, "id" | "clubId">;

const templateRows = clubRows(messageTemplates, "template");

/** A club keeps at most this many templates of its own in one list (it has tens). */
export const TEMPLATE_LIST_LIMIT = 500;

/** The club's own templates, by name; of one category, and whose name contains `search`, when given. */
export function listOwnTemplates(
  db: Db,
  clubId: string,
  filter: { category?: TemplateCategory | undefined; search?: string | undefined },
): Promise<TemplateRow[]> {
  const conditions: SQL[] = [eq(messageTemplates.clubId, clubId), isNull(messageTemplates.builtinKey)];
  if (filter.category) conditions.push(eq(messageTemplates.category, filter.category));
  if (filter.search) {
    conditions.push(sql`lower(${messageTemplates.name}) like lower(${containsPattern(filter.search)})`);
  }
  return db
    .select()
    .from(messageTemplates)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${messageTemplates.name})`), asc(messageTemplates.id))
    .limit(TEMPLATE_LIST_LIMIT);
}

/** The club's versions of the product's e-mails. */
export function listBuiltinVersions(db: Db, clubId: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.clubId, clubId), isNotNull(messageTemplates.builtinKey)));
}

/** One of the club's own templates. */
export async function findOwnTemplate(db: Db, clubId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.clubId, clubId),
        eq(messageTemplates.id, id),
        isNull(messageTemplates.builtinKey),
      ),
    );
  return row;
}

/** The club's version of a built-in in `language`, when it saved one. */
export async function findBuiltinVersion(
  db: Db,
  clubId: string,
  key: BuiltinTemplateKey,
  language: Locale,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.clubId, clubId),
        eq(messageTemplates.builtinKey, key),
        eq(messageTemplates.language, language),
      ),
    );
  return row;
}

/** The club's versions of one built-in, in each language it saved one in. */
export function findBuiltinVersions(db: Db, clubId: string, key: BuiltinTemplateKey): Promise<TemplateRow[]> {
  return db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.clubId, clubId), eq(messageTemplates.builtinKey, key)));
}

/** Whether another of the club's templates has this name, whatever its case. */
export async function nameTaken(db: Db, clubId: string, name: string, exceptId?: string): Promise<boolean> {
  const conditions: SQL[] = [
    eq(messageTemplates.clubId, clubId),
    sql`lower(${messageTemplates.name}) = lower(${name})`,
  ];
  if (exceptId) conditions.push(ne(messageTemplates.id, exceptId));
  const [row] = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

export const insertTemplate = templateRows.insert;

export const updateTemplate = templateRows.update;

export const deleteTemplate = templateRows.delete;

/** What a template's e-mail reads of its club: its name, settings (language, dates) and branding. */
export async function clubForMail(db: Db, clubId: string) {
  const [row] = await db
    .select({
      name: clubs.name,
      preferences: clubs.preferences,
      timezone: clubs.timezone,
      brandingSettings: clubs.brandingSettings,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row;
}
export type ClubForMail = NonNullable<Awaited<ReturnType<typeof clubForMail>>>;

/** The signed-in user's address and language. */
export async function accountOf(db: Db, userId: string) {
  const [row] = await db
    .select({ email: user.email, name: user.name, language: user.language })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}

import type { z } from "zod";
import {
  builtinKeyOfId,
  builtinTemplateId,
  type Template,
  type TemplateList,
  type TemplatePreviewResult,
  type TemplateTestResult,
  type templateInputSchema,
  type templateLanguageQuerySchema,
  type templateListQuerySchema,
  type templatePreviewSchema,
  type templateTestSchema,
  type templateUpdateSchema,
} from "../../../shared/communication-templates.ts";
import {
  type BuiltinTemplateKey,
  builtinTemplateKeys,
  type TemplateCategory,
} from "../../../shared/communications.ts";
import { addDays, todayIn } from "../../../shared/dates.ts";
import { type Locale, locales } from "../../../shared/i18n/locales.ts";
import type { MembershipStatus } from "../../../shared/member-statuses.ts";
import type { TemplateValues } from "../../../shared/template-variables.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, uniqueViolationAs } from "../../errors.ts";
import { currentLocale, t } from "../../i18n.ts";
import { renderClubEmail } from "../../mail/club-mail.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { memberEmailLocale } from "../../mail/recipient-locale.ts";
import type { EmailContent } from "../../mail/templates.ts";
import { type ClubContext, loadClubContext } from "../clubs/club-context.ts";
import { clubFormatsOf } from "../clubs/clubs.service.ts";
import {
  findMemberOfUserWithType,
  findMemberWithType,
  type MemberWithType,
} from "../members/member-records.service.ts";
import { memberDisplayName } from "../members/member-view.ts";
import { recipientValues, renderBody, renderSubject, sanitizeBody } from "./render.ts";
import {
  accountOf,
  type ClubForMail,
  clubForMail,
  deleteTemplate,
  findBuiltinVersion,
  findBuiltinVersions,
  findOwnTemplate,
  insertTemplate,
  listBuiltinVersions,
  listOwnTemplates,
  nameTaken,
  type TemplateRow,
  updateTemplate,
} from "./templates.repository.ts";

/** What other modules use of this module's queries (decision 051). */
export { findBuiltinVersions } from "./templates.repository.ts";

/*
 * Communication templates (issue 16, item 1): the club's own, and the product's e-mails as built-ins that the
 * club may edit (a row with builtin_key) and restore (the row deleted). Every write goes through withAudit, so
 * the audit trail names who changed what.
 */

type TemplateInput = z.output<typeof templateInputSchema>;
type TemplateUpdate = z.output<typeof templateUpdateSchema>;
type ListQuery = z.output<typeof templateListQuerySchema>;
type LanguageQuery = z.output<typeof templateLanguageQuerySchema>;
type PreviewInput = z.output<typeof templatePreviewSchema>;
type TestInput = z.output<typeof templateTestSchema>;

/** The refusal of a role without communications.send, in the request's language. */
export const TEMPLATES_DENIED = () => t("communicationTemplates").denied;
const notFound = () => new AppError("NOT_FOUND", t("communicationTemplates").notFound);

/** What each built-in is about. */
export const BUILTIN_CATEGORIES: Record<BuiltinTemplateKey, TemplateCategory> = {
  invitation: "welcome",
  welcome: "welcome",
  renewal_reminder: "reminder",
  booking_confirmation: "event",
  invoice: "billing",
};

/** The name a club's version of a built-in is stored under (never shown; the built-in's name is). */
function builtinRowName(key: BuiltinTemplateKey, language: Locale): string {
  return `builtin:${key}:${language}`;
}

/**
 * The language of the built-in's version a request reads, changes or restores: the one it names, else the
 * language of the screen that asks (issue 33: a German screen shows the German e-mails).
 */
function versionLanguage(query: LanguageQuery | undefined): Locale {
  return query?.language ?? currentLocale();
}

/** The product's text of a built-in in `locale`. */
export function builtinDefault(key: BuiltinTemplateKey, locale: Locale) {
  return t("communicationTemplates", locale).builtins[key];
}

/**
 * A built-in's text in `locale`, as the e-mail in that language is written from (issue 33): the club's version
 * in that language when it saved one (`versions`: its versions of this built-in), else the product's.
 */
export function builtinText(
  key: BuiltinTemplateKey,
  versions: readonly Pick<TemplateRow, "language" | "subject" | "bodyHtml">[],
  locale: Locale,
): { subject: string; bodyHtml: string } {
  return versions.find((v) => v.language === locale) ?? builtinDefault(key, locale);
}

function ownView(row: TemplateRow): Template {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    builtinKey: null,
    edited: false,
    language: null,
    editedLanguages: [],
    note: null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A built-in as the club sees it: its name and note in the screen's language, its text in `language` — the
 * club's version in that language when it saved one, else the product's (what a reader of that language gets).
 * `versions`: the club's versions of this built-in, in every language.
 */
function builtinView(key: BuiltinTemplateKey, versions: readonly TemplateRow[], language: Locale): Template {
  const version = versions.find((v) => v.language === language);
  const text = builtinText(key, versions, language);
  const words = t("communicationTemplates").builtins[key];
  return {
    id: builtinTemplateId(key),
    name: words.name,
    category: BUILTIN_CATEGORIES[key],
    subject: text.subject,
    bodyHtml: text.bodyHtml,
    builtinKey: key,
    edited: Boolean(version),
    language,
    editedLanguages: locales.filter((l) => versions.some((v) => v.language === l)),
    note: words.note,
    updatedAt: version ? version.updatedAt.toISOString() : null,
  };
}

function clubNotFound(): AppError {
  return new AppError("NOT_FOUND", t("errors").clubNotFound);
}

async function clubOrRefuse(db: Db, clubId: string): Promise<ClubForMail> {
  const club = await clubForMail(db, clubId);
  if (!club) throw clubNotFound();
  return club;
}

/**
 * The club's context (modules/clubs/club-context.ts), for a template's e-mail in its look; `serverFrom` is the
 * server's sender, which only an e-mail sent from the club would go by.
 */
async function contextOrRefuse(db: Db, clubId: string, serverFrom: string): Promise<ClubContext> {
  const club = await loadClubContext(db, clubId, serverFrom);
  if (!club) throw clubNotFound();
  return club;
}

function duplicateName(): AppError {
  const message = t("communicationTemplates").duplicateName;
  return new AppError("CONFLICT", message, { fields: [{ path: "name", message }] });
}

/** Two requests saving the same name at once: the unique index's refusal is the same 409. */
function nameConflictAsDuplicate<T>(work: Promise<T>): Promise<T> {
  return uniqueViolationAs(work, "message_templates_club_name_idx", duplicateName);
}

/** The built-ins (filtered as the club's own are) and the club's own templates. */
export async function listTemplates(db: Db, access: Access, query: ListQuery): Promise<TemplateList> {
  await clubOrRefuse(db, access.clubId);
  const [own, versions] = await Promise.all([
    listOwnTemplates(db, access.clubId, query),
    listBuiltinVersions(db, access.clubId),
  ]);
  const language = versionLanguage(query);
  const search = query.search?.toLocaleLowerCase();
  const builtins = builtinTemplateKeys
    .map((key) =>
      builtinView(
        key,
        versions.filter((v) => v.builtinKey === key),
        language,
      ),
    )
    .filter(
      (view) =>
        (!query.category || view.category === query.category) &&
        (!search || view.name.toLocaleLowerCase().includes(search)),
    );
  return { templates: [...builtins, ...own.map(ownView)] };
}

export async function getTemplate(
  db: Db,
  access: Access,
  id: string,
  query?: LanguageQuery,
): Promise<Template> {
  const key = builtinKeyOfId(id);
  if (key) {
    await clubOrRefuse(db, access.clubId);
    return builtinView(key, await findBuiltinVersions(db, access.clubId, key), versionLanguage(query));
  }
  const row = await findOwnTemplate(db, access.clubId, id);
  if (!row) throw notFound();
  return ownView(row);
}

export function createTemplate(
  db: Db,
  access: Access,
  input: TemplateInput,
  audit: AuditContext,
): Promise<Template> {
  return nameConflictAsDuplicate(
    withAudit(db, audit, async (tx) => {
      if (await nameTaken(tx, access.clubId, input.name)) throw duplicateName();
      const row = await insertTemplate(tx, access.clubId, {
        name: input.name,
        category: input.category,
        subject: input.subject,
        bodyHtml: sanitizeBody(input.bodyHtml),
        builtinKey: null,
        createdBy: access.userId,
      });
      return ownView(row);
    }),
  );
}

/**
 * A change of a template. Of a built-in, the subject and body are saved as the club's version in `language`
 * (its name and category stay the product's); the first change of a language's version starts from the
 * product's text in that language.
 */
export async function changeTemplate(
  db: Db,
  access: Access,
  id: string,
  input: TemplateUpdate,
  audit: AuditContext,
  query?: LanguageQuery,
): Promise<Template> {
  const key = builtinKeyOfId(id);
  if (key) {
    await clubOrRefuse(db, access.clubId);
    const language = versionLanguage(query);
    return withAudit(db, audit, async (tx) => {
      const current = await findBuiltinVersion(tx, access.clubId, key, language);
      const values = {
        ...(input.subject !== undefined ? { subject: input.subject } : {}),
        ...(input.bodyHtml !== undefined ? { bodyHtml: sanitizeBody(input.bodyHtml) } : {}),
      };
      // Nothing of the built-in's own changes (a name or category only): it stays as it was.
      if (current && Object.keys(values).length) {
        await updateTemplate(tx, access.clubId, current.id, values);
      } else if (!current && Object.keys(values).length) {
        const product = builtinDefault(key, language);
        await nameConflictAsDuplicate(
          insertTemplate(tx, access.clubId, {
            name: builtinRowName(key, language),
            category: BUILTIN_CATEGORIES[key],
            subject: product.subject,
            bodyHtml: product.bodyHtml,
            ...values,
            builtinKey: key,
            language,
            createdBy: access.userId,
          }),
        );
      }
      return builtinView(key, await findBuiltinVersions(tx, access.clubId, key), language);
    });
  }
  return nameConflictAsDuplicate(
    withAudit(db, audit, async (tx) => {
      const current = await findOwnTemplate(tx, access.clubId, id);
      if (!current) throw notFound();
      if (input.name !== undefined && (await nameTaken(tx, access.clubId, input.name, id))) {
        throw duplicateName();
      }
      const values = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.subject !== undefined ? { subject: input.subject } : {}),
        ...(input.bodyHtml !== undefined ? { bodyHtml: sanitizeBody(input.bodyHtml) } : {}),
      };
      const row = await updateTemplate(tx, access.clubId, id, values);
      if (!row) throw notFound();
      return ownView(row);
    }),
  );
}

/**
 * Deletes one of the club's own templates, or restores a built-in's version in a language (the club's version
 * deleted: the product's text in that language again). Restoring one the club never edited changes nothing.
 */
export async function removeTemplate(
  db: Db,
  access: Access,
  id: string,
  audit: AuditContext,
  query?: LanguageQuery,
): Promise<void> {
  const key = builtinKeyOfId(id);
  await withAudit(db, audit, async (tx) => {
    if (key) {
      const version = await findBuiltinVersion(tx, access.clubId, key, versionLanguage(query));
      if (version) await deleteTemplate(tx, access.clubId, version.id);
      return;
    }
    const current = await findOwnTemplate(tx, access.clubId, id);
    if (!current || !(await deleteTemplate(tx, access.clubId, id))) throw notFound();
  });
}

// ——— Filling a template in: a member's values, sample values, the club's layout ———

/** What filling a template in reads of its club. */
export interface ClubFacts {
  name: string;
  preferences: unknown;
  timezone: string | null;
  /**
   * The built-ins the club has reworded, when the caller read them with the club (its context): a key not
   * among them needs no query.
   */
  editedBuiltins?: readonly BuiltinTemplateKey[];
}

/** What a member's values for {{variables}} are read from (a member with their type, or a job's row of one). */
export type TemplateMember = Pick<
  MemberWithType,
  | "firstName"
  | "lastName"
  | "email"
  | "membershipNumber"
  | "membershipTypeName"
  | "membershipType"
  | "membershipStatus"
  | "membershipEndDate"
>;

/** A member's values for {{variables}}, with the club's name and date format, in `locale`. */
export function memberValues(member: TemplateMember, club: ClubFacts, locale: Locale): TemplateValues {
  const formats = clubFormatsOf({ preferences: club.preferences, timezone: club.timezone });
  const status = member.membershipStatus as MembershipStatus;
  return recipientValues({
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    membershipNumber: member.membershipNumber,
    membershipTypeName: member.membershipTypeName || member.membershipType,
    membershipStatusLabel: t("labels", locale).membershipStatuses[status] ?? member.membershipStatus,
    membershipEndDate: member.membershipEndDate,
    clubName: club.name,
    dateFormat: formats.dateFormat,
  });
}

/** Values that show what a template will look like when no member is chosen. */
function sampleValues(club: ClubFacts, locale: Locale, now: Date): TemplateValues {
  const formats = clubFormatsOf({ preferences: club.preferences, timezone: club.timezone });
  const words = t("communicationTemplates", locale).sample;
  const last = words.lastName;
  return recipientValues({
    firstName: "Alex",
    lastName: last,
    email: `alex.${last.toLowerCase()}@example.com`,
    membershipNumber: "M-0042",
    membershipTypeName: words.membershipType,
    membershipStatusLabel: t("labels", locale).membershipStatuses.active,
    membershipEndDate: addDays(todayIn(formats.timezone, now), 365),
    clubName: club.name,
    dateFormat: formats.dateFormat,
  });
}

/**
 * A template's e-mail filled in with `values`, in the club's layout (its logo, colour and e-mail theme) with
 * its signature, as the e-mails made from the template carry it.
 */
export function templateEmail(
  club: Pick<ClubContext, "name" | "mail">,
  locale: Locale,
  template: { subject: string; bodyHtml: string },
  values: TemplateValues,
  footer?: string,
): EmailContent {
  const subject = renderSubject(template.subject, values);
  return renderClubEmail(club.mail, {
    locale,
    subject,
    heading: subject,
    paragraphs: [],
    body: renderBody(template.bodyHtml, values),
    footer: footer ?? t("communicationTemplates", locale).footer(club.name),
  });
}

/**
 * The e-mail a template makes for a member of the club (in the language it is written in, else the club's), or
 * with sample values; the member must be of this club.
 */
export async function previewTemplate(
  db: Db,
  access: Access,
  input: PreviewInput,
  now: Date,
): Promise<TemplatePreviewResult> {
  // A preview sends nothing: the context's sender, the one part that takes the server's sender, goes unused.
  const club = await contextOrRefuse(db, access.clubId, "");
  // In the language it is written in (a built-in's version), else the club's.
  const locale = input.language ?? club.formats.language;
  let values: TemplateValues;
  let memberName: string | null = null;
  if (input.memberId) {
    const member = await findMemberWithType(db, access.clubId, input.memberId);
    if (!member) {
      const message = t("communicationTemplates").memberNotFound;
      throw new AppError("NOT_FOUND", message, { fields: [{ path: "memberId", message }] });
    }
    values = memberValues(member, club, locale);
    memberName = memberDisplayName(member);
  } else {
    values = sampleValues(club, locale, now);
  }
  const email = templateEmail(club, locale, input, values);
  return { subject: email.subject, html: email.html, text: email.text, memberName };
}

/**
 * Sends the template being written to the signed-in user's own address, filled in with their member record's
 * values when they have one (else sample values), in their language.
 */
export async function sendTestTemplate(
  db: Db,
  mailer: Mailer,
  access: Access,
  input: TestInput,
  now: Date,
): Promise<TemplateTestResult> {
  const club = await contextOrRefuse(db, access.clubId, mailer.defaultFrom);
  const account = await accountOf(db, access.userId);
  if (!account) throw new AppError("UNAUTHENTICATED", t("errors").authenticationRequired);
  const locale = memberEmailLocale({
    accountLanguage: account.language ?? currentLocale(),
    clubLanguage: club.formats.language,
  });
  const member = await findMemberOfUserWithType(db, access.clubId, access.userId);
  const values = member ? memberValues(member, club, locale) : sampleValues(club, locale, now);
  const words = t("communicationTemplates", locale);
  const email = templateEmail(club, locale, input, values, words.testFooter(club.name));
  await mailer.send({
    to: account.email,
    subject: `${words.testSubjectPrefix}${email.subject}`,
    html: email.html,
    text: email.text,
    tag: "template-test",
  });
  return { to: account.email };
}

/** A built-in's wording filled in for one reader: its subject, and its body. */
export interface ClubWording {
  subject: string;
  body: { html: string; text: string };
}

/** Whom a built-in's e-mail is for: a member (`memberId`), or an invitee who is not one yet. */
export interface WordingReader {
  memberId?: string | null;
  email: string;
  locale: Locale;
}

/**
 * The wording of one of the product's e-mails, filled in for the reader, in the reader's language (issue 33):
 * the club's version in that language when it edited one, else the product's built-in text in that language —
 * the text the template screen shows, so that what it shows is what is sent. A member's values when the reader
 * is one (`memberId`); else, as for an invitee who is not a member yet, only the club's name and the reader's
 * address, the others empty.
 */
export async function builtinWording(
  db: Db,
  key: BuiltinTemplateKey,
  club: ClubFacts & { id: string },
  reader: WordingReader,
): Promise<ClubWording> {
  const wording = await builtinWordingOf(db, key, club);
  return wording(reader);
}

/** `builtinWording` for many readers (a job's batch): the club's versions read once. */
export async function builtinWordingOf(
  db: Db,
  key: BuiltinTemplateKey,
  club: ClubFacts & { id: string },
): Promise<(reader: WordingReader) => Promise<ClubWording>> {
  const versions =
    club.editedBuiltins && !club.editedBuiltins.includes(key)
      ? []
      : await findBuiltinVersions(db, club.id, key);
  return async (reader) => {
    const text = builtinText(key, versions, reader.locale);
    const member = reader.memberId ? await findMemberWithType(db, club.id, reader.memberId) : undefined;
    const formats = clubFormatsOf({ preferences: club.preferences, timezone: club.timezone });
    const values = member
      ? memberValues(member, club, reader.locale)
      : recipientValues({
          firstName: null,
          lastName: null,
          email: reader.email,
          membershipNumber: null,
          membershipTypeName: "",
          membershipStatusLabel: "",
          membershipEndDate: null,
          clubName: club.name,
          dateFormat: formats.dateFormat,
        });
    return { subject: renderSubject(text.subject, values), body: renderBody(text.bodyHtml, values) };
  };
}

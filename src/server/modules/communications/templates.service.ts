import type { z } from "zod";
import {
  builtinKeyOfId,
  builtinTemplateId,
  type Template,
  type TemplateList,
  type TemplatePreviewResult,
  type TemplateTestResult,
  type templateInputSchema,
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
import type { Locale } from "../../../shared/i18n/locales.ts";
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
  findOwnTemplate,
  insertTemplate,
  listBuiltinVersions,
  listOwnTemplates,
  nameTaken,
  type TemplateRow,
  updateTemplate,
} from "./templates.repository.ts";

/** What other modules use of this module's queries (decision 051). */
export { findBuiltinVersion } from "./templates.repository.ts";

/*
 * Communication templates (issue 16, item 1): the club's own, and the product's e-mails as built-ins that the
 * club may edit (a row with builtin_key) and restore (the row deleted). Every write goes through withAudit, so
 * the audit trail names who changed what.
 */

type TemplateInput = z.output<typeof templateInputSchema>;
type TemplateUpdate = z.output<typeof templateUpdateSchema>;
type ListQuery = z.output<typeof templateListQuerySchema>;
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
function builtinRowName(key: BuiltinTemplateKey): string {
  return `builtin:${key}`;
}

/** The club's language (its e-mails' and its built-ins' texts). */
function clubLanguage(club: ClubForMail): Locale {
  return clubFormatsOf({ preferences: club.preferences, timezone: club.timezone }).language;
}

/** The product's text of a built-in in `locale`. */
export function builtinDefault(key: BuiltinTemplateKey, locale: Locale) {
  return t("communicationTemplates", locale).builtins[key];
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
    note: null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A built-in as the club sees it: its name and note in the reader's language, its text the club's version or
 * else the product's in the club's language.
 */
function builtinView(
  key: BuiltinTemplateKey,
  version: TemplateRow | undefined,
  clubLocale: Locale,
): Template {
  const product = builtinDefault(key, clubLocale);
  const words = t("communicationTemplates").builtins[key];
  return {
    id: builtinTemplateId(key),
    name: words.name,
    category: BUILTIN_CATEGORIES[key],
    subject: version?.subject ?? product.subject,
    bodyHtml: version?.bodyHtml ?? product.bodyHtml,
    builtinKey: key,
    edited: Boolean(version),
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
  const club = await clubOrRefuse(db, access.clubId);
  const [own, versions] = await Promise.all([
    listOwnTemplates(db, access.clubId, query),
    listBuiltinVersions(db, access.clubId),
  ]);
  const locale = clubLanguage(club);
  const search = query.search?.toLocaleLowerCase();
  const builtins = builtinTemplateKeys
    .map((key) =>
      builtinView(
        key,
        versions.find((v) => v.builtinKey === key),
        locale,
      ),
    )
    .filter(
      (view) =>
        (!query.category || view.category === query.category) &&
        (!search || view.name.toLocaleLowerCase().includes(search)),
    );
  return { templates: [...builtins, ...own.map(ownView)] };
}

export async function getTemplate(db: Db, access: Access, id: string): Promise<Template> {
  const key = builtinKeyOfId(id);
  if (key) {
    const club = await clubOrRefuse(db, access.clubId);
    return builtinView(key, await findBuiltinVersion(db, access.clubId, key), clubLanguage(club));
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
 * A change of a template. Of a built-in, the subject and body are saved as the club's version (its name and
 * category stay the product's); the first change of a built-in starts from the product's text.
 */
export async function changeTemplate(
  db: Db,
  access: Access,
  id: string,
  input: TemplateUpdate,
  audit: AuditContext,
): Promise<Template> {
  const key = builtinKeyOfId(id);
  if (key) {
    const club = await clubOrRefuse(db, access.clubId);
    const locale = clubLanguage(club);
    return withAudit(db, audit, async (tx) => {
      const current = await findBuiltinVersion(tx, access.clubId, key);
      const values = {
        ...(input.subject !== undefined ? { subject: input.subject } : {}),
        ...(input.bodyHtml !== undefined ? { bodyHtml: sanitizeBody(input.bodyHtml) } : {}),
      };
      if (current) {
        const row = Object.keys(values).length
          ? await updateTemplate(tx, access.clubId, current.id, values)
          : current;
        return builtinView(key, row, locale);
      }
      // Nothing of the built-in's own changes (a name or category only): it stays the product's.
      if (Object.keys(values).length === 0) return builtinView(key, undefined, locale);
      const product = builtinDefault(key, locale);
      const row = await insertTemplate(tx, access.clubId, {
        name: builtinRowName(key),
        category: BUILTIN_CATEGORIES[key],
        subject: product.subject,
        bodyHtml: product.bodyHtml,
        ...values,
        builtinKey: key,
        createdBy: access.userId,
      });
      return builtinView(key, row, locale);
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
 * Deletes one of the club's own templates, or restores a built-in (its club version deleted: the product's
 * text again). Restoring a built-in the club never edited changes nothing.
 */
export async function removeTemplate(db: Db, access: Access, id: string, audit: AuditContext): Promise<void> {
  const key = builtinKeyOfId(id);
  await withAudit(db, audit, async (tx) => {
    if (key) {
      const version = await findBuiltinVersion(tx, access.clubId, key);
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
 * The e-mail a template makes for a member of the club (in the club's language), or with sample values; the
 * member must be of this club.
 */
export async function previewTemplate(
  db: Db,
  access: Access,
  input: PreviewInput,
  now: Date,
): Promise<TemplatePreviewResult> {
  // A preview sends nothing: the context's sender, the one part that takes the server's sender, goes unused.
  const club = await contextOrRefuse(db, access.clubId, "");
  const locale = club.formats.language;
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

/** A built-in's wording as the club wrote it, filled in for one reader: its subject, and its body. */
export interface ClubWording {
  subject: string;
  body: { html: string; text: string };
}

/**
 * The club's own wording of one of the product's e-mails (its edited built-in), filled in for the reader, or
 * null while the club keeps the product's. A member's values when the reader is one (`memberId`); else, as for
 * an invitee who is not a member yet, only the club's name and the reader's address, the others empty.
 */
export async function clubWording(
  db: Db,
  key: BuiltinTemplateKey,
  club: ClubFacts & { id: string },
  reader: { memberId?: string | null; email: string; locale: Locale },
): Promise<ClubWording | null> {
  const wording = await clubWordingOf(db, key, club);
  return wording ? wording(reader) : null;
}

/**
 * `clubWording` for many readers (a job's batch): the club's edited built-in read once; null while the club
 * keeps the product's wording, else the wording filled in for each reader.
 */
export async function clubWordingOf(
  db: Db,
  key: BuiltinTemplateKey,
  club: ClubFacts & { id: string },
): Promise<
  ((reader: { memberId?: string | null; email: string; locale: Locale }) => Promise<ClubWording>) | null
> {
  if (club.editedBuiltins && !club.editedBuiltins.includes(key)) return null;
  const version = await findBuiltinVersion(db, club.id, key);
  if (!version) return null;
  return async (reader) => {
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
    return { subject: renderSubject(version.subject, values), body: renderBody(version.bodyHtml, values) };
  };
}

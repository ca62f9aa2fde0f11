import { z } from "zod";
import { type BuiltinTemplateKey, builtinTemplateKeys, templateCategories } from "./communications.ts";
import { locales } from "./i18n/locales.ts";
import { templateMessage, templateMessageNow } from "./i18n/zod.ts";
import { unknownVariables } from "./template-variables.ts";
import { lineText, text, trimWhitespace } from "./text.ts";

/*
 * Communication templates (issue 16, item 1): the requests and answers of /api/clubs/{clubId}/communication-
 * templates. A template is the club's own, or one of the product's e-mails (a built-in) shown with the product's
 * text until the club saves its own version of it.
 */

export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_SUBJECT_MAX = 200;
/** A body's size limit in characters of HTML (about 100 KB). */
export const TEMPLATE_BODY_MAX = 100_000;
export const TEMPLATE_SEARCH_MAX = 100;

/** The id of a built-in template in the API and the URL: "builtin-invitation". */
export function builtinTemplateId(key: BuiltinTemplateKey): string {
  return `builtin-${key}`;
}

/** The built-in a template id names, or null when it names a club's own template. */
export function builtinKeyOfId(id: string): BuiltinTemplateKey | null {
  const key = id.startsWith("builtin-") ? id.slice("builtin-".length) : "";
  return (builtinTemplateKeys as readonly string[]).includes(key) ? (key as BuiltinTemplateKey) : null;
}

/** Refuses a text that uses a {{variable}} that is not known, naming each such variable. */
function knownVariablesOnly(value: string, ctx: z.RefinementCtx): void {
  const unknown = unknownVariables(value);
  if (unknown.length === 0) return;
  const names = unknown.map((name) => `{{${name}}}`).join(", ");
  ctx.addIssue({
    code: "custom",
    message: templateMessageNow(
      (m) => (unknown.length === 1 ? m.unknownVariable(names) : m.unknownVariables(names)),
      `Unknown variable ${names}`,
    ),
  });
}

const nameField = lineText(
  "templateName",
  templateMessage((m) => m.nameRequired),
)
  .min(
    1,
    templateMessage((m) => m.nameRequired),
  )
  .max(
    TEMPLATE_NAME_MAX,
    templateMessage((m) => m.nameTooLong(TEMPLATE_NAME_MAX)),
  );

const categoryField = z.enum(
  templateCategories,
  templateMessage((m) => m.category),
);

const subjectField = lineText(
  "subject",
  templateMessage((m) => m.subjectRequired),
)
  .min(
    1,
    templateMessage((m) => m.subjectRequired),
  )
  .max(
    TEMPLATE_SUBJECT_MAX,
    templateMessage((m) => m.subjectTooLong(TEMPLATE_SUBJECT_MAX)),
  )
  .superRefine(knownVariablesOnly);

/** The body as the rich-text editor writes it (HTML); the server sanitises it before storing it. */
const bodyField = text(templateMessage((m) => m.bodyRequired))
  .max(
    TEMPLATE_BODY_MAX,
    templateMessage((m) => m.bodyTooLarge(TEMPLATE_BODY_MAX / 1000)),
  )
  .refine(
    (html) => html.replace(/<[^>]*>/g, "").trim() !== "",
    templateMessage((m) => m.bodyRequired),
  )
  .superRefine(knownVariablesOnly);

const templateFields = z.object({
  name: nameField,
  category: categoryField,
  subject: subjectField,
  bodyHtml: bodyField,
});

/** A new template of the club's own. */
export const templateInputSchema = templateFields;
export type TemplateInput = z.input<typeof templateInputSchema>;

/**
 * A change of a template: any of its fields. A built-in's name and category are the product's: a change of a
 * built-in keeps them and saves its subject and body as the club's version.
 */
export const templateUpdateSchema = templateFields.partial().refine(
  (v) => Object.keys(v).length > 0,
  templateMessage((m) => m.sayWhatToChange),
);
export type TemplateUpdate = z.input<typeof templateUpdateSchema>;

/**
 * The language of a built-in's version (issue 33): a club keeps one version of each built-in per language,
 * and each reader gets theirs. Absent: the language of the screen that asks.
 */
const languageField = z.enum(
  locales,
  templateMessage((m) => m.language),
);

/** Which language's version of a built-in a request reads, changes or restores (`?language=de`). */
export const templateLanguageQuerySchema = z.object({ language: languageField.optional() });
export type TemplateLanguageQuery = z.input<typeof templateLanguageQuerySchema>;

export const templateListQuerySchema = z.object({
  language: languageField.optional(),
  category: categoryField.optional(),
  search: text()
    .overwrite(trimWhitespace)
    .max(
      TEMPLATE_SEARCH_MAX,
      templateMessage((m) => m.searchTooLong(TEMPLATE_SEARCH_MAX)),
    )
    .optional(),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema>;

/** What a preview or a test e-mail is made from: the text being written (saved or not). */
export const templatePreviewSchema = z.object({
  subject: subjectField,
  bodyHtml: bodyField,
  /** Whose values fill it in; sample values when absent. */
  memberId: z.uuid(templateMessage((m) => m.member)).nullish(),
  /** The language it is written in (a built-in's version): the sample values' and the layout's. */
  language: languageField.optional(),
});
export type TemplatePreviewInput = z.input<typeof templatePreviewSchema>;

export const templateTestSchema = z.object({ subject: subjectField, bodyHtml: bodyField });
export type TemplateTestInput = z.input<typeof templateTestSchema>;

export const templateSchema = z.object({
  /** A uuid, or "builtin-<key>" for a built-in. */
  id: z.string(),
  name: z.string(),
  category: z.enum(templateCategories),
  subject: z.string(),
  bodyHtml: z.string(),
  /** Set for a built-in: one of the product's e-mails. */
  builtinKey: z.enum(builtinTemplateKeys).nullable(),
  /** A built-in the club saved its own version of in this language (Restore goes back to the product's text). */
  edited: z.boolean(),
  /** A built-in's: the language of the version shown (each reader gets their language's). Null for the club's own. */
  language: z.enum(locales).nullable(),
  /** A built-in's: the languages the club saved its own version in. */
  editedLanguages: z.array(z.enum(locales)),
  /** What the product adds to a built-in's text (a link, the invoice's details), for the screen to say. */
  note: z.string().nullable(),
  /** Null for a built-in the club has not edited. */
  updatedAt: z.string().nullable(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListSchema = z.object({ templates: z.array(templateSchema) });
export type TemplateList = z.infer<typeof templateListSchema>;

export const templatePreviewResultSchema = z.object({
  subject: z.string(),
  /** The whole e-mail as HTML, in the club's layout. */
  html: z.string(),
  text: z.string(),
  /** Whose values filled it in: the member's name, or null for sample values. */
  memberName: z.string().nullable(),
});
export type TemplatePreviewResult = z.infer<typeof templatePreviewResultSchema>;

export const templateTestResultSchema = z.object({
  /** Where the test went: the signed-in user's own address. */
  to: z.string(),
});
export type TemplateTestResult = z.infer<typeof templateTestResultSchema>;

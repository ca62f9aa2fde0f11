import sanitizeHtml from "sanitize-html";
import { type DateFormat, formatCalendarDate } from "../../../shared/formats.ts";
import { type TemplateValues, VARIABLE_PATTERN } from "../../../shared/template-variables.ts";
import { escapeHtml } from "../../mail/templates.ts";

/*
 * A template's subject and body filled in for one recipient (issue 16). The body is HTML from the rich-text
 * editor: it is sanitised when saved (sanitizeBody) and again before it is sent; a value is escaped where it is
 * put into HTML, so a member named <img src=x onerror=alert(1)> arrives as text.
 */

/** What the rich-text editor (tiptap's StarterKit) writes, and nothing else: no scripts, styles or handlers. */
const BODY_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "h1",
    "h2",
    "h3",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "hr",
  ],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  // {{variables}} in a link's address are kept (https://…/{{membership_number}}).
  allowProtocolRelative: false,
};

/** The body as it may be stored and sent. */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, BODY_POLICY).trim();
}

/** A subject filled in: plain text, the values as they are (an e-mail subject is not HTML). */
export function renderSubject(subject: string, values: TemplateValues): string {
  return subject.replace(VARIABLE_PATTERN, (whole, name: string) =>
    name in values ? values[name as keyof TemplateValues] : whole,
  );
}

/** The schemes a link's address may have once its values are put in (issue 33). */
const LINK_SCHEMES = new Set(["http", "https", "mailto"]);

/**
 * Whether a link's address, as it is written in the HTML (entities and all), goes somewhere an e-mail may
 * link to: an absolute http, https or mailto address. Read as a browser reads it: entities decoded, and the
 * tabs, line breaks and spaces it ignores taken out.
 */
export function isSafeLinkAddress(written: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a browser ignores these in a URL's scheme.
  const address = decodeEntities(written).replace(/[\u0000-\u0020\u007f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  return scheme !== undefined && LINK_SCHEMES.has(scheme);
}

/** Each link's address checked once its values are in: one that is not http, https or mailto is dropped. */
function checkLinks(html: string): string {
  return html.replace(/<a\b[^>]*>/gi, (tag) =>
    tag.replace(/\s+href="([^"]*)"/gi, (attribute, written: string) =>
      isSafeLinkAddress(written) ? attribute : "",
    ),
  );
}

/**
 * A body filled in: its HTML with each value escaped, and its plain-text form. A value put into a link's
 * address is checked there (a member named "javascript:…" must not become a link that runs it).
 */
export function renderBody(bodyHtml: string, values: TemplateValues): { html: string; text: string } {
  const html = checkLinks(
    sanitizeBody(bodyHtml).replace(VARIABLE_PATTERN, (whole, name: string) =>
      name in values ? escapeHtml(values[name as keyof TemplateValues]) : escapeHtml(whole),
    ),
  );
  return { html, text: htmlToText(html) };
}

/** The plain-text part of an e-mail from its HTML body: paragraphs and list items on their own lines. */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li[^>]*>/gi, "\n- ")
    .replace(/<\/(p|h[1-3]|blockquote|pre|ul|ol)>/gi, "\n\n")
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_all, href: string, label: string) =>
      label === href ? href : `${label} (${href})`,
    );
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&nbsp;", " ")
    .replaceAll("&amp;", "&");
}

/** What a member's values are made from: their record, their type's name and the club's name and date format. */
export interface RecipientFacts {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  membershipNumber: string | null;
  /** The membership type's name (its code when it has none). */
  membershipTypeName: string;
  /** The membership status's label in the reader's language. */
  membershipStatusLabel: string;
  /** The last day of the membership (YYYY-MM-DD), null for lifetime. */
  membershipEndDate: string | null;
  clubName: string;
  dateFormat: DateFormat;
}

/** A member's values for {{variables}}; a missing value is empty. */
export function recipientValues(facts: RecipientFacts): TemplateValues {
  const first = facts.firstName?.trim() ?? "";
  const last = facts.lastName?.trim() ?? "";
  return {
    first_name: first,
    last_name: last,
    full_name: [first, last].filter(Boolean).join(" "),
    email: facts.email ?? "",
    club_name: facts.clubName,
    membership_type: facts.membershipTypeName,
    membership_status: facts.membershipStatusLabel,
    membership_end: facts.membershipEndDate
      ? (formatCalendarDate(facts.membershipEndDate, facts.dateFormat) ?? "")
      : "",
    membership_number: facts.membershipNumber ?? "",
  };
}

import { z } from "zod";
import { message, type ValidationMessages } from "./i18n/zod.ts";

/**
 * The one rule every text of a request follows (decision 021): no NUL character (PostgreSQL cannot store it:
 * the request answered 500) and no lone UTF-16 surrogate (not a character: it cannot be written as UTF-8, so
 * it was stored as U+FFFD, or a JSON column refused it with 500). Nothing else is refused here: any value the
 * database holds passes, so a response schema that shares a request schema can always be formed.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isCleanText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

// Not `abort`: a union (e.g. an address as text or as parts) names the failing part only when its option's
// issue does not abort; the field's first message is this one all the same.
const clean = message((m) => m.hiddenCharacters);

/**
 * A string of a request: `z.string(params)` that refuses NUL and lone surrogates before any other check (its
 * message comes first, which the screens show). Every request schema's text uses this, or `webAddress` for a
 * URL; chain `.overwrite(trimWhitespace)` (never zod's `.trim()`), `.max()`, `.regex()` as on `z.string()`.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isCleanText, clean);
}

/** A field whose too long text has a message of its own (the catalog's `tooLong`). */
export type LongTextField = keyof ValidationMessages["tooLong"];

/**
 * A request's text, trimmed (`trimWhitespace`), of at most `max` characters: longer, it is refused with the
 * field's own message (`tooLong[field]`).
 */
export function boundedText(max: number, field: LongTextField) {
  return text()
    .overwrite(trimWhitespace)
    .max(
      max,
      message((m) => m.tooLong[field](max)),
    );
}

/**
 * A control character (C0, DEL, C1: tab, CR, LF, …) or a line or paragraph separator: none belongs in a text of
 * one line. A name with a line break in it breaks the line of an e-mail header it is put in (a sender name with
 * CR/LF folded into From's display name posed as another address), of a CSV row, a calendar file, a PDF.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/** Whether `value` is one line: no control character and no line or paragraph separator in it. */
export function isOneLine(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** A field of one line; each has its own message (the catalog's `oneLine`), which names it. */
export type OneLineField = keyof ValidationMessages["oneLine"];

/**
 * The one rule of every name and other text of one line (issue 33 item 7): `text(params)`, trimmed
 * (`trimWhitespace`: a line break at an end goes with the spaces), then refused with the field's own message
 * when a control character or a line break is left in it. Chain `.min()`, `.max()` as on `text()`.
 */
export function lineText(field: OneLineField, params?: Parameters<typeof z.string>[0]) {
  return text(params)
    .overwrite(trimWhitespace)
    .refine(
      isOneLine,
      message((m) => m.oneLine[field]),
    );
}

/** `boundedText` of one line (`lineText`). */
export function boundedLine(max: number, field: LongTextField & OneLineField) {
  return lineText(field).max(
    max,
    message((m) => m.tooLong[field](max)),
  );
}

/** `boundedLine`, where an empty text (once trimmed) is kept as null. */
export function optionalBoundedLine(max: number, field: LongTextField & OneLineField) {
  return boundedLine(max, field).transform((v) => (v === "" ? null : v));
}

/** `boundedText`, where an empty text (once trimmed) is kept as null. */
export function optionalBoundedText(max: number, field: LongTextField) {
  return boundedText(max, field).transform((v) => (v === "" ? null : v));
}

/** Whether one character is white space that a field drops at its ends: JavaScript's `trim`'s, but U+FEFF. */
function isEdgeSpace(character: string): boolean {
  return character !== "\ufeff" && character.trim() === "";
}

/**
 * `value` without the white space at its ends (spaces, tabs, line breaks, no-break and other Unicode spaces).
 * A leading U+FEFF is kept as typed (decision 021): it is no space, and `String.prototype.trim` (zod's
 * `.trim()`) dropped it (decision 039). A loop, not a regular expression: `/\s+$/` takes quadratic time on a
 * long run of spaces followed by a letter.
 */
export function trimWhitespace(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isEdgeSpace(value.charAt(start))) start++;
  while (end > start && isEdgeSpace(value.charAt(end - 1))) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** A full web address (`z.url`) under the same rule; `params` is its message, as `z.url` takes it. */
export function webAddress(params: Parameters<typeof z.url>[0]) {
  return z.url(params).refine(isCleanText, clean);
}

/**
 * The paths (as a 422's `fields` name them, e.g. `address.city`, `sports.0`) of every string in a parsed JSON
 * value that breaks the rule, keys included: for bodies that no schema of ours reads (better-auth's).
 */
export function hiddenCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === "string") return isCleanText(value) ? [] : [path.join(".")];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => hiddenCharacterPaths(item, [...path, String(i)]));
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      isCleanText(key) ? hiddenCharacterPaths(item, [...path, key]) : [[...path, key].join(".")],
    );
  }
  return [];
}

/**
 * Decision 021 for the text fields of every kind of a union before the union picks one: the union drops the
 * fields of the kinds it did not pick, so a bad text there went unseen; `texts` names them all (as optional
 * `text()`s) and refuses a bad one with 422 naming the field. A preprocess, not a pipe: the OpenAPI document
 * still shows the kinds.
 */
export function textsBeforeUnion<T extends z.ZodType>(texts: z.ZodObject, union: T) {
  return z.preprocess((value: z.input<T>, ctx) => {
    if (typeof value !== "object" || value === null) return value;
    const checked = texts.safeParse(value);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return value;
  }, union);
}

/**
 * An e-mail address a public form asks for (joining, a visitor's booking, a society's request): trimmed, in lower
 * case, at most 254 characters, an address.
 */
export function emailAddress() {
  return text()
    .overwrite(trimWhitespace)
    .toLowerCase()
    .max(
      254,
      message((m) => m.tooLong.emailAddress(254)),
    )
    .pipe(z.email(message((m) => m.email)));
}

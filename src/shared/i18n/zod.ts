import { z } from "zod";
import type validation from "../messages/validation/en.ts";
import { sharedMessages } from "./current.ts";
import type { SharedNamespaces } from "./namespaces.ts";

/*
 * The schemas' messages in the reader's language (decision 022). A check names its message with
 * `message((m) => m.members.emailOrNames)`: zod asks for it when the check fails, so it is read from the
 * "validation" catalog of the language in use at that moment (on the server the request's, in the web app
 * the screen's), never fixed when the schema is made. zod's own messages (a check without one: a missing
 * field, a value of the wrong type) come from the same catalog, through `z.config` below. zod's bundled
 * translations are not used: each would weigh on the web app's first download.
 */

export type ValidationMessages = typeof validation;

/** A limit of a size or a value, as the texts of zod's own messages are told it. */
export interface Limit {
  /** The limit as written ("50"). */
  value: string;
  /** True when the limit itself is allowed (at most 50); false when only less is (below 50). */
  inclusive: boolean;
  /** True when exactly this is needed (a length of 3). */
  exact: boolean;
}

/** The catalogs that hold the schemas' messages. */
type ValidationCatalog =
  | "validation"
  | "golfValidation"
  | "billingValidation"
  | "templateValidation"
  | "communicationsValidation"
  | "competitionsValidation";

/**
 * A catalog of the language in use, or undefined while it is not loaded yet (zod then says 'Invalid input').
 */
function catalog<N extends ValidationCatalog>(namespace: N): SharedNamespaces[N] | undefined {
  try {
    return sharedMessages(namespace);
  } catch {
    return undefined;
  }
}

/** A picker of a check's message from one catalog, read when zod writes the message (see `message`). */
function messageFrom<N extends ValidationCatalog>(namespace: N) {
  return (pick: (messages: SharedNamespaces[N]) => string): { error: () => string | undefined } => ({
    error: () => {
      const messages = catalog(namespace);
      return messages ? pick(messages) : undefined;
    },
  });
}

/**
 * The message of a check, read from the "validation" catalog when zod writes it: pass it where zod takes a
 * message (`.max(50, message((m) => m.tooLong.notes(50)))`, `z.enum(values, message(…))`). Spread it to add
 * a path: `{ ...message(…), path: ["email"] }`.
 */
export const message = messageFrom("validation");

/** The same for a check of the golf schemas, from the "golfValidation" catalog. */
export const golfMessage = messageFrom("golfValidation");

/** The same for a check of the competitions schemas, from the "competitionsValidation" catalog. */
export const competitionsMessage = messageFrom("competitionsValidation");

/** The same for a check of the billing schemas, from the "billingValidation" catalog. */
export const billingMessage = messageFrom("billingValidation");

/** The same for a check of the communication templates' schemas, from the "templateValidation" catalog. */
export const templateMessage = messageFrom("templateValidation");

/**
 * A message of the "templateValidation" catalog read now (a check that builds its message from the value, such
 * as the unknown variables it names), or `fallback` while the catalog is not loaded.
 */
export function templateMessageNow(
  pick: (messages: SharedNamespaces["templateValidation"]) => string,
  fallback: string,
): string {
  const messages = catalog("templateValidation");
  return messages ? pick(messages) : fallback;
}

/** The same for a check of the communications schemas, from the "communicationsValidation" catalog. */
export const communicationsMessage = messageFrom("communicationsValidation");

/** A value as zod's own English messages quote it ("a", 1, null). */
function quoted(value: unknown): string {
  if (typeof value === "bigint") return `${value}n`;
  if (typeof value === "string") return `"${value}"`;
  return String(value);
}

/** zod's name of the type of a value it received. */
function typeOf(input: unknown): string {
  const type = z.core.util.parsedType(input);
  return type === "number" && typeof input === "number" && Number.isNaN(input) ? "nan" : type;
}

function limitOf(value: number | bigint, inclusive: boolean | undefined, exact: boolean | undefined): Limit {
  return { value: value.toString(), inclusive: inclusive ?? false, exact: exact ?? false };
}

/** zod's own message for an issue whose check has none, in the language in use. */
export function defaultMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const messages = catalog("validation");
  if (!messages) return undefined;
  const m = messages.zod;
  const typeName = (type: string) => (m.types as Record<string, string>)[type] ?? type;
  switch (issue.code) {
    case "invalid_type": {
      const expected = typeName(issue.expected);
      if (issue.input === undefined) return m.required;
      return m.invalidType(expected, typeName(typeOf(issue.input)));
    }
    case "invalid_value":
      if (issue.values.length === 1) return m.invalidValue(quoted(issue.values[0]));
      return m.invalidOption(issue.values.map(quoted).join("|"));
    case "too_big":
    case "too_small": {
      const big = issue.code === "too_big";
      const sizes = big ? m.tooBig : m.tooSmall;
      const limit = limitOf(
        issue.code === "too_big" ? issue.maximum : issue.minimum,
        issue.inclusive,
        issue.exact,
      );
      switch (issue.origin) {
        case "string":
          return sizes.text(limit);
        case "array":
        case "set":
          return sizes.items(issue.origin, limit);
        default:
          return sizes.value(issue.origin ?? "value", limit);
      }
    }
    case "invalid_format":
      switch (issue.format) {
        case "email":
          return m.format.email;
        case "url":
          return m.format.url;
        case "uuid":
        case "guid":
          return m.format.uuid;
        case "date":
          return m.format.date;
        case "datetime":
          return m.format.datetime;
        case "time":
          return m.format.time;
        case "regex":
          return m.format.pattern(String((issue as { pattern?: unknown }).pattern ?? ""));
        case "starts_with":
          return m.format.startsWith(String((issue as { prefix?: unknown }).prefix ?? ""));
        case "ends_with":
          return m.format.endsWith(String((issue as { suffix?: unknown }).suffix ?? ""));
        case "includes":
          return m.format.includes(String((issue as { includes?: unknown }).includes ?? ""));
        default:
          return m.format.other(issue.format);
      }
    case "not_multiple_of":
      return m.notMultipleOf(String(issue.divisor));
    case "unrecognized_keys":
      return m.unrecognizedKeys(issue.keys.length, issue.keys.map(quoted).join(", "));
    case "invalid_key":
      return m.invalidKey(issue.origin);
    case "invalid_element":
      return m.invalidElement(issue.origin);
    case "invalid_union": {
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options) && options.length > 0) {
        return m.invalidDiscriminator(options.map((o) => `'${String(o)}'`).join(" | "));
      }
      if ((issue as { inclusive?: boolean }).inclusive === false) return m.ambiguous;
      return m.invalid;
    }
    default:
      return m.invalid;
  }
}

// Every schema module imports this one (through text.ts), so zod speaks the catalog's language wherever a
// schema is used: on the server and in the web app's forms.
z.config({ localeError: defaultMessage });

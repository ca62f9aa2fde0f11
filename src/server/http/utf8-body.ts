import type { Context, Next } from "hono";
import { AppError } from "../errors.ts";
import { t } from "../i18n.ts";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The deepest nesting of arrays and objects a JSON body may have (decision 040). The deepest body a route
 * takes nests 4 levels (an audit event's metadata, a few more inside it); better-auth's nest 2. A body nested
 * 10,000 deep ran a recursive walk out of stack (500).
 */
export const JSON_MAX_DEPTH = 32;

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether the JSON text in `bytes` nests arrays and objects deeper than `max`, read from its bytes without
 * parsing it: brackets and braces inside strings do not count, nor does a quote escaped by a backslash. UTF-8
 * continuation bytes are all 0x80 or above, so they are never mistaken for one of these. Malformed JSON is
 * left for the parser to refuse.
 */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth--;
  }
  return false;
}

/**
 * Whether a request may come with a body, from its method alone. Reading `c.req.raw.body` to know would make
 * @hono/node-server build a platform Request and a web stream for the request (decision 038); its body is read
 * directly from the socket otherwise. A GET or HEAD has no body for the platform either.
 */
export function mayHaveBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

/**
 * A JSON body must be UTF-8 (decision 021): one that is not answers 400. The platform's decoder would put
 * U+FFFD in place of each broken byte, and the text would be stored altered. It must also nest no deeper
 * than JSON_MAX_DEPTH (400, decision 040), checked before anything parses it. Runs after the body's size
 * limit, for every /api route that takes a body, better-auth's included.
 */
export async function requireUtf8Json(c: Context, next: Next): Promise<void> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (JSON_MEDIA_TYPE.test(mediaType) && mayHaveBody(c.req.method)) {
    // Hono keeps the bytes read here for the route's own reading.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new AppError("BAD_REQUEST", t("errors").notUtf8);
    }
    if (nestsDeeperThan(bytes, JSON_MAX_DEPTH)) {
      throw new AppError("BAD_REQUEST", t("errors").jsonTooDeep(JSON_MAX_DEPTH));
    }
  }
  await next();
}

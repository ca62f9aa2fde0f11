import type { Context, Next } from "hono";
import { AppError } from "../errors.ts";
import { t } from "../i18n.ts";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * A JSON body must be UTF-8 (decision 021): one that is not answers 400. The platform's decoder would put
 * U+FFFD in place of each broken byte, and the text would be stored altered. Runs after the body's size
 * limit.
 */
export async function requireUtf8Json(c: Context, next: Next): Promise<void> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (c.req.raw.body && JSON_MEDIA_TYPE.test(mediaType)) {
    // Hono keeps the bytes read here for the route's own reading.
    const bytes = await c.req.arrayBuffer();
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new AppError("BAD_REQUEST", t("errors").notUtf8);
    }
  }
  await next();
}

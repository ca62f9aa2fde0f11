import { Hono } from "hono";
import { AppError } from "../errors.ts";
import { t } from "../i18n.ts";
import type { FileStore } from "./file-store.ts";
import { isPublicFileKey } from "./keys.ts";

const PREFIX = "/files/";

/**
 * GET /files/<key>: the stored club logos and favicons, and nothing else (any other path answers 404).
 * Names carry a timestamp, so a file never changes under its name and is cached for a year. The file is
 * served as an image only: no sniffing, and a policy that forbids scripts even when opened on its own.
 */
export function filesRoutes(store: FileStore) {
  const app = new Hono();
  app.get(`${PREFIX}*`, async (c) => {
    const key = c.req.path.slice(PREFIX.length);
    const file = isPublicFileKey(key) ? await store.get(key) : null;
    if (!file) throw new AppError("NOT_FOUND", t("errors").fileNotFound);
    return c.body(new Uint8Array(file.bytes), 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      // Club logos are meant to be shown elsewhere too (e-mail read in a web mail client).
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
  });
  return app;
}

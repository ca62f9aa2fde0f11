import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono } from "hono";

const YEAR = "public, max-age=31536000, immutable";

/**
 * Serves the built web app from `dir`: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET that wants a page (the router handles it in the browser).
 */
export function mountSpa<E extends Env>(app: Hono<E>, dir: string): boolean {
  const indexFile = path.join(dir, "index.html");
  if (!existsSync(indexFile)) return false;
  const root = path.relative(process.cwd(), dir) || ".";
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_p, c) => {
        c.header("Cache-Control", YEAR);
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      onFound: (_p, c) => {
        c.header("Cache-Control", "no-cache");
      },
    }),
  );
  app.get("*", (c) => {
    const p = c.req.path;
    if (p.startsWith("/api/") || p === "/api" || p.startsWith("/assets/")) return c.notFound();
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return true;
}

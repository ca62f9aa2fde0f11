import { existsSync, readFileSync, statSync } from "node:fs";
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
  // Re-read when a new build replaces index.html, so a running server never points at deleted assets.
  let cached = { mtimeMs: -1, html: "" };
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, "utf8") };
    return cached.html;
  };

  // serveStatic answers found files; the cache policy is set on the way out.
  app.use("*", async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return;
    if (c.res.status !== 200 || c.req.path.startsWith("/api/") || c.req.path.startsWith("/dev/")) return;
    c.res.headers.set("Cache-Control", c.req.path.startsWith("/assets/") ? YEAR : "no-cache");
  });
  app.use("*", serveStatic({ root: dir }));
  app.get("*", (c) => {
    const p = c.req.path;
    if (p.startsWith("/api/") || p === "/api" || p.startsWith("/assets/")) return c.notFound();
    return c.html(indexHtml());
  });
  return true;
}

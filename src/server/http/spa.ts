import { createReadStream, existsSync, readFileSync, type Stats, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { ENCODING_SUFFIX, ENCODINGS, type Encoding, negotiateEncoding, varyOnEncoding } from "./encoding.ts";

const YEAR = "public, max-age=31536000, immutable";

/** A file the build wrote (top level or under assets/): no folders above, no dot files, no traversal. */
const BUILT_FILE = /^\/(?:assets\/)?[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Serves the built web app from `dir`: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET that wants a page (the router handles it in the browser). A file the
 * build also wrote compressed (`.br`, `.gz`, see vite.config.ts) goes in the coding the client prefers.
 */
export function mountSpa<E extends Env>(app: Hono<E>, dir: string): boolean {
  const indexFile = path.join(dir, "index.html");
  if (!existsSync(indexFile)) return false;
  // Re-read when a new build replaces index.html, so a running server never points at deleted assets.
  let cached: { mtimeMs: number; bodies: Record<Encoding | "identity", Buffer> } | null = null;
  const indexBodies = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== cached?.mtimeMs) {
      const html = readFileSync(indexFile);
      cached = { mtimeMs, bodies: { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) } };
    }
    return cached.bodies;
  };

  // The cache policy is set on the way out.
  app.use("*", async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return;
    if (c.res.status !== 200 || c.req.path.startsWith("/api/") || c.req.path.startsWith("/dev/")) return;
    c.res.headers.set("Cache-Control", c.req.path.startsWith("/assets/") ? YEAR : "no-cache");
  });
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const urlPath = c.req.path === "/" ? "/index.html" : c.req.path;
    const file = BUILT_FILE.test(urlPath) ? path.join(dir, urlPath) : null;
    const stats = file ? statFile(file) : null;
    const variants = file && stats ? ENCODINGS.filter((e) => statFile(file + ENCODING_SUFFIX[e])) : [];
    if (!file || !stats || variants.length === 0) return next();
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"), variants);
    const sent = encoding ? `${file}${ENCODING_SUFFIX[encoding]}` : file;
    const sentStats = encoding ? statFile(sent) : stats;
    if (!sentStats) return next();
    const headers = new Headers({
      "Content-Type": getMimeType(file) ?? "application/octet-stream",
      "Content-Length": String(sentStats.size),
      "Last-Modified": stats.mtime.toUTCString(),
    });
    if (encoding) headers.set("Content-Encoding", encoding);
    varyOnEncoding(headers);
    const body =
      c.req.method === "HEAD"
        ? null
        : (Readable.toWeb(createReadStream(sent)) as unknown as ReadableStream<Uint8Array>);
    return new Response(body, { status: 200, headers });
  });
  app.use("*", serveStatic({ root: dir }));
  app.on(["GET", "HEAD"], "*", (c) => {
    const p = c.req.path;
    if (p.startsWith("/api/") || p === "/api" || p.startsWith("/assets/")) return c.notFound();
    const bodies = indexBodies();
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    const body = bodies[encoding ?? "identity"];
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(body.byteLength),
    });
    if (encoding) headers.set("Content-Encoding", encoding);
    varyOnEncoding(headers);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  });
  return true;
}

function statFile(file: string): Stats | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

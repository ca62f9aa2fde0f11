import { createReadStream, readFileSync, type Stats, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Env, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { PublicConfig } from "../../shared/public-config.ts";
import { ENCODING_SUFFIX, ENCODINGS, type Encoding, negotiateEncoding, varyOnEncoding } from "./encoding.ts";

const YEAR = "public, max-age=31536000, immutable";
/** The build's page for a browser that holds a session (vite.config.ts writes it). */
export const SIGNED_IN_PAGE = "index.signed-in.html";
/** The build's links of each signed-in screen's own chunks, by the screen's address (vite.config.ts). */
export const ROUTE_PRELOADS = "route-preloads.json";
/** better-auth's session cookie (named with __Secure- over HTTPS). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** A file the build wrote (top level or under assets/): no folders above, no dot files, no traversal. */
const BUILT_FILE = /^\/(?:assets\/)?[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Kinds of built file that a browser only ever loads into a page (SVG can be opened as a document). */
const SUBRESOURCE = /\.(?:js|mjs|css|woff2?|png|jpe?g|gif|webp|avif|ico|map)$/;

/** Whether `pathname` names a built script, stylesheet, font or image: never a document. */
export function isBuiltSubresource(pathname: string): boolean {
  return BUILT_FILE.test(pathname) && SUBRESOURCE.test(pathname);
}

/**
 * The element by which the page carries the public configuration (GET /api/public-config's answer), so that
 * the sign-in screens need no request and no schema for it (src/web/features/auth/inline-config.ts).
 */
export const PUBLIC_CONFIG_ELEMENT_ID = "clubhouse-public-config";

export interface SpaOptions {
  /** Written into every page. */
  publicConfig: PublicConfig;
}

/**
 * Serves the built web app from `dir`: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET that wants a page (the router handles it in the browser). A file the
 * build also wrote compressed (`.br`, `.gz`, see vite.config.ts) goes in the coding the client prefers.
 */
export function mountSpa<E extends Env>(app: Hono<E>, dir: string, options: SpaOptions): boolean {
  const extraHead = publicConfigElement(options.publicConfig);
  const visitorPage = pageFile(path.join(dir, "index.html"), extraHead);
  const signedInPage = pageFile(path.join(dir, SIGNED_IN_PAGE), extraHead);
  const routePreloads = jsonFile<Record<string, string[]>>(path.join(dir, ROUTE_PRELOADS));
  if (!visitorPage()) return false;

  // The web app's page, for every route: with the files of the signed-in screens named for preloading when
  // the browser holds a session (the build's second page, see vite.config.ts), so that they download beside
  // the first chunk instead of after the session check; with the chunks of the screen at that address too.
  const page = (c: Context<E>) => {
    const signedIn = SESSION_COOKIE.test(c.req.header("Cookie") ?? "");
    const address = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, "") : c.req.path;
    const links = signedIn ? routePreloads()?.[address] : undefined;
    const bodies = (signedIn && signedInPage(links ? links.join("") : "")) || visitorPage();
    if (!bodies) return c.notFound();
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    const body = bodies[encoding ?? "identity"];
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": String(body.byteLength),
      Vary: "Cookie",
    });
    if (encoding) headers.set("Content-Encoding", encoding);
    varyOnEncoding(headers);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  };

  // The cache policy is set on the way out.
  app.use("*", async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return;
    if (c.res.status !== 200 || c.req.path.startsWith("/api/") || c.req.path.startsWith("/dev/")) return;
    c.res.headers.set("Cache-Control", c.req.path.startsWith("/assets/") ? YEAR : "no-cache");
  });
  // The page, not the folder's index.html as a file.
  app.on(["GET", "HEAD"], ["/", "/index.html"], page);
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const file = BUILT_FILE.test(c.req.path) ? path.join(dir, c.req.path) : null;
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
    return page(c);
  });
  return true;
}

/**
 * The public configuration as a data element (never run as a script, so the page's CSP needs nothing), with
 * every "<" escaped so that no value can close the element.
 */
export function publicConfigElement(config: PublicConfig): string {
  const json = JSON.stringify(config).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/**
 * A page of the build with `extraHead` (and a screen's own links, `more`) at the end of its head, read again
 * whenever a new build replaces it (so that a running server never points at deleted assets), plain and
 * compressed, once per set of links (one per screen at most); null while it is missing.
 */
function pageFile(
  file: string,
  extraHead: string,
): (more?: string) => Record<Encoding | "identity", Buffer> | null {
  let cached: {
    mtimeMs: number;
    built: string;
    bodies: Map<string, Record<Encoding | "identity", Buffer>>;
  } | null = null;
  return (more = "") => {
    const stats = statFile(file);
    if (!stats) return null;
    if (stats.mtimeMs !== cached?.mtimeMs) {
      cached = { mtimeMs: stats.mtimeMs, built: readFileSync(file, "utf8"), bodies: new Map() };
    }
    let bodies = cached.bodies.get(more);
    if (!bodies) {
      const { built } = cached;
      const head = extraHead + more;
      const at = built.indexOf("</head>");
      const html = Buffer.from(at === -1 ? head + built : built.slice(0, at) + head + built.slice(at));
      bodies = { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };
      cached.bodies.set(more, bodies);
    }
    return bodies;
  };
}

/** A JSON file of the build, read again whenever a new build replaces it; null while it is missing. */
function jsonFile<T>(file: string): () => T | null {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    const stats = statFile(file);
    if (!stats) return null;
    if (stats.mtimeMs !== cached?.mtimeMs) {
      cached = { mtimeMs: stats.mtimeMs, value: JSON.parse(readFileSync(file, "utf8")) as T };
    }
    return cached.value;
  };
}
function statFile(file: string): Stats | null {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

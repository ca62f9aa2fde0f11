import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicConfigElement } from "../../src/server/http/spa.ts";
import { importEventSchema } from "../../src/shared/members.ts";
import { signedInClient } from "../helpers/accounts.ts";
import { type Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

// Decision 018: built files go precompressed in the coding the browser prefers, the API's larger answers
// are compressed as they are sent, and the import's progress still arrives line by line.

const BROWSER = "gzip, deflate, br, zstd";
const webDir = mkdtempSync(path.join(tmpdir(), "clubhouse-web-"));
const script = `export const greeting = ${JSON.stringify("Welcome to the club. ".repeat(200))};\n`;
const html = `<!doctype html><html><head><title>Clubhouse</title></head><body><div id=root></div>${"<!-- padding -->".repeat(100)}</body></html>`;
/** The page as served: the build's, with the public configuration the server writes into its head. */
const page = html.replace(
  "</head>",
  `${publicConfigElement({ oauthProviders: [], devMailbox: true })}</head>`,
);
let t: TestApp;
let owner: Client;
let clubId = "";

beforeAll(async () => {
  // What the build writes (vite.config.ts): each file with its .br and .gz beside it; the image has none.
  mkdirSync(path.join(webDir, "assets"));
  const write = (name: string, body: string | Buffer, compressed = true) => {
    writeFileSync(path.join(webDir, name), body);
    if (!compressed) return;
    writeFileSync(path.join(webDir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(webDir, `${name}.gz`), gzipSync(body));
  };
  write("index.html", html);
  write(
    "index.signed-in.html",
    html.replace("</title>", '</title><link rel="modulepreload" href="/assets/frame.js">'),
  );
  // Each signed-in screen's own chunks, by address.
  write(
    "route-preloads.json",
    JSON.stringify({ "/members": ['<link rel="modulepreload" href="/assets/members-abc123.js">'] }),
    false,
  );
  write("assets/main-abc123.js", script);
  write("assets/logo-abc123.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), false);
  t = await createTestApp({ webDir });
  owner = await signedInClient(t, "compression.owner@example.com");
  const club = await owner.post("/api/clubs", { name: "Gzip Golf Club", email: "office@gzip.example" });
  expect(club.status).toBe(201);
  clubId = ((await club.json()) as { id: string }).id;
});
afterAll(() => t.close());

const get = (p: string, acceptEncoding?: string, method = "GET") =>
  t.fetch(p, { method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** A 200 answer in brotli with `headers`, its length that of what came, decoding to `plain`; its bytes. */
async function expectBrotli(res: Response, headers: Record<string, string>, plain: string): Promise<Buffer> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-encoding")).toBe("br");
  for (const [name, value] of Object.entries(headers)) expect(res.headers.get(name), name).toBe(value);
  const body = await bytesOf(res);
  expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
  expect(brotliDecompressSync(body).toString()).toBe(plain);
  return body;
}

describe("built files, precompressed", () => {
  it("sends brotli to a browser that takes it, with the type, length, Vary and a year's caching", async () => {
    const res = await get("/assets/main-abc123.js", BROWSER);
    const body = await expectBrotli(
      res,
      {
        vary: "Accept-Encoding",
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
      },
      script,
    );
    expect(body.byteLength).toBeLessThan(script.length / 10);
  });

  it("sends gzip when brotli is refused or not offered, and weighs q", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "br;q=0.5, gzip;q=0.8", "*;q=0.1, gzip"]) {
      const res = await get("/assets/main-abc123.js", accept);
      expect(res.headers.get("content-encoding"), accept).toBe("gzip");
      const body = await bytesOf(res);
      expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
      expect(gunzipSync(body).toString()).toBe(script);
    }
    const starred = await get("/assets/main-abc123.js", "*");
    expect(starred.headers.get("content-encoding")).toBe("br");
  });

  it("sends the plain file to a client that asks for no coding, still with Vary", async () => {
    for (const accept of [undefined, "identity", "gzip;q=0, br;q=0", "deflate"]) {
      const res = await get("/assets/main-abc123.js", accept);
      expect(res.headers.get("content-encoding"), String(accept)).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(script)));
      expect(await res.text()).toBe(script);
    }
  });

  it("answers HEAD with the headers of the GET and no body", async () => {
    const res = await get("/assets/main-abc123.js", BROWSER, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-length")).toBe(
      String(readFileSync(path.join(webDir, "assets/main-abc123.js.br")).byteLength),
    );
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("compresses the web app's page on every route, revalidated rather than cached", async () => {
    for (const p of ["/", "/sign-in", "/members/some/deep/link"]) {
      const headers = {
        vary: "Cookie, Accept-Encoding",
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
      };
      await expectBrotli(await get(p, BROWSER), headers, page);
    }
    const plain = await get("/sign-in");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
    expect(await plain.text()).toBe(page);
    const head = await get("/sign-in", "gzip", "HEAD");
    expect(head.headers.get("content-encoding")).toBe("gzip");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("names the signed-in screens' files in the page of a browser that holds a session", async () => {
    const visitor = await get("/members", BROWSER);
    expect(brotliDecompressSync(await bytesOf(visitor)).toString()).toBe(page);
    expect(visitor.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    for (const p of ["/", "/members"]) {
      const signedIn = await t.fetch(p, {
        headers: { "accept-encoding": BROWSER, cookie: "theme=dark; better-auth.session_token=abc.def" },
      });
      expect(signedIn.headers.get("content-encoding")).toBe("br");
      expect(brotliDecompressSync(await bytesOf(signedIn)).toString()).toContain(
        '<link rel="modulepreload" href="/assets/frame.js">',
      );
    }
    // The members list's page also names its own chunk (with or without a final slash); no other page does,
    // nor a visitor's.
    const own = '<link rel="modulepreload" href="/assets/members-abc123.js">';
    const session = { cookie: "better-auth.session_token=abc.def" };
    for (const p of ["/members", "/members/"])
      expect(await (await t.fetch(p, { headers: session })).text()).toContain(own);
    expect(await (await t.fetch("/billing", { headers: session })).text()).not.toContain(own);
    expect(await (await t.fetch("/", { headers: session })).text()).not.toContain(own);
    expect(await (await t.fetch("/members")).text()).not.toContain(own);
    // Another cookie of a similar name is no session.
    const other = await t.fetch("/members", { headers: { cookie: "not-better-auth.session_token=abc" } });
    expect(await other.text()).toBe(page);
  });

  it("sends a file that has no compressed copy as it is", async () => {
    const res = await get("/assets/logo-abc123.png", BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("content-type")).toBe("image/png");
    expect((await bytesOf(res)).byteLength).toBe(7);
    expect((await get("/assets/missing-000.js", BROWSER)).status).toBe(404);
  });
});

describe("API answers", () => {
  it("compresses a large JSON answer in the preferred coding, with Vary", async () => {
    const plain = await get("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(10_000);

    const br = await get("/api/openapi.json", BROWSER);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(br.headers.get("content-type")).toMatch(/^application\/json/);
    expect(br.headers.get("content-length")).toBeNull();
    const compressed = await bytesOf(br);
    expect(compressed.byteLength).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(compressed).toString()).toBe(text);

    const gz = await get("/api/openapi.json", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytesOf(gz)).toString()).toBe(text);
  });

  it("sends a small answer as it is", async () => {
    const res = await get("/api/health", BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    const body = await res.text();
    expect(body.length).toBeLessThan(1024);
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(JSON.parse(body)).toMatchObject({ status: "ok", database: "up" });
  });

  it("compresses the members' CSV export as it streams", async () => {
    const rows = ["first_name,last_name,email"];
    for (let i = 0; i < 300; i++) rows.push(`Export,Member ${i},export.member.${i}@example.com`);
    const imported = await importCsv(rows.join("\n"), BROWSER);
    await imported.text();
    const res = await owner.request(`/api/clubs/${clubId}/members/export.csv`, {
      headers: { "accept-encoding": BROWSER },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="members-/);
    const csv = brotliDecompressSync(await bytesOf(res)).toString();
    expect(csv.startsWith("\uFEFFmembership_number,")).toBe(true);
    // The owner and the 300 imported members, one line each after the header.
    expect(csv.trim().split("\n")).toHaveLength(302);
    expect(csv).toContain("export.member.299@example.com");
  });

  it("leaves the import's progress uncompressed, so that each event arrives as it is written", async () => {
    const rows = ["first_name,last_name,email"];
    for (let i = 0; i < 1200; i++) rows.push(`Stream,Member ${i},stream.member.${i}@example.com`);
    const res = await importCsv(rows.join("\n"), BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    expect(res.headers.get("content-encoding")).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    // The first piece on the wire is the first event, whole, not a compressor's block of everything.
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('{"type":"progress","done":0,"total":1200}\n');
    let rest = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    const events = rest
      .trim()
      .split("\n")
      .map((line) => importEventSchema.parse(JSON.parse(line)));
    expect(events.at(-1)).toEqual({ type: "done", imported: 1200 });
  });
});

function importCsv(csv: string, acceptEncoding: string) {
  return owner.request(`/api/clubs/${clubId}/members/import`, {
    method: "POST",
    headers: { "content-type": "text/csv", "accept-encoding": acceptEncoding },
    body: csv,
  });
}

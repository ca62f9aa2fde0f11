import { pipeline, Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { type Encoding, negotiateEncoding, varyOnEncoding } from "./encoding.ts";

/** Bodies up to this size go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses the API's answers of a compressible type (JSON, CSV, text) over COMPRESS_MIN_BYTES, in the
 * coding the client prefers (brotli, then gzip), with `Vary: Accept-Encoding`. A streamed body stays
 * streamed: only its first COMPRESS_MIN_BYTES are read to decide, the rest is compressed as it comes. Not
 * compressed: NDJSON (the import's progress must reach the browser line by line, and a compressor holds
 * small writes back), images and other already compressed types, HEAD answers, answers that carry a coding
 * or `Cache-Control: no-transform`.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || res.status === 204 || res.status === 206) return;
    const type = res.headers.get("Content-Type") ?? "";
    if (
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    // Read `body` only when the answer was not made in memory: reading it turns the adapter's light answer
    // into a web stream that is then read back chunk by chunk (decision 038).
    const inMemory = bodyInMemory(res);
    if (inMemory === null || (inMemory === undefined && !res.body)) return;
    varyOnEncoding(res.headers);
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    const declared = res.headers.get("Content-Length");
    if (!encoding || (declared !== null && Number(declared) <= COMPRESS_MIN_BYTES)) return;

    if (inMemory !== undefined) {
      const bytes = typeof inMemory === "string" ? Buffer.from(inMemory) : inMemory;
      if (bytes.byteLength <= COMPRESS_MIN_BYTES) {
        // Small: as it is, with its length (the adapter adds it on the wire too; an answer read in-process
        // declares it the same way).
        res.headers.set("Content-Length", String(bytes.byteLength));
        return;
      }
      if (bytes.byteLength <= COMPRESS_AT_ONCE_MAX_BYTES) {
        const compressed = encoding === "br" ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP);
        const headers = res.headers;
        headers.set("Content-Encoding", encoding);
        headers.set("Content-Length", String(compressed.byteLength));
        weakenEtag(headers);
        c.res = new Response(compressed, { status: res.status, headers });
        return;
      }
    }

    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    while (size <= COMPRESS_MIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) {
        // Small after all: the bytes read go out as they are.
        const body = Buffer.concat(head);
        c.res = new Response(body, res);
        c.res.headers.set("Content-Length", String(body.byteLength));
        return;
      }
      head.push(value);
      size += value.byteLength;
    }
    c.res = new Response(compressedStream(head, reader, encoding), res);
    c.res.headers.delete("Content-Length");
    c.res.headers.set("Content-Encoding", encoding);
    weakenEtag(c.res.headers);
  };
}

/** Answers made in memory up to this size are compressed at once, larger ones as a stream. */
export const COMPRESS_AT_ONCE_MAX_BYTES = 256 * 1024;

/** Quality 4 of 11: most of brotli's gain at a small part of its time, for answers made per request. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

/** A compressed body is not byte for byte the one a strong ETag named. */
function weakenEtag(headers: Headers): void {
  const etag = headers.get("ETag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
}

/**
 * The body of an answer made in memory (a JSON or text answer): @hono/node-server's light Response keeps it
 * as it was given (`[status, body, headers]` under its own `cache` symbol) until something reads `body`. Null
 * for an answer without a body; undefined when it is a stream, or not such a Response (in-process requests
 * of the tests), which then go the stream's way.
 */
function bodyInMemory(res: Response): string | Uint8Array | null | undefined {
  for (const key of Object.getOwnPropertySymbols(res)) {
    if (key.description !== "cache") continue;
    const body = (res as unknown as Record<symbol, unknown[] | undefined>)[key]?.[1];
    return body === null || typeof body === "string" || body instanceof Uint8Array ? body : undefined;
  }
  return undefined;
}

/** `head` and then the rest of `reader`, compressed; reads on only as fast as the client takes the output. */
function compressedStream(
  head: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const compressor = encoding === "br" ? createBrotliCompress(BROTLI) : createGzip(GZIP);
  let finished = false;
  const source = Readable.from(
    (async function* () {
      try {
        yield* head;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          yield value;
        }
        finished = true;
      } finally {
        // The client went away (or compression failed): stop the source, e.g. the export's reads.
        if (!finished) await reader.cancel().catch(() => undefined);
      }
    })(),
  );
  // An error or an early end on either side ends both (the client then sees the answer cut off).
  pipeline(source, compressor, () => undefined);
  return Readable.toWeb(compressor) as unknown as ReadableStream<Uint8Array>;
}

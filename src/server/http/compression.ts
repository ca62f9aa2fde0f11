import { pipeline, Readable } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
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
    const type = res.headers.get("Content-Type") ?? "";
    if (
      c.req.method === "HEAD" ||
      !res.body ||
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
    ) {
      return;
    }
    varyOnEncoding(res.headers);
    const encoding = negotiateEncoding(c.req.header("Accept-Encoding"));
    const declared = res.headers.get("Content-Length");
    if (!encoding || (declared !== null && Number(declared) <= COMPRESS_MIN_BYTES)) return;

    const reader = res.body.getReader();
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
    const etag = c.res.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
  };
}

/** `head` and then the rest of `reader`, compressed; reads on only as fast as the client takes the output. */
function compressedStream(
  head: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  encoding: Encoding,
): ReadableStream<Uint8Array> {
  const compressor =
    encoding === "br"
      ? // Quality 4 of 11: most of brotli's gain at a small part of its time, for answers made per request.
        createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : createGzip({ level: 6 });
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

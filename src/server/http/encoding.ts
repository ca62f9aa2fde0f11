import { parseAccept } from "hono/utils/accept";

/** The content codings the server sends, best first: brotli is smaller than gzip at the same cost to read. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** The file name ending of each coding's precompressed variant (`index-abc.js.br`). */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * The coding to answer `acceptEncoding` with among `offered`, or null for the plain body: the one the client
 * weighs highest (q), our order breaking ties; `*` stands for every coding the header does not name, and
 * q=0 refuses a coding. No header, or one that accepts none of them, gets the plain body.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  if (!acceptEncoding) return null;
  const accepts = parseAccept(acceptEncoding);
  const weightOf = (coding: string) =>
    accepts.find((a) => a.type.toLowerCase() === coding)?.q ?? accepts.find((a) => a.type === "*")?.q ?? 0;
  let best: { encoding: Encoding; q: number } | null = null;
  for (const encoding of ENCODINGS) {
    if (!offered.includes(encoding)) continue;
    const q = weightOf(encoding);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}

/** Adds Accept-Encoding to the response's Vary header (once): the body depends on it. */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === "*" || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * A request body read up to `max` bytes: a declared length over it is not read, and reading stops as soon as
 * the bytes pass it. `tooLarge` makes the error the route answers with (each upload has its own words).
 * For the routes that keep their own limit instead of the global 1 MB one (logo and favicon, CSV import).
 */
export async function readBodyUpTo(
  request: Request,
  max: number,
  tooLarge: () => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? "0") > max) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

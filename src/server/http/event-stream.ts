import { constants, deflateRawSync } from "node:zlib";
import { negotiateEncoding, varyOnEncoding } from "./encoding.ts";

/*
 * Server-sent events, compressed once for every listener. A gzip stream is its 10-byte header, then deflate
 * blocks: each event is compressed on its own (no reference to the events before it) and ends on a byte
 * boundary without the final bit (a sync flush), so the same compressed bytes follow any header and any other
 * events. An event pushed to 200 listeners is therefore written and compressed once, not 200 times; each stream
 * sends the header first. The trailer (checksum and length) never comes: the stream ends with its connection.
 */

/** The gzip header of an event stream: deflate, no name, no time, unknown system. */
const GZIP_HEADER = Uint8Array.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** One event's text and, made at the first stream that asks, its compressed bytes. */
export class StreamEvent {
  private plain: Uint8Array | undefined;
  private gzip: Uint8Array | undefined;

  constructor(readonly text: string) {}

  /** The bytes for a stream, compressed or not. */
  bytes(compressed: boolean): Uint8Array {
    if (compressed) {
      this.gzip ??= deflateRawSync(this.text, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
      return this.gzip;
    }
    this.plain ??= new TextEncoder().encode(this.text);
    return this.plain;
  }
}

/** The comment that keeps a quiet stream open through proxies. */
const PING = new StreamEvent(": ping\n\n");
const PING_MS = 25_000;

/**
 * An event-stream answer: `first` at once, then whatever `start` sends until the client leaves (`signal`) or
 * the stream is cancelled; `start` answers the function that stops its sending. Gzip when the client accepts it.
 */
export function eventStream(
  acceptEncoding: string | undefined,
  signal: AbortSignal,
  first: StreamEvent,
  start: (send: (event: StreamEvent) => void) => () => void,
): Response {
  const compressed = negotiateEncoding(acceptEncoding, ["gzip"]) === "gzip";
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: StreamEvent) => {
        try {
          controller.enqueue(event.bytes(compressed));
        } catch {
          stop();
        }
      };
      if (compressed) controller.enqueue(GZIP_HEADER);
      send(first);
      const unsubscribe = start(send);
      const ping = setInterval(() => send(PING), PING_MS);
      ping.unref?.();
      stop = () => {
        clearInterval(ping);
        unsubscribe();
      };
      signal.addEventListener("abort", () => {
        stop();
        try {
          controller.close();
        } catch {}
      });
    },
    cancel() {
      stop();
    },
  });
  const headers = new Headers({
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    "X-Accel-Buffering": "no",
  });
  varyOnEncoding(headers);
  if (compressed) headers.set("Content-Encoding", "gzip");
  return new Response(stream, { headers });
}

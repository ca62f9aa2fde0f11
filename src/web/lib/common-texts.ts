import type common from "../messages/common/en.ts";
import { messages, messagesLoaded } from "./i18n.ts";

/**
 * A "common" text for code outside React (a toast, an error's message), in the language on screen. main.tsx
 * loads "common" before the first render; when that download failed (offline from the start), `fallback` (the
 * English words) stands in, so that an error is still reported rather than lost in another error.
 */
export function commonText<T>(read: (texts: typeof common) => T, fallback: T): T {
  return messagesLoaded("common") ? read(messages("common")) : fallback;
}

/** The message of a request that never reached the server, in the language on screen. */
export function serverUnreachable(): string {
  return commonText((t) => t.serverUnreachable, "The server could not be reached.");
}

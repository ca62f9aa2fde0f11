import { ApiError } from "./api-error.ts";
import { commonText } from "./common-texts.ts";

/**
 * Texts of the spec's global error table (section 8), in English: the toasts read them from the "common"
 * catalog in the language on screen; these stand in when it could not be downloaded.
 */
export const ERROR_TOASTS = {
  sessionExpired: "Session expired!",
  internal: "Internal Server Error!",
  notModified: "Content not modified!",
  noContent: "Content not found.",
  generic: "Something went wrong!",
} as const;

export type ErrorAction =
  | { kind: "toast"; message: string }
  | { kind: "navigate"; to: string; toast?: string }
  | { kind: "session-expired"; toast: string };

/** The error screen for a failure that leaves nothing to show (a route guard's): network, 503 or 500. */
export function errorScreenFor(error: unknown): string {
  const action = errorAction(error, "query");
  return action.kind === "navigate" && action.to !== "/403" ? action.to : "/500";
}

/**
 * What the app does with an error from a query or mutation (spec section 8, plus product decisions for
 * 403, 503 and network failures). Pure but for the language of its texts, so it can be tested.
 */
export function errorAction(error: unknown, origin: "query" | "mutation"): ErrorAction {
  const toasts = commonText((t) => t.toasts, ERROR_TOASTS);
  if (error instanceof TypeError) return { kind: "navigate", to: "/network-error" };
  if (!(error instanceof ApiError)) return { kind: "toast", message: toasts.generic };
  const { status, body } = error;
  if (status === 0) return { kind: "navigate", to: "/network-error" };
  if (status === 401) return { kind: "session-expired", toast: toasts.sessionExpired };
  if (status === 403)
    return body?.title ? { kind: "toast", message: body.title } : { kind: "navigate", to: "/403" };
  if (status === 503) return { kind: "navigate", to: "/503", ...(body?.title ? { toast: body.title } : {}) };
  if (status >= 500) return { kind: "navigate", to: "/500", toast: toasts.internal };
  if (status === 304) {
    return {
      kind: "toast",
      message: origin === "mutation" ? toasts.notModified : toasts.generic,
    };
  }
  if (status === 204) return { kind: "toast", message: toasts.noContent };
  if (status >= 400 && body?.title) return { kind: "toast", message: body.title };
  return { kind: "toast", message: toasts.generic };
}

import { isApiError } from "../../lib/api-error.ts";
import { type FieldErrors, serverFieldErrors } from "../../lib/zod-form.ts";

/** What the invitation screen does with a failed register, accept or decline. */
export type InvitationFailure =
  /** 422: the messages go on the fields (a message without a field goes above the form). */
  | { kind: "fields"; fields: FieldErrors }
  /**
   * 404, 409 or 410: the invitation is gone, answered or expired, or the account could not be created.
   * Look it up again: when it is no longer pending the screen shows its page, otherwise `title`.
   */
  | { kind: "recheck"; title: string }
  /** 403: signed in with another e-mail than the invited one. */
  | { kind: "wrong-account"; title: string }
  /** Another client error with a sentence to show above the form (e.g. 429 with when to try again). */
  | { kind: "message"; title: string }
  /** Session expired, server error, no connection: the app's error handling (toast, sign-in, error page). */
  | { kind: "global" };

export function invitationFailure(error: unknown): InvitationFailure {
  if (!isApiError(error)) return { kind: "global" };
  const fields = serverFieldErrors(error);
  if (fields) return { kind: "fields", fields };
  const title = error.body?.title;
  if (!title) return { kind: "global" };
  const { status } = error;
  if (status === 404 || status === 409 || status === 410) return { kind: "recheck", title };
  if (status === 403) return { kind: "wrong-account", title };
  if (status >= 400 && status < 500 && status !== 401) return { kind: "message", title };
  return { kind: "global" };
}

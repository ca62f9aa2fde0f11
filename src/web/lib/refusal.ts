import { isApiError } from "./api-error.ts";
import { handleApiError } from "./api-errors.ts";
import type { FieldErrors } from "./zod-form.ts";

/** What a dialog shows when the server refused its request: the server's own message and its fields' messages. */
export interface Refusal {
  message: string;
  fields: FieldErrors;
}

/**
 * A refusal of the server (422 on a field; 409 on a rule: a tee time full, more than is owed …; 403, 404) to
 * show in the dialog that asked, in the language on screen (the API answers in it). Anything else (no connection, a server error, an ended session) goes through the app's
 * error handling and gives null.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const fields: FieldErrors = {};
    for (const field of error.body?.fields ?? []) fields[field.path] ??= field.message;
    return { message: error.message, fields };
  }
  handleApiError(error, "mutation");
  return null;
}

/** Puts the focus on the first field that shows a message, once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import type { FieldErrors } from "../../lib/zod-form.ts";

/** What a dialog shows when the server refused its request: the server's own message and its fields' messages. */
export interface Refusal {
  message: string;
  fields: FieldErrors;
}

/**
 * A refusal of the server (a rule: full, overlap, window, cut-off…; a field; a role) to show in the dialog
 * that asked. Anything else (no connection, a server error, an ended session) goes through the app's error
 * handling and gives null.
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

import type { z } from "zod";
import { isApiError } from "./api-error.ts";

/** Field path ("address.city", "sportContacts.0.email") → the message shown on that field. */
export type FieldErrors = Record<string, string>;

/** Validates form values with a shared schema; the first message per field, keyed by its path. */
export function validateWith(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The per-field messages of a 422 answer from the API, or null when the error is something else. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error) || error.status !== 422 || !error.body?.fields?.length) return null;
  const errors: FieldErrors = {};
  for (const field of error.body.fields) errors[field.path] ??= field.message;
  return errors;
}

/**
 * The per-field messages of a 422, or of a 409 that names fields (a name or e-mail the club already has, a
 * capacity below the members holding a type); null for anything else (the app's error handling shows it).
 */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  const fields = serverFieldErrors(error);
  if (fields) return fields;
  if (!isApiError(error) || error.status !== 409 || !error.body?.fields?.length) return null;
  const found: FieldErrors = {};
  for (const f of error.body.fields) found[f.path] ??= f.message;
  return found;
}

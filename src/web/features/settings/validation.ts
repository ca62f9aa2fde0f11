import { isApiError } from "../../lib/api-error.ts";
import { type FieldErrors, serverFieldErrors } from "../../lib/zod-form.ts";

/**
 * The field messages of a 422 answer (its title when it names no field, else `fallback`: the catalog's
 * "Some fields are not valid."), or null for other errors.
 */
export function apiFieldErrors(error: unknown, fallback: string): FieldErrors | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return serverFieldErrors(error) ?? { "": error.body?.title ?? fallback };
}

/** The message for `path`, or for anything inside it (an item of a list shows on the list's input). */
export function errorWithin(errors: FieldErrors | undefined, path: string): string | undefined {
  if (!errors) return undefined;
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) return message;
  return undefined;
}

/** Messages whose path no field of the section shows, so that none is silently dropped. */
export function unplacedErrors(errors: FieldErrors | undefined, shown: (path: string) => boolean): string[] {
  if (!errors) return [];
  return Object.entries(errors)
    .filter(([path]) => !shown(path))
    .map(([, message]) => message);
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

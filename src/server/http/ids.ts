import { AppError, type Refusal } from "../errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is written as a UUID (any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * An id from the URL: a malformed one answers 404 with `notFound`, like an id of another club's record. Give
 * `notFound` as a function (`() => t("errors").members.notFound`) to answer in the request's language.
 */
export function uuidParam(value: string, notFound: Refusal): string {
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", notFound());
  return value.toLowerCase();
}

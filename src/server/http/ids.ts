import { AppError } from "../errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the URL: a malformed one answers 404 with `notFound`, like an id of another club's record. */
export function uuidParam(value: string, notFound: string): string {
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", notFound);
  return value.toLowerCase();
}

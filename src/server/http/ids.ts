import { isUuid } from "../../shared/ids.ts";
import { AppError, type Refusal } from "../errors.ts";

/**
 * An id from the URL: a malformed one answers 404 with `notFound`, like an id of another club's record. Give
 * `notFound` as a function (`() => t("errors").members.notFound`) to answer in the request's language.
 */
export function uuidParam(value: string, notFound: Refusal): string {
  if (!isUuid(value)) throw new AppError("NOT_FOUND", notFound());
  return value.toLowerCase();
}

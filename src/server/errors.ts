import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ErrorCode } from "../shared/errors.ts";
import { t } from "./i18n.ts";

/** The one error type of the server. Routes and services throw it; app.ts turns it into a response. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    readonly title: string,
    readonly extra: Pick<ApiErrorBody, "fields" | "retryAfterSeconds" | "suggestion"> = {},
  ) {
    super(title);
  }
}

/** The one place where error codes become HTTP statuses. */
export const statusOfCode: Record<ErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** A request whose fields break their rules: 422 with a message per field, in the request's language. */
export function validationFailed(fields: NonNullable<ApiErrorBody["fields"]>): AppError {
  return new AppError("VALIDATION_FAILED", t("errors").fieldsNotValid, { fields });
}

/** A refusal of one field, whose message is also the answer's title (a 422 that names what to change). */
export function fieldRefused(path: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { fields: [{ path, message }] });
}

/**
 * Words of a refusal that a route names when it is described, outside any request: a function that writes
 * them in the request's language when the refusal is made (`() => t("errors").clubNotFound`). A fixed text
 * would answer every language in English.
 */
export type Refusal = () => string;

export function errorBody(error: AppError): ApiErrorBody {
  return { code: error.code, title: error.title, ...error.extra };
}

/** Drizzle wraps driver errors; the PostgreSQL error code sits on `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === "string" ? code : undefined;
}

/** The constraint a PostgreSQL error names (a unique index, a foreign key, a check), on `cause` as the code. */
export function pgConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } } | undefined;
  const constraint = e?.cause?.constraint ?? e?.constraint;
  return typeof constraint === "string" ? constraint : undefined;
}

/**
 * The unique index (or unique constraint) that a unique violation (23505) names; undefined for any other error.
 * The driver's error names it in `constraint`; where that is missing, its message still names it
 * (`duplicate key value violates unique constraint "…"`).
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  if (pgErrorCode(error) !== "23505") return undefined;
  const constraint = pgConstraint(error);
  if (constraint !== undefined) return constraint;
  const e = error as { message?: unknown; cause?: { message?: unknown } } | undefined;
  const text = `${String(e?.cause?.message ?? "")} ${String(e?.message ?? "")}`;
  return /unique constraint "([^"]+)"/.exec(text)?.[1];
}

/**
 * Runs `work`; a unique violation (23505) of the index `constraint` (or of one of several), as when two requests
 * save the same name at once, answers `refusal(index)` with the index violated: the same conflict that the
 * check before the write answers. Any other error, a violation of another index included, is thrown as it was.
 */
export async function uniqueViolationAs<T>(
  work: Promise<T>,
  constraint: string | readonly string[],
  refusal: (index: string) => AppError,
): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const index = violatedUniqueIndex(error);
    const named: readonly string[] = typeof constraint === "string" ? [constraint] : constraint;
    if (index !== undefined && named.includes(index)) throw refusal(index);
    throw error;
  }
}

/**
 * A foreign-key violation (23503) on a column that names a member (drizzle-kit names those keys
 * `<table>_<column>_members_id_fk`): a row written for a member whose record a transaction deleted and committed
 * after this one had read it (decision 039). The writer answers that the member is no longer one, never a 500.
 */
export function isGoneMemberError(error: unknown): boolean {
  return pgErrorCode(error) === "23503" && /_members_id_fk$/.test(pgConstraint(error) ?? "");
}

/**
 * Runs `work` (a transaction that reads members, then writes rows naming them) again when it met a member whose
 * deletion committed after it read them (`isGoneMemberError`, PostgreSQL): a job's batch reads the members
 * afresh and goes on without the one who is gone, instead of failing (decision 037). At most `tries` times.
 */
export async function againWithoutGoneMembers<T>(work: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isGoneMemberError(error) || attempt >= tries) throw error;
    }
  }
}

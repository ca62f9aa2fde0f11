import type { ApiErrorBody } from "../../shared/errors.ts";
import { serverUnreachable } from "./common-texts.ts";

/**
 * A failed API call. `status` is the HTTP status, 0 when the server could not be reached.
 * `body` is the parsed error body when the server sent one in the agreed shape. The message is the caller's,
 * else the body's title, else "The server could not be reached." in the language on screen for status 0.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body?: ApiErrorBody, message?: string, retryAfterSeconds?: number) {
    super(message ?? body?.title ?? (status === 0 ? serverUnreachable() : `HTTP ${status}`));
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds ?? body?.retryAfterSeconds;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

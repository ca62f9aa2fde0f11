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

/**
 * What `read` answers, or null when the server answers 404 (a record the club does not have: the screen says so
 * itself); every other failure goes on to the app's error handling.
 */
export async function orNullWhenNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

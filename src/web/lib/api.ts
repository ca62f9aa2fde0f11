import type { z } from "zod";
import { apiErrorSchema } from "../../shared/errors.ts";
import { ApiError } from "./api-error.ts";

function retryAfterOf(response: Response): number | undefined {
  const raw = response.headers.get("Retry-After");
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Calls our API. Sends and accepts JSON, includes the session cookie, parses a successful body with
 * `schema` and throws an ApiError otherwise. Pass `null` as schema for calls that answer without a body.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit | undefined,
  schema: z.ZodType<T>,
): Promise<T>;
export async function apiFetch(path: string, init: RequestInit | undefined, schema: null): Promise<void>;
export async function apiFetch<T>(
  path: string,
  init: RequestInit | undefined,
  schema: z.ZodType<T> | null,
): Promise<T | undefined> {
  const headers = new Headers(init?.headers);
  headers.set("Accept", "application/json");
  if (init?.body !== undefined && typeof init.body === "string" && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }

  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, undefined, "The server could not be reached.");
  }

  if (response.status === 204 || response.status === 304) {
    if (schema === null && response.status === 204) return undefined;
    throw new ApiError(response.status);
  }

  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }

  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data : undefined,
      undefined,
      retryAfterOf(response),
    );
  }
  if (schema === null) return undefined;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, undefined, `Unexpected response from ${path}`);
  }
  return parsed.data;
}

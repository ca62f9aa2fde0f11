import type { ApiErrorBody } from "../../shared/errors.ts";
import { ApiError } from "./api-error.ts";
import { recordRequest } from "./audit-queue.ts";
import { fileNameOf, saveBlob } from "./download.ts";
import { currentLocale } from "./i18n.ts";

function retryAfterOf(response: Response): number | undefined {
  const raw = response.headers.get("Retry-After");
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * An error body in the agreed shape (shared/errors.ts), read without zod: the screens that only read data do
 * not download the schemas (decision 018).
 */
export function readApiErrorBody(json: unknown): ApiErrorBody | undefined {
  if (typeof json !== "object" || json === null) return undefined;
  const { code, title, fields, retryAfterSeconds, suggestion } = json as Record<string, unknown>;
  if (typeof code !== "string" || typeof title !== "string") return undefined;
  const body: ApiErrorBody = { code: code as ApiErrorBody["code"], title };
  if (Array.isArray(fields)) {
    body.fields = fields.filter(
      (f): f is { path: string; message: string } =>
        typeof f === "object" && f !== null && typeof f.path === "string" && typeof f.message === "string",
    );
  }
  if (typeof retryAfterSeconds === "number") body.retryAfterSeconds = retryAfterSeconds;
  if (typeof suggestion === "string") body.suggestion = suggestion;
  return body;
}

/**
 * Calls our API. Sends and accepts JSON, includes the session cookie, and answers the body as `T`; throws an
 * ApiError otherwise. Pass `null` for calls that answer without a body.
 *
 * The body is not parsed again here: every route of the server parses its answer with the shared schema before
 * it sends it, and the client need not download zod and the schemas to read it (decision 018). Forms still
 * check what they send with the shared schemas (lib/zod-form.ts).
 */
export async function apiFetch<T>(path: string, init?: RequestInit): Promise<T>;
export async function apiFetch(path: string, init: RequestInit | undefined, noBody: null): Promise<void>;
/** "or-empty": a 204 answers undefined, any other answer its body (the typed client, lib/api-client.ts). */
export async function apiFetch<T>(
  path: string,
  init: RequestInit | undefined,
  noBody: "or-empty",
): Promise<T>;
export async function apiFetch<T>(
  path: string,
  init?: RequestInit,
  noBody?: null | "or-empty",
): Promise<T | undefined> {
  const headers = new Headers(init?.headers);
  headers.set("Accept", "application/json");
  // The server answers (error titles, field messages) in the language on screen (decision 022).
  headers.set("Accept-Language", currentLocale());
  if (init?.body !== undefined && typeof init.body === "string" && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }

  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0);
  }

  // Each change the user asks for, with its outcome, for the audit log (reads are not recorded).
  const method = init?.method ?? "GET";
  if (response.ok) recordRequest(method, path, response.status);

  if (response.status === 204 || response.status === 304) {
    if (noBody !== undefined && response.status === 204) return undefined;
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
    recordRequest(method, path, response.status, readApiErrorBody(json)?.code);
    throw new ApiError(response.status, readApiErrorBody(json), undefined, retryAfterOf(response));
  }
  if (noBody === null) return undefined;
  if (json === undefined) throw new ApiError(response.status, undefined, `Unexpected response from ${path}`);
  return json as T;
}

/**
 * Downloads a file the API writes (a CSV in Windows-1252, a PDF) and saves it under the name the server gives;
 * a refusal (422: what to change first) throws an ApiError as apiFetch does, for the screen to show where the
 * user asked, instead of a page of JSON in place of the file.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const headers = new Headers({ "Accept-Language": currentLocale() });
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", headers });
  } catch {
    throw new ApiError(0);
  }
  if (!response.ok) {
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    throw new ApiError(response.status, readApiErrorBody(json), undefined, retryAfterOf(response));
  }
  saveBlob(fileNameOf(response.headers.get("Content-Disposition"), fallbackName), await response.blob());
}

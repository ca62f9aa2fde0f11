import { apiFetch } from "./api.ts";
import {
  type ApiMethod,
  type ArgsOf,
  fillApiPath,
  type PathOf,
  type RequestOf,
  type ResponseOf,
} from "./api-url.ts";

/*
 * The typed client of our API (decision 053): `api.get("/api/clubs/{clubId}/members", { path: { clubId },
 * query })`. The path is one of the OpenAPI document's (a typo is a type error), its parameters are filled and
 * encoded once (api-url.ts), the body's type is the operation's request body and the answer's its 2XX answer.
 * Everything else is apiFetch's (headers, language, errors, the audit trail, AbortSignal): no byte of the
 * generated types reaches the browser, and the answer is not parsed again (decision 018).
 */

/** What a call may add: its AbortSignal (a query's), headers of its own, keepalive. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  headers?: HeadersInit;
  keepalive?: boolean;
}

type Options<P extends PathOf<M>, M extends ApiMethod> = RequestOf<P, M> & CallOptions;

interface AnyOptions extends CallOptions {
  path?: Record<string, string>;
  query?: object | string;
  body?: unknown;
}

/** A body sent as it is (a file, a form); anything else is sent as JSON. */
const isRaw = (body: unknown) =>
  body instanceof Blob || body instanceof FormData || body instanceof URLSearchParams;

function call(method: string, template: string, options: AnyOptions = {}): Promise<unknown> {
  const { path, query, body, ...init } = options;
  const url = fillApiPath(template, path, query as Parameters<typeof fillApiPath>[2]);
  const request: RequestInit = { ...init, method };
  if (body !== undefined) request.body = isRaw(body) ? (body as BodyInit) : JSON.stringify(body);
  // A 204 answers undefined: the document says which operations answer without a body (`response: void`).
  return apiFetch(url, request, "or-empty");
}

function method<M extends ApiMethod>(name: M) {
  return <P extends PathOf<M>>(path: P, ...[options]: ArgsOf<Options<P, M>>): Promise<ResponseOf<P, M>> =>
    call(name.toUpperCase(), path, options as AnyOptions) as Promise<ResponseOf<P, M>>;
}

export const api = {
  get: method("get"),
  post: method("post"),
  put: method("put"),
  patch: method("patch"),
  delete: method("delete"),
};

export { apiUrl } from "./api-url.ts";

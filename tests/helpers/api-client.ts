// The tests' typed client (decision 053): the web app's paths and types (src/shared/api-paths.gen.ts, from the
// OpenAPI document), through a test's Client (its cookies, its address). `apiOf(client).post(
// "/api/clubs/{clubId}/members", { path: { clubId }, body })` answers the Response, whose json() is typed as
// the operation's 2XX answer: the test still checks the status (a refusal's body is the ApiError shape).
// A request the document does not allow (a hostile body, a path that must 404) goes through client.request.
import {
  type ApiMethod,
  type ArgsOf,
  fillApiPath,
  type PathOf,
  type RequestOf,
  type ResponseOf,
} from "../../src/web/lib/api-url.ts";

/** A Response whose json() is the operation's documented answer. */
export interface TypedResponse<T> extends Response {
  json(): Promise<T>;
}

/** What sends the request: a Client (tests/helpers/test-app.ts), or anything with its request(). */
export interface Requester {
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

type Options<P extends PathOf<M>, M extends ApiMethod> = RequestOf<P, M> & { headers?: HeadersInit };

interface AnyOptions {
  path?: Record<string, string>;
  query?: Record<string, string | number | boolean | null | undefined> | string;
  body?: unknown;
  headers?: HeadersInit;
}

const isRaw = (body: unknown) =>
  body instanceof Blob || body instanceof FormData || body instanceof URLSearchParams;

/** The address a typed call goes to, for a test that sends it some other way. */
export { fillApiPath };

export function apiOf(client: Requester) {
  const method =
    <M extends ApiMethod>(name: M) =>
    <P extends PathOf<M>>(
      path: P,
      ...[options]: ArgsOf<Options<P, M>>
    ): Promise<TypedResponse<ResponseOf<P, M>>> => {
      const { path: params, query, body, headers } = (options ?? {}) as AnyOptions;
      const init: RequestInit & { json?: unknown } = { method: name.toUpperCase() };
      if (headers) init.headers = headers;
      if (body !== undefined) {
        if (isRaw(body)) init.body = body as BodyInit;
        else init.json = body;
      }
      return client.request(fillApiPath(path, params, query), init) as Promise<
        TypedResponse<ResponseOf<P, M>>
      >;
    };
  return {
    get: method("get"),
    post: method("post"),
    put: method("put"),
    patch: method("patch"),
    delete: method("delete"),
  };
}

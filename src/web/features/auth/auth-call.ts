import type { authClient as AuthClient } from "../../lib/auth-client.ts";
import { loadMessages, messages } from "../../lib/i18n.ts";
import { loadAuthClient } from "../../lib/session.ts";
import { type AuthCallError, authErrorMessage } from "./auth-errors.ts";

function retryAfterOf(response: Response | undefined): number | null {
  const raw = response?.headers.get("Retry-After") ?? null;
  const n = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** The error sentences in the language on screen (the screens' routes have loaded them already). */
async function errorTexts() {
  await loadMessages("auth");
  return messages("auth").errors;
}

type FetchOptions = { onError: (context: { response: Response }) => void };

export type AuthCallResult<T> = { ok: true; data: T } | { ok: false; message: string; error: AuthCallError };

/**
 * Runs one better-auth client call and turns every failure (error answer, rate limit, no connection)
 * into the sentence the form shows. `call` receives the auth client (loaded on first use) and fetch options
 * to pass on, used to read Retry-After.
 */
export async function runAuthCall<T>(
  call: (
    client: typeof AuthClient,
    fetchOptions: FetchOptions,
  ) => Promise<{ data: T | null; error: unknown }>,
): Promise<AuthCallResult<T>> {
  let retryAfter: number | null = null;
  const fetchOptions: FetchOptions = {
    onError: ({ response }) => {
      retryAfter = retryAfterOf(response);
    },
  };
  try {
    const client = await loadAuthClient();
    const { data, error } = await call(client, fetchOptions);
    if (error) {
      const e = error as Partial<AuthCallError>;
      const normalised: AuthCallError = {
        status: typeof e.status === "number" ? e.status : 0,
        code: typeof e.code === "string" ? e.code : undefined,
        message: typeof e.message === "string" ? e.message : undefined,
        title: typeof e.title === "string" ? e.title : undefined,
        retryAfterSeconds: typeof e.retryAfterSeconds === "number" ? e.retryAfterSeconds : undefined,
      };
      return {
        ok: false,
        message: authErrorMessage(normalised, await errorTexts(), retryAfter),
        error: normalised,
      };
    }
    return { ok: true, data: data as T };
  } catch {
    const error: AuthCallError = { status: 0 };
    return { ok: false, message: authErrorMessage(error, await errorTexts()), error };
  }
}

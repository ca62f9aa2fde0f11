import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/auth.ts";
import type en from "../../messages/auth/en.ts";

/** What a failed better-auth call gives back (better-fetch spreads the JSON body into it). */
export interface AuthCallError {
  status: number;
  code?: string | undefined;
  message?: string | undefined;
  title?: string | undefined;
  retryAfterSeconds?: number | undefined;
}

/** The sentences of the "auth" catalog's `errors`, in the language on screen. */
export type AuthErrorTexts = (typeof en)["errors"];

/** The most a first or last name may have (the server's check at sign-up, NAME_TOO_LONG). */
const NAME_MAX = 100;

/**
 * The sentence to show in the form's alert for a failed sign-in, sign-up, reset or code call. better-auth's own
 * answers carry an English `message`: they are told apart by their `code` and said from the catalog; our
 * server's answers (`title`) come in the language of the request already.
 */
export function authErrorMessage(
  error: AuthCallError,
  t: AuthErrorTexts,
  retryAfterHeader?: number | null,
): string {
  const { status, code } = error;
  if (status === 429 || code === "RATE_LIMITED") {
    // Every limit of the server answers {code: RATE_LIMITED, title, retryAfterSeconds} (decision 021); a 429
    // from elsewhere (a proxy) may have no such body.
    if (error.title) return error.title;
    const seconds = error.retryAfterSeconds ?? retryAfterHeader;
    return typeof seconds === "number" && Number.isFinite(seconds)
      ? t.tooManyAttemptsFor(Math.max(1, Math.ceil(seconds)))
      : t.tooManyAttempts;
  }
  if (status === 0) return t.network;
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return t.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return t.emailNotVerified;
    case "INVALID_OTP":
      return t.invalidOtp;
    case "OTP_EXPIRED":
    case "TOO_MANY_ATTEMPTS":
      return t.otpExpired;
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return t.invalidToken;
    case "PASSWORD_TOO_SHORT":
      return t.passwordTooShort(PASSWORD_MIN_LENGTH);
    case "PASSWORD_TOO_LONG":
      return t.passwordTooLong(PASSWORD_MAX_LENGTH);
    case "INVALID_EMAIL":
      return t.invalidEmail;
    case "NAME_REQUIRED":
      return t.nameRequired;
    case "NAME_TOO_LONG":
      return t.nameTooLong(NAME_MAX);
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return t.userExists;
    case "PROVIDER_NOT_FOUND":
      return t.providerUnavailable;
  }
  if (status === 401) return t.invalidCredentials;
  if (status >= 500) return t.server;
  // Our server's answers are in the reader's language; better-auth's other messages are English only.
  return error.title ?? t.generic;
}

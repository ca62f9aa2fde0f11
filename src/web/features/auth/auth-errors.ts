import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, rateLimitMessage } from "../../../shared/auth.ts";

/** What a failed better-auth call gives back (better-fetch spreads the JSON body into it). */
export interface AuthCallError {
  status: number;
  code?: string | undefined;
  message?: string | undefined;
  title?: string | undefined;
  retryAfterSeconds?: number | undefined;
}

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid e-mail or password.",
  emailNotVerified:
    "Your e-mail address is not confirmed yet. We have sent you a new confirmation link; open it and then sign in.",
  network: "The server could not be reached. Check your connection and try again.",
  server: "Something went wrong on our side. Please try again later.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  invalidOtp: "That code is not correct. Check the e-mail and try again.",
  otpExpired: "That code has expired or was used too often. Send a new code.",
  invalidToken: "This link to reset the password is invalid or has expired. Request a new one.",
  generic: "Something went wrong!",
} as const;

/** The sentence to show in the form's alert for a failed sign-in, sign-up, reset or code call. */
export function authErrorMessage(error: AuthCallError, retryAfterHeader?: number | null): string {
  const { status, code } = error;
  if (status === 429 || code === "RATE_LIMITED") {
    // Every limit of the server answers {code: RATE_LIMITED, title, retryAfterSeconds} (decision 021); a 429
    // from elsewhere (a proxy) may have no such body.
    if (error.title) return error.title;
    const seconds = error.retryAfterSeconds ?? retryAfterHeader;
    return typeof seconds === "number" && Number.isFinite(seconds)
      ? rateLimitMessage(seconds)
      : AUTH_MESSAGES.tooManyAttempts;
  }
  if (status === 0) return AUTH_MESSAGES.network;
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return AUTH_MESSAGES.invalidCredentials;
    case "EMAIL_NOT_VERIFIED":
      return AUTH_MESSAGES.emailNotVerified;
    case "INVALID_OTP":
      return AUTH_MESSAGES.invalidOtp;
    case "OTP_EXPIRED":
    case "TOO_MANY_ATTEMPTS":
      return AUTH_MESSAGES.otpExpired;
    case "INVALID_TOKEN":
      return AUTH_MESSAGES.invalidToken;
    case "PASSWORD_TOO_SHORT":
      return `The password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
    case "PASSWORD_TOO_LONG":
      return `The password may have at most ${PASSWORD_MAX_LENGTH} characters.`;
    case "INVALID_EMAIL":
      return "Enter a valid e-mail address.";
  }
  if (status === 401) return AUTH_MESSAGES.invalidCredentials;
  if (status >= 500) return AUTH_MESSAGES.server;
  return error.title ?? error.message ?? AUTH_MESSAGES.generic;
}

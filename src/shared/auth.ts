/** Limits and texts shared by the sign-in screens and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A sixth wrong password for one account inside this window is refused. */
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 60;
export const SIGN_IN_MAX_FAILURES = 5;
export const OTP_LENGTH = 6;
export const OTP_EXPIRES_IN_SECONDS = 300;

/**
 * The rate limits' answer in English (decision 021), as the API tests expect it. The server writes it in the
 * request's language (the "server" catalog's `auth.rateLimited`).
 */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many attempts. Please try again in ${s} second${s === 1 ? "" : "s"}.`;
}

import { describe, expect, it } from "vitest";
import de from "../../messages/auth/de.ts";
import en from "../../messages/auth/en.ts";
import { authErrorMessage } from "./auth-errors.ts";

describe("the message of a refused auth call", () => {
  it("shows the server's sentence for every rate limit, better-auth's included (one shape)", () => {
    const limited = {
      status: 429,
      code: "RATE_LIMITED",
      title: "Too many attempts. Please try again in 42 seconds.",
      retryAfterSeconds: 42,
    };
    expect(authErrorMessage(limited, en.errors, 42)).toBe(
      "Too many attempts. Please try again in 42 seconds.",
    );
  });

  it("says when to retry from Retry-After when a 429 comes without our body (from a proxy)", () => {
    expect(authErrorMessage({ status: 429 }, en.errors, 1)).toBe(
      "Too many attempts. Please try again in 1 second.",
    );
    expect(authErrorMessage({ status: 429 }, en.errors, 42)).toBe(
      "Too many attempts. Please try again in 42 seconds.",
    );
    expect(authErrorMessage({ status: 429 }, en.errors, null)).toBe(en.errors.tooManyAttempts);
  });

  it("says better-auth's refusals in the language on screen, by their code", () => {
    const refused = { status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };
    expect(authErrorMessage(refused, en.errors)).toBe("Invalid e-mail or password.");
    expect(authErrorMessage(refused, de.errors)).toBe("E-Mail oder Passwort ist falsch.");
    expect(authErrorMessage({ status: 400, code: "PASSWORD_TOO_SHORT" }, en.errors)).toBe(
      "The password needs at least 8 characters.",
    );
    expect(authErrorMessage({ status: 429 }, de.errors, 2)).toBe(
      "Zu viele Versuche. Bitte versuchen Sie es in 2 Sekunden noch einmal.",
    );
  });

  it("never shows better-auth's English message of an unknown code, but our server's title", () => {
    expect(authErrorMessage({ status: 400, code: "SOMETHING_NEW", message: "Some English" }, de.errors)).toBe(
      de.errors.generic,
    );
    expect(authErrorMessage({ status: 400, code: "BAD_REQUEST", title: "Schon übersetzt." }, de.errors)).toBe(
      "Schon übersetzt.",
    );
  });
});

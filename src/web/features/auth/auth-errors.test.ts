import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, authErrorMessage } from "./auth-errors.ts";

describe("the message of a refused auth call", () => {
  it("shows the server's sentence for every rate limit, better-auth's included (one shape)", () => {
    const limited = {
      status: 429,
      code: "RATE_LIMITED",
      title: "Too many attempts. Please try again in 42 seconds.",
      retryAfterSeconds: 42,
    };
    expect(authErrorMessage(limited, 42)).toBe("Too many attempts. Please try again in 42 seconds.");
  });

  it("says when to retry from Retry-After when a 429 comes without our body (from a proxy)", () => {
    expect(authErrorMessage({ status: 429 }, 1)).toBe("Too many attempts. Please try again in 1 second.");
    expect(authErrorMessage({ status: 429 }, null)).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});

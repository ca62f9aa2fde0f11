import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { ERROR_TOASTS, errorAction } from "./error-actions.ts";
import { messagesLoaded, setLocale } from "./i18n.ts";
import { shouldRetry } from "./retry.ts";

const body = (title: string) => ({ code: "BAD_REQUEST" as const, title });

describe("errorAction (spec section 8)", () => {
  it("ends the session on 401", () => {
    expect(errorAction(new ApiError(401), "query")).toEqual({
      kind: "session-expired",
      toast: "Session expired!",
    });
  });
  it("goes to /500 with a toast on server errors", () => {
    expect(errorAction(new ApiError(500), "query")).toEqual({
      kind: "navigate",
      to: "/500",
      toast: "Internal Server Error!",
    });
  });
  it("toasts 304 on a mutation and 204", () => {
    expect(errorAction(new ApiError(304), "mutation")).toEqual({
      kind: "toast",
      message: "Content not modified!",
    });
    expect(errorAction(new ApiError(204), "query")).toEqual({ kind: "toast", message: "Content not found." });
  });
  it("toasts the title of a client error", () => {
    expect(errorAction(new ApiError(409, body("Already taken.")), "mutation")).toEqual({
      kind: "toast",
      message: "Already taken.",
    });
    expect(errorAction(new ApiError(400), "mutation")).toEqual({
      kind: "toast",
      message: ERROR_TOASTS.generic,
    });
  });
  it("handles 403, 503 and network failures", () => {
    expect(errorAction(new ApiError(403, body("Not yours.")), "query")).toEqual({
      kind: "toast",
      message: "Not yours.",
    });
    expect(errorAction(new ApiError(403), "query")).toEqual({ kind: "navigate", to: "/403" });
    expect(errorAction(new ApiError(503), "query")).toEqual({ kind: "navigate", to: "/503" });
    expect(errorAction(new ApiError(0), "query")).toEqual({ kind: "navigate", to: "/network-error" });
    expect(errorAction(new TypeError("Failed to fetch"), "query")).toEqual({
      kind: "navigate",
      to: "/network-error",
    });
  });
  it("says something went wrong otherwise", () => {
    expect(errorAction(new Error("boom"), "query")).toEqual({
      kind: "toast",
      message: "Something went wrong!",
    });
  });
});

describe("the toasts' language", () => {
  afterEach(async () => {
    await setLocale("en");
    vi.unstubAllGlobals();
  });

  it("says the spec's toasts in the language on screen, its English words in English", async () => {
    // setLocale sets <html lang>.
    vi.stubGlobal("document", { documentElement: { lang: "en" } });
    await setLocale("de", "common");
    expect(errorAction(new ApiError(401), "query")).toEqual({
      kind: "session-expired",
      toast: "Sitzung abgelaufen!",
    });
    expect(errorAction(new Error("boom"), "query")).toEqual({
      kind: "toast",
      message: "Etwas ist schiefgelaufen!",
    });
    await setLocale("en");
    expect(messagesLoaded("common")).toBe(true);
    expect(errorAction(new ApiError(500), "query")).toEqual({
      kind: "navigate",
      to: "/500",
      toast: "Internal Server Error!",
    });
    expect(errorAction(new ApiError(304), "mutation")).toEqual({
      kind: "toast",
      message: "Content not modified!",
    });
  });
});

describe("shouldRetry (spec section 9)", () => {
  it("retries up to 3 times", () => {
    expect(shouldRetry(0, new ApiError(500))).toBe(true);
    expect(shouldRetry(2, new ApiError(0))).toBe(true);
    expect(shouldRetry(3, new ApiError(500))).toBe(false);
  });
  it("never retries 401, 403 or other client errors", () => {
    for (const status of [400, 401, 403, 404, 422]) expect(shouldRetry(0, new ApiError(status))).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  AUTH_EVENT_GUARD_MS,
  FOCUS_GUARD_MS,
  REDIRECT_DELAY_MS,
  redirectForSessionChange,
  type SessionChange,
  safeRedirectPath,
  shouldSkipRedirect,
  signInUrl,
  targetAfterSignOut,
  targetForSignedIn,
  targetForSignedOut,
  verifiedCallbackUrl,
} from "./redirects.ts";

describe("constants", () => {
  it("match the spec", () => {
    expect(REDIRECT_DELAY_MS).toBe(100);
    expect(FOCUS_GUARD_MS).toBe(1000);
    expect(AUTH_EVENT_GUARD_MS).toBe(5000);
  });
});

describe("safeRedirectPath", () => {
  it("accepts same-site paths", () => {
    expect(safeRedirectPath("/")).toBe("/");
    expect(safeRedirectPath("/members?page=2")).toBe("/members?page=2");
  });
  it("refuses other sites, odd values and sign-in screens", () => {
    expect(safeRedirectPath("//evil.example")).toBeNull();
    expect(safeRedirectPath("/\\evil.example")).toBeNull();
    expect(safeRedirectPath("https://evil.example/")).toBeNull();
    expect(safeRedirectPath("members")).toBeNull();
    expect(safeRedirectPath("/a\nb")).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
    expect(safeRedirectPath("/sign-in?redirect=/x")).toBeNull();
    expect(safeRedirectPath("/otp")).toBeNull();
  });
});

describe("signInUrl", () => {
  it("carries the way back", () => {
    expect(signInUrl("/members?page=2")).toBe("/sign-in?redirect=%2Fmembers%3Fpage%3D2");
  });
  it("leaves out home and unsafe targets", () => {
    expect(signInUrl("/")).toBe("/sign-in");
    expect(signInUrl("//evil.example")).toBe("/sign-in");
    expect(signInUrl()).toBe("/sign-in");
  });
});

describe("targetForSignedIn", () => {
  it("sends a signed-in user away from the sign-in screens", () => {
    for (const pathname of ["/sign-in", "/sign-up", "/otp", "/forgot-password", "/sign-in/"]) {
      expect(targetForSignedIn({ pathname })).toBe("/");
    }
  });
  it("follows a safe redirect parameter", () => {
    expect(targetForSignedIn({ pathname: "/sign-in", redirectParam: "/members" })).toBe("/members");
    expect(targetForSignedIn({ pathname: "/sign-in", redirectParam: "//evil.example" })).toBe("/");
  });
  it("leaves app and other public screens alone", () => {
    expect(targetForSignedIn({ pathname: "/" })).toBeNull();
    expect(targetForSignedIn({ pathname: "/500" })).toBeNull();
    expect(targetForSignedIn({ pathname: "/accept-invitation" })).toBeNull();
  });
  it("goes to /reset-password in a password-recovery context", () => {
    expect(targetForSignedIn({ pathname: "/sign-in", passwordRecovery: true })).toBe("/reset-password");
    expect(targetForSignedIn({ pathname: "/reset-password", passwordRecovery: true })).toBeNull();
  });
});

describe("targetAfterSignOut", () => {
  it("goes to /sign-in unless on /sign-in or /sign-up", () => {
    expect(targetAfterSignOut("/")).toBe("/sign-in");
    expect(targetAfterSignOut("/otp")).toBe("/sign-in");
    expect(targetAfterSignOut("/sign-in")).toBeNull();
    expect(targetAfterSignOut("/sign-up")).toBeNull();
  });
});

describe("targetForSignedOut", () => {
  it("requires a session for app screens", () => {
    expect(targetForSignedOut("/")).toBe("/sign-in");
    expect(targetForSignedOut("/members", "?page=2")).toBe("/sign-in?redirect=%2Fmembers%3Fpage%3D2");
  });
  it("lets visitors see public screens", () => {
    for (const p of ["/sign-in", "/reset-password", "/accept-invitation", "/404", "/network-error"]) {
      expect(targetForSignedOut(p)).toBeNull();
    }
  });
});

describe("shouldSkipRedirect", () => {
  const now = 1_000_000;
  it("skips within a second of regaining focus", () => {
    expect(shouldSkipRedirect({ now, lastFocusAt: now - 999, lastAuthEventAt: null })).toBe(true);
    expect(shouldSkipRedirect({ now, lastFocusAt: now - 1000, lastAuthEventAt: null })).toBe(false);
  });
  it("skips within five seconds of a handled sign-in or sign-out", () => {
    expect(shouldSkipRedirect({ now, lastFocusAt: null, lastAuthEventAt: now - 4999 })).toBe(true);
    expect(shouldSkipRedirect({ now, lastFocusAt: null, lastAuthEventAt: now - 5000 })).toBe(false);
  });
  it("does not skip otherwise", () => {
    expect(shouldSkipRedirect({ now, lastFocusAt: null, lastAuthEventAt: null })).toBe(false);
  });
});

describe("redirectForSessionChange", () => {
  const base: SessionChange = {
    now: 1_000_000,
    lastFocusAt: null,
    lastAuthEventAt: null,
    pathname: "/",
    search: "",
    wasSignedIn: true,
    signedIn: false,
  };
  it("does nothing when nothing changed", () => {
    expect(redirectForSessionChange({ ...base, wasSignedIn: false })).toBeNull();
    expect(redirectForSessionChange({ ...base, signedIn: true })).toBeNull();
  });
  it("sends a user whose session ended on an app screen to sign in, with the way back", () => {
    expect(redirectForSessionChange({ ...base, pathname: "/members", search: "?q=a" })).toBe(
      "/sign-in?redirect=%2Fmembers%3Fq%3Da",
    );
  });
  it("applies the sign-out rule on public screens", () => {
    expect(redirectForSessionChange({ ...base, pathname: "/500" })).toBe("/sign-in");
    expect(redirectForSessionChange({ ...base, pathname: "/sign-up" })).toBeNull();
  });
  it("stays on the reset screen when resetting ends the session", () => {
    expect(
      redirectForSessionChange({ ...base, pathname: "/reset-password", passwordRecovery: true }),
    ).toBeNull();
  });
  it("sends a user signed in elsewhere on to the app", () => {
    expect(
      redirectForSessionChange({ ...base, wasSignedIn: false, signedIn: true, pathname: "/sign-in" }),
    ).toBe("/");
  });
  it("is skipped by the focus and auth-event guards", () => {
    expect(redirectForSessionChange({ ...base, lastFocusAt: base.now - 10 })).toBeNull();
    expect(redirectForSessionChange({ ...base, lastAuthEventAt: base.now - 10 })).toBeNull();
  });
});

describe("verifiedCallbackUrl", () => {
  it("lands on the sign-in screen with the confirmed notice", () => {
    expect(verifiedCallbackUrl()).toBe("/sign-in?verified=1");
    expect(verifiedCallbackUrl("/")).toBe("/sign-in?verified=1");
    expect(verifiedCallbackUrl("//evil.example")).toBe("/sign-in?verified=1");
    expect(verifiedCallbackUrl("/accept-invitation?token=a")).toBe(
      "/sign-in?verified=1&redirect=%2Faccept-invitation%3Ftoken%3Da",
    );
  });
});

import { describe, expect, it } from "vitest";
import { renewalPeriod } from "./renewal.ts";

describe("renewalPeriod", () => {
  it("follows a running membership's end without a gap", () => {
    expect(
      renewalPeriod({ membershipStatus: "active", membershipEndDate: "2026-06-30" }, "annual", "2026-06-10"),
    ).toEqual({ start: "2026-07-01", end: "2027-06-30" });
    expect(
      renewalPeriod({ membershipStatus: "grace", membershipEndDate: "2026-06-09" }, "monthly", "2026-06-10"),
    ).toEqual({ start: "2026-06-10", end: "2026-07-09" });
  });

  it("starts today when the end has long passed, or the membership has ended", () => {
    expect(
      renewalPeriod({ membershipStatus: "grace", membershipEndDate: "2026-05-01" }, "monthly", "2026-06-10"),
    ).toEqual({ start: "2026-06-10", end: "2026-07-09" });
    expect(
      renewalPeriod(
        { membershipStatus: "cancelled", membershipEndDate: "2026-12-31" },
        "quarterly",
        "2026-06-10",
      ),
    ).toEqual({ start: "2026-06-10", end: "2026-09-09" });
    expect(
      renewalPeriod(
        { membershipStatus: "expired", membershipEndDate: "2026-01-31" },
        "monthly",
        "2026-01-31",
      ),
    ).toEqual({ start: "2026-01-31", end: "2026-02-27" });
  });

  it("gives a lifetime type no end, and starts a lifetime member's new type today", () => {
    expect(
      renewalPeriod(
        { membershipStatus: "active", membershipEndDate: "2026-06-30" },
        "lifetime",
        "2026-06-10",
      ),
    ).toEqual({ start: "2026-07-01", end: null });
    expect(
      renewalPeriod({ membershipStatus: "active", membershipEndDate: null }, "annual", "2026-06-10"),
    ).toEqual({ start: "2026-06-10", end: "2027-06-09" });
  });
});

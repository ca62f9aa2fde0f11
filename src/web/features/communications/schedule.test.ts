import { describe, expect, it } from "vitest";
import { zonedMoment } from "./schedule.ts";

describe("zonedMoment", () => {
  it("reads a date and time on the club's clocks as the moment it is", () => {
    expect(zonedMoment("2026-12-01", "09:30", "Europe/Berlin")).toBe("2026-12-01T08:30:00.000Z");
    expect(zonedMoment("2026-07-01", "09:30", "Europe/Berlin")).toBe("2026-07-01T07:30:00.000Z");
    expect(zonedMoment("2026-07-01", "18:00", "America/New_York")).toBe("2026-07-01T22:00:00.000Z");
    expect(zonedMoment("2026-07-01", "18:00", "UTC")).toBe("2026-07-01T18:00:00.000Z");
  });

  it("finds the moment across a change of the clocks", () => {
    // Berlin goes to summer time at 02:00 on 29 March 2026.
    expect(zonedMoment("2026-03-29", "01:30", "Europe/Berlin")).toBe("2026-03-29T00:30:00.000Z");
    expect(zonedMoment("2026-03-29", "03:30", "Europe/Berlin")).toBe("2026-03-29T01:30:00.000Z");
  });

  it("answers null for what is missing or not a date and time", () => {
    expect(zonedMoment("", "09:30", "Europe/Berlin")).toBeNull();
    expect(zonedMoment("2026-12-01", "", "Europe/Berlin")).toBeNull();
    expect(zonedMoment("2026-12-01", "09:30", "Not/AZone")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { calendarOf } from "./dashboard.service.ts";

describe("the dashboard's week", () => {
  // Wednesday 1 April 2026.
  it.each([
    [0, "2026-03-29"],
    [1, "2026-03-30"],
    [6, "2026-03-28"],
  ] as const)("starts on the club's first weekday (%i)", (firstDayOfWeek, weekStart) => {
    expect(calendarOf("2026-04-01", firstDayOfWeek).weekStart).toBe(weekStart);
  });

  it("starts today when today is the first weekday", () => {
    expect(calendarOf("2026-03-29", 0).weekStart).toBe("2026-03-29");
    expect(calendarOf("2026-03-30", 1).weekStart).toBe("2026-03-30");
    expect(calendarOf("2026-03-28", 6).weekStart).toBe("2026-03-28");
  });
});

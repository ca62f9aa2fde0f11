import { describe, expect, it } from "vitest";
import { calendarDate, clubDay, clubMoment, clubToday } from "./club-dates.ts";

const berlin = { dateFormat: "DD/MM/YYYY", timeFormat: "24", timezone: "Europe/Berlin" } as const;
const newYork = { dateFormat: "MM/DD/YYYY", timeFormat: "12", timezone: "America/New_York" } as const;

describe("a club's dates", () => {
  it("writes calendar dates in the club's format, whatever the time zone", () => {
    expect(calendarDate("2026-11-23", berlin)).toBe("23/11/2026");
    expect(calendarDate("2026-11-23", newYork)).toBe("11/23/2026");
    expect(calendarDate(null, berlin)).toBe("—");
  });

  it("writes a moment as the day and time it was at the club", () => {
    // 23:30 UTC is already the next day in Berlin, still the same day in New York.
    expect(clubDay("2026-11-23T23:30:00Z", berlin)).toBe("24/11/2026");
    expect(clubDay("2026-11-23T23:30:00Z", newYork)).toBe("11/23/2026");
    expect(clubMoment("2026-11-23T23:30:00Z", berlin)).toBe("24/11/2026 00:30");
    expect(clubMoment("2026-11-23T23:30:00Z", newYork)).toBe("11/23/2026 6:30 PM");
  });

  it("knows the club's today", () => {
    expect(clubToday(berlin)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

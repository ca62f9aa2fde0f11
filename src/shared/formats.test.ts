import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatCount,
  formatDate,
  formatTime,
  fromDisplayDateFormat,
  fromDisplayTimeFormat,
  toDisplayDateFormat,
  toDisplayTimeFormat,
} from "./formats.ts";

describe("date and time format mappings (spec section 5)", () => {
  it("maps every stored date format to its display form and back", () => {
    expect(toDisplayDateFormat("DD/MM/YYYY")).toBe("dd/MM/yyyy");
    expect(toDisplayDateFormat("MM/DD/YYYY")).toBe("MM/dd/yyyy");
    expect(toDisplayDateFormat("YYYY-MM-DD")).toBe("yyyy-MM-dd");
    for (const stored of ["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"] as const) {
      expect(fromDisplayDateFormat(toDisplayDateFormat(stored))).toBe(stored);
    }
  });

  it("maps 12 and 24 (also written 12H and 24H) to 12h and 24h and back", () => {
    expect(toDisplayTimeFormat("12")).toBe("12h");
    expect(toDisplayTimeFormat("24")).toBe("24h");
    expect(toDisplayTimeFormat("12H")).toBe("12h");
    expect(toDisplayTimeFormat("24H")).toBe("24h");
    expect(fromDisplayTimeFormat("12h")).toBe("12");
    expect(fromDisplayTimeFormat("24h")).toBe("24");
    expect(fromDisplayTimeFormat("24H")).toBe("24");
  });

  it("falls back to the profile view's defaults (yyyy-MM-dd, 24h) for missing or unknown values", () => {
    expect(toDisplayDateFormat(undefined)).toBe("yyyy-MM-dd");
    expect(toDisplayDateFormat(null)).toBe("yyyy-MM-dd");
    expect(toDisplayDateFormat("D.M.Y")).toBe("yyyy-MM-dd");
    expect(toDisplayTimeFormat(undefined)).toBe("24h");
    expect(toDisplayTimeFormat("36")).toBe("24h");
    expect(fromDisplayDateFormat("d.M.y")).toBeUndefined();
    expect(fromDisplayTimeFormat("noon")).toBeUndefined();
  });
});

describe("formatDate and formatTime", () => {
  const date = new Date("2026-03-07T15:05:00Z");

  it("writes a date in each of the club's formats", () => {
    expect(formatDate(date, "DD/MM/YYYY", "UTC")).toBe("07/03/2026");
    expect(formatDate(date, "MM/DD/YYYY", "UTC")).toBe("03/07/2026");
    expect(formatDate(date, "YYYY-MM-DD", "UTC")).toBe("2026-03-07");
  });

  it("writes a time on a 12-hour or 24-hour clock", () => {
    expect(formatTime(date, "12", "UTC")).toBe("3:05 PM");
    expect(formatTime(date, "24", "UTC")).toBe("15:05");
    const midnight = new Date("2026-03-07T00:30:00Z");
    expect(formatTime(midnight, "12", "UTC")).toBe("12:30 AM");
    expect(formatTime(midnight, "24", "UTC")).toBe("00:30");
    const noon = new Date("2026-03-07T12:00:00Z");
    expect(formatTime(noon, "12", "UTC")).toBe("12:00 PM");
  });

  it("uses the club's time zone", () => {
    // 15:05 UTC is 10:05 in New York in March (before summer time), and already the 8th in Auckland at 04:05.
    expect(formatTime(date, "24", "America/New_York")).toBe("10:05");
    expect(formatDate(date, "YYYY-MM-DD", "Pacific/Auckland")).toBe("2026-03-08");
  });

  it("falls back to the browser's zone for an unknown time zone rather than failing", () => {
    expect(formatDate(date, "YYYY-MM-DD", "Mars/Olympus_Mons")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("formatCalendarDate", () => {
  it("writes a calendar date in each club format, as formatDate writes that day", () => {
    for (const format of ["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD"] as const) {
      for (const day of ["2026-01-05", "2024-02-29", "1999-12-31"]) {
        expect(formatCalendarDate(day, format)).toBe(formatDate(new Date(`${day}T00:00:00Z`), format, "UTC"));
      }
    }
    expect(formatCalendarDate("2026-11-24", "DD/MM/YYYY")).toBe("24/11/2026");
    expect(formatCalendarDate("2026-11-24", "MM/DD/YYYY")).toBe("11/24/2026");
  });

  it("answers null for what is no calendar date", () => {
    for (const bad of ["2026-02-30", "2025-02-29", "2026-13-01", "2026-1-5", "24/11/2026", ""]) {
      expect(formatCalendarDate(bad, "DD/MM/YYYY"), bad).toBeNull();
    }
  });
});

describe("formatCount", () => {
  it("writes a count in the reader's language", () => {
    expect(formatCount(1234567, "en")).toBe("1,234,567");
    expect(formatCount(1234567, "de")).toBe("1.234.567");
    expect(formatCount(1234567, "fr")).toBe("1\u202f234\u202f567");
    expect(formatCount(12345, "es")).toBe("12.345");
    expect(formatCount(7, "de")).toBe("7");
  });
});

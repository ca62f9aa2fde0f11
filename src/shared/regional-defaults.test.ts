import { describe, expect, it } from "vitest";
import {
  countryCodes,
  firstDayOfWeekOf,
  isCountryCode,
  regionalDefaults,
  regionalLanguage,
  SPEC_REGION_DEFAULTS,
} from "./regional-defaults.ts";

describe("a country's defaults for a new club", () => {
  it.each([
    ["US", { currency: "USD", dateFormat: "MM/DD/YYYY", timeFormat: "12", firstDayOfWeek: 0 }],
    ["GB", { currency: "GBP", dateFormat: "DD/MM/YYYY", timeFormat: "24", firstDayOfWeek: 1 }],
    ["IE", { currency: "EUR", dateFormat: "DD/MM/YYYY", timeFormat: "24", firstDayOfWeek: 1 }],
    ["DE", { currency: "EUR", dateFormat: "DD/MM/YYYY", timeFormat: "24", firstDayOfWeek: 1 }],
    ["AU", { currency: "AUD", dateFormat: "DD/MM/YYYY", timeFormat: "12", firstDayOfWeek: 1 }],
    ["JP", { currency: "JPY", dateFormat: "YYYY-MM-DD", timeFormat: "24", firstDayOfWeek: 0 }],
    ["SE", { currency: "SEK", dateFormat: "YYYY-MM-DD", timeFormat: "24", firstDayOfWeek: 1 }],
  ])("%s", (country, expected) => {
    expect(regionalDefaults(country)).toEqual(expected);
  });

  it("are the spec's without a country or with one not on the list", () => {
    expect(regionalDefaults(undefined)).toEqual(SPEC_REGION_DEFAULTS);
    expect(regionalDefaults("XX")).toEqual(SPEC_REGION_DEFAULTS);
    expect(regionalDefaults("gb")).toEqual(SPEC_REGION_DEFAULTS);
  });

  it("list today's countries only", () => {
    expect(countryCodes().length).toBeGreaterThan(240);
    expect(countryCodes()).toContain("GB");
    expect(isCountryCode("AN")).toBe(false);
    expect(countryCodes()).not.toContain("AN");
  });

  it("speak the creator's language where the country does, else the country's where Clubhouse speaks it", () => {
    expect(regionalLanguage("ES", "en")).toBe("es");
    expect(regionalLanguage("AT", "en")).toBe("de");
    expect(regionalLanguage("CA", "fr")).toBe("fr");
    expect(regionalLanguage("CA", "de")).toBe("en");
    expect(regionalLanguage("BE", "en")).toBe("fr");
    expect(regionalLanguage("IT", "es")).toBe("es");
    expect(regionalLanguage(undefined, "de")).toBe("de");
  });

  it("keep a stored first weekday, and read one from the date format for a club from before", () => {
    expect(firstDayOfWeekOf({ firstDayOfWeek: 6, dateFormat: "MM/DD/YYYY" })).toBe(6);
    expect(firstDayOfWeekOf({ dateFormat: "MM/DD/YYYY" })).toBe(0);
    expect(firstDayOfWeekOf({ dateFormat: "DD/MM/YYYY" })).toBe(1);
    expect(firstDayOfWeekOf(null)).toBe(1);
  });
});

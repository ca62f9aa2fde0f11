import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DATE_MAX, DATE_MIN, INSTANT_END, INSTANT_MIN, isInstantInRange } from "./calendar-date.ts";
import { ISO_CURRENCIES, isIsoCurrency } from "./currencies.ts";
import { currencyCodeSchema } from "./currency-schema.ts";
import { calendarDateSchema, instantSchema } from "./date-schema.ts";
import { message } from "./i18n/zod.ts";
import { decimalsOf, isWholeMinor } from "./money.ts";
import { trimWhitespace } from "./text.ts";

// The rules of decision 039, on their own: what the API tests reach through the routes.

describe("trimWhitespace", () => {
  it("drops white space at the ends, Unicode's included, and keeps a U+FEFF as typed", () => {
    expect(trimWhitespace("  Ada\t\n")).toBe("Ada");
    expect(trimWhitespace("\u00a0\u2003Ada\u3000")).toBe("Ada");
    expect(trimWhitespace("\ufeffAda ")).toBe("\ufeffAda");
    expect(trimWhitespace(" \ufeff ")).toBe("\ufeff");
    expect(trimWhitespace("A  da")).toBe("A  da");
    expect(trimWhitespace("   ")).toBe("");
  });

  it("takes linear time on a long run of spaces before a letter (a regular expression took quadratic)", () => {
    const value = `a${" ".repeat(1_000_000)}b`;
    const started = performance.now();
    expect(trimWhitespace(value)).toBe(value);
    // A generous bound on a busy machine: /\s+$/ takes minutes here.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("is the only trimming of the shared schemas: none chains zod's .trim(), which drops U+FEFF", () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const offenders = readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .flatMap((name) =>
        readFileSync(path.join(dir, name), "utf8")
          .split("\n")
          .map((line, i) => ({ where: `${name}:${i + 1}`, line }))
          .filter(({ line }) => /^\s*\.trim\(\)|(text|string)\([^)]*\)\.trim\(\)/.test(line)),
      );
    expect(offenders).toEqual([]);
  });
});

describe("calendar dates", () => {
  const schema = calendarDateSchema(message((m) => m.dates.joinDate.format));

  it("takes a day that exists within the range, without surrounding spaces", () => {
    for (const date of [DATE_MIN, DATE_MAX, "2024-02-29", "2000-02-29", "2026-12-31"]) {
      expect(schema.parse(date)).toBe(date);
    }
    expect(schema.parse(" 2026-05-31\n")).toBe("2026-05-31");
  });

  it("refuses a day that does not exist, another shape, and a year outside the range", () => {
    for (const date of ["2026-02-30", "2100-02-29", "1900-02-29", "2026-13-01", "2026-1-1", "26-01-01", ""]) {
      expect(schema.safeParse(date).success, date).toBe(false);
    }
    for (const date of ["0000-01-01", "0001-01-01", "1799-12-31", "2200-01-01", "9999-12-31"]) {
      expect(schema.safeParse(date).success, date).toBe(false);
    }
  });

  it("gives one message for a malformed date, not the range's as well", () => {
    const issues = schema.safeParse("2026-02-30").error?.issues ?? [];
    expect(issues).toHaveLength(1);
  });
});

describe("dates and times", () => {
  const schema = instantSchema(message((m) => m.auditLogs.from));

  it("takes an instant within the range, with any offset", () => {
    for (const at of ["1800-01-01T00:00:00Z", "2199-12-31T23:59:59.999Z", "2026-05-01T08:00:00+02:00"]) {
      expect(schema.safeParse(at).success, at).toBe(true);
    }
  });

  it("bounds instants at the range's first midnight and the midnight after its last day, in UTC", () => {
    expect(INSTANT_MIN).toBe(Date.parse(`${DATE_MIN}T00:00:00Z`));
    expect(INSTANT_END).toBe(Date.parse(`${DATE_MAX}T00:00:00Z`) + 86_400_000);
  });

  it("refuses one outside it, one without an offset, and one that is no instant", () => {
    for (const at of [
      "0000-01-01T00:00:00Z",
      "1799-12-31T23:59:59Z",
      "2200-01-01T00:00:00Z",
      "2026-05-01T08:00:00",
    ]) {
      expect(schema.safeParse(at).success, at).toBe(false);
    }
    expect(isInstantInRange("not a date")).toBe(false);
  });
});

describe("currencies", () => {
  it("lists ISO 4217's codes once each, in order, three capital letters", () => {
    expect(ISO_CURRENCIES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
    expect([...ISO_CURRENCIES].sort()).toEqual(ISO_CURRENCIES);
    expect(new Set(ISO_CURRENCIES).size).toBe(ISO_CURRENCIES.length);
    for (const code of ["USD", "EUR", "GBP", "JPY", "CHF", "KWD", "XCG", "ZWG", "SLE"]) {
      expect(isIsoCurrency(code), code).toBe(true);
    }
    for (const code of ["ZZZ", "HRK", "BGN", "ANG", "ZWL", "XXX", "XTS", "XAU", "usd"]) {
      expect(isIsoCurrency(code), code).toBe(false);
    }
  });

  it("takes a code in any case and keeps it in upper case", () => {
    expect(currencyCodeSchema().parse("chf")).toBe("CHF");
    expect(currencyCodeSchema().safeParse("ZZZ").success).toBe(false);
    expect(currencyCodeSchema().safeParse("EURO").error?.issues).toHaveLength(1);
  });
});

describe("amounts in major units", () => {
  it("counts the decimals a number is written with", () => {
    expect([decimalsOf(25), decimalsOf(1.2), decimalsOf(1.234), decimalsOf(1e-7), decimalsOf(1e21)]).toEqual([
      0, 1, 3, 7, 0,
    ]);
  });

  it("takes what the currency's minor unit can hold exactly", () => {
    expect(isWholeMinor(1.23, "USD")).toBe(true);
    expect(isWholeMinor(1.234, "USD")).toBe(false);
    expect(isWholeMinor(1.234, "KWD")).toBe(true);
    expect(isWholeMinor(1.5, "JPY")).toBe(false);
    expect(isWholeMinor(Number.NaN, "USD")).toBe(false);
  });
});

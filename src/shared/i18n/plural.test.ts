import { describe, expect, it } from "vitest";
import { locales } from "./locales.ts";
import { localeHelpers, smallCountCategory } from "./plural.ts";

describe("counted texts without Intl for small whole numbers", () => {
  it("gives every whole number from 0 to 999 the category and digits Intl gives it, in each language", () => {
    for (const locale of locales) {
      const rules = new Intl.PluralRules(locale);
      const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
      for (let n = 0; n <= 999; n++) {
        expect(smallCountCategory(locale, n), `${locale} ${n}`).toBe(rules.select(n));
        expect(localeHelpers(locale).number(n), `${locale} ${n}`).toBe(numbers.format(n));
      }
    }
  });

  it("leaves larger, negative and fractional numbers to Intl", () => {
    expect(smallCountCategory("en", 1000)).toBeNull();
    expect(smallCountCategory("en", -1)).toBeNull();
    expect(smallCountCategory("en", 1.5)).toBeNull();
    const forms = { one: "# membre", many: "# de membres", other: "# membres" };
    expect(localeHelpers("fr").plural(1_000_000, forms)).toBe(
      `${new Intl.NumberFormat("fr").format(1_000_000)} de membres`,
    );
    expect(localeHelpers("de").plural(1234, { one: "# Mitglied", other: "# Mitglieder" })).toBe(
      "1.234 Mitglieder",
    );
    expect(localeHelpers("fr").plural(0, forms)).toBe("0 membre");
    expect(localeHelpers("en").plural(0, { "=0": "No members", one: "# member", other: "# members" })).toBe(
      "No members",
    );
    expect(localeHelpers("es").plural(1.5, { one: "# socio", other: "# socios" })).toBe("1,5 socios");
  });
});

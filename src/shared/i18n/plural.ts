import type { Locale } from "./locales.ts";

/**
 * The forms of a counted text, by the plural categories of Unicode CLDR (`Intl.PluralRules`): English and
 * German have one and other; French and Spanish also many (1 000 000 de membres). `other` is required; a
 * category the text does not give falls back to it. "=0" names the text for exactly nothing. "#" in a form
 * stands for the number, written in the reader's language (1.234 in German).
 */
export interface PluralForms {
  "=0"?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** What a catalog of one language uses to write numbers and counted texts. */
export interface LocaleHelpers {
  /** A counted text: `plural(n, { one: "# member", other: "# members" })`. */
  plural: (count: number, forms: PluralForms) => string;
  /** A number in the language's way (1,234.5 in English; 1.234,5 in German). */
  number: (value: number) => string;
}

const cache = new Map<Locale, LocaleHelpers>();

/**
 * The plural category of a whole number from 0 to 999 in each language, as CLDR's rules give it (English,
 * German and Spanish: one for 1; French: one for 0 and 1; `many` only starts at a million). Counts on a
 * screen are nearly always this small: they are then written without `Intl`, whose first use in a page
 * loads its locale data in the middle of the first render (about 25 ms on a desktop, four times that on a
 * phone; issue 30). plural.test.ts checks every such number against `Intl.PluralRules`.
 */
export function smallCountCategory(locale: Locale, count: number): "one" | "other" | null {
  if (!Number.isInteger(count) || count < 0 || count > 999) return null;
  return count === 1 || (count === 0 && locale === "fr") ? "one" : "other";
}

/** The helpers of one language; the formatters are made on first use and kept. */
export function localeHelpers(locale: Locale): LocaleHelpers {
  let helpers = cache.get(locale);
  if (helpers) return helpers;
  let rules: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const number = (value: number) => {
    // Whole numbers below 1,000 have no separator in any of the four languages.
    if (Number.isInteger(value) && value >= 0 && value <= 999) return String(value);
    numbers ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    return numbers.format(value);
  };
  helpers = {
    plural: (count, forms) => {
      const exact = count === 0 ? forms["=0"] : undefined;
      let category: Intl.LDMLPluralRule | null = smallCountCategory(locale, count);
      if (!category) {
        rules ??= new Intl.PluralRules(locale);
        category = rules.select(count);
      }
      const form = exact ?? forms[category as Exclude<Intl.LDMLPluralRule, "zero">] ?? forms.other;
      return form.replaceAll("#", number(count));
    },
    number,
  };
  cache.set(locale, helpers);
  return helpers;
}
